import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { STORAGE_KEYS, clearAdminSession, clearCarrierSession, adminLoginPath, CARRIER_LOGIN_PATH } from '@kyubos/session';
import { getRuntimeConfig } from './runtime-config';

/** Which session's token a call carries: admin/staff calls, or the carrier portal's. */
export type SessionKind = 'admin' | 'carrier';
export interface KyubosExtraOptions {
  session?: SessionKind;
}

const TOKEN_KEY: Record<SessionKind, string> = { admin: STORAGE_KEYS.userToken, carrier: STORAGE_KEYS.bdxToken };

/**
 * Ends a session the server no longer accepts and sends the user to that session's sign-in page.
 * Every call that carries a token uses this on a 401 (RTK Query here, the upload's XMLHttpRequest too).
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

const SIGN_OUT_CALL: Record<SessionKind, string> = { admin: '/logout', carrier: '/carrierlogout' };

/**
 * Signing out by choice: the server ends the session's token (refused from then on, even where it
 * was copied), then the caller clears the session here. Not waited for: keepalive lets the call
 * outlive the page, and one that fails leaves the token to expire as before.
 */
export function endServerSession(session: SessionKind): void {
  const token = localStorage.getItem(TOKEN_KEY[session]);
  if (!token) return;
  void fetch(`${getRuntimeConfig().apiBaseUrl}${SIGN_OUT_CALL[session]}`, { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/**
 * Base URL from the runtime config, `Authorization: Bearer` from the session, and a 401 on a
 * call that carried a token signs that session out (handled once, here).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, KyubosExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const session = extraOptions?.session ?? 'admin';
  const token = localStorage.getItem(TOKEN_KEY[session]);
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: getRuntimeConfig().apiBaseUrl,
    prepareHeaders(headers) {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await rawBaseQuery(args, api, extraOptions ?? {});
  if (result.error?.status === 401 && token) signOutSession(session);
  return result;
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

/** Tags for a list and each of its records. */
export function listTags<T extends string>(type: T, items: readonly { id: number | string }[] | undefined) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
