import type { CoverageRow } from '@kyubos/contracts';
import {
  cancellationBasis,
  cancellationProblem,
  cancellationReturnPremium,
  dateOutsideTerm,
  daysBetween,
  endorsementPremiumDelta,
  endorsementPremiumEffect,
  FLAT_CANCELLATION_RULE,
  flatCancellationDate,
  lifeActionFactsOf,
  policyLifeActionProblems,
  policyLifeStatus,
  policyLifeStatusesMatching,
  policyStatusAsOf,
  policyStatusWhenWritten,
  policyVersionAsOf,
  reinstatementProblem,
  renewalWorklistWindow,
  renewalTerm,
  termDays,
  termPremiumStretches,
  type EndorsementVersion,
  type LinkedRenewal,
  type PolicyLifeFacts,
} from './policy-transactions';

const annual = { start: '2027-01-01', end: '2028-01-01' };

describe('policy terms', () => {
  it('counts 365 days in the 2027 term and 183 left from 07-02-2027', () => {
    expect(termDays(annual, '2027-07-02')).toEqual({ inTerm: 365, remaining: 183 });
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
  it('accepts dates from the first day to the day before the end', () => {
    expect(dateOutsideTerm(annual, '2027-01-01')).toBeNull();
    expect(dateOutsideTerm(annual, '2027-12-31')).toBeNull();
    expect(dateOutsideTerm(annual, '2028-01-01')).toBe('The effective date must lie within the policy term, 01-01-2027 to 12-31-2027 (expires 01-01-2028)');
    expect(dateOutsideTerm(annual, '2026-12-31')).not.toBeNull();
  });
});

describe('endorsement premium', () => {
  it('charges $183.00 for a $365 coverage added to a $1,200 policy for 183 of 365 days', () => {
    expect(endorsementPremiumDelta(annual, '2027-07-02', 1_200, 1_565)).toBe(183);
  });
  it('returns premium for a removed coverage, rounded to the cent once', () => {
    // -$100 x 100 / 365 = -27.3972… -> -$27.40
    expect(endorsementPremiumDelta(annual, addDaysLocal('2028-01-01', -100), 1_300, 1_200)).toBe(-27.4);
    expect(endorsementPremiumDelta(annual, '2027-01-01', 1_200, 1_200.01)).toBe(0.01);
  });
});

describe('cancellation return premium', () => {
  const base = { term: annual, chargedPremium: 1_383, termPremium: 1_200 };
  it('flat returns all premium, at inception only', () => {
    expect(cancellationReturnPremium({ ...base, method: 'flat', effective: '2027-01-01' })).toBe(1_383);
    expect(cancellationProblem({ method: 'flat', term: annual, effective: '2027-01-02' })).toBe('A flat cancellation takes effect at inception only');
    expect(cancellationProblem({ method: 'flat', term: annual, effective: '2027-01-01' })).toBeNull();
  });
  it("a flat one's only date is the inception, the term's first day, whatever the date was", () => {
    const renewed = { start: '2028-01-01', end: '2029-01-01' };
    expect(flatCancellationDate(renewed)).toBe('2028-01-01');
    expect(cancellationProblem({ method: 'flat', term: renewed, effective: flatCancellationDate(renewed) })).toBeNull();
    expect(cancellationProblem({ method: 'flat', term: renewed, effective: '2028-01-05' })).toBe(FLAT_CANCELLATION_RULE);
  });
  it('pro rata returns $601.64 of $1,200 for 183 of 365 days; short rate 0.90 of it, $541.48', () => {
    expect(cancellationReturnPremium({ ...base, method: 'pro_rata', effective: '2027-07-02' })).toBe(601.64);
    expect(cancellationReturnPremium({ ...base, method: 'short_rate', effective: '2027-07-02' })).toBe(541.48);
    expect(cancellationReturnPremium({ ...base, method: 'short_rate', effective: '2027-07-02', shortRateFactor: 0.75 })).toBe(451.23);
  });
  it('returns no more than was charged: $1,565 a year since 07-02 after $1,383 charged, cancelled at inception pro rata, returns $1,383', () => {
    expect(cancellationReturnPremium({ method: 'pro_rata', term: annual, effective: '2027-01-01', chargedPremium: 1_383, termPremium: 1_565 })).toBe(1_383);
  });
  it('refuses a date outside the term', () => {
    expect(cancellationProblem({ method: 'pro_rata', term: annual, effective: '2028-02-01' })).toMatch(/within the policy term/);
  });
});

describe('cancellation before an endorsement takes effect', () => {
  // 12-10-2026 to 06-10-2027: 182 days. $3,900 of required cover; General Aggregate ($1,800) endorsed in from 03-10-2027 (92 days left): $909.89.
  const term = { start: '2026-12-10', end: '2027-06-10' };
  const coverage = (coverage_name: string, premium: number, covargerequired: string, coverageinclude: 'Y' | 'N'): CoverageRow => ({
    coverage_id: coverage_name.length,
    coverage_name,
    covargerequired,
    coverageinclude,
    coverageacceptdate: '',
    coveragelimit: 0,
    coverageaccept: 0,
    deductiblebasis: 'Fixed Amt',
    deductible: 0,
    deductibleamount: 0,
    premium,
  });
  const coverages = [coverage('General Liability', 3_900, 'Required', 'Y'), coverage('General Aggregate', 1_800, 'Optional', 'Y')];
  const endorsed = { type: 'Endorsement', effectivedate: '2027-03-10', premium_delta: 909.89, changes: { 'coverage General Aggregate': { before: 'N', after: 'Y' } } };
  const transactions = [{ type: 'New business', effectivedate: term.start, premium_delta: 0, changes: null }, endorsed];
  const charged = 3_900 + 909.89;

  it('earns only the version in force: cancelled 01-10-2027 (151 of 182 days left), $3,235.71 of $3,900 and the $909.89 never earned, $4,145.60', () => {
    expect(endorsementPremiumDelta(term, endorsed.effectivedate, 3_900, 5_700)).toBe(909.89);
    const basis = cancellationBasis(coverages, transactions, '2027-01-10');
    expect(basis).toEqual({ termPremium: 3_900, laterEndorsementPremium: 909.89 });
    expect(cancellationReturnPremium({ method: 'pro_rata', term, effective: '2027-01-10', chargedPremium: charged, ...basis })).toBe(4_145.6);
    // Short rate: 0.90 of the unearned premium, $3,731.04.
    expect(cancellationReturnPremium({ method: 'short_rate', term, effective: '2027-01-10', chargedPremium: charged, ...basis })).toBe(3_731.04);
  });
  it('after the endorsement takes effect, returns the new term premium pro rata: cancelled 04-10-2027 (61 days left), $5,700 × 61 / 182 = $1,910.44', () => {
    const basis = cancellationBasis(coverages, transactions, '2027-04-10');
    expect(basis).toEqual({ termPremium: 5_700, laterEndorsementPremium: 0 });
    expect(cancellationReturnPremium({ method: 'pro_rata', term, effective: '2027-04-10', chargedPremium: charged, ...basis })).toBe(1_910.44);
  });
  it('on the day the endorsement takes effect, counts it in force: 03-10-2027, $5,700 × 92 / 182 = $2,881.32', () => {
    const basis = cancellationBasis(coverages, transactions, '2027-03-10');
    expect(basis).toEqual({ termPremium: 5_700, laterEndorsementPremium: 0 });
    expect(cancellationReturnPremium({ method: 'pro_rata', term, effective: '2027-03-10', chargedPremium: charged, ...basis })).toBe(2_881.32);
  });
  it('a later endorsement that removed cover returned premium: the $909.89 it returned is not returned again ($4,729.12 − $909.89 = $3,819.23)', () => {
    const removed = { ...endorsed, premium_delta: -909.89, changes: { 'coverage General Aggregate': { before: 'Y', after: 'N' } } };
    const now = [coverages[0]!, { ...coverages[1]!, coverageinclude: 'N' as const }];
    const basis = cancellationBasis(now, [removed], '2027-01-10');
    expect(basis).toEqual({ termPremium: 5_700, laterEndorsementPremium: -909.89 });
    expect(cancellationReturnPremium({ method: 'pro_rata', term, effective: '2027-01-10', chargedPremium: 5_700 - 909.89, ...basis })).toBe(3_819.23);
  });
});

describe('reinstatement window', () => {
  it('is open 30 days after the cancellation takes effect', () => {
    expect(reinstatementProblem('2027-07-02', '2027-08-01')).toBeNull();
    expect(reinstatementProblem('2027-07-02', '2027-08-02')).toBe('The reinstatement window of 30 days after the cancellation closed on 08-01-2027.');
    expect(reinstatementProblem('2027-07-02', '2027-07-20', 10)).toMatch(/closed on 07-12-2027/);
  });
});

describe('renewal', () => {
  it('starts on the end date and lasts as long', () => {
    expect(renewalTerm(annual, '1year')).toEqual({ start: '2028-01-01', end: '2029-01-01' });
    // Without a duration it lasts as many days: 365 from the leap year's first day.
    expect(renewalTerm(annual)).toEqual({ start: '2028-01-01', end: '2028-12-31' });
    expect(renewalTerm({ start: '2027-01-01', end: '2027-07-01' }, '6months')).toEqual({ start: '2027-07-01', end: '2028-01-01' });
  });
  it('is due when the policy ends from today to the days after it: 90 days by default, over a month end and a leap day', () => {
    expect(renewalWorklistWindow('2027-01-01')).toEqual({ from: '2027-01-01', until: '2027-04-01' });
    expect(renewalWorklistWindow('2028-02-01', 30)).toEqual({ from: '2028-02-01', until: '2028-03-02' });
    expect(renewalWorklistWindow('2027-11-27', 0)).toEqual({ from: '2027-11-27', until: '2027-11-27' });
  });
});

describe('policy status', () => {
  const facts: PolicyLifeFacts = { term: annual, cancelledOn: null, renewalIssued: false, notRenewing: false };
  it.each([
    [facts, '2026-12-31', 'Pending'],
    [facts, '2027-01-01', 'In force'],
    [facts, '2028-01-01', 'Expired'],
    [{ ...facts, cancelledOn: '2027-07-02' }, '2027-07-01', 'Cancel pending'],
    [{ ...facts, cancelledOn: '2027-07-02' }, '2027-07-02', 'Cancelled'],
    [{ ...facts, renewalIssued: true }, '2027-12-01', 'Renewed'],
    [{ ...facts, notRenewing: true }, '2027-12-01', 'Not renewing'],
    [{ ...facts, notRenewing: true }, '2028-01-02', 'Expired'],
  ] as const)('%o on %s is %s', (given, today, status) => {
    expect(policyLifeStatus(given, today)).toBe(status);
  });
});

describe('life actions a policy takes', () => {
  const RENEWED = 'This policy has already been renewed.';
  const CANCELLED_RENEW = 'A cancelled policy cannot be renewed.';
  const CANCELLED_NOT_RENEW = 'A cancelled policy cannot be marked not to renew.';
  const CANCELLED_ENDORSE = 'A cancelled policy cannot be endorsed; reinstate it first.';
  const CANCELLED_CANCEL = 'This policy is already cancelled.';
  const NOT_CANCELLED = 'Only a cancelled policy can be reinstated.';
  const link = { id: 52, unique_id: 'SUM-Q-2027-000052', policy_number: null, stage: 'Quotation', policyeffectivedate: '2028-01-01', cancelled_on: null };
  const NOT_MARKED = 'This policy is not marked not to renew.';
  const TODAY = '2027-07-10';
  /** The policy view's facts on TODAY: a cancellation, when its status has one, effective 07-02-2027; the default 30-day window. */
  const factsOf = (status: string, renewal: LinkedRenewal | null, reason: string | null, transactions = [{ type: 'Cancellation', effectivedate: '2027-07-02' }]) =>
    lifeActionFactsOf({ status, renewal, not_renewing_reason: reason, transactions, reinstatement_days: 30 }, TODAY);
  const facts = { cancelled: false, reinstatementWindow: null, renewal: null, notRenewingReason: null, termEnded: false };
  const open = { endorse: null, cancel: null, reinstate: NOT_CANCELLED, renew: null, notRenew: null, rescindNotRenew: NOT_MARKED };
  const cancelled = { endorse: CANCELLED_ENDORSE, cancel: CANCELLED_CANCEL, reinstate: null, renew: CANCELLED_RENEW, notRenew: CANCELLED_NOT_RENEW, rescindNotRenew: NOT_MARKED };
  it.each([
    ['Pending', null, null, open],
    ['In force', null, null, open],
    // Renewing late is the server's to take: the term's end refuses nothing.
    ['Expired', null, null, open],
    ['Cancelled', null, null, cancelled],
    [
      'Renewed',
      { ...link, stage: 'Policy', policy_number: 'SUM-P-2027-000060' },
      null,
      { ...open, cancel: 'Policy SUM-P-2027-000060 renews this policy from 01-01-2028: cancel the renewal first.', renew: RENEWED, notRenew: RENEWED },
    ],
    // Marked "Do not renew": not renewed, unless the non-renewal is rescinded while the term runs.
    [
      'Not renewing',
      null,
      'Loss history',
      { ...open, renew: 'This policy is marked "Do not renew": Loss history', notRenew: 'This policy is already marked "Do not renew".', rescindNotRenew: null },
    ],
  ] as const)('a policy %s: the life actions it takes, and why the others are refused', (status, renewal, reason, expected) => {
    expect(policyLifeActionProblems(factsOf(status, renewal, reason))).toEqual(expected);
  });
  it('names the renewal quotation or binder already made when the policy is not renewed yet, while it is still In force', () => {
    const problems = policyLifeActionProblems(factsOf('In force', link, null));
    const exists = 'A renewal quotation SUM-Q-2027-000052 already exists for this policy.';
    expect([problems.renew, problems.notRenew, problems.endorse]).toEqual([exists, exists, null]);
    expect(policyLifeActionProblems(factsOf('In force', { ...link, stage: 'Binder' }, null)).renew).toBe('A renewal binder SUM-Q-2027-000052 already exists for this policy.');
  });
  it('reinstates a cancellation effective 07-02-2027 until 08-01-2027 (30 days), not from 08-02-2027, as the server refuses it', () => {
    const transactions = [{ type: 'Cancellation', effectivedate: '2027-07-02' }];
    const on = (today: string, days = 30) =>
      policyLifeActionProblems(lifeActionFactsOf({ status: 'Cancelled', renewal: null, not_renewing_reason: null, transactions, reinstatement_days: days }, today)).reinstate;
    expect(on('2027-08-01')).toBeNull();
    expect(on('2027-08-02')).toBe('The reinstatement window of 30 days after the cancellation closed on 08-01-2027.');
    // The client's own window: 10 days closes on 07-12-2027.
    expect(on('2027-07-13', 10)).toBe('The reinstatement window of 10 days after the cancellation closed on 07-12-2027.');
    // The window is the last cancellation's, after an earlier one was reinstated.
    const again = [{ type: 'Cancellation', effectivedate: '2027-01-15' }, { type: 'Reinstatement', effectivedate: '2027-01-15' }, ...transactions];
    expect(policyLifeActionProblems(lifeActionFactsOf({ status: 'Cancelled', renewal: null, not_renewing_reason: null, transactions: again, reinstatement_days: 30 }, '2027-07-20')).reinstate).toBeNull();
  });
  it('refuses Renew on a policy marked "Do not renew" that has since Expired or is still Pending', () => {
    for (const status of ['Expired', 'Pending']) {
      expect(policyLifeActionProblems(factsOf(status, null, 'Vacant')).renew).toBe('This policy is marked "Do not renew": Vacant');
    }
  });
  it('rescinds a non-renewal only while the term runs and the policy is not cancelled', () => {
    const marked = { ...facts, notRenewingReason: 'Sold' };
    expect(policyLifeActionProblems(marked).rescindNotRenew).toBeNull();
    expect(policyLifeActionProblems({ ...marked, termEnded: true }).rescindNotRenew).toBe('The term has ended: the non-renewal can no longer be rescinded.');
    expect(policyLifeActionProblems({ ...marked, cancelled: true }).rescindNotRenew).toBe('A cancelled policy cannot have its non-renewal rescinded.');
    expect(policyLifeActionProblems(facts).rescindNotRenew).toBe(NOT_MARKED);
    // The policy view reads the term's end from the status: a marked policy past its term shows Expired.
    expect(policyLifeActionProblems(factsOf('Expired', null, 'Sold')).rescindNotRenew).toBe('The term has ended: the non-renewal can no longer be rescinded.');
  });
  it('gives a pending cancellation its own reasons, with its date: cover runs until then, reinstating it comes first', () => {
    const transactions = [
      { type: 'Cancellation', effectivedate: '2027-01-15' },
      { type: 'Reinstatement', effectivedate: '2027-01-15' },
      { type: 'Cancellation', effectivedate: '2027-02-27' },
    ];
    const problems = policyLifeActionProblems(
      lifeActionFactsOf({ status: 'Cancel pending', renewal: null, not_renewing_reason: 'Sold', transactions, reinstatement_days: 30 }, '2027-02-20'),
    );
    expect(problems).toEqual({
      endorse: 'A cancellation takes effect on 02-27-2027: reinstate it first to endorse the policy.',
      cancel: 'This policy is already to be cancelled on 02-27-2027.',
      reinstate: null,
      renew: 'A cancellation takes effect on 02-27-2027: reinstate it first to renew the policy.',
      notRenew: 'A cancellation takes effect on 02-27-2027: reinstate it first to mark it not to renew.',
      rescindNotRenew: 'A cancellation takes effect on 02-27-2027: reinstate it first to rescind its non-renewal.',
    });
    // Once effective, the same cancellation is a cancelled policy's.
    expect(policyLifeActionProblems(factsOf('Cancelled', null, null, transactions)).endorse).toBe(CANCELLED_ENDORSE);
  });
  it('cancels a renewed policy once its issued renewal is cancelled from its first day, not while it stands', () => {
    const issued = { ...link, stage: 'Policy', policy_number: 'SUM-P-2027-000060' };
    const stands = 'Policy SUM-P-2027-000060 renews this policy from 01-01-2028: cancel the renewal first.';
    expect(policyLifeActionProblems(factsOf('Renewed', issued, null)).cancel).toBe(stands);
    // Cancelled from 03-01-2028 only: it still covers January and February after this term.
    expect(policyLifeActionProblems(factsOf('Renewed', { ...issued, cancelled_on: '2028-03-01' }, null)).cancel).toBe(stands);
    expect(policyLifeActionProblems(factsOf('Renewed', { ...issued, cancelled_on: '2028-01-01' }, null)).cancel).toBeNull();
    // A renewal quotation or binder is no term yet: the policy is cancelled as any.
    expect(policyLifeActionProblems(factsOf('In force', { ...link, stage: 'Binder' }, null)).cancel).toBeNull();
  });
  it('says a linked renewal before a cancellation, and a cancellation before "Do not renew"', () => {
    const window = { cancelledOn: '2027-07-02', today: TODAY, days: 30 };
    expect(policyLifeActionProblems({ ...facts, cancelled: true, reinstatementWindow: window, renewal: { ...link, stage: 'Policy' }, notRenewingReason: 'Sold' }).renew).toBe(RENEWED);
    expect(policyLifeActionProblems({ ...facts, cancelled: true, reinstatementWindow: window, notRenewingReason: 'Sold' }).renew).toBe(CANCELLED_RENEW);
  });
});

function addDaysLocal(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('policy versions', () => {
  const row = (name: string, include: string) => ({ coverage_name: name, coverageinclude: include });
  // Now: flood added from 07-02-2027 (written first), then the name changed back-dated to 03-01-2027.
  const current = { fields: { lastname: 'Stone-Park' }, coverages: [row('Building', 'Y'), row('Flood', 'Y')] };
  const endorsements: EndorsementVersion[] = [
    { effectivedate: '2027-07-02', changes: { 'coverage Flood': { before: 'N', after: 'Y' } } },
    { effectivedate: '2027-03-01', changes: { lastname: { before: 'Stone', after: 'Stone-Park' } } },
  ];
  it.each([
    ['2027-01-01', 'Stone', 'N', 0],
    ['2027-03-01', 'Stone-Park', 'N', 1],
    ['2027-07-01', 'Stone-Park', 'N', 1],
    ['2027-07-02', 'Stone-Park', 'Y', 2],
  ])('as of %s the last name is %s and flood is %s (%i endorsements in force)', (asof, lastname, flood, applied) => {
    const version = policyVersionAsOf(current, endorsements, asof);
    expect(version.fields.lastname).toBe(lastname);
    expect(version.coverages.map((c) => c.coverageinclude)).toEqual(['Y', flood]);
    expect(version.applied).toBe(applied);
  });
  it('leaves the current version unchanged', () => {
    policyVersionAsOf(current, endorsements, '2027-01-01');
    expect(current.fields.lastname).toBe('Stone-Park');
    expect(current.coverages[1]!.coverageinclude).toBe('Y');
  });
  it.each([
    ['2026-12-31', null, 'Pending'],
    ['2027-05-01', null, 'In force'],
    ['2027-05-01', '2027-07-02', 'In force'],
    ['2027-07-02', '2027-07-02', 'Cancelled'],
    ['2028-01-01', null, 'Expired'],
  ] as const)('the status on %s with a cancellation of %s is %s', (asof, cancelledOn, status) => {
    expect(policyStatusAsOf(annual, cancelledOn, asof)).toBe(status);
  });
  it.each([
    // Renewal issued on 11-20-2027 (the second term starts 01-01-2028).
    ['2027-11-19', { renewalIssuedOn: '2027-11-20', notRenewingOn: null }, 'In force'],
    ['2027-11-20', { renewalIssuedOn: '2027-11-20', notRenewingOn: null }, 'Renewed'],
    ['2028-02-01', { renewalIssuedOn: '2027-11-20', notRenewingOn: null }, 'Renewed'],
    // "Do not renew" chosen on 10-15-2027: Not renewing while the term runs, Expired after it.
    ['2027-10-14', { renewalIssuedOn: null, notRenewingOn: '2027-10-15' }, 'In force'],
    ['2027-10-15', { renewalIssuedOn: null, notRenewingOn: '2027-10-15' }, 'Not renewing'],
    ['2028-01-01', { renewalIssuedOn: null, notRenewingOn: '2027-10-15' }, 'Expired'],
    ['2026-12-31', { renewalIssuedOn: null, notRenewingOn: '2026-12-01' }, 'Pending'],
  ] as const)('the status on %s with renewal decisions %o is %s', (asof, decisions, status) => {
    expect(policyStatusAsOf(annual, null, asof, decisions)).toBe(status);
  });
  it('says Cancelled before Renewed on a date both apply', () => {
    expect(policyStatusAsOf(annual, '2027-12-01', '2027-12-15', { renewalIssuedOn: '2027-11-20', notRenewingOn: null })).toBe('Cancelled');
  });
  it.each([
    // A cancellation effective 10-01-2027, written on 09-15-2027.
    ['2027-09-14', 'In force'],
    ['2027-09-15', 'Cancel pending'],
    ['2027-09-30', 'Cancel pending'],
    ['2027-10-01', 'Cancelled'],
  ] as const)('with a cancellation effective 10-01-2027 written on 09-15-2027, the status on %s is %s', (asof, status) => {
    expect(policyStatusAsOf(annual, '2027-10-01', asof, { renewalIssuedOn: null, notRenewingOn: null, cancellationWrittenOn: '2027-09-15' })).toBe(status);
  });
  it('on the day the lists show, says what they say: Cancel pending while a written cancellation waits for its date', () => {
    const cancelledOn = '2027-10-01';
    for (const today of ['2027-09-15', '2027-09-20', '2027-10-01', '2027-10-02']) {
      const listed = policyLifeStatus({ term: annual, cancelledOn, renewalIssued: false, notRenewing: false }, today);
      expect(policyStatusAsOf(annual, cancelledOn, today, { renewalIssuedOn: null, notRenewingOn: null, cancellationWrittenOn: '2027-09-15' })).toBe(listed);
    }
  });
  it('counts a back-dated cancellation from its effective date', () => {
    expect(policyStatusAsOf(annual, '2027-08-01', '2027-08-15', { renewalIssuedOn: null, notRenewingOn: null, cancellationWrittenOn: '2027-09-15' })).toBe('Cancelled');
  });
  describe('the status right after a transaction was written (premium bordereau rows)', () => {
    const cancel = (effectivedate: string) => ({ type: 'Cancellation' as const, effectivedate });
    const reinstate = (effectivedate: string) => ({ type: 'Reinstatement' as const, effectivedate });
    it.each([
      ['its issue written before the term starts', 'Pending', [], '2026-12-20'],
      ['its issue written during the term', 'In force', [], '2027-01-05'],
      ['a cancellation written on 03-01 effective 04-01', 'Cancel pending', [cancel('2027-04-01')], '2027-03-01'],
      ['a cancellation written on 03-01 effective 02-01', 'Cancelled', [cancel('2027-02-01')], '2027-03-01'],
      ['the reinstatement of that cancellation', 'In force', [cancel('2027-02-01'), reinstate('2027-02-01')], '2027-03-02'],
      ['"Do not renew" written on 10-15', 'Not renewing', [{ type: 'Non-renewal' as const, effectivedate: '2027-10-15' }], '2027-10-15'],
      [
        'an endorsement written after "Do not renew" was rescinded',
        'In force',
        [
          { type: 'Non-renewal' as const, effectivedate: '2027-10-15' },
          { type: 'Non-renewal rescinded' as const, effectivedate: '2027-10-20' },
          { type: 'Endorsement' as const, effectivedate: '2027-11-01' },
        ],
        '2027-10-25',
      ],
    ] as const)('%s: %s', (_, status, written, writtenOn) => {
      expect(policyStatusWhenWritten(annual, written, `${writtenOn}T10:00:00.000000Z`, null)).toBe(status);
    });
    it('counts a renewal from the moment it was issued as a policy, not from its day', () => {
      const endorsed = [{ type: 'Endorsement' as const, effectivedate: '2027-12-01' }];
      const renewalIssuedAt = '2027-11-20T16:37:05.120000Z';
      expect(policyStatusWhenWritten(annual, endorsed, '2027-11-19T18:00:00.000000Z', renewalIssuedAt)).toBe('In force');
      // Written at 16:33 and 16:36 on the day the renewal was issued at 16:37: not yet renewed.
      expect(policyStatusWhenWritten(annual, [], '2027-11-20T16:33:00.000000Z', renewalIssuedAt)).toBe('In force');
      expect(policyStatusWhenWritten(annual, endorsed, '2027-11-20T16:37:05.119999Z', renewalIssuedAt)).toBe('In force');
      expect(policyStatusWhenWritten(annual, endorsed, '2027-11-20T16:37:05.120000Z', renewalIssuedAt)).toBe('Renewed');
      expect(policyStatusWhenWritten(annual, endorsed, '2027-11-20T17:00:00.000000Z', renewalIssuedAt)).toBe('Renewed');
    });
  });
  it('matches statuses by the text of a header filter', () => {
    expect(policyLifeStatusesMatching('cancel')).toEqual(['Cancel pending', 'Cancelled']);
    expect(policyLifeStatusesMatching(' In force ')).toEqual(['In force']);
    expect(policyLifeStatusesMatching('pending')).toEqual(['Pending']);
    expect(policyLifeStatusesMatching('pend')).toEqual(['Pending', 'Cancel pending']);
    expect(policyLifeStatusesMatching('zzz')).toEqual([]);
  });
});

describe('the premium effect of an endorsement against the version in force on its date', () => {
  const TERM = { start: '2027-01-01', end: '2028-01-01' };
  const row = (coverage_name: string, premium: number, coverageinclude: 'Y' | 'N') => ({ coverage_name, premium, coverageinclude, covargerequired: 'Optional' });
  const premiumOf = (rows: { premium: number; coverageinclude: string }[]) => rows.reduce((sum, r) => sum + (r.coverageinclude === 'Y' ? r.premium : 0), 0);
  // Issued with General Aggregate ($365) taken, Personal Injury ($365) not; an endorsement effective 10-01-2027 took General Aggregate off.
  const laterExclusion = [{ effectivedate: '2027-10-01', changes: { 'coverage General Aggregate': { before: 'Y', after: 'N' } } }];
  const current = { fields: {}, coverages: [row('Building', 1200, 'Y'), row('General Aggregate', 365, 'N'), row('Personal Injury', 365, 'N')] };

  it('with no later endorsement: (new − old) × days remaining / days in term, as endorsementPremiumDelta', () => {
    const issued = { fields: {}, coverages: [row('Building', 1200, 'Y'), row('General Aggregate', 365, 'Y'), row('Personal Injury', 365, 'N')] };
    const add = { effectivedate: '2027-07-02', changes: { 'coverage Personal Injury': { before: 'N', after: 'Y' } } };
    expect(endorsementPremiumEffect(TERM, issued, [], add, premiumOf)).toBe(183);
    expect(endorsementPremiumDelta(TERM, '2027-07-02', 1565, 1930)).toBe(183);
  });

  it('taking off from 07-02-2027 a coverage a later endorsement takes off from 10-01-2027 returns only the 91 days between: -$91.00, not -$183.00', () => {
    const earlier = { effectivedate: '2027-07-02', changes: { 'coverage General Aggregate': { before: 'Y', after: 'N' } } };
    expect(endorsementPremiumEffect(TERM, current, laterExclusion, earlier, premiumOf)).toBe(-91);
  });

  it('adding from 07-02-2027 a coverage the later endorsement leaves alone charges all 183 days: $183.00', () => {
    const add = { effectivedate: '2027-07-02', changes: { 'coverage Personal Injury': { before: 'N', after: 'Y' } } };
    expect(endorsementPremiumEffect(TERM, current, laterExclusion, add, premiumOf)).toBe(183);
  });

  it('figures nothing for a date outside the term', () => {
    const add = { effectivedate: '2028-01-10', changes: { 'coverage Personal Injury': { before: 'N', after: 'Y' } } };
    expect(endorsementPremiumEffect(TERM, current, laterExclusion, add, premiumOf)).toBe(0);
  });

  it('the term premium stretch by stretch: $1,565 from 01-01-2027, $1,200 from 10-01-2027 when General Aggregate came off', () => {
    expect(termPremiumStretches(TERM, current, laterExclusion, premiumOf)).toEqual([
      { from: '2027-01-01', termPremium: 156500 },
      { from: '2027-10-01', termPremium: 120000 },
    ]);
    // Written out of order: the stretches follow the dates, each version as in force that day.
    const earlierAdd = { effectivedate: '2027-07-02', changes: { 'coverage Personal Injury': { before: 'N', after: 'Y' } } };
    const now = { fields: {}, coverages: [row('Building', 1200, 'Y'), row('General Aggregate', 365, 'N'), row('Personal Injury', 365, 'Y')] };
    expect(termPremiumStretches(TERM, now, [...laterExclusion, earlierAdd], premiumOf)).toEqual([
      { from: '2027-01-01', termPremium: 156500 },
      { from: '2027-07-02', termPremium: 193000 },
      { from: '2027-10-01', termPremium: 156500 },
    ]);
  });
});
