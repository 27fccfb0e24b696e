import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CustomerListResponse } from '@kyubos/contracts';
import { createTestContext, type TestContext } from './helpers';

describe('The quotation form’s Customer search (/viewcustomerlist with search)', () => {
  let ctx: TestContext;
  let summit: number;

  before(async () => {
    ctx = await createTestContext();
    summit = ctx.logins.summit_admin.client_id;
    // Summit's seeded customers have none of these names.
    for (const [firstname, lastname, email, phonenumber] of [
      ['Maria', 'Garcia', 'maria.garcia@example.com', '13035550142'],
      ['Maria', 'Lopez', 'maria.lopez@example.com', '13035550143'],
      ['Ana', 'Garcia', 'ana.garcia@example.com', '13035550144'],
      ['José', 'García', 'jose.garcia@example.com', '13035550145'],
      ['Paolo', 'Mariani', 'paolo.mariani@example.com', '13035550146'],
      ['Maria', 'De La Cruz', 'maria.delacruz@example.com', '13035550147'],
    ]) {
      await ctx.db.query('INSERT INTO customers (client_id, firstname, lastname, email, phonenumber) VALUES ($1, $2, $3, $4, $5)', [summit, firstname, lastname, email, phonenumber]);
    }
  });
  after(() => ctx.close());

  /** The names a search answers ("Last, First", in the list's order) and its total. */
  async function found(search: string, pageSize = 10): Promise<[string[], number]> {
    const res = await ctx.post('/viewcustomerlist', { company_id: summit, search, page: 1, pageSize }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200, res.text);
    const { customers, total } = res.body as CustomerListResponse;
    return [customers.map((customer) => `${customer.lastname}, ${customer.firstname}`), total];
  }

  test('When one word is typed, then it finds the customers whose first or last name starts with it, accents and case aside', async () => {
    assert.deepEqual(await found('Maria'), [['De La Cruz, Maria', 'Garcia, Maria', 'Lopez, Maria', 'Mariani, Paolo'], 4]);
    assert.deepEqual(await found('garcia'), [['Garcia, Ana', 'García, José', 'Garcia, Maria'], 3]);
    assert.deepEqual(await found('Jose'), [['García, José'], 1]);
    // A page of the matches, with how many there are.
    assert.deepEqual(await found('Maria', 2), [['De La Cruz, Maria', 'Garcia, Maria'], 4]);
  });

  test('When two words are typed, then they are the first and the last name in either order, "Last, First" too', async () => {
    assert.deepEqual(await found('Maria Garcia'), [['Garcia, Maria'], 1]);
    assert.deepEqual(await found('Garcia Maria'), [['Garcia, Maria'], 1]);
    assert.deepEqual(await found('Garcia, Maria'), [['Garcia, Maria'], 1]);
    assert.deepEqual(await found('maria gar'), [['Garcia, Maria'], 1]);
    // A last name of several words takes several.
    assert.deepEqual(await found('Maria De La Cruz'), [['De La Cruz, Maria'], 1]);
    assert.deepEqual(await found('Ana Lopez'), [[], 0]);
  });

  test('When an email or a phone is typed, then the customer with it is found', async () => {
    assert.deepEqual(await found('maria.garcia@'), [['Garcia, Maria'], 1]);
    assert.deepEqual(await found('(303) 555-0142'), [['Garcia, Maria'], 1]);
  });

  test('When the search is not text, then the call is refused naming it', async () => {
    const res = await ctx.post('/viewcustomerlist', { company_id: summit, search: 42, page: 1, pageSize: 10 }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /search/);
  });
});
