import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MenuCategory } from '@kyubos/contracts';
import { keepHeldItems } from '../src/menus/service';
import { createTestContext, menuItemIds, type TestContext } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

/** 'Category' or 'Category / Submenu' labels, as the permissions screen writes them. */
const labels = (menu: MenuCategory[]) =>
  menu.flatMap((category) => [category.name, ...category.submenu.map((sub) => `${category.name} / ${sub.name}`)]);

describe('POST /viewmainmenuandsubmenu', () => {
  test("When summit_admin loads the MGU menu, then every category comes in order with its submenus", async () => {
    const res = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'MGU' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const menu: MenuCategory[] = res.body.menuWithSubmenu;
    assert.deepEqual(
      menu.map((category) => category.name),
      ['Home', 'Reference Data', 'Users', 'Policies', 'Intake', 'Partners', 'Quotations', 'Bordereaux', 'Reports', 'Audit'],
    );
    const referenceData = menu.find((category) => category.name === 'Reference Data')!;
    assert.equal(referenceData.url, '/user_admin_countries');
    assert.equal(referenceData.menutype, 1);
    assert.deepEqual(
      referenceData.submenu.map(({ name, url, menu_id }) => ({ name, url, menu_id })),
      [
        { name: 'Countries', url: '/user_admin_countries', menu_id: referenceData.id },
        { name: 'Currency', url: '/user_admin_currency', menu_id: referenceData.id },
        { name: 'States', url: '/user_admin_state', menu_id: referenceData.id },
        { name: 'Cities', url: '/user_admin_city', menu_id: referenceData.id },
      ],
    );
    assert.deepEqual(menu[0]!.submenu, [], 'Home has no submenus');
  });

  test('When a category is a form item with screens under it (Reports), then it leads to its first screen as the others do', async () => {
    const res = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'MGU' }, ctx.tokens.summit_admin);
    const reports: MenuCategory = res.body.menuWithSubmenu.find((category: MenuCategory) => category.name === 'Reports');
    // Stored as a form item (nothing to show at /menuform/{id}), answered as a link to the Production Report.
    const stored = await ctx.post('/viewmenuitem', { id: reports.id }, ctx.tokens.summit_admin);
    assert.deepEqual({ menutype: stored.body.menu.menutype, url: stored.body.menu.url }, { menutype: 2, url: `/menuform/${reports.id}` });
    assert.deepEqual({ menutype: reports.menutype, url: reports.url }, { menutype: 1, url: '/user_admin_production_report' });
    // The Production Report and Loss Runs have screens of their own (links); any other Reports item is a form item.
    const forms = reports.submenu.filter((sub) => sub.name !== 'Loss Runs' && sub.name !== 'Production Report');
    assert.deepEqual(
      forms.map(({ name, url, menutype }) => ({ name, url, menutype })),
      forms.map((sub) => ({ name: sub.name, url: `/submenuform/${reports.id}/${sub.id}`, menutype: 2 })),
    );
    const lossRuns = reports.submenu.find((sub) => sub.name === 'Loss Runs')!;
    assert.deepEqual({ url: lossRuns.url, menutype: lossRuns.menutype }, { url: '/user_admin_loss_runs', menutype: 1 });
    assert.deepEqual(reports.submenu.map((sub) => sub.name), ['Production Report', 'Loss Runs']);
    assert.equal(reports.submenu[0]!.url, '/user_admin_production_report');
  });

  test('When harbor_admin and kyubos_admin load their own types, then they get the smaller TPA and PLATFORM menus', async () => {
    const tpa = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'TPA' }, ctx.tokens.harbor_admin);
    assert.deepEqual(
      tpa.body.menuWithSubmenu.map((category: MenuCategory) => category.name),
      ['Home', 'Reference Data', 'Users', 'Intake', 'Partners', 'Bordereaux', 'Audit'],
    );
    const platform = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'PLATFORM' }, ctx.tokens.kyubos_admin);
    assert.deepEqual(labels(platform.body.menuWithSubmenu), [
      'Home', 'Companies', 'Reference Data', 'Reference Data / Countries', 'Reference Data / Currency',
      'Reference Data / States', 'Reference Data / Cities', 'Policy products', 'Audit',
    ]);
  });

  test("When staff or an agent asks for the client admin's full menu, then 403 and no item of it; their own menu still answers", async () => {
    for (const user of ['summit_staff', 'summit_agent'] as const) {
      const res = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'MGU' }, ctx.tokens[user]);
      assert.deepEqual([res.status, res.body], [403, { message: 'Only administrators may make this call' }], user);
      const own = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid: ctx.logins[user].user_id }, ctx.tokens[user]);
      assert.equal(own.status, 200, user);
      assert.ok(!own.body.menuWithSubmenu.some((category: MenuCategory) => category.name === 'Audit'), user);
    }
    // summit_agent holds Quotations alone: the menu the shell draws for the agent.
    const agent = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid: ctx.logins.summit_agent.user_id }, ctx.tokens.summit_agent);
    assert.deepEqual(agent.body.menuWithSubmenu.map((category: MenuCategory) => category.name), ['Quotations']);
  });

  test("When harbor_admin asks for the MGU menu, then 403", async () => {
    const res = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'MGU' }, ctx.tokens.harbor_admin);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { message: 'You do not have access to this client type' });
  });

  test('When type_id is not a client type, then 400 naming the field', async () => {
    const res = await ctx.post('/viewmainmenuandsubmenu', { type_id: 'ADMIN' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /^Invalid type_id: /);
  });
});

describe('POST /viewmainmenuandsubmenuuser', () => {
  const staffMenu = (uid: number, token: string, type_id = 'MGU') =>
    ctx.post('/viewmainmenuandsubmenuuser', { type_id, uid }, token);

  test('When summit_staff loads their menu, then only the items they hold are shown', async () => {
    const res = await staffMenu(ctx.logins.summit_staff.user_id, ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    // Users and Intake show because a submenu of theirs is held; their other submenus do not.
    assert.deepEqual(labels(res.body.menuWithSubmenu), [
      'Reference Data', 'Reference Data / Countries', 'Reference Data / States',
      'Users', 'Users / Users',
      'Intake', 'Intake / Lines of Business',
    ]);
  });

  test('When a user holds only a submenu that is not its category\'s own screen, then the category leads to that submenu', () => {
    const intake: MenuCategory = {
      id: 4,
      name: 'Intake',
      url: '/user_admin_intakecategory',
      menutype: 1,
      submenu: [
        { id: 40, menu_id: 4, name: 'Lines of Business', url: '/user_admin_intakecategory', menutype: 1 },
        { id: 41, menu_id: 4, name: 'Attribute Groups', url: '/user_admin_attribute_groups', menutype: 1 },
      ],
    } as MenuCategory;
    const urls = (held: Array<{ menu_id: number; submenu_id: number | null }>) =>
      keepHeldItems([intake], held).map((category) => [category.url, ...category.submenu.map((sub) => sub.url)]);
    // Attribute Groups alone: Intake opens it, not Lines of Business, which the server would refuse.
    assert.deepEqual(urls([{ menu_id: 4, submenu_id: 41 }]), [['/user_admin_attribute_groups', '/user_admin_attribute_groups']]);
    // Holding the category itself, or the submenu that is its screen, keeps its own link.
    assert.deepEqual(urls([{ menu_id: 4, submenu_id: null }, { menu_id: 4, submenu_id: 41 }]), [['/user_admin_intakecategory', '/user_admin_attribute_groups']]);
    assert.deepEqual(urls([{ menu_id: 4, submenu_id: 40 }, { menu_id: 4, submenu_id: 41 }]), [
      ['/user_admin_intakecategory', '/user_admin_intakecategory', '/user_admin_attribute_groups'],
    ]);
  });

  test('When a user holds submenus of a form category, then the category leads to the first of them that is a screen', () => {
    const reports: MenuCategory = {
      id: 9,
      name: 'Reports',
      url: '/menuform/9',
      menutype: 2,
      submenu: [
        { id: 90, menu_id: 9, name: 'Production Report', url: '/user_admin_production_report', menutype: 1 },
        { id: 91, menu_id: 9, name: 'Loss Runs', url: '/user_admin_loss_runs', menutype: 1 },
      ],
    } as MenuCategory;
    const shown = (held: Array<{ menu_id: number; submenu_id: number | null }>) =>
      keepHeldItems([reports], held).map((category) => ({ menutype: category.menutype, url: category.url }));
    assert.deepEqual(shown([{ menu_id: 9, submenu_id: 91 }]), [{ menutype: 1, url: '/user_admin_loss_runs' }]);
    assert.deepEqual(shown([{ menu_id: 9, submenu_id: null }, { menu_id: 9, submenu_id: 90 }, { menu_id: 9, submenu_id: 91 }]), [
      { menutype: 1, url: '/user_admin_production_report' },
    ]);
    // Holding the form category alone: nothing under it to lead to, it keeps its own.
    assert.deepEqual(shown([{ menu_id: 9, submenu_id: null }]), [{ menutype: 2, url: '/menuform/9' }]);
  });

  test("When summit_admin loads summit_agent's menu, then it holds Quotations and its submenus", async () => {
    const res = await staffMenu(ctx.logins.summit_agent.user_id, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.deepEqual(labels(res.body.menuWithSubmenu), [
      'Quotations', 'Quotations / Quotations', 'Quotations / Binders',
    ]);
  });

  test("When summit_staff asks for another user's menu, then 403", async () => {
    const res = await staffMenu(ctx.logins.summit_agent.user_id, ctx.tokens.summit_staff);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { message: 'You may only view your own menu' });
  });

  test("When harbor_admin asks for a Summit user's menu, then 403", async () => {
    const res = await staffMenu(ctx.logins.summit_staff.user_id, ctx.tokens.harbor_admin, 'TPA');
    assert.equal(res.status, 403);
  });

  test('When the type is not the caller\'s, then 403', async () => {
    const res = await staffMenu(ctx.logins.summit_staff.user_id, ctx.tokens.summit_staff, 'TPA');
    assert.equal(res.status, 403);
  });

  test('When uid is missing, then 400 naming the field', async () => {
    const res = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid uid: is required');
  });
});

describe('GET /viewmenucategory', () => {
  test("When the permissions screen loads the offer, then every item of the caller's client type comes back but the administrators' Audit", async () => {
    const res = await ctx.get('/viewmenucategory', ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const categories: MenuCategory[] = res.body.typemenucategory;
    assert.equal(categories.length, 9);
    assert.ok(labels(categories).includes('Bordereaux / Slab'));
    assert.ok(!labels(categories).includes('Audit'));
    const tpa = await ctx.get('/viewmenucategory', ctx.tokens.harbor_admin);
    assert.equal(tpa.body.typemenucategory.length, 6);
  });
});

describe('POST /viewmenuitem and /viewsubmenuitem', () => {
  test('When an item of the caller\'s type is asked for, then it comes back', async () => {
    const { menuId, submenuId } = await menuItemIds(ctx.db, 'MGU', 'Reference Data', 'States');
    const menu = await ctx.post('/viewmenuitem', { id: menuId }, ctx.tokens.summit_staff);
    assert.equal(menu.status, 200);
    assert.deepEqual(menu.body, { menu: { id: menuId, name: 'Reference Data', url: '/user_admin_countries', menutype: 1 } });

    const sub = await ctx.post('/viewsubmenuitem', { menu_id: menuId, id: submenuId }, ctx.tokens.summit_staff);
    assert.equal(sub.status, 200);
    assert.deepEqual(sub.body, {
      menu: { id: menuId, name: 'Reference Data' },
      submenu: { id: submenuId, menu_id: menuId, name: 'States', url: '/user_admin_state', menutype: 1 },
    });
  });

  test("When an item of another client type is asked for, then 404", async () => {
    const { menuId, submenuId } = await menuItemIds(ctx.db, 'TPA', 'Reference Data', 'States');
    const menu = await ctx.post('/viewmenuitem', { id: menuId }, ctx.tokens.summit_admin);
    assert.equal(menu.status, 404);
    assert.deepEqual(menu.body, { message: 'Menu item not found' });
    const sub = await ctx.post('/viewsubmenuitem', { menu_id: menuId, id: submenuId }, ctx.tokens.summit_admin);
    assert.equal(sub.status, 404);
  });

  test('When the submenu does not belong to the given category, then 404', async () => {
    const { menuId } = await menuItemIds(ctx.db, 'MGU', 'Users');
    const { submenuId } = await menuItemIds(ctx.db, 'MGU', 'Reference Data', 'States');
    const res = await ctx.post('/viewsubmenuitem', { menu_id: menuId, id: submenuId }, ctx.tokens.summit_admin);
    assert.equal(res.status, 404);
  });

  test('When menu_id is not a number, then 400 naming the field', async () => {
    const res = await ctx.post('/viewsubmenuitem', { menu_id: 'x', id: 1 }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid menu_id: must be a number');
  });
});
