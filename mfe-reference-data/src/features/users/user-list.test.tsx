import { screen, within } from '@testing-library/react';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { UserListPage } from './components/user-list-page';

const USERS = [
  {
    id: 5, firstname: 'Sam', lastname: 'Carter', phonenumber: '13035550122', email: 'sam.carter@summitspecialty.example',
    username: 'summit_staff', company_id: 2, category_id: null, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null,
  },
];

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '4');
});

describe('Users list', () => {
  it("lists the signed-in client's users; a reader of the menu item gets no Add", async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_users', level: 'read' }] } },
      '/viewclientuser': { body: { user: USERS } },
    });
    renderWithProviders(<UserListPage />, { path: '/user_admin_users' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Carter')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewclientuser')?.body).toEqual({ company_id: 2 });
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });
});
