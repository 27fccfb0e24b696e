import { z } from 'zod';
import { idSchema, optionalId } from './common';
import { optionalText, requiredText } from './form-values';

/* Global reference data: written by the platform administrator, read by every client. */

/* ---------- countries ---------- */

export interface Country {
  id: number;
  country_code: string;
  country_name: string;
  country_regularcode: string | null;
  country_marketname: string | null;
  country_currencycode: string | null;
  country_languagecode: string | null;
}

export const countryFields = z.object({
  country_code: requiredText(3),
  country_name: requiredText(100),
  country_regularcode: optionalText(10),
  country_marketname: optionalText(100),
  country_currencycode: optionalText(3),
  country_languagecode: optionalText(8),
});
export type CountryFields = z.infer<typeof countryFields>;
export const createCountryRequest = countryFields;
export const updateCountryRequest = z.object({ countryData: countryFields.extend({ id: idSchema }) });
export interface CountryListResponse {
  countries: Country[];
}
export interface CountryResponse {
  country: Country;
}

/* ---------- currencies ---------- */

export interface Currency {
  id: number;
  currency_name: string;
  currency_code: string;
  country_id: number | null;
  /** The country's name, for lists. */
  country_name: string | null;
}

export const currencyFields = z.object({
  currency_name: requiredText(100),
  currency_code: requiredText(3),
  country_id: optionalId,
});
export type CurrencyFields = z.infer<typeof currencyFields>;
export const createCurrencyRequest = currencyFields;
export const updateCurrencyRequest = z.object({ currencyData: currencyFields.extend({ id: idSchema }) });
/** The documented key is singular although it holds the list. */
export interface CurrencyListResponse {
  currency: Currency[];
}
export interface CurrencyResponse {
  currency: Currency;
}

/* ---------- states ---------- */

export const RETALIATORY_TAX_FLAGS = ['Y', 'N'] as const;

export interface State {
  id: number;
  country_id: number;
  country_code: string;
  state_code: string;
  state_name: string;
  stateregulatory_code: string | null;
  state_retaliatorytaxflag: 'Y' | 'N' | null;
  stateretaliatorytax_percentage: number | null;
}

const percentage = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .nullable(),
);

/** country_code is taken from the chosen country on the server; the body's copy is accepted but not trusted. */
export const stateFields = z.object({
  country_id: idSchema,
  country_code: optionalText(3),
  state_code: requiredText(10),
  state_name: requiredText(100),
  stateregulatory_code: optionalText(20),
  state_retaliatorytaxflag: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(RETALIATORY_TAX_FLAGS, { error: 'must be Y or N' }).nullable(),
  ),
  stateretaliatorytax_percentage: percentage,
});
export type StateFields = z.infer<typeof stateFields>;
export const createStateRequest = stateFields;
export const updateStateRequest = z.object({ stateData: stateFields.extend({ id: idSchema }) });
/** The documented key is capitalised. */
export interface StateListResponse {
  States: State[];
}
export interface StatesOfCountryResponse {
  states: State[];
}
export interface StateResponse {
  state: State;
}

/* ---------- cities ---------- */

export interface City {
  id: number;
  country_id: number;
  country_code: string | null;
  country_name: string | null;
  state_id: number | null;
  state_code: string | null;
  city_code: string | null;
  city_name: string;
  zip_code: string | null;
  municipalregulatory_code: string | null;
}

/** Codes and names of the country and state are copied from their records on the server. */
export const cityFields = z.object({
  country_id: idSchema,
  country_code: optionalText(3),
  country_name: optionalText(100),
  state_id: optionalId,
  state_code: optionalText(10),
  city_code: optionalText(20),
  city_name: requiredText(100),
  zip_code: optionalText(10),
  municipalregulatory_code: optionalText(20),
});
export type CityFields = z.infer<typeof cityFields>;
export const createCityRequest = cityFields;
export const updateCityRequest = z.object({ cityDatalist: cityFields.extend({ id: idSchema }) });
export interface CityListResponse {
  cities: City[];
}
export interface CityResponse {
  city: City;
}

/** Answer of every create and update call: what was saved, under the entity's own key. */
export type Saved<T> = T & { message: string };
