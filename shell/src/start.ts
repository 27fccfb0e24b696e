/**
 * What the entry starts before the shared modules are negotiated, so that it overlaps with the
 * download of the first chunks instead of following them: the runtime config (its request, when
 * the page does not carry it), and, when a session is stored, the preload of the portal's chunks
 * (listed in the page by the build: `StartPreloadPlugin` of @kyubos/webpack-config) and of the
 * remote that owns the address (its manifest, handed to the Module Federation runtime by the
 * shell's runtime plugin, then its entry and its './app' chunks). Hints only: bootstrap.tsx
 * decides what opens.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { readConfigInPage } from './config-in-page';
import { remoteEntryFor, remoteScripts, type ProvidedShared } from './start-remote';

/** The id of the page's JSON list of the portal's chunks (SIGNED_IN_CHUNKS_ID in @kyubos/webpack-config). */
const SIGNED_IN_CHUNKS_ID = 'kyubos-signed-in-chunks';
/** The session's token key (STORAGE_KEYS.userToken of @kyubos/session, a shared module the entry cannot import). */
const USER_TOKEN_KEY = 'user_token';

let runtimeConfig: Promise<unknown> | undefined;

/**
 * The runtime config as sent (validated by the portal), once per page load: the copy the static
 * server wrote into the page when there is one (read per request, like the file), else
 * `/runtime-config.json`.
 */
export function fetchRuntimeConfig(): Promise<unknown> {
  runtimeConfig ??= configInPage() ?? requestRuntimeConfig();
  return runtimeConfig;
}

function configInPage(): Promise<unknown> | undefined {
  const inPage = readConfigInPage();
  return inPage && Promise.resolve(inPage.config);
}

function requestRuntimeConfig(): Promise<unknown> {
  return fetch('/runtime-config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`Runtime config answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Starts the config request and, for a stored session, the download of the portal's chunks. */
export function startEarly(): void {
  // Handled where it is used (bootstrap.tsx); a failure here must not surface twice.
  fetchRuntimeConfig().catch(() => undefined);
  if (!localStorage.getItem(USER_TOKEN_KEY)) return;
  const list = document.getElementById(SIGNED_IN_CHUNKS_ID)?.textContent;
  if (!list) return; // a development build names none
  for (const href of JSON.parse(list) as string[]) preloadScript(href);
  // The remote's wave follows the portal's only if the config is in the page (no request to wait for).
  const config = configInPage();
  if (config) void config.then((rawConfig) => startRemote(rawConfig, window.location.pathname), () => undefined);
}

/**
 * `<link rel="preload" as="script">` without `crossorigin`: the request a script element of the
 * Module Federation runtime or of webpack's chunk loading makes (no `crossOriginLoading` in the
 * builds), so the browser uses the preloaded response instead of fetching again.
 */
function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** Manifests requested by the entry, by URL, until the runtime takes them (takeEarlyManifest). */
const earlyManifests = new Map<string, Promise<Response>>();

/**
 * Requests the manifest of the remote that owns `pathname`, and once it answers preloads the
 * scripts the runtime will load from it: the remote's entry and its './app' chunks.
 */
function startRemote(rawConfig: unknown, pathname: string): void {
  const entry = remoteEntryFor(rawConfig, pathname);
  if (!entry || earlyManifests.has(entry)) return;
  // As the runtime requests it (`fetch(url, {})`), so a host's CORS rules answer both alike.
  const manifest = fetch(entry, {});
  const preloaded = manifest
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((json: unknown) => remoteScripts(json, entry, { provided: providedShared() }).forEach(preloadScript))
    .catch(() => undefined); // the runtime's own request reports any failure
  // The runtime gets the manifest once the preloads are in the page: its script elements then
  // always find them (else, on a busy machine, it could request the entry before the link exists).
  earlyManifests.set(entry, preloaded.then(() => manifest));
}

/** The shared modules the page's federation runtime provides (the shell's), with their versions; undefined before it starts. */
function providedShared(): ProvidedShared | undefined {
  const shared = getInstance()?.options.shared;
  if (!shared) return undefined;
  return Object.fromEntries(Object.entries(shared).map(([name, copies]) => [name, copies.map((copy) => copy.version ?? '')]));
}

/**
 * The entry's request of the manifest at `url`, once (a later load, e.g. Retry, requests it
 * again); undefined when there is none or it failed, so the runtime requests it itself.
 */
export function takeEarlyManifest(url: string): Promise<Response | undefined> | undefined {
  const manifest = earlyManifests.get(url);
  if (!manifest) return undefined;
  earlyManifests.delete(url);
  return manifest.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );
}
