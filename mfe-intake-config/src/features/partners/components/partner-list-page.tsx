import { useNavigate } from 'react-router-dom';
import type { Partner } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, DataTable, IconButton, Page, PencilIcon, TrashIcon, useConfirm, type DataTableColumn } from '@kyubos/ui';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { usePartnersQuery, useRemovePartnerMutation } from '../api';
import type { Directory } from '../directories';

const pointingAndFolder = (p: Partner) => `${p.kyubosid} / ${p.blobfolder}`;

/** The list of one directory (carriers, TPAs or MGAs), 10 a page. */
export function PartnerListPage({ directory }: { directory: Directory }) {
  const navigate = useNavigate();
  const { canWrite, canDelete } = useItemAccess(directory.menuItem);
  const query = usePartnersQuery({ kind: directory.kind, client_id: useClientId() });
  const [remove] = useRemovePartnerMutation();
  const { confirm, confirmDialog } = useConfirm();
  const save = useSave();

  const columns: DataTableColumn<Partner>[] = [
    { key: 'name', header: directory.nameLabel },
    { key: 'kyubosid', header: 'Pointing ID / Folder', render: pointingAndFolder, filterValue: pointingAndFolder },
  ];

  async function removePartner(p: Partner) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    await save.run(() => remove({ kind: directory.kind, id: p.id }).unwrap());
  }

  return (
    <Page title={directory.plural} breadcrumbs={<Breadcrumbs items={[{ label: directory.plural }]} />}>
      <SaveError message={save.error} />
      <DataTable
        caption={directory.plural}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(p) => p.id}
        numbered
        pageSize={10}
        filterable
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        onOpen={canWrite ? (p) => navigate(directory.edit(p.id)) : undefined}
        actionLabel={(p) => `Open ${p.name}`}
        rowActions={(p) => (
          <>
            {canWrite && <IconButton label={`Edit ${p.name}`} icon={<PencilIcon />} onClick={() => navigate(directory.edit(p.id))} />}
            {canDelete && <IconButton label={`Delete ${p.name}`} icon={<TrashIcon />} tone="danger" onClick={() => void removePartner(p)} />}
          </>
        )}
        onAdd={canWrite ? () => navigate(directory.add) : undefined}
        addLabel={`Add a ${directory.singular}`}
        emptyText={`No ${directory.plural} yet.`}
      />
      {confirmDialog}
    </Page>
  );
}
