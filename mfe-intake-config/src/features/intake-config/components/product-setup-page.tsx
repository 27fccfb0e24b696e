import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@kyubos/api';
import {
  createIntakeProgramRequest,
  createIntakeSublobRequest,
  type IntakeCategory,
  type IntakeSetupProgram,
  type IntakeSetupState,
  type IntakeSetupSublob,
} from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { QueryError, QueryView, useAction, useRouteIds, useSchemaForm, type BoundField, type SchemaForm } from '@kyubos/screens';
import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  CheckboxField,
  DataTable,
  FormGrid,
  IconButton,
  LinkButton,
  LOADING_TEXT,
  LoadingState,
  Page,
  PencilIcon,
  SectionDescription,
  SectionTitle,
  SelectField,
  TextField,
  TrashIcon,
  useConfirm,
  type DataTableProps,
} from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useAddSetupStatesMutation,
  useCreateSetupProgramMutation,
  useCreateSetupSublobMutation,
  useIntakeCategoryQuery,
  usePackagesQuery,
  useProductSetupQuery,
  useRemoveSetupProgramMutation,
  useRemoveSetupStateMutation,
  useRemoveSetupSublobMutation,
  useSetupStateChoicesQuery,
  useUpdateSetupProgramMutation,
  useUpdateSetupSublobMutation,
} from '../api';
import { INTAKE_CATEGORIES } from './intake-category-pages';
import { SetupDialog, type DialogFormState } from './setup-dialog';

/** The list titles of the screen; "Sub LOB" alone is the free-text label of the LOB form (see the glossary). */
export const SETUP_LISTS = { sublobs: 'Sub-LOBs (classes)', states: 'States', programs: 'Programs' } as const;

const ADMITTED_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
const yesNo = (flag: string) => (flag === '1' ? 'Yes' : 'No');
const recordsColumn = { key: 'records', header: 'Records', align: 'end' } as const;

/**
 * /user_admin_productsetup/{iid}: what a line of business sells, the lists the quotation form
 * offers: its sub-LOBs (classes of business), the states where it is offered and its programs
 * (each selling one of the line's packages). Writers add, edit and remove; readers see the lists.
 */
export function ProductSetupPage() {
  const iid = useRouteIds('iid')?.iid ?? null;
  const intakeCategory = useIntakeCategoryQuery(iid ?? skipToken);
  return (
    <QueryView query={iid === null ? null : intakeCategory} area={INTAKE_CATEGORIES.label} what="line of business">
      {({ intake }) => <ProductSetup intake={intake} />}
    </QueryView>
  );
}

type Dialog =
  | { kind: 'sublob'; sublob?: IntakeSetupSublob }
  | { kind: 'states' }
  | { kind: 'program'; program?: IntakeSetupProgram };

function ProductSetup({ intake }: { intake: IntakeCategory }) {
  const { canWrite, canDelete, isLoading: accessLoading } = useItemAccess(MENU_ITEMS.intakeCategory);
  const query = useProductSetupQuery(intake.id);
  const [removeSublob] = useRemoveSetupSublobMutation();
  const [removeState] = useRemoveSetupStateMutation();
  const [removeProgram] = useRemoveSetupProgramMutation();
  const { confirm, confirmDialog } = useConfirm();
  const removal = useAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const title = `${intakeCategoryLabel(intake)} Product set-up`;

  async function remove(action: () => Promise<unknown>) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    await removal.run(action);
  }

  const lists = {
    isLoading: query.isLoading,
    error: query.error ? <QueryError error={query.error} area={title} what="list" retry={query.refetch} /> : undefined,
  };
  const setup = query.data;

  return (
    <Page
      plain
      title={title}
      breadcrumbs={<Breadcrumbs items={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }, { label: title }]} />}
      toolbar={
        <>
          {canWrite && <LinkButton to={paths.editIntakeCategory.href(intake.id)}>Edit line of business</LinkButton>}
          <LinkButton to={INTAKE_CATEGORIES.href}>Back</LinkButton>
        </>
      }
    >
      {!canWrite && !accessLoading && <Note role="note">{`You have Read permission on ${INTAKE_CATEGORIES.label}: changes are not available.`}</Note>}
      {removal.error && <Alert>{removal.error}</Alert>}

      <SetupList<IntakeSetupSublob>
        title={SETUP_LISTS.sublobs}
        description="The classes of business a quotation of this line is written in."
        addLabel="Add sub-LOB"
        onAdd={canWrite ? () => setDialog({ kind: 'sublob' }) : undefined}
        columns={[{ key: 'sublob_code', header: 'Code' }, { key: 'name', header: 'Name' }, recordsColumn]}
        rows={setup?.sublobs ?? []}
        {...lists}
        itemName={(row) => `sub-LOB ${row.sublob_code}`}
        onEdit={canWrite ? (sublob) => setDialog({ kind: 'sublob', sublob }) : undefined}
        onRemove={canDelete ? (row) => void remove(() => removeSublob(row.id).unwrap()) : undefined}
      />

      <SetupList<IntakeSetupState>
        title={SETUP_LISTS.states}
        description="Where this line of business is offered: the states a quotation may choose."
        addLabel="Add states"
        onAdd={canWrite ? () => setDialog({ kind: 'states' }) : undefined}
        columns={[{ key: 'state_code', header: 'Code' }, { key: 'state_name', header: 'State' }, { key: 'country_code', header: 'Country' }, recordsColumn]}
        rows={setup?.states ?? []}
        pageSize={20}
        {...lists}
        itemName={(row) => `state ${row.state_name}`}
        onRemove={canDelete ? (row) => void remove(() => removeState(row.id).unwrap()) : undefined}
      />

      <SetupList<IntakeSetupProgram>
        title={SETUP_LISTS.programs}
        description="What a quotation sells: each program sells one package, whose coverages make its coverage table."
        addLabel="Add program"
        onAdd={canWrite ? () => setDialog({ kind: 'program' }) : undefined}
        columns={[
          { key: 'program_code', header: 'Code' },
          { key: 'program_name', header: 'Name' },
          { key: 'package_name', header: 'Package' },
          { key: 'admitted', header: 'Admitted', render: (row) => yesNo(row.admitted), filterValue: (row) => yesNo(row.admitted) },
          recordsColumn,
        ]}
        rows={setup?.programs ?? []}
        {...lists}
        itemName={(row) => `program ${row.program_code}`}
        onEdit={canWrite ? (program) => setDialog({ kind: 'program', program }) : undefined}
        onRemove={canDelete ? (row) => void remove(() => removeProgram(row.id).unwrap()) : undefined}
      />

      {dialog?.kind === 'sublob' && <SublobDialog intakeId={intake.id} sublob={dialog.sublob} onClose={close} />}
      {dialog?.kind === 'states' && <StatesDialog intakeId={intake.id} offered={setup?.states ?? []} onClose={close} />}
      {dialog?.kind === 'program' && <ProgramDialog intakeId={intake.id} program={dialog.program} onClose={close} />}
      {confirmDialog}
    </Page>
  );
}

interface SetupListProps<Row extends { id: number }> extends Pick<DataTableProps<Row>, 'columns' | 'rows' | 'pageSize' | 'isLoading' | 'error'> {
  /** The section's heading, also the table's caption. */
  title: string;
  description: string;
  addLabel: string;
  onAdd?: () => void;
  /** A row as its buttons name it: 'sub-LOB S1'. */
  itemName: (row: Row) => string;
  /** Writers open a row (double-click, Open or the pencil) to edit it. */
  onEdit?: (row: Row) => void;
  onRemove?: (row: Row) => void;
}

/** One list of the set-up in its card: its heading and Add, the table, and each row's edit and delete buttons. */
function SetupList<Row extends { id: number }>({ title, description, addLabel, onAdd, itemName, onEdit, onRemove, ...table }: SetupListProps<Row>) {
  const headingId = `setup-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card aria-labelledby={headingId}>
      <SectionHeader>
        <div>
          <SectionTitle id={headingId}>{title}</SectionTitle>
          <SectionDescription>{description}</SectionDescription>
        </div>
        {onAdd && (
          <Button variant="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </SectionHeader>
      <DataTable<Row>
        caption={title}
        getRowId={(row) => row.id}
        {...table}
        onOpen={onEdit}
        actionLabel={onEdit && ((row) => `Open ${itemName(row)}`)}
        rowActions={(row) => (
          <>
            {onEdit && <IconButton label={`Edit ${itemName(row)}`} icon={<PencilIcon />} onClick={() => onEdit(row)} />}
            {onRemove && <IconButton label={`Delete ${itemName(row)}`} icon={<TrashIcon />} tone="danger" onClick={() => onRemove(row)} />}
          </>
        )}
      />
    </Card>
  );
}

const SUBLOB_FIELDS = ['sublob_code', 'name'] as const;

function SublobDialog({ intakeId, sublob, onClose }: { intakeId: number; sublob?: IntakeSetupSublob; onClose: () => void }) {
  const form = useSchemaForm(createIntakeSublobRequest, sublob, SUBLOB_FIELDS);
  const [create] = useCreateSetupSublobMutation();
  const [update] = useUpdateSetupSublobMutation();
  const save = () => (sublob ? update({ id: sublob.id, ...form.values }).unwrap() : create({ intake_id: intakeId, ...form.values }).unwrap());
  return (
    <SetupDialog title={sublob ? 'Edit Sub-LOB' : 'Add Sub-LOB'} form={form} onSave={save} onClose={onClose}>
      <FormGrid>
        <TextField {...form.field('sublob_code', 'Code')} />
        <TextField {...form.field('name', 'Name')} />
      </FormGrid>
    </SetupDialog>
  );
}

const PROGRAM_FIELDS = ['program_code', 'program_name', 'package_id', 'admitted'] as const;

/** A select left on 'Select' is a choice not made: its message says so, whatever the schema says of a blank value. */
function choiceField<K extends string>(form: SchemaForm<K>, key: K, label: string): BoundField {
  const field = form.field(key, label);
  return field.error && form.values[key] === '' ? { ...field, error: `${label} is required` } : field;
}

function ProgramDialog({ intakeId, program, onClose }: { intakeId: number; program?: IntakeSetupProgram; onClose: () => void }) {
  const form = useSchemaForm(createIntakeProgramRequest, program, PROGRAM_FIELDS);
  const packages = usePackagesQuery(intakeId);
  const [create] = useCreateSetupProgramMutation();
  const [update] = useUpdateSetupProgramMutation();
  // An edit sends the version the list read: a save over another user's since answers 409, shown in the dialog with what was typed.
  const save = () =>
    program ? update({ id: program.id, ...form.values, updatedAt: program.updatedAt }).unwrap() : create({ intake_id: intakeId, ...form.values }).unwrap();
  const options = (packages.data?.intakesubcategory ?? []).map((p) => ({ value: String(p.id), label: p.subcategory_name }));
  const noPackage = !packages.isLoading && !packages.error && options.length === 0;
  return (
    <SetupDialog title={program ? 'Edit Program' : 'Add Program'} form={form} onSave={save} onClose={onClose}>
      {packages.error && <QueryError error={packages.error} area="Packages" what="packages" retry={packages.refetch} />}
      <FormGrid>
        <TextField {...form.field('program_code', 'Program Code')} />
        <TextField {...form.field('program_name', 'Program Name')} />
        <SelectField
          placeholder={packages.isLoading ? LOADING_TEXT : 'Select'}
          options={options}
          hint={noPackage ? 'This line of business has no package yet.' : 'Its coverages make the coverage table of the program.'}
          {...choiceField(form, 'package_id', 'Package')}
        />
        <SelectField placeholder="Select" options={ADMITTED_OPTIONS} {...choiceField(form, 'admitted', 'Admitted')} />
      </FormGrid>
      {noPackage && <Link to={paths.addPackage.href(intakeId)}>Add a package</Link>}
    </SetupDialog>
  );
}

/** The reference states not yet offered, several chosen at once. */
function StatesDialog({ intakeId, offered, onClose }: { intakeId: number; offered: readonly IntakeSetupState[]; onClose: () => void }) {
  const choices = useSetupStateChoicesQuery();
  const [add] = useAddSetupStatesMutation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [find, setFind] = useState('');
  const [error, setError] = useState<string | undefined>();
  const offeredIds = useMemo(() => new Set(offered.map((row) => row.state_id)), [offered]);
  const available = (choices.data?.States ?? []).filter((state) => !offeredIds.has(state.id));
  const needle = find.trim().toLowerCase();
  const shown = needle ? available.filter((s) => `${s.state_name} ${s.state_code}`.toLowerCase().includes(needle)) : available;

  const form: DialogFormState = {
    dirty: chosen.size > 0,
    validate: () => {
      const ok = chosen.size > 0;
      setError(ok ? undefined : 'Choose at least one state');
      return ok;
    },
    showServerErrors: () => false,
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setError(undefined);
  };
  // Sent in the order of the list, so the states are added as they read.
  const save = () => add({ intake_id: intakeId, state_ids: available.filter((s) => chosen.has(s.id)).map((s) => s.id) }).unwrap();

  return (
    <SetupDialog title="Add States" form={form} onSave={save} onClose={onClose}>
      {choices.error ? (
        <QueryError error={choices.error} area="States" what="states" retry={choices.refetch} />
      ) : choices.isLoading ? (
        <LoadingState />
      ) : (
        <>
          {/* The states load after the dialog opens (and has focused Cancel): the search box takes the focus when it appears. */}
          <TextField label="Find a state" name="find_state" value={find} onChange={setFind} autoFocus />
          <Picks aria-invalid={error ? true : undefined} aria-describedby={error ? 'setup-states-error' : 'setup-states-chosen'} tabIndex={-1}>
            <legend>States</legend>
            {shown.length === 0 && <p>{available.length === 0 ? 'Every reference state is offered already.' : 'No state matches.'}</p>}
            {shown.map((state) => (
              <CheckboxField
                key={state.id}
                name="state_ids"
                label={state.state_name}
                checked={chosen.has(state.id)}
                onChange={(on) => toggle(state.id, on)}
              />
            ))}
          </Picks>
          {error ? (
            <FieldError id="setup-states-error">{error}</FieldError>
          ) : (
            <Chosen id="setup-states-chosen" aria-live="polite">
              {chosen.size} chosen
            </Chosen>
          )}
        </>
      )}
    </SetupDialog>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Picks = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  max-height: 320px;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.spacing.md} 0 0`};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > legend {
    padding: ${({ theme }) => `0 ${theme.spacing.xs}`};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Chosen = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FieldError = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
`;
