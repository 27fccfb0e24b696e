import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CustomerListResponse } from '@kyubos/contracts';
import { nameSearchKey } from '@kyubos/domain';
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
      ['Dana', 'Reyes', 'dana.reyes@example.com', '13035550150'],
      // A carrier's file stores ten digits, or the phone as the file wrote it.
      ['Sean', "O'Sullivan", 'sean.os@example.com', '3035550151'],
      ['Aoife', 'O’Brien-Walsh', null, '(303) 555-0152'],
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

  test('When the start of an email is typed without its @, then the customer with that email is found, any case', async () => {
    assert.deepEqual(await found('dana.re'), [['Reyes, Dana'], 1]);
    assert.deepEqual(await found('DANA.REYES'), [['Reyes, Dana'], 1]);
    assert.deepEqual(await found('sean.os'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('dana.reyes@example.com'), [['Reyes, Dana'], 1]);
    // Only its start: not a part further in, nor another email's.
    assert.deepEqual(await found('reyes@'), [[], 0]);
    assert.deepEqual(await found('dana.rx'), [[], 0]);
    // A word that starts both the name and the email finds each customer once.
    assert.deepEqual(await found('dana'), [['Reyes, Dana'], 1]);
    assert.deepEqual(await found('maria'), [['De La Cruz, Maria', 'Garcia, Maria', 'Lopez, Maria', 'Mariani, Paolo'], 4]);
  });

  test('When a name is typed without its punctuation, or with other quotes, then it is found as written with them', async () => {
    assert.deepEqual(await found('osullivan'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found("O'Sullivan"), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('O’Sullivan'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('osul'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('sean osullivan'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('osullivan, sean'), [["O'Sullivan, Sean"], 1]);
    assert.deepEqual(await found('obrienwalsh'), [['O’Brien-Walsh, Aoife'], 1]);
    assert.deepEqual(await found("aoife o'brien-w"), [['O’Brien-Walsh, Aoife'], 1]);
    assert.deepEqual(await found('osullivan ana'), [[], 0]);
  });

  test('When a phone is typed, with or without its formatting, then the customer is found however the phone was stored', async () => {
    // Stored with its country code (a form's digits).
    for (const typed of ['13035550150', '3035550150', '(303) 555-0150', '303-555-0150', '+1 303 555 0150', '303.555.0150', '555-0150', '5550150']) {
      assert.deepEqual(await found(typed), [['Reyes, Dana'], 1], typed);
    }
    // Stored as ten digits (a carrier's file).
    for (const typed of ['3035550151', '(303) 555-0151', '+1 (303) 555-0151', '555 0151']) {
      assert.deepEqual(await found(typed), [["O'Sullivan, Sean"], 1], typed);
    }
    // Stored as the file wrote it.
    for (const typed of ['3035550152', '(303) 555-0152', '5550152']) {
      assert.deepEqual(await found(typed), [['O’Brien-Walsh, Aoife'], 1], typed);
    }
    // Part of several phones: each of them, by name.
    assert.deepEqual(await found('555-014'), [['De La Cruz, Maria', 'Garcia, Ana', 'García, José', 'Garcia, Maria', 'Lopez, Maria', 'Mariani, Paolo'], 6]);
    assert.deepEqual(await found('(303) 555-0199'), [[], 0]);
  });

  test('When the Customers list is filtered by a phone typed as the column shows it, then the customer is found by its digits', async () => {
    const filtered = async (phonenumber: string) => {
      const res = await ctx.post('/viewcustomerlist', { company_id: summit, filters: { phonenumber }, page: 1, pageSize: 15 }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200, res.text);
      return (res.body as CustomerListResponse).customers.map((customer) => customer.lastname);
    };
    assert.deepEqual(await filtered('(303) 555-0142'), ['Garcia']);
    assert.deepEqual(await filtered('303-555-0151'), ["O'Sullivan"]);
    assert.deepEqual(await filtered('3035550152'), ['O’Brien-Walsh']);
    // The start of a phone as shown, fewer than four digits.
    assert.ok((await filtered('(303')).includes('Garcia'));
    assert.deepEqual(await filtered('(999'), []);
  });

  test("When names are keyed for a search, then the database's key is the product's (nameSearchKey)", async () => {
    const names = ["O'Connor", 'O’Brien-Walsh', 'St. John', 'García', 'Çelik', 'De La Cruz', 'Smith (Jr)', 'Ng_Lee', 'A+B', 'Δήμος', '李'];
    const { keys } = (await ctx.db.one<{ keys: string[] }>('SELECT array_agg(name_search_key(name) ORDER BY at) AS keys FROM unnest($1::text[]) WITH ORDINALITY AS n(name, at)', [names]))!;
    assert.deepEqual(keys, names.map(nameSearchKey));
    assert.deepEqual(keys.slice(0, 4), ['oconnor', 'obrienwalsh', 'st john', 'garcia']);
  });

  test('When the search is not text, then the call is refused naming it', async () => {
    const res = await ctx.post('/viewcustomerlist', { company_id: summit, search: 42, page: 1, pageSize: 10 }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /search/);
  });
});
