import { areaApi, downloadFile, listPageBody, type ListPageArgs } from '@kyubos/api';
import type {
  BillingListColumn,
  BillingListResponse,
  IntakeFormDefinitionResponse,
  IntakeStateAndProgramResponse,
  IntakeSublob,
  IntakeSublobResponse,
  ProgramCoverage,
  ProgramCoverageResponse,
  CustomerListColumn,
  CustomerListResponse,
  CustomerViewResponse,
  EditPolicyQuotationResponse,
  HistoryListResponse,
  HistoryRecordResponse,
  PaymentDetails,
  PaymentHistoryResponse,
  PolicyInstallmentsResponse,
  PolicyPaymentResponse,
  PolicyQuotationHistory,
  PolicyQuotationResponse,
  QuotationActionResponse,
  PolicyPayload,
  PolicyQuotation,
  PolicyQuotationListRow,
  RecordListColumn,
  RecordListResponse,
  SavedRecordResponse,
} from '@kyubos/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@kyubos/contracts';

/** The list calls of spec 3 §7 by the list they fill. */
export const LIST_URL = {
  all: '/policyquotationlist',
  quotations: '/viewpolicyquotationlist',
  binders: '/viewpolicybinderlist',
  policies: '/viewpolicylist',
} as const;
export type RecordListKind = keyof typeof LIST_URL;

/** One page of a list, filtered and sorted by the server. */
export interface RecordListArgs extends ListPageArgs<RecordListColumn> {
  kind: RecordListKind;
  companyId: number;
}

export interface CustomerListArgs extends ListPageArgs<CustomerListColumn> {
  companyId: number;
  /** The Customer search's text as typed: the server reads it as words of a name, an email or a phone. */
  search?: string;
}

/** One page of the overdue policies, sorted and filtered by the server, as of a date. */
export interface BillingListArgs extends ListPageArgs<BillingListColumn> {
  asof: string;
}

const LIST_TAG = { type: 'Quotation' as const, id: 'LIST' };
const recordChanged = (id: number) => [LIST_TAG, { type: 'Quotation' as const, id }, { type: 'Quotation' as const, id: `HISTORY-${id}` }];

/** The stage changes of spec 3 §7 "Saving and acting" and the call each one makes. */
const ACTION_URL = {
  approve: '/policyapproveuser',
  delete: '/deletepolicyquotationlist',
  recreate: '/createqutationtointake',
  revert: '/policyrevartback',
} as const;
export type QuotationAction = keyof typeof ACTION_URL;

/** The bodies of spec 3 §7; the server takes the acting user from the token. */
function actionBody(action: QuotationAction, id: number, companyId: number): object {
  switch (action) {
    case 'approve':
      return { id };
    case 'recreate':
      return { historyItem: { id } };
    default:
      return { id, company_id: companyId };
  }
}

const recordsApi = areaApi('quotations', ['Quotation', 'IntakeCategory']).injectEndpoints({
  endpoints: (build) => ({
    recordList: build.query<RecordListResponse, RecordListArgs>({
      query: ({ kind, companyId, ...listPage }) => ({
        url: LIST_URL[kind],
        method: 'POST',
        body: { company_id: companyId, ...listPageBody(listPage) },
      }),
      providesTags: [LIST_TAG],
    }),
    /** `/viewcustomerlist` a page at a time, filtered (or searched) and sorted by the server: the Customers screen and the quotation form's customer search. */
    customerList: build.query<CustomerListResponse, CustomerListArgs>({
      query: ({ companyId, search, ...listPage }) => ({
        url: '/viewcustomerlist',
        method: 'POST',
        body: { company_id: companyId, ...(search ? { search } : {}), ...listPageBody(listPage) },
      }),
      providesTags: [{ type: 'Quotation', id: 'CUSTOMERS' }],
    }),
    /** `/viewcustomer`: one customer with its records (the customer view); a record's change changes its list. */
    customerView: build.query<CustomerViewResponse, { companyId: number; customerId: number }>({
      query: ({ companyId, customerId }) => ({ url: '/viewcustomer', method: 'POST', body: { company_id: companyId, customer_id: customerId } }),
      providesTags: [LIST_TAG, { type: 'Quotation', id: 'CUSTOMERS' }],
    }),
    quotationRecord: build.query<PolicyQuotation, number>({
      query: (id) => ({ url: '/editpolicyquotationlist', method: 'POST', body: { id } }),
      transformResponse: (response: EditPolicyQuotationResponse) => response.policyquotation,
      providesTags: (_record, _error, id) => [{ type: 'Quotation', id }],
    }),
    /**
     * Create or update; `generate` sends it out as a quotation, otherwise it stays an intake form.
     * An update sends the record's `updatedAt` as the form read it: saved since, the server answers 409.
     */
    saveQuotation: build.mutation<SavedRecordResponse, { payload: PolicyPayload; id?: number; updatedAt?: string; generate: boolean }>({
      query: ({ payload, id, updatedAt, generate }) => ({
        url: id === undefined ? (generate ? '/createpolicyquoationlist' : '/savepolicyquoation') : generate ? '/updatepolicyquotationlist' : '/updatesavepolicyquotationlist',
        method: 'POST',
        body: id === undefined ? payload : { ...payload, id, updatedAt },
      }),
      // A record no longer reachable (404) is not read again: the not-found page would take the place of the form and what was typed.
      invalidatesTags: (_result, error, { id }) => [
        LIST_TAG,
        { type: 'Quotation', id: 'CUSTOMERS' },
        ...(id === undefined || error?.status === 404 ? [] : [{ type: 'Quotation' as const, id }]),
      ],
    }),
    /** `/viewpolicyquotation`: the record as its read-only views show it. */
    viewRecord: build.query<PolicyQuotation, number>({
      query: (id) => ({ url: '/viewpolicyquotation', method: 'POST', body: { id } }),
      transformResponse: (response: PolicyQuotationResponse) => response.Policyquotations,
      providesTags: (_record, _error, id) => [{ type: 'Quotation', id }],
    }),
    quotationHistory: build.query<PolicyQuotationHistory[], { companyId: number; quotationId: number }>({
      query: ({ companyId, quotationId }) => ({ url: '/viewpolicyquotationhistory', method: 'POST', body: { company_id: companyId, quotation_id: quotationId } }),
      transformResponse: (response: HistoryListResponse) => response.policyquotationhistory,
      providesTags: (_rows, _error, { quotationId }) => [{ type: 'Quotation', id: `HISTORY-${quotationId}` }],
    }),
    historyRecord: build.query<PolicyQuotationHistory, number>({
      query: (id) => ({ url: '/editpolicyquotationhistory', method: 'POST', body: { id } }),
      transformResponse: (response: HistoryRecordResponse) => response.Policyquotationhis,
    }),
    paymentHistory: build.query<PaymentHistoryResponse, number>({
      query: (quotationId) => ({ url: '/viewpolicypaymenthistory', method: 'POST', body: { quotation_id: quotationId } }),
      providesTags: (_result, _error, id) => [{ type: 'Quotation', id: `PAYMENTS-${id}` }],
    }),
    /** The stage changes of spec 3 §4; each one changes the lists, the record and its history. */
    quotationAction: build.mutation<QuotationActionResponse, { action: QuotationAction; id: number; companyId: number }>({
      query: ({ action, id, companyId }) => ({ url: ACTION_URL[action], method: 'POST', body: actionBody(action, id, companyId) }),
      invalidatesTags: (_result, _error, { id }) => recordChanged(id),
    }),
    /**
     * `/policyquotationpayment`: a payment on a binder (the first issues the policy) or a policy.
     * `idempotencyKey`: the same for every send of one payment, so the server takes it once.
     */
    takePayment: build.mutation<
      PolicyPaymentResponse,
      { id: number; companyId: number; payment: PaymentDetails; autopayment: boolean; idempotencyKey: string }
    >({
      query: ({ id, companyId, payment, autopayment, idempotencyKey }) => ({
        url: '/policyquotationpayment',
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: { ...payment, id, client_id: companyId, autopayment: autopayment ? 1 : 0 },
      }),
      invalidatesTags: (_result, _error, { id }) => [...recordChanged(id), { type: 'Quotation', id: `PAYMENTS-${id}` }],
    }),
    // Billing reads: a payment or a policy transaction invalidates the record's payments and the lists, so both refresh after either.
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
      providesTags: [LIST_TAG],
    }),
    // The form a quotation is written on: the line of business's groups, sub-LOBs, states, programs and coverages.
    intakeForm: build.query<IntakeFormDefinitionResponse, number>({
      query: (intakeId) => ({ url: '/viewintakeformdefinition', method: 'POST', body: { intake_id: intakeId } }),
      providesTags: (_result, _error, id) => [{ type: 'IntakeCategory', id }],
    }),
    intakeSublobs: build.query<IntakeSublob[], number>({
      query: (intakeId) => ({ url: '/viewintakesublobmain', method: 'POST', body: { id: intakeId } }),
      transformResponse: (response: IntakeSublobResponse) => response.intakesublob,
    }),
    intakeStatesAndPrograms: build.query<IntakeStateAndProgramResponse, number>({
      query: (intakeId) => ({ url: '/intakestateandprogram', method: 'POST', body: { id: intakeId } }),
    }),
    programCoverage: build.query<ProgramCoverage[], { programId: number; intakeId: number }>({
      query: ({ programId, intakeId }) => ({ url: '/programlobcoverage', method: 'POST', body: { program_id: programId, intake_id: intakeId } }),
      transformResponse: (response: ProgramCoverageResponse) => response.ProgramLobCovarage,
    }),
  }),
});

export const {
  useRecordListQuery,
  useCustomerListQuery,
  useCustomerViewQuery,
  useQuotationRecordQuery,
  useSaveQuotationMutation,
  useViewRecordQuery,
  useQuotationHistoryQuery,
  useHistoryRecordQuery,
  usePaymentHistoryQuery,
  useQuotationActionMutation,
  useTakePaymentMutation,
  usePolicyInstallmentsQuery,
  useBillingListQuery,
  useIntakeFormQuery,
  useIntakeSublobsQuery,
  useIntakeStatesAndProgramsQuery,
  useProgramCoverageQuery,
} = recordsApi;
export type { PolicyQuotationListRow };

/** The quotation letter, binder or policy declarations of a record (by its stage), as a PDF download. */
export const downloadRecordDocument = (id: number, fileName: string) => downloadFile('/policyquotationdocument', id, fileName, 'admin');

/** The receipt PDF of one payment. */
export const downloadPaymentReceipt = (paymentId: number, fileName: string) => downloadFile('/policypaymentreceipt', paymentId, fileName, 'admin');
