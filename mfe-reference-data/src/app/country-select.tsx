import type { Country } from '@kyubos/contracts';
import { Button, SelectField } from '@kyubos/ui';
import { useCountriesQuery } from './reference-api';

export interface CountrySelectProps {
  value: string;
  /** The chosen country's id ('' for none) and its record, so a form can copy its code or name. */
  onChange: (countryId: string, country: Country | undefined) => void;
  required?: boolean;
}

/** The Country dropdown of the reference-data forms, with its own loading and Retry. */
export function CountrySelect({ value, onChange, required }: CountrySelectProps) {
  const { data, isLoading, error, refetch } = useCountriesQuery();
  return (
    <div>
      <SelectField
        label="Country"
        name="country_id"
        required={required}
        value={value}
        placeholder={isLoading ? 'Loading countries…' : 'Select country'}
        options={(data ?? []).map((country) => ({ value: country.id, label: country.country_name }))}
        error={error ? 'The countries could not be loaded.' : undefined}
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
