import type { State } from '@kyubos/contracts';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths } from '../../../config/paths';
import { useStatesQuery } from '../api';

const columns: DataTableColumn<State>[] = [
  { key: 'state_name', header: 'State Name' },
  { key: 'state_code', header: 'State Code', width: '160px' },
];

export function StateListPage() {
  const query = useStatesQuery();
  const { canWrite } = usePlatformDataAccess(paths.states.path);
  return (
    <ListScreen
      title="States"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addState.href()}
      editHref={(state) => paths.editState.href(state.id)}
    />
  );
}
