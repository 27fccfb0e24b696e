import type { ClientType, LoginResponse } from '@kyubos/contracts';
// The plain values only: the session loads on the sign-in page, before zod and the schemas.
import { LOGIN_TYPE } from '@kyubos/contracts/constants';
import { STORAGE_KEYS } from './storage-keys';
import { isTokenExpired } from './token';
import { closePageSession, pageSessionState, sessionStored } from './page-session';

/** The signed-in admin or staff user, as kept in local storage. */
export interface AdminSession {
  token: string;
  userId: number;
  clientId: number;
  loginType: number;
  clientType: ClientType | null;
}

const ADMIN_KEYS = [
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.clientId,
  STORAGE_KEYS.loginType,
  STORAGE_KEYS.clientType,
  STORAGE_KEYS.menuActive,
  STORAGE_KEYS.submenuActive,
  STORAGE_KEYS.submenuRowPaths,
  STORAGE_KEYS.sideBarShown,
  STORAGE_KEYS.selectedDataArray,
] as const;

export function saveAdminSession(login: LoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.userToken, login.token);
  localStorage.setItem(STORAGE_KEYS.userId, String(login.user_id));
  localStorage.setItem(STORAGE_KEYS.clientId, String(login.client_id));
  localStorage.setItem(STORAGE_KEYS.loginType, String(login.login_type));
  readAdminSession();
}

/**
 * The signed-in user changed its own password: the server ended every earlier token of the
 * account and answered the one this page goes on with (the same account, so the page carries on).
 */
export function renewAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.userToken, token);
  readAdminSession();
  sessionStored('admin');
}

export function saveClientType(clientType: ClientType): void {
  localStorage.setItem(STORAGE_KEYS.clientType, clientType);
  sessionStored('admin');
}

/** The page's session as last read from storage: kept while it has ended and its user signs in again. */
let lastRead: AdminSession | null = null;

/**
 * The signed-in user as stored; while the page's session has ended (another tab signed out, or
 * the token was refused) the user the page was showing, so the page and the calls it holds keep
 * their user and client until the same user signs in again.
 */
export function readAdminSession(): AdminSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.userToken);
  if (!token) return pageSessionState('admin').ended ? lastRead : null;
  lastRead = {
    token,
    userId: Number(localStorage.getItem(STORAGE_KEYS.userId)),
    clientId: Number(localStorage.getItem(STORAGE_KEYS.clientId)),
    loginType: Number(localStorage.getItem(STORAGE_KEYS.loginType)),
    clientType: (localStorage.getItem(STORAGE_KEYS.clientType) as ClientType | null) ?? null,
  };
  return lastRead;
}

/** A session exists and has not expired. */
export function hasLiveAdminSession(nowMs: number = Date.now()): boolean {
  return !isTokenExpired(localStorage.getItem(STORAGE_KEYS.userToken), nowMs);
}

/** Signs out on this page: the stored session goes, and the page no longer works for it. */
export function clearAdminSession(): void {
  for (const key of ADMIN_KEYS) localStorage.removeItem(key);
  lastRead = null;
  closePageSession('admin');
}

export const isStaff = (loginType: number): boolean => loginType === LOGIN_TYPE.staff;
export const isPlatformAdmin = (loginType: number): boolean => loginType === LOGIN_TYPE.platformAdmin;
/** The signed-in admin reads the audit trail (client admins and the platform admin; /viewaudit refuses staff). */
export const readsAuditTrail = (): boolean => {
  const loginType = readAdminSession()?.loginType;
  return loginType === LOGIN_TYPE.platformAdmin || loginType === LOGIN_TYPE.clientAdmin;
};

const ADMIN_LOGIN_SUFFIX = '_MGA_admin';

/** Where the admin login lives: the product's own name followed by _MGA_admin. */
export const adminLoginPath = (productName: string): string => `/${productName}${ADMIN_LOGIN_SUFFIX}`;

/** Whether a path has the admin login's form for some product name: read before the runtime config names the product. */
export const couldBeAdminLoginPath = (pathname: string): boolean => pathname.endsWith(ADMIN_LOGIN_SUFFIX);
