import type { State } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListPage } from '../../../app/record-list-page';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
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
    <RecordListPage
      title="States"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addState.href()}
      editHref={(state) => paths.editState.href(state.id)}
    />
  );
}
