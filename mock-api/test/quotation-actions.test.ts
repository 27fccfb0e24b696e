import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

describe('Quotation settings', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When nothing was set, then maker-checker is off', async () => {
    const res = await ctx.post('/viewquotationsettings', {}, ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { settings: { approver_must_differ: false } });
  });

  test('When the client admin turns maker-checker on, then every user of that client reads it on and other clients do not', async () => {
    const saved = await ctx.post('/updatequotationsettings', { approver_must_differ: true }, ctx.tokens.summit_admin);
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.settings, { approver_must_differ: true });
    assert.deepEqual((await ctx.post('/viewquotationsettings', {}, ctx.tokens.summit_agent)).body.settings, { approver_must_differ: true });
    assert.deepEqual((await ctx.post('/viewquotationsettings', {}, ctx.tokens.harbor_admin)).body.settings, { approver_must_differ: false });
  });

  test('When a staff user tries to change the settings, then 403 and nothing changes', async () => {
    const res = await ctx.post('/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_staff);
    assert.equal(res.status, 403);
    assert.deepEqual((await ctx.post('/viewquotationsettings', {}, ctx.tokens.summit_admin)).body.settings, { approver_must_differ: true });
  });

  test('When the setting is not a boolean, then 400 naming it', async () => {
    const res = await ctx.post('/updatequotationsettings', { approver_must_differ: 'yes' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid approver_must_differ: must be true or false');
  });

  test('When signed out, then 401', async () => {
    assert.equal((await ctx.post('/viewquotationsettings', {})).status, 401);
  });
});
