import type { Country } from '@kyubos/contracts';
import { FormGrid, TextField } from '@kyubos/ui';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import { useCountryQuery, useCreateCountryMutation, useUpdateCountryMutation, type CountryInput } from '../api';

const FIELDS = [
  'country_code',
  'country_name',
  'country_regularcode',
  'country_marketname',
  'country_currencycode',
  'country_languagecode',
] as const;

const LIST = { label: 'Countries', href: paths.countries.href() };

function CountryForm({ initial, onSave }: { initial?: Country; onSave: (values: CountryInput) => Promise<unknown> }) {
  const { values, field } = useFormValues(toFormValues(FIELDS, initial));
  const access = usePlatformDataAccess(paths.countries.path);
  return (
    <RecordForm onSave={() => onSave(values)} listHref={LIST.href} access={access}>
      <FormGrid>
        <TextField label="Country Code" required maxLength={3} {...field('country_code')} />
        <TextField label="Country Name" required maxLength={100} {...field('country_name')} />
        <TextField label="Country Regular Code" maxLength={10} {...field('country_regularcode')} />
        <TextField label="Country Market Name" maxLength={100} {...field('country_marketname')} />
        <TextField label="Country Currency Code" maxLength={3} {...field('country_currencycode')} />
        <TextField label="Country Language Code" maxLength={8} {...field('country_languagecode')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddCountryPage() {
  const [create] = useCreateCountryMutation();
  return (
    <RecordFormPage title="Add Country" list={LIST}>
      <CountryForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditCountryPage() {
  const id = useRecordId();
  const query = useCountryQuery(id);
  const [update] = useUpdateCountryMutation();
  return (
    <RecordFormPage title="Edit Country" list={LIST} load={query}>
      {query.data && <CountryForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
