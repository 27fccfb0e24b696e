/**
 * Which remote a signed-in visit opens, and which of its files the page can fetch before the
 * portal asks the Module Federation runtime for them: read from the runtime config as sent (not
 * yet validated: anything unexpected means no hint) and from the remote's `mf-manifest.json`.
 * Pure functions for the entry (start.ts), which cannot import the shared packages.
 */

/** A route pattern of the runtime config (`/user_admin_edit_countries/:id`) matches `pathname` (as @kyubos/session's matchRoute). */
export function routeMatches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((expected, i) => expected.startsWith(':') || expected.toLowerCase() === pathParts[i]?.toLowerCase());
}

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
}

/**
 * The scripts the runtime loads to run the remote's `expose` module (its './app'), from the
 * remote's manifest at `manifestUrl`: the remote entry, then the module's own chunks. URLs as the
 * runtime resolves them: under the manifest's folder when its publicPath is 'auto' (the builds'),
 * else under its publicPath. Empty when the manifest is not one it can read.
 */
export function remoteScripts(manifest: unknown, manifestUrl: string, expose = './app'): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
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
  const sync = exposes?.find((candidate) => candidate?.path === expose)?.assets?.js?.sync;
  if (Array.isArray(sync)) for (const file of sync) if (typeof file === 'string') scripts.push(under(file));
  return scripts;
}
