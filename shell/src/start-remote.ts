/**
 * Which remote a signed-in visit opens, and which of its files the page can fetch before the
 * portal asks the Module Federation runtime for them: read from the runtime config as sent (not
 * yet validated: anything unexpected means no hint) and from the remote's `mf-manifest.json`.
 * Pure functions for the entry (start.ts), which cannot import the shared packages (only such a
 * package's own files, as `@kyubos/session/route-match`).
 */
import { routeMatches } from '@kyubos/session/route-match';

/** The entry (manifest URL) of the remote whose routes include `pathname`, if the config names one. */
export function remoteEntryFor(rawConfig: unknown, pathname: string): string | undefined {
  const remotes = (rawConfig as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return undefined;
  for (const remote of remotes as { entry?: unknown; routes?: unknown }[]) {
    if (typeof remote?.entry !== 'string' || !Array.isArray(remote.routes)) continue;
    if (remote.routes.some((route) => typeof route === 'string' && routeMatches(route, pathname))) return remote.entry;
  }
  return undefined;
}

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
  shared?: { name?: unknown; version?: unknown; singleton?: unknown; assets?: { jsChunkGroup?: unknown; js?: { sync?: unknown } } }[];
}

/** The versions of each shared module the page itself provides (the shell's share scope), by name. */
export type ProvidedShared = Record<string, readonly string[]>;

/**
 * Whether the remote runs its own copy of a shared module it lists: the page provides none of that
 * name, or (not a singleton) none of that exact version. The shell shares first (loaded-first), so
 * otherwise the remote takes the page's.
 */
export function usesOwnCopy(shared: { name: string; version?: string; singleton?: boolean }, provided: ProvidedShared): boolean {
  const versions = provided[shared.name];
  if (!versions || versions.length === 0) return true;
  if (shared.singleton) return false;
  return !versions.includes(shared.version ?? '');
}

/**
 * The scripts the runtime loads to run the remote's `expose` module (its './app'), from the
 * remote's manifest at `manifestUrl`: the remote entry, the module's own chunks and, when the page
 * says what it provides, the files of the shared modules the remote runs its own copy of (each one's
 * whole chunk group, `assets.jsChunkGroup` written by `withSharedChunkGroups` of
 * @kyubos/webpack-config, else the chunk the manifest names).
 * URLs as the runtime resolves them: under the manifest's folder when its publicPath is 'auto'
 * (the builds'), else under its publicPath. Empty when the manifest is not one it can read.
 */
export function remoteScripts(manifest: unknown, manifestUrl: string, { expose = './app', provided }: { expose?: string; provided?: ProvidedShared } = {}): string[] {
  const { metaData, exposes, shared } = (manifest ?? {}) as ManifestShape;
  const entry = metaData?.remoteEntry;
  const publicPath = metaData?.publicPath;
  // A manifest without a publicPath computes it at run time (getPublicPath): no hint.
  if (typeof entry?.name !== 'string' || !entry.name || typeof publicPath !== 'string') return [];
  let base: string;
  try {
    base = publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  } catch {
    return [];
  }
  const under = (file: string) => new URL(file, base.endsWith('/') ? base : `${base}/`).href;
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
  const scripts = [under(`${folder}${entry.name}`)];
  const add = (files: unknown) => {
    if (!Array.isArray(files)) return;
    for (const file of files) if (typeof file === 'string' && !scripts.includes(under(file))) scripts.push(under(file));
  };
  add(exposes?.find((candidate) => candidate?.path === expose)?.assets?.js?.sync);
  if (provided && Array.isArray(shared)) {
    for (const module of shared) {
      if (typeof module?.name !== 'string') continue;
      const own = usesOwnCopy({ name: module.name, version: typeof module.version === 'string' ? module.version : undefined, singleton: module.singleton === true }, provided);
      if (own) add(module.assets?.jsChunkGroup ?? module.assets?.js?.sync);
    }
  }
  return scripts;
}
