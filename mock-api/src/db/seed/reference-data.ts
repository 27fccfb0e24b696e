import type { Db } from '../db';
import { US_CITIES } from './data/cities';
import { COUNTRIES, CURRENCIES } from './data/countries';
import { CANADIAN_PROVINCES, US_STATES } from './data/states';
import { insertRows } from './insert-rows';

/** Ids of the seeded places, for the rows that point at them. */
export interface Places {
  countryId(code: string): number;
  stateId(countryCode: string, stateCode: string): number;
  cityId(stateCode: string, cityName: string): number;
}

function lookup(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown place: ${key}`);
  return id;
}

export async function seedReferenceData(db: Db): Promise<Places> {
  const countryIds = await insertRows(
    db,
    'countries',
    COUNTRIES.map(([code, name, numeric, market, currency, language]) => ({
      country_code: code,
      country_name: name,
      country_regularcode: numeric,
      country_marketname: market,
      country_currencycode: currency,
      country_languagecode: language,
    })),
  );
  const countries = new Map(COUNTRIES.map(([code], i) => [code, countryIds[i]!]));
  const countryId = (code: string) => lookup(countries, code);

  await insertRows(
    db,
    'currencies',
    CURRENCIES.map(([code, name, country]) => ({
      currency_name: name,
      currency_code: code,
      country_id: countryId(country),
    })),
  );

  const stateRows = [
    ...US_STATES.map(([code, name, fips, flag, percentage]) => ({
      country: 'US', code, name, regulatory: fips, flag, percentage,
    })),
    ...CANADIAN_PROVINCES.map(([code, name, sgc]) => ({
      country: 'CA', code, name, regulatory: sgc, flag: 'N', percentage: null,
    })),
  ];
  const stateIds = await insertRows(
    db,
    'states',
    stateRows.map((state) => ({
      country_id: countryId(state.country),
      country_code: state.country,
      state_code: state.code,
      state_name: state.name,
      stateregulatory_code: state.regulatory,
      state_retaliatorytaxflag: state.flag,
      stateretaliatorytax_percentage: state.percentage,
    })),
  );
  const states = new Map(stateRows.map((state, i) => [`${state.country}/${state.code}`, stateIds[i]!]));
  const stateId = (country: string, code: string) => lookup(states, `${country}/${code}`);

  const usId = countryId('US');
  const cityIds = await insertRows(
    db,
    'cities',
    US_CITIES.map(([name, state, zip]) => ({
      country_id: usId,
      country_code: 'US',
      country_name: 'United States',
      state_id: stateId('US', state),
      state_code: state,
      city_code: `${state}-${name.replace(/[^A-Za-z]/g, '').slice(0, 5).toUpperCase()}`,
      city_name: name,
      zip_code: zip,
    })),
  );
  const cities = new Map(US_CITIES.map(([name, state], i) => [`${state}/${name}`, cityIds[i]!]));

  return {
    countryId,
    stateId,
    cityId: (state, name) => lookup(cities, `${state}/${name}`),
  };
}
