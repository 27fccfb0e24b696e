import { areaApi, listTags } from '@kyubos/api';
import type { Currency, CurrencyFields, CurrencyListResponse, CurrencyResponse, Saved } from '@kyubos/contracts';

export type CurrencyInput = Record<keyof CurrencyFields, string>;

const currenciesApi = areaApi('reference_data', ['Currency']).injectEndpoints({
  endpoints: (build) => ({
    currencies: build.query<Currency[], void>({
      query: () => '/viewcurrency',
      transformResponse: (response: CurrencyListResponse) => response.currency,
      providesTags: (currencies) => listTags('Currency', currencies),
    }),
    currency: build.query<Currency, number>({
      query: (id) => ({ url: '/editcurrency', method: 'POST', body: { id } }),
      transformResponse: (response: CurrencyResponse) => response.currency,
      providesTags: (_currency, _error, id) => [{ type: 'Currency', id }],
    }),
    createCurrency: build.mutation<Saved<CurrencyResponse>, CurrencyInput>({
      query: (body) => ({ url: '/currency', method: 'POST', body }),
      invalidatesTags: [{ type: 'Currency', id: 'LIST' }],
    }),
    updateCurrency: build.mutation<Saved<CurrencyResponse>, CurrencyInput & { id: number }>({
      query: (currencyData) => ({ url: '/updatecurrency', method: 'POST', body: { currencyData } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Currency', id },
        { type: 'Currency', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCurrenciesQuery, useCurrencyQuery, useCreateCurrencyMutation, useUpdateCurrencyMutation } = currenciesApi;
