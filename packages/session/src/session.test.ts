import { isTokenExpired, decodeTokenPayload } from './token';
import { matchRoute, matchesAny, routeMatches } from './route-match';
import { saveAdminSession, readAdminSession, clearAdminSession, hasLiveAdminSession, adminLoginPath, couldBeAdminLoginPath, isStaff } from './admin-session';
import { saveCarrierSession, readCarrierSession, clearCarrierSession } from './carrier-session';

const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const nowSeconds = 1_700_000_000;

describe('token expiry', () => {
  it('reads the payload of a token', () => {
    expect(decodeTokenPayload(token({ exp: 5, name: 'Zoë' }))).toEqual({ exp: 5, name: 'Zoë' });
    expect(decodeTokenPayload('garbage')).toBeNull();
  });
  it('treats a missing, unreadable or past-exp token as expired (exp in seconds)', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('not.a.token')).toBe(true);
    expect(isTokenExpired(token({ exp: nowSeconds - 1 }), nowSeconds * 1000)).toBe(true);
    expect(isTokenExpired(token({ exp: nowSeconds }), nowSeconds * 1000)).toBe(false);
    expect(isTokenExpired(token({ exp: nowSeconds + 60 }), nowSeconds * 1000)).toBe(false);
  });
});

describe('route matching', () => {
  it('matches exact patterns with parameters, case-insensitively, ignoring a trailing slash', () => {
    expect(matchRoute('/user_admin_edit_countries/:id', '/user_admin_edit_countries/7')).toEqual({ id: '7' });
    expect(matchRoute('/user_admin_countries', '/User_Admin_Countries/')).toEqual({});
    expect(matchRoute('/user_admin_countries', '/user_admin_countries/7')).toBeNull();
    expect(matchRoute('/user_admin_state', '/user_admin_state_x')).toBeNull();
    expect(matchesAny(['/a', '/b/:id'], '/b/3')).toBe(true);
  });

  it('decodes a parameter, and only routeMatches (the page entry\'s) answers for a malformed escape without throwing', () => {
    expect(matchRoute('/user_admin_edit_countries/:id', '/user_admin_edit_countries/a%20b')).toEqual({ id: 'a b' });
    expect(routeMatches('/user_admin_edit_countries/:id', '/user_admin_edit_countries/%E0%A4%A')).toBe(true);
    expect(() => matchRoute('/user_admin_edit_countries/:id', '/user_admin_edit_countries/%E0%A4%A')).toThrow(URIError);
  });

  it('routeMatches: matches literal segments whatever their case and a :param segment with any value', () => {
    expect(routeMatches('/user_admin_countries', '/user_admin_countries')).toBe(true);
    expect(routeMatches('/user_admin_countries', '/User_Admin_Countries/')).toBe(true);
    expect(routeMatches('/user_admin_edit_countries/:id', '/user_admin_edit_countries/12')).toBe(true);
  });

  it('routeMatches: does not match another path or another number of segments', () => {
    expect(routeMatches('/user_admin_countries', '/user_admin_currency')).toBe(false);
    expect(routeMatches('/user_admin_edit_countries/:id', '/user_admin_edit_countries')).toBe(false);
    expect(routeMatches('/user_admin_countries', '/user_admin_countries/3')).toBe(false);
  });
});

describe('admin session storage', () => {
  it('stores, reads and clears the session under the documented keys', () => {
    saveAdminSession({ message: 'ok', token: token({ exp: 9_999_999_999 }), user_id: 3, client_id: 2, login_type: 4 });
    localStorage.setItem('Client_Type', 'MGU');
    expect(localStorage.getItem('user_id')).toBe('3');
    expect(readAdminSession()).toMatchObject({ userId: 3, clientId: 2, loginType: 4, clientType: 'MGU' });
    expect(hasLiveAdminSession()).toBe(true);
    clearAdminSession();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(readAdminSession()).toBeNull();
  });
  it('names the admin login after the product and knows staff by login_type 4', () => {
    expect(adminLoginPath('Kyubos')).toBe('/Kyubos_MGA_admin');
    expect(isStaff(4)).toBe(true);
    expect(isStaff(2)).toBe(false);
  });
  it('tells a path that may be the admin login, whatever the product, from one that cannot', () => {
    expect(couldBeAdminLoginPath(adminLoginPath('Kyubos'))).toBe(true);
    expect(couldBeAdminLoginPath(adminLoginPath('Summit%20Risk'))).toBe(true);
    expect(couldBeAdminLoginPath('/user_admin_countries')).toBe(false);
    expect(couldBeAdminLoginPath('/user_admin_edit_companies/7')).toBe(false);
  });
});

describe('carrier session storage', () => {
  it('keeps the carrier session apart from the admin one', () => {
    saveCarrierSession({ token: 't', user_id: 9, client_id: 2, career_id: 5 });
    expect(localStorage.getItem('client_user_BDX_token')).toBe('t');
    expect(localStorage.getItem('client_BDX_company_id')).toBe('5');
    expect(readCarrierSession()).toEqual({ token: 't', userId: 9, clientId: 2, companyId: 5 });
    expect(localStorage.getItem('user_token')).toBeNull();
    clearCarrierSession();
    expect(readCarrierSession()).toBeNull();
  });

  it('leaves no portal key behind at logout', () => {
    saveCarrierSession({ token: 't', user_id: 9, client_id: 2, career_id: 5 });
    localStorage.setItem('forgot_client_user_id', '9');
    clearCarrierSession();
    expect(localStorage.length).toBe(0);
  });
});
