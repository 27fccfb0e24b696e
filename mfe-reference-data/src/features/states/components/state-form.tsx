import type { State } from '@kyubos/contracts';
import { FormGrid, SelectField, TextField } from '@kyubos/ui';
import { CountrySelect } from '../../../app/country-select';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import { useCreateStateMutation, useStateQuery, useUpdateStateMutation, type StateInput } from '../api';

const FIELDS = [
  'country_id',
  'country_code',
  'state_name',
  'state_code',
  'stateregulatory_code',
  'state_retaliatorytaxflag',
  'stateretaliatorytax_percentage',
] as const;
const LIST = { label: 'States', href: paths.states.href() };
const FLAG_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

export function StateForm({ initial, onSave }: { initial?: State; onSave: (values: StateInput) => Promise<unknown> }) {
  const { values, field, update } = useFormValues(toFormValues(FIELDS, initial));
  const access = usePlatformDataAccess(paths.states.path);
  return (
    <RecordForm onSave={() => onSave(values)} listHref={LIST.href} access={access}>
      <FormGrid>
        <CountrySelect
          required
          value={values.country_id}
          // Choosing a country copies its code into the form.
          onChange={(country_id, country) => update({ country_id, country_code: country?.country_code ?? '' })}
        />
        <TextField label="Country Code" readOnly {...field('country_code')} />
        <TextField label="State Name" required maxLength={100} {...field('state_name')} />
        <TextField label="State Code" required maxLength={10} {...field('state_code')} />
        <TextField label="State Regulatory Code" maxLength={20} {...field('stateregulatory_code')} />
        <SelectField label="State Retaliatory Tax Flag" placeholder="Select" options={FLAG_OPTIONS} {...field('state_retaliatorytaxflag')} />
        <TextField
          label="State Retaliatory Tax Percentage"
          type="number"
          min={0}
          max={100}
          step="0.01"
          {...field('stateretaliatorytax_percentage')}
        />
      </FormGrid>
    </RecordForm>
  );
}

export function AddStatePage() {
  const [create] = useCreateStateMutation();
  return (
    <RecordFormPage title="Add State" list={LIST}>
      <StateForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditStatePage() {
  const id = useRecordId();
  const query = useStateQuery(id);
  const [update] = useUpdateStateMutation();
  return (
    <RecordFormPage title="Edit State" list={LIST} load={query}>
      {query.data && <StateForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
