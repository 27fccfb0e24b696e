import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Express } from 'express';
import { CALL_RULES, menu } from '../src/permissions/call-rules';
import { CARRIER_CALLS } from '../src/carrier-portal/routes';
import { SIGNED_OUT_RESET_CALLS } from '../src/password-reset/routes';
import { OPERATIONS_CALLS } from '../src/observability/operations-calls';
import { createCallAuthorizer } from '../src/permissions/service';
import { createPermissionRepository } from '../src/permissions/repository';
import type { AppError } from '../src/app-error';
import { createTestContext, type TestContext } from './helpers';

/** Every path registered on the app, walking nested routers (Express 5 keeps them on app.router). */
function registeredPaths(app: Express): string[] {
  const paths: string[] = [];
  const walk = (stack: { route?: { path: string }; handle?: { stack?: unknown[] } }[]) => {
    for (const layer of stack) {
      if (layer.route) paths.push(layer.route.path);
      else if (layer.handle?.stack) walk(layer.handle.stack as typeof stack);
    }
  };
  walk((app as unknown as { router: { stack: [] } }).router.stack);
  return paths;
}

const OPEN_WITHOUT_TOKEN = new Set(['/commonlogin', '/carrierlogin', ...SIGNED_OUT_RESET_CALLS, ...OPERATIONS_CALLS]);
/** Carrier portal calls are checked by their own token audience instead. */
const CARRIER_ONLY = new Set<string>(CARRIER_CALLS);

describe('Call rules', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When the app registers a call behind the admin token, then the call rules declare who may make it', () => {
    const undeclared = registeredPaths(ctx.app).filter(
      (path) => !OPEN_WITHOUT_TOKEN.has(path) && !CARRIER_ONLY.has(path) && !(path in CALL_RULES),
    );
    assert.deepEqual(undeclared, []);
  });

  test('When a staff user holds an item at Read, then read calls pass and write calls get a 403 that names the level', async () => {
    const authorizer = createCallAuthorizer(createPermissionRepository(ctx.db));
    const staff = { userId: ctx.logins.summit_staff.user_id, clientId: ctx.logins.summit_staff.client_id, loginType: 4 as const, clientType: 'MGU' as const, tokenVersion: 1 };
    // summit_staff holds Reference Data / Countries and States at Read, Intake / Lines of Business at Admin.
    await authorizer.authorize(staff, 'test', menu('read', '/user_admin_countries'));
    await assert.rejects(authorizer.authorize(staff, 'test', menu('read_and_write', '/user_admin_countries')), (error: AppError) => {
      assert.equal(error.httpStatus, 403);
      assert.equal(error.message, 'You need Read and Write permission for this');
      return true;
    });
    await authorizer.authorize(staff, 'test', menu('read', '/user_admin_state'));
    await assert.rejects(authorizer.authorize(staff, 'test', menu('read_and_write', '/user_admin_state')));
    await authorizer.authorize(staff, 'test', menu('admin', '/user_admin_intakecategory'));
    await assert.rejects(authorizer.authorize(staff, 'test', menu('read', '/user_admin_bdx_create')));
  });

  test('When a client admin calls for an item of their client type, then it passes; an item their type lacks is refused', async () => {
    const authorizer = createCallAuthorizer(createPermissionRepository(ctx.db));
    const harbor = { userId: ctx.logins.harbor_admin.user_id, clientId: ctx.logins.harbor_admin.client_id, loginType: 2 as const, clientType: 'TPA' as const, tokenVersion: 1 };
    await authorizer.authorize(harbor, 'test', menu('admin', '/user_admin_users'));
    await assert.rejects(authorizer.authorize(harbor, 'test', menu('read', '/user_admin_policies')), /not part of your plan/);
  });

  test('When only administrators may call, then client and platform admins pass and staff (agents too) get 403', async () => {
    const authorizer = createCallAuthorizer(createPermissionRepository(ctx.db));
    const as = (user: 'summit_admin' | 'kyubos_admin' | 'summit_staff' | 'summit_agent', loginType: 1 | 2 | 4) => ({
      userId: ctx.logins[user].user_id,
      clientId: ctx.logins[user].client_id,
      loginType,
      clientType: 'MGU' as const,
      tokenVersion: 1,
    });
    await authorizer.authorize(as('summit_admin', 2), 'test', { access: 'administrator' });
    await authorizer.authorize(as('kyubos_admin', 1), 'test', { access: 'administrator' });
    for (const user of ['summit_staff', 'summit_agent'] as const) {
      await assert.rejects(authorizer.authorize(as(user, 4), 'test', { access: 'administrator' }), (error: AppError) => {
        assert.deepEqual([error.httpStatus, error.message], [403, 'Only administrators may make this call']);
        return true;
      });
    }
    assert.deepEqual(CALL_RULES['/viewmainmenuandsubmenu'], { access: 'administrator' });
  });

  test('When only the platform administrator may call, then a client admin gets 403', async () => {
    const authorizer = createCallAuthorizer(createPermissionRepository(ctx.db));
    const summit = { userId: ctx.logins.summit_admin.user_id, clientId: ctx.logins.summit_admin.client_id, loginType: 2 as const, clientType: 'MGU' as const, tokenVersion: 1 };
    await assert.rejects(authorizer.authorize(summit, 'test', { access: 'platform-admin' }), /Only the platform administrator/);
    await assert.rejects(authorizer.authorize(summit, '/not-declared'), /is not open to anyone/);
  });
});

describe('My access', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When a staff user asks what they may do, then the held items come back by url and level; admins hold everything', async () => {
    const staff = await ctx.post('/myaccess', {}, ctx.tokens.summit_staff).expect(200);
    assert.equal(staff.body.everything, false);
    assert.deepEqual(
      staff.body.items.find((item: { url: string }) => item.url === '/user_admin_state'),
      { url: '/user_admin_state', level: 'read' },
    );
    const admin = await ctx.post('/myaccess', {}, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(admin.body, { everything: true, items: [] });
    await ctx.post('/myaccess', {}).expect(401);
  });
});

describe('Call rules of users, permissions, agents and policies', () => {
  test('When these calls are declared, then reads need Read, create/update Read and Write, each on the screen that leads to it', () => {
    const expected: Record<string, [level: string, ...items: string[]]> = {
      '/viewclientuser': ['read', '/user_admin_users'],
      '/createclientuser': ['read_and_write', '/user_admin_users'],
      '/updateclientuser': ['read_and_write', '/user_admin_users'],
      '/commonloginverification': ['read_and_write', '/user_admin_users'],
      '/viewmenucategory': ['read', '/user_admin_users'],
      '/viewclientpermission': ['read', '/user_admin_users'],
      '/createclientpermission': ['read_and_write', '/user_admin_users'],
      '/viewclientagent': ['read', '/user_admin_agent', '/user_admin_users'],
      '/editclientagent': ['read', '/user_admin_agent'],
      '/createclientagent': ['read_and_write', '/user_admin_agent'],
      '/updateclientagent': ['read_and_write', '/user_admin_agent'],
      '/viewpolicy': ['read', '/user_admin_policy_products', '/user_admin_policies'],
      '/editpolicy': ['read', '/user_admin_policy_products', '/user_admin_policies'],
      '/policy': ['read_and_write', '/user_admin_policy_products', '/user_admin_policies'],
      '/updatepolicy': ['read_and_write', '/user_admin_policy_products', '/user_admin_policies'],
    };
    for (const [path, [level, ...items]] of Object.entries(expected)) {
      assert.deepEqual(CALL_RULES[path], { access: 'menu', level, items }, path);
    }
  });
});
