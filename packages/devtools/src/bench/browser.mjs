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
 * from the moment it is attached. `total()` sums every finished script so far.
 */
export function countJs(page) {
  const sizes = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
    sizes.push(
      request.sizes().then(
        (size) => ({ url: request.url(), bytes: size.responseBodySize }),
        () => ({ url: request.url(), bytes: 0 }),
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
  };
}
