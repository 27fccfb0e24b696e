import { STORAGE_KEYS } from './storage-keys';
import { isTokenExpired } from './token';
import { closePageSession, pageSessionState } from './page-session';

export interface CarrierSession {
  token: string;
  userId: number;
  clientId: number;
  companyId: number;
}

export interface CarrierLogin {
  token: string;
  user_id: number;
  client_id: number;
  career_id: number;
}

export function saveCarrierSession(login: CarrierLogin): void {
  localStorage.setItem(STORAGE_KEYS.bdxToken, login.token);
  localStorage.setItem(STORAGE_KEYS.bdxClientId, String(login.client_id));
  localStorage.setItem(STORAGE_KEYS.bdxCompanyId, String(login.career_id));
  localStorage.setItem(STORAGE_KEYS.userId, String(login.user_id));
  readCarrierSession();
}

let lastRead: CarrierSession | null = null;

/** The carrier as stored; while the portal's session has ended, the carrier the page was showing (as readAdminSession). */
export function readCarrierSession(): CarrierSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.bdxToken);
  if (!token) return pageSessionState('carrier').ended ? lastRead : null;
  lastRead = {
    token,
    userId: Number(localStorage.getItem(STORAGE_KEYS.userId)),
    clientId: Number(localStorage.getItem(STORAGE_KEYS.bdxClientId)),
    companyId: Number(localStorage.getItem(STORAGE_KEYS.bdxCompanyId)),
  };
  return lastRead;
}

export function hasLiveCarrierSession(nowMs: number = Date.now()): boolean {
  return !isTokenExpired(localStorage.getItem(STORAGE_KEYS.bdxToken), nowMs);
}

/** Every key the portal writes (user_id is the spec's shared name for the carrier user's id). */
const CARRIER_KEYS = [
  STORAGE_KEYS.bdxToken,
  STORAGE_KEYS.bdxClientId,
  STORAGE_KEYS.bdxCompanyId,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.forgotClientUserId,
] as const;

/** Signs the carrier out on this page: the stored session goes, and the page no longer works for it. */
export function clearCarrierSession(): void {
  for (const key of CARRIER_KEYS) localStorage.removeItem(key);
  lastRead = null;
  closePageSession('carrier');
}

export const CARRIER_LOGIN_PATH = '/BDX_Login';
