import { cellText, filterRows, type DataTableColumn } from './columns';

interface Row {
  id: number;
  name: string;
  amount: number;
  tags?: string[];
}

const rows: Row[] = [
  { id: 1, name: 'Atlas', amount: 100 },
  { id: 2, name: 'Harbor', amount: 2500 },
  { id: 3, name: 'Summit', amount: 30 },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount', render: (row) => `$${row.amount}` },
  { key: 'tags', header: 'Tags' },
];

describe('cellText', () => {
  it('prefers filterValue, then rendered text, then the row property', () => {
    const row = rows[1] as Row;
    expect(cellText({ key: 'name', header: 'Name', filterValue: (r) => r.name.toUpperCase() }, row)).toBe('HARBOR');
    expect(cellText(columns[1] as DataTableColumn<Row>, row)).toBe('$2500');
    expect(cellText(columns[0] as DataTableColumn<Row>, row)).toBe('Harbor');
    expect(cellText(columns[2] as DataTableColumn<Row>, row)).toBe('');
  });
});

describe('filterRows', () => {
  it('keeps rows containing every filter, ignoring case and blanks', () => {
    expect(filterRows(rows, columns, { name: 'AR', amount: ' ' }).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, columns, { amount: '$' }).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(filterRows(rows, columns, { name: 'a', amount: '0' }).map((r) => r.id)).toEqual([1, 2]);
  });

  it('returns the same array when no filter is set', () => {
    expect(filterRows(rows, columns, {})).toBe(rows);
    expect(filterRows(rows, columns, { name: '' })).toBe(rows);
  });
});
