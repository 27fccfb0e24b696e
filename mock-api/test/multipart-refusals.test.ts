import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CarrierLoginResponse } from '@kyubos/contracts';
import request from 'supertest';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type BdxUploadCall, type TestContext } from './helpers';

let ctx: TestContext;
let atlas: CarrierLoginResponse;
let lobId: number;

before(async () => {
  ctx = await createTestContext();
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  lobId = (await ctx.db.one<{ id: number }>('SELECT id FROM intake_categories WHERE client_id = $1 ORDER BY id LIMIT 1', [atlas.client_id]))!.id;
});
after(() => ctx.close());

const LONG = 'x'.repeat(100_000);
const csv = Buffer.from('policy_number,insured_name,effective_date,state,premium\nP-1,Acme,2026-12-01,TX,10.00\n');

/** Each BDX upload call with its caller and a valid set of fields. */
const BDX_CALLS: Array<{ call: BdxUploadCall; token: () => string; fields: () => Record<string, string | number> }> = [
  {
    call: '/createbrdxsamplefile',
    token: () => ctx.tokens.summit_admin,
    fields: () => ({ client_id: atlas.client_id, career_id: atlas.career_id, period: '122026', control_value: '10.00', intake_id: lobId }),
  },
  {
    call: '/createbybdx',
    token: () => atlas.token,
    fields: () => ({ sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '122026', control_value: '10.00', intake_id: lobId }),
  },
];

/** The refusal as the forms read it: status, message and the fields named. */
const refusalOf = (res: request.Response) => ({
  status: res.status,
  message: res.body.message,
  paths: (res.body.errors ?? []).map((error: { path: string }) => error.path),
});

const bdxFilesNow = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files'))!.n;

describe('BDX uploads (/createbrdxsamplefile, /createbybdx): every refusal names its field', () => {
  for (const { call, token, fields } of BDX_CALLS) {
    test(`When ${call} gets a field far over its limit, then 400 naming that field with its own limit`, async () => {
      const before = await bdxFilesNow();
      const control = await bdxUpload(ctx.app, call, token(), { ...fields(), control_value: LONG }, { name: 'a.csv', content: csv });
      assert.deepEqual(refusalOf(control), {
        status: 400,
        message: 'Invalid control_value: must be at most 20 characters',
        paths: ['control_value'],
      });
      // The portal's Sender Company Name holds 20 characters; the admin form sends the name it shows (200).
      const limit = call === '/createbybdx' ? 20 : 200;
      const sender = await bdxUpload(ctx.app, call, token(), { ...fields(), sender_name: LONG }, { name: 'a.csv', content: csv });
      assert.deepEqual(refusalOf(sender), {
        status: 400,
        message: `Invalid sender_name: must be at most ${limit} characters`,
        paths: ['sender_name'],
      });
      // Just over the limit, below what the reader stops, the same answer from the fields' own check.
      const justOver = await bdxUpload(ctx.app, call, token(), { ...fields(), control_value: '1'.repeat(21) }, { name: 'a.csv', content: csv });
      assert.equal(justOver.body.message, 'Invalid control_value: must be at most 20 characters');
      assert.equal(await bdxFilesNow(), before);
    });

    test(`When ${call} gets two files, or the file in another part, then 400 naming the part`, async () => {
      let twoFiles = request(ctx.app).post(call).set('Authorization', `Bearer ${token()}`);
      for (const [key, value] of Object.entries(fields())) twoFiles = twoFiles.field(key, String(value));
      const two = await twoFiles.attach('file', csv, 'a.csv').attach('file', csv, 'b.csv');
      assert.deepEqual(refusalOf(two), { status: 400, message: 'Invalid file: send one file', paths: ['file'] });

      let otherPart = request(ctx.app).post(call).set('Authorization', `Bearer ${token()}`);
      for (const [key, value] of Object.entries(fields())) otherPart = otherPart.field(key, String(value));
      const other = await otherPart.attach('upload', csv, 'a.csv');
      assert.deepEqual(refusalOf(other), {
        status: 400,
        message: 'Invalid upload: not a file field (send the file as `file`)',
        paths: ['upload'],
      });
    });

    test(`When ${call} gets an id of -1 or 1.5, then the reason a JSON body's number gets`, async () => {
      const negative = await bdxUpload(ctx.app, call, token(), { ...fields(), intake_id: '-1' }, { name: 'a.csv', content: csv });
      assert.deepEqual(refusalOf(negative), { status: 400, message: 'Invalid intake_id: must be a positive number', paths: ['intake_id'] });
      const fraction = await bdxUpload(ctx.app, call, token(), { ...fields(), intake_id: '1.5' }, { name: 'a.csv', content: csv });
      assert.equal(fraction.body.message, 'Invalid intake_id: must be a whole number');
      const text = await bdxUpload(ctx.app, call, token(), { ...fields(), intake_id: 'abc' }, { name: 'a.csv', content: csv });
      assert.equal(text.body.message, 'Invalid intake_id: must be a number');
    });
  }

  test('When the admin upload names carrier -1, then "must be a positive number", as /fileExportdata says for -1', async () => {
    const [adminCall] = BDX_CALLS;
    const res = await bdxUpload(ctx.app, '/createbrdxsamplefile', adminCall!.token(), { ...adminCall!.fields(), career_id: '-1' }, { name: 'a.csv', content: csv });
    assert.deepEqual(refusalOf(res), { status: 400, message: 'Invalid career_id: must be a positive number', paths: ['career_id'] });
    const json = await ctx.post('/fileExportdata', { ...adminCall!.fields(), career_id: -1 }, ctx.tokens.summit_admin);
    assert.equal(json.body.message, res.body.message);
  });

  test('When a field the form does not have is over the read limit, then 400 naming it', async () => {
    const [adminCall] = BDX_CALLS;
    const res = await bdxUpload(ctx.app, '/createbrdxsamplefile', adminCall!.token(), { ...adminCall!.fields(), notes: LONG }, { name: 'a.csv', content: csv });
    assert.deepEqual(refusalOf(res), { status: 400, message: 'Invalid notes: must be at most 1024 bytes', paths: ['notes'] });
  });
});

describe('POST /company (multipart): every refusal names its field', () => {
  const companyUpload = (fields: Record<string, string>) => {
    let req = request(ctx.app).post('/company').set('Authorization', `Bearer ${ctx.tokens.kyubos_admin}`);
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    return req;
  };
  const companies = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM companies'))!.n;

  test('When companyName is 100,000 characters, then 400 naming companyName with its limit, not documentUpload', async () => {
    const before = await companies();
    const res = await companyUpload({ companyName: LONG, type: 'MGU' });
    assert.deepEqual(refusalOf(res), { status: 400, message: 'Invalid companyName: must be at most 200 characters', paths: ['companyName'] });
    assert.equal(await companies(), before);
  });

  test('When more than 10 documents, or a document in another part, then 400 naming the part', async () => {
    let eleven = companyUpload({ companyName: 'Eleven Files Co', type: 'MGU' });
    for (let i = 0; i < 11; i += 1) eleven = eleven.attach('documentUpload', Buffer.from('notes'), { filename: `n${i}.txt`, contentType: 'text/plain' });
    assert.deepEqual(refusalOf(await eleven), { status: 400, message: 'Invalid documentUpload: send at most 10 files', paths: ['documentUpload'] });

    const other = await companyUpload({ companyName: 'Other Part Co', type: 'MGU' }).attach('licence', Buffer.from('notes'), {
      filename: 'n.txt',
      contentType: 'text/plain',
    });
    assert.deepEqual(refusalOf(other), {
      status: 400,
      message: 'Invalid licence: not a file field (send the files as `documentUpload`)',
      paths: ['licence'],
    });
  });
});
