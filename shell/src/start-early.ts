/**
 * Start-up requests that need no shared module, started by the page's first script (index.ts)
 * instead of after the shared modules are negotiated and bootstrap.tsx has loaded: the runtime
 * config, and the portal's code when a session is stored (the signed-in first screen then loads
 * its two waves of code at once). A stored session that turns out expired on the sign-in page
 * only downloads the portal that page loads as soon as the user types.
 */
import type * as AppModule from './app/app';

const CONFIG_URL = '/runtime-config.json';
let runtimeConfig: Promise<Response> | undefined;
let portal: Promise<typeof AppModule> | undefined;

export function startEarly(): void {
  runtimeConfig = fetch(CONFIG_URL, { cache: 'no-store' });
  // Caught here so that a failed early request is reported once, where bootstrap awaits it.
  runtimeConfig.catch(() => undefined);
  if (window.localStorage.getItem('user_token')) {
    portal = import('./app/app');
    portal.catch(() => undefined);
  }
}

/** The runtime config's response: the early request's, or a new one. */
export function runtimeConfigResponse(): Promise<Response> {
  const response = runtimeConfig ?? fetch(CONFIG_URL, { cache: 'no-store' });
  runtimeConfig = undefined;
  return response;
}

/** The portal's code, loading since the page started when a session was stored. */
export function earlyPortal(): Promise<typeof AppModule> | undefined {
  return portal;
}
