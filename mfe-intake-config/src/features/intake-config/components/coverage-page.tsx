import { useState, type FormEvent } from 'react';
import { skipToken } from '@kyubos/api';
import type { CoverageRequired, IntakeCoverage } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { QueryError, QueryView, useAction, useRouteIds } from '@kyubos/screens';
import {
  Alert,
  Breadcrumbs,
  Button,
  DataTable,
  FormGrid,
  FormSection,
  IconButton,
  LinkButton,
  MoneyCell,
  Page,
  PencilIcon,
  SaveCancelBar,
  SelectField,
  TextField,
  TrashIcon,
  useConfirm,
  type DataTableColumn,
} from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useCoveragesQuery,
  useCreateCoverageMutation,
  usePackageQuery,
  useRemoveCoverageMutation,
  useUpdateCoverageMutation,
} from '../api';

const columns: DataTableColumn<IntakeCoverage>[] = [
  { key: 'coverage_name', header: 'Coverage' },
  { key: 'coverage_limit', header: 'Coverage Limit', align: 'end', render: (c) => <MoneyCell value={c.coverage_limit} /> },
  { key: 'coverage_premium', header: 'Premium', align: 'end', render: (c) => <MoneyCell value={c.coverage_premium} /> },
  { key: 'covargerequired', header: 'Required', render: (c) => requiredLabel(c.covargerequired) },
];

/** Stored as 'required' or '' (optional); every quotation of the package takes a required coverage. */
const REQUIRED_OPTIONS: { value: CoverageRequired; label: string }[] = [
  { value: '', label: 'Optional' },
  { value: 'required', label: 'Required' },
];
const requiredLabel = (value: CoverageRequired) => (value === 'required' ? 'Yes' : 'No');

interface CoverageValues {
  coverage_name: string;
  coverage_limit: string;
  coverage_premium: string;
  covargerequired: CoverageRequired;
}
const BLANK: CoverageValues = { coverage_name: '', coverage_limit: '', coverage_premium: '', covargerequired: '' };
const COVERAGE_LABELS: Record<keyof CoverageValues, string> = {
  coverage_name: 'Coverage Name',
  coverage_limit: 'Coverage Limit',
  coverage_premium: 'Premium',
  covargerequired: 'Required',
};

/**
 * /user_admin_intakecoverage/{cid}/{id}: a package's coverages (name, limit, premium, required), the rows
 * quotations draw from. Add and edit happen in the form under the list.
 */
export function CoveragePage() {
  const ids = useRouteIds('cid', 'id');
  const { cid, id: packageId } = ids ?? { cid: 0, id: 0 };
  const client_id = useClientId();
  const { canWrite, canDelete } = useItemAccess(MENU_ITEMS.intakeCategory);
  const pkg = usePackageQuery(ids ? packageId : skipToken);
  const query = useCoveragesQuery(ids ? packageId : skipToken);
  const [create] = useCreateCoverageMutation();
  const [update] = useUpdateCoverageMutation();
  const [remove] = useRemoveCoverageMutation();
  const { confirm, confirmDialog } = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);
  const [values, setValues] = useState<CoverageValues>(BLANK);
  const save = useAction(COVERAGE_LABELS);

  const startEdit = (c: IntakeCoverage) => {
    setEditing(c.id);
    setValues({
      coverage_name: c.coverage_name,
      coverage_limit: String(c.coverage_limit),
      coverage_premium: String(c.coverage_premium),
      covargerequired: c.covargerequired,
    });
  };
  const reset = () => {
    setEditing(null);
    setValues(BLANK);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await save.run(() =>
      editing === null
        ? create({ client_id, package_id: packageId, ...values }).unwrap()
        : update({ coverageData: { id: editing, ...values } }).unwrap(),
    );
    if (ok) reset();
  }

  async function removeCoverage(c: IntakeCoverage) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    if ((await save.run(() => remove(c.id).unwrap())) && editing === c.id) reset();
  }

  return (
    <QueryView query={ids && pkg} area="Lines of Business" what="package">
      {({ intakesub }) => {
        const title = `${intakesub.subcategory_name}'s Coverages`;
        return (
          <Page
            plain
            title={title}
            breadcrumbs={
              <Breadcrumbs
                items={[
                  { label: 'Lines of Business', to: paths.intakeCategories.href() },
                  { label: `${intakesub.category_name}'s Packages`, to: paths.packages.href(cid) },
                  { label: title },
                ]}
              />
            }
            toolbar={<LinkButton to={paths.packages.href(cid)}>Back</LinkButton>}
          >
            {save.error && <Alert>{save.error}</Alert>}
            <DataTable
              caption={title}
              columns={columns}
              rows={query.data?.intakecoverage ?? []}
              getRowId={(c) => c.id}
              numbered
              pageSize={10}
              isLoading={query.isLoading}
              error={query.error && <QueryError error={query.error} area="Lines of Business" what="list" retry={query.refetch} />}
              onOpen={canWrite ? startEdit : undefined}
              actionLabel={(c) => `Open ${c.coverage_name}`}
              rowActions={(c) => (
                <>
                  {canWrite && <IconButton label={`Edit ${c.coverage_name}`} icon={<PencilIcon />} onClick={() => startEdit(c)} />}
                  {canDelete && (
                    <IconButton label={`Delete ${c.coverage_name}`} icon={<TrashIcon />} tone="danger" onClick={() => void removeCoverage(c)} />
                  )}
                </>
              )}
            />
            {canWrite && (
              <form onSubmit={submit} aria-label={editing === null ? 'Add Coverage' : 'Edit Coverage'}>
                <FormSection title={editing === null ? 'Add Coverage' : 'Edit Coverage'}>
                  <FormGrid>
                    <TextField label="Coverage Name" name="coverage_name" required value={values.coverage_name} onChange={(v) => setValues({ ...values, coverage_name: v })} />
                    <TextField label="Coverage Limit" name="coverage_limit" required inputMode="decimal" value={values.coverage_limit} onChange={(v) => setValues({ ...values, coverage_limit: v })} />
                    <TextField label="Premium" name="coverage_premium" required inputMode="decimal" value={values.coverage_premium} onChange={(v) => setValues({ ...values, coverage_premium: v })} />
                    <SelectField
                      label="Required"
                      name="covargerequired"
                      hint="Every quotation of this package includes a required coverage."
                      options={REQUIRED_OPTIONS}
                      value={values.covargerequired}
                      onChange={(v) => setValues({ ...values, covargerequired: v === 'required' ? 'required' : '' })}
                    />
                  </FormGrid>
                  {editing === null ? (
                    <Button type="submit" disabled={save.busy}>
                      {save.busy ? 'Saving…' : 'Add Coverage'}
                    </Button>
                  ) : (
                    <SaveCancelBar saving={save.busy} onCancel={reset} />
                  )}
                </FormSection>
              </form>
            )}
            {confirmDialog}
          </Page>
        );
      }}
    </QueryView>
  );
}
