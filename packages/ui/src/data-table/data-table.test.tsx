import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { IconButton } from '../button';
import { TrashIcon } from '../icons';
import { renderWithUi } from '../test-utils';
import type { ColumnFilters, DataTableColumn } from './columns';
import { DataTable, type DataTableProps, type TableSort } from './data-table';

interface Country {
  id: number;
  name: string;
  code: string;
}

const countries: Country[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Country ${index + 1}`,
  code: `C${String(index + 1).padStart(2, '0')}`,
}));

const columns: DataTableColumn<Country>[] = [
  { key: 'name', header: 'Country Name' },
  { key: 'code', header: 'Code', render: (row) => <strong>{row.code}</strong>, filterValue: (row) => row.code },
];

function renderTable(props: Partial<DataTableProps<Country>> = {}) {
  return renderWithUi(<DataTable caption="Countries" columns={columns} rows={countries} getRowId={(row) => row.id} {...props} />);
}

/** Body rows only (the first row is the header). */
function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').slice(1);
}

function firstCells(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function actionCellOf(rowText: string): HTMLElement {
  const row = screen.getByRole('row', { name: new RegExp(`\\b${rowText}\\b`) });
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1] as HTMLElement;
}

describe('DataTable paging', () => {
  it('numbers rows across pages and says where it is', async () => {
    const { user } = renderTable();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing rows 1 to 10 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing rows 11 to 20 of 25')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('11');
    expect(firstCells()).toHaveLength(10);
    expect(screen.getByText('Country 11')).toBeInTheDocument();
    expect(screen.queryByText('Country 10')).not.toBeInTheDocument();
  });

  it('disables first/previous on the first page and next/last on the last', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing rows 21 to 25 of 25')).toBeInTheDocument();
    expect(firstCells()).toEqual(['21', '22', '23', '24', '25']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('uses the given page size', () => {
    renderTable({ pageSize: 15 });
    expect(bodyRows()).toHaveLength(15);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('without paging shows the first page size of rows and no pager', () => {
    renderTable({ pageSize: 20, paginate: false });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('leaves out the # column when not numbered', () => {
    renderTable({ numbered: false });
    expect(screen.queryByRole('columnheader', { name: '#' })).not.toBeInTheDocument();
    expect(firstCells()[0]).toBe('Country 1');
  });

  it('stays on a valid page when the list shrinks', async () => {
    const { user, rerender } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    rerender(<DataTable caption="Countries" columns={columns} rows={countries.slice(0, 12)} getRowId={(row) => row.id} />);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(firstCells()).toEqual(['11', '12']);
  });

  it('ends every list with the same footer: the row count beside the pager, the count alone where it does not page', () => {
    renderWithUi(<DataTable caption="Countries" columns={columns} rows={countries} getRowId={(row) => row.id} pageSize={10} paginate={false} />);
    expect(screen.getByText('Showing rows 1 to 10 of 25')).toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('renders only the current page of 10,000 rows', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `Country ${index + 1}`, code: `K${index + 1}` }));
    const { user } = renderWithUi(
      <DataTable caption="Countries" columns={columns} rows={many} getRowId={(row) => row.id} pageSize={10} />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 1000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(10);
    expect(firstCells().at(-1)).toBe('10000');
    expect(screen.getByText('Showing rows 9991 to 10000 of 10000')).toBeInTheDocument();
  });
});

describe('DataTable opening and adding', () => {
  it('opens a row on a single click (or tap) of its open button, once for a double-click of the button', async () => {
    const onOpen = jest.fn();
    const { user } = renderTable({ onOpen, actionLabel: (row) => `Open ${row.name}` });
    const button = screen.getByRole('button', { name: 'Open Country 3' });
    expect(button).toHaveAttribute('title', 'Open Country 3');
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith(countries[2]);

    // Its first click opens the row; the second click and the double-click add nothing (not the row's double-click either).
    await user.dblClick(screen.getByRole('button', { name: 'Open Country 4' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(countries[3]);

    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Open Country 7' }) });
    expect(onOpen).toHaveBeenCalledTimes(3);
    expect(onOpen).toHaveBeenLastCalledWith(countries[6]);
  });

  it('opens a row on a double-click of its action cell beside the button, and on Enter on the row', async () => {
    const onOpen = jest.fn();
    const { user } = renderTable({ onOpen, actionLabel: (row) => `Edit ${row.name}` });
    await user.click(actionCellOf('Country 3'));
    expect(onOpen).not.toHaveBeenCalled();

    await user.dblClick(actionCellOf('Country 3'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(countries[2]);

    screen.getByRole('row', { name: /Country 6\b/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(countries[5]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens a row on a double-click of any of its data cells (spec 2 §2), not of a control in a cell', async () => {
    const onOpen = jest.fn();
    const withControls: DataTableColumn<Country>[] = [
      ...columns,
      { key: 'rank', header: 'Rank', render: (row) => <input aria-label={`Rank of ${row.name}`} defaultValue={row.id} /> },
      { key: 'link', header: 'Link', render: (row) => <a href={`#${row.code}`}>{`Details of ${row.name}`}</a> },
    ];
    const { user } = renderTable({ onOpen, columns: withControls });
    await user.dblClick(screen.getByText('Country 2'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith(countries[1]);
    await user.dblClick(screen.getByText('C04'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(countries[3]);
    // The row number cell is the row's too.
    await user.dblClick(within(screen.getByRole('row', { name: /Country 5\b/ })).getAllByRole('cell')[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(countries[4]);

    // Selecting the text of an input or following a link opens nothing.
    await user.dblClick(screen.getByRole('textbox', { name: 'Rank of Country 6' }));
    await user.dblClick(screen.getByRole('link', { name: 'Details of Country 7' }));
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves a row that canOpen refuses closed on a double-click of its data', async () => {
    const onOpen = jest.fn();
    const { user } = renderTable({ onOpen, canOpen: (row) => row.id !== 2 });
    await user.dblClick(screen.getByText('Country 2'));
    expect(onOpen).not.toHaveBeenCalled();
    await user.dblClick(screen.getByText('Country 3'));
    expect(onOpen).toHaveBeenCalledWith(countries[2]);
  });

  it('opens a row from the keyboard: the action button, or Enter on the focused row', async () => {
    const onOpen = jest.fn();
    const { user } = renderTable({ onOpen });
    const [, secondButton] = screen.getAllByRole('button', { name: 'Open' });
    secondButton?.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(countries[1]);

    const row = screen.getByRole('row', { name: /Country 5\b/ });
    row.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(countries[4]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('moves the focus among the rows with the arrow keys, Home and End, the blank row to add among them', async () => {
    const onOpen = jest.fn();
    const onAdd = jest.fn();
    const { user } = renderTable({ onOpen, onAdd, addLabel: 'Add country' });
    screen.getByRole('row', { name: /Country 2\b/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: /Country 3\b/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('row', { name: /Country 1\b/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('row', { name: 'Add country' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Add country' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(countries[1]);
    // A key pressed on a control inside a row belongs to that control.
    const [firstButton] = screen.getAllByRole('button', { name: 'Open' });
    firstButton?.focus();
    await user.keyboard('{ArrowDown}');
    expect(firstButton).toHaveFocus();
  });

  it('adds from the blank last row on double-click, Enter or Space', async () => {
    const onAdd = jest.fn();
    const { user } = renderTable({ onAdd, onOpen: jest.fn() });
    const addRow = screen.getByRole('row', { name: 'Add new' });
    expect(bodyRows().at(-1)).toBe(addRow);

    await user.dblClick(addRow);
    expect(onAdd).toHaveBeenCalledTimes(1);
    addRow.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onAdd).toHaveBeenCalledTimes(3);
  });

  it('offers the add row on an empty list too', () => {
    renderTable({ rows: [], onAdd: jest.fn() });
    expect(screen.getByText('No records')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Add new' })).toBeInTheDocument();
    // Said once: no 'Page 1 of 1' or 'Showing rows 0 to 0 of 0' under it.
    expect(screen.queryByText('Page 1 of 1')).toBeNull();
    expect(screen.queryByText(/Showing rows/)).toBeNull();
  });

  it('keeps extra row actions from opening or selecting the row', async () => {
    const onOpen = jest.fn();
    const onRowClick = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderTable({
      onOpen,
      onRowClick,
      rowActions: (row) => <IconButton label={`Delete ${row.name}`} icon={<TrashIcon />} tone="danger" onClick={() => onDelete(row)} />,
    });
    await user.dblClick(screen.getByRole('button', { name: 'Delete Country 1' }));
    expect(onDelete).toHaveBeenCalledWith(countries[0]);
    expect(onOpen).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

describe('DataTable selection', () => {
  function SelectableList() {
    const [selected, setSelected] = useState<number | null>(null);
    return (
      <DataTable
        caption="Quotations"
        columns={columns}
        rows={countries}
        getRowId={(row) => row.id}
        pageSize={35}
        paginate={false}
        onRowClick={(row) => setSelected(row.id)}
        selectedRowId={selected}
        onAdd={() => setSelected(null)}
        addLabel="Clear selection"
      />
    );
  }

  it('selects a clicked row and clears it from the blank row', async () => {
    const { user } = renderWithUi(<SelectableList />);
    const row = screen.getByRole('row', { name: /Country 4\b/ });
    expect(row).toHaveAttribute('aria-selected', 'false');
    await user.click(within(row).getByText('Country 4'));
    expect(row).toHaveAttribute('aria-selected', 'true');

    const other = screen.getByRole('row', { name: /Country 6\b/ });
    other.focus();
    await user.keyboard(' ');
    expect(other).toHaveAttribute('aria-selected', 'true');
    expect(row).toHaveAttribute('aria-selected', 'false');

    // Chosen as a row is: one click clears the selection.
    await user.click(screen.getByRole('row', { name: 'Clear selection' }));
    expect(other).toHaveAttribute('aria-selected', 'false');

    await user.click(within(row).getByText('Country 4'));
    await user.dblClick(screen.getByRole('row', { name: 'Clear selection' }));
    expect(row).toHaveAttribute('aria-selected', 'false');
    await user.click(within(row).getByText('Country 4'));
    screen.getByRole('row', { name: 'Clear selection' }).focus();
    await user.keyboard('{Enter}');
    expect(row).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps a single click on the blank row of a list that selects nothing from adding (double-click adds)', async () => {
    const onAdd = jest.fn();
    const { user } = renderTable({ onAdd, onOpen: jest.fn() });
    await user.click(screen.getByRole('row', { name: 'Add new' }));
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('DataTable header filters', () => {
  it('turns a clicked header into a focused filter box that filters case-insensitively', async () => {
    const { user } = renderTable({ filterable: true });
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await user.click(screen.getByRole('button', { name: /Country Name/ }));
    const filter = screen.getByRole('searchbox', { name: 'Filter Country Name' });
    expect(filter).toHaveFocus();

    await user.type(filter, 'COUNTRY 2');
    // Country 2 and Country 20-25; back on page 1.
    expect(screen.getByText('Showing rows 1 to 7 of 7')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Country 2',
      'Country 20',
      'Country 21',
      'Country 22',
      'Country 23',
      'Country 24',
      'Country 25',
    ]);
  });

  it('filters on filterValue when a cell renders markup', async () => {
    const { user } = renderTable({ filterable: true });
    await user.click(screen.getByRole('button', { name: 'Filter by Code' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Code' }), 'c07');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Country 7')).toBeInTheDocument();
  });

  it('says the filters keep no rows when nothing matches, not that the list is empty', async () => {
    const { user } = renderTable({ filterable: true, emptyText: 'No countries yet.' });
    await user.click(screen.getByRole('button', { name: /Country Name/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Country Name' }), 'zzz');
    expect(screen.getByText('No records match the filters.')).toBeInTheDocument();
    expect(screen.queryByText('No countries yet.')).not.toBeInTheDocument();
  });

  it("says a list's own empty text only when no filter narrows it", () => {
    renderTable({ rows: [], filterable: true, emptyText: 'No countries yet.' });
    expect(screen.getByText('No countries yet.')).toBeInTheDocument();
    expect(screen.queryByText('No records match the filters.')).not.toBeInTheDocument();
  });

  it('takes the filters a server list asked with, and its own words for an empty filtered list', () => {
    renderTable({ rows: [], filterable: true, controlledFilters: {}, filtered: true, emptyText: 'No countries yet.', filteredEmptyText: 'No country has this code.' });
    expect(screen.getByText('No country has this code.')).toBeInTheDocument();
  });

  it('clears and closes the filter on Escape, returning focus to the header', async () => {
    const { user } = renderTable({ filterable: true });
    await user.click(screen.getByRole('button', { name: /Country Name/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Country Name' }), '7');
    expect(firstCells()).toEqual(['1', '2']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country Name/ })).toHaveFocus();
    expect(bodyRows()).toHaveLength(10);
  });

  it('names a filterable, sortable column header by its column alone ("Last Name"), its sort order in aria-sort', async () => {
    const people: DataTableColumn<Country>[] = [
      { key: 'name', header: 'Last Name' },
      { key: 'code', header: 'Code' },
    ];
    const { user } = renderTable({ columns: people, filterable: true, sort: { key: 'code', direction: 'asc' }, onSortChange: () => undefined });
    const header = screen.getByRole('columnheader', { name: 'Last Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(header).getByRole('button', { name: 'Filter by Last Name' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sort by Last Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');

    // Its filter box open, it keeps the column's name.
    await user.click(within(header).getByRole('button', { name: 'Filter by Last Name' }));
    expect(within(screen.getByRole('columnheader', { name: 'Last Name' })).getByRole('searchbox', { name: 'Filter Last Name' })).toHaveFocus();
  });

  it('names each filter button "Filter by <column>", beside its "Sort by <column>" button, and keeps the header as its text', () => {
    renderTable({ filterable: true, sort: null, onSortChange: () => undefined });
    const filterButton = screen.getByRole('button', { name: 'Filter by Country Name' });
    expect(filterButton).toHaveTextContent('Country Name');
    expect(screen.getByRole('button', { name: 'Sort by Country Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by Code' })).toHaveTextContent('Code');
  });

  it('submits the filters on Enter in a filter box, and only on Enter', async () => {
    const onFiltersSubmit = jest.fn();
    const onFiltersChange = jest.fn();
    const { user } = renderTable({ filterable: true, onFiltersChange, onFiltersSubmit });
    await user.click(screen.getByRole('button', { name: 'Filter by Country Name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Country Name' }), 'Country 7');
    expect(onFiltersSubmit).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onFiltersSubmit).toHaveBeenCalledTimes(1);
    expect(onFiltersChange).toHaveBeenLastCalledWith({ name: 'Country 7' });
    expect(screen.getByRole('searchbox', { name: 'Filter Country Name' })).toHaveValue('Country 7');

    // Escape still clears and closes the box.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by Country Name' })).toHaveFocus();
    expect(onFiltersSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves filtering to the server when the filters are controlled', async () => {
    function ServerFiltered({ onFiltersChange }: { onFiltersChange: (filters: ColumnFilters) => void }) {
      const [filters, setFilters] = useState<ColumnFilters>({ name: 'abc' });
      return (
        <DataTable
          caption="Policies"
          columns={columns}
          rows={countries}
          getRowId={(row) => row.id}
          filterable
          controlledFilters={filters}
          onFiltersChange={(next) => {
            onFiltersChange(next);
            setFilters(next);
          }}
        />
      );
    }
    const onFiltersChange = jest.fn();
    const { user } = renderWithUi(<ServerFiltered onFiltersChange={onFiltersChange} />);
    const filter = screen.getByRole('searchbox', { name: 'Filter Country Name' });
    expect(filter).toHaveValue('abc');
    expect(filter).not.toHaveFocus();
    expect(bodyRows()).toHaveLength(10);

    await user.type(filter, 'd');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ name: 'abcd' });
    expect(bodyRows()).toHaveLength(10);
  });
});

describe('DataTable states', () => {
  it('shows a loading status instead of rows', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Country 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the error panel with Retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderTable({ error: { status: 500 }, onRetry });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Country 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a string error as the message', () => {
    renderTable({ error: 'The server is unavailable.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is unavailable.');
  });

  it('names the table by its caption', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Countries' })).toBeInTheDocument();
  });

  it('shows a plain header as written (mixed case, as the spec quotes it), like a filterable one', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Country Name' });
    expect(header).toHaveTextContent('Country Name');
    expect(getComputedStyle(header).textTransform).not.toBe('uppercase');
  });
});

describe('DataTable paged and sorted by the server', () => {
  /** What a server answers: one page of a sorted list of 1,000 countries. */
  function ServerTable({ onAsk }: { onAsk: (page: number, sort: TableSort | null) => void }) {
    const [page, setPage] = useState(1);
    const [sort, setSort] = useState<TableSort | null>(null);
    const all = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Country ${index + 1}`, code: `C${index + 1}` }));
    const sorted = sort?.direction === 'desc' ? [...all].reverse() : all;
    const rows = sorted.slice((page - 1) * 15, page * 15);
    return (
      <DataTable
        caption="Countries"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        pageSize={15}
        serverPaging={{
          page,
          total: all.length,
          onPageChange: (next) => {
            onAsk(next, sort);
            setPage(next);
          },
        }}
        sort={sort}
        onSortChange={(next) => {
          onAsk(1, next);
          setSort(next);
          setPage(1);
        }}
      />
    );
  }

  it('shows the page it is given with the total the server counted, and asks for the next page', async () => {
    const asked: number[] = [];
    const { user } = renderWithUi(<ServerTable onAsk={(page) => asked.push(page)} />);
    expect(screen.getByText('Showing rows 1 to 15 of 1000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 67')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked).toEqual([2]);
    expect(screen.getByText('Showing rows 16 to 30 of 1000')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('16');
    expect(screen.getByText('Country 16')).toBeInTheDocument();
  });

  it('sorts from a header button: ascending first, then descending, marked with aria-sort', async () => {
    const asked: (TableSort | null)[] = [];
    const { user } = renderWithUi(<ServerTable onAsk={(_, sort) => asked.push(sort)} />);
    await user.click(screen.getByRole('button', { name: 'Sort by Country Name' }));
    expect(asked.at(-1)).toEqual({ key: 'name', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Country Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Country Name, descending' }));
    expect(asked.at(-1)).toEqual({ key: 'name', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Country Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Country 1000')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Code/ })).not.toHaveAttribute('aria-sort');
  });
});

describe('DataTable wider than its place', () => {
  it('keeps its Actions column pinned at the right edge, each cell on its row\'s background, the open button still a plain Tab stop', () => {
    renderTable({ onOpen: () => undefined, actionLabel: (row) => `Open ${row.name}` });
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(getComputedStyle(header).position).toBe('sticky');
    expect(getComputedStyle(header).right).toBe('0px');
    const cell = actionCellOf('Country 3');
    expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(cell).right).toBe('0px');
    // The row has a background to give (not transparent, which would let the columns under it show).
    expect(getComputedStyle(screen.getByRole('row', { name: /Country 3\b/ })).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(within(cell).getByRole('button', { name: 'Open Country 3' })).not.toHaveAttribute('tabindex');
  });

  it('is a scroll region named after its caption (Countries table) in the Tab order (the arrows scroll it to its last columns); fitting, adds no stop', async () => {
    // A list of many columns at 1400 px (jsdom lays nothing out).
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1800);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1100);
    try {
      const { user, unmount } = renderWithUi(
        <>
          <button type="button">Search</button>
          <DataTable caption="Countries" columns={columns} rows={countries} getRowId={(row) => row.id} />
        </>,
      );
      const scroller = screen.getByRole('region', { name: 'Countries table' });
      expect(scroller).toContainElement(screen.getByRole('table', { name: 'Countries' }));
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await user.tab();
      expect(scroller).toHaveFocus();
      unmount();

      clientWidth.mockReturnValue(1800);
      renderTable();
      expect(screen.queryByRole('region', { name: 'Countries table' })).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Countries' }).parentElement).not.toHaveAttribute('tabindex');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});
