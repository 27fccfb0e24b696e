import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdxExportRow, BdxFileViewResponse, BdxImportedRecord } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes, renderWithProviders } from '@kyubos/devtools/testing';
import { adminBdxFile } from './admin-bdx-file.fixture';
import { CreateBdxPage } from './components/create-page';
import { FileViewPage } from './components/file-view-page';
import { BdxFileListPage } from './components/file-list-page';
import { HistoryViewPage } from './components/history-view-page';
import { ImportedPage } from './components/imported-page';

/** Money of a bordereau is shown as its mapped rows show it ("$1,250.00; MM-DD-YYYY"), whole amounts too. */

const ACCESS = { '/myaccess': { body: { everything: true, items: [] } } };
/** Summit's file of two rows whose premiums add up to its Control Value: $1,250.00 + $750.50 = $2,000.50. */
const FILE = adminBdxFile({ control_value: '2000', computed_total: '2000.50', row_count: 2 });

const cellTexts = (table: HTMLElement, header: string) => {
  const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
  const index = headers.findIndex((text) => text.startsWith(header));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});
afterEach(() => localStorage.clear());

describe('Money on the BDX screens: always two decimals', () => {
  it('When a file is reviewed, then its mapped rows, Control Value and Computed Total all show cents', async () => {
    const view: BdxFileViewResponse = {
      brdxList: FILE,
      mappedRows: { columns: ['policy_number', 'premium'], rows: [{ row: 1, cells: ['P-1', '1250'] }, { row: 2, cells: ['P-2', '750.5'] }], page: 1, pageSize: 10, total: 2 },
      problems: [],
      url: '/downloadbrdxfile',
    };
    mockFetch({ ...ACCESS, '/editbrdxfileview': { body: view } });
    renderRoutes({ '/user_admin_brdx_file_view/:id': <FileViewPage from="review" /> }, '/user_admin_brdx_file_view/41');

    const summary = await screen.findByRole('region', { name: 'File summary' });
    expect(within(summary).getByText('Expected Total (Control Value)').nextElementSibling).toHaveTextContent(/^\$2,000\.00$/);
    expect(within(summary).getByText('Computed Total').nextElementSibling).toHaveTextContent(/^\$2,000\.50$/);
    const mapped = within(screen.getByRole('region', { name: 'Mapped rows' })).getByRole('table');
    expect(cellTexts(mapped, 'premium')).toEqual(['$1,250.00', '$750.50']);
  });

  it('When rows are imported, then the Import Bordereau table shows each premium with cents', async () => {
    const record = (row: number, policyamount: string): BdxImportedRecord => ({
      file_id: 41,
      file_name: 'march-premium.csv',
      career_name: 'Atlas Insurance Co',
      row,
      quotation_id: 500 + row,
      intake_id: 1,
      unique_id: `SUM-Q-2026-00050${row}`,
      firstname: 'Dana',
      lastname: `Whitfield-${row}`,
      policyeffectivedate: '2026-03-02',
      policyamount,
      imported_date: '2026-03-03T10:00:00Z',
    });
    mockFetch({ '/viewbrdximportfile': { body: { importedRecords: [record(1, '1250.00'), record(2, '1000'), record(3, '300.00')], page: 1, pageSize: 10, total: 3 } } });
    renderWithProviders(<ImportedPage />, { path: '/client_user_brdx_importfile' });

    expect(await screen.findByRole('cell', { name: 'SUM-Q-2026-000501' })).toBeInTheDocument();
    expect(cellTexts(screen.getByRole('table'), 'Premium')).toEqual(['$1,250.00', '$1,000.00', '$300.00']);
  });

  it('When records are listed for export, then each premium and the chosen total show cents', async () => {
    const row = (id: number, policyamount: string): BdxExportRow => ({
      id,
      unique_id: `SUM-Q-2026-00000${id}`,
      policy_number: `SUM-P-2026-00000${id}`,
      insured_name: `Insured ${id}`,
      policyeffectivedate: '2026-03-04',
      policyscheduledate: '2027-03-04',
      state_name: 'Texas',
      policyamount,
      coverages: 'Building',
      status: 'Policy',
    });
    mockFetch({
      ...ACCESS,
      '/viewcarrier': { body: { carrier: [{ id: 3, carriername: 'Atlas Insurance Co' }] } },
      '/viewclientintakecategory': { body: { intakecategory: [{ id: 1, category_name: 'PROPERTY', sublob: 'Habitational' }] } },
      '/fileExportdata': { body: { exportdata: [row(1, '1995.00'), row(2, '1996')] } },
    });
    renderWithProviders(<CreateBdxPage />, { path: '/user_admin_add_bdxcreate' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Export from Records' }));
    await userEvent.selectOptions(await screen.findByLabelText(/^Send To/), 'Atlas Insurance Co');
    await userEvent.type(screen.getByLabelText(/^Period/), '032026');
    await userEvent.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const records = await screen.findByRole('region', { name: 'Records to export' });
    expect(cellTexts(within(records).getByRole('table'), 'Premium')).toEqual(['$1,995.00', '$1,996.00']);
    expect(within(records).getByText(/selected .*, total/)).toHaveTextContent(/^2 of 2 rows selected \(2 of 2 policies\), total \$3,991\.00$/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SUM-Q-2026-000002' }));
    expect(within(records).getByText(/selected .*, total/)).toHaveTextContent(/^1 of 2 rows selected \(1 of 2 policies\), total \$1,995\.00$/);
  });

  it('When the files are listed, then each Control Value shows cents', async () => {
    mockFetch({ ...ACCESS, '/viewbrdxfile': { body: { brdxList: [FILE], total: 1 } } });
    renderWithProviders(<BdxFileListPage kind="history" />, { path: '/user_admin_bdx_history' });
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('march-premium.csv')).toBeInTheDocument();
    expect(cellTexts(table, 'Control Value')).toEqual(['$2,000.00']);
  });

  it("When a file's history is opened, then its Control Value shows cents", async () => {
    mockFetch({ ...ACCESS, '/editbrdxfile': { body: { brdxfile: FILE } } });
    renderRoutes({ '/user_admin_bdx_history_view/:id': <HistoryViewPage /> }, '/user_admin_bdx_history_view/41');
    expect(await screen.findByText('march-premium.csv')).toBeInTheDocument();
    expect(screen.getByText('$2,000.00')).toBeInTheDocument();
  });
});
