import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { adminBdxFile } from './admin-bdx-file.fixture';
import { BdxFileListPage } from './components/file-list-page';
import { ImportedPage } from './components/imported-page';

const CARRIER_FILE = adminBdxFile({
  id: 77,
  createdAt: '2026-04-02T10:00:00Z',
  period: '042026',
  file_name: 'atlas-april.csv',
  control_value: '1000.00',
  sender_name: 'Atlas Insurance Co',
  sender_id: 'ATL-1',
  intake_name: 'GENERAL LIABILITY',
  processed_date: '2026-04-02T10:00:01Z',
  direction: 'outbound',
  row_count: 3000,
  computed_total: '1000.00',
});

const job = (status: 'running' | 'done', progress: number) => ({
  id: 9,
  kind: 'bdx-import',
  status,
  progress,
  total: 3000,
  result:
    status === 'done'
      ? { message: 'Successfully Imported', imported: 2999, skipped: [], already_in_book: [{ row: 2, reason: 'Already in the book as SUM-Q-2026-000042' }], brdx: { ...CARRIER_FILE, imported: '1' } }
      : null,
  error: null,
});

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});
afterEach(() => localStorage.clear());

function renderInbound(answers: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({
    '/myaccess': { body: { everything: true, items: [] } },
    '/viewclientinbound': { body: { brdxList: [CARRIER_FILE] } },
    '/viewbrdximportfile': { body: { importedRecords: [], page: 1, pageSize: 10, total: 0 } },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/user_admin_bdx_inbound" element={<BdxFileListPage kind="inbound" />} />
      <Route path="/client_user_brdx_importfile" element={<ImportedPage />} />
    </Routes>,
    { path: '/user_admin_bdx_inbound' },
  );
  return mocked;
}

async function importIt() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for atlas-april.csv' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Import' }));
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
}

describe('Inbound import: a progress bar, then the result', () => {
  it('shows the job’s progress in rows while it runs, then the import page with the result and the rows already in the book', async () => {
    let polls = 0;
    renderInbound({
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/viewjob': () => {
        polls += 1;
        return { body: polls < 2 ? job('running', 1200) : job('done', 3000) };
      },
    });
    await importIt();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(await screen.findByText('1,200 of 3,000 rows')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '1200');
    const result = await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 });
    expect(result).toHaveTextContent('Successfully Imported: 2999 rows of atlas-april.csv imported, 1 row not imported.');
    expect(result).toHaveTextContent('Row 2: Already in the book as SUM-Q-2026-000042');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'success');
  });

  it('says the import is finishing once every row is in while the job still runs, rather than standing at the last row', async () => {
    let polls = 0;
    renderInbound({
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/viewjob': () => {
        polls += 1;
        return { body: polls < 3 ? job('running', 3000) : job('done', 3000) };
      },
    });
    await importIt();
    expect(await screen.findByText('All 3,000 rows are in: finishing the import (updating the lists)…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '3000');
    expect(await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 })).toHaveTextContent('Successfully Imported');
  });

  it('shows an import that imported no row and found none in the book as an error: the file is still to import', async () => {
    const nothing = {
      ...job('done', 3000),
      result: { message: 'Nothing imported', imported: 0, skipped: [{ row: 1, reason: 'State is missing' }], already_in_book: [], brdx: CARRIER_FILE },
    };
    renderInbound({
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/viewjob': { body: nothing },
    });
    await importIt();
    const result = await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 });
    expect(result).toHaveTextContent('Nothing imported: 0 rows of atlas-april.csv imported, 1 row not imported.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'error');
  });

  it('shows an import whose rows were all in the book already as nothing imported, naming the policy each row is', async () => {
    const inBook = {
      ...job('done', 2),
      total: 2,
      result: {
        message: 'Nothing imported',
        imported: 0,
        skipped: [],
        already_in_book: [
          { row: 1, reason: 'Already in the book as SUM-P-2026-000017' },
          { row: 2, reason: 'Already in the book as SUM-P-2026-000018' },
        ],
        brdx: { ...CARRIER_FILE, imported: '1' },
      },
    };
    renderInbound({
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/viewjob': { body: inBook },
    });
    await importIt();
    const result = await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 });
    expect(result).toHaveTextContent('Nothing imported: 0 rows of atlas-april.csv imported, 2 rows not imported.');
    expect(result).toHaveTextContent('Row 1: Already in the book as SUM-P-2026-000017');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'error');
  });

  it('after a claims file shows how its rows went and the way to its claims in Loss Runs, not the empty table of imported records', async () => {
    const claimsFile = { ...CARRIER_FILE, kind: 'claims' as const, file_name: 'gl-claims-ok.csv' };
    const done = { ...job('done', 2), total: 2, result: { message: 'Successfully Imported', imported: 2, skipped: [], already_in_book: [], brdx: claimsFile } };
    const { calls } = renderInbound({
      '/viewclientinbound': { body: { brdxList: [claimsFile] } },
      '/Importedbdximport': { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/viewjob': { body: done },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for gl-claims-ok.csv' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Import' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const result = await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 });
    expect(result).toHaveTextContent('Successfully Imported: 2 rows of gl-claims-ok.csv imported.');
    expect(screen.getByRole('link', { name: 'Open Loss Runs' })).toHaveAttribute('href', '/user_admin_loss_runs');
    expect(screen.queryByText('No file has been imported yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Premium/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/viewbrdximportfile')).toBe(false);
  });

  it('asks for the program when the line has several and the file names none, then imports with it', async () => {
    const { calls } = renderInbound({
      '/Importedbdximport': (body) =>
        (body as { program_id?: number }).program_id === undefined
          ? {
              status: 400,
              body: {
                message: 'Invalid program_id: GENERAL LIABILITY has 2 programs (Basic, Premier) and the file has no Program column: choose the program of the records',
                errors: [{ path: 'program_id', message: 'GENERAL LIABILITY has 2 programs' }],
              },
            }
          : { status: 202, body: { message: 'Import started', job_id: 9, job: job('running', 0) } },
      '/intakestateandprogram': { body: { state: [], program: [{ id: 5, program_name: 'Basic' }, { id: 6, program_name: 'Premier' }] } },
      '/viewjob': { body: job('done', 3000) },
    });
    await importIt();
    expect(await screen.findByText(/has 2 programs \(Basic, Premier\)/)).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Program/ }), await screen.findByRole('option', { name: 'Premier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/Importedbdximport').at(-1)?.body).toEqual({ id: 77, client_id: 2, intake_id: 1, program_id: 6 });
  });
});
