import { z } from 'zod';
import { flagSchema, idSchema } from './common';
import { optionalAmount, optionalText, requiredText } from './form-values';
import { optionalMoneyAmount } from './money';

/** A simple policy record of a client. Amounts are numbers; date is 'YYYY-MM-DD'. */
export interface Policy {
  id: number;
  company_id: number;
  /** The line of business the record belongs to, when known (opens its view screen). */
  intake_id: number | null;
  policy_id: string;
  policy_name: string;
  policy_amount: number | null;
  policy_duration: string | null;
  description: string | null;
  policy_limit: number | null;
  agent_commission: number | null;
  export_data: string | null;
  import_data: string | null;
  import_from: string | null;
  date: string | null;
  active: '0' | '1';
  document: string | null;
}

/**
 * A field the form has no input for: blank (spaces alone too) or null is taken as not sent, as
 * optionalText takes the text ones, so all six are read alike.
 */
const withoutInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());

export const policyFields = z.object({
  policy_id: requiredText(50),
  policy_name: requiredText(200),
  policy_amount: optionalMoneyAmount({ max: 1e12 }),
  policy_duration: optionalText(100),
  description: optionalText(2000),
  policy_limit: optionalMoneyAmount({ max: 1e12 }),
  agent_commission: optionalAmount(100),
  /** When sent it must be the caller's own client. */
  company_id: idSchema.optional(),
  // Carried by the older payload; no inputs exist for them.
  export_data: optionalText(2000),
  import_data: optionalText(2000),
  import_from: optionalText(200),
  date: withoutInput(z.iso.date('must be a date (YYYY-MM-DD)')),
  active: withoutInput(flagSchema),
  document: optionalText(500),
});
export type PolicyFields = z.input<typeof policyFields>;

export const createPolicyRequest = policyFields;
export const updatePolicyRequest = z.object({ policyData: policyFields.extend({ id: idSchema }) });
export type UpdatePolicyRequest = z.input<typeof updatePolicyRequest>;

export interface ViewPolicyResponse {
  policies: Policy[];
}
export interface PolicyResponse {
  policy: Policy;
}
export interface PolicySavedResponse extends PolicyResponse {
  message: string;
}
