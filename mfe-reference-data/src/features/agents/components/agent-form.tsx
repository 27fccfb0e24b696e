import type { ClientAgent } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import { FormGrid, PhoneField, TextField } from '@kyubos/ui';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { useClientId } from '../../../app/use-client-id';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { paths } from '../../../config/paths';
import { useClientAgentQuery, useCreateClientAgentMutation, useUpdateClientAgentMutation, type AgentInput } from '../api';

const FIELDS = ['agentcode', 'agentname', 'phonenumber', 'email', 'address', 'city_name', 'state_name', 'zipcode'] as const;
const LIST = { label: 'Agents', href: paths.agents.href() };

function AgentForm({ initial, onSave }: { initial?: ClientAgent; onSave: (values: AgentInput) => Promise<unknown> }) {
  const { values, field, update } = useFormValues(toFormValues(FIELDS, initial));
  const companyId = useClientId();
  const access = useItemAccess(paths.agents.path);
  return (
    <RecordForm
      onSave={() => onSave({ ...values, company_id: companyId })}
      listHref={LIST.href}
      access={access}
      readOnlyNotice="You have Read permission on agents: changes are not available."
    >
      <FormGrid>
        <TextField label="Agent Code" required maxLength={50} {...field('agentcode')} />
        <TextField label="Agent Name" required maxLength={200} {...field('agentname')} />
        <PhoneField label="Phone Number" name="phonenumber" value={values.phonenumber} onChange={(phonenumber) => update({ phonenumber })} />
        <TextField label="Email" type="email" maxLength={200} {...field('email')} />
        <TextField label="Address" maxLength={300} {...field('address')} />
        <TextField label="City" maxLength={100} {...field('city_name')} />
        <TextField label="State" maxLength={100} {...field('state_name')} />
        <TextField label="Zip Code" maxLength={20} {...field('zipcode')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddAgentPage() {
  const [create] = useCreateClientAgentMutation();
  return (
    <RecordFormPage title="Create Agent" list={LIST}>
      <AgentForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditAgentPage() {
  const id = useRecordId();
  const query = useClientAgentQuery(id);
  const [update] = useUpdateClientAgentMutation();
  return (
    <RecordFormPage title="Edit Agent" list={LIST} load={query}>
      {query.data && <AgentForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
