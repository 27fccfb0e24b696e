import type { City } from '@kyubos/contracts';
import { Button, FormGrid, SelectField, TextField } from '@kyubos/ui';
import { CountrySelect } from '../../../app/country-select';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { useStatesOfCountryQuery } from '../../../app/reference-api';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import { useCityQuery, useCreateCityMutation, useUpdateCityMutation, type CityInput } from '../api';

const FIELDS = [
  'country_id',
  'country_code',
  'country_name',
  'state_id',
  'state_code',
  'city_code',
  'city_name',
  'zip_code',
  'municipalregulatory_code',
] as const;
const LIST = { label: 'Cities', href: paths.cities.href() };

export function CityForm({ initial, onSave }: { initial?: City; onSave: (values: CityInput) => Promise<unknown> }) {
  const { values, field, update } = useFormValues(toFormValues(FIELDS, initial));
  const access = usePlatformDataAccess(paths.cities.path);
  // The state choices are those of the chosen country, reloaded whenever it changes.
  const states = useStatesOfCountryQuery(Number(values.country_id), { skip: !values.country_id });
  return (
    <RecordForm onSave={() => onSave(values)} listHref={LIST.href} access={access}>
      <FormGrid>
        <CountrySelect
          required
          value={values.country_id}
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
        <TextField label="Country Code" readOnly {...field('country_code')} />
        <TextField label="Country Name" readOnly {...field('country_name')} />
        <div>
          <SelectField
            label="State"
            name="state_id"
            value={values.state_id}
            disabled={!values.country_id}
            placeholder={!values.country_id ? 'Select a country first' : states.isFetching ? 'Loading states…' : 'Select state'}
            options={(states.data ?? []).map((state) => ({ value: state.id, label: state.state_name }))}
            error={states.error ? 'The states could not be loaded.' : undefined}
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
        <TextField label="State Code" readOnly {...field('state_code')} />
        <TextField label="City Code" maxLength={20} {...field('city_code')} />
        <TextField label="City Name" required maxLength={100} {...field('city_name')} />
        <TextField label="Zip Code" maxLength={10} {...field('zip_code')} />
        <TextField label="Municipal Regulatory Code" maxLength={20} {...field('municipalregulatory_code')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddCityPage() {
  const [create] = useCreateCityMutation();
  return (
    <RecordFormPage title="Add City" list={LIST}>
      <CityForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditCityPage() {
  const id = useRecordId();
  const query = useCityQuery(id);
  const [update] = useUpdateCityMutation();
  return (
    <RecordFormPage title="Edit City" list={LIST} load={query}>
      {query.data && <CityForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
