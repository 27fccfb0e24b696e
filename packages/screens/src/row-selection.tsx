import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn } from '@kyubos/ui';

/** Which rows of a list are chosen (by an id several rows may share), and the Select column that chooses them. */
export interface RowSelection<Row, Id> {
  selected: ReadonlySet<Id>;
  /** Chooses or drops one id. */
  set: (id: Id, on: boolean) => void;
  /** Chooses exactly these ids (all of a list just answered, or none). */
  replace: (ids: Iterable<Id>) => void;
  /** The Select column: a checkbox per row, named by `labelOf`. */
  column: DataTableColumn<Row>;
}

/** The chosen rows of a list the screen acts on (export, send), kept by the kit rather than each screen. */
export function useRowSelection<Row, Id>({ idOf, labelOf, header = 'Select' }: { idOf: (row: Row) => Id; labelOf: (row: Row) => string; header?: string }): RowSelection<Row, Id> {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  const set = useCallback((id: Id, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const replace = useCallback((ids: Iterable<Id>) => setSelected(new Set(ids)), []);
  const column = useMemo<DataTableColumn<Row>>(
    () => ({
      key: 'select',
      header,
      width: '72px',
      render: (row) => (
        <input type="checkbox" aria-label={labelOf(row)} checked={selected.has(idOf(row))} onChange={(event) => set(idOf(row), event.target.checked)} />
      ),
      filterValue: () => '',
    }),
    [header, idOf, labelOf, selected, set],
  );
  return { selected, set, replace, column };
}
