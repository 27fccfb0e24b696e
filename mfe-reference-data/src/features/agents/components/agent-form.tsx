import { clientAgentFields, type ClientAgent } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { FormGrid, PhoneField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useClientAgentQuery, useCreateClientAgentMutation, useUpdateClientAgentMutation, type AgentInput } from '../api';

const FIELDS = ['agentcode', 'agentname', 'phonenumber', 'email', 'address', 'city_name', 'state_name', 'zipcode'] as const;
const LIST = { label: 'Agents', href: paths.agents.href() };

function AgentForm({ initial, onSave }: RecordFormComponentProps<ClientAgent, AgentInput>) {
  const form = useSchemaForm(clientAgentFields, initial, FIELDS);
  const companyId = useClientId();
  return (
    <RecordForm form={form} onSave={() => onSave({ ...form.values, company_id: companyId })} listHref={LIST.href}>
      <FormGrid>
        <TextField {...form.field('agentcode', 'Agent Code')} />
        <TextField {...form.field('agentname', 'Agent Name')} />
        <PhoneField {...form.field('phonenumber', 'Phone Number')} />
        <TextField {...form.field('email', 'Email')} />
        <TextField {...form.field('address', 'Address')} />
        <TextField {...form.field('city_name', 'City')} />
        <TextField {...form.field('state_name', 'State')} />
        <TextField {...form.field('zipcode', 'Zip Code')} />
      </FormGrid>
    </RecordForm>
  );
}

export const AddAgentPage = () => (
  <AddScreen title="Create Agent" list={LIST} access={useItemAccess(paths.agents.path)} Form={AgentForm} useCreate={useCreateClientAgentMutation} />
);

export const EditAgentPage = () => (
  <EditScreen
    title="Edit Agent"
    list={LIST}
    access={useItemAccess(paths.agents.path)}
    Form={AgentForm}
    what="agent"
    useRecord={useClientAgentQuery}
    useUpdate={useUpdateClientAgentMutation}
  />
);
