import { cityFields, type City } from '@kyubos/contracts';
import { AddScreen, EditScreen, RecordForm, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { Button, FormGrid, SelectField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { CountrySelect } from '../../../shared/country-select';
import { useStatesOfCountryQuery } from '../../states/api';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { useCityQuery, useCreateCityMutation, useUpdateCityMutation, type CityInput } from '../api';

const LIST = { label: 'Cities', href: paths.cities.href() };

function CityForm({ initial, onSave }: RecordFormComponentProps<City, CityInput>) {
  const form = useSchemaForm(cityFields, initial);
  const { values, update } = form;
  // The state choices are those of the chosen country, reloaded whenever it changes.
  const states = useStatesOfCountryQuery(Number(values.country_id), { skip: !values.country_id });
  const stateField = form.field('state_id', 'State');
  return (
    <RecordForm form={form} onSave={() => onSave(values)} listHref={LIST.href}>
      <FormGrid>
        <CountrySelect
          field={form.field('country_id', 'Country')}
          onChange={(country_id, country) =>
            update({
              country_id,
              country_code: country?.country_code ?? '',
              country_name: country?.country_name ?? '',
              state_id: '',
              state_code: '',
            })
          }
        />
        <TextField readOnly {...form.field('country_code', 'Country Code')} />
        <TextField readOnly {...form.field('country_name', 'Country Name')} />
        <div>
          <SelectField
            {...stateField}
            disabled={!values.country_id}
            placeholder={!values.country_id ? 'Select a country first' : states.isFetching ? 'Loading states...' : 'Select state'}
            options={(states.data ?? []).map((state) => ({ value: state.id, label: state.state_name }))}
            error={states.error ? 'The states could not be loaded.' : stateField.error}
            onChange={(state_id) =>
              update({ state_id, state_code: states.data?.find((state) => String(state.id) === state_id)?.state_code ?? '' })
            }
          />
          {states.error ? (
            <Button variant="secondary" size="sm" onClick={() => void states.refetch()}>
              Retry
            </Button>
          ) : null}
        </div>
        <TextField readOnly {...form.field('state_code', 'State Code')} />
        <TextField {...form.field('city_code', 'City Code')} />
        <TextField {...form.field('city_name', 'City Name')} />
        <TextField {...form.field('zip_code', 'Zip Code')} />
        <TextField {...form.field('municipalregulatory_code', 'Municipal Regulatory Code')} />
      </FormGrid>
    </RecordForm>
  );
}

export const AddCityPage = () => (
  <AddScreen title="Add City" list={LIST} access={usePlatformDataAccess(paths.cities.path)} Form={CityForm} useCreate={useCreateCityMutation} />
);

export const EditCityPage = () => (
  <EditScreen
    title="Edit City"
    list={LIST}
    access={usePlatformDataAccess(paths.cities.path)}
    Form={CityForm}
    what="city"
    useRecord={useCityQuery}
    useUpdate={useUpdateCityMutation}
  />
);
