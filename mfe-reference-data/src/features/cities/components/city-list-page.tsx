import type { City } from '@kyubos/contracts';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths } from '../../../config/paths';
import { useCitiesQuery } from '../api';

const columns: DataTableColumn<City>[] = [
  { key: 'city_name', header: 'City Name' },
  { key: 'state_code', header: 'State Code', width: '120px' },
  { key: 'country_name', header: 'Country' },
  { key: 'zip_code', header: 'Zip Code', width: '120px' },
];

export function CityListPage() {
  const query = useCitiesQuery();
  const { canWrite } = usePlatformDataAccess(paths.cities.path);
  return (
    <ListScreen
      title="Cities"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addCity.href()}
      editHref={(city) => paths.editCity.href(city.id)}
    />
  );
}
