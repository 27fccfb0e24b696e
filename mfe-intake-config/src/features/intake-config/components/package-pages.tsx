import { Link, useNavigate } from 'react-router-dom';
import { skipToken } from '@kyubos/api';
import { createIntakePackageRequest, type IntakePackage } from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, ListScreen, QueryView, RecordForm, useAction, useRouteIds, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { Breadcrumbs, FormGrid, IconButton, LinkButton, PencilIcon, TextField, TrashIcon, useConfirm, type DataTableColumn } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useCreatePackageMutation,
  useIntakeCategoryQuery,
  usePackageQuery,
  usePackagesQuery,
  useRemovePackageMutation,
  useUpdatePackageMutation,
} from '../api';
import { INTAKE_CATEGORIES } from './intake-category-pages';

/**
 * The packages list of a line of business, under the lines of business: every screen below it
 * names the line as the list does, with its Sub LOB label.
 */
export const packagesList = (line: { id: number; category_name: string; sublob?: string | null }) => ({
  label: `${intakeCategoryLabel(line)}'s Packages`,
  href: paths.packages.href(line.id),
});
/** A package's line of business, as the package's answer names it. */
const lineOf = (pkg: IntakePackage) => ({ id: pkg.category_id, category_name: pkg.category_name, sublob: pkg.category_sublob });
/** The packages list a package is on: its line's. */
export const packagesListOf = (pkg: IntakePackage) => packagesList(lineOf(pkg));

/** /user_admin_intakesubcategory/{cid}: the packages of one line of business, 10 a page. */
export function PackageListPage() {
  const cid = useRouteIds('cid')?.cid ?? null;
  const intakeCategory = useIntakeCategoryQuery(cid ?? skipToken);
  return (
    <QueryView query={cid === null ? null : intakeCategory} area={INTAKE_CATEGORIES.label} what="line of business">
      {({ intake }) => <PackageList list={packagesList(intake)} cid={intake.id} />}
    </QueryView>
  );
}

function PackageList({ cid, list }: { cid: number; list: ReturnType<typeof packagesList> }) {
  const navigate = useNavigate();
  const { canWrite, canDelete } = useItemAccess(MENU_ITEMS.intakeCategory);
  const query = usePackagesQuery(cid);
  const [remove] = useRemovePackageMutation();
  const { confirm, confirmDialog } = useConfirm();
  const removal = useAction();

  async function removePackage(pkg: IntakePackage) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    await removal.run(() => remove(pkg.id).unwrap());
  }

  const columns: DataTableColumn<IntakePackage>[] = [
    { key: 'subcategory_name', header: 'Name' },
    { key: 'category_name', header: 'Category' },
    { key: 'list', header: 'List', render: (p) => <Link to={paths.coverages.href(cid, p.id)}>List</Link>, filterValue: () => '' },
  ];

  return (
    <ListScreen
      title={list.label}
      breadcrumbs={<Breadcrumbs items={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }, { label: list.label }]} />}
      toolbar={<LinkButton to={INTAKE_CATEGORIES.href}>Back</LinkButton>}
      columns={columns}
      query={{ ...query, data: query.data?.intakesubcategory }}
      canWrite={canWrite}
      addHref={paths.addPackage.href(cid)}
      editHref={(p) => paths.editPackage.href(cid, p.id)}
      actionError={removal.error}
      actionLabel={(p) => `Open ${p.subcategory_name}`}
      rowActions={(p) => (
        <>
          {canWrite && <IconButton label={`Edit ${p.subcategory_name}`} icon={<PencilIcon />} onClick={() => navigate(paths.editPackage.href(cid, p.id))} />}
          {canDelete && <IconButton label={`Delete ${p.subcategory_name}`} icon={<TrashIcon />} tone="danger" onClick={() => void removePackage(p)} />}
        </>
      )}
    >
      {confirmDialog}
    </ListScreen>
  );
}

const FIELDS = ['subcategory_name'] as const;

/** `category`: the line's name with its Sub LOB, as the packages list's heading names it. */
function PackageForm({ listHref, category, initial, onSave }: { listHref: string; category: string; initial?: IntakePackage; onSave: (name: string) => Promise<unknown> }) {
  const form = useSchemaForm(createIntakePackageRequest, initial, FIELDS);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values.subcategory_name)} listHref={listHref}>
      <FormGrid>
        <TextField label="Category" name="category_name" value={category} readOnly onChange={() => undefined} />
        <TextField {...form.field('subcategory_name', 'List Name')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddPackagePage() {
  const cid = useRouteIds('cid')?.cid ?? null;
  const client_id = useClientId();
  const intakeCategory = useIntakeCategoryQuery(cid ?? skipToken);
  const [create] = useCreatePackageMutation();
  const access = useItemAccess(MENU_ITEMS.intakeCategory);
  return (
    <QueryView query={cid === null ? null : intakeCategory} area={INTAKE_CATEGORIES.label} what="line of business">
      {({ intake }) => {
        const list = packagesList(intake);
        return (
          <FormScreen title="Add Package" list={list} access={access} parents={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }]}>
            <PackageForm
              listHref={list.href}
              category={intakeCategoryLabel(intake)}
              onSave={(subcategory_name) =>
                create({ client_id, category_id: intake.id, category_name: intake.category_name, subcategory_name }).unwrap()
              }
            />
          </FormScreen>
        );
      }}
    </QueryView>
  );
}

export function EditPackagePage() {
  const { load } = useRouteRecord(usePackageQuery);
  const [update] = useUpdatePackageMutation();
  const access = useItemAccess(MENU_ITEMS.intakeCategory);
  return (
    // The package's line names the list the screen belongs to, so it is read before the frame.
    <QueryView query={load} area={INTAKE_CATEGORIES.label} what="package">
      {({ intakesub: stored }) => {
        const list = packagesListOf(stored);
        return (
          <FormScreen
            title="Edit Package"
            list={list}
            access={access}
            parents={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }]}
            load={load}
            what="package"
          >
            {({ intakesub }) => (
              <PackageForm
                listHref={list.href}
                category={intakeCategoryLabel(lineOf(intakesub))}
                initial={intakesub}
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
          </FormScreen>
        );
      }}
    </QueryView>
  );
}
