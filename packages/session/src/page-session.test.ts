import { clearAdminSession, readAdminSession, saveAdminSession } from './admin-session';
import { clearCarrierSession, readCarrierSession, saveCarrierSession } from './carrier-session';
import {
  accountOfToken,
  onAccountReplaced,
  pageSessionState,
  startPageSession,
  subscribePageSession,
  whenSessionOpen,
  endPageSession,
  giveUpHeldCalls,
} from './page-session';

const token = (claims: object) => `h.${Buffer.from(JSON.stringify({ exp: 9_999_999_999, ...claims })).toString('base64url')}.s`;
const ARI = { sub: '34', client_id: 2, login_type: 4 };
const ADMIN = { sub: '2', client_id: 2, login_type: 2 };
const login = (claims: typeof ARI) => ({ message: 'ok', token: token(claims), user_id: Number(claims.sub), client_id: claims.client_id, login_type: claims.login_type });

/** Another tab of the browser wrote (or removed) a stored key: the storage event this page gets. */
function otherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

/** A page signed in as Ari (staff of client 2). */
function signedInAsAri() {
  saveAdminSession(login(ARI));
  startPageSession('admin');
}

afterEach(() => {
  clearAdminSession();
  clearCarrierSession();
});

describe('who a token speaks for', () => {
  it('reads the user, client and login type from the token alone', () => {
    expect(accountOfToken(token(ARI))).toBe('|34|2|4|');
    expect(accountOfToken(token({ ...ARI, jti: 'another-sign-in' }))).toBe(accountOfToken(token(ARI)));
    expect(accountOfToken(token(ADMIN))).not.toBe(accountOfToken(token(ARI)));
    expect(accountOfToken(token({ exp: 5 }))).toBeNull();
    expect(accountOfToken(null)).toBeNull();
  });
});

describe('the page’s session and the other tabs of the browser', () => {
  it('a sign-out in another tab ends the page’s session, and the page keeps its user and client meanwhile', () => {
    signedInAsAri();
    const changes = jest.fn();
    const unsubscribe = subscribePageSession('admin', changes);
    // The other tab's Logout removes the keys one by one, the token first.
    otherTab('user_token', null);
    otherTab('user_id', null);
    otherTab('client_id', null);
    expect(pageSessionState('admin').ended).toBe('signed-out-elsewhere');
    expect(changes).toHaveBeenCalled();
    // The form's company_id stays the client's (it was sent as 0 before).
    expect(readAdminSession()).toMatchObject({ userId: 34, clientId: 2, loginType: 4 });
    unsubscribe();
  });

  it('the same user signing in again in another tab resumes the page: the calls it held go on', async () => {
    signedInAsAri();
    otherTab('user_token', null);
    const held = whenSessionOpen('admin');
    otherTab('user_token', token({ ...ARI, jti: 'second-sign-in' }));
    await expect(held).resolves.toBe('resumed');
    expect(pageSessionState('admin').ended).toBeNull();
  });

  it('another account signing in in another tab replaces the page’s: the page is told and the held calls are dropped', async () => {
    signedInAsAri();
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    otherTab('user_token', null);
    const held = whenSessionOpen('admin');
    // summit_admin's token arrives before the ids written after it: the token alone says who it is.
    otherTab('user_token', token(ADMIN));
    await expect(held).resolves.toBe('replaced');
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(pageSessionState('admin')).toMatchObject({ account: accountOfToken(token(ADMIN)), ended: null });
    stop();
  });

  it('an account change is noticed without a sign-out between (the storage events of a live page)', () => {
    signedInAsAri();
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    otherTab('user_token', token(ADMIN));
    expect(replaced).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the ids and client type another tab writes after its token make the page read its session again', () => {
    signedInAsAri();
    const changes = jest.fn();
    const unsubscribe = subscribePageSession('admin', changes);
    otherTab('Client_Type', 'TPA');
    expect(changes).toHaveBeenCalledTimes(1);
    // A key that does not say who is signed in changes nothing.
    otherTab('menuactive', '3');
    expect(changes).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a page without a session (the sign-in page) is not affected by other tabs', () => {
    const replaced = jest.fn();
    const stop = onAccountReplaced('admin', replaced);
    otherTab('user_token', token(ADMIN));
    expect(pageSessionState('admin')).toMatchObject({ account: null, ended: null });
    expect(replaced).not.toHaveBeenCalled();
    stop();
  });
});

describe('ending and closing the page’s session', () => {
  it('a session ended here holds calls until the user gives up or signs out; each held call asks again', async () => {
    signedInAsAri();
    expect(endPageSession('admin', 'refused')).toBe(true);
    const askedBefore = pageSessionState('admin').asked;
    const first = whenSessionOpen('admin');
    expect(pageSessionState('admin').asked).toBe(askedBefore + 1);
    giveUpHeldCalls('admin');
    await expect(first).resolves.toBe('given-up');
    // Still ended: the next call asks again.
    const second = whenSessionOpen('admin');
    expect(pageSessionState('admin').asked).toBe(askedBefore + 2);
    clearAdminSession();
    await expect(second).resolves.toBe('given-up');
    expect(pageSessionState('admin')).toMatchObject({ account: null, ended: null });
    expect(readAdminSession()).toBeNull();
  });

  it('a page without a session has nothing to end', () => {
    expect(endPageSession('admin', 'refused')).toBe(false);
    expect(pageSessionState('admin').ended).toBeNull();
  });

  it('the carrier portal’s session is watched apart from the admin one', () => {
    signedInAsAri();
    saveCarrierSession({ token: token({ sub: '9', client_id: 2, carrier_id: 5 }), user_id: 9, client_id: 2, career_id: 5 });
    startPageSession('carrier');
    otherTab('client_user_BDX_token', null);
    expect(pageSessionState('carrier').ended).toBe('signed-out-elsewhere');
    expect(pageSessionState('admin').ended).toBeNull();
    expect(readCarrierSession()).toMatchObject({ clientId: 2, companyId: 5 });
  });
});
