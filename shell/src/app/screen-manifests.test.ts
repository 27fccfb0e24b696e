import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_SCREENS, CARRIER_SCREENS, type ManifestScreen, type RemoteScreens, type ScreenInfo } from '@kyubos/session';
import registry from '../../../apps.json';
import config from '../../runtime-config.json';
import { SHELL_PATHS } from '../config/paths';

/**
 * Each remote declares its screens once, in its manifest (src/config/screens.ts: paths from
 * config/paths.ts, titles, lists, menu items). The other places that must name a remote's URLs
 * are checked against the manifests here: the shell's runtime config, the titles of
 * @kyubos/session, the seeded menus and the menu items of the API's call rules.
 */
const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = registry.apps.filter((app) => !('host' in app && app.host));

interface MenuItemSeed {
  name: string;
  url?: string;
  submenus?: MenuItemSeed[];
}
type CallRule = { access: string; items?: readonly string[] };

let manifests: RemoteScreens[] = [];
let menus: Record<string, MenuItemSeed[]> = {};
let callRules: Record<string, CallRule> = {};

beforeAll(async () => {
  manifests = [];
  for (const app of REMOTES) {
    const file = path.join(ROOT, app.dir, 'src/config/screens.ts');
    if (!fs.existsSync(file)) throw new Error(`${app.dir} has no screen manifest (src/config/screens.ts)`);
    manifests.push(((await import(file)) as { screens: RemoteScreens }).screens);
  }
  menus = ((await import(path.join(ROOT, 'mock-api/src/db/seed/data/menus.ts'))) as { MENUS: typeof menus }).MENUS;
  callRules = ((await import(path.join(ROOT, 'mock-api/src/permissions/call-rules.ts'))) as { CALL_RULES: typeof callRules }).CALL_RULES;
});

/** A pattern with its parameters unnamed and its case folded, to compare the shell's own paths. */
const shape = (pattern: string) => pattern.toLowerCase().replace(/:\w+/g, ':');
const SHELL_SHAPES = new Set(Object.values(SHELL_PATHS).map(shape));
const menuScreens = () => manifests.flatMap((manifest) => manifest.screens.filter((screen) => screen.menu));
const asScreenInfo = ({ menu: _menu, ...info }: ManifestScreen): ScreenInfo => info;

/** The seeded menu items that are links: categories without sub-menus, and sub-menus. */
const seededLinks = () =>
  Object.values(menus)
    .flat()
    .flatMap((category) => category.submenus ?? [category])
    .filter((item): item is MenuItemSeed & { url: string } => Boolean(item.url));

describe('the screen manifests of the remotes', () => {
  it('exist for every remote of the app registry, named as there', () => {
    expect(manifests.map((manifest) => manifest.remote)).toEqual(REMOTES.map((app) => app.name));
    for (const manifest of manifests) expect(manifest.screens.length).toBeGreaterThan(0);
  });

  it('give the shell’s runtime config each remote’s routes and layout', () => {
    for (const manifest of manifests) {
      const remote = config.remotes.find((entry) => entry.name === manifest.remote);
      expect([manifest.remote, remote?.layout]).toEqual([manifest.remote, manifest.layout]);
      expect([manifest.remote, remote?.routes]).toEqual([manifest.remote, manifest.screens.map((screen) => screen.path)]);
    }
  });

  it('give @kyubos/session every screen’s title and list; it names no other screens but the shell’s', () => {
    const declared = manifests.flatMap((manifest) => manifest.screens.map((screen) => ({ manifest, screen })));
    for (const { manifest, screen } of declared) {
      const known = manifest.layout === 'page' ? CARRIER_SCREENS : ADMIN_SCREENS;
      expect(known.find((info) => info.path === screen.path)).toEqual(asScreenInfo(screen));
    }
    const paths = new Set(declared.map(({ screen }) => screen.path));
    const others = [...ADMIN_SCREENS, ...CARRIER_SCREENS].filter((info) => !paths.has(info.path) && !SHELL_SHAPES.has(shape(info.path)));
    expect(others).toEqual([]);
  });

  it('name every seeded menu link, and the seed names every menu item of a manifest', () => {
    const links = seededLinks();
    const home = SHELL_PATHS.home;
    // Every link of the seed is a menu item of a manifest under the same name (the shell's Home aside).
    const unknown = links.filter((link) => link.url !== home && !menuScreens().some((screen) => screen.path === link.url && screen.menu === link.name));
    expect(unknown).toEqual([]);
    const unseeded = menuScreens().filter((screen) => !links.some((link) => link.url === screen.path && link.name === screen.menu));
    expect(unseeded).toEqual([]);
    // A category opens one of the menu items.
    for (const category of Object.values(menus).flat()) {
      if (category.url && category.url !== home) expect(menuScreens().map((screen) => screen.path)).toContain(category.url);
    }
  });

  it('hold every menu item the API’s call rules are gated on', () => {
    const items = new Set(Object.values(callRules).flatMap((rule) => rule.items ?? []));
    expect(items.size).toBeGreaterThan(10);
    // The shell's Home is a menu item of its own.
    const menuPaths = new Set([SHELL_PATHS.home, ...menuScreens().map((screen) => screen.path)]);
    expect([...items].filter((item) => !menuPaths.has(item))).toEqual([]);
  });
});
