import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { IntakeCategory } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, DataTable, FormGrid, LinkButton, Page, SaveCancelBar, TextField, type DataTableColumn } from '@kyubos/ui';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { MENU_ITEMS, paths } from '../../../config/paths';
import { useCreateLobMutation, useLobQuery, useLobsQuery, useUpdateLobMutation } from '../api';

/** 'LOB - Sub-LOB', or the LOB alone. */
export const lobLabel = (lob: Pick<IntakeCategory, 'category_name' | 'sublob'>) =>
  lob.sublob ? `${lob.category_name} - ${lob.sublob}` : lob.category_name;

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
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.lob);
  const query = useLobsQuery(useClientId());
  return (
    <Page title="Lines of Business" breadcrumbs={<Breadcrumbs items={[{ label: 'Lines of Business' }]} />}>
      <DataTable
        caption="Lines of business"
        columns={columns}
        rows={query.data?.intakecategory ?? []}
        getRowId={(lob) => lob.id}
        numbered
        pageSize={20}
        showRowsSummary
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        onOpen={canWrite ? (lob) => navigate(paths.editLob.href(lob.id)) : undefined}
        actionLabel={(lob) => `Edit ${lobLabel(lob)}`}
        onAdd={canWrite ? () => navigate(paths.addLob.href()) : undefined}
        addLabel="Add a line of business"
        emptyText="No lines of business yet."
      />
    </Page>
  );
}

interface LobValues {
  category_name: string;
  sublob: string;
}

function LobForm({ title, initial, onSave }: { title: string; initial: LobValues; onSave: (values: LobValues) => Promise<unknown> }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const { saving, error, run } = useSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave(values))) navigate(paths.lobs.href());
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[{ label: 'Lines of Business', to: paths.lobs.href() }, { label: title }]} />}>
      <form onSubmit={submit}>
        <SaveError message={error} />
        <FormGrid>
          <TextField label="LOB" name="category_name" required value={values.category_name} onChange={(v) => setValues({ ...values, category_name: v })} />
          <TextField label="Sub LOB" name="sublob" value={values.sublob} onChange={(v) => setValues({ ...values, sublob: v })} />
        </FormGrid>
        <SaveCancelBar saving={saving} cancelTo={paths.lobs.href()} />
      </form>
    </Page>
  );
}

export function AddLobPage() {
  const client_id = useClientId();
  const [create] = useCreateLobMutation();
  return (
    <LobForm
      title="Add Line of Business"
      initial={{ category_name: '', sublob: '' }}
      onSave={(v) => create({ client_id, ...v }).unwrap()}
    />
  );
}

export function EditLobPage() {
  const id = Number(useParams().id);
  const query = useLobQuery(id);
  const [update] = useUpdateLobMutation();
  return (
    <QueryFrame query={query} what="line of business">
      {({ intake }) => (
        <LobForm
          title="Edit Line of Business"
          initial={{ category_name: intake.category_name, sublob: intake.sublob ?? '' }}
          onSave={(v) =>
            update({ menucategoryData: { ...v, id, document: intake.document, intaketype: intake.intaketype } }).unwrap()
          }
        />
      )}
    </QueryFrame>
  );
}

/** Back to the lines of business, for the screens below one. */
export const BackToLobs = () => <LinkButton to={paths.lobs.href()}>Back</LinkButton>;
