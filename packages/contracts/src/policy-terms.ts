import { z } from 'zod';

/** Durations offered for the policy and payment schedules (spec 3 §9), as stored. */
export const POLICY_DURATIONS = ['1month', '4months', '6months', '1year'] as const;
export const policyDurationSchema = z.enum(POLICY_DURATIONS, {
  error: `must be one of ${POLICY_DURATIONS.join(', ')}`,
});
export type PolicyDuration = z.infer<typeof policyDurationSchema>;

/** One term of the 12-term payment schedule (spec 3 §3 "Schedule entry"). */
export interface ScheduleEntry {
  /** 1 to 12. */
  term: number;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  /** 'YYYY-MM-DD': the end of the term and the start of the next one. */
  renewalDate: string;
  status: 'Active' | 'Schedule';
  /** 'YYYY-MM-DD', 15 days before the renewal date; '' for the first term. */
  duedate: string;
}
