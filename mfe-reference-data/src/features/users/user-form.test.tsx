import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AddUserPage, EditUserPage } from './components/user-form';
import { useClientUsersQuery } from './api';

const AGENTS = [
  { id: 11, company_id: 2, agentcode: 'SSA-001', agentname: 'Front Range Insurance Agency', phonenumber: null, email: null, address: null, city_name: 'Denver', state_name: 'CO', zipcode: '80202' },
  { id: 12, company_id: 2, agentcode: 'SSA-002', agentname: 'Pikes Peak Risk Partners', phonenumber: null, email: null, address: null, city_name: 'Colorado Springs', state_name: 'CO', zipcode: '80903' },
];
const SAM = {
  id: 5, firstname: 'Sam', lastname: 'Carter', phonenumber: '13035550122', email: 'sam.carter@summitspecialty.example',
  username: 'summit_staff', company_id: 2, category_id: null, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null,
  updatedAt: '2026-11-27T19:31:04.120Z',
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});

const base = {
  '/myaccess': { body: { everything: true, items: [] } },
  '/viewclientagent': { body: { clientagent: AGENTS } },
};

function renderAdd() {
  return renderWithProviders(
    <Routes>
      <Route path="/user_admin_add_users" element={<AddUserPage />} />
      <Route path="/user_admin_users" element={<p>Users list</p>} />
    </Routes>,
    { path: '/user_admin_add_users' },
  );
}

describe('User form: username check', () => {
  it("clears a taken name and says 'Sorry, that username is already taken'; a free name clears the message", async () => {
    const { calls } = mockFetch({
      ...base,
      '/commonloginverification': (body) =>
        (body as { username: string }).username === 'summit_staff'
          ? { body: { user: null, message: 'Sorry, that username is already taken' } }
          : { body: { user: { username: 'riley.new' }, message: 'Username is available' } },
    });
    renderAdd();
    const username = screen.getByLabelText(/Username/);
    await userEvent.type(username, 'summit_staff');
    await userEvent.tab();
    expect(await screen.findByText('Sorry, that username is already taken')).toBeInTheDocument();
    expect(username).toHaveValue('');
    await userEvent.type(username, 'riley.new');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Sorry, that username is already taken')).not.toBeInTheDocument());
    expect(username).toHaveValue('riley.new');
    expect(calls.filter((call) => call.path === '/commonloginverification').map((call) => call.body)).toEqual([
      { username: 'summit_staff' },
      { username: 'riley.new' },
    ]);
  });

  it('clears the message when the check itself fails, keeping what was typed', async () => {
    let answer = { status: 200, body: { user: null, message: 'taken' } as unknown };
    mockFetch({ ...base, '/commonloginverification': () => answer });
    renderAdd();
    const username = screen.getByLabelText(/Username/);
    await userEvent.type(username, 'summit_staff');
    await userEvent.tab();
    expect(await screen.findByText('Sorry, that username is already taken')).toBeInTheDocument();
    answer = { status: 500, body: { message: 'Something went wrong' } };
    await userEvent.type(username, 'someone');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Sorry, that username is already taken')).not.toBeInTheDocument());
    expect(username).toHaveValue('someone');
  });

  it("on edit, leaving the user's own name makes no check", async () => {
    const { calls } = mockFetch({
      ...base,
      '/editclientuser': { body: { user: SAM, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_users/:id" element={<EditUserPage />} />
      </Routes>,
      { path: '/user_admin_edit_users/5' },
    );
    const username = await screen.findByLabelText(/Username/);
    expect(username).toHaveValue('summit_staff');
    await userEvent.click(username);
    await userEvent.tab();
    expect(calls.some((call) => call.path === '/commonloginverification')).toBe(false);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Sam');
  });
});

describe('User form: user type and agent', () => {
  it('Agent shows the agent dropdown and fills id, code and name; Main hides it and clears them', async () => {
    const { calls } = mockFetch({
      ...base,
      '/commonloginverification': { body: { user: { username: 'ada.moss' }, message: 'Username is available' } },
      '/createclientuser': { status: 201, body: { message: 'User created', user: { ...SAM, id: 99 } } },
    });
    renderAdd();
    expect(screen.queryByRole('combobox', { name: /Agent/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    const agent = await screen.findByRole('combobox', { name: /Agent/ });
    await screen.findByRole('option', { name: 'Pikes Peak Risk Partners (SSA-002)' });
    await userEvent.selectOptions(agent, '12');
    await userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/Username/), 'ada.moss');
    await userEvent.type(screen.getByLabelText(/Password/), 'Start-Here-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Users list')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/createclientuser')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ usertype: 'Agent', agent_id: 12, agent_code: 'SSA-002', agent_name: 'Pikes Peak Risk Partners', company_id: 2, firstname: 'Ada', username: 'ada.moss' });
  });

  it('switching back to Main clears the chosen agent from what is sent', async () => {
    const { calls } = mockFetch({
      ...base,
      '/commonloginverification': { body: { user: { username: 'main.one' }, message: 'Username is available' } },
      '/createclientuser': { status: 201, body: { message: 'User created', user: { ...SAM, id: 98 } } },
    });
    renderAdd();
    await userEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    await screen.findByRole('option', { name: 'Front Range Insurance Agency (SSA-001)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Agent/ }), '11');
    await userEvent.click(screen.getByRole('radio', { name: 'Main' }));
    expect(screen.queryByRole('combobox', { name: /Agent/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Username/), 'main.one');
    await userEvent.type(screen.getByLabelText(/Password/), 'Start-Here-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Users list');
    const sent = calls.find((call) => call.path === '/createclientuser')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ usertype: 'Main', agent_id: null, agent_code: '', agent_name: '' });
  });

  it('shows the server message on a failed save and keeps what was typed', async () => {
    mockFetch({
      ...base,
      '/commonloginverification': { body: { user: { username: 'x.y' }, message: 'ok' } },
      '/createclientuser': { status: 409, body: { message: 'Sorry, that username is already taken' } },
    });
    renderAdd();
    await userEvent.type(screen.getByLabelText(/First Name/), 'Xavier');
    await userEvent.type(screen.getByLabelText(/Username/), 'x.y');
    await userEvent.type(screen.getByLabelText(/Password/), 'Long enough pass 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that username is already taken');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Xavier');
  });
});

describe('User form: changing your own password', () => {
  function UsersList() {
    const { data } = useClientUsersQuery(2);
    return <p>{data ? `Users list: ${data.length}` : 'Loading'}</p>;
  }

  it('goes on signed in with the token the save answers: the list read next carries it', async () => {
    const before = localStorage.getItem('user_token')!;
    const renewed = liveToken({ sub: '5', renewed: true });
    const { calls } = mockFetch({
      ...base,
      '/editclientuser': { body: { user: SAM, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null } },
      '/updateclientuser': { body: { message: 'User updated', user: SAM, token: renewed } },
      '/viewclientuser': { body: { user: [SAM] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_users/:id" element={<EditUserPage />} />
        <Route path="/user_admin_users" element={<UsersList />} />
      </Routes>,
      { path: '/user_admin_edit_users/5' },
    );
    await userEvent.type(await screen.findByLabelText(/Password/), 'My own new password 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Users list: 1')).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBe(renewed);
    expect(calls.find((call) => call.path === '/updateclientuser')!.authorization).toBe(`Bearer ${before}`);
    expect(calls.filter((call) => call.path === '/viewclientuser').map((call) => call.authorization)).toEqual([`Bearer ${renewed}`]);
  });
});

describe('User form: another user saved the user meanwhile', () => {
  it('keeps what was typed and shows who saved it, and stays on the form; the save sent the version the form read', async () => {
    const changed = 'This user changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const { calls } = mockFetch({
      ...base,
      '/editclientuser': { body: { user: SAM, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null } },
      '/updateclientuser': { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_users/:id" element={<EditUserPage />} />
        <Route path="/user_admin_users" element={<p>Users list</p>} />
      </Routes>,
      { path: '/user_admin_edit_users/5' },
    );
    const lastname = await screen.findByLabelText(/Last Name/);
    await userEvent.clear(lastname);
    await userEvent.type(lastname, 'Carter-Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(calls.find((call) => call.path === '/updateclientuser')?.body).toMatchObject({ id: 5, lastname: 'Carter-Lee', updatedAt: '2026-11-27T19:31:04.120Z' });
    expect(screen.queryByText('Users list')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Carter-Lee');
  });

  describe('the user read again in the background after the refusal', () => {
    const changed = 'This user changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const SAVED_AT = '2026-11-27T19:45:10.500Z';
    const SAVED_BY_ANA = { ...SAM, lastname: 'BlakeA', updatedAt: SAVED_AT };
    // The server: the user as Ana saved it once read again; a save of any other version refused.
    function serve() {
      let reads = 0;
      const { calls } = mockFetch({
        ...base,
        '/editclientuser': () => ({ body: { user: (reads += 1) === 1 ? SAM : SAVED_BY_ANA, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null } }),
        '/updateclientuser': (body) =>
          (body as { updatedAt: string }).updatedAt === SAVED_AT
            ? { body: { message: 'User updated', user: SAVED_BY_ANA } }
            : { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
      });
      renderWithProviders(
        <Routes>
          <Route path="/user_admin_edit_users/:id" element={<EditUserPage />} />
          <Route path="/user_admin_users" element={<p>Users list</p>} />
        </Routes>,
        { path: '/user_admin_edit_users/5' },
      );
      return { calls, reads: () => reads };
    }
    const saves = (calls: { path: string; body: unknown }[]) =>
      calls.filter((call) => call.path === '/updateclientuser').map((call) => call.body as { updatedAt: string; lastname: string });

    it('a second Save still sends the version the form read and is refused again; what was typed stays', async () => {
      const { calls, reads } = serve();
      const lastname = await screen.findByLabelText(/Last Name/);
      await userEvent.clear(lastname);
      await userEvent.type(lastname, 'BlakeB');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      await waitFor(() => expect(reads()).toBe(2));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(saves(calls)).toHaveLength(2));
      expect(saves(calls).map((sent) => [sent.updatedAt, sent.lastname])).toEqual([
        ['2026-11-27T19:31:04.120Z', 'BlakeB'],
        ['2026-11-27T19:31:04.120Z', 'BlakeB'],
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(changed);
      expect(screen.queryByText('Users list')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Last Name/)).toHaveValue('BlakeB');
    });

    it('Reload the user shows the user as saved meanwhile, drops what was typed, and the next save sends that version', async () => {
      const { calls } = serve();
      const lastname = await screen.findByLabelText(/Last Name/);
      await userEvent.clear(lastname);
      await userEvent.type(lastname, 'BlakeB');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload the user' }));

      await waitFor(() => expect(screen.getByLabelText(/Last Name/)).toHaveValue('BlakeA'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/First Name/), 'my');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Users list')).toBeInTheDocument();
      expect(saves(calls).map((sent) => [sent.updatedAt, sent.lastname])).toEqual([
        ['2026-11-27T19:31:04.120Z', 'BlakeB'],
        [SAVED_AT, 'BlakeA'],
      ]);
    });
  });
});
