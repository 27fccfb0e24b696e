import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Customer, CustomerListRequest, CustomerListResponse, MenuCategory } from '@kyubos/contracts';
import { sortByText } from '@kyubos/domain';
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

  const listOf = async (body: Omit<CustomerListRequest, 'company_id'>, token = ctx.tokens.summit_admin) => {
    const res = await ctx.post('/viewcustomerlist', { company_id: summit, ...body }, token);
    assert.equal(res.status, 200, res.text);
    return res.body as CustomerListResponse;
  };
  const names = (customers: Customer[]) => customers.map((customer) => `${customer.lastname}, ${customer.firstname}`);

  test('When the list is asked a page at a time, filtered and sorted, then the server answers that page of the filtered list and how many it keeps', async () => {
    const whole = await listOf({});
    assert.ok(whole.total > 6);
    assert.equal(whole.customers.length, whole.total);
    // By last name, then first name, as a reader orders them.
    assert.deepEqual(names(whole.customers), names(sortByText(sortByText(whole.customers, (c) => c.firstname), (c) => c.lastname)));
    const second = await listOf({ page: 2, pageSize: 3 });
    assert.equal(second.total, whole.total);
    assert.deepEqual(names(second.customers), names(whole.customers.slice(3, 6)));
    // A header filter is contained in its column, any case; the total counts the filtered list.
    const city = whole.customers[0]!.city!;
    const inCity = whole.customers.filter((c) => (c.city ?? '').toLowerCase().includes(city.slice(1, 4).toLowerCase()));
    const filtered = await listOf({ filters: { city: city.slice(1, 4).toUpperCase() }, page: 1, pageSize: 200 });
    assert.equal(filtered.total, inCity.length);
    assert.deepEqual(names(filtered.customers), names(inCity));
    // Sorted by city descending: the cities turned round, each city's customers still by name.
    const byCity = await listOf({ sort: 'city', direction: 'desc', page: 1, pageSize: 200 });
    const cities = byCity.customers.map((c) => c.city ?? '');
    assert.deepEqual(cities, sortByText(cities, (c) => c).reverse().filter(Boolean).concat(cities.filter((c) => !c)));
    // The export writes the whole list as the page's filters and order keep it.
    const res = await exportCsv(ctx.tokens.summit_admin, { city: city.slice(1, 4) });
    const [, ...rows] = parse((res.body as Buffer).toString('utf8').slice(1)) as string[][];
    assert.deepEqual(rows.map((row) => `${row[0]}, ${row[1]}`), names(inCity));
  });

  test('When sorted by last name, then accented initials sort with their letter (Çelik between Celi and Cem), both ways and page by page', async () => {
    const first = (await listOf({ page: 1, pageSize: 3 })).customers;
    const renamed = ['Zimmer', 'Çelik', 'Celi'];
    try {
      for (const [i, customer] of first.entries()) await ctx.db.query('UPDATE customers SET lastname = $2 WHERE id = $1', [customer.customer_id, renamed[i]]);
      await ctx.db.query('UPDATE customers SET lastname = $2 WHERE id = $1', [(await listOf({ page: 2, pageSize: 1 })).customers[0]!.customer_id, 'Cem']);
      const asc = (await listOf({ sort: 'lastname', direction: 'asc' })).customers.map((c) => c.lastname);
      assert.deepEqual(asc.filter((name) => ['Zimmer', 'Çelik', 'Celi', 'Cem'].includes(name)), ['Celi', 'Çelik', 'Cem', 'Zimmer']);
      const all = await listOf({ sort: 'lastname', direction: 'asc' });
      const desc = [];
      for (let page = 1; page <= Math.ceil(all.total / 4); page += 1) desc.push(...(await listOf({ sort: 'lastname', direction: 'desc', page, pageSize: 4 })).customers);
      assert.deepEqual(desc.map((c) => c.customer_id), all.customers.map((c) => c.customer_id).reverse());
    } finally {
      for (const customer of first) await ctx.db.query('UPDATE customers SET lastname = $2 WHERE id = $1', [customer.customer_id, customer.lastname]);
    }
  });

  test("When an agent's user pages the list, then only its book's customers are counted; a bad column or page size is refused naming it", async () => {
    const agent = await listOf({ page: 1, pageSize: 2 }, ctx.tokens.summit_agent);
    const agentWhole = await listOf({}, ctx.tokens.summit_agent);
    assert.equal(agent.total, agentWhole.customers.length);
    assert.ok(agent.total < (await listOf({ page: 1, pageSize: 1 })).total);
    const unknown = await ctx.post('/viewcustomerlist', { company_id: summit, filters: { customer_id: '1' } }, ctx.tokens.summit_admin);
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /filters/);
    const large = await ctx.post('/viewcustomerlist', { company_id: summit, page: 1, pageSize: 201 }, ctx.tokens.summit_admin);
    assert.equal(large.status, 400);
    assert.match(large.body.message, /pageSize/);
    await ctx.post('/viewcustomerlist', { company_id: summit, page: 1, pageSize: 10 }, ctx.tokens.harbor_admin).expect(403);
  });
});
