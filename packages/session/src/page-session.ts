import { STORAGE_KEYS } from './storage-keys';
import { decodeTokenPayload } from './token';

/** Which session a call or a page works for: admin/staff, or the carrier portal's. */
export type SessionKind = 'admin' | 'carrier';

/**
 * Why a page's session ended while the page stayed open: the server refused its token (it
 * expired, or was ended by a sign-out or a password change), or another tab of the browser
 * signed out.
 */
export type SessionEndReason = 'refused' | 'signed-out-elsewhere';

/** What a call held while the session had ended learns once it may go on, or not. */
export type SessionOutcome =
  /** The same account signed in again: the call goes with the new token. */
  | 'resumed'
  /** Another account signed in: nothing of the earlier one's is sent. */
  | 'replaced'
  /** The user signed out, or closed the sign-in question: the call fails as refused. */
  | 'given-up';

export interface PageSessionState {
  /** The account the page works for (see accountOfToken), null while none is signed in. */
  account: string | null;
  /** Set while the page's session has ended and waits for its user to sign in again. */
  ended: SessionEndReason | null;
  /** Counts the calls held while ended: a new one asks again after the question was closed. */
  asked: number;
  /** Counts changes of the stored session (another tab's or this one's), for the views that read it. */
  version: number;
}

/** The message of a call that was not sent, or failed, because the session had ended. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';

export const SESSION_TOKEN_KEY: Record<SessionKind, string> = { admin: STORAGE_KEYS.userToken, carrier: STORAGE_KEYS.bdxToken };

/** The stored keys that say who is signed in: a change in another tab re-reads the session. */
const IDENTITY_KEYS: Record<SessionKind, readonly string[]> = {
  admin: [STORAGE_KEYS.userToken, STORAGE_KEYS.userId, STORAGE_KEYS.clientId, STORAGE_KEYS.loginType, STORAGE_KEYS.clientType],
  carrier: [STORAGE_KEYS.bdxToken, STORAGE_KEYS.bdxClientId, STORAGE_KEYS.bdxCompanyId],
};

/**
 * Who a token speaks for, from its own claims (user, client, login type or carrier): the token is
 * stored in one write, so another tab never reads a new token beside the earlier user's ids.
 * Null for a token without a user.
 */
export function accountOfToken(token: string | null): string | null {
  if (!token) return null;
  const claims = decodeTokenPayload(token);
  if (!claims || claims.sub === undefined) return null;
  return [claims.aud, claims.sub, claims.client_id, claims.login_type, claims.carrier_id].map((part) => String(part ?? '')).join('|');
}

interface Watch {
  state: PageSessionState;
  listeners: Set<() => void>;
  replacedListeners: Set<() => void>;
  waiters: ((outcome: SessionOutcome) => void)[];
}

const EMPTY: PageSessionState = { account: null, ended: null, asked: 0, version: 0 };
const watches: Record<SessionKind, Watch> = {
  admin: { state: EMPTY, listeners: new Set(), replacedListeners: new Set(), waiters: [] },
  carrier: { state: EMPTY, listeners: new Set(), replacedListeners: new Set(), waiters: [] },
};

function update(kind: SessionKind, change: Partial<PageSessionState>): void {
  const watch = watches[kind];
  watch.state = { ...watch.state, ...change, version: watch.state.version + 1 };
  for (const listener of [...watch.listeners]) listener();
}

function settle(kind: SessionKind, outcome: SessionOutcome): void {
  const waiters = watches[kind].waiters.splice(0);
  for (const resolve of waiters) resolve(outcome);
}

const storedToken = (kind: SessionKind): string | null => localStorage.getItem(SESSION_TOKEN_KEY[kind]);

let listening = false;
/** Other tabs of the browser share the stored session: their sign-ins and sign-outs reach this page as storage events. */
function listenToOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    for (const kind of ['admin', 'carrier'] as const) {
      // key null: the other tab cleared the whole storage.
      if (event.key !== null && !IDENTITY_KEYS[kind].includes(event.key)) continue;
      if (event.key === null || event.key === SESSION_TOKEN_KEY[kind]) noticeStoredSession(kind);
      else update(kind, {});
    }
  });
}

export const pageSessionState = (kind: SessionKind): PageSessionState => watches[kind].state;

/** Calls the listener on every change of the page's session; answers the unsubscribe. */
export function subscribePageSession(kind: SessionKind, listener: () => void): () => void {
  listenToOtherTabs();
  watches[kind].listeners.add(listener);
  return () => watches[kind].listeners.delete(listener);
}

/** Calls the listener when another account takes the page's place (signed in here or in another tab). */
export function onAccountReplaced(kind: SessionKind, listener: () => void): () => void {
  listenToOtherTabs();
  watches[kind].replacedListeners.add(listener);
  return () => watches[kind].replacedListeners.delete(listener);
}

/**
 * The page now works for the stored session: signed in on this page, or a signed-in page opened.
 * A page that worked for another account learns it was replaced.
 */
export function startPageSession(kind: SessionKind): void {
  listenToOtherTabs();
  const account = accountOfToken(storedToken(kind));
  const before = watches[kind].state.account;
  if (before === account && !watches[kind].state.ended) return;
  if (before !== null && before !== account) {
    replace(kind, account);
    return;
  }
  update(kind, { account, ended: null });
  settle(kind, 'resumed');
}

/** A signed-in page opened: it works for the stored session unless it already works for one. */
export function ensurePageSession(kind: SessionKind): void {
  if (watches[kind].state.account === null) startPageSession(kind);
}

function replace(kind: SessionKind, account: string | null): void {
  update(kind, { account, ended: null });
  settle(kind, 'replaced');
  for (const listener of [...watches[kind].replacedListeners]) listener();
}

/** The page no longer works for a session: its user signed out here (or its token expired). */
export function closePageSession(kind: SessionKind): void {
  if (watches[kind].state.account === null && !watches[kind].state.ended) return;
  update(kind, { account: null, ended: null });
  settle(kind, 'given-up');
}

/**
 * The page's session ended (its token refused, or signed out in another tab): the page stays as
 * it is and its calls wait for the user to sign in again. False when the page has no session
 * to end (then there is nothing to keep).
 */
export function endPageSession(kind: SessionKind, reason: SessionEndReason): boolean {
  const { account, ended } = watches[kind].state;
  if (account === null) return false;
  if (!ended) update(kind, { ended: reason });
  return true;
}

/**
 * Compares the stored session with the page's: the same account signed in again resumes the
 * page; another account replaces it; no token ends it. Called on other tabs' storage events,
 * after a sign-in in the page, and before each call.
 */
export function noticeStoredSession(kind: SessionKind): void {
  const { account, ended } = watches[kind].state;
  if (account === null) return;
  const token = storedToken(kind);
  if (!token) {
    if (!ended) update(kind, { ended: 'signed-out-elsewhere' });
    return;
  }
  const stored = accountOfToken(token);
  if (stored !== account) replace(kind, stored);
  else if (ended) {
    update(kind, { ended: null });
    settle(kind, 'resumed');
  }
}

/** This page wrote the stored session (a sign-in, the client's type): the views that read it read again. */
export function sessionStored(kind: SessionKind): void {
  update(kind, {});
}

/**
 * Resolves when the page's session may carry a call: at once while it is open, else once its
 * user signs in again, another account does, or the user gives up. A held call asks again.
 */
export function whenSessionOpen(kind: SessionKind): Promise<SessionOutcome> {
  const watch = watches[kind];
  if (!watch.state.ended) return Promise.resolve('resumed');
  update(kind, { asked: watch.state.asked + 1 });
  return new Promise((resolve) => watch.waiters.push(resolve));
}

/** The user closed the question without signing in: the calls held fail as refused. */
export function giveUpHeldCalls(kind: SessionKind): void {
  settle(kind, 'given-up');
}
