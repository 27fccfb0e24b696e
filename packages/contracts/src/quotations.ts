import { z } from 'zod';
import { idSchema, isoDateSchema, listFilterText, pageNumber, pageSizeNumber, readVersionSchema, textTypeError, type Flag } from './common';
import { optionalEmail, optionalText, requiredText } from './form-values';
import type { AttributeDataType, DisplayType } from './intake-config';
import { moneyAmount } from './money';
import { autopaymentFlag } from './policy-payments';
import { gracePeriodSchema, POLICY_DURATIONS, type PolicyDuration } from './policy-terms';

/**
 * Spec 3: quotation, binder and policy records, the intake form they are written on and the
 * calls of §7. Field names are the spec's.
 */

// ---------------------------------------------------------------- Constants (spec 3 §9)

/** Every attribute type an intake form renders (the configuration screens offer all but SelectBox). */
export const FORM_ATTRIBUTE_TYPES = ['text', 'date', 'email', 'SelectBox', 'radio', 'checkbox', 'textarea', 'secure', 'PI secure'] as const;
export type FormAttributeType = (typeof FORM_ATTRIBUTE_TYPES)[number];


export const DEDUCTIBLE_BASES = ['Percentage', 'Fixed Amt'] as const;
export type DeductibleBasis = (typeof DEDUCTIBLE_BASES)[number];
export const COVERAGE_INCLUDE_VALUES = ['', 'Y', 'N'] as const;
export type CoverageInclude = (typeof COVERAGE_INCLUDE_VALUES)[number];

/** Page sizes of the lists (spec 3 §9). */
export const RECORD_PAGE_SIZE = { full: 35, quotations: 15, binders: 15, policies: 15, history: 15 } as const;

/** The list (and its stage) a list call answers. */
export const RECORD_LIST_SCOPES = ['all', 'quotations', 'binders', 'policies', 'incomplete'] as const;
export type RecordListScope = (typeof RECORD_LIST_SCOPES)[number];

// ---------------------------------------------------------------- Form definition

/** An intake group placed on a line of business (Attiributecategory of /viewactiveintakeattributegroupmain). */
export interface IntakeFormGroupPlacement {
  id: number;
  intake_id: number;
  attribute_group_id: number;
  name: string;
  displaytype: DisplayType;
  numberofrow: number;
  rank: number;
}
export interface FormAttribute {
  id: number;
  group_id: number;
  name: string;
  /** The customer or record field it holds, or null (intake-config's Attribute). */
  attribute_name: string | null;
  attribute_type: FormAttributeType;
  isrequired: string;
  description: string | null;
  attributeformat: string | null;
  attribute_max_lenght: string;
  attribute_data_type: AttributeDataType | null;
  radiogroup: string | null;
  selectgroup: string | null;
  rank: number;
}
export interface FormAttributeGroup {
  id: number;
  client_id: number;
  name: string;
  displaytype: DisplayType;
  numberofrow: number;
  attribute_group_id: number;
}
/** A group of the form with its attributes, in display order. */
export interface IntakeFormGroup {
  attribute_group_id: number;
  name: string;
  displaytype: DisplayType;
  numberofrow: number;
  attributes: FormAttribute[];
}
export interface IntakeFormDefinition {
  groups: IntakeFormGroup[];
}

export interface CustodianIntakeCategory {
  id: number;
  name: string;
  category_name: string;
  sublob: string | null;
  intaketype: string | null;
}
export interface IntakeSublob {
  id: number;
  sublob_id: number;
  sublob_code: string;
  name: string;
}
export interface IntakeStateOption {
  id: number;
  state_id: number;
  state_name: string;
}
export interface IntakeProgramOption {
  id: number;
  program_id: number;
  program_name: string;
  /** The program's admitted flag ('1' admitted, '0' non-admitted), set on its Product set-up: its records carry it as Admitted. */
  admitted: Flag;
}
/** A coverage a program offers, as the coverage table starts from it. */
export interface ProgramCoverage {
  id: number;
  coverage_name: string;
  covargerequired: string;
  coveragelimit: number;
  premium: number;
}

export const categoryIdRequest = z.object({ category_id: idSchema });
export const intakeGroupsRequest = z.object({ intake_id: idSchema, cid: idSchema });
export const attributeGroupRequest = z.object({ attribute_group_id: idSchema, client_id: idSchema });
export const activeAttributesRequest = z.object({ gid: idSchema, client_id: idSchema });
export const intakeFormRequest = z.object({ intake_id: idSchema });
export const programCoverageRequest = z.object({ program_id: idSchema, intake_id: idSchema });

export interface CustodianIntakeCategoryResponse {
  data: CustodianIntakeCategory;
}
export interface IntakeGroupPlacementsResponse {
  Attiributecategory: IntakeFormGroupPlacement[];
}
export interface AttributeGroupMainResponse {
  attiributegroup: FormAttributeGroup;
}
export interface ActiveAttributesResponse {
  attribute: FormAttribute[];
}
export interface IntakeMainResponse {
  intake: CustodianIntakeCategory;
}
export interface IntakeSublobResponse {
  intakesublob: IntakeSublob[];
}
export interface IntakeStateAndProgramResponse {
  state: IntakeStateOption[];
  program: IntakeProgramOption[];
}
export interface ProgramCoverageResponse {
  ProgramLobCovarage: ProgramCoverage[];
}
/** The whole form of a line of business in one answer (/viewintakeformdefinition). */
export interface IntakeFormDefinitionResponse extends IntakeFormDefinition {
  category: CustodianIntakeCategory;
}

// ---------------------------------------------------------------- Records

/**
 * policydetails: attribute id, then attribute name, then row index ('0', '1'...) to the value.
 * Single and Double Column groups use row '0' only; Table groups one index per entry.
 */
export type PolicyDetails = Record<string, Record<string, Record<string, string>>>;

export interface CoverageRow {
  coverage_id: number;
  coverage_name: string;
  covargerequired: string;
  coverageinclude: CoverageInclude;
  coverageacceptdate: string;
  coveragelimit: number;
  coverageaccept: number;
  deductiblebasis: DeductibleBasis;
  deductible: number;
  deductibleamount: number;
  premium: number;
}

export type StageFlag = 0 | 1;

/** The insured of a record: a record carries its customer's fields. */
export interface Customer {
  customer_id: number;
  firstname: string;
  lastname: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phonenumber: string | null;
  email: string | null;
}

export interface PolicyQuotationListRow extends Customer {
  id: number;
  intake_id: number;
  intake_Name: string;
  intake_subName: string | null;
  createdAt: string;
  unique_id: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  state_name: string;
  policyamount: number;
  status: 'Quotation' | 'Binder' | 'Policy';
  quotation: StageFlag;
  policyapproved: StageFlag;
  becomepolicy: StageFlag;
  /** The policy's own number once issued (a policy is shown by it: recordNumberOf of @kyubos/domain). */
  policy_number: string | null;
  /** The record's agent (Sub MGA): id, code and name; null when written by the MGA itself. */
  submga_id: number | null;
  submga_code: string | null;
  submga_name: string | null;
  /**
   * A policy's status from its transactions and today's date (Pending, In force, Cancel pending,
   * Cancelled, Expired, Renewed, Not renewing); null for quotations and binders. Record lists only.
   */
  life_status?: string | null;
  /** 'Delinquent' when an instalment of the policy is unpaid after its grace (billing); null otherwise. Record lists only. */
  billing_status?: 'Delinquent' | null;
}

export interface PolicyQuotation extends PolicyQuotationListRow {
  company_id: number;
  policycreator_id: number;
  policycreator_name: string;
  intake_form_id: number | null;
  sublob_id: number | null;
  sublob_code: string | null;
  sublob_name: string | null;
  program_id: number | null;
  programname: string;
  state_id: number;
  Admitted: '0' | '1';
  submga_id: number | null;
  submga_code: string | null;
  submga_name: string | null;
  policyschedule: string | null;
  policyduration: PolicyDuration | null;
  balance: number;
  policyquotation_graceperiod: string | null;
  paymentgraceperiod: string | null;
  paymentschedule: string | null;
  autopayment: StageFlag;
  cardnumber: string | null;
  policydetails: PolicyDetails;
  policycoverage: CoverageRow[];
  updatedAt: string;
  /** Who approved it (a user id) and when; null until approved. */
  approved_by: number | null;
  approved_at: string | null;
  /** The policy's own number and issue time, from the first accepted payment on. */
  policy_number: string | null;
  policy_issued_at: string | null;
  /** The carrier's own policy number of an imported record (ATL-2612-9001); null otherwise. */
  carrier_policy_number?: string | null;
  /** The insured vehicle's brand, model and model year (names); null when the record has none. */
  vehicle: string | null;
  vehicleModel: string | null;
  vehicleModelYear: string | null;
  /**
   * `/viewpolicyquotation` of a quotation: why the caller may not approve it under maker-checker
   * (creator, saver, or an account either made), null when it may; absent on other answers.
   */
  approval_refusal?: string | null;
}

export interface PolicyQuotationHistory
  extends Omit<PolicyQuotation, 'id' | 'updatedAt' | 'approved_by' | 'approved_at' | 'policy_number' | 'policy_issued_at'> {
  id: number;
  quotation_id: number;
  comments: string;
  changed_by: string;
}

// ---------------------------------------------------------------- List calls

/** The list columns that can be filtered (header boxes) and sorted. */
export const RECORD_LIST_COLUMNS = [
  'intake_Name',
  'intake_subName',
  'createdAt',
  'unique_id',
  'firstname',
  'lastname',
  'policyeffectivedate',
  'policyscheduledate',
  'state_name',
  'status',
  'policyamount',
  'submga_name',
  'life_status',
  'billing_status',
] as const;
export type RecordListColumn = (typeof RECORD_LIST_COLUMNS)[number];

const filterText = listFilterText();
/** Header filters: column key to text; blank texts are dropped, unknown keys refused. */
export const recordFiltersSchema = z
  .partialRecord(z.enum(RECORD_LIST_COLUMNS), filterText.nullish())
  .optional()
  .transform((filters) =>
    Object.fromEntries(Object.entries(filters ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as Partial<
      Record<RecordListColumn, string>
    >,
  );

export const recordListRequest = z.object({
  company_id: idSchema,
  filters: recordFiltersSchema,
  customer_id: idSchema.optional(),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
  sort: z.enum(RECORD_LIST_COLUMNS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type RecordListRequest = z.input<typeof recordListRequest>;
export const customerRecordListRequest = recordListRequest.extend({ customer_id: idSchema });

/** Without page/pageSize the whole (filtered) list is answered; total is always the filtered count. */
export interface RecordListResponse {
  Policyquotations: PolicyQuotationListRow[];
  total: number;
}

/** `/searchrecords`: the header's search box; records of any stage by number, insured name, email or phone. */
export const recordSearchRequest = z.object({
  q: z.string({ error: textTypeError }).trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
});
export type RecordSearchRequest = z.input<typeof recordSearchRequest>;
export interface RecordSearchResponse {
  records: PolicyQuotationListRow[];
  total: number;
}

/** The Customers list's columns the server filters and sorts by, keyed as its table and export name them. */
export const CUSTOMER_LIST_COLUMNS = ['lastname', 'firstname', 'address', 'city', 'state', 'zipcode', 'phonenumber', 'email'] as const;
export type CustomerListColumn = (typeof CUSTOMER_LIST_COLUMNS)[number];
/**
 * `/viewcustomerlist`: the client's customers (an agent's user: its book), optionally with header
 * filters (blank texts dropped, unknown columns refused), a sort and a page (the Customers screen);
 * `search`, the quotation form's Customer search: words of a name, an email or a phone, as the
 * server reads them (blank: no search). Without a page the whole list. By last name, then first
 * name unless sorted.
 */
export const customerListRequest = z.object({
  company_id: idSchema,
  search: filterText
    .nullish()
    .transform((text) => text?.trim() || undefined),
  filters: z
    .partialRecord(z.enum(CUSTOMER_LIST_COLUMNS), filterText.nullish())
    .optional()
    .transform(
      (filters) =>
        Object.fromEntries(Object.entries(filters ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as Partial<
          Record<CustomerListColumn, string>
        >,
    ),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
  sort: z.enum(CUSTOMER_LIST_COLUMNS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type CustomerListRequest = z.input<typeof customerListRequest>;
/** One page of customers (or all of them, without a page) and how many the filters keep. */
export interface CustomerListResponse {
  customers: Customer[];
  total: number;
}

/** `/viewcustomer`: one customer of the client (an agent's user: of its book) with its records of every stage. */
export const customerViewRequest = z.object({ company_id: idSchema, customer_id: idSchema });
export type CustomerViewRequest = z.input<typeof customerViewRequest>;
/** The customer's details and its records (quotations, binders, policies, as the record lists show them), newest first. */
export interface CustomerViewResponse {
  customer: Customer;
  records: PolicyQuotationListRow[];
}

// ---------------------------------------------------------------- Single record and history

export interface PolicyQuotationResponse {
  Policyquotations: PolicyQuotation;
}
export interface EditPolicyQuotationResponse {
  policyquotation: PolicyQuotation;
}
export const historyListRequest = z.object({ company_id: idSchema, quotation_id: idSchema });
export interface HistoryListResponse {
  policyquotationhistory: PolicyQuotationHistory[];
}
export interface HistoryRecordResponse {
  Policyquotationhis: PolicyQuotationHistory;
}

// ---------------------------------------------------------------- Saves

/** A money input: a number or numeric string, 0 or more, at most two decimals (moneyAmount). */
export const moneySchema = moneyAmount();

const coverageRowInput = z.object({
  coverage_id: idSchema,
  coverageinclude: z.enum(COVERAGE_INCLUDE_VALUES).nullish().transform((v) => v ?? ''),
  /** Digits of the accepted amount; the server strips and checks it against the limit. */
  coverageaccept: z.union([z.string().max(30, 'is too long'), z.number()]).nullish(),
  deductiblebasis: z.enum(DEDUCTIBLE_BASES).nullish().transform((v) => v ?? 'Fixed Amt'),
  deductible: z.preprocess((value) => (value === '' || value == null ? 0 : value), moneySchema),
  premium: moneySchema,
});
export type CoverageRowInput = z.input<typeof coverageRowInput>;

const detailValue = z.union([z.string().max(2000, 'must be at most 2000 characters'), z.number(), z.boolean()]).transform(String);
/** policydetails arrives as an object or as (possibly twice-)escaped JSON text; parsed once, here. */
export const policyDetailsSchema = z.preprocess(
  (value) => {
    let current = value;
    for (let i = 0; i < 3 && typeof current === 'string'; i += 1) {
      try {
        current = JSON.parse(current);
      } catch {
        return current;
      }
    }
    return current ?? {};
  },
  z.record(z.string().regex(/^\d+$/, 'keys must be attribute ids'), z.record(z.string(), z.record(z.string().regex(/^\d+$/), detailValue))),
);
const policyCoverageSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(coverageRowInput).max(100, 'has too many rows'),
);

/** Model years a vehicle can have: from the first motor car to two years ahead. */
export const vehicleModelYearSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'must be a 4-digit year' })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\d{4}$/.test(value), 'must be a 4-digit year')
    .refine((value) => value === null || (Number(value) >= 1886 && Number(value) <= new Date().getUTCFullYear() + 2), {
      error: () => `must be between 1886 and ${new Date().getUTCFullYear() + 2}`,
    }),
);

/**
 * The policy payload of §7. Creator, sub-MGA, LOB and program names, Admitted (the program's, set
 * on its Product set-up), the amount, the balance and the schedule date are the server's: values
 * sent for them are ignored.
 */
export const policyPayloadSchema = z.object({
  company_id: idSchema,
  intake_id: idSchema,
  customer_id: idSchema.nullish(),
  sublob_id: idSchema.nullish(),
  program_id: idSchema,
  state_id: idSchema,
  Admitted: z.preprocess((v) => (v === 'Y' ? '1' : v === 'N' ? '0' : v == null || v === '' ? undefined : String(v)), z.enum(['0', '1']).optional()),
  firstname: requiredText(100),
  lastname: requiredText(100),
  phonenumber: optionalText(30),
  email: optionalEmail,
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
  zipcode: optionalText(20),
  policyeffectivedate: isoDateSchema,
  policyduration: z.preprocess((v) => (v === '' ? null : v), z.enum(POLICY_DURATIONS).nullish()),
  policyscheduledate: isoDateSchema.nullish(),
  policyschedule: optionalText(50),
  policyquotation_graceperiod: gracePeriodSchema,
  paymentschedule: z.preprocess((v) => (v === '' ? null : v), z.enum(POLICY_DURATIONS).nullish()),
  paymentgraceperiod: gracePeriodSchema,
  /** Not sent: off. */
  autopayment: autopaymentFlag.optional().transform((value) => value ?? 0),
  policydetails: policyDetailsSchema,
  policycoverage: policyCoverageSchema,
  /** Optional; a vehicle is all three or none (the server answers 400 naming the blank one). */
  vehicle: optionalText(100),
  vehicleModel: optionalText(100),
  vehicleModelYear: vehicleModelYearSchema,
});
export type PolicyPayload = z.input<typeof policyPayloadSchema>;
export type ParsedPolicyPayload = z.output<typeof policyPayloadSchema>;
/**
 * A save of a record the form read: `updatedAt` is the record's `updatedAt` as the form read it.
 * Required: when the record was saved since, the save answers 409 naming who saved it and writes
 * nothing, so a save never silently undoes another user's (no last write wins).
 */
const policyUpdateBody = policyPayloadSchema.extend({
  id: idSchema,
  updatedAt: readVersionSchema('quotation', '/editpolicyquotationlist'),
});
/**
 * The body of /updatepolicyquotationlist and /updatesavepolicyquotationlist: the flat payload
 * plus id, or the spec's earlier edit variant `{policyquotationdata: {...payload, id, updatedAt},
 * policydetails: <JSON text>}`, read as the flat body it stands for (a policydetails beside
 * policyquotationdata is the one saved), so both keep the same rules, the version among them.
 */
export const policyUpdateSchema = z.preprocess((body, ctx) => {
  if (typeof body !== 'object' || body === null || !('policyquotationdata' in body)) return body;
  const { policyquotationdata, ...beside } = body as { policyquotationdata: unknown };
  if (typeof policyquotationdata !== 'object' || policyquotationdata === null || Array.isArray(policyquotationdata)) {
    ctx.addIssue({ code: 'custom', path: ['policyquotationdata'], message: 'must be an object: the record with its id and updatedAt' });
    return body;
  }
  return { ...policyquotationdata, ...beside };
}, policyUpdateBody);
export type PolicyUpdatePayload = z.input<typeof policyUpdateBody>;

export interface SavedRecordResponse {
  message: string;
  id: number;
  unique_id: string;
}
