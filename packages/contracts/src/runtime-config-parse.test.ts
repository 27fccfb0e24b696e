import { parseRuntimeConfig } from './runtime-config-parse';
import { runtimeConfigSchema } from './runtime-config';

const remote = { name: 'reference_data', entry: 'http://localhost:4001/mf-manifest.json', routes: ['/user_admin_countries'] };

describe('parseRuntimeConfig (the runtime config checked without zod)', () => {
  const accepted: Array<[string, unknown]> = [
    ['a minimal config', { apiBaseUrl: '/api' }],
    ['a full config', { apiBaseUrl: 'http://localhost:4000', productName: 'Acme', remotes: [{ ...remote, layout: 'page' }] }],
    ['a remote without a layout', { apiBaseUrl: '/api', remotes: [remote] }],
    ['unknown keys', { apiBaseUrl: '/api', extra: 1, remotes: [{ ...remote, other: true }] }],
  ];
  it.each(accepted)('returns what runtimeConfigSchema returns for %s', (_name, raw) => {
    expect(parseRuntimeConfig(raw)).toEqual(runtimeConfigSchema.parse(raw));
  });

  it('fills the defaults: product Kyubos, no remotes, admin layout', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '/api', remotes: [remote] })).toEqual({
      apiBaseUrl: '/api',
      productName: 'Kyubos',
      remotes: [{ ...remote, layout: 'admin' }],
    });
  });

  const refused: Array<[string, unknown, string]> = [
    ['no object', null, '(root)'],
    ['no apiBaseUrl', { productName: 'Acme' }, 'apiBaseUrl'],
    ['an empty apiBaseUrl', { apiBaseUrl: '' }, 'apiBaseUrl'],
    ['an empty product name', { apiBaseUrl: '/api', productName: '' }, 'productName'],
    ['remotes not a list', { apiBaseUrl: '/api', remotes: {} }, 'remotes'],
    ['a remote name in capitals', { apiBaseUrl: '/api', remotes: [{ ...remote, name: 'Ref' }] }, 'remotes.0.name'],
    ['a remote without entry', { apiBaseUrl: '/api', remotes: [{ ...remote, entry: '' }] }, 'remotes.0.entry'],
    ['a remote without routes', { apiBaseUrl: '/api', remotes: [{ ...remote, routes: [] }] }, 'remotes.0.routes'],
    ['a route not starting with /', { apiBaseUrl: '/api', remotes: [{ ...remote, routes: ['x'] }] }, 'remotes.0.routes.0'],
    ['an unknown layout', { apiBaseUrl: '/api', remotes: [{ ...remote, layout: 'side' }] }, 'remotes.0.layout'],
  ];
  it.each(refused)('refuses %s, naming the field, as runtimeConfigSchema does', (_name, raw, field) => {
    expect(runtimeConfigSchema.safeParse(raw).success).toBe(false);
    expect(() => parseRuntimeConfig(raw)).toThrow(`Runtime config: ${field} `);
  });
});
