import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminBdxFile, BrdxListItem, CarrierLoginResponse } from '@kyubos/contracts';
import { createLocalBdxFileStorage, type BdxFileStorage } from '../src/bdx-files/storage';
import { bdxUpload, createTestContext, DEMO_PASSWORD, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
let lobId: number;
/** While set, every delivery into a carrier's container fails, as when the carrier's storage cannot be reached. */
let deliveryDown = false;
let deliveries = 0;

const local = createLocalBdxFileStorage(testConfig.dataDir);
const storage: BdxFileStorage = {
  ...local,
  async deliver(storedName, target, fileName) {
    deliveries += 1;
    if (deliveryDown) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    return local.deliver(storedName, target, fileName);
  },
};

const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const adminList = async (url: string) => (await admin(url, { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];

before(async () => {
  ctx = await createTestContext({ bdxStorage: storage });
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  lobId = (await admin('/viewclientintakecategory', { client_id: summitId }).expect(200)).body.intakecategory[0].id;
});
after(() => ctx.close());

describe('Sending a bordereau whose delivery fails (/sendbdx)', () => {
  test('When the copy into the carrier’s container fails, then 502 naming the carrier, the file stays approved and unsent, and a later send delivers it', async () => {
    const content = Buffer.from('policy_number,insured_name,effective_date,premium\nPOL-1,"Acme Roofing",2026-03-01,1250.50\n');
    const fields = { client_id: summitId, career_id: atlas.career_id, period: '03/2026', control_value: '1250.50', intake_id: lobId };
    const uploaded = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, { name: 'delivery.csv', content });
    assert.equal(uploaded.status, 200, uploaded.text);
    const brdx = uploaded.body.brdx as AdminBdxFile;
    await admin('/reviewdbdx', { id: brdx.id }).expect(200);

    deliveryDown = true;
    const failed = await admin('/sendbdx', { id: brdx.id });
    assert.equal(failed.status, 502);
    assert.equal(failed.body.message, "The file could not be delivered to Atlas Insurance Co's storage; try again later");
    assert.equal(deliveries, 1);
    const stored = await ctx.db.one<{ sent_at: string | null; delivered_to: string | null; approved: string }>(
      'SELECT sent_at, delivered_to, approved FROM bdx_files WHERE id = $1',
      [brdx.id],
    );
    assert.deepEqual(stored, { sent_at: null, delivered_to: null, approved: '1' });
    assert.ok((await adminList('/viewbrdxsend')).some((file) => file.id === brdx.id), 'still offered to send');
    const inbound = (await ctx.post('/viewBDXInbound', { client_id: atlas.client_id, career_id: atlas.career_id }, atlas.token).expect(200)).body
      .brdxList as BrdxListItem[];
    assert.ok(!inbound.some((file) => file.id === brdx.id), 'not in the carrier’s Inbound');

    deliveryDown = false;
    const sent = await admin('/sendbdx', { id: brdx.id });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.body.message, 'File sent to Atlas Insurance Co');
    assert.ok(sent.body.brdx.sent_at);
    assert.equal(deliveries, 2);
  });
});
