import { areaApi } from '@kyubos/api';
import type {
  Customer,
  IntakeFormDefinitionResponse,
  IntakeStateAndProgramResponse,
  IntakeSublob,
  IntakeSublobResponse,
  ProgramCoverage,
  ProgramCoverageResponse,
  CustomerListResponse,
  EditPolicyQuotationResponse,
  PolicyPayload,
  PolicyQuotation,
  PolicyQuotationListRow,
  RecordListColumn,
  RecordListResponse,
  SavedRecordResponse,
} from '@kyubos/contracts';

/** The list calls of spec 3 §7 by the list they fill. */
const LIST_URL = {
  all: '/policyquotationlist',
  quotations: '/viewpolicyquotationlist',
  binders: '/viewpolicybinderlist',
  policies: '/viewpolicylist',
} as const;
export type RecordListKind = keyof typeof LIST_URL;

export interface RecordListArgs {
  kind: RecordListKind;
  companyId: number;
  filters: Partial<Record<RecordListColumn, string>>;
}

const LIST_TAG = { type: 'Quotation' as const, id: 'LIST' };

const recordsApi = areaApi('quotations', ['Quotation', 'IntakeCategory']).injectEndpoints({
  endpoints: (build) => ({
    recordList: build.query<RecordListResponse, RecordListArgs>({
      query: ({ kind, companyId, filters }) => ({ url: LIST_URL[kind], method: 'POST', body: { company_id: companyId, filters } }),
      providesTags: [LIST_TAG],
    }),
    customers: build.query<Customer[], number>({
      query: (companyId) => ({ url: '/viewcustomerlist', method: 'POST', body: { company_id: companyId } }),
      transformResponse: (response: CustomerListResponse) => response.customers,
      providesTags: [{ type: 'Quotation', id: 'CUSTOMERS' }],
    }),
    quotationRecord: build.query<PolicyQuotation, number>({
      query: (id) => ({ url: '/editpolicyquotationlist', method: 'POST', body: { id } }),
      transformResponse: (response: EditPolicyQuotationResponse) => response.policyquotation,
      providesTags: (_record, _error, id) => [{ type: 'Quotation', id }],
    }),
    /** Create or update; `generate` sends it out as a quotation, otherwise it stays an intake form. */
    saveQuotation: build.mutation<SavedRecordResponse, { payload: PolicyPayload; id?: number; generate: boolean }>({
      query: ({ payload, id, generate }) => ({
        url: id === undefined ? (generate ? '/createpolicyquoationlist' : '/savepolicyquoation') : generate ? '/updatepolicyquotationlist' : '/updatesavepolicyquotationlist',
        method: 'POST',
        body: id === undefined ? payload : { ...payload, id },
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, { type: 'Quotation', id: 'CUSTOMERS' }, ...(id === undefined ? [] : [{ type: 'Quotation' as const, id }])],
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
  useCustomersQuery,
  useQuotationRecordQuery,
  useSaveQuotationMutation,
  useIntakeFormQuery,
  useIntakeSublobsQuery,
  useIntakeStatesAndProgramsQuery,
  useProgramCoverageQuery,
} = recordsApi;
export type { PolicyQuotationListRow };
