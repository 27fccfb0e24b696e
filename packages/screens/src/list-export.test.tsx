import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@kyubos/api';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import type { DataTableColumn } from '@kyubos/ui';
import { ListScreen } from './list-screen';
import { ServerListScreen, serverPage, useServerList } from './server-list';

interface Row {
  id: number;
  name: string;
  city: string;
}
const KEYS = ['name', 'city'] as const;

const exportListApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportKitRows: build.query<{ people: Row[]; total: number }, object>({
      query: (body) => ({ url: '/viewpeople', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'city', header: 'City' },
];
const PEOPLE: Row[] = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: index % 2 ? 'Denver' : 'Boulder' }));

function People() {
  const list = useServerList({ keys: KEYS, pageSize: 5, filterMode: 'apply' });
  const answer = exportListApi.useExportKitRowsQuery(list.params);
  const query = { ...answer, data: serverPage(answer.data, (data) => data.people) };
  return <ServerListScreen title="People" columns={columns} list={list} query={query} exportAs={{ listCall: '/viewpeople', body: { company_id: 7 }, fileName: 'people' }} />;
}

/** The list's calls answered by mockFetch; the export call answered with a file and its name. */
function serve(exportAnswer: { status: number; body: string; disposition?: string }) {
  mockFetch({ '/viewpeople': { body: { people: PEOPLE.slice(0, 5), total: PEOPLE.length } } });
  return mockExportCalls(() => {
    const headers: Record<string, string> = { 'Content-Type': exportAnswer.status === 200 ? 'text/csv' : 'application/json' };
    if (exportAnswer.disposition) headers['Content-Disposition'] = exportAnswer.disposition;
    return new Response(exportAnswer.body, { status: exportAnswer.status, headers });
  });
}

let saved: string[] = [];
beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  saved = captureSavedFiles();
});
afterEach(() => jest.restoreAllMocks());

describe('Export of a server-paged list', () => {
  it('exports the applied filters and sort, not the page, and saves the file under the name the server gives', async () => {
    const downloads = serve({ status: 200, body: 'Name,City\r\n', disposition: 'attachment; filename="people-2026-11-26.csv"' });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 5 of 12');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Denver');
    await userEvent.click(screen.getByRole('button', { name: /Filter$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['people-2026-11-26.csv']));
    expect(downloads).toEqual([
      { path: '/exportviewpeople', body: { company_id: 7, filters: { city: 'Denver' }, sort: 'name', direction: 'asc', format: 'csv' }, authorization: expect.stringMatching(/^Bearer /) },
    ]);
  });

  it('asks for XLSX with the same list, and names the file itself when the server gives no name', async () => {
    const downloads = serve({ status: 200, body: 'PK' });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 5 of 12');
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toEqual(['people.xlsx']));
    expect(downloads[0]).toMatchObject({ path: '/exportviewpeople', body: { company_id: 7, filters: {}, format: 'xlsx' } });
  });

  it("shows the server's refusal and saves nothing", async () => {
    serve({ status: 403, body: JSON.stringify({ message: 'You need Read permission for this' }) });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 5 of 12');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need Read permission for this');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('A list the caller is refused', () => {
  const REFUSAL = { status: 403, body: { message: 'You need Read permission for this' } };

  it('offers no export on a server-paged list, only the refusal', async () => {
    mockFetch({ '/viewpeople': REFUSAL });
    renderWithProviders(<People />);
    expect(await screen.findByText('You do not have access to People')).toBeInTheDocument();
    expect(screen.getByText('You need Read permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export XLSX' })).toBeNull();
  });

  it('offers no export on a list the browser filters, only the refusal', () => {
    const refusal = { status: 403, data: { message: 'You need Read permission for this' } };
    renderWithProviders(
      <ListScreen title="Users" columns={columns} query={{ isLoading: false, error: refusal, refetch: () => undefined }} canWrite={false} exportAs={{ listCall: '/viewpeople', fileName: 'people' }} />,
    );
    expect(screen.getByText('You do not have access to Users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export XLSX' })).toBeNull();
  });

  it('still offers the export of a list that failed for another reason, with Retry', () => {
    const failure = { status: 503, data: { message: 'The service is unavailable' } };
    renderWithProviders(
      <ListScreen title="Users" columns={columns} query={{ isLoading: false, error: failure, refetch: () => undefined }} canWrite={false} exportAs={{ listCall: '/viewpeople', fileName: 'people' }} />,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('Export of a list the browser filters', () => {
  it('exports with the header filters typed in the table', async () => {
    const downloads = serve({ status: 200, body: 'Name,City\r\n', disposition: 'attachment; filename="people.csv"' });
    renderWithProviders(
      <ListScreen title="People" columns={columns} query={{ data: PEOPLE, isLoading: false, refetch: () => undefined }} canWrite={false} filterable exportAs={{ listCall: '/viewpeople', body: { company_id: 7 }, fileName: 'people' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Boul');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['people.csv']));
    expect(downloads[0]).toMatchObject({ path: '/exportviewpeople', body: { company_id: 7, filters: { city: 'Boul' }, format: 'csv' } });
  });
});
