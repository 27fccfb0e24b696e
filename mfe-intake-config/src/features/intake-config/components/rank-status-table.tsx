import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { rankSchema, type Flag, type RankRow } from '@kyubos/contracts';
import { QueryError, useAction } from '@kyubos/screens';
import { Alert, Button, DataTable, TimedAlert, useTimedMessage, type DataTableColumn } from '@kyubos/ui';

interface RankedRow {
  id: number;
  name: string;
  rank: number;
  active: Flag;
}
type Draft = Record<number, { rank: string; active: Flag }>;

const RankInput = styled.input`
  width: 5rem;
  padding: 2px 6px;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export interface RankStatusTableProps<Row extends RankedRow> {
  caption: string;
  rows: readonly Row[];
  /** Columns between Name and Rank (e.g. the Attribute link). */
  extraColumns?: DataTableColumn<Row>[];
  pageSize: number;
  canWrite: boolean;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The screen, named when access to the list is refused. */
  area: string;
  onOpen?: (row: Row) => void;
  onAdd?: () => void;
  addLabel?: string;
  /** Posts every row's rank and active flag; the list reloads from the answer's invalidation. */
  onSave: (rows: RankRow[]) => Promise<unknown>;
  cancel?: ReactNode;
}

/**
 * The lists of spec 2 whose Rank is editable and whose Status is a checkbox; Save posts
 * them all at once (the server applies all or none).
 */
export function RankStatusTable<Row extends RankedRow>(props: RankStatusTableProps<Row>) {
  const { rows, canWrite, onSave } = props;
  const [draft, setDraft] = useState<Draft>({});
  const { busy: saving, error, run } = useAction();
  const saved = useTimedMessage();
  // A rank the server would refuse: named by its row before anything is sent, its input marked and focused.
  const [badRank, setBadRank] = useState<{ id: number; message: string } | null>(null);
  const rankInputs = useRef(new Map<number, HTMLInputElement>());

  const valueOf = (row: Row) => draft[row.id] ?? { rank: String(row.rank), active: row.active };
  const change = (row: Row, patch: Partial<Draft[number]>) => setDraft((d) => ({ ...d, [row.id]: { ...valueOf(row), ...patch } }));

  // Rebuilt every render: the cells show the draft.
  const columns: DataTableColumn<Row>[] = [
      { key: 'name', header: 'Name' },
      ...(props.extraColumns ?? []),
      {
        key: 'rank',
        header: 'Rank',
        width: '120px',
        filterValue: (row) => String(row.rank),
        render: (row) => (
          <RankInput
            ref={(input) => {
              if (input) rankInputs.current.set(row.id, input);
              else rankInputs.current.delete(row.id);
            }}
            aria-label={`Rank of ${row.name}`}
            aria-invalid={badRank?.id === row.id || undefined}
            inputMode="numeric"
            value={valueOf(row).rank}
            disabled={!canWrite}
            onChange={(event) => change(row, { rank: event.target.value })}
          />
        ),
      },
      {
        key: 'active',
        header: 'Status',
        width: '100px',
        filterValue: (row) => (row.active === '1' ? 'Active' : 'Inactive'),
        render: (row) => (
          <input
            type="checkbox"
            aria-label={`Status of ${row.name}`}
            checked={valueOf(row).active === '1'}
            disabled={!canWrite}
            onChange={(event) => change(row, { active: event.target.checked ? '1' : '0' })}
          />
        ),
      },
  ];

  async function save() {
    for (const row of rows) {
      const checked = rankSchema.safeParse(valueOf(row).rank);
      if (checked.success) continue;
      setBadRank({ id: row.id, message: `Rank of ${row.name} ${checked.error.issues[0]!.message}` });
      rankInputs.current.get(row.id)?.focus();
      return;
    }
    setBadRank(null);
    const body = rows.map((row) => ({ id: row.id, ...valueOf(row) }));
    if (await run(() => onSave(body))) {
      setDraft({});
      saved.show('Saved successfully', 'success');
    }
  }

  return (
    <>
      {badRank ? <Alert>{badRank.message}</Alert> : error && <Alert>{error}</Alert>}
      <TimedAlert message={saved.message} />
      <DataTable
        caption={props.caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        numbered
        pageSize={props.pageSize}
        isLoading={props.isLoading}
        error={props.error ? <QueryError error={props.error} area={props.area} what="list" retry={props.onRetry} /> : undefined}
        onOpen={props.onOpen}
        actionLabel={(row) => `Edit ${row.name}`}
        onAdd={props.onAdd}
        addLabel={props.addLabel}
      />
      <Footer>
        {props.cancel}
        {canWrite && rows.length > 0 && (
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        )}
      </Footer>
    </>
  );
}
