import fs from 'node:fs';
import path from 'node:path';
import runtimeConfig from '../../runtime-config.json';
import registry from '../../../apps.json';
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

describe('the routes each remote declares are the ones the shell gives it', () => {
  const shellRoutes = new Set<string>(Object.values(SHELL_PATHS));
  const remotes = registry.apps.filter((app) => !('host' in app));

  it('lists every remote of the registry in the runtime config, and no other', () => {
    expect(runtimeConfig.remotes.map((remote) => remote.name).sort()).toEqual(remotes.map((app) => app.name).sort());
  });

  for (const app of remotes) {
    const file = path.join(ROOT, app.dir, 'src/config/paths.ts');
    const given = runtimeConfig.remotes.find((remote) => remote.name === app.name)?.routes ?? [];
    (fs.existsSync(file) ? it : it.skip)(`${app.dir}: config/paths.ts = shell/runtime-config.json's ${app.name} routes`, async () => {
      const { paths } = (await import(file)) as { paths: Record<string, unknown> };
      // A remote may link to the shell's own pages (home); those are the shell's, not the remote's.
      const own = declaredRoutes(paths).filter((route) => !shellRoutes.has(route));
      expect([...new Set(own)].sort()).toEqual([...given].sort());
    });
  }
});
