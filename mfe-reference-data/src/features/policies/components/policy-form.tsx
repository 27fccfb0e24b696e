import type { Policy } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import { ArrowLeftIcon, FormGrid, LinkButton, TextAreaField, TextField } from '@kyubos/ui';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { useClientId } from '../../../app/use-client-id';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { paths } from '../../../config/paths';
import { useCreatePolicyMutation, usePolicyQuery, useUpdatePolicyMutation, type PolicyFormField, type PolicyInput } from '../api';

const FIELDS: readonly PolicyFormField[] = ['policy_id', 'policy_name', 'policy_amount', 'policy_duration', 'description', 'policy_limit', 'agent_commission'];
const LIST = { label: 'Policy products', href: paths.policies.href() };

/** Cancel reloads the whole list page (the older screen did a full page load). */
const reloadList = () => window.location.assign(LIST.href);

function PolicyForm({ initial, onSave }: { initial?: Policy; onSave: (values: PolicyInput) => Promise<unknown> }) {
  const { values, field } = useFormValues(toFormValues(FIELDS, initial));
  const companyId = useClientId();
  const access = useItemAccess(paths.policies.path);
  return (
    <>
      <LinkButton to={LIST.href} variant="secondary" size="sm">
        <ArrowLeftIcon size={14} /> Back
      </LinkButton>
      <RecordForm
        onSave={() => onSave({ ...values, company_id: companyId })}
        listHref={LIST.href}
        access={access}
        readOnlyNotice="You have Read permission on policies: changes are not available."
        onCancel={reloadList}
      >
        <FormGrid>
          <TextField label="Policy Id" required maxLength={50} {...field('policy_id')} />
          <TextField label="Policy Name" required maxLength={200} {...field('policy_name')} />
          <TextField label="Policy Amount" type="number" min={0} step="0.01" inputMode="decimal" {...field('policy_amount')} />
          <TextField label="Policy Duration" maxLength={100} {...field('policy_duration')} />
          <TextField label="Policy Limit" type="number" min={0} step="0.01" inputMode="decimal" {...field('policy_limit')} />
          <TextField label="Agent Commission" type="number" min={0} max={100} step="0.01" inputMode="decimal" hint="Percent" {...field('agent_commission')} />
          <TextAreaField label="Description" maxLength={2000} {...field('description')} />
        </FormGrid>
      </RecordForm>
    </>
  );
}

export function AddPolicyPage() {
  const [create] = useCreatePolicyMutation();
  return (
    <RecordFormPage title="Add Policy" list={LIST}>
      <PolicyForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditPolicyPage() {
  const id = useRecordId();
  const query = usePolicyQuery(id);
  const [update] = useUpdatePolicyMutation();
  return (
    <RecordFormPage title="Edit Policy" list={LIST} load={query}>
      {query.data && <PolicyForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
