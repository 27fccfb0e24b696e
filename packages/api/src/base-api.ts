import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  SESSION_ENDED_MESSAGE,
  SESSION_TOKEN_KEY,
  clearAdminSession,
  clearCarrierSession,
  adminLoginPath,
  CARRIER_LOGIN_PATH,
  endPageSession,
  noticeStoredSession,
  pageSessionState,
  whenSessionOpen,
  type SessionKind,
} from '@kyubos/session';
import { getRuntimeConfig } from './runtime-config';
import { TAGS } from './tags';

export type { SessionKind };
export interface KyubosExtraOptions {
  session?: SessionKind;
  /** A sign-in call: sent without the session's token, and never held while the session has ended. */
  signIn?: boolean;
}

/**
 * Ends a session the server no longer accepts and sends the user to that session's sign-in page:
 * for a page that has no session to keep (a signed-in page keeps itself and asks its user to
 * sign in again: endSessionInPlace).
 */
export function signOutSession(session: SessionKind): void {
  if (session === 'carrier') {
    clearCarrierSession();
    window.history.pushState(null, '', CARRIER_LOGIN_PATH);
  } else {
    clearAdminSession();
    window.history.pushState(null, '', adminLoginPath(getRuntimeConfig().productName));
  }
  // Routers (the shell's and each remote's) follow popstate.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * A 401 to a call that carried `token`: the session ended. A signed-in page stays as it is, with
 * what was typed, and asks its user to sign in again (the refused token leaves storage, so the
 * browser's other tabs ask too); a page without a session goes to the sign-in page. Answers
 * whether the page kept its session, so the call may wait for the user to sign in again.
 */
export function endSessionInPlace(session: SessionKind, token: string): boolean {
  // Another sign-in stored a newer token meanwhile: the page's session goes on with it.
  if (localStorage.getItem(SESSION_TOKEN_KEY[session]) !== token) return true;
  if (!endPageSession(session, 'refused')) {
    signOutSession(session);
    return false;
  }
  localStorage.removeItem(SESSION_TOKEN_KEY[session]);
  return true;
}

const SIGN_OUT_CALL: Record<SessionKind, string> = { admin: '/logout', carrier: '/carrierlogout' };

/**
 * Signing out by choice: the server ends the session's token (refused from then on, even where it
 * was copied), then the caller clears the session here. Not waited for: keepalive lets the call
 * outlive the page, and one that fails leaves the token to expire as before.
 */
export function endServerSession(session: SessionKind): void {
  const token = localStorage.getItem(SESSION_TOKEN_KEY[session]);
  if (!token) return;
  void fetch(`${getRuntimeConfig().apiBaseUrl}${SIGN_OUT_CALL[session]}`, { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/**
 * The token a call of the page's session may carry now: waits while the session has ended; null
 * when the call must not go (another account signed in, or nobody signed in again).
 */
export async function tokenForCall(session: SessionKind): Promise<string | null> {
  const account = pageSessionState(session).account;
  noticeStoredSession(session);
  // Another account's token is stored (its tab's storage event not yet seen): this call was made for the earlier one.
  if (pageSessionState(session).account !== account) return null;
  if ((await whenSessionOpen(session)) !== 'resumed') return null;
  return localStorage.getItem(SESSION_TOKEN_KEY[session]) ?? '';
}

/** The answer of a call not sent, or refused, because the session ended and nobody signed in again as its user. */
const sessionEnded = () => ({ error: { status: 401, data: { message: SESSION_ENDED_MESSAGE } } as FetchBaseQueryError });

/**
 * Base URL from the runtime config and `Authorization: Bearer` from the session. A 401 on a call
 * that carried a token ends the session in place (handled once, here): the call waits for the
 * user to sign in again and is then sent again with the new token (a 401 means the server did
 * nothing). Calls made while the session has ended wait the same way. A call is never sent for
 * an account other than the page's: if another one signed in (in another tab), the page is told
 * and the call fails.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, KyubosExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const session = extraOptions?.session ?? 'admin';
  const send = (token: string | null) =>
    fetchBaseQuery({
      baseUrl: getRuntimeConfig().apiBaseUrl,
      prepareHeaders(headers) {
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    })(args, api, extraOptions ?? {});
  if (extraOptions?.signIn) return send(null);

  for (;;) {
    const token = await tokenForCall(session);
    if (token === null) return sessionEnded();
    const result = await send(token);
    if (result.error?.status === 403 && session === 'admin') rereadAccessAfterRefusal(args, api.dispatch);
    if (result.error?.status !== 401 || !token) return result;
    // A page without a session to keep was signed out: the refusal is the answer.
    if (!endSessionInPlace(session, token)) return result;
  }
};

/**
 * The one RTK Query slice. Each area adds endpoints and tag types with `areaApi(area, tagTypes)`
 * in its own `features/<domain>/api.ts`; tags are `{ type, id }` per item and `{ type, id: 'LIST' }` per list.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Each area adds its own tag types (areaApi): none are listed here.
  tagTypes: [],
  endpoints: () => ({}),
});

/** The slice with the tag types of the caller's menu and access (which the session area provides). */
const accessTagged = api.enhanceEndpoints({ addTagTypes: [TAGS.Menu, TAGS.Permission] });

/** The calls that read the caller's own menu and access: a refusal of one of them is not followed by reading them again. */
const ACCESS_CALLS = new Set(['/viewmainmenuandsubmenu', '/viewmainmenuandsubmenuuser', '/myaccess']);

/**
 * A 403: the caller's rights may have changed since the page read them (an admin took an item
 * away, or made the user an agent's), so its menu and access are read again and the menu offers
 * only what the server now allows. The refused call itself is not sent again.
 */
function rereadAccessAfterRefusal(args: string | FetchArgs, dispatch: (action: unknown) => unknown): void {
  const url = typeof args === 'string' ? args : args.url;
  if (ACCESS_CALLS.has(url)) return;
  rereadAccess(dispatch);
}

/** Reads the signed-in caller's menu and access again (the queries showing them refetch). */
export function rereadAccess(dispatch: (action: unknown) => unknown): void {
  dispatch(
    accessTagged.util.invalidateTags([
      { type: TAGS.Menu, id: 'LIST' },
      { type: TAGS.Permission, id: 'LIST' },
      { type: TAGS.Permission, id: 'ME' },
    ]),
  );
}

/** Tags for a list and each of its records. */
export function listTags<T extends string>(type: T, items: readonly { id: number | string }[] | undefined) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
