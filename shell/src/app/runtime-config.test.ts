import { runtimeConfigSchema } from '@kyubos/contracts';
import { matchRoute } from '@kyubos/session';
import registry from '../../../apps.json';
import config from '../../runtime-config.json';
import { SHELL_PATHS } from '../config/paths';

describe('the shell’s default runtime config', () => {
  const parsed = runtimeConfigSchema.parse(config);

  // The remotes are the registry's apps other than the host (apps.json), in its order.
  const remotes = registry.apps.filter((app) => !('host' in app && app.host));

  it('names every remote of the app registry, each with its manifest on its own port', () => {
    expect(remotes.length).toBeGreaterThanOrEqual(5);
    expect(parsed.remotes.map((remote) => [remote.name, remote.entry])).toEqual(
      remotes.map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    );
  });

  it('gives every route to exactly one owner, never one of the shell’s own', () => {
    const all = parsed.remotes.flatMap((remote) => remote.routes);
    expect(new Set(all).size).toBe(all.length);
    for (const path of Object.values(SHELL_PATHS)) {
      const sample = path.replace(/:\w+/g, '1');
      expect(all.filter((pattern) => matchRoute(pattern, sample))).toEqual([]);
    }
  });

  it('mounts the carrier portal on the whole page and the admin areas inside the layout', () => {
    expect(parsed.remotes.find((remote) => remote.name === 'bdx_portal')?.layout).toBe('page');
    expect(parsed.remotes.filter((remote) => remote.layout === 'admin')).toHaveLength(remotes.length - 1);
  });
});
