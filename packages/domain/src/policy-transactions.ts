import type { CoverageRow, PolicyDuration } from '@kyubos/contracts';
import { policyAmountOf } from './coverage-rules';
import { addDays, addPolicyDuration, isIsoDate } from './policy-dates';
import { formatIsoDate } from './format';

/**
 * Policy life after issue: endorsements, cancellations, reinstatements and renewals. Dates are
 * 'YYYY-MM-DD'; a term runs from its effective date up to (not including) its end date, so an
 * annual policy from 2027-01-01 ends on 2028-01-01 and has 365 days. Money is worked in cents and
 * rounded once.
 */

export const POLICY_TRANSACTION_TYPES = ['New business', 'Endorsement', 'Cancellation', 'Reinstatement', 'Renewal', 'Non-renewal', 'Non-renewal rescinded'] as const;
export type PolicyTransactionType = (typeof POLICY_TRANSACTION_TYPES)[number];
/**
 * The later transactions that move the premium (written premium, bordereau rows). The others only
 * mark the policy's life with their reason: a renewal written, "Do not renew" and its rescission.
 */
export const PREMIUM_TRANSACTION_TYPES: readonly PolicyTransactionType[] = ['Endorsement', 'Cancellation', 'Reinstatement'];

export const CANCELLATION_METHODS = ['flat', 'pro_rata', 'short_rate'] as const;
export type CancellationMethod = (typeof CANCELLATION_METHODS)[number];
export const CANCELLATION_METHOD_LABEL: Record<CancellationMethod, string> = { flat: 'Flat', pro_rata: 'Pro rata', short_rate: 'Short rate' };

export const POLICY_LIFE_STATUSES = ['Pending', 'In force', 'Cancel pending', 'Cancelled', 'Expired', 'Renewed', 'Not renewing'] as const;
export type PolicyLifeStatus = (typeof POLICY_LIFE_STATUSES)[number];

export const DEFAULT_SHORT_RATE_FACTOR = 0.9;
export const DEFAULT_REINSTATEMENT_DAYS = 30;
export const DEFAULT_RENEWAL_WORKLIST_DAYS = 90;

const MS_PER_DAY = 86_400_000;
const utc = (iso: string) => {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`);
  return Date.parse(`${iso}T00:00:00Z`);
};
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / MS_PER_DAY);

const toCents = (dollars: number) => Math.round(dollars * 100);

export interface PolicyTerm {
  /** The first day of cover. */
  start: string;
  /** The day cover ends (the next term's first day). */
  end: string;
}

/** Days in the term and days left from `date` to its end. */
export function termDays(term: PolicyTerm, date: string): { inTerm: number; remaining: number } {
  return { inTerm: daysBetween(term.start, term.end), remaining: daysBetween(date, term.end) };
}

/**
 * The term as users read it: its first and last days of cover, and the expiry date the policy shows
 * (the day cover ends), MM-DD-YYYY ('03-01-2026 to 02-28-2027 (expires 03-01-2027)'): the last day
 * alone read as a second end date beside the printed Expiry Date.
 */
export const termText = (term: PolicyTerm): string =>
  `${formatIsoDate(term.start)} to ${formatIsoDate(addDays(term.end, -1))} (expires ${formatIsoDate(term.end)})`;

/** Why a transaction may not take effect on `date` (dates shown MM-DD-YYYY), or null: it must lie within the term. */
export function dateOutsideTerm(term: PolicyTerm, date: string): string | null {
  if (date >= term.start && date < term.end) return null;
  return `The effective date must lie within the policy term, ${termText(term)}`;
}

/** Pro rata share of an amount for the days left of the term from `date`, in cents. */
function proRataCents(amount: number, term: PolicyTerm, date: string): number {
  const { inTerm, remaining } = termDays(term, date);
  if (inTerm <= 0) return 0;
  return Math.round((toCents(amount) * remaining) / inTerm);
}

/**
 * The premium effect of an endorsement: (new term premium − old term premium) × days remaining /
 * days in term, rounded to the cent once. Positive charges, negative returns.
 */
export function endorsementPremiumDelta(term: PolicyTerm, effective: string, oldTermPremium: number, newTermPremium: number): number {
  const { inTerm, remaining } = termDays(term, effective);
  if (inTerm <= 0) return 0;
  return Math.round(((toCents(newTermPremium) - toCents(oldTermPremium)) * remaining) / inTerm) / 100;
}

export interface CancellationInput {
  method: CancellationMethod;
  term: PolicyTerm;
  effective: string;
  /** The premium charged for the term so far (returned whole by a flat cancellation). */
  chargedPremium: number;
  /** The term premium of the version in force on the cancellation's effective date (the pro rata basis). */
  termPremium: number;
  /**
   * What endorsements taking effect after the cancellation charged (negative: returned): for days
   * that never come, so none of it is earned (cancellationBasis).
   */
  laterEndorsementPremium?: number;
  shortRateFactor?: number;
}

export const FLAT_CANCELLATION_RULE = 'A flat cancellation takes effect at inception only';

/** The one date a flat cancellation (all premium returned, as if never written) takes: the inception, the term's first day. */
export const flatCancellationDate = (term: PolicyTerm): string => term.start;

/** Why a cancellation may not be written (null when it may): a flat cancellation takes effect at inception only. */
export function cancellationProblem(input: Pick<CancellationInput, 'method' | 'term' | 'effective'>): string | null {
  const outside = dateOutsideTerm(input.term, input.effective);
  if (outside) return outside;
  if (input.method === 'flat' && input.effective !== flatCancellationDate(input.term)) return FLAT_CANCELLATION_RULE;
  return null;
}

/**
 * The return premium of a cancellation: flat returns all premium; pro rata returns the unearned
 * premium, the term premium in force that day × days remaining / days in term plus what later
 * endorsements charged; short rate returns the pro rata amount × the factor.
 */
export function cancellationReturnPremium(input: CancellationInput): number {
  const charged = toCents(input.chargedPremium);
  if (input.method === 'flat') return charged / 100;
  const proRata = proRataCents(input.termPremium, input.term, input.effective) + toCents(input.laterEndorsementPremium ?? 0);
  const returned = input.method === 'pro_rata' ? proRata : Math.round(proRata * (input.shortRateFactor ?? DEFAULT_SHORT_RATE_FACTOR));
  return Math.max(0, Math.min(returned, charged)) / 100;
}

/** A policy's transaction as written: an endorsement's date, changes and the premium it charged (negative: returned). */
export interface WrittenTransaction extends EndorsementVersion {
  type: string;
  premium_delta: number;
}

/**
 * The pro rata basis of a cancellation effective on `effective` (cancellationReturnPremium), from
 * the policy's coverages as they stand and its transactions in written order: the term premium of
 * the version in force that day, and what the endorsements taking effect after it charged.
 */
export function cancellationBasis(
  coverages: readonly CoverageRow[],
  transactions: readonly WrittenTransaction[],
  effective: string,
): Pick<CancellationInput, 'termPremium' | 'laterEndorsementPremium'> {
  const endorsements = transactions.filter((row) => row.type === 'Endorsement');
  const inForce = policyVersionAsOf({ fields: {}, coverages: [...coverages] }, endorsements, effective);
  const laterCents = endorsements.filter((row) => row.effectivedate > effective).reduce((sum, row) => sum + toCents(row.premium_delta), 0);
  return { termPremium: policyAmountOf(inForce.coverages), laterEndorsementPremium: laterCents / 100 };
}

/** Why a cancelled policy may not be reinstated today (null when it may): only within the window after the cancellation's effective date. */
export function reinstatementProblem(cancelledOn: string, today: string, windowDays: number = DEFAULT_REINSTATEMENT_DAYS): string | null {
  const last = addDays(cancelledOn, windowDays);
  if (today <= last) return null;
  return `The reinstatement window of ${windowDays} days after the cancellation closed on ${formatIsoDate(last)}.`;
}

/**
 * Why a renewal quotation or binder may not be approved or issued (null when it may): the policy it
 * renews has a cancellation in force (pending or taken effect), so its term does not run to the
 * renewal's start; renewing such a policy is refused too (policyLifeActionProblems).
 */
export function renewalOfCancelledProblem(renews: { policy_number: string; cancelled_on: string | null } | null): string | null {
  if (!renews?.cancelled_on) return null;
  return `Policy ${renews.policy_number}, which this renews, is cancelled from ${formatIsoDate(renews.cancelled_on)}: reinstate it first.`;
}

/**
 * The next term of a renewal: it starts on the expiring policy's end date and lasts as long (its
 * duration when it has one, so a year stays a year across a leap day; else as many days).
 */
export function renewalTerm(term: PolicyTerm, duration?: PolicyDuration | null): PolicyTerm {
  return { start: term.end, end: duration ? addPolicyDuration(term.end, duration) : addDays(term.end, daysBetween(term.start, term.end)) };
}

export interface PolicyLifeFacts {
  term: PolicyTerm;
  /** The effective date of the cancellation in force (none, or undone by a reinstatement: null). */
  cancelledOn: string | null;
  /** A renewal of this policy has been issued as a policy. */
  renewalIssued: boolean;
  /** "Do not renew" was chosen. */
  notRenewing: boolean;
}

/** The status of a policy from its transactions and today's date. */
export function policyLifeStatus(facts: PolicyLifeFacts, today: string): PolicyLifeStatus {
  if (facts.cancelledOn !== null) return today < facts.cancelledOn ? 'Cancel pending' : 'Cancelled';
  if (facts.renewalIssued) return 'Renewed';
  if (today < facts.term.start) return 'Pending';
  if (today >= facts.term.end) return 'Expired';
  return facts.notRenewing ? 'Not renewing' : 'In force';
}

/**
 * The expiry dates of the renewal worklist of `days` days from today: a policy ending on `from`,
 * on `until` or between (both days included) is due for renewal.
 */
export const renewalWorklistWindow = (today: string, days: number = DEFAULT_RENEWAL_WORKLIST_DAYS): { from: string; until: string } => ({
  from: today,
  until: addDays(today, days),
});

// ---------------------------------------------------------------- Life actions (what a policy takes now)

/** The transactions a user may start on an issued policy. */
export const POLICY_LIFE_ACTIONS = ['endorse', 'cancel', 'reinstate', 'renew', 'notRenew', 'rescindNotRenew'] as const;
export type PolicyLifeAction = (typeof POLICY_LIFE_ACTIONS)[number];

/** The renewal linked to a policy: its quotation or binder, or the policy it became (stage 'Policy'). */
export interface LinkedRenewal {
  unique_id: string;
  policy_number: string | null;
  stage: string;
  /** The first day of the renewal's term (the expiring policy's end date). */
  policyeffectivedate: string;
  /** The effective date of the renewal's own cancellation in force; null when none. */
  cancelled_on: string | null;
}

/**
 * Whether an issued renewal stands: it is a policy not cancelled from its first day, so it would
 * cover the term after the policy it renews. Only then is that policy's cancellation refused.
 */
export const renewalStands = (renewal: LinkedRenewal | null): renewal is LinkedRenewal =>
  renewal !== null && renewal.stage === 'Policy' && (renewal.cancelled_on === null || renewal.cancelled_on > renewal.policyeffectivedate);

/** Why a policy whose issued renewal stands is not cancelled: the term after a cancelled policy is not issued (renewalOfCancelledProblem). */
export const renewalStandsProblem = (renewal: LinkedRenewal): string =>
  `Policy ${renewal.policy_number ?? renewal.unique_id} renews this policy from ${formatIsoDate(renewal.policyeffectivedate)}: cancel the renewal first.`;

/** The reinstatement window of the cancellation in force: its effective date, today, and the client's days after that date. */
export interface ReinstatementWindow {
  cancelledOn: string;
  today: string;
  days: number;
}

/** What decides which life actions an issued policy takes: what is written on it, and for a rescinded non-renewal whether its term has ended. */
export interface PolicyLifeActionFacts {
  /** A cancellation is in force, effective already or not yet (Cancelled or Cancel pending). */
  cancelled: boolean;
  /** The date a cancellation not yet effective takes effect (Cancel pending: cover runs until then); absent or null when none is pending. */
  cancellationPendingOn?: string | null;
  /** The cancellation in force's reinstatement window (reinstatementProblem); null when none is in force. */
  reinstatementWindow: ReinstatementWindow | null;
  /** The renewal linked to the policy; null when there is none. */
  renewal: LinkedRenewal | null;
  /** The reason "Do not renew" was chosen with; null when it was not. */
  notRenewingReason: string | null;
  /** Today is on or after the term's end date. */
  termEnded: boolean;
}

export const NOT_MARKED_NOT_TO_RENEW = 'This policy is not marked not to renew.';
export const RESCIND_AFTER_TERM = 'The term has ended: the non-renewal can no longer be rescinded.';
export const ALREADY_RENEWED = 'This policy has already been renewed.';

/** Why a policy with a linked renewal is not renewed again: it has been (an issued renewal), or a renewal quotation or binder already exists. */
const renewalExistsProblem = (renewal: LinkedRenewal): string =>
  renewal.stage === 'Policy' ? ALREADY_RENEWED : `A renewal ${renewal.stage.toLowerCase()} ${renewal.unique_id} already exists for this policy.`;

/**
 * Why each life action would be refused (null: it is taken): the server's 409 and the reason the
 * policy view gives for a disabled button. Renew and "Do not renew" share one precondition, no
 * renewal yet and not cancelled (Cancel pending included; a reinstated policy may be decided on
 * again); a policy marked "Do not renew" is not renewed. The term's dates play no part there: a
 * pending or an expired policy may still be renewed. "Do not renew" may be rescinded (the policy
 * is renewable again) only while the term runs and the policy is not cancelled: once the term has
 * ended the policy has lapsed as decided. A cancellation is reinstated only within its window. A
 * policy whose issued renewal stands is not cancelled: the renewal is cancelled (from its first
 * day) first, as a renewal of a cancelled policy is not issued.
 */
export function policyLifeActionProblems(facts: PolicyLifeActionFacts): Record<PolicyLifeAction, string | null> {
  const pendingOn = facts.cancelled ? (facts.cancellationPendingOn ?? null) : null;
  // A pending cancellation leaves the cover in force until its date: the reason says so, and how to go on.
  const pending = (what: string) => `A cancellation takes effect on ${formatIsoDate(pendingOn!)}: reinstate it first to ${what}.`;
  const decisionProblem = (decision: string, what: string) =>
    facts.renewal ? renewalExistsProblem(facts.renewal) : pendingOn ? pending(what) : facts.cancelled ? `A cancelled policy cannot be ${decision}.` : null;
  const notRenewing = facts.notRenewingReason !== null;
  const reinstatement = facts.reinstatementWindow;
  return {
    endorse: pendingOn ? pending('endorse the policy') : facts.cancelled ? 'A cancelled policy cannot be endorsed; reinstate it first.' : null,
    cancel: pendingOn
      ? `This policy is already to be cancelled on ${formatIsoDate(pendingOn)}.`
      : facts.cancelled
        ? 'This policy is already cancelled.'
        : renewalStands(facts.renewal)
          ? renewalStandsProblem(facts.renewal)
          : null,
    reinstate: !facts.cancelled ? 'Only a cancelled policy can be reinstated.' : reinstatement ? reinstatementProblem(reinstatement.cancelledOn, reinstatement.today, reinstatement.days) : null,
    renew: decisionProblem('renewed', 'renew the policy') ?? (notRenewing ? `This policy is marked "Do not renew": ${facts.notRenewingReason}` : null),
    notRenew: decisionProblem('marked not to renew', 'mark it not to renew') ?? (notRenewing ? 'This policy is already marked "Do not renew".' : null),
    rescindNotRenew: !notRenewing
      ? NOT_MARKED_NOT_TO_RENEW
      : pendingOn
        ? pending('rescind its non-renewal')
        : facts.cancelled
          ? 'A cancelled policy cannot have its non-renewal rescinded.'
          : facts.termEnded
            ? RESCIND_AFTER_TERM
            : null,
  };
}

/**
 * The life-action facts of a policy as /viewpolicytransactions shows it, on `today`: a
 * cancellation is in force exactly while its status is Cancel pending or Cancelled
 * (policyLifeStatus), the one in force being the last cancellation written (its window runs the
 * client's reinstatement days from its date), and a policy neither cancelled nor renewed whose
 * term has ended is Expired (the only case the term's end decides: rescinding a non-renewal).
 */
export function lifeActionFactsOf(
  life: {
    status: string;
    renewal: LinkedRenewal | null;
    not_renewing_reason: string | null;
    transactions: readonly { type: string; effectivedate: string }[];
    reinstatement_days: number;
  },
  today: string,
): PolicyLifeActionFacts {
  const cancelled = life.status === 'Cancelled' || life.status === 'Cancel pending';
  const cancelledOn = cancelled ? (life.transactions.filter((row) => row.type === 'Cancellation').at(-1)?.effectivedate ?? null) : null;
  return {
    cancelled,
    cancellationPendingOn: life.status === 'Cancel pending' ? cancelledOn : null,
    reinstatementWindow: cancelledOn === null ? null : { cancelledOn, today, days: life.reinstatement_days },
    renewal: life.renewal,
    notRenewingReason: life.not_renewing_reason,
    termEnded: life.status === 'Expired',
  };
}

// ---------------------------------------------------------------- Versions (the policy in force on a date)

/** What an endorsement changed: each field's value before and after; a coverage's include choice under 'coverage <name>'. */
export type EndorsementChanges = Record<string, { before: unknown; after: unknown }>;

/** A written endorsement, in the order written. */
export interface EndorsementVersion {
  effectivedate: string;
  changes: EndorsementChanges | null;
}

/** A version of a policy: the fields an endorsement may change and the coverage rows. */
export interface PolicyVersionValues<Row extends { coverage_name: string; coverageinclude: unknown }> {
  fields: Record<string, unknown>;
  coverages: Row[];
}

const COVERAGE_CHANGE = 'coverage ';

function applyChanges<Row extends { coverage_name: string; coverageinclude: unknown }>(
  version: PolicyVersionValues<Row>,
  changes: EndorsementChanges | null,
  side: 'before' | 'after',
): PolicyVersionValues<Row> {
  const fields = { ...version.fields };
  let coverages = version.coverages;
  for (const [key, change] of Object.entries(changes ?? {})) {
    if (key.startsWith(COVERAGE_CHANGE)) {
      const name = key.slice(COVERAGE_CHANGE.length);
      coverages = coverages.map((row) => (row.coverage_name === name ? { ...row, coverageinclude: change[side] } : row));
    } else {
      fields[key] = change[side];
    }
  }
  return { fields, coverages };
}

/**
 * The version of a policy in force on `asof`: from the policy as it stands now, every endorsement
 * is undone (last written first) back to the policy as issued, then those effective on or before
 * `asof` are applied again in the order they take effect (an endorsement written later but
 * effective earlier comes first).
 */
export function policyVersionAsOf<Row extends { coverage_name: string; coverageinclude: unknown }>(
  current: PolicyVersionValues<Row>,
  endorsements: readonly EndorsementVersion[],
  asof: string,
): PolicyVersionValues<Row> & { applied: number } {
  let version = current;
  for (const endorsement of [...endorsements].reverse()) version = applyChanges(version, endorsement.changes, 'before');
  const inForce = endorsements
    .map((endorsement, order) => ({ endorsement, order }))
    .filter(({ endorsement }) => endorsement.effectivedate <= asof)
    .sort((a, b) => (a.endorsement.effectivedate < b.endorsement.effectivedate ? -1 : a.endorsement.effectivedate > b.endorsement.effectivedate ? 1 : a.order - b.order));
  for (const { endorsement } of inForce) version = applyChanges(version, endorsement.changes, 'after');
  return { ...version, applied: inForce.length };
}

/** The key an endorsement's changes give a coverage's include choice. */
export const coverageChangeKey = (coverageName: string): string => `${COVERAGE_CHANGE}${coverageName}`;

/**
 * The premium effect of a new endorsement effective on its date, written after `endorsements`
 * (written order) on the policy as it stands (`current`, before it): from its date to the term's
 * end, stretch by stretch between the dates later endorsements take effect, the term premium of
 * the version in force with it less without it, pro rata for the stretch's days, rounded to the
 * cent once. With no later endorsement this is (new − old term premium) × days remaining / days
 * in term (endorsementPremiumDelta); a later one that already made the same change leaves
 * nothing to charge from its date.
 */
export function endorsementPremiumEffect<Row extends { coverage_name: string; coverageinclude: unknown }>(
  term: PolicyTerm,
  current: PolicyVersionValues<Row>,
  endorsements: readonly EndorsementVersion[],
  endorsement: EndorsementVersion,
  premiumOf: (rows: Row[]) => number,
): number {
  const inTerm = daysBetween(term.start, term.end);
  const effective = endorsement.effectivedate;
  if (inTerm <= 0 || dateOutsideTerm(term, effective)) return 0;
  const withIt = { current: applyChanges(current, endorsement.changes, 'after'), endorsements: [...endorsements, endorsement] };
  const breaks = [...new Set([effective, ...endorsements.map((row) => row.effectivedate).filter((date) => date > effective && date < term.end), term.end])].sort();
  let cents = 0;
  for (const [i, from] of breaks.slice(0, -1).entries()) {
    const difference = toCents(premiumOf(policyVersionAsOf(withIt.current, withIt.endorsements, from).coverages)) - toCents(premiumOf(policyVersionAsOf(current, endorsements, from).coverages));
    cents += difference * daysBetween(from, breaks[i + 1]!);
  }
  return Math.round(cents / inTerm) / 100;
}

/** The term premium in force (cents for the whole term) from a day on: a stretch of a policy's term. */
export interface PremiumStretch {
  from: string;
  termPremium: number;
}

/**
 * The term premium of a policy stretch by stretch: from its first day, then from each day an
 * endorsement takes effect, the premium of the version in force (policyVersionAsOf). What a day of
 * the term earns is its stretch's term premium over the days in the term, as endorsements charge it.
 */
export function termPremiumStretches<Row extends { coverage_name: string; coverageinclude: unknown }>(
  term: PolicyTerm,
  current: PolicyVersionValues<Row>,
  endorsements: readonly EndorsementVersion[],
  premiumOf: (rows: Row[]) => number,
): PremiumStretch[] {
  const dates = [...new Set([term.start, ...endorsements.map((row) => row.effectivedate).filter((date) => date > term.start && date < term.end)])].sort();
  return dates.map((from) => ({ from, termPremium: toCents(premiumOf(policyVersionAsOf(current, endorsements, from).coverages)) }));
}

/** When a policy's life decisions were written (days; null: not, or not yet). */
export interface LifeDecisionDates {
  renewalIssuedOn: string | null;
  notRenewingOn: string | null;
  /** The day the cancellation in force was written (absent: not known; it then counts from its effective date only). */
  cancellationWrittenOn?: string | null;
}

/**
 * The status a policy had on `asof`: policyLifeStatus on that day, the rule the lists and the view
 * give today's status by, with what had been decided by then. A cancellation counts from the day it
 * was written (Cancel pending until its effective date; a back-dated one from its effective date),
 * a renewal from the day it was issued and "Do not renew" from the day it was chosen.
 */
export function policyStatusAsOf(
  term: PolicyTerm,
  cancelledOn: string | null,
  asof: string,
  decisions: LifeDecisionDates = { renewalIssuedOn: null, notRenewingOn: null },
): PolicyLifeStatus {
  return policyLifeStatus(
    {
      term,
      cancelledOn: cancellationKnownOn(cancelledOn, decisions.cancellationWrittenOn, asof),
      renewalIssued: decidedBy(decisions.renewalIssuedOn, asof),
      notRenewing: decidedBy(decisions.notRenewingOn, asof),
    },
    asof,
  );
}

const decidedBy = (day: string | null | undefined, asof: string) => day !== null && day !== undefined && day <= asof;

/**
 * The effective date of the cancellation in force as it stood on `asof` (policyStatusAsOf): once
 * written (Cancel pending until it takes effect) or, back-dated, from its effective date; null
 * before then, or when there is none.
 */
export const cancellationKnownOn = (cancelledOn: string | null, writtenOn: string | null | undefined, asof: string): string | null =>
  cancelledOn !== null && (asof >= cancelledOn || decidedBy(writtenOn, asof)) ? cancelledOn : null;

/**
 * The status a policy had right after one of its transactions was written, on the day it was
 * written (policyLifeStatus that day, so a cancellation written ahead of its date is Cancel
 * pending): `written` holds what was written on the policy up to and including that transaction,
 * in written order (empty for its issue). A cancellation counts until a reinstatement undoes it,
 * "Do not renew" until it is rescinded, a renewal from the moment it was issued as a policy: the
 * moments, not the days, so a transaction written earlier on the day the renewal was issued is
 * not Renewed. `writtenAt` and `renewalIssuedAt` are UTC ISO moments of the same form
 * (YYYY-MM-DDTHH:MM:SS.ffffffZ), which order as text.
 */
export function policyStatusWhenWritten(
  term: PolicyTerm,
  written: readonly { type: PolicyTransactionType; effectivedate: string }[],
  writtenAt: string,
  renewalIssuedAt: string | null,
): PolicyLifeStatus {
  let cancelledOn: string | null = null;
  let notRenewing = false;
  for (const txn of written) {
    if (txn.type === 'Cancellation') cancelledOn = txn.effectivedate;
    else if (txn.type === 'Reinstatement') cancelledOn = null;
    else if (txn.type === 'Non-renewal') notRenewing = true;
    else if (txn.type === 'Non-renewal rescinded') notRenewing = false;
  }
  const renewalIssued = renewalIssuedAt !== null && renewalIssuedAt <= writtenAt;
  return policyLifeStatus({ term, cancelledOn, renewalIssued, notRenewing }, writtenAt.slice(0, 10));
}

/**
 * The stored part of a policy's status the lists filter by (record_list_rows.life_state, migration
 * 300): the dates decide the rest against today. Null for quotations and binders.
 */
export type PolicyLifeState = 'active' | 'not_renewing' | 'cancelled' | 'renewed';

/**
 * The statuses a header filter's text names: the one status it spells out whole (any case, so
 * "Pending" is not also "Cancel pending"), else those whose name contains it, in their order.
 */
export const policyLifeStatusesMatching = (text: string): PolicyLifeStatus[] => {
  const wanted = text.trim().toLowerCase();
  const whole = POLICY_LIFE_STATUSES.filter((status) => status.toLowerCase() === wanted);
  return whole.length > 0 ? whole : POLICY_LIFE_STATUSES.filter((status) => status.toLowerCase().includes(wanted));
};
