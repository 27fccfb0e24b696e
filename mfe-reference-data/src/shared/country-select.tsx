import type { Country } from '@kyubos/contracts';
import type { BoundField } from '@kyubos/screens';
import { Button, SelectField } from '@kyubos/ui';
import { useCountriesQuery } from '../features/countries/api';

export interface CountrySelectProps {
  /** The form's country_id field (its value, rules and error). */
  field: BoundField;
  /** The chosen country's id ('' for none) and its record, so a form can copy its code or name. */
  onChange: (countryId: string, country: Country | undefined) => void;
}

/** The Country dropdown of the reference-data forms, with its own loading and Retry. */
export function CountrySelect({ field, onChange }: CountrySelectProps) {
  const { data, isLoading, error, refetch } = useCountriesQuery();
  return (
    <div>
      <SelectField
        label={field.label}
        name={field.name}
        required={field.required}
        value={field.value}
        placeholder={isLoading ? 'Loading countries...' : 'Select country'}
        options={(data ?? []).map((country) => ({ value: country.id, label: country.country_name }))}
        error={error ? 'The countries could not be loaded.' : field.error}
        onChange={(id) => onChange(id, data?.find((country) => String(country.id) === id))}
      />
      {error ? (
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
