import { countryFields, type Country } from '@kyubos/contracts';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { FormGrid, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { useCountryQuery, useCreateCountryMutation, useUpdateCountryMutation, type CountryInput } from '../api';

const LIST = { label: 'Countries', href: paths.countries.href() };

function CountryForm({ initial, onSave }: RecordFormComponentProps<Country, CountryInput>) {
  const form = useSchemaForm(countryFields, initial);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values)} listHref={LIST.href}>
      <FormGrid>
        <TextField {...form.field('country_code', 'Country Code')} />
        <TextField {...form.field('country_name', 'Country Name')} />
        <TextField {...form.field('country_regularcode', 'Country Regular Code')} />
        <TextField {...form.field('country_marketname', 'Country Market Name')} />
        <TextField {...form.field('country_currencycode', 'Country Currency Code')} />
        <TextField {...form.field('country_languagecode', 'Country Language Code')} />
      </FormGrid>
    </RecordForm>
  );
}

export const AddCountryPage = () => (
  <AddScreen title="Add Country" list={LIST} access={usePlatformDataAccess(paths.countries.path)} Form={CountryForm} useCreate={useCreateCountryMutation} />
);

export const EditCountryPage = () => (
  <EditScreen
    title="Edit Country"
    list={LIST}
    access={usePlatformDataAccess(paths.countries.path)}
    Form={CountryForm}
    what="country"
    useRecord={useCountryQuery}
    useUpdate={useUpdateCountryMutation}
  />
);
