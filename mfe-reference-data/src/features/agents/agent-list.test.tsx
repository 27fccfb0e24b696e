import { screen, within } from '@testing-library/react';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AgentListPage } from './components/agent-list-page';

const AGENTS = [
  { id: 11, company_id: 2, agentcode: 'SSA-001', agentname: 'Front Range Insurance Agency', phonenumber: null, email: null, address: null, city_name: 'Denver', state_name: 'CO', zipcode: '80202' },
];
beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '4');
});

describe('Agents list', () => {
  it("lists the signed-in client's agents; a writer of the menu item gets Add and the exports", async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_agent', level: 'read_and_write' }] } },
      '/viewclientagent': { body: { clientagent: AGENTS } },
    });
    renderWithProviders(<AgentListPage />, { path: '/user_admin_agent' });
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(await within(table).findByText('Front Range Insurance Agency')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewclientagent')?.body).toEqual({ company_id: 2 });
    expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user_admin_add_agent');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
