import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Customer, MenuCategory } from '@kyubos/contracts';
import { parse } from 'csv-parse/sync';
import { meaningfulLevels } from '../src/permissions/item-levels';
import { permissionBody, type PermissionItem } from './fixtures';
import { asBytes, createTestContext, type TestContext } from './helpers';

describe('The Customers screen: its menu item opens the customers list and its export', () => {
  let ctx: TestContext;
  let summit: number;
  let menu: MenuCategory[];
  let uid: number;
  before(async () => {
    ctx = await createTestContext();
    summit = ctx.logins.summit_admin.client_id;
    menu = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body.typemenucategory;
    uid = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_staff'`))!.id;
  });
  after(() => ctx.close());

  /** Gives summit_staff exactly these items, as the permissions screen saves them; answers a fresh token. */
  async function grant(items: PermissionItem[]): Promise<string> {
    const res = await ctx.post('/createclientpermission', permissionBody(menu, summit, uid, items), ctx.tokens.summit_admin);
    assert.equal(res.status, 200, res.text);
    return (await ctx.post('/commonlogin', { username: 'summit_staff', password: 'Passw0rd!' }).expect(200)).body.token as string;
  }
  const exportCsv = (token: string, filters: Record<string, string> = {}) =>
    asBytes(ctx.post('/exportviewcustomerlist', { company_id: summit, format: 'csv', filters }, token));

  test('When the menu is read, then Policies offers Customers at /user_admin_customers, a read-only item', async () => {
    const policies = menu.find((m) => m.name === 'Policies')!;
    const customers = policies.submenu.find((s) => s.name === 'Customers');
    assert.equal(customers?.url, '/user_admin_customers');
    assert.deepEqual(meaningfulLevels('/user_admin_customers'), ['read']);
  });

  test('When a staff user holds only Customers, then the list and its export open, filtered as the table filters; the menu shows it', async () => {
    const token = await grant([['Policies', 'Customers', 'read']]);
    const list = await ctx.post('/viewcustomerlist', { company_id: summit }, token);
    assert.equal(list.status, 200, list.text);
    const customers = list.body.customers as Customer[];
    assert.ok(customers.length > 0);
    const city = customers[0]!.city!;
    const res = await exportCsv(token, { city });
    assert.equal(res.status, 200, String(res.body));
    const [header, ...rows] = parse((res.body as Buffer).toString('utf8').slice(1)) as string[][];
    assert.deepEqual(header, ['Last Name', 'First Name', 'Address', 'City', 'State', 'Zip Code', 'Phone', 'Email']);
    const expected = customers.filter((customer) => (customer.city ?? '').toLowerCase().includes(city.toLowerCase()));
    assert.equal(rows.length, expected.length);
    assert.ok(rows.every((row) => row[3]!.toLowerCase().includes(city.toLowerCase())));
    const own = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid }, token).expect(200);
    const shown = (own.body.menuWithSubmenu as MenuCategory[]).find((m) => m.name === 'Policies');
    assert.ok(shown?.submenu.some((s) => s.url === '/user_admin_customers'));
  });

  test('When a staff user holds neither Customers nor any record screen, then the list and its export answer 403', async () => {
    const token = await grant([['Users', null, 'read']]);
    assert.equal((await ctx.post('/viewcustomerlist', { company_id: summit }, token)).status, 403);
    assert.equal((await exportCsv(token)).status, 403);
  });
});
