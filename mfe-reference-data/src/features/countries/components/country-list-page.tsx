import type { Country } from '@kyubos/contracts';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { useCountriesQuery } from '../../../shared/reference-api';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths } from '../../../config/paths';

const columns: DataTableColumn<Country>[] = [
  { key: 'country_name', header: 'Country Name' },
  { key: 'country_code', header: 'Country Code', width: '130px' },
  { key: 'country_currencycode', header: 'Currency Code', width: '140px' },
  { key: 'country_marketname', header: 'Market' },
];

export function CountryListPage() {
  const query = useCountriesQuery();
  const { canWrite } = usePlatformDataAccess(paths.countries.path);
  return (
    <ListScreen
      title="Countries"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addCountry.href()}
      editHref={(country) => paths.editCountry.href(country.id)}
    />
  );
}
