import type { Currency } from '@kyubos/contracts';
import { FormGrid, TextField } from '@kyubos/ui';
import { CountrySelect } from '../../../app/country-select';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import { useCreateCurrencyMutation, useCurrencyQuery, useUpdateCurrencyMutation, type CurrencyInput } from '../api';

const FIELDS = ['currency_name', 'currency_code', 'country_id'] as const;
const LIST = { label: 'Currency', href: paths.currencies.href() };

function CurrencyForm({ initial, onSave }: { initial?: Currency; onSave: (values: CurrencyInput) => Promise<unknown> }) {
  const { values, field, update } = useFormValues(toFormValues(FIELDS, initial));
  const access = usePlatformDataAccess(paths.currencies.path);
  return (
    <RecordForm onSave={() => onSave(values)} listHref={LIST.href} access={access}>
      <FormGrid>
        <TextField label="Currency Name" required maxLength={100} {...field('currency_name')} />
        <TextField label="Currency Code" required maxLength={3} {...field('currency_code')} />
        <CountrySelect value={values.country_id} onChange={(country_id) => update({ country_id })} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddCurrencyPage() {
  const [create] = useCreateCurrencyMutation();
  return (
    <RecordFormPage title="Add Currency" list={LIST}>
      <CurrencyForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditCurrencyPage() {
  const id = useRecordId();
  const query = useCurrencyQuery(id);
  const [update] = useUpdateCurrencyMutation();
  return (
    <RecordFormPage title="Edit Currency" list={LIST} load={query}>
      {query.data && <CurrencyForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
