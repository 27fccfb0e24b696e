import { errorMessage, forgetEarlierSession, store } from '@kyubos/api';
import type { CarrierLoginResponse, LoginRequest } from '@kyubos/contracts';
import { accountOfToken, clearCarrierSession, noticeStoredSession, pageSessionState, saveCarrierSession, startPageSession } from '@kyubos/session';
import { carrierSessionApi } from './api';

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

async function requestLogin(credentials: LoginRequest): Promise<CarrierLoginResponse> {
  try {
    return await store.dispatch(carrierSessionApi.endpoints.carrierLogin.initiate(credentials)).unwrap();
  } catch (error) {
    throw new Error(errorMessage(error, SIGN_IN_FAILED), { cause: error });
  }
}

/** Signs a carrier in from the sign-in page: nothing read for an earlier session stays; on failure nothing is stored. */
export async function signInCarrier(credentials: LoginRequest): Promise<void> {
  forgetEarlierSession();
  try {
    saveCarrierSession(await requestLogin(credentials));
    startPageSession('carrier');
  } catch (error) {
    clearCarrierSession();
    throw error;
  }
}

/**
 * Signs in again on a portal page whose session ended, without leaving it: the same carrier user
 * goes on (the calls held meanwhile are sent with the new token); another one is signed in as at
 * the sign-in page and the portal, told its account was replaced, opens that user's files.
 */
export async function signInAgainCarrier(credentials: LoginRequest): Promise<void> {
  const login = await requestLogin(credentials);
  if (accountOfToken(login.token) === pageSessionState('carrier').account) {
    saveCarrierSession(login);
    noticeStoredSession('carrier');
    return;
  }
  forgetEarlierSession();
  saveCarrierSession(login);
  startPageSession('carrier');
}
