import { api } from './base-api';
import { areaApi } from './area-api';
import { TAGS } from './tags';
import { store } from './store';
import { errorMessage, errorStatus, formErrorMessage } from './errors';
import { setRuntimeConfig } from './runtime-config';
import { liveToken, mockFetch } from '@kyubos/devtools/testing';
import { clearAdminSession, onAccountReplaced, pageSessionState, saveAdminSession, startPageSession, giveUpHeldCalls, noticeStoredSession } from '@kyubos/session';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST', body: {} }) }),
    carrierProbe: build.mutation<unknown, void>({
      query: () => ({ url: '/carrier-probe', method: 'POST', body: {} }),
      extraOptions: { session: 'carrier' },
    }),
  }),
});

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', productName: 'Kyubos', remotes: [] });
  window.history.pushState(null, '', '/user_admin_home');
});

describe('the base query', () => {
  it('sends the admin token as a Bearer header to the runtime base URL', async () => {
    const token = liveToken();
    localStorage.setItem('user_token', token);
    const { calls, fetchMock } = mockFetch({ '/probe': { body: { ok: true } } });
    await store.dispatch(probe.endpoints.probe.initiate()).unwrap();
    expect(calls[0]?.authorization).toBe(`Bearer ${token}`);
    expect(String((fetchMock.mock.calls[0]?.[0] as Request).url)).toBe('http://api.test/probe');
  });

  it('sends the carrier token on carrier calls', async () => {
    localStorage.setItem('user_token', 'admin-token');
    localStorage.setItem('client_user_BDX_token', 'carrier-token');
    const { calls } = mockFetch({ '/carrier-probe': { body: {} } });
    await store.dispatch(probe.endpoints.carrierProbe.initiate()).unwrap();
    expect(calls[0]?.authorization).toBe('Bearer carrier-token');
  });

  it('signs the admin out to the admin login when the server answers 401 to a signed call of a page without a session to keep', async () => {
    localStorage.setItem('user_token', liveToken());
    localStorage.setItem('user_id', '3');
    mockFetch({ '/probe': { status: 401, body: { message: 'Your session has expired' } } });
    await expect(store.dispatch(probe.endpoints.probe.initiate()).unwrap()).rejects.toBeTruthy();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(window.location.pathname).toBe('/Kyubos_MGA_admin');
  });

  it('leaves the page alone on a 401 to an unsigned call (a failed sign-in)', async () => {
    mockFetch({ '/probe': { status: 401, body: { message: 'Invalid username or password' } } });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(errorMessage('error' in result ? result.error : null)).toBe('Invalid username or password');
    expect(window.location.pathname).toBe('/user_admin_home');
  });
});

describe('a refusal (403) reads the caller\'s menu and access again', () => {
  const access = areaApi('api_test', [TAGS.Menu, TAGS.Permission]).injectEndpoints({
    endpoints: (build) => ({
      testStaffMenu: build.query<unknown, void>({
        query: () => ({ url: '/viewmainmenuandsubmenuuser', method: 'POST', body: {} }),
        providesTags: [{ type: TAGS.Menu, id: 'LIST' }, { type: TAGS.Permission, id: 'LIST' }],
      }),
      testMyAccess: build.query<unknown, void>({
        query: () => ({ url: '/myaccess', method: 'POST', body: {} }),
        providesTags: [{ type: TAGS.Permission, id: 'ME' }],
      }),
    }),
  });

  it('after a call is refused, the menu and access are read again (once each); the refused call is not sent again', async () => {
    localStorage.setItem('user_token', liveToken());
    const { calls } = mockFetch({
      '/viewmainmenuandsubmenuuser': { body: { menuWithSubmenu: [] } },
      '/myaccess': { body: { everything: false, items: [] } },
      '/probe': { status: 403, body: { message: 'You need Read permission for this' } },
    });
    const menu = store.dispatch(access.endpoints.testStaffMenu.initiate());
    const mine = store.dispatch(access.endpoints.testMyAccess.initiate());
    await Promise.all([menu, mine]);
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    expect([count('/viewmainmenuandsubmenuuser'), count('/myaccess')]).toEqual([1, 1]);
    await expect(store.dispatch(probe.endpoints.probe.initiate()).unwrap()).rejects.toBeTruthy();
    await waitForCalls(() => count('/viewmainmenuandsubmenuuser') === 2 && count('/myaccess') === 2);
    expect(count('/probe')).toBe(1);
    menu.unsubscribe();
    mine.unsubscribe();
  });

  it('a refused menu or access read does not read them again (no loop)', async () => {
    localStorage.setItem('user_token', liveToken());
    const { calls } = mockFetch({ '/myaccess': { status: 403, body: { message: 'Only administrators may make this call' } } });
    const mine = store.dispatch(access.endpoints.testMyAccess.initiate(undefined, { forceRefetch: true }));
    await mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/myaccess')).toHaveLength(1);
    mine.unsubscribe();
  });
});

/** Waits (up to a second) until the calls made satisfy `done`. */
async function waitForCalls(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 1000) throw new Error('the calls expected were not made');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a session that ends while a signed-in page is open', () => {
  const ARI = { sub: '34', client_id: 2, login_type: 4 };
  const signIn = (claims: object, jti: string) => {
    const token = liveToken({ ...claims, jti });
    saveAdminSession({ message: 'ok', token, user_id: 34, client_id: 2, login_type: 4 });
    return token;
  };
  /** Lets the calls under way reach their next step. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    signIn(ARI, 'first');
    startPageSession('admin');
  });
  afterEach(() => clearAdminSession());

  it('a 401 keeps the page where it is; the call waits, and once the same user signs in again it is sent with the new token', async () => {
    let refuse = true;
    const { calls } = mockFetch({
      '/probe': () => (refuse ? { status: 401, body: { message: 'Your session has ended, please sign in again' } } : { status: 201, body: { id: 88 } }),
    });
    const saved = store.dispatch(probe.endpoints.probe.initiate()).unwrap();
    await settle();
    expect(window.location.pathname).toBe('/user_admin_home');
    expect(pageSessionState('admin').ended).toBe('refused');
    // The refused token leaves storage (the browser's other tabs learn the session ended); the page keeps its user.
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('client_id')).toBe('2');
    expect(calls).toHaveLength(1);

    refuse = false;
    const again = signIn(ARI, 'second');
    noticeStoredSession('admin');
    await expect(saved).resolves.toEqual({ id: 88 });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.authorization).toBe(`Bearer ${again}`);
  });

  it('calls made while the session has ended are not sent until the user signs in again', async () => {
    mockFetch({ '/probe': { status: 401, body: { message: 'Sign-in required' } } });
    void store.dispatch(probe.endpoints.probe.initiate());
    await settle();
    const { calls } = mockFetch({ '/probe': { body: { ok: true } } });
    const later = store.dispatch(probe.endpoints.probe.initiate()).unwrap();
    await settle();
    expect(calls).toHaveLength(0);
    signIn(ARI, 'second');
    noticeStoredSession('admin');
    await expect(later).resolves.toEqual({ ok: true });
    // Both went once the user signed in: the refused one again, and the one held.
    expect(calls).toHaveLength(2);
  });

  it('the held calls are never sent under another account: they fail, and the page is told it was replaced', async () => {
    mockFetch({ '/probe': { status: 401, body: { message: 'Sign-in required' } } });
    const refused = store.dispatch(probe.endpoints.probe.initiate());
    await settle();
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    const { calls } = mockFetch({ '/probe': { body: { ok: true } } });
    signIn({ sub: '2', client_id: 2, login_type: 2 }, 'summit-admin');
    noticeStoredSession('admin');
    const result = await refused;
    expect('error' in result && errorMessage(result.error)).toBe('Your session has ended. Sign in again to continue.');
    expect(calls).toHaveLength(0);
    expect(replaced).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a call of a page whose stored session became another account’s (no storage event seen) is not sent', async () => {
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    const { calls } = mockFetch({ '/probe': { body: { ok: true } } });
    signIn({ sub: '2', client_id: 2, login_type: 2 }, 'summit-admin');
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(replaced).toHaveBeenCalledTimes(1);
    expect('error' in result && errorMessage(result.error)).toBe('Your session has ended. Sign in again to continue.');
    expect(calls).toHaveLength(0);
    // The page now works for the new account (and goes to its home): its next calls carry that token.
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(calls).toHaveLength(1);
    stop();
  });

  it('closing the question gives the held calls up: they fail with the reason', async () => {
    mockFetch({ '/probe': { status: 401, body: { message: 'Sign-in required' } } });
    const refused = store.dispatch(probe.endpoints.probe.initiate());
    await settle();
    giveUpHeldCalls('admin');
    const result = await refused;
    expect('error' in result && errorMessage(result.error)).toBe('Your session has ended. Sign in again to continue.');
    expect(window.location.pathname).toBe('/user_admin_home');
  });
});

describe('error helpers', () => {
  it('prefers the server message, then a plain explanation', () => {
    expect(errorMessage({ status: 400, data: { message: 'Invalid country_code: required' } })).toBe('Invalid country_code: required');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/could not be reached/);
    expect(errorMessage({ status: 500, data: 'x' }, 'Fallback')).toBe('Fallback');
    expect(errorStatus({ status: 403, data: {} })).toBe(403);
    expect(errorStatus({ message: 'x' })).toBeNull();
  });

  it('says a form’s field errors under the fields’ labels, every one of them', () => {
    const refused = {
      status: 400,
      data: {
        message: 'Invalid coverage_limit: must be a number',
        errors: [
          { path: 'coverageData.coverage_limit', message: 'must be a number' },
          { path: 'coverageData.coverage_premium', message: 'must be 0 or more' },
        ],
      },
    };
    const labels = { coverage_limit: 'Coverage Limit', coverage_premium: 'Premium' };
    expect(formErrorMessage(refused, labels)).toBe('Coverage Limit must be a number; Premium must be 0 or more');
    // A field without a label keeps its path; a refusal without field errors says its message.
    expect(formErrorMessage({ status: 400, data: { message: 'x', errors: [{ path: 'other', message: 'is required' }] } }, labels)).toBe('other is required');
    expect(formErrorMessage({ status: 409, data: { message: 'Already there' } }, labels)).toBe('Already there');
  });
});
