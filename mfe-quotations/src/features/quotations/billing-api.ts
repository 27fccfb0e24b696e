import { areaApi, downloadFile, listPageBody, type ListPageArgs } from '@kyubos/api';
import type { BillingListColumn, BillingListResponse, PolicyInstallmentsResponse } from '@kyubos/contracts';

/** One page of the overdue policies, sorted and filtered by the server, as of a date. */
export interface BillingListArgs extends ListPageArgs<BillingListColumn> {
  asof: string;
}

/**
 * Billing reads: a policy's instalments and the overdue policies. A payment or a policy
 * transaction invalidates the record's payments and the lists, so both refresh after either.
 */
const billingApi = areaApi('quotations', ['Quotation']).injectEndpoints({
  endpoints: (build) => ({
    policyInstallments: build.query<PolicyInstallmentsResponse, number>({
      query: (id) => ({ url: '/viewpolicyinstallments', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Quotation', id: `PAYMENTS-${id}` }],
    }),
    billingList: build.query<BillingListResponse, BillingListArgs>({
      query: ({ asof, ...listPage }) => ({
        url: '/viewbillinglist',
        method: 'POST',
        body: { asof, ...listPageBody(listPage) },
      }),
      providesTags: [{ type: 'Quotation', id: 'LIST' }],
    }),
  }),
});

export const { usePolicyInstallmentsQuery, useBillingListQuery } = billingApi;

/** The receipt PDF of one payment. */
export const downloadPaymentReceipt = (paymentId: number, fileName: string) => downloadFile('/policypaymentreceipt', paymentId, fileName, 'admin');
