import type { State } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths, records } from '../../../config/paths';
import { useStatesQuery } from '../api';

const columns: DataTableColumn<State>[] = [
  { key: 'state_name', header: 'State Name' },
  { key: 'state_code', header: 'State Code', width: '160px' },
];

export function StateListPage() {
  const access = usePlatformDataAccess(paths.states.path);
  return (
    <RecordListScreen
      title="States"
      columns={columns}
      query={useStatesQuery()}
      access={access}
      routes={records.states}
      rowName={(state) => state.state_name}
    />
  );
}
