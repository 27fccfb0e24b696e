import { currencyFields, type Currency } from '@kyubos/contracts';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { FormGrid, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { CountrySelect } from '../../../shared/country-select';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { useCreateCurrencyMutation, useCurrencyQuery, useUpdateCurrencyMutation, type CurrencyInput } from '../api';

const LIST = { label: 'Currency', href: paths.currencies.href() };

function CurrencyForm({ initial, onSave }: RecordFormComponentProps<Currency, CurrencyInput>) {
  const form = useSchemaForm(currencyFields, initial);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values)} listHref={LIST.href}>
      <FormGrid>
        <TextField {...form.field('currency_name', 'Currency Name')} />
        <TextField {...form.field('currency_code', 'Currency Code')} />
        <CountrySelect field={form.field('country_id', 'Country')} onChange={(country_id) => form.update({ country_id })} />
      </FormGrid>
    </RecordForm>
  );
}

export const AddCurrencyPage = () => (
  <AddScreen title="Add Currency" list={LIST} access={usePlatformDataAccess(paths.currencies.path)} Form={CurrencyForm} useCreate={useCreateCurrencyMutation} />
);

export const EditCurrencyPage = () => (
  <EditScreen
    title="Edit Currency"
    list={LIST}
    access={usePlatformDataAccess(paths.currencies.path)}
    Form={CurrencyForm}
    what="currency"
    useRecord={useCurrencyQuery}
    useUpdate={useUpdateCurrencyMutation}
  />
);
