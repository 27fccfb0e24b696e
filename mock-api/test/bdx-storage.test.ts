import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BlobServiceClient } from '@azure/storage-blob';
import type { AdminBdxFile, CarrierLoginResponse } from '@kyubos/contracts';
import {
  AZURE_BDX_CONTAINER,
  createAzureBdxFileStorage,
  createLocalBdxFileStorage,
  deliveredBlobName,
  type BdxFileStorage,
} from '../src/bdx-files/storage';
import { loadConfig } from '../src/config/env';
import { startAzurite, type RunningAzurite } from './azurite';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';

let azurite: RunningAzurite;
let localDir: string;

before(async () => {
  azurite = await startAzurite();
  localDir = await mkdtemp(path.join(tmpdir(), 'kyubos-bdx-storage-'));
});
after(async () => {
  await azurite.stop();
  await rm(localDir, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The same behaviour from both stores. */
for (const kind of ['local disk', 'Azure Blob Storage (Azurite)'] as const) {
  describe(`BDX file storage on ${kind}`, () => {
    let storage: BdxFileStorage;
    before(() => {
      storage = kind === 'local disk' ? createLocalBdxFileStorage(localDir) : createAzureBdxFileStorage(azurite.connectionString);
    });

    test('When bytes are saved, then they come back whole under a generated name, until removed', async () => {
      const bytes = Buffer.from('policy_number,premium\nP-1,10\n');
      const name = await storage.save(bytes, 'csv');
      assert.match(name, /^[0-9a-f-]{36}\.csv$/);
      const opened = await storage.open(name);
      assert.equal(opened.size, bytes.length);
      assert.deepEqual(await readAll(opened.stream), bytes);
      await storage.remove(name);
      await assert.rejects(storage.open(name), { httpStatus: 404, message: 'The file is no longer stored' });
      await storage.remove(name);
    });

    test('When a seed name is written only if missing, then the first write wins', async () => {
      const name = `seed-${kind.length}-example.csv`;
      assert.equal(await storage.putIfMissing(name, 'first'), true);
      assert.equal(await storage.putIfMissing(name, 'second'), false);
      assert.equal((await readAll((await storage.open(name)).stream)).toString(), 'first');
      await storage.put(name, 'third');
      assert.equal((await readAll((await storage.open(name)).stream)).toString(), 'third');
    });

    test('When a name was not generated here, then it is refused before any I/O', async () => {
      await assert.rejects(storage.open('../jwt-secret'), /Not a stored file name/);
      await assert.rejects(storage.put('a/b.csv', 'x'), /Not a stored file name/);
    });
  });
}

describe('Delivery of a sent file', () => {
  test('When the store is the local disk, then nothing is copied (the carrier reads its Inbound through the portal)', async () => {
    const storage = createLocalBdxFileStorage(localDir);
    const name = await storage.save(Buffer.from('x'), 'csv');
    assert.equal(await storage.deliver(name, { container: 'bdx-atlas', folder: 'in' }, 'march.csv'), null);
  });

  test('When blob names are made, then the carrier folder is kept and unsafe characters are not', () => {
    assert.equal(
      deliveredBlobName('0b9c-1.csv', { container: 'c', folder: 'bdx-atlas/ky-1/' }, 'March premium (final).csv'),
      'bdx-atlas/ky-1/0b9c-1-March premium _final_.csv',
    );
    assert.equal(deliveredBlobName('0b9c-1.csv', { container: 'c', folder: '../../x' }, 'a.csv'), 'x/0b9c-1-a.csv');
    assert.equal(deliveredBlobName('0b9c-1.csv', { container: 'c', folder: null }, 'a.csv'), '0b9c-1-a.csv');
  });

  test('When AZURE_STORAGE_CONNECTION_STRING is not a connection string, then the configuration is refused', () => {
    assert.throws(() => loadConfig({ AZURE_STORAGE_CONNECTION_STRING: 'not-one', JWT_SECRET: 'x'.repeat(32) }), /AZURE_STORAGE_CONNECTION_STRING/);
    assert.equal(loadConfig({ AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, JWT_SECRET: 'x'.repeat(32) }).azureStorageConnectionString, azurite.connectionString);
  });
});

describe('The BDX calls on Azure Blob Storage (Azurite)', () => {
  let ctx: TestContext;
  let atlas: CarrierLoginResponse;
  let service: BlobServiceClient;
  let lobId: number;
  before(async () => {
    ctx = await createTestContext({ bdxStorage: createAzureBdxFileStorage(azurite.connectionString) });
    atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
    service = BlobServiceClient.fromConnectionString(azurite.connectionString);
    const summitId = ctx.logins.summit_admin.client_id;
    lobId = (await ctx.post('/viewclientintakecategory', { client_id: summitId }, ctx.tokens.summit_admin).expect(200)).body.intakecategory[0].id;
  });
  after(() => ctx.close());

  test('When summit_admin uploads, approves and sends a file, then it lands in Atlas’s container and folder, and both sides download it', async () => {
    const bytes = Buffer.from('policy_number,insured_name,premium\nAZ-1,"Acme",100\nAZ-2,"Beta",50.25\n');
    const fields = { career_id: atlas.career_id, period: '052026', control_value: '150.25', intake_id: lobId };
    const uploaded = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, { name: 'may premium.csv', content: bytes }).expect(200);
    const id = (uploaded.body.brdx as AdminBdxFile).id;
    const stored = await ctx.db.one<{ stored_name: string }>('SELECT stored_name FROM bdx_files WHERE id = $1', [id]);
    assert.deepEqual(await service.getContainerClient(AZURE_BDX_CONTAINER).getBlockBlobClient(stored!.stored_name).downloadToBuffer(), bytes);

    await ctx.post('/reviewdbdx', { id }, ctx.tokens.summit_admin).expect(200);
    const sent = (await ctx.post('/sendbdx', { id }, ctx.tokens.summit_admin).expect(200)).body.brdx as AdminBdxFile;
    const carrier = await ctx.db.one<{ containername: string; blobfolder: string }>('SELECT containername, blobfolder FROM client_carriers WHERE id = $1', [
      atlas.career_id,
    ]);
    const blobName = deliveredBlobName(stored!.stored_name, { container: carrier!.containername, folder: carrier!.blobfolder }, 'may premium.csv');
    assert.equal(sent.delivered_to, `${carrier!.containername}/${blobName}`);
    assert.ok(blobName.startsWith(`${carrier!.blobfolder}/`));
    assert.deepEqual(await service.getContainerClient(carrier!.containername).getBlockBlobClient(blobName).downloadToBuffer(), bytes);

    const byCarrier = await ctx.post('/downloadbrdxfile', { id }, atlas.token).expect(200);
    assert.equal(byCarrier.text, bytes.toString());
    const byAdmin = await ctx.post('/downloadbrdxfile', { id }, ctx.tokens.summit_admin).expect(200);
    assert.equal(byAdmin.text, bytes.toString());
  });

  test('When Atlas uploads in the portal and then removes its file, then the blob is written and then deleted', async () => {
    const bytes = Buffer.from(`policy_number,insured_name,premium\nAZ-9,"Gamma",10\n${Date.now()}\n`);
    const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-1', period: '052026', control_value: '10', intake_id: lobId };
    const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'atlas.csv', content: bytes }).expect(200);
    const id = res.body.brdx.id as number;
    const stored = (await ctx.db.one<{ stored_name: string }>('SELECT stored_name FROM bdx_files WHERE id = $1', [id]))!.stored_name;
    const blob = service.getContainerClient(AZURE_BDX_CONTAINER).getBlockBlobClient(stored);
    assert.equal(await blob.exists(), true);
    await ctx.post('/removebrdxfile', { id }, atlas.token).expect(200);
    assert.equal(await blob.exists(), false);
  });
});
