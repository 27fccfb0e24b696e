import assert from 'node:assert/strict';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Company } from '@kyubos/contracts';
import request from 'supertest';
import { createTestContext, withWritesRefused, testConfig, type TestContext } from './helpers';

const DOCUMENTS_DIR = path.join(testConfig.dataDir, 'company-documents');

let ctx: TestContext;
let summitCompany: Company;
let harborCompany: Company;
before(async () => {
  ctx = await createTestContext();
  const { body } = await ctx.get('/viewcompany', ctx.tokens.kyubos_admin);
  summitCompany = body.companies.find((company: Company) => company.companyName === 'Summit Specialty MGA');
  harborCompany = body.companies.find((company: Company) => company.companyName === 'Harbor TPA');
});
after(async () => {
  await ctx.close();
  await rm(DOCUMENTS_DIR, { recursive: true, force: true });
});

let counter = 0;
const companyFields = () => {
  counter += 1;
  return {
    companyName: `Test Company ${counter} ${Date.now()}`,
    address: '1 Test Way',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    phoneNumber1: '13035550100',
    phoneNumber2: '',
    email: 'info@testco.example',
    ownerName: 'Olive Owner',
    ownerPhoneNumber: '13035550101',
    ownerEmail: 'olive@testco.example',
    companyContactPerson: 'Carl Contact',
    contactPersonEmail: 'carl@testco.example',
    contactPersonPhoneNumber: '13035550102',
    type: 'MGU',
    licenceId: 'LIC-CO-1',
    startDate: '2024-01-01',
    endDate: '2026-12-31',
    planName: 'Starter',
    planAmount: '499.00',
    interlink: 'https://testco.example',
    username: `testco_${counter}_${Date.now()}`,
    password: 'Company-Pass-1',
    twoFactorAuthentication: 'enabled',
  };
};

interface Upload {
  name: string;
  type: string;
  content: Buffer | string;
}

function createCompany(fields: Record<string, string>, files: Upload[] = [], token: string | null = ctx.tokens.kyubos_admin) {
  let req = request(ctx.app).post('/company');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  for (const file of files) req = req.attach('documentUpload', Buffer.from(file.content), { filename: file.name, contentType: file.type });
  return req;
}

const storedFiles = async () => {
  try {
    return await readdir(DOCUMENTS_DIR);
  } catch {
    return [];
  }
};

describe('GET /viewcompany and POST /editcompany', () => {
  test('When kyubos_admin lists companies, then the seeded companies come back without password hashes', async () => {
    const res = await ctx.get('/viewcompany', ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.ok(res.body.companies.length >= 12);
    assert.equal(summitCompany.type, 'MGU');
    assert.equal(summitCompany.startDate, '2023-03-15');
    assert.equal(summitCompany.planAmount, 4999);
    assert.equal(summitCompany.client_id, ctx.logins.summit_admin.client_id);
    assert.ok(!('password_hash' in summitCompany));
  });

  test('When kyubos_admin opens a company by id, then all its fields and its documents come back', async () => {
    const res = await ctx.post('/editcompany', { id: harborCompany.id }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.company.companyName, 'Harbor TPA');
    assert.equal(res.body.company.twoFactorAuthentication, 'enabled');
    assert.deepEqual(res.body.company.documents, []);
    assert.equal((await ctx.post('/editcompany', { id: 999_999 }, ctx.tokens.kyubos_admin)).status, 404);
    assert.equal((await ctx.post('/editcompany', {}, ctx.tokens.kyubos_admin)).body.message, 'Invalid id: is required');
  });

  test('When a client admin or staff reads companies, then 403 (the Companies screen is the platform admin’s)', async () => {
    for (const user of ['summit_admin', 'summit_staff', 'harbor_admin'] as const) {
      assert.equal((await ctx.get('/viewcompany', ctx.tokens[user])).status, 403, user);
      assert.equal((await ctx.post('/editcompany', { id: summitCompany.id }, ctx.tokens[user])).status, 403, user);
    }
    assert.equal((await ctx.get('/viewcompany')).status, 401);
  });
});

describe('POST /company (multipart)', () => {
  test('When kyubos_admin creates a company with two documents, then both are stored under generated names and listed', async () => {
    const before = await storedFiles();
    const fields = companyFields();
    const res = await createCompany(fields, [
      { name: 'licence.pdf', type: 'application/pdf', content: '%PDF-1.4 licence' },
      { name: '../../plan notes.txt', type: 'text/plain', content: 'plan notes' },
    ]);
    assert.equal(res.status, 201, res.text);
    const { company } = res.body;
    assert.equal(company.companyName, fields.companyName);
    assert.equal(company.planAmount, 499);
    assert.equal(company.phoneNumber2, null);
    assert.equal(company.endDate, '2026-12-31');
    assert.deepEqual(company.documents.map((d: { original_name: string }) => d.original_name), ['licence.pdf', 'plan notes.txt']);
    assert.equal(company.documentUpload, 'licence.pdf, plan notes.txt');
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    assert.equal(added.length, 2);
    assert.ok(added.every((name) => /^[0-9a-f-]{36}\.(pdf|txt)$/.test(name)), added.join());

    const download = await ctx.get(`/companydocument/${company.documents[1].id}`, ctx.tokens.kyubos_admin);
    assert.equal(download.status, 200);
    assert.equal(download.text, 'plan notes');
    assert.match(download.headers['content-disposition']!, /attachment; filename="plan notes.txt"/);
    const list = await ctx.get('/viewcompany', ctx.tokens.kyubos_admin);
    assert.ok(list.body.companies.some((c: Company) => c.companyName === fields.companyName));
  });

  test('When a file is not an allowed type, then 400 naming documentUpload and nothing is saved', async () => {
    const before = await storedFiles();
    const fields = companyFields();
    const res = await createCompany(fields, [{ name: 'run.exe', type: 'application/octet-stream', content: 'MZ' }]);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /^Invalid documentUpload: run\.exe is not an allowed type/);
    assert.deepEqual(await storedFiles(), before);
    const list = await ctx.get('/viewcompany', ctx.tokens.kyubos_admin);
    assert.ok(!list.body.companies.some((c: Company) => c.companyName === fields.companyName));
  });

  test('When a file is larger than 10 MB, then 400 naming the limit', async () => {
    const res = await createCompany(companyFields(), [{ name: 'big.pdf', type: 'application/pdf', content: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid documentUpload: each file must be at most 10 MB');
  });

  test('When the type is not MGU, TPA or CARRIER, or an email is malformed, then 400 and no file is kept', async () => {
    const before = await storedFiles();
    const res = await createCompany({ ...companyFields(), type: 'BROKER' }, [{ name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 x' }]);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid type: must be MGU, TPA or CARRIER');
    const email = await createCompany({ ...companyFields(), ownerEmail: 'not-an-email' });
    assert.equal(email.body.message, 'Invalid ownerEmail: must be an email address');
    assert.deepEqual(await storedFiles(), before);
  });

  test('When the username is taken, then 409 and the uploaded files are removed again', async () => {
    const before = await storedFiles();
    const res = await createCompany({ ...companyFields(), username: summitCompany.username! }, [{ name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 x' }]);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Sorry, that username is already taken');
    assert.deepEqual(await storedFiles(), before);
  });

  test('When storing a document row fails, then neither the company nor any file is kept (one transaction)', async () => {
    const before = await storedFiles();
    const fields = companyFields();
    await withWritesRefused(ctx.db, { table: 'company_documents', operation: 'INSERT' }, async () => {
      const res = await createCompany(fields, [{ name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 x' }]);
      assert.equal(res.status, 500);
    });
    const kept = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE "companyName" = $1', [fields.companyName]);
    assert.equal(kept!.n, 0);
    assert.deepEqual(await storedFiles(), before);
  });

  test('When a client admin or staff creates a company, then 403 (401 without a token)', async () => {
    for (const user of ['summit_admin', 'summit_staff'] as const) {
      const res = await createCompany(companyFields(), [], ctx.tokens[user]);
      assert.equal(res.status, 403);
      assert.equal(res.body.message, 'Only the platform administrator may change this data');
    }
    assert.equal((await createCompany(companyFields(), [], null)).status, 401);
  });
});

describe('POST /updatecompany and /removecompany', () => {
  test('When kyubos_admin updates a company with a blank password, then the fields change and the password is kept', async () => {
    const { body } = await createCompany(companyFields());
    const { documents: _documents, client_id: _clientId, ...company } = body.company;
    const companyData = { ...company, password: '', planName: 'Enterprise', twoFactorAuthentication: 'disabled', startDate: '2024-02-01T00:00:00.000Z' };
    const res = await ctx.post('/updatecompany', { companyData }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.company.planName, 'Enterprise');
    assert.equal(res.body.company.twoFactorAuthentication, 'disabled');
    assert.equal(res.body.company.startDate, '2024-02-01');
    const row = await ctx.db.one<{ password_hash: string }>('SELECT password_hash FROM companies WHERE id = $1', [company.id]);
    assert.ok(row?.password_hash.startsWith('scrypt$'));
  });

  test('When an update body is bad, then 400 naming the field; another caller 403', async () => {
    const bad = await ctx.post('/updatecompany', { companyData: { ...summitCompany, endDate: '2020-01-01' } }, ctx.tokens.kyubos_admin);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Invalid companyData.endDate: must not be before the start date');
    const missing = await ctx.post('/updatecompany', {}, ctx.tokens.kyubos_admin);
    assert.equal(missing.body.message, 'Invalid companyData: is required');
    const staff = await ctx.post('/updatecompany', { companyData: { ...summitCompany, companyName: 'Hacked' } }, ctx.tokens.summit_admin);
    assert.equal(staff.status, 403);
    assert.equal((await ctx.post('/editcompany', { id: summitCompany.id }, ctx.tokens.kyubos_admin)).body.company.companyName, 'Summit Specialty MGA');
  });

  test('When kyubos_admin removes a company, then it, its documents and their files are gone', async () => {
    const before = await storedFiles();
    const { body } = await createCompany(companyFields(), [{ name: 'gone.pdf', type: 'application/pdf', content: '%PDF-1.4 x' }]);
    const documentId = body.company.documents[0].id;
    assert.equal((await ctx.post('/removecompany', { id: body.company.id }, ctx.tokens.summit_admin)).status, 403);
    const res = await ctx.post('/removecompany', { id: body.company.id }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.equal((await ctx.post('/editcompany', { id: body.company.id }, ctx.tokens.kyubos_admin)).status, 404);
    assert.equal((await ctx.get(`/companydocument/${documentId}`, ctx.tokens.kyubos_admin)).status, 404);
    assert.deepEqual(await storedFiles(), before);
    assert.equal((await ctx.post('/removecompany', { id: body.company.id }, ctx.tokens.kyubos_admin)).status, 404);
    assert.equal((await ctx.post('/removecompany', { id: 'x' }, ctx.tokens.kyubos_admin)).status, 400);
  });
});

describe('GET /companydocument/:id', () => {
  test("When users of the company's own client download its document, then it is served; another client gets the 404 of a missing document", async () => {
    const created = await createCompany(companyFields(), [{ name: 'summit.csv', type: 'text/csv', content: 'a,b\n1,2\n' }]);
    const documentId = created.body.company.documents[0].id;
    // Link the new company to Summit, as the seeded Summit company is.
    await ctx.db.query('UPDATE companies SET client_id = $1 WHERE id = $2', [ctx.logins.summit_admin.client_id, created.body.company.id]);
    for (const user of ['summit_admin', 'summit_staff'] as const) {
      const res = await ctx.get(`/companydocument/${documentId}`, ctx.tokens[user]);
      assert.equal(res.status, 200, user);
      assert.equal(res.text, 'a,b\n1,2\n');
    }
    for (const id of [documentId, 999999]) {
      const harbor = await ctx.get(`/companydocument/${id}`, ctx.tokens.harbor_admin);
      assert.deepEqual([harbor.status, harbor.body], [404, { message: 'Document not found' }], String(id));
    }
    assert.equal((await ctx.get(`/companydocument/${documentId}`)).status, 401);
    assert.equal((await ctx.get('/companydocument/999999', ctx.tokens.kyubos_admin)).status, 404);
    assert.equal((await ctx.get('/companydocument/abc', ctx.tokens.kyubos_admin)).status, 400);
  });
});
