import { api } from './base-api';
import { store } from './store';
import { errorMessage, errorStatus, formErrorMessage } from './errors';
import { setRuntimeConfig } from './runtime-config';
import { liveToken, mockFetch } from '@kyubos/devtools/testing';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST', body: {} }) }),
    carrierProbe: build.mutation<unknown, void>({
      query: () => ({ url: '/carrier-probe', method: 'POST', body: {} }),
      extraOptions: { session: 'carrier' },
    }),
  }),
});

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', productName: 'Kyubos', remotes: [] });
  window.history.pushState(null, '', '/user_admin_home');
});

describe('the base query', () => {
  it('sends the admin token as a Bearer header to the runtime base URL', async () => {
    const token = liveToken();
    localStorage.setItem('user_token', token);
    const { calls, fetchMock } = mockFetch({ '/probe': { body: { ok: true } } });
    await store.dispatch(probe.endpoints.probe.initiate()).unwrap();
    expect(calls[0]?.authorization).toBe(`Bearer ${token}`);
    expect(String((fetchMock.mock.calls[0]?.[0] as Request).url)).toBe('http://api.test/probe');
  });

  it('sends the carrier token on carrier calls', async () => {
    localStorage.setItem('user_token', 'admin-token');
    localStorage.setItem('client_user_BDX_token', 'carrier-token');
    const { calls } = mockFetch({ '/carrier-probe': { body: {} } });
    await store.dispatch(probe.endpoints.carrierProbe.initiate()).unwrap();
    expect(calls[0]?.authorization).toBe('Bearer carrier-token');
  });

  it('signs the admin out to the admin login when the server answers 401 to a signed call', async () => {
    localStorage.setItem('user_token', liveToken());
    localStorage.setItem('user_id', '3');
    mockFetch({ '/probe': { status: 401, body: { message: 'Your session has expired' } } });
    await expect(store.dispatch(probe.endpoints.probe.initiate()).unwrap()).rejects.toBeTruthy();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(window.location.pathname).toBe('/Kyubos_MGA_admin');
  });

  it('leaves the page alone on a 401 to an unsigned call (a failed sign-in)', async () => {
    mockFetch({ '/probe': { status: 401, body: { message: 'Invalid username or password' } } });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(errorMessage('error' in result ? result.error : null)).toBe('Invalid username or password');
    expect(window.location.pathname).toBe('/user_admin_home');
  });
});

describe('error helpers', () => {
  it('prefers the server message, then a plain explanation', () => {
    expect(errorMessage({ status: 400, data: { message: 'Invalid country_code: required' } })).toBe('Invalid country_code: required');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/could not be reached/);
    expect(errorMessage({ status: 500, data: 'x' }, 'Fallback')).toBe('Fallback');
    expect(errorStatus({ status: 403, data: {} })).toBe(403);
    expect(errorStatus({ message: 'x' })).toBeNull();
  });

  it('says a form’s field errors under the fields’ labels, every one of them', () => {
    const refused = {
      status: 400,
      data: {
        message: 'Invalid coverage_limit: must be a number',
        errors: [
          { path: 'coverageData.coverage_limit', message: 'must be a number' },
          { path: 'coverageData.coverage_premium', message: 'must be 0 or more' },
        ],
      },
    };
    const labels = { coverage_limit: 'Coverage Limit', coverage_premium: 'Premium' };
    expect(formErrorMessage(refused, labels)).toBe('Coverage Limit must be a number; Premium must be 0 or more');
    // A field without a label keeps its path; a refusal without field errors says its message.
    expect(formErrorMessage({ status: 400, data: { message: 'x', errors: [{ path: 'other', message: 'is required' }] } }, labels)).toBe('other is required');
    expect(formErrorMessage({ status: 409, data: { message: 'Already there' } }, labels)).toBe('Already there');
  });
});
