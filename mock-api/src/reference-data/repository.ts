import { sortByText } from '@kyubos/domain';
import type { City, Country, Currency, State } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { recordTable } from '../db/record-table';

const countryTable = recordTable<Exclude<keyof Country, 'id'>, Country>({
  table: 'countries',
  columns: ['country_code', 'country_name', 'country_regularcode', 'country_marketname', 'country_currencycode', 'country_languagecode'],
  sortBy: 'country_name',
});

const currencyTable = recordTable<Exclude<keyof Currency, 'id' | 'country_name'>, Omit<Currency, 'country_name'>>({
  table: 'currencies',
  columns: ['currency_name', 'currency_code', 'country_id'],
  sortBy: 'currency_code',
});

const stateTable = recordTable<Exclude<keyof State, 'id'>, State>({
  table: 'states',
  columns: [
    'country_id',
    'country_code',
    'state_code',
    'state_name',
    'stateregulatory_code',
    'state_retaliatorytaxflag',
    'stateretaliatorytax_percentage',
  ],
  casts: { stateretaliatorytax_percentage: 'float8' },
  sortBy: 'state_name',
});

const cityTable = recordTable<Exclude<keyof City, 'id'>, City>({
  table: 'cities',
  columns: [
    'country_id',
    'country_code',
    'country_name',
    'state_id',
    'state_code',
    'city_code',
    'city_name',
    'zip_code',
    'municipalregulatory_code',
  ],
  sortBy: 'city_name',
});

/** Currencies are answered with their country's name, for the list. */
const CURRENCY_SELECT = `
  SELECT cu.id, cu.currency_name, cu.currency_code, cu.country_id, co.country_name
    FROM currencies cu LEFT JOIN countries co ON co.id = cu.country_id`;

/** Countries, currencies, states and cities on a database or transaction. */
export function createReferenceDataRepository(db: Db) {
  const states = stateTable(db);
  return {
    countries: countryTable(db),
    /** Another country with this code or this name (case and outer spaces aside), the one of the same code first. */
    countryWithCodeOrName: (code: string, name: string, exceptId: number | null) =>
      db.one<{ country_name: string; same_code: boolean }>(
        `SELECT country_name, upper(country_code) = upper($1) AS same_code FROM countries
          WHERE id IS DISTINCT FROM $3 AND (upper(country_code) = upper($1) OR lower(btrim(country_name)) = lower(btrim($2)))
          ORDER BY same_code DESC, id LIMIT 1`,
        [code, name, exceptId],
      ),
    currencies: {
      ...currencyTable(db),
      list: async () => sortByText(await db.query<Currency>(`${CURRENCY_SELECT} ORDER BY cu.id`), (row) => row.currency_code),
      findById: (id: number) => db.one<Currency>(`${CURRENCY_SELECT} WHERE cu.id = $1`, [id]),
    },
    states,
    statesOfCountry: async (countryId: number) =>
      sortByText(await db.query<State>(`${states.select} WHERE country_id = $1 ORDER BY id`, [countryId]), (row) => row.state_name),
    cities: cityTable(db),
  };
}
export type ReferenceDataRepository = ReturnType<typeof createReferenceDataRepository>;
