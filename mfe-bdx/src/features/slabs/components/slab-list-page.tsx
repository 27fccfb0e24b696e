import type { AdminSlab } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import { MoneyCell, type DataTableColumn } from '@kyubos/ui';
import { MENU, paths } from '../../../config/paths';
import { useAdminSlabsQuery } from '../api';

const COLUMNS: DataTableColumn<AdminSlab>[] = [
  { key: 'career_name', header: 'Carrier' },
  { key: 'slab_name', header: 'Slab Name' },
  { key: 'noofparticipant', header: 'No Of Participant', align: 'end' },
  { key: 'lowerlimit', header: 'Lower Limit', align: 'end', render: (slab) => <MoneyCell value={slab.lowerlimit} />, filterValue: (slab) => slab.lowerlimit },
  { key: 'upperlimit', header: 'Upper Limit', align: 'end', render: (slab) => <MoneyCell value={slab.upperlimit} />, filterValue: (slab) => slab.upperlimit },
  { key: 'amount', header: 'Amount', align: 'end', render: (slab) => <MoneyCell value={slab.amount} />, filterValue: (slab) => slab.amount },
];

/** The client's premium slabs per carrier; double-click to edit, the blank row to add. */
export function SlabListPage() {
  const access = useItemAccess(MENU.slabs);
  const clientId = useClientId();
  const query = useAdminSlabsQuery(clientId);
  return (
    <ListScreen
      title="Slabs"
      query={query}
      columns={COLUMNS}
      canWrite={access.canWrite}
      addHref={paths.addSlab.href()}
      editHref={(slab) => paths.editSlab.href(slab.id)}
      rowName={(slab) => slab.slab_name}
      numbered
      pageSize={10}
    />
  );
}
