import { z } from 'zod';
import { digitsOrNumber, idBody, idSchema, isoDateSchema, pageNumber, pageSizeNumber, wholeNumber } from './common';
import { optionalPhone } from './form-values';
import { COVERAGE_INCLUDE_VALUES, policyPayloadSchema, type CoverageRow, type PolicyQuotationListRow } from './quotations';

/** Policy life after issue: endorsements, cancellations, reinstatements and renewals. */

export const POLICY_TRANSACTION_TYPE_VALUES = ['New business', 'Endorsement', 'Cancellation', 'Reinstatement', 'Renewal', 'Non-renewal', 'Non-renewal rescinded'] as const;
export type PolicyTransactionTypeValue = (typeof POLICY_TRANSACTION_TYPE_VALUES)[number];
export const CANCELLATION_METHOD_VALUES = ['flat', 'pro_rata', 'short_rate'] as const;

const reason = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters');
const optionalText = (max: number) => z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).optional();
/**
 * The policy version the caller saw (`/viewpolicytransactions` and the worklist give it). Required,
 * so no life action is taken over a change the caller never saw: once the policy has moved on
 * since, the call answers 409 and writes nothing.
 */
const version = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required: read the policy (/viewpolicytransactions) and send its version' : 'must be a whole number') })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');

/** A coverage's include choice (a required one stays included whatever is sent). */
export const endorsedCoverageSchema = z.object({
  coverage_id: idSchema,
  coverageinclude: z.enum(COVERAGE_INCLUDE_VALUES, { error: `must be one of ${COVERAGE_INCLUDE_VALUES.map((v) => `'${v}'`).join(', ')}` }),
});

/** The insured fields an endorsement may change. */
export const ENDORSABLE_INSURED_FIELDS = ['firstname', 'lastname', 'phonenumber', 'email', 'address', 'city', 'state', 'zipcode'] as const;
/**
 * The insured's fields with the quotation form's own rules (policyPayloadSchema: names required,
 * a blank optional field clears it): what the Endorse dialog checks.
 */
export const insuredFieldsSchema = policyPayloadSchema
  .pick(Object.fromEntries(ENDORSABLE_INSURED_FIELDS.map((field) => [field, true])) as Record<(typeof ENDORSABLE_INSURED_FIELDS)[number], true>)
  // The dialog's phone field gives digits with the country code first: a valid number of its country, stored as validated.
  .extend({ phonenumber: optionalPhone });
/** The same as an endorsement sends them: each one left out when it does not change. */
export const endorsedInsuredSchema = insuredFieldsSchema.partial();
/** The vehicle fields an endorsement may change. */
export const ENDORSABLE_VEHICLE_FIELDS = ['vehicle', 'vehicleModel', 'vehicleModelYear'] as const;

export const policyEndorseRequest = z.object({
  id: idSchema,
  endorsementeffectivedate: isoDateSchema,
  policycoverage: z.array(endorsedCoverageSchema).max(200, 'must have at most 200 coverages').optional(),
  ...endorsedInsuredSchema.shape,
  vehicle: optionalText(100),
  vehicleModel: optionalText(100),
  vehicleModelYear: optionalText(4),
  reason,
  version,
});
export type PolicyEndorseRequest = z.input<typeof policyEndorseRequest>;

/** What a transaction that changes the premium answers: the policy's amount, balance and version after it. */
export interface PolicyPremiumChangeResponse {
  message: string;
  policyamount: number;
  balance: number;
  version: number;
}

export interface PolicyEndorseResponse extends PolicyPremiumChangeResponse {
  endorsement_id: number;
  premium_delta: number;
}

export const policyCancelRequest = z.object({
  id: idSchema,
  cancellationeffectivedate: isoDateSchema,
  method: z.enum(CANCELLATION_METHOD_VALUES, { error: "must be one of 'flat', 'pro_rata', 'short_rate'" }),
  reason,
  version,
});
export type PolicyCancelRequest = z.input<typeof policyCancelRequest>;
export interface PolicyCancelResponse extends PolicyPremiumChangeResponse {
  return_premium: number;
  status: string;
}

export const policyReinstateRequest = z.object({ id: idSchema, reason, version });
export type PolicyReinstateRequest = z.input<typeof policyReinstateRequest>;
export interface PolicyReinstateResponse extends PolicyPremiumChangeResponse {
  status: string;
  premium_delta: number;
}

export const policyRenewRequest = z.object({ id: idSchema, version });
export interface PolicyRenewResponse {
  message: string;
  /** The renewal quotation. */
  id: number;
  unique_id: string;
}

export const policyNotRenewRequest = z.object({ id: idSchema, reason, version });
export interface PolicyNotRenewResponse {
  message: string;
  status: string;
}

/** `/policyrescindnotrenew`: takes "Do not renew" back while the term runs, with the reason why. */
export const policyRescindNotRenewRequest = z.object({ id: idSchema, reason, version });
export type PolicyRescindNotRenewRequest = z.input<typeof policyRescindNotRenewRequest>;
export interface PolicyRescindNotRenewResponse {
  message: string;
  status: string;
}

export const renewalWorklistRequest = z.object({
  days: digitsOrNumber(wholeNumber('must be a whole number of days').min(1, 'must be 1 or more').max(3650, 'must be at most 3650')).optional(),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
});
export interface RenewalWorklistRow extends Pick<
  PolicyQuotationListRow,
  'id' | 'intake_id' | 'unique_id' | 'policy_number' | 'firstname' | 'lastname' | 'policyeffectivedate' | 'policyscheduledate' | 'policyamount' | 'submga_name'
> {
  intake_Name: string;
  programname: string;
  days_left: number;
  /** The policy's status today (packages/domain policyLifeStatus): In force, or Expired on its last day, or Pending. */
  life_status: string;
  /** The policy's version as read: Renew and "Do not renew" from the worklist send it. */
  version: number;
}
export interface RenewalWorklistResponse {
  records: RenewalWorklistRow[];
  total: number;
}

export const policyTransactionsRequest = idBody;
export interface PolicyTransaction {
  id: number | null;
  type: PolicyTransactionTypeValue;
  effectivedate: string;
  premium_delta: number;
  reason: string | null;
  method: string | null;
  /** What an endorsement changed: each field's value before and after. */
  changes: Record<string, { before: unknown; after: unknown }> | null;
  created_by: string;
  createdAt: string;
}
export interface PolicyTransactionsResponse {
  transactions: PolicyTransaction[];
  /** The policy's status from its transactions and today's date. */
  status: string;
  version: number;
  term: { start: string; end: string };
  renewal_of: { id: number; unique_id: string; policy_number: string | null } | null;
  /** The renewal linked: its quotation or binder, or the policy it became, with its first day and its own cancellation in force (null: none). */
  renewal: { id: number; unique_id: string; policy_number: string | null; stage: string; policyeffectivedate: string; cancelled_on: string | null } | null;
  not_renewing_reason: string | null;
  /** The client's reinstatement window: the days after a cancellation's effective date within which it may be reinstated. */
  reinstatement_days: number;
}

/** `/policytransactiondocument`: the notice of the endorsement or cancellation `id` (a transaction's id). */
export const policyTransactionDocumentRequest = idBody;

/** `/viewpolicyversion`: the policy as in force on `asof` (default today), computed from its transactions. */
export const policyVersionRequest = z.object({ id: idSchema, asof: isoDateSchema.optional() });
export type PolicyVersionRequest = z.input<typeof policyVersionRequest>;
export interface PolicyVersionResponse {
  id: number;
  asof: string;
  /** The policy's status on that date (policyStatusAsOf: a cancellation is Cancel pending from the day it was written, Cancelled from its effective date). */
  status: string;
  /** The date the version in force took effect: the term's start or the last endorsement in force. */
  version_effective: string;
  /** How many endorsements are in force on that date. */
  endorsements_in_force: number;
  firstname: string;
  lastname: string;
  phonenumber: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  vehicle: string | null;
  vehicleModel: string | null;
  vehicleModelYear: string | null;
  policycoverage: CoverageRow[];
  /** The term premium of the version (its charged coverages). */
  term_premium: number;
  /** The premium charged for the transactions effective on or before that date. */
  policyamount: number;
}

/** `/policyquotationdocument`: a record's document; a policy's declarations print the version in force on `asof` (default today). */
export const policyDocumentRequest = policyVersionRequest;
