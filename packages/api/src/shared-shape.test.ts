/**
 * @kyubos/api and @kyubos/session are shared singletons: a remote deployed alone runs on the
 * copies the shell loaded, which may be older or newer than the ones it was built with. They
 * may only grow. These tests fail when something a deployed remote relies on is removed or renamed.
 */
import * as apiPackage from './index';
import * as sessionPackage from '@kyubos/session';

describe('the shape remotes rely on', () => {
  it('keeps every export of @kyubos/api', () => {
    expect(Object.keys(apiPackage)).toEqual(
      expect.arrayContaining([
        'api', 'areaApi', 'claimEndpointNames', 'endpointOwners', 'listTags', 'signOutSession',
        'store', 'useAppDispatch', 'useAppSelector',
        'errorMessage', 'errorStatus', 'isFetchBaseQueryError',
        'loadRuntimeConfig', 'getRuntimeConfig', 'setRuntimeConfig', 'hasRuntimeConfig',
        'listPageBody', 'listSortBody',
      ]),
    );
  });

  it('keeps the one store: the api slice under "api", with its middleware and the slice methods areas call', () => {
    const { api, store } = apiPackage;
    expect(api.reducerPath).toBe('api');
    expect(Object.keys(store.getState())).toEqual(['api']);
    expect(store.getState().api).toEqual(expect.objectContaining({ queries: {}, mutations: {}, provided: expect.any(Object) }));
    for (const method of ['injectEndpoints', 'enhanceEndpoints'] as const) expect(typeof api[method]).toBe('function');
    for (const util of ['invalidateTags', 'prefetch', 'updateQueryData', 'resetApiState'] as const) expect(typeof api.util[util]).toBe('function');
    for (const method of ['dispatch', 'getState', 'subscribe'] as const) expect(typeof store[method]).toBe('function');
  });

  it('keeps the session’s local storage keys and helpers', () => {
    expect(sessionPackage.STORAGE_KEYS).toEqual(
      expect.objectContaining({
        userToken: 'user_token',
        userId: 'user_id',
        clientId: 'client_id',
        loginType: 'login_type',
        clientType: 'Client_Type',
        menuActive: 'menuactive',
        submenuActive: 'submenuactive',
        bdxClientId: 'client_BDX_client_id',
        bdxCompanyId: 'client_BDX_company_id',
        bdxToken: 'client_user_BDX_token',
      }),
    );
    expect(Object.keys(sessionPackage)).toEqual(
      expect.arrayContaining(['STORAGE_KEYS', 'clearAdminSession', 'clearCarrierSession', 'adminLoginPath', 'CARRIER_LOGIN_PATH', 'matchesAny', 'matchRoute']),
    );
  });
});
