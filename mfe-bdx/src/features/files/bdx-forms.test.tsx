import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AdminBdxFile, BdxExportRow, BdxFileViewResponse } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { adminBdxFile } from './admin-bdx-file.fixture';
import { FileViewPage } from './components/file-view-page';
import { CreateBdxPage } from './components/create-page';
import { POLICY_ROWS_TOGETHER } from './components/export-form';
import { BdxFileListPage } from './components/file-list-page';
import { ImportedPage } from './components/imported-page';

const FILE: AdminBdxFile = adminBdxFile({ computed_total: '100.00', problem_count: 1 });
const VIEW: BdxFileViewResponse = {
  brdxList: FILE,
  mappedRows: {
    columns: ['policy_number', 'premium'],
    rows: [
      { row: 1, cells: ['P-1', '100.00'] },
      { row: 2, cells: ['P-2', 'abc'] },
    ],
    page: 1,
    pageSize: 10,
    total: 2,
  },
  problems: [{ row: 2, reason: "Premium 'abc' is not an amount" }],
  url: '/downloadbrdxfile',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});
afterEach(() => localStorage.clear());

describe('Create Upload File (admin)', () => {
  const lists = {
    '/myaccess': { body: { everything: true, items: [] } },
    '/viewcarrier': { body: { carrier: [{ id: 3, carriername: 'Atlas Insurance Co' }] } },
    '/viewclientintakecategory': { body: { intakecategory: [{ id: 1, category_name: 'PROPERTY', sublob: 'Habitational' }] } },
  };

  it('asks for a file before sending anything, and refuses a file of another type with the spec message', async () => {
    const { calls } = mockFetch(lists);
    renderWithProviders(<CreateBdxPage />, { path: '/user_admin_add_bdxcreate' });
    await userEvent.selectOptions(await screen.findByLabelText(/^Send To/), 'Atlas Insurance Co');
    await userEvent.type(screen.getByLabelText(/^Period/), '032026');
    expect(screen.getByLabelText(/^Period/)).toHaveValue('03/2026');
    await userEvent.type(screen.getByLabelText(/^Control Value/), '500');
    await userEvent.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a file!')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('File Name'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/createbrdxsamplefile')).toBe(false);
  });

  it('answers a staff user holding Created Files at Read with the refusal, neither way to make a file offered', async () => {
    mockFetch({ ...lists, '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_bdx_create', level: 'read' }] } } });
    renderWithProviders(<CreateBdxPage />, { path: '/user_admin_add_bdxcreate' });
    expect(await screen.findByText('You do not have access to Created Files')).toBeInTheDocument();
    expect(screen.getByText('You need Read and Write permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Export from Records (admin)', () => {
  const ROWS: BdxExportRow[] = [
    { id: 7, unique_id: 'SUM-Q-2026-000007', policy_number: 'SUM-P-2026-000002', insured_name: 'Dana Whitfield', policyeffectivedate: '2026-03-04', policyscheduledate: '2027-03-04', state_name: 'Texas', policyamount: '1200.50', coverages: 'Building; Contents', status: 'Policy' },
    { id: 9, unique_id: 'SUM-Q-2026-000009', policy_number: null, insured_name: 'Omar Reyes', policyeffectivedate: '2026-03-20', policyscheduledate: '2026-05-19', state_name: 'Texas', policyamount: '800.00', coverages: 'Building', status: 'Quotation' },
  ];
  const answers = {
    '/myaccess': { body: { everything: true, items: [] } },
    '/viewcarrier': { body: { carrier: [{ id: 3, carriername: 'Atlas Insurance Co' }] } },
    '/viewclientintakecategory': { body: { intakecategory: [{ id: 1, category_name: 'PROPERTY', sublob: 'Habitational' }] } },
    '/fileExportdata': { body: { exportdata: ROWS } },
  };
  const renderExport = (extra: Parameters<typeof mockFetch>[0] = {}) => {
    const mocked = mockFetch({ ...answers, ...extra });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_add_bdxcreate" element={<CreateBdxPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_add_bdxcreate' },
    );
    return mocked;
  };
  async function submitMetadata() {
    await userEvent.click(await screen.findByRole('tab', { name: 'Export from Records' }));
    await userEvent.selectOptions(await screen.findByLabelText(/^Send To/), 'Atlas Insurance Co');
    await userEvent.type(screen.getByLabelText(/^Period/), '032026');
    await userEvent.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it('lists the rows the server answers, all selected, and exports the chosen ones as XLSX', async () => {
    const { calls } = renderExport({ '/createfileExport': { body: { message: 'File exported successfully!', brdx: FILE } } });
    await submitMetadata();
    expect(calls.find((call) => call.path === '/fileExportdata')?.body).toEqual({ client_id: 2, career_id: 3, period: '032026', intake_id: 1, basis: 'effective' });
    const table = await screen.findByRole('region', { name: 'Records to export' });
    expect(table).toHaveTextContent('Dana Whitfield');
    expect(table).toHaveTextContent('SUM-P-2026-000002');
    expect(table).toHaveTextContent('2 of 2 rows selected (2 of 2 policies), total $2,000.50');
    // A row a policy: nothing is chosen together.
    expect(table).not.toHaveTextContent(POLICY_ROWS_TOGETHER);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SUM-Q-2026-000009' }));
    expect(table).toHaveTextContent('1 of 2 rows selected (1 of 2 policies), total $1,200.50');
    await userEvent.selectOptions(screen.getByLabelText(/^File Type/), 'XLSX');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user_admin_bdx_create'));
    expect(calls.find((call) => call.path === '/createfileExport')?.body).toEqual({
      client_id: 2,
      career_id: 3,
      period: '032026',
      intake_id: 1,
      basis: 'effective',
      fileData: [7],
      format: 'xlsx',
    });
  });

  it('lists the policy transactions transacted in the period when asked, a row each with its Transaction Type and Effective Date, a policy chosen with all its rows', async () => {
    const base = ROWS[0]!;
    const rows: BdxExportRow[] = [
      { ...base, policyamount: '183.00', transaction_type: 'Endorsement', transaction_effective_date: '2026-06-01', transaction_date: '2026-03-10', row_key: '7-11' },
      { ...base, policyamount: '-394.47', transaction_type: 'Cancellation', transaction_effective_date: '2026-09-15', transaction_date: '2026-03-12', row_key: '7-12' },
    ];
    const { calls } = renderExport({ '/fileExportdata': { body: { exportdata: rows } }, '/createfileExport': { body: { message: 'File exported successfully!', brdx: FILE } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Export from Records' }));
    await userEvent.selectOptions(await screen.findByLabelText(/^Transactions/), 'Transacted in the period');
    await submitMetadata();
    expect(calls.find((call) => call.path === '/fileExportdata')?.body).toMatchObject({ basis: 'transacted' });
    const table = await screen.findByRole('region', { name: 'Records to export' });
    // Two rows of one policy: the summary counts both, and the policy they are chosen with.
    expect(table).toHaveTextContent('2 of 2 rows selected (1 of 1 policy), total -$211.47');
    expect(table).toHaveTextContent(POLICY_ROWS_TOGETHER);
    expect(within(table).getByRole('columnheader', { name: /Transaction Type/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Transaction Effective Date/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Endorsement/ })).toHaveTextContent('06-01-2026');
    expect(within(table).getByRole('row', { name: /Cancellation/ })).toHaveTextContent('09-15-2026');
    await userEvent.click(within(table).getAllByRole('checkbox', { name: 'Select SUM-Q-2026-000007' })[0]!);
    expect(table).toHaveTextContent('0 of 2 rows selected (0 of 1 policy), total $0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(table).toHaveTextContent('2 of 2 rows selected (1 of 1 policy), total -$211.47');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/createfileExport')?.body).toMatchObject({ basis: 'transacted', fileData: [7] }));
  });

  it('shows the server’s refusal of a field on that field, and the reason above the form', async () => {
    renderExport({
      '/fileExportdata': { status: 400, body: { message: 'Invalid period: must be a month and year (MM/YYYY)', errors: [{ path: 'period', message: 'must be a month and year (MM/YYYY)' }] } },
    });
    await submitMetadata();
    expect(await screen.findByText('Period must be a month and year (MM/YYYY)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Period/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid period: must be a month and year (MM/YYYY)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Records to export' })).not.toBeInTheDocument();
  });

  it('says Export failed! with the reason and stays on the form', async () => {
    renderExport({ '/createfileExport': { status: 409, body: { message: 'This file was already uploaded for Atlas Insurance Co as x.csv' } } });
    await submitMetadata();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed! This file was already uploaded for Atlas Insurance Co as x.csv')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});

describe('Inbound import (admin)', () => {
  // Its computed total is its Control Value ($500.00) and no row has a problem: imported without a note.
  const CARRIER_FILE: AdminBdxFile = { ...FILE, id: 77, direction: 'outbound', file_name: 'atlas-april.csv', sender_name: 'Atlas Insurance Co', sender_id: 'ATL-1', computed_total: '500.00', problem_count: 0 };

  it('imports after the confirmation and shows how the rows went on the import page', async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewclientinbound': { body: { brdxList: [CARRIER_FILE] } },
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: { id: 9, kind: 'bdx-import', status: 'running', progress: 0, total: 3, result: null, error: null } } },
      '/viewjob': {
        body: {
          id: 9,
          kind: 'bdx-import',
          status: 'done',
          progress: 3,
          total: 3,
          result: { message: 'Successfully Imported', imported: 2, skipped: [{ row: 3, reason: 'Premium is missing' }], brdx: { ...CARRIER_FILE, imported: '1' } },
          error: null,
        },
      },
      '/viewbrdximportfile': {
        body: {
          importedRecords: [
            { file_id: 77, file_name: 'atlas-april.csv', career_name: 'Atlas Insurance Co', row: 1, quotation_id: 501, intake_id: 1, unique_id: 'SUM-Q-2026-000501', firstname: 'Dana', lastname: 'Whitfield', policyeffectivedate: '2026-04-01', policyamount: '1200.50', imported_date: '2026-04-02T10:00:00Z' },
          ],
          page: 1,
          pageSize: 10,
          total: 1,
        },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_bdx_inbound" element={<BdxFileListPage kind="inbound" />} />
        <Route path="/client_user_brdx_importfile" element={<ImportedPage />} />
      </Routes>,
      { path: '/user_admin_bdx_inbound' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for atlas-april.csv' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Import' }));
    expect(await screen.findByText('Do you want to Import?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(result).toHaveTextContent('Successfully Imported: 2 rows of atlas-april.csv imported, 1 row not imported.');
    expect(result).toHaveTextContent('Row 3: Premium is missing');
    expect(await screen.findByRole('cell', { name: 'SUM-Q-2026-000501' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Importedbdximport')?.body).toEqual({ id: 77, client_id: 2, intake_id: 1 });
  });

  it('asks for a note before importing a file whose computed total ($4,250.00) differs from its Control Value ($99,999.99), and sends it', async () => {
    const differs: AdminBdxFile = { ...CARRIER_FILE, control_value: '99999.99', computed_total: '4250.00' };
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewclientinbound': { body: { brdxList: [differs] } },
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: { id: 9, kind: 'bdx-import', status: 'running', progress: 0, total: 2, result: null, error: null } } },
      '/viewjob': { body: { id: 9, kind: 'bdx-import', status: 'running', progress: 0, total: 2, result: null, error: null } },
    });
    renderWithProviders(<BdxFileListPage kind="inbound" />, { path: '/user_admin_bdx_inbound' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for atlas-april.csv' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to Import?' });
    expect(dialog).toHaveTextContent('The totals of this file do not agree with its Control Value. Say why it is imported anyway.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Note is required when the totals differ')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/Importedbdximport')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Carrier confirmed the Control Value is a typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/Importedbdximport')?.body).toEqual({ id: 77, client_id: 2, intake_id: 1, note: 'Carrier confirmed the Control Value is a typo' }));
  });

  it('shows each carrier file’s Kind and asks the server for the files of the Kind typed in its header box', async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewclientinbound': { body: { brdxList: [{ ...CARRIER_FILE, kind: 'claims' }, { ...CARRIER_FILE, id: 78, file_name: 'atlas-may.csv', kind: 'premium' }], total: 2 } },
    });
    renderWithProviders(<BdxFileListPage kind="inbound" />, { path: '/user_admin_bdx_inbound' });
    expect(await screen.findByRole('row', { name: /atlas-april\.csv/ })).toHaveTextContent('Claims');
    expect(screen.getByRole('row', { name: /atlas-may\.csv/ })).toHaveTextContent('Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by Kind' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Kind' }), 'claims');
    await waitFor(() => expect(calls.filter((call) => call.path === '/viewclientinbound').at(-1)?.body).toMatchObject({ filters: { kind: 'claims' } }));
  });

  it('asks for a note when rows have problems, the totals agreeing', async () => {
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewclientinbound': { body: { brdxList: [{ ...CARRIER_FILE, problem_count: 1 }] } },
    });
    renderWithProviders(<BdxFileListPage kind="inbound" />, { path: '/user_admin_bdx_inbound' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for atlas-april.csv' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Do you want to Import?' })).toHaveTextContent('Some rows of this file have problems. Say why it is imported anyway.');
  });

  it('removes a carrier’s file left Received (a legacy XLS, unread) after the confirmation; an imported file offers no Remove', async () => {
    const legacy: AdminBdxFile = { ...CARRIER_FILE, id: 90, file_name: 'carrier-legacy.xls', parse_status: 'unsupported', processed: '0', computed_total: null, row_count: null };
    const imported: AdminBdxFile = { ...CARRIER_FILE, id: 78, file_name: 'atlas-march.csv', imported: '1' };
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewclientinbound': { body: { brdxList: [legacy, imported] } },
      '/removebrdxsamplefile': { body: { message: 'File removed' } },
    });
    renderWithProviders(<BdxFileListPage kind="inbound" />, { path: '/user_admin_bdx_inbound' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for atlas-march.csv' }));
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for carrier-legacy.xls' }));
    expect(screen.queryByRole('menuitem', { name: 'Import' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByText('Do you want to remove?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('File removed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/removebrdxsamplefile')?.body).toEqual({ id: 90 });
  });
});

describe('BDX file view (review)', () => {
  const renderView = (answers: Parameters<typeof mockFetch>[0]) => {
    const mocked = mockFetch({ '/myaccess': { body: { everything: true, items: [] } }, '/editbrdxfileview': { body: VIEW }, ...answers });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_brdx_file_view/:id" element={<FileViewPage from="review" />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_brdx_file_view/41' },
    );
    return mocked;
  };

  it('shows both totals and the row problems, and approves a file whose totals differ only with a note', async () => {
    const { calls } = renderView({ '/reviewdbdx': { body: { message: 'File approved', brdx: { ...FILE, approved: '1' } } } });
    const summary = await screen.findByRole('region', { name: 'File summary' });
    expect(summary).toHaveTextContent('Expected Total (Control Value)$500.00');
    expect(summary).toHaveTextContent('Computed Total$100.00');
    expect(screen.getByRole('region', { name: 'Row problems' })).toHaveTextContent("Premium 'abc' is not an amount");
    expect(screen.getByRole('cell', { name: 'P-2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to Approve?' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect(await screen.findByText('Note is required when the totals differ')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/reviewdbdx')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Note/), 'Late endorsement');
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user_admin_bdx_review'));
    expect(calls.find((call) => call.path === '/reviewdbdx')?.body).toEqual({ id: 41, note: 'Late endorsement' });
    expect(dialog).not.toBeInTheDocument();
  });

  it('approves a file whose totals agree after the plain confirmation, and offers no Approve once approved', async () => {
    const agreed = { ...VIEW, brdxList: { ...FILE, computed_total: '500.00', problem_count: 0 } };
    const { calls } = renderView({
      '/editbrdxfileview': { body: agreed },
      '/reviewdbdx': { body: { message: 'File approved', brdx: { ...FILE, approved: '1' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Do you want to Approve?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/reviewdbdx')?.body).toEqual({ id: 41 }));
  });

  it('says a preview is not available for an XLS file', async () => {
    renderView({
      '/editbrdxfileview': { body: { ...VIEW, brdxList: { ...FILE, parse_status: 'unsupported', computed_total: null, row_count: null }, mappedRows: { ...VIEW.mappedRows, rows: [], total: 0 }, problems: [] } },
    });
    expect(await screen.findByText('A preview is not available for XLS files.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mapped rows' })).not.toBeInTheDocument();
  });
});

describe('Export of the bordereau lists (admin)', () => {
  let saved: string[] = [];
  beforeEach(() => {
    saved = captureSavedFiles();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The lists' calls answered by mockFetch; an export call answered with a file, its path, body and token kept. */
  function serve(answers: Parameters<typeof mockFetch>[0]) {
    mockFetch(answers);
    return mockExportCalls();
  }

  it('exports the history as CSV from the server, the whole list', async () => {
    const downloads = serve({ '/myaccess': { body: { everything: true, items: [] } }, '/viewbrdxfile': { body: { brdxList: [FILE] } } });
    renderWithProviders(<BdxFileListPage kind="history" />, { path: '/user_admin_bdx_history' });
    expect(await screen.findByText('march-premium.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['bordereaux-history.csv']));
    expect(downloads).toEqual([{ path: '/exportviewbrdxfile', body: { client_id: 2, filters: {}, format: 'csv' }, authorization: expect.stringMatching(/^Bearer /) }]);
  });

  it('exports the imported records as XLSX', async () => {
    const downloads = serve({ '/viewbrdximportfile': { body: { importedRecords: [], page: 1, pageSize: 10, total: 0 } } });
    renderWithProviders(<ImportedPage />, { path: '/client_user_brdx_importfile' });
    expect(await screen.findByText('No file has been imported yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toEqual(['bordereaux-imported-records.xlsx']));
    expect(downloads).toEqual([{ path: '/exportviewbrdximportfile', body: { client_id: 2, filters: {}, format: 'xlsx' }, authorization: expect.stringMatching(/^Bearer /) }]);
  });
});
