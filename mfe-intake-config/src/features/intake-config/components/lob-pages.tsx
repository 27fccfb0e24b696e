import { Link } from 'react-router-dom';
import { createIntakeCategoryRequest, type IntakeCategory } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, ListScreen, RecordForm, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { FormGrid, TextField, type DataTableColumn } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import { useCreateLobMutation, useLobQuery, useLobsQuery, useUpdateLobMutation } from '../api';

/** 'LOB - Sub-LOB', or the LOB alone. */
export const lobLabel = (lob: Pick<IntakeCategory, 'category_name' | 'sublob'>) =>
  lob.sublob ? `${lob.category_name} - ${lob.sublob}` : lob.category_name;

/** The list every screen below a line of business returns to. */
export const LOBS = { label: 'Lines of Business', href: paths.lobs.href() };

const columns: DataTableColumn<IntakeCategory>[] = [
  { key: 'name', header: 'Name', render: lobLabel, filterValue: lobLabel },
  {
    key: 'attributes',
    header: 'Attributes',
    render: (lob) => <Link to={paths.intakeGroups.href(lob.id)}>Attributes</Link>,
    filterValue: () => '',
  },
  {
    key: 'packages',
    header: 'Packages',
    render: (lob) => <Link to={paths.packages.href(lob.id)}>Packages</Link>,
    filterValue: () => '',
  },
];

/** /user_admin_intakecategory: the client's lines of business, 20 a page. */
export function LobListPage() {
  const query = useLobsQuery(useClientId());
  return (
    <ListScreen
      title={LOBS.label}
      columns={columns}
      query={{ ...query, data: query.data?.intakecategory }}
      canWrite={useItemAccess(MENU_ITEMS.lob).canWrite}
      addHref={paths.addLob.href()}
      addButton={false}
      editHref={(lob) => paths.editLob.href(lob.id)}
      pageSize={20}
      showRowsSummary
      actionLabel={(lob) => `Edit ${lobLabel(lob)}`}
      addLabel="Add a line of business"
    />
  );
}

const FIELDS = ['category_name', 'sublob'] as const;

function LobForm({ initial, onSave }: { initial?: IntakeCategory; onSave: (values: Record<(typeof FIELDS)[number], string>) => Promise<unknown> }) {
  const form = useSchemaForm(createIntakeCategoryRequest, initial, FIELDS);
  return (
    <RecordForm form={form} onSave={() => onSave(form.values)} listHref={LOBS.href}>
      <FormGrid>
        <TextField {...form.field('category_name', 'LOB')} />
        <TextField {...form.field('sublob', 'Sub LOB')} />
      </FormGrid>
    </RecordForm>
  );
}

export function AddLobPage() {
  const client_id = useClientId();
  const [create] = useCreateLobMutation();
  return (
    <FormScreen title="Add Line of Business" list={LOBS}>
      <LobForm onSave={(values) => create({ client_id, ...values }).unwrap()} />
    </FormScreen>
  );
}

export function EditLobPage() {
  const { id, load } = useRouteRecord(useLobQuery);
  const [update] = useUpdateLobMutation();
  return (
    <FormScreen title="Edit Line of Business" list={LOBS} load={load} what="line of business">
      {({ intake }) => (
        <LobForm
          initial={intake}
          onSave={(values) => update({ menucategoryData: { ...values, id, document: intake.document, intaketype: intake.intaketype } }).unwrap()}
        />
      )}
    </FormScreen>
  );
}
