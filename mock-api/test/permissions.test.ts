import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MenuCategory, PermissionLevel } from '@kyubos/contracts';
import { meaningfulLevels } from '../src/permissions/item-levels';
import { newStaffUser, permissionBody as bodyFor, type PermissionItem } from './fixtures';
import { createTestContext, withWritesRefused, type TestContext, versionedSave, expectStatus, savedVersionOf } from './helpers';

let ctx: TestContext;
let summitId: number;
let menu: MenuCategory[];
before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  menu = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body.typemenucategory;
});
after(() => ctx.close());

const userId = async (username: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;

/** A body as the permissions screen sends it, from [category, submenu or null, level] items. */
const permissionBody = (uid: number, items: PermissionItem[]) => bodyFor(menu, summitId, uid, items);

describe('GET /viewmenucategory', () => {
  test("When summit_admin loads the menu items, then the MGU menu's categories and submenus come back", () => {
    assert.ok(menu.some((m) => m.name === 'Users' && m.submenu.some((s) => s.name === 'Agents')));
  });

  test('When the menu items are loaded, then each comes with the levels that change what its holder may do', async () => {
    const { levels } = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body;
    // Only the platform admin writes reference data: a staff user's States can only be read.
    assert.deepEqual(levels['/user_admin_state'], ['read']);
    assert.deepEqual(levels['/user_admin_users'], ['read', 'read_and_write']);
    // Carriers can be removed (Admin), and so can quotations.
    assert.deepEqual(levels['/user_admin_carrier'], ['read', 'read_and_write', 'admin']);
    assert.deepEqual(levels['/user_admin_policy_quotations'], ['read', 'read_and_write', 'admin']);
    for (const item of menu.flatMap((m) => [m.url, ...m.submenu.map((s) => s.url)])) assert.ok(levels[item]?.includes('read'), item);
  });
});

describe('The seeded permissions', () => {
  test('When the demo data is seeded, then every level it grants is one its item offers (the server would refuse to save any other)', async () => {
    const held = await ctx.db.query<{ username: string; url: string; level: PermissionLevel }>(
      `SELECT u.username, coalesce(s.url, m.url) AS url, cp.level
         FROM client_permissions cp
         JOIN users u ON u.id = cp.user_id
         JOIN menus m ON m.id = cp.menu_id
         LEFT JOIN submenus s ON s.id = cp.submenu_id`,
    );
    assert.ok(held.length > 0);
    for (const { username, url, level } of held) {
      assert.ok(meaningfulLevels(url).includes(level), `${username} holds ${url} at ${level}; it offers ${meaningfulLevels(url).join(', ')}`);
    }
  });
});

describe('POST /viewclientpermission', () => {
  test("When summit_admin views summit_staff's set, then the seeded labels sit in their levels", async () => {
    const uid = await userId('summit_staff');
    const res = await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(res.body.clientEmployeePermission, {
      id: uid,
      read: ['Reference Data', 'Reference Data / Countries', 'Reference Data / States', 'Users / Users'],
      read_and_write: [],
      admin: ['Intake / Lines of Business'],
    });
  });

  test("When the uid is missing, then 400; another client's user or unknown, the same 404; no token 401; no Users item 403", async () => {
    const res = await ctx.post('/viewclientpermission', {}, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid uid: is required');
    for (const [uid, token] of [[await userId('summit_staff'), ctx.tokens.harbor_admin], [999999, ctx.tokens.harbor_admin], [999999, ctx.tokens.summit_admin]] as const) {
      assert.deepEqual((await ctx.post('/viewclientpermission', { uid }, token).expect(404)).body, { message: 'User not found' });
    }
    await ctx.post('/viewclientpermission', { uid: 1 }).expect(401);
    await ctx.post('/viewclientpermission', { uid: await userId('summit_staff') }, ctx.tokens.summit_agent).expect(403);
  });
});

describe('Administrators-only items (Audit)', () => {
  test('When the permissions screen loads the menu items, then Audit is not offered (only administrators read the audit trail)', async () => {
    const { typemenucategory, levels } = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body;
    assert.ok(!typemenucategory.some((m: MenuCategory) => m.name === 'Audit' || m.url === '/user_admin_audit'));
    assert.equal(levels['/user_admin_audit'], undefined);
    // The client admin's own menu still has it.
    const own = (await ctx.post('/viewmainmenuandsubmenu', { type_id: 'MGU' }, ctx.tokens.summit_admin).expect(200)).body.menuWithSubmenu;
    assert.ok(own.some((m: MenuCategory) => m.name === 'Audit'));
  });

  test('When a set gives a staff user Audit, or the user holds it already, then 400 naming the item, no menu entry and still 403 on /viewaudit', async () => {
    const uid = await userId('summit_staff');
    const audit = (await ctx.db.one<{ id: number }>("SELECT id FROM menus WHERE client_type = 'MGU' AND url = '/user_admin_audit'"))!;
    const body = permissionBody(uid, [['Users', null, 'read']]);
    body.format1.push({ main_id: audit.id, sub_id: null, type: 'read' });
    body.format2.push({ main_id: audit.id, sub_id: null, main_name: 'Audit', sub_name: null, main_order: 99, sub_order: 0, type: 'read' });
    body.read.push('Audit');
    const res = await ctx.post('/createclientpermission', body, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid format1.1: is not a menu item of your client type');
    // A set saved before the rule (straight in the table) shows no Audit entry and opens nothing.
    await ctx.db.query("INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) VALUES ($1, $2, NULL, 'read')", [uid, audit.id]);
    const login = await ctx.post('/commonlogin', { username: 'summit_staff', password: 'Passw0rd!' }).expect(200);
    const staffMenu = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid }, login.body.token).expect(200);
    assert.ok(!staffMenu.body.menuWithSubmenu.some((m: MenuCategory) => m.name === 'Audit'));
    const view = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200)).body.clientEmployeePermission;
    assert.ok(!view.read.includes('Audit'));
    await ctx.post('/viewaudit', { page: 1, pageSize: 5 }, login.body.token).expect(403);
    await ctx.db.query('DELETE FROM client_permissions WHERE user_id = $1 AND menu_id = $2', [uid, audit.id]);
  });
});

describe('POST /createclientpermission', () => {
  test("When summit_admin saves a set, then it replaces the user's whole set and is answered again on view", async () => {
    const uid = await userId('emily.chen');
    const body = permissionBody(uid, [
      ['Users', null, 'read'],
      ['Users', 'Agents', 'read_and_write'],
      ['Quotations', null, 'admin'],
    ]);
    const saved = await ctx.post('/createclientpermission', body, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(saved.body.clientEmployeePermission, { id: uid, read: ['Users'], read_and_write: ['Users / Agents'], admin: ['Quotations'] });
    const second = permissionBody(uid, [['Policies', null, 'read']]);
    await ctx.post('/createclientpermission', second, ctx.tokens.summit_admin).expect(200);
    const view = await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(view.body.clientEmployeePermission, { id: uid, read: ['Policies'], read_and_write: [], admin: [] });
    // The saved set is enforced: the user's menu now shows Policies only.
    const login = await ctx.post('/commonlogin', { username: 'emily.chen', password: 'Passw0rd!' }).expect(200);
    const staffMenu = await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid }, login.body.token).expect(200);
    assert.deepEqual(staffMenu.body.menuWithSubmenu.map((m: MenuCategory) => m.name), ['Policies']);
    await ctx.post('/viewpolicy', { company_id: summitId }, login.body.token).expect(200);
    await ctx.post('/policy', { policy_id: 'EC-1', policy_name: 'x' }, login.body.token).expect(403);
  });

  test("When storing the new set fails half-way, then the user keeps the old set whole (one transaction)", async () => {
    const uid = await userId('summit_staff');
    const before = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body;
    await withWritesRefused(ctx.db, { table: 'client_permissions', operation: 'INSERT' }, async () => {
      const res = await ctx.post('/createclientpermission', permissionBody(uid, [['Policies', null, 'read']]), ctx.tokens.summit_admin);
      assert.equal(res.status, 500);
    });
    assert.deepEqual((await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body, before);
  });

  test('When an item is not of the client type, sits in two levels or the three forms disagree, then 400 and nothing changes', async () => {
    const uid = await userId('summit_staff');
    const before = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body;
    const companies = (await ctx.db.one<{ id: number }>("SELECT id FROM menus WHERE client_type = 'PLATFORM' AND name = 'Companies'"))!.id;
    const foreign = permissionBody(uid, [['Users', null, 'read']]);
    foreign.format1[0]!.main_id = companies;
    foreign.format2[0]!.main_id = companies;
    let res = await ctx.post('/createclientpermission', foreign, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid format1.0: is not a menu item of your client type');

    const twice = permissionBody(uid, [['Users', null, 'read'], ['Users', null, 'admin']]);
    res = await ctx.post('/createclientpermission', twice, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid format1.1: an item can sit in one level only');

    const mismatch = permissionBody(uid, [['Users', null, 'read']]);
    mismatch.format2[0]!.type = 'admin';
    res = await ctx.post('/createclientpermission', mismatch, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid format2: must list the same items and levels as format1');

    const labels = permissionBody(uid, [['Users', null, 'read']]);
    labels.admin = ['Users'];
    res = await ctx.post('/createclientpermission', labels, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid admin: must name the items format1 gives that level');

    res = await ctx.post('/createclientpermission', { ...labels, format1: 'x' }, ctx.tokens.summit_admin).expect(400);
    assert.match(res.body.message, /^Invalid format1/);
    const after = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body;
    assert.deepEqual(after, before);
  });

  test('When an item is given at a level that grants nothing more than a lower one, then 400 naming the item and nothing changes', async () => {
    const uid = await userId('summit_staff');
    const before = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body;
    // Only the platform admin writes reference data: States offers Read only.
    const body = permissionBody(uid, [['Users', null, 'read'], ['Reference Data', 'States', 'read_and_write']]);
    const res = await ctx.post('/createclientpermission', body, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid format1.1: Reference Data / States can be given at Read only');
    const adminOnUsers = permissionBody(uid, [['Users', null, 'admin']]);
    const refused = await ctx.post('/createclientpermission', adminOnUsers, ctx.tokens.summit_admin).expect(400);
    assert.equal(refused.body.message, 'Invalid format1.0: Users can be given at Read or Read and Write only');
    assert.deepEqual((await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin)).body, before);
    const other = await userId('emily.chen');
    await ctx.post('/createclientpermission', permissionBody(other, [['Reference Data', 'States', 'read']]), ctx.tokens.summit_admin).expect(200);
  });

  test("When harbor_admin saves a set with Summit's client_id, then 403; for a Summit user, then 404 as for a missing one; nothing changes", async () => {
    const uid = await userId('summit_staff');
    const body = permissionBody(uid, []);
    await ctx.post('/createclientpermission', body, ctx.tokens.harbor_admin).expect(403);
    for (const target of [uid, 999999]) {
      const res = await ctx
        .post('/createclientpermission', { ...permissionBody(target, []), client_id: ctx.logins.harbor_admin.client_id }, ctx.tokens.harbor_admin)
        .expect(404);
      assert.equal(res.body.message, 'User not found');
    }
    const view = await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200);
    assert.equal(view.body.clientEmployeePermission.read.length, 4);
  });

  test('When staff at Read on Users saves a set, then 403; without a token 401', async () => {
    const uid = await userId('marcus.johnson');
    const res = await ctx.post('/createclientpermission', permissionBody(uid, []), ctx.tokens.summit_staff).expect(403);
    assert.equal(res.body.message, 'You need Read and Write permission for this');
    await ctx.post('/createclientpermission', permissionBody(uid, [])).expect(401);
  });

  test('When a staff user with Users at Read and Write grants more than they hold, or edits their own set, then 403', async () => {
    const manager = await userId('olivia.martinez');
    await ctx.post('/createclientpermission', permissionBody(manager, [['Users', 'Users', 'read_and_write'], ['Users', 'Agents', 'read']]), ctx.tokens.summit_admin).expect(200);
    const login = await ctx.post('/commonlogin', { username: 'olivia.martinez', password: 'Passw0rd!' }).expect(200);
    const target = await userId('ethan.nguyen');
    await ctx.post('/createclientpermission', permissionBody(target, [['Users', 'Agents', 'read']]), login.body.token).expect(200);
    const res = await ctx.post('/createclientpermission', permissionBody(target, [['Users', 'Agents', 'read_and_write']]), login.body.token).expect(403);
    assert.match(res.body.message, /You can only grant what you hold/);
    await ctx.post('/createclientpermission', permissionBody(manager, [['Users', 'Users', 'read_and_write']]), login.body.token).expect(403);
  });
});

describe("Agents' books: the bordereaux are closed to an agent's users", () => {
  const inboundItem = async () =>
    (await ctx.db.one<{ menu_id: number; id: number }>("SELECT s.menu_id, s.id FROM submenus s JOIN menus m ON m.id = s.menu_id WHERE m.client_type = 'MGU' AND s.url = '/user_admin_bdx_inbound'"))!;
  const CLOSED = "Bordereaux are not open to an agent's users: a carrier's file holds every agent's policies";

  test("When a set gives summit_agent Bordereaux / Inbound, then 400 naming the area and the agent's set is unchanged", async () => {
    const uid = await userId('summit_agent');
    const before = await ctx.db.query('SELECT menu_id, submenu_id, level FROM client_permissions WHERE user_id = $1 ORDER BY id', [uid]);
    const body = permissionBody(uid, [['Reports', 'Loss Runs', 'read'], ['Bordereaux', 'Inbound', 'read']]);
    const res = await ctx.post('/createclientpermission', body, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, "Invalid format1.1: Bordereaux / Inbound cannot be given to an agent's user: a carrier's file holds every agent's policies");
    assert.deepEqual(await ctx.db.query('SELECT menu_id, submenu_id, level FROM client_permissions WHERE user_id = $1 ORDER BY id', [uid]), before);
    // A Main staff user is given it.
    const staff = await userId('emily.chen');
    await ctx.post('/createclientpermission', permissionBody(staff, [['Bordereaux', 'Inbound', 'read_and_write']]), ctx.tokens.summit_admin).expect(200);
  });

  test('When summit_agent holds Bordereaux / Inbound at Read and Write (given before the rule), then its file calls answer 403 saying why, and no screen offers them', async () => {
    const uid = await userId('summit_agent');
    const inbound = await inboundItem();
    await ctx.db.query("INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) VALUES ($1, $2, $3, 'read_and_write')", [uid, inbound.menu_id, inbound.id]);
    try {
      const files = (await ctx.post('/viewclientinbound', { client_id: summitId }, ctx.tokens.summit_admin).expect(200)).body.brdxList as { id: number }[];
      assert.ok(files.length > 0);
      const fileId = files[0]!.id;
      const agent = ctx.tokens.summit_agent;
      for (const [path, body] of [
        ['/viewclientinbound', { client_id: summitId }],
        ['/editbrdxfileview', { id: fileId }],
        ['/downloadbrdxfile', { id: fileId }],
        ['/Importedbdximport', { id: fileId }],
        ['/viewbrdximportfile', { client_id: summitId }],
      ] as const) {
        assert.equal((await ctx.post(path, body, agent).expect(403)).body.message, CLOSED, path);
      }
      // A main staff user with the same grant reads the list.
      const staff = (await ctx.post('/commonlogin', { username: 'emily.chen', password: 'Passw0rd!' }).expect(200)).body.token;
      await ctx.post('/viewclientinbound', { client_id: summitId }, staff).expect(200);
      // Its menu, its access and its permission set leave the area out, so the next save drops the grant.
      const agentMenu = (await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid }, agent).expect(200)).body.menuWithSubmenu as MenuCategory[];
      assert.ok(!agentMenu.some((m) => m.submenu.some((s) => s.url === '/user_admin_bdx_inbound')));
      const access = (await ctx.post('/myaccess', {}, agent).expect(200)).body.items as { url: string }[];
      assert.ok(!access.some((item) => item.url === '/user_admin_bdx_inbound'));
      assert.ok(access.length > 0);
      const view = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200)).body.clientEmployeePermission;
      assert.ok(![...view.read, ...view.read_and_write, ...view.admin].includes('Bordereaux / Inbound'));
    } finally {
      await ctx.db.query('DELETE FROM client_permissions WHERE user_id = $1 AND submenu_id = $2', [uid, inbound.id]);
    }
  });
});

describe("Agents' books: users and agents are closed to an agent's users, so none can lift its own limit", () => {
  const CLOSED = "Users and Agents are not open to an agent's users: the client decides which agent's book each user reads";
  const usersItems = async () =>
    ctx.db.query<{ menu_id: number; id: number }>(
      "SELECT s.menu_id, s.id FROM submenus s JOIN menus m ON m.id = s.menu_id WHERE m.client_type = 'MGU' AND s.url IN ('/user_admin_users', '/user_admin_agent')",
    );
  const agentOf = async (code: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM client_agents WHERE agentcode = $1', [code]))!.id;
  const userRow = (id: number) => ctx.db.one<{ usertype: string; agent_id: number | null }>('SELECT usertype, agent_id FROM users WHERE id = $1', [id]);

  test("When a set gives summit_agent Users / Users or Users / Agents, then 400 naming the entry and why; a Main staff user is given them", async () => {
    const uid = await userId('summit_agent');
    for (const item of [['Users', 'Users', 'read_and_write'], ['Users', 'Agents', 'read']] as PermissionItem[]) {
      const res = await ctx.post('/createclientpermission', permissionBody(uid, [['Policies', 'Policies', 'read'], item]), ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, `Invalid format1.1: ${item[0]} / ${item[1]} cannot be given to an agent's user: the client decides which agent's book each user reads`);
    }
    await ctx.post('/createclientpermission', permissionBody(await userId('emily.chen'), [['Users', 'Users', 'read_and_write']]), ctx.tokens.summit_admin).expect(200);
  });

  test('When summit_agent holds Users and Agents at Read and Write (given before the rule), then making itself or a new user Main, moving a user to another agent and editing another agent all answer 403 saying why, and nothing changes', async () => {
    const uid = await userId('summit_agent');
    const items = await usersItems();
    assert.equal(items.length, 2);
    for (const item of items) {
      await ctx.db.query("INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) VALUES ($1, $2, $3, 'read_and_write')", [uid, item.menu_id, item.id]);
    }
    try {
      const agent = ctx.tokens.summit_agent;
      const own = await agentOf('SSA-001');
      const other = await agentOf('SSA-002');
      const sophia = await userId('sophia.patel');
      const sophiaBefore = await userRow(sophia);
      const agentBefore = await ctx.db.one('SELECT * FROM client_agents WHERE id = $1', [other]);
      const self = { firstname: 'Jordan', lastname: 'Blake', phonenumber: '13035550123', email: 'jordan.blake@summitspecialty.example', username: 'summit_agent', password: '' };
      const refusals: [string, object][] = [
        // Self-promotion to Main, and moving itself to another agent.
        ['/updateclientuser', { ...self, id: uid, usertype: 'Main', agent_id: null, company_id: summitId, updatedAt: await savedVersionOf(ctx.db, 'users', uid) }],
        ['/updateclientuser', { ...self, id: uid, usertype: 'Agent', agent_id: other, company_id: summitId, updatedAt: await savedVersionOf(ctx.db, 'users', uid) }],
        // A new Main user.
        ['/createclientuser', newStaffUser(summitId, 'qa_shadow_main')],
        // Moving another agent's user into its own agent.
        ['/updateclientuser', { ...newStaffUser(summitId, 'sophia.patel', { usertype: 'Agent', agent_id: own, password: '' }), id: sophia, updatedAt: await savedVersionOf(ctx.db, 'users', sophia) }],
        // Editing another agent.
        ['/updateclientagent', { userData: { id: other, agentcode: 'SSA-002', agentname: 'Pikes Peak', phonenumber: '13035551234', email: 'attacker@example.com', address: '1 Main St', city_name: 'Colorado Springs', state_name: 'CO', zipcode: '80903', company_id: summitId } }],
        ['/createclientagent', { agentcode: 'SSA-900', agentname: 'Shadow Agency', phonenumber: '13035551234', email: 'a@example.com', address: '1 Main St', city_name: 'Denver', state_name: 'CO', zipcode: '80202', company_id: summitId }],
        // Reading the users, their permissions and the agents.
        ['/viewclientuser', { company_id: summitId }],
        ['/viewclientpermission', { uid }],
        ['/viewclientagent', { company_id: summitId }],
        ['/editclientagent', { id: other }],
      ];
      for (const [path, body] of refusals) {
        assert.equal((await ctx.post(path, body, agent).expect(403)).body.message, CLOSED, path);
      }
      assert.deepEqual(await userRow(uid), { usertype: 'Agent', agent_id: own });
      assert.deepEqual(await userRow(sophia), sophiaBefore);
      assert.equal(await ctx.db.one("SELECT id FROM users WHERE username = 'qa_shadow_main'"), null);
      assert.deepEqual(await ctx.db.one('SELECT * FROM client_agents WHERE id = $1', [other]), agentBefore);
      // Its menu and its access leave the area out; its own record still answers (the shell's header).
      const agentMenu = (await ctx.post('/viewmainmenuandsubmenuuser', { type_id: 'MGU', uid }, agent).expect(200)).body.menuWithSubmenu as MenuCategory[];
      assert.ok(!agentMenu.some((m) => m.url === '/user_admin_users' || m.submenu.some((s) => s.url === '/user_admin_users' || s.url === '/user_admin_agent')));
      const access = (await ctx.post('/myaccess', {}, agent).expect(200)).body.items as { url: string }[];
      assert.ok(!access.some((item) => item.url === '/user_admin_users' || item.url === '/user_admin_agent'));
      assert.equal((await ctx.post('/editclientuser', { id: uid }, agent).expect(200)).body.usertype, 'Agent');
      // A Main staff user with the same grant manages users.
      const staff = (await ctx.post('/commonlogin', { username: 'emily.chen', password: 'Passw0rd!' }).expect(200)).body.token;
      await ctx.post('/viewclientuser', { company_id: summitId }, staff).expect(200);
    } finally {
      await ctx.db.query('DELETE FROM client_permissions WHERE user_id = $1 AND submenu_id = ANY($2)', [uid, items.map((item) => item.id)]);
    }
  });
});

describe('Becoming an agent\'s user takes away the items closed to agents\' users', () => {
  const heldUrls = async (uid: number) => {
    const rows = await ctx.db.query<{ url: string }>(
      'SELECT coalesce(s.url, m.url) AS url FROM client_permissions cp JOIN menus m ON m.id = cp.menu_id LEFT JOIN submenus s ON s.id = cp.submenu_id WHERE cp.user_id = $1 ORDER BY 1',
      [uid],
    );
    return rows.map((row) => row.url);
  };

  test('When a Main user holding Quotations, Bordereaux / Inbound and Users / Users is made an Agent, then only Quotations is left, and it stays so when made Main again', async () => {
    const created = await ctx.post('/createclientuser', newStaffUser(summitId, 'becomes.agent'), ctx.tokens.summit_admin).expect(201);
    const uid = created.body.user.id as number;
    const items: PermissionItem[] = [['Quotations', null, 'read_and_write'], ['Bordereaux', 'Inbound', 'read_and_write'], ['Users', 'Users', 'read_and_write']];
    await ctx.post('/createclientpermission', permissionBody(uid, items), ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(await heldUrls(uid), ['/user_admin_bdx_inbound', '/user_admin_policy_quotations', '/user_admin_users']);
    const agentId = (await ctx.db.one<{ id: number }>("SELECT id FROM client_agents WHERE agentcode = 'SSA-001'"))!.id;
    const asAgent = { ...newStaffUser(summitId, 'becomes.agent', { usertype: 'Agent', agent_id: agentId, password: '' }), id: uid };
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', asAgent, ctx.tokens.summit_admin).then(expectStatus(200));
    assert.deepEqual(await heldUrls(uid), ['/user_admin_policy_quotations']);
    const view = (await ctx.post('/viewclientpermission', { uid }, ctx.tokens.summit_admin).expect(200)).body.clientEmployeePermission;
    assert.deepEqual(view.read_and_write, ['Quotations']);
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...asAgent, usertype: 'Main', agent_id: null }, ctx.tokens.summit_admin).then(expectStatus(200));
    assert.deepEqual(await heldUrls(uid), ['/user_admin_policy_quotations']);
  });
});
