import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, areaApi, store } from '@kyubos/api';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { clearAdminSession, onAccountReplaced, pageSessionState, saveAdminSession, startPageSession } from '@kyubos/session';
import { signInAgainAdmin } from './admin-sign-in';
import { SessionEndedDialog } from './session-ended-dialog';

const save = areaApi('session-ended-test', []).injectEndpoints({
  endpoints: (build) => ({
    saveQuotation: build.mutation<{ id: number }, { firstname: string }>({ query: (body) => ({ url: '/savepolicyquoation', method: 'POST', body }) }),
  }),
});

const ARI = { sub: '34', client_id: 2, login_type: 4 };
const loginAs = (claims: typeof ARI, jti: string) => ({
  message: 'ok',
  token: liveToken({ ...claims, jti }),
  user_id: Number(claims.sub),
  client_id: claims.client_id,
  login_type: claims.login_type,
});

function renderPage(onSignOut = jest.fn()) {
  renderWithProviders(
    <>
      <label>
        First Name
        <input defaultValue="Tess" />
      </label>
      <SessionEndedDialog kind="admin" signInAgain={signInAgainAdmin} onSignOut={onSignOut} />
    </>,
  );
  return onSignOut;
}

describe('SessionEndedDialog', () => {
  beforeEach(() => {
    saveAdminSession(loginAs(ARI, 'first'));
    startPageSession('admin');
  });
  afterEach(() => {
    clearAdminSession();
    store.dispatch(api.util.resetApiState());
  });

  it('asks the same user to sign in again in place; the refused save is then sent again with the new token and nothing typed is lost', async () => {
    let saved = 0;
    const second = loginAs(ARI, 'second');
    const { calls } = mockFetch({
      '/savepolicyquoation': () => (saved++ === 0 ? { status: 401, body: { message: 'Your session has ended, please sign in again' } } : { status: 201, body: { id: 88 } }),
      '/commonlogin': ({ password }: { password: string }) =>
        password === 'Kyub0s-QA-10a!x' ? { body: second } : { status: 401, body: { message: 'Invalid username or password' } },
    } as never);
    renderPage();
    let result: Promise<{ id: number }> | undefined;
    act(() => {
      result = store.dispatch(save.endpoints.saveQuotation.initiate({ firstname: 'Tess' })).unwrap();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('Sign in again to continue.');
    expect(screen.getByLabelText('First Name')).toHaveValue('Tess');

    // A wrong password: the server's message, the question stays.
    await userEvent.type(screen.getByLabelText(/Username/), 'ari_qa10a');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'Kyub0s-QA-10a!x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(result).resolves.toEqual({ id: 88 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saves = calls.filter((call) => call.path === '/savepolicyquoation');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.authorization).toBe(`Bearer ${second.token}`);
    expect(saves[1]?.body).toEqual({ firstname: 'Tess' });
    // The sign-in itself carried no token.
    expect(calls.find((call) => call.path === '/commonlogin')?.authorization).toBeNull();
  });

  it('another user signing in in the dialog replaces the page’s account: the held save is not sent under it', async () => {
    const { calls } = mockFetch({
      '/savepolicyquoation': { status: 401, body: { message: 'Your session has ended, please sign in again' } },
      '/commonlogin': { body: loginAs({ sub: '2', client_id: 2, login_type: 2 }, 'summit-admin') },
      '/editclient': { body: { client: { id: 2, Client_Type: 'MGU', Client_FullName: 'Summit Specialty MGA' } } },
      '/viewmainmenuandsubmenu': { body: { menuWithSubmenu: [] } },
      '/myaccess': { body: { everything: true, items: [] } },
    });
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    renderPage();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.dispatch(save.endpoints.saveQuotation.initiate({ firstname: 'Tess' })).unwrap();
      // It fails while the user acts: asserted below.
      result.catch(() => undefined);
    });
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await userEvent.type(screen.getByLabelText(/Username/), 'summit_admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The earlier user's save fails (dropped with what was read for that user), never sent again.
    await expect(result).rejects.toBeTruthy();
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/savepolicyquoation')).toHaveLength(1);
    expect(localStorage.getItem('Client_Type')).toBe('MGU');
    stop();
  });

  it('closing the question lets the save fail with the reason; the next call asks again; Sign out leaves', async () => {
    mockFetch({ '/savepolicyquoation': { status: 401, body: { message: 'Your session has ended, please sign in again' } } });
    const onSignOut = renderPage();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.dispatch(save.endpoints.saveQuotation.initiate({ firstname: 'Tess' })).unwrap();
      // It fails while the user acts: asserted below.
      result.catch(() => undefined);
    });
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await userEvent.keyboard('{Escape}');
    await expect(result).rejects.toMatchObject({ data: { message: 'Your session has ended. Sign in again to continue.' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageSessionState('admin').ended).toBe('refused');

    act(() => {
      void store.dispatch(save.endpoints.saveQuotation.initiate({ firstname: 'Tess' }));
    });
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
