import type { CityFields, CountryFields, CurrencyFields, StateFields } from '@kyubos/contracts';
import { AppError, notFound } from '../app-error';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/record-table';
import { cities, countries, currencies, states, statesOfCountry } from './repository';

/** 400 naming the field, like validate(): the body was well-formed but points at nothing. */
const badReference = (field: string, message: string) =>
  new AppError('ValidationError', `Invalid ${field}: ${message}`, 400, [{ path: field, message }]);

const conflict = (message: string) => new AppError('Conflict', message, 409);

/** Runs a write in a transaction and turns a unique-index refusal into a 409 with a message. */
async function write<T>(db: Db, duplicateMessage: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}

function found<T>(row: T | null, what: string): T {
  if (!row) throw notFound(`${what} not found`);
  return row;
}

async function countryOf(tx: Db, countryId: number) {
  return (await countries.findById(tx, countryId)) ?? Promise.reject(badReference('country_id', 'no such country'));
}

/** The codes and names a state copies from its country (never trusted from the body). */
async function stateValues(tx: Db, fields: StateFields) {
  const country = await countryOf(tx, fields.country_id);
  return { ...fields, country_code: country.country_code };
}

/** A city copies its country's code and name and its state's code; the state must be in that country. */
async function cityValues(tx: Db, fields: CityFields) {
  const country = await countryOf(tx, fields.country_id);
  let stateCode: string | null = null;
  if (fields.state_id !== undefined) {
    const state = await states.findById(tx, fields.state_id);
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

async function currencyValues(tx: Db, fields: CurrencyFields) {
  if (fields.country_id !== undefined) await countryOf(tx, fields.country_id);
  return { ...fields, currency_code: fields.currency_code.toUpperCase(), country_id: fields.country_id ?? null };
}

const countryValues = (fields: CountryFields) => ({ ...fields, country_code: fields.country_code.toUpperCase() });

/** Countries, currencies, states and cities: read by every client, written by the platform admin (call rules). */
export function createReferenceDataService(db: Db) {
  return {
    listCountries: async () => ({ countries: await countries.list(db) }),
    getCountry: async (id: number) => ({ country: found(await countries.findById(db, id), 'Country') }),
    createCountry: (fields: CountryFields) =>
      write(db, `A country with code ${fields.country_code.toUpperCase()} already exists`, async (tx) => ({
        message: 'Country created',
        country: await countries.insert(tx, countryValues(fields)),
      })),
    updateCountry: (id: number, fields: CountryFields) =>
      write(db, `A country with code ${fields.country_code.toUpperCase()} already exists`, async (tx) => ({
        message: 'Country updated',
        country: found(await countries.update(tx, id, countryValues(fields)), 'Country'),
      })),

    listCurrencies: async () => ({ currency: await currencies.list(db) }),
    getCurrency: async (id: number) => ({ currency: found(await currencies.findById(db, id), 'Currency') }),
    createCurrency: (fields: CurrencyFields) =>
      write(db, `A currency with code ${fields.currency_code.toUpperCase()} already exists`, async (tx) => {
        const { id } = await currencies.insert(tx, await currencyValues(tx, fields));
        return { message: 'Currency created', currency: (await currencies.findById(tx, id))! };
      }),
    updateCurrency: (id: number, fields: CurrencyFields) =>
      write(db, `A currency with code ${fields.currency_code.toUpperCase()} already exists`, async (tx) => {
        found(await currencies.update(tx, id, await currencyValues(tx, fields)), 'Currency');
        return { message: 'Currency updated', currency: (await currencies.findById(tx, id))! };
      }),

    listStates: async () => ({ States: await states.list(db) }),
    statesOfCountry: async (countryId: number) => {
      found(await countries.findById(db, countryId), 'Country');
      return { states: await statesOfCountry(db, countryId) };
    },
    getState: async (id: number) => ({ state: found(await states.findById(db, id), 'State') }),
    createState: (fields: StateFields) =>
      write(db, `The state code ${fields.state_code} is already used in that country`, async (tx) => ({
        message: 'State created',
        state: await states.insert(tx, await stateValues(tx, fields)),
      })),
    updateState: (id: number, fields: StateFields) =>
      write(db, `The state code ${fields.state_code} is already used in that country`, async (tx) => ({
        message: 'State updated',
        state: found(await states.update(tx, id, await stateValues(tx, fields)), 'State'),
      })),

    listCities: async () => ({ cities: await cities.list(db) }),
    getCity: async (id: number) => ({ city: found(await cities.findById(db, id), 'City') }),
    createCity: (fields: CityFields) =>
      db.transaction(async (tx) => ({ message: 'City created', city: await cities.insert(tx, await cityValues(tx, fields)) })),
    updateCity: (id: number, fields: CityFields) =>
      db.transaction(async (tx) => ({
        message: 'City updated',
        city: found(await cities.update(tx, id, await cityValues(tx, fields)), 'City'),
      })),
  };
}
export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
