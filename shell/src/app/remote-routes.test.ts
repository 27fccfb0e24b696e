import fs from 'node:fs';
import path from 'node:path';
import runtimeConfig from '../../runtime-config.json';
import registry from '../../../apps.json';
import { adminScreenAt, CARRIER_SCREENS } from '@kyubos/session';
import { SHELL_PATHS } from '../config/paths';

const ROOT = path.resolve(__dirname, '../../..');

/** Every route pattern a module declares: the `path` of each entry of its `paths`. */
function declaredRoutes(paths: Record<string, unknown>): string[] {
  return Object.values(paths).flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (entry && typeof entry === 'object' && typeof (entry as { path?: unknown }).path === 'string') return [(entry as { path: string }).path];
    return [];
  });
}

describe('the routes each remote declares are the ones shell/runtime-config.json gives it', () => {
  const shellRoutes = new Set<string>(Object.values(SHELL_PATHS));
  const remotes = registry.apps.filter((app) => !('host' in app));

  it('lists every remote of the registry in the runtime config, and no other', () => {
    expect(runtimeConfig.remotes.map((remote) => remote.name).sort()).toEqual(remotes.map((app) => app.name).sort());
  });

  // Remotes that declare their routes (the ones still without screens have no config/paths.ts).
  for (const app of remotes.filter((entry) => fs.existsSync(path.join(ROOT, entry.dir, 'src/config/paths.ts')))) {
    const file = path.join(ROOT, app.dir, 'src/config/paths.ts');
    const given = runtimeConfig.remotes.find((remote) => remote.name === app.name)?.routes ?? [];
    it(`${app.dir}: config/paths.ts = shell/runtime-config.json's ${app.name} routes`, async () => {
      const { paths } = (await import(file)) as { paths: Record<string, unknown> };
      const declared = new Set(declaredRoutes(paths));
      // Every route the shell gives the remote is declared by it...
      expect([...given].filter((route) => !declared.has(route))).toEqual([]);
      // ...and what else it declares are links to pages the shell or another remote owns.
      const elsewhere = new Set([...shellRoutes, ...runtimeConfig.remotes.filter((r) => r.name !== app.name).flatMap((r) => r.routes)]);
      expect([...declared].filter((route) => !given.includes(route) && !elsewhere.has(route))).toEqual([]);
    });
  }
});

describe('every screen has its own name', () => {
  it('names every route of the runtime config (the page title and the list whose menu stays active)', () => {
    const carrierPaths = new Set(CARRIER_SCREENS.map((screen) => screen.path));
    const unnamed = runtimeConfig.remotes
      .flatMap((remote) => remote.routes)
      .filter((route) => !carrierPaths.has(route) && adminScreenAt(route.replace(/:\w+/g, '7'))?.path !== route);
    expect(unnamed).toEqual([]);
  });
});
