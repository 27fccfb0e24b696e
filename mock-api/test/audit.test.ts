import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditRow } from '@kyubos/contracts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let harborId: number;
before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  harborId = ctx.logins.harbor_admin.client_id;
});
after(() => ctx.close());

/** The audit rows written since `sinceId`, oldest first, read straight from the table. */
const rowsSince = async (sinceId: number) =>
  ctx.db.query<AuditRow & { actor_client_id: number | null }>(
    `SELECT id::integer AS id, client_id, user_id, user_name, audience, login_type, actor_client_id, call, request_id, action, entity, entity_id, changes
       FROM audit_log WHERE id > $1 ORDER BY id`,
    [sinceId],
  );
const lastId = async () => (await ctx.db.one<{ id: number }>('SELECT coalesce(max(id), 0)::integer AS id FROM audit_log'))!.id;
const userIdOf = async (username: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;

/** Secrets never reach the trail: no password, hash, OTP, card number or CVV anywhere in it. */
async function assertNoSecretIn(sinceId: number, ...secrets: string[]) {
  const text = JSON.stringify(await rowsSince(sinceId));
  for (const secret of [...secrets, 'scrypt$']) assert.ok(!text.includes(secret), `the trail holds ${secret}`);
}

const newUser = (username: string, extra: object = {}) => ({
  firstname: 'Riley',
  lastname: 'Summers',
  phonenumber: '13035550999',
  email: `${username}@summitspecialty.example`,
  usertype: 'Main',
  username,
  password: 'Start-Here-42',
  company_id: summitId,
  ...extra,
});

describe('Audit rows of writes', () => {
  test('When summit_admin creates a user, then one insert row names the caller, the call, the user and its fields, and no password', async () => {
    const since = await lastId();
    const res = await ctx.post('/createclientuser', newUser('audit.create'), ctx.tokens.summit_admin).set('X-Request-Id', 'audit-create-1').expect(201);
    const id = await userIdOf('audit.create');
    const rows = (await rowsSince(since)).filter((row) => row.entity === 'users');
    assert.equal(rows.length, 1, JSON.stringify(rows));
    const [row] = rows;
    assert.equal(row!.action, 'insert');
    assert.equal(row!.entity_id, String(id));
    assert.equal(row!.client_id, summitId);
    assert.equal(row!.user_id, ctx.logins.summit_admin.user_id);
    assert.ok(row!.user_name && row!.user_name.length > 0, 'the caller is named');
    assert.equal(row!.audience, 'admin');
    assert.equal(row!.login_type, 2);
    assert.equal(row!.call, '/createclientuser');
    assert.equal(row!.request_id, 'audit-create-1');
    assert.deepEqual(row!.changes.username, { before: null, after: 'audit.create' });
    assert.deepEqual(row!.changes.firstname, { before: null, after: 'Riley' });
    assert.ok(!('password_hash' in row!.changes));
    assert.ok(res.body);
    await assertNoSecretIn(since, 'Start-Here-42');
  });

  test('When a user is updated, then the row holds only the changed fields before and after; a new password shows as hidden, never its value', async () => {
    await ctx.post('/createclientuser', newUser('audit.update'), ctx.tokens.summit_admin).expect(201);
    const id = await userIdOf('audit.update');
    const since = await lastId();
    await ctx.post('/updateclientuser', { ...newUser('audit.update', { password: 'Fresh-Pass-77' }), id, lastname: 'Winters' }, ctx.tokens.summit_admin).expect(200);
    const rows = (await rowsSince(since)).filter((row) => row.entity === 'users' && row.entity_id === String(id));
    assert.equal(rows.length, 1, JSON.stringify(rows));
    assert.equal(rows[0]!.action, 'update');
    assert.equal(rows[0]!.call, '/updateclientuser');
    assert.deepEqual(rows[0]!.changes.lastname, { before: 'Summers', after: 'Winters' });
    assert.deepEqual(rows[0]!.changes.password_hash, { before: '[hidden]', after: '[hidden]' });
    assert.ok(!('firstname' in rows[0]!.changes), 'unchanged fields are left out');
    await assertNoSecretIn(since, 'Fresh-Pass-77');
  });

  test('When a write changes nothing, then no row is added', async () => {
    await ctx.post('/createclientuser', newUser('audit.same'), ctx.tokens.summit_admin).expect(201);
    const id = await userIdOf('audit.same');
    const since = await lastId();
    await ctx.post('/updateclientuser', { ...newUser('audit.same', { password: '' }), id }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual((await rowsSince(since)).filter((row) => row.entity === 'users'), []);
  });

  test('When a record is deleted, then a delete row holds its fields before', async () => {
    const since = await lastId();
    const record = (await ctx.db.one<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND quotation = 1 AND policyapproved = 0 ORDER BY id DESC LIMIT 1`,
      [summitId],
    ))!;
    await ctx.post('/deletepolicyquotationlist', { id: record.id, company_id: summitId }, ctx.tokens.summit_admin).expect(200);
    const rows = (await rowsSince(since)).filter((row) => row.entity === 'policy_quotations' && row.entity_id === String(record.id));
    assert.ok(rows.length >= 1, JSON.stringify(rows));
    assert.ok(rows.every((row) => row.call === '/deletepolicyquotationlist'));
    assert.ok(rows.some((row) => 'deleted_at' in row.changes && row.changes.deleted_at!.before === null));
  });

  test('When a quotation is approved (a stage change) and a binder paid, then rows carry the stage fields and the payment, never the card number or CVV', async () => {
    await ctx.post('/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_admin).expect(200);
    const quotation = (await ctx.db.one<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND quotation = 1 AND policyapproved = 0 ORDER BY id LIMIT 1`,
      [summitId],
    ))!;
    const since = await lastId();
    await ctx.post('/policyapproveuser', { id: quotation.id }, ctx.tokens.summit_admin).expect(200);
    const approval = (await rowsSince(since)).find((row) => row.entity === 'policy_quotations' && row.call === '/policyapproveuser')!;
    assert.equal(approval.action, 'update');
    assert.deepEqual(approval.changes.policyapproved, { before: 0, after: 1 });

    const binder = (await ctx.db.one<{ id: number; balance: string }>(
      `SELECT id, balance FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND policyapproved = 1 AND becomepolicy = 0 AND id <> $2 ORDER BY id LIMIT 1`,
      [summitId, quotation.id],
    ))!;
    const paid = await lastId();
    const payment = await ctx.post(
      '/policyquotationpayment',
      { id: binder.id, policyPaymentType: 'CREDIT CARD', paidamount: 1, cardholdername: 'Olivia Bennett', cardnumber: '4111 1111 1111 1111', expiredate: '12/39', cvv: '987' },
      ctx.tokens.summit_admin,
    );
    assert.equal(payment.status, 201, payment.text);
    const rows = await rowsSince(paid);
    const paymentRow = rows.find((row) => row.entity === 'policy_payments')!;
    assert.equal(paymentRow.action, 'insert');
    assert.equal(paymentRow.client_id, summitId);
    assert.equal(paymentRow.call, '/policyquotationpayment');
    assert.deepEqual(paymentRow.changes.card_last4, { before: null, after: '1111' });
    await assertNoSecretIn(paid, '4111111111111111', '4111 1111 1111 1111', '"987"');
  });

  test('When a permission set and a setting change, then each has its rows with the call that made it', async () => {
    const since = await lastId();
    await ctx.post('/updatequotationsettings', { approver_must_differ: true }, ctx.tokens.summit_admin).expect(200);
    const setting = (await rowsSince(since)).find((row) => row.entity === 'client_quotation_settings')!;
    assert.equal(setting.call, '/updatequotationsettings');
    assert.equal(setting.entity_id, String(summitId));
    assert.deepEqual(setting.changes.approver_must_differ, { before: false, after: true });

    const uid = await userIdOf('emily.chen');
    const granted = await lastId();
    const res = await ctx.post('/createclientpermission', { uid, client_id: summitId, id: uid, read: ['Policies'], read_and_write: [], admin: [] }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200, res.text);
    const rows = (await rowsSince(granted)).filter((row) => row.entity === 'client_permissions');
    assert.ok(rows.length >= 1, 'permission rows');
    assert.ok(rows.every((row) => row.call === '/createclientpermission' && row.client_id === summitId));
    assert.ok(rows.some((row) => row.changes.user_id && (row.changes.user_id.before === uid || row.changes.user_id.after === uid)));
  });

  test('When someone signs in, fails to sign in, or names an unknown login id, then a row says so with no password', async () => {
    const since = await lastId();
    await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200);
    await ctx.post('/commonlogin', { username: 'summit_staff', password: 'Wrong-Guess-1' }).expect(401);
    await ctx.post('/commonlogin', { username: 'nobody.here', password: 'Wrong-Guess-2' }).expect(401);
    const rows = await rowsSince(since);
    const staffId = ctx.logins.summit_staff.user_id;
    assert.deepEqual(
      rows.map((row) => [row.action, row.entity, row.entity_id, row.user_id, row.client_id, row.call, row.changes.reason?.after ?? null]),
      [
        ['sign-in', 'users', String(staffId), staffId, summitId, '/commonlogin', null],
        ['sign-in failed', 'users', String(staffId), staffId, summitId, '/commonlogin', 'wrong password'],
        ['sign-in failed', 'users', null, null, null, '/commonlogin', 'unknown login id'],
      ],
    );
    assert.equal(rows[2]!.changes.username!.after, 'nobody.here');
    assert.ok(rows[0]!.user_name);
    await assertNoSecretIn(since, DEMO_PASSWORD, 'Wrong-Guess-1', 'Wrong-Guess-2');
  });

  test('When a BDX portal user signs in, then the row is of a carrier user', async () => {
    const since = await lastId();
    await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200);
    const [row] = await rowsSince(since);
    assert.equal(row!.action, 'sign-in');
    assert.equal(row!.entity, 'carrier_users');
    assert.equal(row!.audience, 'carrier');
  });
});

describe('Append-only', () => {
  test('When anyone updates, deletes or truncates audit rows, then the database refuses', async () => {
    await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200);
    const id = await lastId();
    await assert.rejects(ctx.db.query(`UPDATE audit_log SET action = 'x' WHERE id = $1`, [id]), /append-only/);
    await assert.rejects(ctx.db.query('DELETE FROM audit_log WHERE id = $1', [id]), /append-only/);
    await assert.rejects(ctx.db.query('TRUNCATE audit_log'), /append-only/);
    assert.equal((await ctx.db.one<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log WHERE id = $1', [id]))!.n, 1);
  });
});

describe('POST /viewaudit', () => {
  test("When summit_admin reads the trail, then only Summit's rows, newest first, paged with the total", async () => {
    await ctx.post('/createclientuser', newUser('audit.view'), ctx.tokens.summit_admin).expect(201);
    await ctx.post('/commonlogin', { username: 'harbor_admin', password: DEMO_PASSWORD }).expect(200);
    const res = await ctx.post('/viewaudit', { page: 1, pageSize: 5 }, ctx.tokens.summit_admin).expect(200);
    const { rows, total } = res.body as { rows: AuditRow[]; total: number };
    assert.equal(rows.length, 5);
    assert.ok(total > 5);
    assert.ok(rows.every((row) => row.client_id === summitId));
    assert.deepEqual(rows.map((row) => row.id), [...rows.map((row) => row.id)].sort((a, b) => b - a));
    assert.match(rows[0]!.at, /^\d{4}-\d{2}-\d{2}T/);
    const page2 = (await ctx.post('/viewaudit', { page: 2, pageSize: 5 }, ctx.tokens.summit_admin).expect(200)).body as { rows: AuditRow[]; total: number };
    assert.equal(page2.total, total);
    assert.ok(page2.rows[0]!.id < rows.at(-1)!.id);
  });

  test('When filtered by entity and id, user, call or dates, then only those rows come back', async () => {
    await ctx.post('/createclientuser', newUser('audit.filter'), ctx.tokens.summit_admin).expect(201);
    const id = await userIdOf('audit.filter');
    const one = (await ctx.post('/viewaudit', { entity: 'users', entity_id: String(id), page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(200)).body;
    assert.equal(one.total, 1);
    assert.equal(one.rows[0].changes.username.after, 'audit.filter');
    const byUser = (await ctx.post('/viewaudit', { user_id: ctx.logins.summit_admin.user_id, call: '/createclientuser', page: 1, pageSize: 200 }, ctx.tokens.summit_admin).expect(200)).body;
    assert.ok(byUser.rows.length >= 1);
    assert.ok(byUser.rows.every((row: AuditRow) => row.user_id === ctx.logins.summit_admin.user_id && row.call === '/createclientuser'));
    const today = new Date().toISOString().slice(0, 10);
    const todays = (await ctx.post('/viewaudit', { entity: 'users', entity_id: String(id), from: today, to: today, page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(200)).body;
    assert.equal(todays.total, 1);
    const before = (await ctx.post('/viewaudit', { entity: 'users', entity_id: String(id), to: '2020-01-01', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(200)).body;
    assert.equal(before.total, 0);
  });

  test("When harbor_admin asks for a Summit record's activity, then nothing of Summit's comes back; Summit's client id gives 403", async () => {
    await ctx.post('/createclientuser', newUser('audit.tenant'), ctx.tokens.summit_admin).expect(201);
    const id = await userIdOf('audit.tenant');
    const res = (await ctx.post('/viewaudit', { entity: 'users', entity_id: String(id), page: 1, pageSize: 10 }, ctx.tokens.harbor_admin).expect(200)).body;
    assert.deepEqual(res, { rows: [], total: 0 });
    const all = (await ctx.post('/viewaudit', { page: 1, pageSize: 200 }, ctx.tokens.harbor_admin).expect(200)).body;
    assert.ok(all.rows.every((row: AuditRow) => row.client_id === harborId));
    await ctx.post('/viewaudit', { client_id: summitId, page: 1, pageSize: 10 }, ctx.tokens.harbor_admin).expect(403);
  });

  test('When the platform admin reads the trail, then every client comes back, or one client with client_id', async () => {
    await ctx.post('/commonlogin', { username: 'harbor_admin', password: DEMO_PASSWORD }).expect(200);
    await ctx.post('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD }).expect(200);
    const all = (await ctx.post('/viewaudit', { page: 1, pageSize: 200 }, ctx.tokens.kyubos_admin).expect(200)).body;
    const clients = new Set(all.rows.map((row: AuditRow) => row.client_id));
    assert.ok(clients.has(summitId) && clients.has(harborId));
    const harbor = (await ctx.post('/viewaudit', { client_id: harborId, page: 1, pageSize: 200 }, ctx.tokens.kyubos_admin).expect(200)).body;
    assert.ok(harbor.rows.length > 0 && harbor.rows.every((row: AuditRow) => row.client_id === harborId));
  });

  test('When staff or an agent asks, then 403; without a token 401; a bad filter 400 naming it', async () => {
    const staff = await ctx.post('/viewaudit', { page: 1, pageSize: 10 }, ctx.tokens.summit_staff).expect(403);
    assert.equal(staff.body.message, 'Only administrators can read the audit trail');
    await ctx.post('/viewaudit', { page: 1, pageSize: 10 }, ctx.tokens.summit_agent).expect(403);
    await ctx.post('/viewaudit', { page: 1, pageSize: 10 }).expect(401);
    const bad = await ctx.post('/viewaudit', { from: '26/11/2026', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(bad.body.message, 'Invalid from: must be a date (YYYY-MM-DD)');
    const big = await ctx.post('/viewaudit', { page: 1, pageSize: 1000 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(big.body.message, 'Invalid pageSize: must be at most 200');
  });
});
