import { runtimeConfigSchema } from '@kyubos/contracts';
import { matchRoute } from '@kyubos/session';
import config from '../../runtime-config.json';
import { SHELL_PATHS } from '../config/paths';

describe('the shell’s default runtime config', () => {
  const parsed = runtimeConfigSchema.parse(config);

  it('names the five remotes, each with its manifest on its own port', () => {
    expect(parsed.remotes.map((remote) => [remote.name, remote.entry])).toEqual([
      ['reference_data', 'http://localhost:3001/mf-manifest.json'],
      ['intake_config', 'http://localhost:3002/mf-manifest.json'],
      ['quotations', 'http://localhost:3003/mf-manifest.json'],
      ['bdx', 'http://localhost:3004/mf-manifest.json'],
      ['bdx_portal', 'http://localhost:3005/mf-manifest.json'],
    ]);
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
    expect(parsed.remotes.filter((remote) => remote.layout === 'admin')).toHaveLength(4);
  });
});
