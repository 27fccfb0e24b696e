import { policyFields, type Policy } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { ArrowLeftIcon, FormGrid, LinkButton, TextAreaField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useCreatePolicyMutation, usePolicyQuery, useUpdatePolicyMutation, type PolicyFormField, type PolicyInput } from '../api';

const FIELDS: readonly PolicyFormField[] = ['policy_id', 'policy_name', 'policy_amount', 'policy_duration', 'description', 'policy_limit', 'agent_commission'];
const LIST = { label: 'Policy products', href: paths.policies.href() };

/** Cancel reloads the whole list page (the older screen did a full page load). */
const reloadList = () => window.location.assign(LIST.href);

function PolicyForm({ initial, onSave }: RecordFormComponentProps<Policy, PolicyInput>) {
  const form = useSchemaForm(policyFields, initial, FIELDS);
  const companyId = useClientId();
  return (
    <>
      <LinkButton to={LIST.href} variant="secondary" size="sm">
        <ArrowLeftIcon size={14} /> Back
      </LinkButton>
      <RecordForm
        form={form}
        onSave={() => onSave({ ...form.values, company_id: companyId })}
        listHref={LIST.href}
        onCancel={reloadList}
      >
        <FormGrid>
          <TextField {...form.field('policy_id', 'Policy Id')} />
          <TextField {...form.field('policy_name', 'Policy Name')} />
          <TextField type="number" step="0.01" {...form.field('policy_amount', 'Policy Amount')} />
          <TextField {...form.field('policy_duration', 'Policy Duration')} />
          {/* In spec 1 §2.7's order: Description before the limit and commission. */}
          <TextAreaField {...form.field('description', 'Description')} />
          <TextField type="number" step="0.01" {...form.field('policy_limit', 'Policy Limit')} />
          <TextField type="number" step="0.01" hint="Percent" {...form.field('agent_commission', 'Agent Commission')} />
        </FormGrid>
      </RecordForm>
    </>
  );
}

export const AddPolicyPage = () => (
  <AddScreen title="Add Policy" list={LIST} access={useItemAccess(paths.policies.path)} Form={PolicyForm} useCreate={useCreatePolicyMutation} />
);

export const EditPolicyPage = () => (
  <EditScreen
    title="Edit Policy"
    list={LIST}
    access={useItemAccess(paths.policies.path)}
    Form={PolicyForm}
    what="policy"
    useRecord={usePolicyQuery}
    useUpdate={useUpdatePolicyMutation}
  />
);
