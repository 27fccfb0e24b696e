import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { IntakePackage } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import {
  Breadcrumbs,
  DataTable,
  FormGrid,
  IconButton,
  LinkButton,
  Page,
  PencilIcon,
  SaveCancelBar,
  TextField,
  TrashIcon,
  useConfirm,
  type DataTableColumn,
} from '@kyubos/ui';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useCreatePackageMutation,
  useLobQuery,
  usePackageQuery,
  usePackagesQuery,
  useRemovePackageMutation,
  useUpdatePackageMutation,
} from '../api';
import { lobLabel } from './lob-pages';

const lobCrumbs = (cid: number, category: string) => [
  { label: 'Lines of Business', to: paths.lobs.href() },
  { label: `${category}'s Packages`, to: paths.packages.href(cid) },
];

/** /user_admin_intakesubcategory/{cid}: the packages of one line of business, 10 a page. */
export function PackageListPage() {
  const cid = Number(useParams().cid);
  const navigate = useNavigate();
  const { canWrite, canDelete } = useItemAccess(MENU_ITEMS.lob);
  const lob = useLobQuery(cid);
  const query = usePackagesQuery(cid);
  const [remove] = useRemovePackageMutation();
  const { confirm, confirmDialog } = useConfirm();
  const save = useSave();

  async function removePackage(pkg: IntakePackage) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    await save.run(() => remove(pkg.id).unwrap());
  }

  const columns: DataTableColumn<IntakePackage>[] = [
    { key: 'subcategory_name', header: 'Name' },
    { key: 'category_name', header: 'Category' },
    { key: 'list', header: 'List', render: (p) => <Link to={paths.coverages.href(cid, p.id)}>List</Link>, filterValue: () => '' },
  ];
  const category = lob.data ? lobLabel(lob.data.intake) : '';

  return (
    <QueryFrame query={lob} what="line of business">
      {() => (
        <Page
          title={`${category}'s Packages`}
          breadcrumbs={<Breadcrumbs items={[{ label: 'Lines of Business', to: paths.lobs.href() }, { label: `${category}'s Packages` }]} />}
          toolbar={
            <>
              {canWrite && (
                <LinkButton to={paths.addPackage.href(cid)} variant="primary">
                  Add
                </LinkButton>
              )}
              <LinkButton to={paths.lobs.href()}>Back</LinkButton>
            </>
          }
        >
          <SaveError message={save.error} />
          <DataTable
            caption={`${category}'s packages`}
            columns={columns}
            rows={query.data?.intakesubcategory ?? []}
            getRowId={(p) => p.id}
            numbered
            pageSize={10}
            isLoading={query.isLoading}
            error={query.error}
            onRetry={() => void query.refetch()}
            onOpen={canWrite ? (p) => navigate(paths.editPackage.href(cid, p.id)) : undefined}
            actionLabel={(p) => `Open ${p.subcategory_name}`}
            rowActions={(p) => (
              <>
                {canWrite && (
                  <IconButton label={`Edit ${p.subcategory_name}`} icon={<PencilIcon />} onClick={() => navigate(paths.editPackage.href(cid, p.id))} />
                )}
                {canDelete && (
                  <IconButton label={`Delete ${p.subcategory_name}`} icon={<TrashIcon />} tone="danger" onClick={() => void removePackage(p)} />
                )}
              </>
            )}
            emptyText="No packages yet."
          />
          {confirmDialog}
        </Page>
      )}
    </QueryFrame>
  );
}

function PackageForm({
  cid,
  title,
  category,
  initial,
  onSave,
}: {
  cid: number;
  title: string;
  category: string;
  initial: string;
  onSave: (name: string) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(initial);
  const { saving, error, run } = useSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave(name))) navigate(paths.packages.href(cid));
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[...lobCrumbs(cid, category), { label: title }]} />}>
      <form onSubmit={submit}>
        <SaveError message={error} />
        <FormGrid>
          <TextField label="Category" name="category_name" value={category} readOnly onChange={() => undefined} />
          <TextField label="List Name" name="subcategory_name" required value={name} onChange={setName} />
        </FormGrid>
        <SaveCancelBar saving={saving} cancelTo={paths.packages.href(cid)} />
      </form>
    </Page>
  );
}

export function AddPackagePage() {
  const cid = Number(useParams().cid);
  const client_id = useClientId();
  const lob = useLobQuery(cid);
  const [create] = useCreatePackageMutation();
  return (
    <QueryFrame query={lob} what="line of business">
      {({ intake }) => (
        <PackageForm
          cid={cid}
          title="Add Package"
          category={lobLabel(intake)}
          initial=""
          onSave={(subcategory_name) =>
            create({ client_id, category_id: cid, category_name: intake.category_name, subcategory_name }).unwrap()
          }
        />
      )}
    </QueryFrame>
  );
}

export function EditPackagePage() {
  const params = useParams();
  const cid = Number(params.cid);
  const query = usePackageQuery(Number(params.id));
  const [update] = useUpdatePackageMutation();
  return (
    <QueryFrame query={query} what="package">
      {({ intakesub }) => (
        <PackageForm
          cid={cid}
          title="Edit Package"
          category={intakesub.category_name}
          initial={intakesub.subcategory_name}
          onSave={(subcategory_name) =>
            update({
              subcategoryDatalist: {
                id: intakesub.id,
                subcategory_name,
                coverage_limit: intakesub.coverage_limit,
                coverage_premimum: intakesub.coverage_premimum,
                document: intakesub.document,
              },
            }).unwrap()
          }
        />
      )}
    </QueryFrame>
  );
}
