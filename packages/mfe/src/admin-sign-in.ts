import { errorMessage, forgetEarlierSession, store } from '@kyubos/api';
import type { ClientType, LoginRequest, LoginResponse } from '@kyubos/contracts';
import {
  FALLBACK_LANDING,
  accountOfToken,
  clearAdminSession,
  isStaff,
  landingPath,
  noticeStoredSession,
  pageSessionState,
  saveAdminSession,
  saveClientType,
  startPageSession,
} from '@kyubos/session';
import { prefetchAccess } from './access';
import { sessionApi } from './session-api';

/** The user's menu decides the first screen; a menu that cannot load sends the user home. */
async function landingFor(session: LoginResponse, clientType: ClientType): Promise<string> {
  const menu = isStaff(session.login_type)
    ? sessionApi.endpoints.staffMenu.initiate({ type_id: clientType, uid: session.user_id })
    : sessionApi.endpoints.adminMenu.initiate({ type_id: clientType });
  const request = store.dispatch(menu);
  try {
    return landingPath((await request.unwrap()).menuWithSubmenu);
  } catch {
    return FALLBACK_LANDING;
  } finally {
    request.unsubscribe();
  }
}

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

const requestLogin = (credentials: LoginRequest): Promise<LoginResponse> => store.dispatch(sessionApi.endpoints.login.initiate(credentials)).unwrap();

/** Stores a new session and reads what its first screen needs; answers that screen. */
async function openSession(session: LoginResponse): Promise<string> {
  saveAdminSession(session);
  // The page now works for this account: a page that showed another one is told (it goes home).
  startPageSession('admin');
  // The caller's access is read meanwhile, so the layout opens with what it shows (the side bar among them).
  const access = prefetchAccess();
  const { client } = await store.dispatch(sessionApi.endpoints.client.initiate(session.client_id)).unwrap();
  saveClientType(client.Client_Type);
  const landing = await landingFor(session, client.Client_Type);
  await access;
  return landing;
}

/**
 * Signs an admin or staff user in: stores the session and the client's type and answers the
 * first screen to open (the countries screen when the user's menu offers it, else the menu's
 * first screen), with the menu and the caller's access already read into the store. On failure
 * nothing stays stored and the error carries the server's message.
 */
export async function signInAdmin(credentials: LoginRequest): Promise<string> {
  forgetEarlierSession();
  try {
    return await openSession(await requestLogin(credentials));
  } catch (error) {
    clearAdminSession();
    // Nothing read for the session that failed stays in the store either.
    forgetEarlierSession();
    throw new Error(errorMessage(error, SIGN_IN_FAILED), { cause: error });
  }
}

/**
 * Signs in again on a page whose session ended, without leaving it. The same user goes on where
 * they were: the calls held meanwhile are sent with the new token and nothing read is dropped.
 * Another user is signed in as at the sign-in page, and the page, told its account was replaced,
 * returns to that user's home. A refused sign-in leaves the page and its held calls as they were;
 * the error carries the server's message.
 */
export async function signInAgainAdmin(credentials: LoginRequest): Promise<void> {
  let session: LoginResponse;
  try {
    session = await requestLogin(credentials);
  } catch (error) {
    throw new Error(errorMessage(error, SIGN_IN_FAILED), { cause: error });
  }
  if (accountOfToken(session.token) === pageSessionState('admin').account) {
    saveAdminSession(session);
    noticeStoredSession('admin');
    return;
  }
  forgetEarlierSession();
  try {
    await openSession(session);
  } catch (error) {
    clearAdminSession();
    forgetEarlierSession();
    throw new Error(errorMessage(error, SIGN_IN_FAILED), { cause: error });
  }
}
