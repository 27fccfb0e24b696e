import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AgentListPage } from '../features/agents/components/agent-list-page';
import { UserListPage } from '../features/users/components/user-list-page';

/** The lists of the signed-in client's own records: one list call each, answered with one row. */
const LISTS: { title: string; page: ReactElement; menuPath: string; listCall: string; answer: object; shown: string; addHref: string; editName: string }[] = [
  {
    title: 'Agents',
    page: <AgentListPage />,
    menuPath: '/user_admin_agent',
    listCall: '/viewclientagent',
    answer: { clientagent: [{ id: 11, agentcode: 'SSA-001', agentname: 'Front Range Insurance Agency' }] },
    shown: 'Front Range Insurance Agency',
    addHref: '/user_admin_add_agent',
    editName: 'Edit Front Range Insurance Agency',
  },
  {
    title: 'Users',
    page: <UserListPage />,
    menuPath: '/user_admin_users',
    listCall: '/viewclientuser',
    answer: { user: [{ id: 5, firstname: 'Sam', lastname: 'Carter' }] },
    shown: 'Carter',
    addHref: '/user_admin_add_users',
    editName: 'Edit Sam Carter',
  },
];

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '4');
});

describe.each(LISTS)('The $title list', ({ title, page, menuPath, listCall, answer, shown, addHref, editName }) => {
  async function renderAs(level: 'read' | 'read_and_write') {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: false, items: [{ url: menuPath, level }] } },
      [listCall]: { body: answer },
    });
    renderWithProviders(page, { path: menuPath });
    expect(await within(await screen.findByRole('table', { name: title })).findByText(shown)).toBeInTheDocument();
    return calls;
  }

  it("shows the signed-in client's rows; a writer of its menu item gets Add and the exports", async () => {
    const calls = await renderAs('read_and_write');
    expect(calls.find((call) => call.path === listCall)?.body).toEqual({ company_id: 2 });
    expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', addHref);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("names a row's Edit button by the record, never by its id", async () => {
    await renderAs('read_and_write');
    expect(await screen.findByRole('button', { name: editName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /record/ })).toBeNull();
  });

  it('gives a reader of its menu item the exports and no Add', async () => {
    await renderAs('read');
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });
});
