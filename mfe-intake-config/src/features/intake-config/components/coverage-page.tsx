import { useState } from 'react';
import { skipToken } from '@kyubos/api';
import { createIntakeCoverageRequest, type CoverageRequired, type IntakeCoverage, type Versioned } from '@kyubos/contracts';
import { formatCoverageLimit } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { QueryError, QueryView, useAction, useFormSubmit, useRouteIds, useSchemaForm } from '@kyubos/screens';
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
import { packagesListOf } from './package-pages';

const columns: DataTableColumn<IntakeCoverage>[] = [
  { key: 'coverage_name', header: 'Coverage' },
  { key: 'coverage_limit', header: 'Coverage Limit', align: 'end', render: (c) => formatCoverageLimit(c.coverage_limit) },
  { key: 'coverage_premium', header: 'Premium', align: 'end', render: (c) => <MoneyCell value={c.coverage_premium} /> },
  { key: 'covargerequired', header: 'Required', render: (c) => requiredLabel(c.covargerequired) },
];

/** Stored as 'required' or '' (optional); every quotation of the package takes a required coverage. */
const REQUIRED_OPTIONS: { value: CoverageRequired; label: string }[] = [
  { value: '', label: 'Optional' },
  { value: 'required', label: 'Required' },
];
const requiredLabel = (value: CoverageRequired) => (value === 'required' ? 'Yes' : 'No');

/** The coverage's fields the form edits, checked by the contract's rules before sending. */
const FIELDS = ['coverage_name', 'coverage_limit', 'coverage_premium', 'covargerequired'] as const;
type CoverageValues = Record<(typeof FIELDS)[number], string>;

interface CoverageFormProps {
  /** The coverage being edited, or none to add one. */
  coverage: IntakeCoverage | null;
  onSave: (values: CoverageValues) => Promise<unknown>;
  /** Saved or cancelled: the form starts over as Add Coverage. */
  onDone: () => void;
}

/**
 * The add or edit form under the list: checked before sending; a refused save shows the server's
 * field errors on their fields and any other refusal (a duplicate, 409) above the fields.
 */
function CoverageForm({ coverage, onSave, onDone }: CoverageFormProps) {
  const form = useSchemaForm(createIntakeCoverageRequest, coverage, FIELDS);
  const { formRef, saving, saveError, submit } = useFormSubmit(form, () => onSave(form.values), onDone);
  const title = coverage === null ? 'Add Coverage' : 'Edit Coverage';
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
      <FormSection title={title}>
        {saveError && <Alert>{saveError}</Alert>}
        <FormGrid>
          <TextField {...form.field('coverage_name', 'Coverage Name')} />
          <TextField {...form.field('coverage_limit', 'Coverage Limit')} />
          <TextField {...form.field('coverage_premium', 'Premium')} />
          <SelectField
            {...form.field('covargerequired', 'Required')}
            hint="Every quotation of this package includes a required coverage."
            options={REQUIRED_OPTIONS}
          />
        </FormGrid>
        {coverage === null ? (
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Add Coverage'}
          </Button>
        ) : (
          <SaveCancelBar saving={saving} onCancel={onDone} />
        )}
      </FormSection>
    </form>
  );
}

/**
 * /user_admin_intakecoverage/{cid}/{id}: a package's coverages (name, limit, premium, required), the rows
 * quotations draw from. Add and edit happen in the form under the list.
 */
export function CoveragePage() {
  const ids = useRouteIds('cid', 'id');
  const packageId = ids?.id ?? 0;
  const client_id = useClientId();
  const { canWrite, canDelete } = useItemAccess(MENU_ITEMS.intakeCategory);
  const pkg = usePackageQuery(ids ? packageId : skipToken);
  const query = useCoveragesQuery(ids ? packageId : skipToken);
  const [create] = useCreateCoverageMutation();
  const [update] = useUpdateCoverageMutation();
  const [remove] = useRemoveCoverageMutation();
  const { confirm, confirmDialog } = useConfirm();
  // The row as the list read it, with its version: a save over another user's since answers 409, shown in the form with what was typed.
  const [editing, setEditing] = useState<(IntakeCoverage & Versioned) | null>(null);
  // A new form (fresh values, no messages) each time one is opened or the last one is done.
  const [formKey, setFormKey] = useState(0);
  const removal = useAction();

  const startEdit = (c: IntakeCoverage & Versioned) => {
    setEditing(c);
    setFormKey((key) => key + 1);
  };
  const reset = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  const saveCoverage = ({ covargerequired, ...values }: CoverageValues) => {
    const required: CoverageRequired = covargerequired === 'required' ? 'required' : '';
    return editing === null
      ? create({ client_id, package_id: packageId, ...values, covargerequired: required }).unwrap()
      : update({ coverageData: { id: editing.id, ...values, covargerequired: required, updatedAt: editing.updatedAt } }).unwrap();
  };

  async function removeCoverage(c: IntakeCoverage) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    if ((await removal.run(() => remove(c.id).unwrap())) && editing?.id === c.id) reset();
  }

  return (
    <QueryView query={ids && pkg} area="Lines of Business" what="package">
      {({ intakesub }) => {
        const title = `${intakesub.subcategory_name}'s Coverages`;
        const packages = packagesListOf(intakesub);
        return (
          <Page
            plain
            title={title}
            breadcrumbs={
              <Breadcrumbs
                items={[
                  { label: 'Lines of Business', to: paths.intakeCategories.href() },
                  { label: packages.label, to: packages.href },
                  { label: title },
                ]}
              />
            }
            toolbar={<LinkButton to={packages.href}>Back</LinkButton>}
          >
            {removal.error && <Alert>{removal.error}</Alert>}
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
            {canWrite && <CoverageForm key={formKey} coverage={editing} onSave={saveCoverage} onDone={reset} />}
            {confirmDialog}
          </Page>
        );
      }}
    </QueryView>
  );
}
