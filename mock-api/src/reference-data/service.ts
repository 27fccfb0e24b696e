import type { CityFields, CountryFields, CurrencyFields, StateFields } from '@kyubos/contracts';
import { AppError, notFound } from '../app-error';
import type { Db } from '../db/db';
import { refuseDuplicate, writeDistinct } from '../db/record-table';
import { createReferenceDataRepository, type ReferenceDataRepository } from './repository';

/** 400 naming the field, like validate(): the body was well-formed but points at nothing. */
const badReference = (field: string, message: string) =>
  new AppError('ValidationError', `Invalid ${field}: ${message}`, 400, [{ path: field, message }]);

const conflict = (message: string) => () => new AppError('Conflict', message, 409);
/** A country has one code and one name (migration 414): another with either answers 409 naming it. */
const countryTaken = (fields: CountryFields, exceptId: number | null) => async (db: Db) => {
  const other = await createReferenceDataRepository(db).countryWithCodeOrName(fields.country_code, fields.country_name, exceptId);
  if (!other) return null;
  const message = other.same_code
    ? `A country with code ${fields.country_code.toUpperCase()} already exists`
    : `A country named ${other.country_name} already exists`;
  return new AppError('Conflict', message, 409);
};
const currencyTaken = (fields: CurrencyFields) => conflict(`A currency with code ${fields.currency_code.toUpperCase()} already exists`);
const stateTaken = (fields: StateFields) => conflict(`The state code ${fields.state_code} is already used in that country`);

function found<T>(row: T | null, what: string): T {
  if (!row) throw notFound(`${what} not found`);
  return row;
}

async function countryOf(repo: ReferenceDataRepository, countryId: number) {
  return (await repo.countries.findById(countryId)) ?? Promise.reject(badReference('country_id', 'no such country'));
}

/** The codes and names a state copies from its country (never trusted from the body). */
async function stateValues(repo: ReferenceDataRepository, fields: StateFields) {
  const country = await countryOf(repo, fields.country_id);
  return { ...fields, country_code: country.country_code };
}

/** A city copies its country's code and name and its state's code; the state must be in that country. */
async function cityValues(repo: ReferenceDataRepository, fields: CityFields) {
  const country = await countryOf(repo, fields.country_id);
  let stateCode: string | null = null;
  if (fields.state_id !== undefined) {
    const state = await repo.states.findById(fields.state_id);
    if (!state || state.country_id !== country.id) throw badReference('state_id', 'no such state in that country');
    stateCode = state.state_code;
  }
  return {
    ...fields,
    state_id: fields.state_id ?? null,
    country_code: country.country_code,
    country_name: country.country_name,
    state_code: stateCode,
  };
}

async function currencyValues(repo: ReferenceDataRepository, fields: CurrencyFields) {
  if (fields.country_id !== undefined) await countryOf(repo, fields.country_id);
  return { ...fields, currency_code: fields.currency_code.toUpperCase(), country_id: fields.country_id ?? null };
}

const countryValues = (fields: CountryFields) => ({ ...fields, country_code: fields.country_code.toUpperCase() });

/** Countries, currencies, states and cities: read by every client, written by the platform admin (call rules). */
export function createReferenceDataService(db: Db) {
  const { countries, currencies, states, statesOfCountry, cities } = createReferenceDataRepository(db);
  return {
    listCountries: async () => ({ countries: await countries.list() }),
    getCountry: async (id: number) => ({ country: found(await countries.findById(id), 'Country') }),
    createCountry: (fields: CountryFields) =>
      writeDistinct(db, countryTaken(fields, null), async (tx) => {
        const repo = createReferenceDataRepository(tx);
        return { message: 'Country created', country: await repo.countries.insert(countryValues(fields)) };
      }),
    updateCountry: (id: number, fields: CountryFields) =>
      writeDistinct(db, countryTaken(fields, id), async (tx) => {
        const repo = createReferenceDataRepository(tx);
        return { message: 'Country updated', country: found(await repo.countries.update(id, countryValues(fields)), 'Country') };
      }),

    listCurrencies: async () => ({ currency: await currencies.list() }),
    getCurrency: async (id: number) => ({ currency: found(await currencies.findById(id), 'Currency') }),
    createCurrency: (fields: CurrencyFields) =>
      refuseDuplicate(currencyTaken(fields), () =>
        db.transaction(async (tx) => {
          const repo = createReferenceDataRepository(tx);
          const { id } = await repo.currencies.insert(await currencyValues(repo, fields));
          return { message: 'Currency created', currency: (await repo.currencies.findById(id))! };
        }),
      ),
    updateCurrency: (id: number, fields: CurrencyFields) =>
      refuseDuplicate(currencyTaken(fields), () =>
        db.transaction(async (tx) => {
          const repo = createReferenceDataRepository(tx);
          found(await repo.currencies.update(id, await currencyValues(repo, fields)), 'Currency');
          return { message: 'Currency updated', currency: (await repo.currencies.findById(id))! };
        }),
      ),

    listStates: async () => ({ States: await states.list() }),
    statesOfCountry: async (countryId: number) => {
      found(await countries.findById(countryId), 'Country');
      return { states: await statesOfCountry(countryId) };
    },
    getState: async (id: number) => ({ state: found(await states.findById(id), 'State') }),
    createState: (fields: StateFields) =>
      refuseDuplicate(stateTaken(fields), () =>
        db.transaction(async (tx) => {
          const repo = createReferenceDataRepository(tx);
          return { message: 'State created', state: await repo.states.insert(await stateValues(repo, fields)) };
        }),
      ),
    updateState: (id: number, fields: StateFields) =>
      refuseDuplicate(stateTaken(fields), () =>
        db.transaction(async (tx) => {
          const repo = createReferenceDataRepository(tx);
          return { message: 'State updated', state: found(await repo.states.update(id, await stateValues(repo, fields)), 'State') };
        }),
      ),

    listCities: async () => ({ cities: await cities.list() }),
    getCity: async (id: number) => ({ city: found(await cities.findById(id), 'City') }),
    createCity: (fields: CityFields) =>
      db.transaction(async (tx) => {
        const repo = createReferenceDataRepository(tx);
        return { message: 'City created', city: await repo.cities.insert(await cityValues(repo, fields)) };
      }),
    updateCity: (id: number, fields: CityFields) =>
      db.transaction(async (tx) => {
        const repo = createReferenceDataRepository(tx);
        return { message: 'City updated', city: found(await repo.cities.update(id, await cityValues(repo, fields)), 'City') };
      }),
  };
}
export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
