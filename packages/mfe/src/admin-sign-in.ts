import { errorMessage, forgetEarlierSession, store } from '@kyubos/api';
import type { ClientType, LoginRequest, LoginResponse } from '@kyubos/contracts';
import { FALLBACK_LANDING, clearAdminSession, isStaff, landingPath, saveAdminSession, saveClientType } from '@kyubos/session';
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

/**
 * Signs an admin or staff user in: stores the session and the client's type and answers the
 * first screen to open (the countries screen when the user's menu offers it, else the menu's
 * first screen), with the menu and the caller's access already read into the store. On failure
 * nothing stays stored and the error carries the server's message.
 */
export async function signInAdmin(credentials: LoginRequest): Promise<string> {
  forgetEarlierSession();
  try {
    const session = await store.dispatch(sessionApi.endpoints.login.initiate(credentials)).unwrap();
    saveAdminSession(session);
    // The caller's access is read meanwhile, so the layout opens with what it shows (the side bar among them).
    const access = prefetchAccess();
    const { client } = await store.dispatch(sessionApi.endpoints.client.initiate(session.client_id)).unwrap();
    saveClientType(client.Client_Type);
    const landing = await landingFor(session, client.Client_Type);
    await access;
    return landing;
  } catch (error) {
    clearAdminSession();
    // Nothing read for the session that failed stays in the store either.
    forgetEarlierSession();
    throw new Error(errorMessage(error, 'Sign-in failed. Please try again.'), { cause: error });
  }
}
