import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBdxFile } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { adminBdxFile } from './admin-bdx-file.fixture';
import { BdxFileListPage } from './components/file-list-page';

const file = (id: number, file_name: string, approved: '0' | '1'): AdminBdxFile => adminBdxFile({ id, file_name, approved });

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});
afterEach(() => localStorage.clear());

describe('BdxFileListPage: filters, sort and pages from the server', () => {
  it("sends the header filters, sort and page to the list call and shows the server's page and total", async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewbrdxfile': (body) => {
        const { filters = {} } = body as { filters?: Record<string, string> };
        return { body: filters.status === 'Approved' ? { brdxList: [file(42, 'april-premium.csv', '1')], total: 1 } : { brdxList: [file(41, 'march-premium.csv', '0')], total: 23 } };
      },
    });
    renderWithProviders(<BdxFileListPage kind="history" />, { path: '/user_admin_bdx_history' });
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('march-premium.csv')).toBeInTheDocument();
    expect(screen.getByText(/of 23$/)).toBeInTheDocument();
    const listCalls = () => calls.filter((call) => call.path === '/viewbrdxfile').map((call) => call.body);
    expect(listCalls()[0]).toEqual({ client_id: 2, filters: {}, page: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Filter by Status' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Status' }), 'Approved');
    expect(await within(table).findByText('april-premium.csv')).toBeInTheDocument();
    expect(within(table).queryByText('march-premium.csv')).not.toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ client_id: 2, filters: { status: 'Approved' }, page: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Control Value' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sort: 'control_value', direction: 'asc', filters: { status: 'Approved' } }));
  });

  it('names the button that opens a history row by its file, never by its id', async () => {
    mockFetch({ '/myaccess': { body: { everything: true, items: [] } }, '/viewbrdxfile': { body: { brdxList: [file(41, 'march-premium.csv', '0')], total: 1 } } });
    renderWithProviders(<BdxFileListPage kind="history" />, { path: '/user_admin_bdx_history' });
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByRole('button', { name: 'View march-premium.csv' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /41/ })).toBeNull();
  });
});
