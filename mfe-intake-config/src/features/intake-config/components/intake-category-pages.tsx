import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { createIntakeCategoryRequest, type IntakeCategory } from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, ListScreen, RecordForm, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { FormGrid, LinkButton, PencilIcon, RowMenu, TextField, type DataTableColumn, type RowMenuItem } from '@kyubos/ui';
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
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.intakeCategory);
  // What a line sells (its sub-LOBs, states and programs) is set up from its row menu.
  const actionsOf = (intakeCategory: IntakeCategory): RowMenuItem[] => [
    { label: 'Product set-up', onSelect: () => navigate(paths.productSetup.href(intakeCategory.id)) },
  ];
  return (
    <ListScreen
      title={INTAKE_CATEGORIES.label}
      columns={columns}
      query={{ ...query, data: query.data?.intakecategory }}
      canWrite={canWrite}
      addHref={paths.addIntakeCategory.href()}
      addButton={false}
      editHref={(intakeCategory) => paths.editIntakeCategory.href(intakeCategory.id)}
      pageSize={20}
      actionLabel={(intakeCategory) => `Edit ${intakeCategoryLabel(intakeCategory)}`}
      actionIcon={<PencilIcon />}
      addLabel="Add a line of business"
      rowActions={(intakeCategory) => <RowMenu label={`Actions for ${intakeCategoryLabel(intakeCategory)}`} items={actionsOf(intakeCategory)} />}
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
        <TextField
          {...form.field('sublob', 'Sub LOB')}
          hint="A label shown with the LOB's name; the classes a quotation chooses are the Sub-LOBs (classes) of Product set-up."
        />
      </FormGrid>
    </RecordForm>
  );
}

export function AddIntakeCategoryPage() {
  const client_id = useClientId();
  const [create] = useCreateIntakeCategoryMutation();
  return (
    <FormScreen title="Add Line of Business" list={INTAKE_CATEGORIES} access={useItemAccess(MENU_ITEMS.intakeCategory)}>
      <IntakeCategoryForm onSave={(values) => create({ client_id, ...values }).unwrap()} />
    </FormScreen>
  );
}

export function EditIntakeCategoryPage() {
  const { id, load } = useRouteRecord(useIntakeCategoryQuery);
  const [update] = useUpdateIntakeCategoryMutation();
  return (
    <FormScreen
      title="Edit Line of Business"
      list={INTAKE_CATEGORIES}
      access={useItemAccess(MENU_ITEMS.intakeCategory)}
      load={load}
      what="line of business"
    >
      {({ intake }) => (
        <>
          <SetupLink>
            <LinkButton to={paths.productSetup.href(intake.id)}>Product set-up</LinkButton>
          </SetupLink>
          <IntakeCategoryForm
            initial={intake}
            // With the version read: a save over another user's since answers 409, shown above what was typed.
            onSave={(values) =>
              update({ menucategoryData: { ...values, id, document: intake.document, intaketype: intake.intaketype, updatedAt: intake.updatedAt } }).unwrap()
            }
          />
        </>
      )}
    </FormScreen>
  );
}

/** The way from a line of business to what it sells (its sub-LOBs, states and programs). */
const SetupLink = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
