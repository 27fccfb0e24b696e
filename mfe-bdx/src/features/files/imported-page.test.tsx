import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdxImportedRecord, BdxImportedRecordListColumn, BdxImportedRecordsResponse } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ImportedPage, type ImportNotice } from './components/imported-page';

/** The records imports made are paged, filtered and sorted on the server: the screen asks for one page at a time and shows the server's count. */

const TOTAL = 23;
const record = (row: number): BdxImportedRecord => ({
  file_id: 77,
  file_name: 'atlas-april.csv',
  career_name: 'Atlas Insurance Co',
  row,
  quotation_id: 500 + row,
  intake_id: 1,
  unique_id: `SUM-Q-2026-${String(500 + row).padStart(6, '0')}`,
  firstname: 'Dana',
  lastname: `Whitfield-${row}`,
  policyeffectivedate: '2026-04-01',
  policyamount: '100.00',
  imported_date: '2026-04-02T10:00:00Z',
});

/** The list call's body as the screen sends it. */
interface ListBody {
  page: number;
  pageSize: number;
  filters?: Partial<Record<BdxImportedRecordListColumn, string>>;
  sort?: BdxImportedRecordListColumn;
  direction?: 'asc' | 'desc';
}

/**
 * Answers the page asked for, as the server does: the rows of the 23 its Last Name filter keeps
 * (contains, any case), in the order asked (by row, the only sort served here), and the count they make.
 */
function serveRecords() {
  return mockFetch({
    '/viewbrdximportfile': (body) => {
      const { page, pageSize, filters = {}, sort, direction } = body as ListBody;
      const kept = Array.from({ length: TOTAL }, (_, i) => record(i + 1)).filter((row) => row.lastname.toLowerCase().includes((filters.lastname ?? '').toLowerCase()));
      if (sort === 'row' && direction === 'desc') kept.reverse();
      const answer: BdxImportedRecordsResponse = { importedRecords: kept.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: kept.length };
      return { body: answer };
    },
  });
}

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** Goes on to the import page as the inbound list does after an import, its result in the history entry. */
function Start({ to }: { to: { pathname: string; state: ImportNotice } }) {
  return <Navigate to={to.pathname} state={to.state} replace />;
}

/** The Last Name cells of the rows shown. */
const lastNames = () => {
  const table = screen.getByRole('table');
  const column = within(table)
    .getAllByRole('columnheader')
    // Its header shows its name, or its filter box while one is typed.
    .findIndex((cell) => cell.textContent?.startsWith('Last Name') || within(cell).queryByRole('searchbox', { name: 'Filter Last Name' }) !== null);
  // The record rows (a header filter adds a row of header boxes).
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('Import Bordereau: the imported records, a page at a time from the server', () => {
  it('When the list opens and Next page is pressed, then each page is asked of the server and the footer counts all the records', async () => {
    const { calls } = serveRecords();
    renderWithProviders(
      <>
        <ImportedPage />
        <Search />
      </>,
      { path: '/client_user_brdx_importfile' },
    );

    expect(await screen.findByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    expect(lastNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Whitfield-${i + 1}`));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing rows 11 to 20 of 23')).toBeInTheDocument();
    expect(lastNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Whitfield-${i + 11}`));
    // The page is kept in the URL (Back and a reload show it again).
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing rows 21 to 23 of 23')).toBeInTheDocument();
    expect(lastNames()).toEqual(['Whitfield-21', 'Whitfield-22', 'Whitfield-23']);

    expect(calls.filter((call) => call.path === '/viewbrdximportfile').map((call) => call.body)).toEqual([
      { client_id: 2, filters: {}, page: 1, pageSize: 10 },
      { client_id: 2, filters: {}, page: 2, pageSize: 10 },
      { client_id: 2, filters: {}, page: 3, pageSize: 10 },
    ]);
  });

  it('When a header filter is typed and a column sorted, then the server is asked for them, the URL keeps them, and the export holds the same rows', async () => {
    const { calls } = serveRecords();
    const saved = captureSavedFiles();
    const downloads = mockExportCalls();
    renderWithProviders(
      <>
        <ImportedPage />
        <Search />
      </>,
      { path: '/client_user_brdx_importfile' },
    );
    expect(await screen.findByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    const listCalls = () => calls.filter((call) => call.path === '/viewbrdximportfile').map((call) => call.body);

    await userEvent.click(screen.getByRole('button', { name: 'Filter by Last Name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Last Name' }), 'WHITFIELD-1');
    // Whitfield-1 and Whitfield-10 to -19: the server's filter, its count.
    expect(await screen.findByText('Showing rows 1 to 10 of 11')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ client_id: 2, filters: { lastname: 'WHITFIELD-1' }, page: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Row, descending' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ client_id: 2, filters: { lastname: 'WHITFIELD-1' }, page: 1, pageSize: 10, sort: 'row', direction: 'desc' }));
    await waitFor(() => expect(lastNames()[0]).toBe('Whitfield-19'));
    expect(lastNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Whitfield-${19 - i}`));
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect([search.get('filter.lastname'), search.get('sort'), search.get('direction')]).toEqual(['WHITFIELD-1', 'row', 'desc']);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['bordereaux-imported-records.csv']));
    expect(downloads.map((call) => [call.path, call.body])).toEqual([
      ['/exportviewbrdximportfile', { client_id: 2, filters: { lastname: 'WHITFIELD-1' }, sort: 'row', direction: 'desc', format: 'csv' }],
    ]);
  });

  it('When an import’s result is shown and the records are paged, then the result stays', async () => {
    serveRecords();
    const result: ImportNotice = { notice: 'Successfully Imported', fileName: 'atlas-april.csv', imported: 23, skipped: [] };
    renderWithProviders(
      <Routes>
        <Route path="/start" element={<Start to={{ pathname: '/client_user_brdx_importfile', state: result }} />} />
        <Route path="/client_user_brdx_importfile" element={<ImportedPage />} />
      </Routes>,
      { path: '/start' },
    );
    expect(await screen.findByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing rows 11 to 20 of 23')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Import result' })).toHaveTextContent('Successfully Imported: 23 rows of atlas-april.csv imported.');
  });

  it('When an imported row is focused and Enter pressed, then its record opens (its quotation view, which goes on to its stage), as the record lists open theirs', async () => {
    serveRecords();
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/client_user_brdx_importfile" element={<ImportedPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/client_user_brdx_importfile' },
    );
    const recordRow = (await screen.findByRole('cell', { name: 'Whitfield-3' })).closest('tr')!;
    expect(within(recordRow).getByRole('button', { name: 'Open SUM-Q-2026-000503' })).toBeInTheDocument();
    recordRow.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_policy_quotation/503/1');
  });
});
