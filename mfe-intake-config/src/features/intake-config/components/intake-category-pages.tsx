import { Link } from 'react-router-dom';
import { createIntakeCategoryRequest, type IntakeCategory } from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, ListScreen, RecordForm, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { FormGrid, TextField, type DataTableColumn } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import { useCreateIntakeCategoryMutation, useIntakeCategoryQuery, useIntakeCategoriesQuery, useUpdateIntakeCategoryMutation } from '../api';

/** The list every screen below a line of business returns to. */
export const INTAKE_CATEGORIES = { label: 'Lines of Business', href: paths.intakeCategories.href() };

const columns: DataTableColumn<IntakeCategory>[] = [
  { key: 'name', header: 'Name', render: intakeCategoryLabel, filterValue: intakeCategoryLabel },
  {
    key: 'attributes',
    header: 'Attributes',
    render: (intakeCategory) => <Link to={paths.intakeGroups.href(intakeCategory.id)}>Attributes</Link>,
    filterValue: () => '',
  },
  {
    key: 'packages',
    header: 'Packages',
    render: (intakeCategory) => <Link to={paths.packages.href(intakeCategory.id)}>Packages</Link>,
    filterValue: () => '',
  },
];

/** /user_admin_intakecategory: the client's lines of business, 20 a page. */
export function IntakeCategoryListPage() {
  const query = useIntakeCategoriesQuery(useClientId());
  return (
    <ListScreen
      title={INTAKE_CATEGORIES.label}
      columns={columns}
      query={{ ...query, data: query.data?.intakecategory }}
      canWrite={useItemAccess(MENU_ITEMS.intakeCategory).canWrite}
      addHref={paths.addIntakeCategory.href()}
      addButton={false}
      editHref={(intakeCategory) => paths.editIntakeCategory.href(intakeCategory.id)}
      pageSize={20}
      actionLabel={(intakeCategory) => `Edit ${intakeCategoryLabel(intakeCategory)}`}
      addLabel="Add a line of business"
    />
  );
}

const FIELDS = ['category_name', 'sublob'] as const;

function IntakeCategoryForm({ initial, onSave }: { initial?: IntakeCategory; onSave: (values: Record<(typeof FIELDS)[number], string>) => Promise<unknown> }) {
  const form = useSchemaForm(createIntakeCategoryRequest, initial, FIELDS);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values)} listHref={INTAKE_CATEGORIES.href}>
      <FormGrid>
        <TextField {...form.field('category_name', 'LOB')} />
        <TextField {...form.field('sublob', 'Sub LOB')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddIntakeCategoryPage() {
  const client_id = useClientId();
  const [create] = useCreateIntakeCategoryMutation();
  return (
    <FormScreen title="Add Line of Business" list={INTAKE_CATEGORIES}>
      <IntakeCategoryForm onSave={(values) => create({ client_id, ...values }).unwrap()} />
    </FormScreen>
  );
}

export function EditIntakeCategoryPage() {
  const { id, load } = useRouteRecord(useIntakeCategoryQuery);
  const [update] = useUpdateIntakeCategoryMutation();
  return (
    <FormScreen title="Edit Line of Business" list={INTAKE_CATEGORIES} load={load} what="line of business">
      {({ intake }) => (
        <IntakeCategoryForm
          initial={intake}
          onSave={(values) => update({ menucategoryData: { ...values, id, document: intake.document, intaketype: intake.intaketype } }).unwrap()}
        />
      )}
    </FormScreen>
  );
}
