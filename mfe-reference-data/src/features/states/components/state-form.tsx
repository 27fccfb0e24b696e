import { stateFields, type State } from '@kyubos/contracts';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { FormGrid, SelectField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { CountrySelect } from '../../../shared/country-select';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { useCreateStateMutation, useStateQuery, useUpdateStateMutation, type StateInput } from '../api';

const LIST = { label: 'States', href: paths.states.href() };
const FLAG_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

function StateForm({ initial, onSave }: RecordFormComponentProps<State, StateInput>) {
  const form = useSchemaForm(stateFields, initial);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values)} listHref={LIST.href}>
      <FormGrid>
        <CountrySelect
          field={form.field('country_id', 'Country')}
          // Choosing a country copies its code into the form.
          onChange={(country_id, country) => form.update({ country_id, country_code: country?.country_code ?? '' })}
        />
        <TextField readOnly {...form.field('country_code', 'Country Code')} />
        <TextField {...form.field('state_name', 'State Name')} />
        <TextField {...form.field('state_code', 'State Code')} />
        <TextField {...form.field('stateregulatory_code', 'State Regulatory Code')} />
        <SelectField placeholder="Select" options={FLAG_OPTIONS} {...form.field('state_retaliatorytaxflag', 'State Retaliatory Tax Flag')} />
        <TextField type="number" step="0.01" {...form.field('stateretaliatorytax_percentage', 'State Retaliatory Tax Percentage')} />
      </FormGrid>
    </RecordForm>
  );
}

export const AddStatePage = () => (
  <AddScreen title="Add State" list={LIST} access={usePlatformDataAccess(paths.states.path)} Form={StateForm} useCreate={useCreateStateMutation} />
);

export const EditStatePage = () => (
  <EditScreen
    title="Edit State"
    list={LIST}
    access={usePlatformDataAccess(paths.states.path)}
    Form={StateForm}
    what="state"
    useRecord={useStateQuery}
    useUpdate={useUpdateStateMutation}
  />
);
