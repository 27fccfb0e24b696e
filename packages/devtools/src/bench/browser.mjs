/** What the browser figures share: signing in through the API and counting JS as transferred. */

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function signIn(apiUrl, username = 'summit_admin') {
  const response = await fetch(`${apiUrl}/commonlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Passw0rd!' }),
  });
  if (!response.ok) throw new Error(`${username} could not sign in: ${response.status}`);
  return response.json();
}

/** A fresh browser context (cold cache); signed in as the given session when one is passed. */
export async function newContext(browser, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((login) => {
      localStorage.setItem('user_token', login.token);
      localStorage.setItem('user_id', String(login.user_id));
      localStorage.setItem('client_id', String(login.client_id));
      localStorage.setItem('login_type', String(login.login_type));
      localStorage.setItem('Client_Type', 'MGU');
    }, session);
  }
  return context;
}

/**
 * Counts the JavaScript a page downloads, as transferred (compressed body bytes on the wire),
 * from the moment it is attached. `total()` sums every finished script so far, `decoded()` the
 * same scripts uncompressed.
 */
export function countJs(page) {
  const sizes = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
    sizes.push(
      Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(
        ([size, body]) => ({ url: request.url(), bytes: size.responseBodySize, decoded: body?.length ?? 0 }),
        () => ({ url: request.url(), bytes: 0, decoded: 0 }),
      ),
    );
  });
  return {
    async files() {
      return Promise.all(sizes);
    },
    async total() {
      return (await Promise.all(sizes)).reduce((sum, file) => sum + file.bytes, 0);
    },
    /** Every finished script so far, decoded (what the browser parses). */
    async decoded() {
      return (await Promise.all(sizes)).reduce((sum, file) => sum + file.decoded, 0);
    },
  };
}

/**
 * Watches a page's requests from the moment it is attached. `settled()` resolves once the page
 * shows no loading state and no request has been in flight for `quietMs`: what a user sees as a
 * finished screen. Playwright's 'networkidle' fires once per document and can fire early when a
 * busy machine runs script for 500 ms between two requests, so moves inside the single-page app
 * (and screens that load more code after their first data) are measured with this instead.
 */
export function watchNetwork(page, quietMs = 500) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(timeoutMs = 30_000) {
      const started = Date.now();
      // Quiet from the call on: a move just started may not have sent its first request yet.
      lastChange = Math.max(lastChange, started);
      for (;;) {
        const loading = await page.getByRole('status').filter({ hasText: /^\s*Loading/ }).count();
        if (loading === 0 && inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        if (Date.now() - started > timeoutMs) throw new Error(`${page.url()} did not settle within ${timeoutMs} ms`);
        await page.waitForTimeout(100);
      }
    },
  };
}
