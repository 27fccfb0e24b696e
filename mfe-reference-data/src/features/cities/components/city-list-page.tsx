import type { City } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths, records } from '../../../config/paths';
import { useCitiesQuery } from '../api';

const columns: DataTableColumn<City>[] = [
  { key: 'city_name', header: 'City Name' },
  { key: 'state_code', header: 'State Code', width: '120px' },
  { key: 'country_name', header: 'Country' },
  { key: 'zip_code', header: 'Zip Code', width: '120px' },
];

export function CityListPage() {
  const access = usePlatformDataAccess(paths.cities.path);
  return (
    <RecordListScreen
      title="Cities"
      columns={columns}
      query={useCitiesQuery()}
      access={access}
      routes={records.cities}
      rowName={(city) => city.city_name}
    />
  );
}
