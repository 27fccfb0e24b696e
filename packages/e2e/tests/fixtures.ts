import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rd!';
/** Every port shifted by KYUBOS_PORT_OFFSET (parallel runs of the whole system). */
export const PORT_OFFSET = Number(process.env.KYUBOS_PORT_OFFSET ?? 0);
export const port = (base: number): number => base + PORT_OFFSET;
export const origin = (base: number): string => `http://localhost:${port(base)}`;
export const API = origin(4000);

/** Unique per run and test (tests share one database), after an optional prefix. */
export const unique = (prefix = '') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signs in against the API directly; answers the sign-in answer (token, user and client ids). */
export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD) {
  const response = await request.post(`${API}/commonlogin`, { data: { username, password } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { token: string; user_id: number; client_id: number };
}

/** A call to the API with a token; fails the test, naming the call, unless it answers 2xx. */
export async function apiCall<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const response = await request.post(`${API}${url}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Atlas signed in to the carrier portal's API: its token, its client and the first line of business it sends for. */
export async function atlasCarrier(request: APIRequestContext): Promise<{ token: string; client_id: number; lobId: number }> {
  const response = await request.post(`${API}/carrierlogin`, { data: { username: 'atlas_carrier', password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  const carrier = (await response.json()) as { token: string; client_id: number };
  const lines = await apiCall<{ intakecategory: { id: number }[] }>(request, carrier.token, '/viewclientintakecategory', { client_id: carrier.client_id });
  return { ...carrier, lobId: lines.intakecategory[0]!.id };
}

/** A file Atlas sends as the carrier portal's upload form does (POST /createbybdx, for April 2026 unless told): the answer. */
export function carrierUpload(
  request: APIRequestContext,
  carrier: { token: string; lobId: number },
  file: { name: string; buffer: Buffer; mimeType?: string; controlValue: string; period?: string },
): Promise<APIResponse> {
  return request.post(`${API}/createbybdx`, {
    headers: { Authorization: `Bearer ${carrier.token}` },
    multipart: {
      sender_name: 'Atlas Insurance Co',
      sender_id: 'ATL-E2E',
      period: file.period ?? '042026',
      control_value: file.controlValue,
      intake_id: String(carrier.lobId),
      file: { name: file.name, mimeType: file.mimeType ?? 'text/csv', buffer: file.buffer },
    },
  });
}

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, username: string, password = PASSWORD, path = '/') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function signInAndLand(page: Page, username: string) {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/user_admin_countries$/);
}

/** Signs in against the API directly and stores the session, for tests about what comes after. */
/** Types `text` into a server list's header filter of the column `header`, opening the filter row first when it is closed. */
export async function fillColumnFilter(page: Page, header: string, text: string) {
  const box = page.getByRole('searchbox', { name: `Filter ${header}` });
  if (!(await box.isVisible())) await page.getByRole('button', { name: `Filter by ${header}`, exact: true }).click();
  await box.fill(text);
}

export async function storeSession(page: Page, username: string, origin = '', password = PASSWORD) {
  const response = await page.request.post(`${API}/commonlogin`, { data: { username, password } });
  expect(response.ok()).toBeTruthy();
  const login = await response.json();
  const client = await page.request.post(`${API}/editclient`, {
    data: { id: login.client_id },
    headers: { Authorization: `Bearer ${login.token}` },
  });
  const { client: c } = await client.json();
  await page.goto(`${origin}/not-a-page-used-to-open-the-origin`);
  await page.evaluate(
    ({ login, clientType }) => {
      localStorage.setItem('user_token', login.token);
      localStorage.setItem('user_id', String(login.user_id));
      localStorage.setItem('client_id', String(login.client_id));
      localStorage.setItem('login_type', String(login.login_type));
      localStorage.setItem('Client_Type', clientType);
    },
    { login, clientType: c.Client_Type },
  );
  return login as { token: string; user_id: number; client_id: number; login_type: number };
}

/** An unsigned token shape whose exp is in the past: the browser must treat it as expired. */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
}

/** Counts React renderers as they register with the devtools hook: one per copy of react-dom. */
export function countReactDomCopies() {
  const renderers: unknown[] = [];
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  (window as unknown as { __reactDomCopies: () => number }).__reactDomCopies = () => renderers.length;
}

/** The number of react-dom copies that registered on the page (after countReactDomCopies). */
export const reactDomCopies = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __reactDomCopies: () => number }).__reactDomCopies());
