import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CustomerViewResponse } from '@kyubos/contracts';
import { recordStage } from '@kyubos/domain';
import { createTestContext, type TestContext } from './helpers';

interface StoredRecord {
  id: number;
  unique_id: string;
  intake_Name: string;
  policyeffectivedate: string;
  policyamount: number;
  quotation: number;
  policyapproved: number;
  becomepolicy: number;
  submga_id: number | null;
}

describe('The customer view: one customer of the caller with its records (`/viewcustomer`)', () => {
  let ctx: TestContext;
  let summit: number;
  let harbor: number;
  let agentId: number;

  before(async () => {
    ctx = await createTestContext();
    summit = ctx.logins.summit_admin.client_id;
    harbor = ctx.logins.harbor_admin.client_id;
    agentId = (await ctx.db.one<{ agent_id: number }>(`SELECT agent_id FROM users WHERE username = 'summit_agent'`))!.agent_id;
    assert.ok(agentId > 0);
  });
  after(() => ctx.close());

  const view = (customerId: number, token = ctx.tokens.summit_admin, companyId = summit) =>
    ctx.post('/viewcustomer', { company_id: companyId, customer_id: customerId }, token);

  /** The live records of a customer as stored, newest first; with an agent, only that agent's. */
  const storedRecords = (customerId: number, agent: number | null = null) =>
    ctx.db.query<StoredRecord>(
      `SELECT id, unique_id, "intake_Name", policyeffectivedate, policyamount::float8 AS policyamount, quotation, policyapproved, becomepolicy, submga_id
         FROM policy_quotations WHERE customer_id = $1 AND deleted_at IS NULL AND ($2::integer IS NULL OR submga_id = $2)
        ORDER BY created_at DESC, id DESC`,
      [customerId, agent],
    );

  /** A customer of Summit's book with records of both the agent and another book (the MGA's own). */
  async function customerOfTwoBooks(): Promise<number> {
    const found = await ctx.db.one<{ id: number }>(
      `SELECT c.id FROM customers c WHERE c.client_id = $1 AND c.import_job_id IS NULL
          AND EXISTS (SELECT 1 FROM policy_quotations p WHERE p.customer_id = c.id AND p.deleted_at IS NULL AND p.submga_id = $2)
          AND EXISTS (SELECT 1 FROM policy_quotations p WHERE p.customer_id = c.id AND p.deleted_at IS NULL AND p.submga_id IS DISTINCT FROM $2)
        ORDER BY c.id LIMIT 1`,
      [summit, agentId],
    );
    if (found) return found.id;
    // None in the seed: one of the MGA's own records is moved to a customer of the agent's book.
    const customer = (await ctx.db.one<{ customer_id: number }>(
      `SELECT customer_id FROM policy_quotations WHERE company_id = $1 AND submga_id = $2 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summit, agentId],
    ))!.customer_id;
    await ctx.db.query(
      `UPDATE policy_quotations SET customer_id = $3
        WHERE id = (SELECT id FROM policy_quotations WHERE company_id = $1 AND submga_id IS DISTINCT FROM $2 AND deleted_at IS NULL ORDER BY id LIMIT 1)`,
      [summit, agentId, customer],
    );
    return customer;
  }

  test("When an administrator opens a customer of its client, then it answers the customer's stored details and every live record of it, newest first, as the lists show them", async () => {
    const chosen = (await ctx.db.one<{ id: number }>(
      `SELECT c.id FROM customers c JOIN policy_quotations p ON p.customer_id = c.id AND p.deleted_at IS NULL
        WHERE c.client_id = $1 AND c.import_job_id IS NULL GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
      [summit],
    ))!.id;
    const stored = (await ctx.db.one<Record<string, string | null>>(
      'SELECT firstname, lastname, address, city, state, zipcode, phonenumber, email FROM customers WHERE id = $1',
      [chosen],
    ))!;
    const res = await view(chosen);
    assert.equal(res.status, 200, res.text);
    const body = res.body as CustomerViewResponse;
    assert.deepEqual(body.customer, { customer_id: chosen, ...stored });
    assert.ok(body.customer.lastname.length > 0);

    const expected = await storedRecords(chosen);
    assert.ok(expected.length > 0);
    assert.deepEqual(
      body.records.map((record) => [record.id, record.unique_id, record.intake_Name, record.policyeffectivedate, record.policyamount, record.status]),
      expected.map((record) => [record.id, record.unique_id, record.intake_Name, record.policyeffectivedate, record.policyamount, recordStage(record)]),
    );
    assert.ok(body.records.every((record) => record.customer_id === chosen));
  });

  test('When a record of the customer is deleted, then the view no longer lists it', async () => {
    const record = (await ctx.db.one<{ id: number; customer_id: number }>(
      'SELECT id, customer_id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1',
      [summit],
    ))!;
    const before = (await view(record.customer_id).expect(200)).body as CustomerViewResponse;
    assert.ok(before.records.some((row) => row.id === record.id));
    await ctx.db.query('UPDATE policy_quotations SET deleted_at = now() WHERE id = $1', [record.id]);
    try {
      const after = (await view(record.customer_id).expect(200)).body as CustomerViewResponse;
      assert.deepEqual(after.records.map((row) => row.id), before.records.map((row) => row.id).filter((id) => id !== record.id));
    } finally {
      await ctx.db.query('UPDATE policy_quotations SET deleted_at = NULL WHERE id = $1', [record.id]);
    }
  });

  test("When another client's administrator asks for a Summit customer, then it answers 404 exactly as for a customer that does not exist", async () => {
    const summitCustomer = (await ctx.db.one<{ id: number }>('SELECT id FROM customers WHERE client_id = $1 ORDER BY id LIMIT 1', [summit]))!.id;
    await view(summitCustomer).expect(200);
    const foreign = await view(summitCustomer, ctx.tokens.harbor_admin, harbor);
    const missing = await view(2_000_000_000, ctx.tokens.harbor_admin, harbor);
    assert.equal(foreign.status, 404);
    assert.equal(missing.status, 404);
    assert.deepEqual(foreign.body, missing.body);
    assert.match(foreign.body.message, /customer/i);
    // The client is the token's: naming Summit with Harbor's token is refused, as on the customers list.
    await view(summitCustomer, ctx.tokens.harbor_admin, summit).expect(403);
  });

  test("When an agent's user opens a customer, then it sees only its agent's records of it; a customer outside its book is answered as one that does not exist", async () => {
    const shared = await customerOfTwoBooks();
    const all = await storedRecords(shared);
    const own = await storedRecords(shared, agentId);
    assert.ok(own.length > 0 && own.length < all.length);

    const agent = (await view(shared, ctx.tokens.summit_agent).expect(200)).body as CustomerViewResponse;
    assert.deepEqual(agent.records.map((record) => record.id), own.map((record) => record.id));
    assert.ok(agent.records.every((record) => record.submga_id === agentId));
    const admin = (await view(shared).expect(200)).body as CustomerViewResponse;
    assert.deepEqual(admin.records.map((record) => record.id), all.map((record) => record.id));

    const outside = (await ctx.db.one<{ id: number }>(
      `SELECT c.id FROM customers c WHERE c.client_id = $1 AND c.import_job_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM policy_quotations p WHERE p.customer_id = c.id AND p.submga_id = $2)
        ORDER BY c.id LIMIT 1`,
      [summit, agentId],
    ))!.id;
    await view(outside).expect(200);
    const refused = await view(outside, ctx.tokens.summit_agent);
    assert.equal(refused.status, 404);
    assert.deepEqual(refused.body, (await view(2_000_000_000, ctx.tokens.summit_agent)).body);
  });

  test('When the body is malformed, then it answers 400 naming the field', async () => {
    const word = await ctx.post('/viewcustomer', { company_id: summit, customer_id: 'abc' }, ctx.tokens.summit_admin);
    assert.equal(word.status, 400);
    assert.match(word.body.message, /customer_id/);
    const missing = await ctx.post('/viewcustomer', { company_id: summit }, ctx.tokens.summit_admin);
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /customer_id/);
    const company = await ctx.post('/viewcustomer', { customer_id: 1 }, ctx.tokens.summit_admin);
    assert.equal(company.status, 400);
    assert.match(company.body.message, /company_id/);
  });
});
