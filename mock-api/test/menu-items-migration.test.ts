import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { MenuCategory } from '@kyubos/contracts';
import request from 'supertest';
import { createApp } from '../src/app';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { silentLogger } from '../src/logger';
import { createTestContext, testConfig, type DemoUser, type TestContext } from './helpers';

/** The migration that gives a database seeded before them the menu items the seed gained since. */
const MENU_ITEMS_MIGRATION = '390-menu-items-since-first-release.sql';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const ADMINS: [DemoUser, string][] = [
  ['summit_admin', 'MGU'],
  ['harbor_admin', 'TPA'],
  ['kyubos_admin', 'PLATFORM'],
];

/** A menu without its ids: names, links (form urls with their ids as :id), menu types, in the order answered. */
const withoutIds = (menu: MenuCategory[]) =>
  menu.map((category) => ({
    name: category.name,
    url: category.url.replace(/\/\d+/g, '/:id'),
    menutype: category.menutype,
    submenu: category.submenu.map((sub) => ({ name: sub.name, url: sub.url.replace(/\/\d+/g, '/:id'), menutype: sub.menutype })),
  }));

/**
 * Each client administrator's menu and summit_staff's, as a process started on the database now
 * answers them (a new app: menus are read once per process, and a process starts after migrating).
 */
async function menus(): Promise<Record<string, ReturnType<typeof withoutIds>>> {
  const app = createApp({ db: ctx.db, config: testConfig, logger: silentLogger });
  const answers: Record<string, ReturnType<typeof withoutIds>> = {};
  for (const [user, type_id] of ADMINS) {
    const res = await request(app).post('/viewmainmenuandsubmenu').set('Authorization', `Bearer ${ctx.tokens[user]}`).send({ type_id }).expect(200);
    answers[user] = withoutIds(res.body.menuWithSubmenu);
  }
  const staff = await request(app)
    .post('/viewmainmenuandsubmenuuser')
    .set('Authorization', `Bearer ${ctx.tokens.summit_staff}`)
    .send({ type_id: 'MGU', uid: ctx.logins.summit_staff.user_id })
    .expect(200);
  answers.summit_staff = withoutIds(staff.body.menuWithSubmenu);
  return answers;
}

/** The menu tables and the permissions as stored, ids included. */
async function stored() {
  return {
    menus: await ctx.db.query('SELECT * FROM menus ORDER BY id'),
    submenus: await ctx.db.query('SELECT * FROM submenus ORDER BY id'),
    permissions: await ctx.db.query('SELECT id, user_id, menu_id, submenu_id, level FROM client_permissions ORDER BY id'),
  };
}

/** Runs the migration again, as at the next start of a database it has not been applied to. */
async function migrateAgain(): Promise<void> {
  await ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [MENU_ITEMS_MIGRATION]);
  assert.deepEqual(await migrate(ctx.db), [MENU_ITEMS_MIGRATION]);
}

/** Every migration that adds menu items to a seeded database: this one and any later. */
async function menuItemMigrations(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name >= MENU_ITEMS_MIGRATION).sort();
  const sql = await Promise.all(files.map((name) => readFile(path.join(MIGRATIONS_DIR, name), 'utf8')));
  return files.filter((_, i) => /INSERT INTO (sub)?menus\b/.test(sql[i]!));
}

const submenuNames = (menu: ReturnType<typeof withoutIds>, category: string) => menu.find((c) => c.name === category)?.submenu.map((sub) => sub.name);

let seeded: Awaited<ReturnType<typeof menus>>;

test('When the migration runs on a freshly seeded database, then nothing changes: no duplicate, no id, url or order moved', async () => {
  seeded = await menus();
  assert.deepEqual(submenuNames(seeded.summit_admin!, 'Policies'), ['Policies', 'Renewals', 'Billing', 'Customers', 'Policy products']);
  const before = await stored();
  await migrateAgain();
  assert.deepEqual(await stored(), before);
});

test('When the database was seeded by the first release, then after the migration a client admin\'s menu has Customers, Billing and every later item, as a fresh seed has them', async () => {
  const permissionsBefore = (await stored()).permissions;
  // The menus as the first release seeded them: Policies a single link, no Audit, the Reports
  // submenus form items, and the platform's simple policies under Policies.
  await ctx.db.exec(`
    DELETE FROM submenus WHERE menu_id IN (SELECT id FROM menus WHERE name = 'Policies');
    DELETE FROM menus WHERE name = 'Audit';
    UPDATE menus SET name = 'Policies', url = '/user_admin_policies' WHERE client_type = 'PLATFORM' AND name = 'Policy products';
    UPDATE submenus SET menutype = 2, url = '/submenuform/' || menu_id || '/' || id WHERE menu_id IN (SELECT id FROM menus WHERE name = 'Reports');
  `);
  const old = await menus();
  assert.deepEqual(submenuNames(old.summit_admin!, 'Policies'), []);
  assert.ok(!old.summit_admin!.some((category) => category.name === 'Audit'));
  assert.equal(old.kyubos_admin![3]!.name, 'Policies');

  await migrateAgain();

  const migrated = await menus();
  assert.deepEqual(submenuNames(migrated.summit_admin!, 'Policies'), ['Policies', 'Renewals', 'Billing', 'Customers', 'Policy products']);
  const policies = migrated.summit_admin!.find((category) => category.name === 'Policies')!;
  assert.deepEqual(policies.submenu[3], { name: 'Customers', url: '/user_admin_customers', menutype: 1 });
  assert.deepEqual(policies.submenu[2], { name: 'Billing', url: '/user_admin_billing', menutype: 1 });
  assert.deepEqual(migrated, seeded);
  // The staff users' permissions are the seed's, untouched (it grants none of the new items).
  assert.deepEqual((await stored()).permissions, permissionsBefore);

  // And once more: nothing changes.
  const before = await stored();
  await migrateAgain();
  assert.deepEqual(await stored(), before);
});

// A menu item added to the seed needs a migration that adds it to databases seeded before it too.
test('When a client type\'s menu has only Home, then the migrations write every item of the seed\'s menu, in its order', async () => {
  await ctx.db.query(`DELETE FROM menus WHERE name <> 'Home'`);
  const versions = await menuItemMigrations();
  await ctx.db.query('DELETE FROM schema_migrations WHERE version = ANY($1)', [versions]);
  assert.deepEqual(await migrate(ctx.db), versions);
  const rebuilt = await menus();
  for (const [user] of ADMINS) assert.deepEqual(rebuilt[user], seeded[user], user);
});

test('When the menus are empty (a database not yet seeded), then the migration leaves them to the seed', async () => {
  await ctx.db.query('DELETE FROM menus');
  await migrateAgain();
  assert.deepEqual((await stored()).menus, []);
});
