import { useNavigate } from 'react-router-dom';
import type { Partner } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ListScreen, useAction } from '@kyubos/screens';
import { IconButton, PencilIcon, TrashIcon, useConfirm, type DataTableColumn } from '@kyubos/ui';
import { usePartnersQuery, useRemovePartnerMutation } from '../api';
import type { Directory } from '../directories';

const pointingAndFolder = (p: Partner) => `${p.kyubosid} / ${p.blobfolder}`;
/** Each directory's list call (its export is `/export<call>`) and file name. */
const EXPORT = {
  carrier: { listCall: '/viewcarrier', fileName: 'carriers' },
  tpa: { listCall: '/viewclientTPA', fileName: 'tpas' },
  mga: { listCall: '/viewclientMGA', fileName: 'mgas' },
} as const;

/** The list of one directory (carriers, TPAs or MGAs), 10 a page. */
export function PartnerListPage({ directory }: { directory: Directory }) {
  const navigate = useNavigate();
  const { canWrite, canDelete } = useItemAccess(directory.menuItem);
  const clientId = useClientId();
  const query = usePartnersQuery({ kind: directory.kind, client_id: clientId });
  const [remove] = useRemovePartnerMutation();
  const { confirm, confirmDialog } = useConfirm();
  const removal = useAction();

  const columns: DataTableColumn<Partner>[] = [
    { key: 'name', header: directory.nameLabel },
    { key: 'kyubosid', header: 'Pointing ID / Folder', render: pointingAndFolder, filterValue: pointingAndFolder },
  ];

  async function removePartner(p: Partner) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    await removal.run(() => remove({ kind: directory.kind, id: p.id }).unwrap());
  }

  return (
    <ListScreen
      title={directory.plural}
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={directory.add}
      addButton={false}
      editHref={(p) => directory.edit(p.id)}
      actionError={removal.error}
      filterable
      exportAs={{ ...EXPORT[directory.kind], body: { client_id: clientId } }}
      actionLabel={(p) => `Open ${p.name}`}
      rowActions={(p) => (
        <>
          {canWrite && <IconButton label={`Edit ${p.name}`} icon={<PencilIcon />} onClick={() => navigate(directory.edit(p.id))} />}
          {canDelete && <IconButton label={`Delete ${p.name}`} icon={<TrashIcon />} tone="danger" onClick={() => void removePartner(p)} />}
        </>
      )}
      addLabel={directory.addLabel}
    >
      {confirmDialog}
    </ListScreen>
  );
}
