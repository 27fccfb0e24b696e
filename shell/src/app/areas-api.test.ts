import fs from 'node:fs';
import path from 'node:path';
import { api, claimEndpointNames, endpointOwners, store, TAGS, tagTypeAreas } from '@kyubos/api';
import registry from '../../../apps.json';

const ROOT = path.resolve(__dirname, '../../..');

const APP_SOURCES = registry.apps.map((app) => `${app.dir}/src`);

/** The modules (not tests) under the given source folders whose text matches `pattern`. */
function modulesMatching(tops: readonly string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const top of tops) {
    const dir = path.join(ROOT, top);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
      if (/\.test\.tsx?$/.test(file) || !/\.tsx?$/.test(file)) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      if (pattern.test(source)) found.push(path.join(dir, file));
    }
  }
  return found;
}

/** Every module of every app and shared package that adds endpoints to the one slice. */
function apiModules(): string[] {
  const packages = fs.readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}/src`);
  return modulesMatching([...APP_SOURCES, ...packages], /areaApi\(\s*'/);
}

describe('every area’s endpoints in the one store', () => {
  it('load together without a name defined by two areas, each tag type added by its area', async () => {
    const modules = apiModules();
    // The shell, the shared session package and every remote with screens.
    expect(new Set(modules.map((file) => path.relative(ROOT, file).split('/')[0])).size).toBeGreaterThanOrEqual(4);
    for (const file of modules) await import(file);

    const owners = endpointOwners();
    const areas = new Set(owners.values());
    // Every app of the registry (apps.json) adds endpoints, and so do two shared packages: the
    // session, and the screen kit's audit trail (the Activity tab of every record view).
    expect([...areas].sort()).toEqual([...registry.apps.map((app) => app.name), 'session', 'audit'].sort());
    // Every claimed endpoint is in the one slice, and the store runs its reducer and middleware.
    for (const name of owners.keys()) expect(api.endpoints).toHaveProperty(name);
    expect(store.getState()).toHaveProperty(api.reducerPath);
    // Tag types are strings added at run time by the areas; the base slice declares none.
    store.dispatch(api.util.invalidateTags(['Country', 'Carrier', 'Menu'] as never[]));
  });

  it('names a tag type more than one area uses in the shared TAGS of @kyubos/api', () => {
    const shared = [...tagTypeAreas()].filter(([, areas]) => areas.size > 1).map(([tag]) => tag);
    // The BDX import invalidates the quotation records it creates; a renamed line, sub-LOB or program the records that carry its name.
    expect(tagTypeAreas().get(TAGS.Quotation)).toEqual(new Set(['quotations', 'bdx', 'intake_config']));
    expect(shared.filter((tag) => !(Object.values(TAGS) as string[]).includes(tag))).toEqual([]);
  });

  it('adds every app’s endpoints in a features/<domain>/api.ts (ARCHITECTURE.md), nowhere else', () => {
    const injecting = modulesMatching(APP_SOURCES, /\b(areaApi|injectEndpoints)\(/).map((file) => path.relative(ROOT, file));
    // Every remote with screens, and the shell, add endpoints.
    expect(injecting.length).toBeGreaterThanOrEqual(registry.apps.length);
    expect(injecting.filter((file) => !/^[^/]+\/src\/features\/[^/]+\/api\.ts$/.test(file))).toEqual([]);
  });

  it('refuses an endpoint name another area already defines', () => {
    const [name, owner] = [...endpointOwners()][0]!;
    const other = owner === 'quotations' ? 'bdx' : 'quotations';
    expect(() => claimEndpointNames(other, [name])).toThrow(`The ${other} area defines the endpoint "${name}" that the ${owner} area already defines`);
    // The same area loading its module again keeps working.
    expect(() => claimEndpointNames(owner, [name])).not.toThrow();
  });
});
