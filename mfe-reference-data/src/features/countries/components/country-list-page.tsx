import type { Country } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { useCountriesQuery } from '../api';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths, records } from '../../../config/paths';

const columns: DataTableColumn<Country>[] = [
  { key: 'country_name', header: 'Country Name' },
  { key: 'country_code', header: 'Country Code', width: '130px' },
  { key: 'country_currencycode', header: 'Currency Code', width: '140px' },
  { key: 'country_marketname', header: 'Market' },
];

export function CountryListPage() {
  const access = usePlatformDataAccess(paths.countries.path);
  return (
    <RecordListScreen
      title="Countries"
      columns={columns}
      query={useCountriesQuery()}
      access={access}
      routes={records.countries}
      rowName={(country) => country.country_name}
    />
  );
}
