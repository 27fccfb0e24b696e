import runtimeConfig from '../runtime-config.json';
import { remoteEntryFor, remoteScripts, usesOwnCopy } from './start-remote';

describe('remoteEntryFor', () => {
  it('names the manifest of the remote whose routes include the address', () => {
    expect(remoteEntryFor(runtimeConfig, '/user_admin_countries')).toBe('http://localhost:3001/mf-manifest.json');
    expect(remoteEntryFor(runtimeConfig, '/user_admin_edit_carrier/4')).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('names none for the shell’s own pages and for a config it cannot read', () => {
    expect(remoteEntryFor(runtimeConfig, '/user_admin_home')).toBeUndefined();
    expect(remoteEntryFor(null, '/user_admin_countries')).toBeUndefined();
    expect(remoteEntryFor({ remotes: 'x' }, '/user_admin_countries')).toBeUndefined();
    expect(remoteEntryFor({ remotes: [{ entry: 4, routes: ['/user_admin_countries'] }] }, '/user_admin_countries')).toBeUndefined();
  });
});

describe('remoteScripts', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './app', assets: { js: { sync: ['2477.c7b2b4be.js', '__federation_expose_app.1fc926e7.js'], async: ['1.js'] } } },
      { path: './other', assets: { js: { sync: ['9.js'] } } },
    ],
  };

  it('lists the remote entry, then the ./app chunks, beside the manifest when its publicPath is auto', () => {
    expect(remoteScripts(manifest, 'http://localhost:3001/mf-manifest.json')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/2477.c7b2b4be.js',
      'http://localhost:3001/__federation_expose_app.1fc926e7.js',
    ]);
    expect(remoteScripts(manifest, 'https://cdn.example.com/reference/mf-manifest.json')[0]).toBe('https://cdn.example.com/reference/remoteEntry.js');
  });

  it('resolves under a given publicPath and the entry’s folder', () => {
    const placed = { ...manifest, metaData: { publicPath: 'https://static.example.com/rd/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remoteScripts(placed, 'http://localhost:3001/mf-manifest.json').slice(0, 2)).toEqual([
      'https://static.example.com/rd/entry/remoteEntry.js',
      'https://static.example.com/rd/2477.c7b2b4be.js',
    ]);
  });

  it('adds the files of the shared modules the remote runs its own copy of (their chunk group, else their chunk), when the page says what it provides', () => {
    const withShared = {
      ...manifest,
      shared: [
        { name: '@kyubos/screens', version: '1.0.0-aaa', singleton: false, assets: { js: { sync: ['4844.js'] }, jsChunkGroup: ['8368.js', '9951.js', '4844.js'] } },
        { name: '@kyubos/ui', version: '1.0.0-bbb', singleton: false, assets: { js: { sync: ['7386.js'] }, jsChunkGroup: ['8368.js', '7386.js'] } },
        { name: 'react', version: '19.3.1', singleton: true, assets: { js: { sync: ['7923.js'] } } },
        { name: '@kyubos/domain', version: '1.0.0-ccc', singleton: false, assets: { js: { sync: ['5736.js'] } } },
      ],
    };
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(remoteScripts(withShared, url, { provided: { '@kyubos/ui': ['1.0.0-bbb'], react: ['19.2.0'] } }).slice(3)).toEqual([
      'http://localhost:3001/8368.js',
      'http://localhost:3001/9951.js',
      'http://localhost:3001/4844.js',
      'http://localhost:3001/5736.js',
    ]);
    // Without the page's list, no shared module is preloaded.
    expect(remoteScripts(withShared, url)).toHaveLength(3);
  });

  it('lists nothing for a manifest it cannot read', () => {
    expect(remoteScripts(undefined, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
    expect(remoteScripts({ metaData: {} }, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
    expect(remoteScripts({ ...manifest, metaData: { getPublicPath: 'return window.cdn', remoteEntry: { name: 'remoteEntry.js' } } }, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
  });
});

describe('usesOwnCopy', () => {
  it('is true when the page provides no copy of the module, or another version of one that is not a singleton', () => {
    expect(usesOwnCopy({ name: '@kyubos/screens', version: '1' }, {})).toBe(true);
    expect(usesOwnCopy({ name: '@kyubos/domain', version: '2' }, { '@kyubos/domain': ['1'] })).toBe(true);
  });

  it('is false for the same version, and for a singleton the page provides in any version', () => {
    expect(usesOwnCopy({ name: '@kyubos/domain', version: '1' }, { '@kyubos/domain': ['1'] })).toBe(false);
    expect(usesOwnCopy({ name: 'react', version: '19.3.1', singleton: true }, { react: ['19.2.0'] })).toBe(false);
  });
});
