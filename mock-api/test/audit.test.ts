import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditRow, CarrierLoginResponse } from '@kyubos/contracts';
import { maskSecret } from '@kyubos/domain';
import { runInAuditScope } from '../src/audit/context';
import { createMemoryOutbox } from '../src/outbox/transport';
import { IMPORT_NOTE, newStaffUser } from './fixtures';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type TestContext, versionedSave, expectStatus } from './helpers';

let ctx: TestContext;
let summitId: number;
let harborId: number;
const outbox = createMemoryOutbox();
before(async () => {
  ctx = await createTestContext({ outbox });
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

const newUser = (username: string, extra: object = {}) => newStaffUser(summitId, username, extra);

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
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('audit.update', { password: 'Fresh-Pass-77' }), id, lastname: 'Winters' }, ctx.tokens.summit_admin).then(expectStatus(200));
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
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('audit.same', { password: '' }), id }, ctx.tokens.summit_admin).then(expectStatus(200));
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
    await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_admin).then(expectStatus(200));
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
    await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_admin).then(expectStatus(200));
    const since = await lastId();
    await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: true }, ctx.tokens.summit_admin).then(expectStatus(200));
    const setting = (await rowsSince(since)).find((row) => row.entity === 'client_quotation_settings')!;
    assert.equal(setting.call, '/updatequotationsettings');
    assert.equal(setting.entity_id, String(summitId));
    assert.deepEqual(setting.changes.approver_must_differ, { before: false, after: true });

    const uid = await userIdOf('emily.chen');
    const granted = await lastId();
    const menu = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body.typemenucategory as { id: number; name: string }[];
    const policies = menu.find((item) => item.name === 'Policies')!;
    const res = await ctx.post(
      '/createclientpermission',
      {
        uid,
        client_id: summitId,
        id: uid,
        read: ['Policies'],
        read_and_write: [],
        admin: [],
        format1: [{ main_id: policies.id, sub_id: null, type: 'read' }],
        format2: [{ main_id: policies.id, sub_id: null, main_name: 'Policies', sub_name: null, main_order: menu.indexOf(policies) + 1, sub_order: 0, type: 'read' }],
      },
      ctx.tokens.summit_admin,
    );
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

describe('Sign-outs', () => {
  test('When summit_staff signs out (/logout) and Atlas signs out (/carrierlogout), then each leaves a sign-out row naming its user, as a sign-in does', async () => {
    const staff = (await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200)).body;
    const atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body as CarrierLoginResponse;
    const since = await lastId();
    await ctx.post('/logout', {}, staff.token).expect(200);
    await ctx.post('/carrierlogout', {}, atlas.token).expect(200);
    const rows = await rowsSince(since);
    assert.deepEqual(
      rows.map((row) => [row.action, row.entity, row.entity_id, row.user_id, row.client_id, row.audience, row.call]),
      [
        ['sign-out', 'users', String(staff.user_id), staff.user_id, summitId, 'admin', '/logout'],
        ['sign-out', 'carrier_users', String(atlas.user_id), atlas.user_id, summitId, 'carrier', '/carrierlogout'],
      ],
    );
    assert.ok(rows.every((row) => row.user_name));
    // The session is over: its token is refused, and no second row is written.
    await ctx.post('/logout', {}, staff.token).expect(401);
    assert.equal((await rowsSince(since)).length, 2);
  });
});

describe('Password reset', () => {
  test('When a BDX portal user resets a forgotten password, then one row says so, naming the user, with neither the password, its hash nor the OTP', async () => {
    const since = await lastId();
    const { id } = (await ctx.post('/clientuserforgetpasswordemail', { username: 'frontier_carrier' }).expect(200)).body;
    await ctx.settled();
    const otp = /one-time password is (\w{4})/.exec(outbox.messages.filter((sent) => sent.to === 'monica.reed@frontiercasualty.example').at(-1)?.text ?? '')?.[1];
    assert.ok(otp);
    await ctx.post('/clientuserforgetpasswordotpcheck', { id, otpvalue: otp }).expect(200);
    await ctx.post('/clientuserforgotpasswordchange', { id, newpassword: 'Brand-New-Pass-93', password: 'Brand-New-Pass-93' }).expect(200);
    const carrier = (await ctx.db.one<{ id: number; client_id: number }>(`SELECT id, client_id FROM carrier_users WHERE username = 'frontier_carrier'`))!;
    const rows = (await rowsSince(since)).filter((row) => row.action === 'password reset');
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.entity, 'carrier_users');
    assert.equal(rows[0]!.entity_id, String(carrier.id));
    assert.equal(rows[0]!.user_id, carrier.id);
    assert.equal(rows[0]!.client_id, carrier.client_id);
    assert.equal(rows[0]!.audience, 'carrier');
    assert.equal(rows[0]!.call, '/clientuserforgotpasswordchange');
    await assertNoSecretIn(since, 'Brand-New-Pass-93', `"${otp}"`);
  });
});

describe('OTP requests', () => {
  test('When a password reset code is asked for by email and by SMS, then a row per request names the user, the channel and the masked address, never the OTP or the reference', async () => {
    const since = await lastId();
    const byEmail = (await ctx.post('/userforgetpasswordemail', { username: 'summit_agent' }).expect(200)).body as { id: string };
    const bySms = (await ctx.post('/userforgetpassword', { username: 'summit_agent' }).expect(200)).body as { id: string };
    await ctx.settled();
    const otps = outbox.messages
      .filter((sent) => sent.to === 'jordan.blake@summitspecialty.example' || sent.to === '13035550123')
      .map((sent) => /one-time password is (\w{4})/.exec(sent.text)?.[1])
      .filter((otp): otp is string => Boolean(otp));
    assert.ok(otps.length >= 2);
    const agent = await userIdOf('summit_agent');
    const rows = (await rowsSince(since)).filter((row) => row.action === 'password reset code requested');
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.equal(row.entity, 'users');
      assert.equal(row.entity_id, String(agent));
      assert.equal(row.user_id, agent);
      assert.equal(row.client_id, summitId);
      assert.equal(row.audience, 'admin');
      assert.deepEqual(row.changes.username, { before: null, after: 'summit_agent' });
    }
    // Both are written after their answers, in either order.
    const email = rows.find((row) => row.call === '/userforgetpasswordemail')!;
    assert.deepEqual(email.changes.channel, { before: null, after: 'email' });
    assert.match(String(email.changes.sent_to?.after), /^j\*+@/);
    const sms = rows.find((row) => row.call === '/userforgetpassword')!;
    assert.deepEqual(sms.changes.channel, { before: null, after: 'phone' });
    assert.deepEqual(sms.changes.sent_to, { before: null, after: 'XXX-XXX-0123' });
    await assertNoSecretIn(since, 'jordan.blake@', '13035550123', byEmail.id, bySms.id, ...otps.map((otp) => `"${otp}"`));
  });

  test('When a code is asked for a login id that does not exist, then a row says so, with no user', async () => {
    const since = await lastId();
    await ctx.post('/clientuserforgetpasswordemail', { username: 'nobody_here' }).expect(200);
    await ctx.settled();
    const rows = (await rowsSince(since)).filter((row) => row.action === 'password reset code requested');
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.entity, 'carrier_users');
    assert.equal(rows[0]!.user_id, null);
    assert.equal(rows[0]!.entity_id, null);
    assert.deepEqual(rows[0]!.changes.reason, { before: null, after: 'unknown login id' });
  });
});

describe('Bordereaux: upload, approval, send and import', () => {
  let atlas: CarrierLoginResponse;
  let lob: { intake_id: number; state_code: string; program_code: string };
  before(async () => {
    atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
    lob = (await ctx.db.one<{ intake_id: number; state_code: string; program_code: string }>(
      `SELECT p.intake_id, s.state_code, p.program_code FROM intake_programs p
         JOIN intake_states i ON i.client_id = p.client_id AND i.intake_id = p.intake_id JOIN states s ON s.id = i.state_id
        WHERE p.client_id = $1 ORDER BY p.intake_id, p.id, s.id LIMIT 1`,
      [summitId],
    ))!;
  });

  test("When a carrier uploads a file (multipart) and Summit imports its 300 rows, then the upload's row names the carrier user and the import is one summary row, not a row per record", async () => {
    const since = await lastId();
    const lines = Array.from({ length: 300 }, (_, index) => `AUD-${index},Audit Insured${index},${lob.state_code},2026-04-01,100.00,${lob.program_code}`);
    const content = Buffer.from(['Policy Number,Insured Name,State,Effective Date,Premium,Program', ...lines].join('\n') + '\n');
    const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '1000', intake_id: lob.intake_id };
    const uploaded = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'audit-import.csv', content });
    assert.equal(uploaded.status, 200, uploaded.text);
    const fileId = uploaded.body.brdx.id as number;
    const upload = (await rowsSince(since)).find((row) => row.entity === 'bdx_files' && row.entity_id === String(fileId))!;
    assert.equal(upload.action, 'insert');
    assert.equal(upload.audience, 'carrier');
    assert.equal(upload.user_id, atlas.user_id);
    assert.equal(upload.call, '/createbybdx');
    assert.equal(upload.client_id, summitId);

    const imported = await lastId();
    const started = await ctx.post('/Importedbdximport', { note: IMPORT_NOTE, id: fileId }, ctx.tokens.summit_admin).expect(202);
    for (;;) {
      const job = (await ctx.post('/viewjob', { id: started.body.job_id }, ctx.tokens.summit_admin).expect(200)).body;
      if (job.status !== 'running') {
        assert.equal(job.status, 'done', job.error);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = (await rowsSince(imported)).filter((row) => row.call === '/Importedbdximport');
    const summary = rows.filter((row) => row.action === 'import');
    assert.equal(summary.length, 1);
    assert.equal(summary[0]!.entity, 'bdx_files');
    assert.equal(summary[0]!.entity_id, String(fileId));
    assert.equal(summary[0]!.user_id, ctx.logins.summit_admin.user_id);
    assert.deepEqual(summary[0]!.changes.imported, { before: null, after: 300 });
    assert.deepEqual(
      rows.filter((row) => row.entity === 'policy_quotations' || row.entity === 'customers'),
      [],
      'no row per imported record',
    );
  });

  test('When Summit approves and sends its own file, then each step has its row on the file', async () => {
    const lobId = (await ctx.post('/viewclientintakecategory', { client_id: summitId }, ctx.tokens.summit_admin).expect(200)).body.intakecategory[0].id;
    const content = Buffer.from('policy_number,insured_name,effective_date,premium\nPOL-1,"Acme Roofing",2026-03-01,1250.50\nPOL-2,"Blue Ridge Logistics",2026-03-15,2000.00\n\n\n\n');
    const fields = { client_id: summitId, career_id: atlas.career_id, period: '03/2026', control_value: '3250.50', intake_id: lobId };
    const res = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, { name: 'audit-send.csv', content });
    assert.equal(res.status, 200, res.text);
    const id = res.body.brdx.id as number;
    const since = await lastId();
    await ctx.post('/reviewdbdx', { id, client_id: summitId }, ctx.tokens.summit_admin).expect(200);
    await ctx.post('/sendbdx', { id }, ctx.tokens.summit_admin).expect(200);
    const rows = (await rowsSince(since)).filter((row) => row.entity === 'bdx_files' && row.entity_id === String(id));
    assert.deepEqual(rows.map((row) => [row.action, row.call]), [
      ['update', '/reviewdbdx'],
      ['update', '/sendbdx'],
    ]);
    assert.deepEqual(rows[0]!.changes.approved, { before: '0', after: '1' });
  });
});

describe('Private values', () => {
  test("When a record's private attribute (secure) changes, then its values are masked on both sides as the answers mask them", async () => {
    const record = (await ctx.db.one<{ id: number; key: string; name: string; row: string }>(
      `SELECT q.id, d.key, n.key AS name, r.key AS row
         FROM policy_quotations q, jsonb_each(q.policydetails) d, jsonb_each(d.value) n, jsonb_each(n.value) r
        WHERE q.company_id = $1 AND jsonb_typeof(d.value) = 'object' AND jsonb_typeof(n.value) = 'object' ORDER BY q.id LIMIT 1`,
      [summitId],
    ))!;
    await ctx.db.query(`UPDATE attributes SET attribute_type = 'secure' WHERE id = $1`, [Number(record.key)]);
    await ctx.db.query(`UPDATE policy_quotations SET policydetails = jsonb_set(policydetails, ARRAY[$2, $3, $4], '"418-52-0001"') WHERE id = $1`, [
      record.id, record.key, record.name, record.row,
    ]);
    const since = await lastId();
    // A write of a signed-in call, through the database layer as a service makes it.
    await runInAuditScope(
      { requestId: 'mask-1', call: () => '/savepolicyquotation', actor: () => ({ user_id: ctx.logins.summit_admin.user_id, client_id: summitId, audience: 'admin', login_type: 2 }) },
      () =>
        ctx.db.query(`UPDATE policy_quotations SET policydetails = jsonb_set(policydetails, ARRAY[$2, $3, $4], '"418-52-9630"') WHERE id = $1`, [
          record.id, record.key, record.name, record.row,
        ]),
    );
    const [row] = await rowsSince(since);
    assert.equal(row!.request_id, 'mask-1');
    const change = row!.changes.policydetails as { before: Record<string, Record<string, Record<string, string>>>; after: Record<string, Record<string, Record<string, string>>> };
    assert.equal(change.after[record.key]![record.name]![record.row], maskSecret('418-52-9630'));
    assert.equal(change.before[record.key]![record.name]![record.row], maskSecret('418-52-0001'));
    assert.equal(maskSecret('418-52-9630'), '***-**-9630');
    await assertNoSecretIn(since, '418-52-9630', '418-52-0001');

    // A change of the hidden part only (the same last 4) is still a change, shown masked on both sides.
    const hiddenPart = await lastId();
    await runInAuditScope(
      { requestId: 'mask-2', call: () => '/savepolicyquotation', actor: () => ({ user_id: ctx.logins.summit_admin.user_id, client_id: summitId, audience: 'admin', login_type: 2 }) },
      () =>
        ctx.db.query(`UPDATE policy_quotations SET policydetails = jsonb_set(policydetails, ARRAY[$2, $3, $4], '"555-11-9630"') WHERE id = $1`, [
          record.id, record.key, record.name, record.row,
        ]),
    );
    const [again] = await rowsSince(hiddenPart);
    const masked = again!.changes.policydetails as { before: Record<string, Record<string, Record<string, string>>>; after: Record<string, Record<string, Record<string, string>>> };
    assert.equal(masked.before[record.key]![record.name]![record.row], '***-**-9630');
    assert.equal(masked.after[record.key]![record.name]![record.row], '***-**-9630');
    await assertNoSecretIn(hiddenPart, '555-11-9630', '418-52-9630');
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

  test("When the user id is a carrier user's and an admin user's both, then the audience tells them apart; a bad audience is 400 naming it", async () => {
    // A Summit carrier user and a Summit admin-portal user with the same id number (ids are counted apart).
    const pair = (await ctx.db.one<{ id: number; carrier: string; staff: string }>(
      `SELECT c.id, c.username AS carrier, u.username AS staff FROM carrier_users c JOIN users u ON u.id = c.id AND u.client_id = c.client_id
        WHERE c.client_id = $1 ORDER BY c.id LIMIT 1`,
      [summitId],
    ))!;
    await ctx.post('/carrierlogin', { username: pair.carrier, password: DEMO_PASSWORD }).expect(200);
    await ctx.post('/commonlogin', { username: pair.staff, password: DEMO_PASSWORD }).expect(200);
    const rowsOf = async (audience?: string) =>
      ((await ctx.post('/viewaudit', { user_id: pair.id, ...(audience ? { audience } : {}), page: 1, pageSize: 200 }, ctx.tokens.summit_admin).expect(200)).body as { rows: AuditRow[] }).rows;
    const carrier = await rowsOf('carrier');
    assert.ok(carrier.length > 0 && carrier.every((row) => row.audience === 'carrier' && row.user_id === pair.id));
    const admin = await rowsOf('admin');
    assert.ok(admin.length > 0 && admin.every((row) => row.audience === 'admin' && row.user_id === pair.id));
    assert.equal((await rowsOf()).length, carrier.length + admin.length);
    const bad = await ctx.post('/viewaudit', { audience: 'agent', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(bad.body.message, 'Invalid audience: must be admin or carrier');
  });

  test('When the user id is not a number, then 400 says so in words, naming user_id', async () => {
    const letters = await ctx.post('/viewaudit', { user_id: 'abc', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(letters.body.message, 'Invalid user_id: must be a number');
    const fraction = await ctx.post('/viewaudit', { user_id: 1.5, page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(fraction.body.message, 'Invalid user_id: must be a whole number');
    const asText = (await ctx.post('/viewaudit', { user_id: String(ctx.logins.summit_admin.user_id), page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(200)).body as { rows: AuditRow[] };
    assert.ok(asText.rows.length > 0 && asText.rows.every((row) => row.user_id === ctx.logins.summit_admin.user_id));
  });

  test('When From is after To, then 400 names from; the same day for both is a range', async () => {
    const res = await ctx.post('/viewaudit', { from: '2026-11-27', to: '2026-11-20', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid from: must be on or before to');
    assert.deepEqual(res.body.errors, [{ path: 'from', message: 'must be on or before to' }]);
    await ctx.post('/viewaudit', { from: '2026-11-20', to: '2026-11-20', page: 1, pageSize: 10 }, ctx.tokens.summit_admin).expect(200);
  });
});
