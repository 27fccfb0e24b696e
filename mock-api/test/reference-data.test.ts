import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { City, Country, State } from '@kyubos/contracts';
import { AppError } from '../src/app-error';
import { writeDistinct } from '../src/db/record-table';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let us: Country;
let canada: Country;
before(async () => {
  ctx = await createTestContext();
  const { body } = await ctx.get('/viewcountry', ctx.tokens.kyubos_admin);
  us = body.countries.find((country: Country) => country.country_code === 'US');
  canada = body.countries.find((country: Country) => country.country_code === 'CA');
});
after(() => ctx.close());

const newCountry = (code: string) => ({
  country_code: code,
  country_name: `Testland ${code}`,
  country_regularcode: '999',
  country_marketname: 'Test Market',
  country_currencycode: 'TST',
  country_languagecode: 'en',
});

async function stateOf(countryCode: string, stateCode: string): Promise<State> {
  const { body } = await ctx.get('/viewstate', ctx.tokens.kyubos_admin);
  return body.States.find((state: State) => state.country_code === countryCode && state.state_code === stateCode);
}

describe('Countries', () => {
  test('When anyone signed in with a reference-data screen lists countries, then 30+ seeded countries come back with every field', async () => {
    for (const user of ['kyubos_admin', 'summit_admin', 'summit_staff', 'harbor_admin'] as const) {
      const res = await ctx.get('/viewcountry', ctx.tokens[user]);
      assert.equal(res.status, 200, user);
      assert.ok(res.body.countries.length >= 30);
    }
    assert.deepEqual(us, {
      id: us.id,
      country_code: 'US',
      country_name: 'United States',
      country_regularcode: '840',
      country_marketname: 'North America',
      country_currencycode: 'USD',
      country_languagecode: 'en',
    });
  });

  test('When kyubos_admin creates a country, then it is listed and can be read back by id', async () => {
    const res = await ctx.post('/createcountry', newCountry('zq'), ctx.tokens.kyubos_admin);
    assert.equal(res.status, 201);
    assert.equal(res.body.country.country_code, 'ZQ', 'codes are stored upper case');
    const read = await ctx.post('/editcountry', { id: res.body.country.id }, ctx.tokens.summit_staff);
    assert.equal(read.status, 200);
    assert.equal(read.body.country.country_name, 'Testland zq');
    const list = await ctx.get('/viewcountry', ctx.tokens.kyubos_admin);
    assert.ok(list.body.countries.some((country: Country) => country.country_code === 'ZQ'));
  });

  test('When kyubos_admin updates a country, then every field changes', async () => {
    const { body } = await ctx.post('/createcountry', newCountry('ZR'), ctx.tokens.kyubos_admin);
    const countryData = { ...newCountry('ZR'), id: body.country.id, country_name: 'Renamed', country_marketname: '' };
    const res = await ctx.post('/updatecountry', { countryData }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.country.country_name, 'Renamed');
    assert.equal(res.body.country.country_marketname, null, 'blank becomes null');
  });

  test('When a country code is already used, then 409 with a message and nothing is added', async () => {
    const before = (await ctx.get('/viewcountry', ctx.tokens.kyubos_admin)).body.countries.length;
    const res = await ctx.post('/createcountry', newCountry('us'), ctx.tokens.kyubos_admin);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'A country with code US already exists');
    assert.equal((await ctx.get('/viewcountry', ctx.tokens.kyubos_admin)).body.countries.length, before);
  });

  test('When a country name is already used under another code, on create or on update, then 409 naming it and nothing changes', async () => {
    const before = (await ctx.get('/viewcountry', ctx.tokens.kyubos_admin)).body.countries.length;
    const res = await ctx.post('/createcountry', { ...newCountry('QY'), country_name: '  canada ' }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'A country named Canada already exists');
    assert.equal((await ctx.get('/viewcountry', ctx.tokens.kyubos_admin)).body.countries.length, before);

    const { body } = await ctx.post('/createcountry', newCountry('QV'), ctx.tokens.kyubos_admin).expect(201);
    const rename = await ctx.post('/updatecountry', { countryData: { ...newCountry('QV'), id: body.country.id, country_name: 'United States' } }, ctx.tokens.kyubos_admin);
    assert.equal(rename.status, 409);
    assert.equal(rename.body.message, 'A country named United States already exists');
    const recode = await ctx.post('/updatecountry', { countryData: { ...newCountry('QV'), id: body.country.id, country_code: 'ca' } }, ctx.tokens.kyubos_admin);
    assert.equal(recode.status, 409);
    assert.equal(recode.body.message, 'A country with code CA already exists');
    assert.equal((await ctx.post('/editcountry', { id: body.country.id }, ctx.tokens.kyubos_admin)).body.country.country_name, 'Testland QV');

    // A country keeps its own name and code on update.
    const same = await ctx.post('/updatecountry', { countryData: { ...newCountry('QV'), id: body.country.id, country_marketname: 'Elsewhere' } }, ctx.tokens.kyubos_admin);
    assert.equal(same.status, 200);
    assert.equal(same.body.country.country_marketname, 'Elsewhere');
  });

  test('When a write races past the duplicate check into a unique index, then the answer still names what is taken', async () => {
    let asked = 0;
    const taken = async () => (asked++ === 0 ? null : new AppError('Conflict', 'A country named Canada already exists', 409));
    await assert.rejects(
      writeDistinct(ctx.db, taken, (tx) => tx.query(`INSERT INTO countries (country_code, country_name) VALUES ('QX', 'Canada')`)),
      (error: unknown) => error instanceof AppError && error.httpStatus === 409 && error.message === 'A country named Canada already exists',
    );
    assert.equal(asked, 2);
    assert.equal(await ctx.db.one(`SELECT 1 FROM countries WHERE country_code = 'QX'`), null);
  });

  test('When the seed is read, then no two countries share a code or a name', async () => {
    const repeated = await ctx.db.query(
      `SELECT 'code' AS what, upper(country_code) AS value FROM countries GROUP BY 2 HAVING count(*) > 1
       UNION ALL SELECT 'name', lower(btrim(country_name)) FROM countries GROUP BY 2 HAVING count(*) > 1`,
    );
    assert.deepEqual(repeated, []);
  });

  test('When the country name is missing or the body is bad, then 400 naming the field', async () => {
    const res = await ctx.post('/createcountry', { country_code: 'ZX' }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid country_name: is required');
    const update = await ctx.post('/updatecountry', { countryData: { ...newCountry('ZX') } }, ctx.tokens.kyubos_admin);
    assert.equal(update.status, 400);
    assert.equal(update.body.message, 'Invalid countryData.id: is required');
    const edit = await ctx.post('/editcountry', { id: 'x' }, ctx.tokens.kyubos_admin);
    assert.equal(edit.status, 400);
  });

  test('When a country id does not exist, then 404', async () => {
    assert.equal((await ctx.post('/editcountry', { id: 999_999 }, ctx.tokens.kyubos_admin)).status, 404);
    const res = await ctx.post('/updatecountry', { countryData: { ...newCountry('ZW'), id: 999_999 } }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Country not found');
  });

  test('When a client admin or staff user writes a country, then 403 with a message and nothing changes', async () => {
    for (const user of ['summit_admin', 'summit_staff', 'harbor_admin'] as const) {
      const res = await ctx.post('/createcountry', newCountry('ZY'), ctx.tokens[user]);
      assert.equal(res.status, 403, user);
      assert.equal(res.body.message, 'Only the platform administrator may change this data');
      const update = await ctx.post('/updatecountry', { countryData: { ...newCountry('US'), id: us.id } }, ctx.tokens[user]);
      assert.equal(update.status, 403);
    }
    const after = await ctx.post('/editcountry', { id: us.id }, ctx.tokens.kyubos_admin);
    assert.equal(after.body.country.country_name, 'United States');
    const list = await ctx.get('/viewcountry', ctx.tokens.kyubos_admin);
    assert.ok(!list.body.countries.some((country: Country) => country.country_code === 'ZY'));
  });

  test('When a reference-data call comes without a token, then 401', async () => {
    assert.equal((await ctx.get('/viewcountry')).status, 401);
    assert.equal((await ctx.post('/createcountry', newCountry('ZV'))).status, 401);
    assert.equal((await ctx.get('/viewscity')).status, 401);
    assert.equal((await ctx.post('/updatestate/', {})).status, 401);
  });
});

describe('Currencies', () => {
  test('When the currency list is read, then seeded currencies come back under "currency" with their country', async () => {
    const res = await ctx.get('/viewcurrency', ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    const usd = res.body.currency.find((currency: { currency_code: string }) => currency.currency_code === 'USD');
    assert.equal(usd.currency_name, 'US Dollar');
    assert.equal(usd.country_id, us.id);
    assert.equal(usd.country_name, 'United States');
  });

  test('When kyubos_admin creates and then updates a currency, then both are saved', async () => {
    const created = await ctx.post('/currency', { currency_name: 'Test Crown', currency_code: 'tcr', country_id: canada.id }, ctx.tokens.kyubos_admin);
    assert.equal(created.status, 201);
    assert.equal(created.body.currency.currency_code, 'TCR');
    const id = created.body.currency.id;
    const updated = await ctx.post('/updatecurrency', { currencyData: { id, currency_name: 'Test Crown II', currency_code: 'TCR', country_id: us.id } }, ctx.tokens.kyubos_admin);
    assert.equal(updated.status, 200);
    const read = await ctx.post('/editcurrency', { id }, ctx.tokens.kyubos_admin);
    assert.equal(read.body.currency.currency_name, 'Test Crown II');
    assert.equal(read.body.currency.country_name, 'United States');
  });

  test('When a currency names a country that does not exist or lacks its code, then 400 naming the field', async () => {
    const res = await ctx.post('/currency', { currency_name: 'Nowhere', currency_code: 'NWH', country_id: 999_999 }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid country_id: no such country');
    const missing = await ctx.post('/currency', { currency_name: 'Nowhere' }, ctx.tokens.kyubos_admin);
    assert.equal(missing.body.message, 'Invalid currency_code: is required');
  });

  test('When staff writes a currency, then 403', async () => {
    const res = await ctx.post('/currency', { currency_name: 'X', currency_code: 'XXY' }, ctx.tokens.summit_staff);
    assert.equal(res.status, 403);
  });
});

describe('States', () => {
  test('When the states are listed, then every US state and DC come back under "States" with numbers for percentages', async () => {
    const res = await ctx.get('/viewstate', ctx.tokens.harbor_admin);
    assert.equal(res.status, 200);
    const usStates = res.body.States.filter((state: State) => state.country_code === 'US');
    assert.equal(usStates.length, 51);
    const colorado = await stateOf('US', 'CO');
    assert.equal(colorado.state_name, 'Colorado');
    assert.equal(colorado.stateregulatory_code, '08');
    assert.equal(colorado.state_retaliatorytaxflag, 'Y');
    assert.equal(colorado.stateretaliatorytax_percentage, 2);
  });

  test("When a country's states are asked for by the country id, then only that country's come back", async () => {
    const res = await ctx.post('/viewstateusingcountrycode', { id: canada.id }, ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    assert.ok(res.body.states.length > 0);
    assert.ok(res.body.states.every((state: State) => state.country_id === canada.id && state.country_code === 'CA'));
    assert.equal((await ctx.post('/viewstateusingcountrycode', { id: 999_999 }, ctx.tokens.kyubos_admin)).status, 404);
    assert.equal((await ctx.post('/viewstateusingcountrycode', {}, ctx.tokens.kyubos_admin)).status, 400);
  });

  test("When kyubos_admin creates a state with a wrong country code, then the country's own code is stored", async () => {
    const res = await ctx.post(
      '/createstate',
      { country_id: canada.id, country_code: 'XX', state_code: 'TQ', state_name: 'Test Province', stateregulatory_code: '77', state_retaliatorytaxflag: 'N', stateretaliatorytax_percentage: '1.25' },
      ctx.tokens.kyubos_admin,
    );
    assert.equal(res.status, 201);
    assert.equal(res.body.state.country_code, 'CA');
    assert.equal(res.body.state.stateretaliatorytax_percentage, 1.25);
    const read = await ctx.post('/editstate', { id: res.body.state.id }, ctx.tokens.kyubos_admin);
    assert.equal(read.body.state.state_name, 'Test Province');
  });

  test('When kyubos_admin updates a state through /updatestate/ (documented path) or /updatestate, then it changes', async () => {
    const colorado = await stateOf('US', 'CO');
    const stateData = { ...colorado, state_name: 'Colorado (renamed)', stateretaliatorytax_percentage: 2.5 };
    const res = await ctx.post('/updatestate/', { stateData }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.state.state_name, 'Colorado (renamed)');
    const again = await ctx.post('/updatestate', { stateData: { ...stateData, state_name: 'Colorado' } }, ctx.tokens.kyubos_admin);
    assert.equal(again.status, 200);
    assert.equal((await stateOf('US', 'CO')).state_name, 'Colorado');
  });

  test('When a state body is bad, then 400 naming the field; a duplicate code 409', async () => {
    const colorado = await stateOf('US', 'CO');
    const flag = await ctx.post('/createstate', { country_id: us.id, state_code: 'ZZ', state_name: 'Z', state_retaliatorytaxflag: 'maybe' }, ctx.tokens.kyubos_admin);
    assert.equal(flag.status, 400);
    assert.equal(flag.body.message, 'Invalid state_retaliatorytaxflag: must be Y or N');
    const percent = await ctx.post('/createstate', { country_id: us.id, state_code: 'ZZ', state_name: 'Z', stateretaliatorytax_percentage: 140 }, ctx.tokens.kyubos_admin);
    assert.equal(percent.body.message, 'Invalid stateretaliatorytax_percentage: must be between 0 and 100');
    const duplicate = await ctx.post('/createstate', { country_id: us.id, state_code: 'co', state_name: 'Again' }, ctx.tokens.kyubos_admin);
    assert.equal(duplicate.status, 409);
    const update = await ctx.post('/updatestate/', { stateData: { ...colorado, id: undefined } }, ctx.tokens.kyubos_admin);
    assert.equal(update.body.message, 'Invalid stateData.id: is required');
  });

  test('When summit_staff (Read on States) writes a state, then 403: reference data is the platform admin’s', async () => {
    const colorado = await stateOf('US', 'CO');
    const res = await ctx.post('/updatestate/', { stateData: { ...colorado, state_name: 'Hacked' } }, ctx.tokens.summit_staff);
    assert.equal(res.status, 403);
    assert.equal((await stateOf('US', 'CO')).state_name, 'Colorado');
  });
});

describe('Cities', () => {
  test('When the cities are listed, then 100+ seeded cities come back under "cities" with their codes', async () => {
    const res = await ctx.get('/viewscity', ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.ok(res.body.cities.length >= 100);
    const denver = res.body.cities.find((city: City) => city.city_name === 'Denver');
    assert.equal(denver.state_code, 'CO');
    assert.equal(denver.country_code, 'US');
    assert.equal(denver.country_name, 'United States');
  });

  test('When kyubos_admin creates a city, then the country and state codes come from their records', async () => {
    const colorado = await stateOf('US', 'CO');
    const res = await ctx.post(
      '/createcity',
      { country_id: us.id, country_code: 'ZZ', country_name: 'Wrong', state_id: colorado.id, state_code: 'ZZ', city_code: 'TSV', city_name: 'Testville', zip_code: '80999', municipalregulatory_code: 'M-1' },
      ctx.tokens.kyubos_admin,
    );
    assert.equal(res.status, 201);
    assert.deepEqual(
      { ...res.body.city, id: 0 },
      { id: 0, country_id: us.id, country_code: 'US', country_name: 'United States', state_id: colorado.id, state_code: 'CO', city_code: 'TSV', city_name: 'Testville', zip_code: '80999', municipalregulatory_code: 'M-1' },
    );
    const cityDatalist = { ...res.body.city, city_name: 'Testville Springs' };
    const updated = await ctx.post('/updatecity/', { cityDatalist }, ctx.tokens.kyubos_admin);
    assert.equal(updated.status, 200);
    const read = await ctx.post('/editcity', { id: res.body.city.id }, ctx.tokens.summit_staff);
    assert.equal(read.body.city.city_name, 'Testville Springs');
  });

  test("When a city's state belongs to another country, then 400 naming state_id", async () => {
    const colorado = await stateOf('US', 'CO');
    const res = await ctx.post('/createcity', { country_id: canada.id, state_id: colorado.id, city_name: 'Nowhere' }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid state_id: no such state in that country');
    const missing = await ctx.post('/createcity', { country_id: us.id }, ctx.tokens.kyubos_admin);
    assert.equal(missing.body.message, 'Invalid city_name: is required');
    const notFound = await ctx.post('/updatecity/', { cityDatalist: { id: 999_999, country_id: us.id, city_name: 'X' } }, ctx.tokens.kyubos_admin);
    assert.equal(notFound.status, 404);
  });

  test('When harbor_admin creates a city, then 403 and it is not listed', async () => {
    const res = await ctx.post('/createcity', { country_id: us.id, city_name: 'Harbor Town' }, ctx.tokens.harbor_admin);
    assert.equal(res.status, 403);
    const list = await ctx.get('/viewscity', ctx.tokens.kyubos_admin);
    assert.ok(!list.body.cities.some((city: City) => city.city_name === 'Harbor Town'));
  });
});
