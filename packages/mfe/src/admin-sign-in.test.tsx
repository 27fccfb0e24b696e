import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api, setRuntimeConfig, store } from '@kyubos/api';
import { liveToken, mockFetch } from '@kyubos/devtools/testing';
import { useItemAccess } from './access';
import { signInAdmin } from './admin-sign-in';

const LOGIN = { message: 'ok', token: liveToken(), user_id: 3, client_id: 2, login_type: 2 };
const answers = (access: object, login: object = LOGIN) => ({
  '/commonlogin': { body: login },
  '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
  '/viewmainmenuandsubmenu': { body: { menuWithSubmenu: [{ id: 1, name: 'Home', url: '/user_admin_home', menutype: 1, submenu: [] }] } },
  '/myaccess': { body: access },
});
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('signInAdmin', () => {
  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', productName: 'Kyubos', remotes: [] });
    store.dispatch(api.util.resetApiState());
  });

  it('answers the first screen with the caller\'s access already read: the layout\'s first render knows what it may show', async () => {
    const { calls } = mockFetch(answers({ everything: true, items: [] }));
    expect(await signInAdmin({ username: 'summit_admin', password: 'secret' })).toBe('/user_admin_home');
    expect(calls.filter((call) => call.path === '/myaccess')).toHaveLength(1);
    const { result } = renderHook(() => useItemAccess('/user_admin_policy_quotations'), { wrapper });
    expect(result.current).toEqual(expect.objectContaining({ isLoading: false, canWrite: true }));
  });

  it('reads the access afresh at each sign-in, and keeps nothing read for a sign-in that failed', async () => {
    mockFetch(answers({ everything: true, items: [] }));
    await signInAdmin({ username: 'summit_admin', password: 'secret' });
    // The next sign-in in the same page: its own access, not the one kept from before.
    mockFetch(answers({ everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'read' }] }));
    await signInAdmin({ username: 'summit_staff', password: 'secret' });
    const { result, unmount } = renderHook(() => useItemAccess('/user_admin_policy_quotations'), { wrapper });
    expect(result.current).toEqual(expect.objectContaining({ isLoading: false, canRead: true, canWrite: false }));
    unmount();
    // Another client's staff, whose client cannot be read.
    mockFetch({ ...answers({ everything: false, items: [] }, { ...LOGIN, client_id: 5, login_type: 4 }), '/editclient': { status: 500, body: { message: 'Down' } } });
    await expect(signInAdmin({ username: 'harbor_staff', password: 'secret' })).rejects.toThrow('Down');
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('forgets what was read for the session before it: nothing of one user is shown to the next in the same page', async () => {
    mockFetch(answers({ everything: true, items: [] }, { ...LOGIN, user_id: 7, login_type: 4 }));
    await signInAdmin({ username: 'summit_staff', password: 'secret' });
    const readFor = () => Object.keys(store.getState().api.queries).filter((key) => key.startsWith('staffMenu'));
    expect(readFor()).toHaveLength(1);
    // That session ends (signed out, or expired) with what it read still kept; the next user signs in.
    localStorage.clear();
    mockFetch(answers({ everything: true, items: [] }));
    await signInAdmin({ username: 'summit_admin', password: 'secret' });
    expect(readFor()).toEqual([]);
  });
});
