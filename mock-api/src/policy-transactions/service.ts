import {
  ENDORSABLE_INSURED_FIELDS,
  ENDORSABLE_VEHICLE_FIELDS,
  type CoverageRow,
  type policyCancelRequest,
  type policyEndorseRequest,
  type PolicyCancelResponse,
  type PolicyEndorseResponse,
  type PolicyNotRenewResponse,
  type PolicyReinstateResponse,
  type PolicyRescindNotRenewResponse,
  type PolicyRenewResponse,
  type PolicyTransaction,
  type PolicyTransactionsResponse,
  type PolicyVersionResponse,
  type RenewalWorklistResponse,
  type RenewalWorklistRow,
} from '@kyubos/contracts';
import {
  cancellationProblem,
  cancellationBasis,
  cancellationReturnPremium,
  CANCELLATION_METHOD_LABEL,
  dateOutsideTerm,
  flatCancellationDate,
  coverageChangeKey,
  endorsementPremiumEffect,
  formatUsd,
  includeWithDate,
  policyAmountOf,
  policyLifeActionProblems,
  policyLifeStatus,
  policyStatusAsOf,
  cancellationKnownOn,
  policyVersionAsOf,
  recordAmountAttribute,
  recordNumber,
  renewalStands,
  renewalTerm,
  renewalWorklistWindow,
  todayIso,
  type EndorsementChanges,
  type PolicyLifeAction,
  type PolicyLifeStatus,
  type PolicyTerm,
  type WrittenPolicyTransaction,
  withRecordAmountText,
  formatIsoDate,
} from '@kyubos/domain';
import type { z } from 'zod';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { AppError, notFound } from '../app-error';
import { EXPORT_PAGE_SIZE, type ExportColumn, type ListExport } from '../export/list-export';
import { createQuotationSettingsRepository } from '../quotation-actions/settings';
import { createIntakeFormRepository } from '../quotations/form-repository';
import { createQuotationRepository } from '../quotations/repository';
import { assertCoverageTaken, creatorOf, type CreatorLookup, type QuotationService } from '../quotations/service';
import { NOTICE_TITLE, renderTransactionNotice } from './documents';
import { createPolicyTransactionRepository, type LockedPolicy, type PolicyTransactionRepository, type WorklistRow } from './repository';

type EndorseCommand = z.output<typeof policyEndorseRequest>;
type CancelCommand = z.output<typeof policyCancelRequest>;

export interface PolicyTransactionDeps {
  /** The record access check (tenant and agent scope) is the quotations area's. */
  quotations: QuotationService;
  creators: CreatorLookup;
  now?: () => Date;
}

const conflict = (message: string) => new AppError('Conflict', message, 409);
/** Who writes a transaction: a user, or the system (id null) such as the billing cycle. */
interface Actor {
  name: string;
  id: number | null;
}
/** An issued renewal cancelled flat with its expiring policy: its number and first day (ISO). */
export interface CancelledRenewal {
  policy_number: string;
  term_start: string;
}

/** The author of the transactions the system writes. */
export const SYSTEM_ACTOR = 'Billing cycle';
const cents = (value: number) => Math.round(value * 100) / 100;
const termOf = (policy: Pick<LockedPolicy, 'policyeffectivedate' | 'policyscheduledate'>): PolicyTerm => ({
  start: policy.policyeffectivedate,
  end: policy.policyscheduledate,
});

/**
 * The policy in force on `asof`, from the policy as it stands and its transactions (written order):
 * the endorsements effective by then applied to the policy as issued (packages/domain
 * policyVersionAsOf), and the premium of the transactions effective by then.
 */
/** What a policy's status on a day is worked out from: its term, the cancellation in force and the days it and the life decisions were written. */
export interface PolicyLifeDecisions {
  policyeffectivedate: string;
  policyscheduledate: string;
  cancelled_on: string | null;
  /** The day the last cancellation was written (cancellationWrittenOnSql). */
  cancellation_written_on: string | null;
  renewal_issued_on: string | null;
  not_renewing_on: string | null;
}

/**
 * A policy's status on `asof` with what had been written by the end of that day (policyStatusAsOf),
 * and the effective date of the cancellation in force as it stood then (null: none yet): the
 * policy view's version of a day and the overdue list of a day both give it.
 */
export function policyStatusOn(policy: PolicyLifeDecisions, asof: string): { status: PolicyLifeStatus; cancelledOn: string | null } {
  const written = policy.cancelled_on === null ? null : policy.cancellation_written_on;
  return {
    status: policyStatusAsOf(termOf(policy), policy.cancelled_on, asof, {
      renewalIssuedOn: policy.renewal_issued_on,
      notRenewingOn: policy.not_renewing_on,
      cancellationWrittenOn: written,
    }),
    cancelledOn: cancellationKnownOn(policy.cancelled_on, written, asof),
  };
}

export function policyVersionOf(policy: LockedPolicy, stored: readonly PolicyTransaction[], asof: string): PolicyVersionResponse {
  const endorsements = stored.filter((row) => row.type === 'Endorsement');
  const fields = [...ENDORSABLE_INSURED_FIELDS, ...ENDORSABLE_VEHICLE_FIELDS];
  const version = policyVersionAsOf(
    { fields: Object.fromEntries(fields.map((field) => [field, policy[field] ?? null])), coverages: policy.policycoverage },
    endorsements,
    asof,
  );
  const totalCents = Math.round(policy.policyamount * 100);
  const issuedCents = totalCents - stored.reduce((sum, row) => sum + Math.round(row.premium_delta * 100), 0);
  // From the date of the cancellation in force the policy is charged what it stands at: its return
  // premium also returned what endorsements taking effect later had charged (a flat one, everything).
  const cancelled = policy.cancelled_on !== null && asof >= policy.cancelled_on;
  const chargedCents = cancelled
    ? totalCents
    : stored.filter((row) => row.effectivedate <= asof).reduce((sum, row) => sum + Math.round(row.premium_delta * 100), issuedCents);
  const inForce = endorsements.map((row) => row.effectivedate).filter((date) => date <= asof).sort();
  const term = termOf(policy);
  // The cancellation in force is the last one written: the status is Cancel pending from the day it was written.
  const cancellationWrittenOn = stored.filter((row) => row.type === 'Cancellation').at(-1)?.createdAt.slice(0, 10) ?? null;
  return {
    id: policy.id,
    asof,
    status: policyStatusOn({ ...policy, cancellation_written_on: cancellationWrittenOn }, asof).status,
    version_effective: inForce.at(-1) ?? term.start,
    endorsements_in_force: version.applied,
    ...(version.fields as Pick<PolicyVersionResponse, (typeof fields)[number]>),
    policycoverage: version.coverages.map((row) => ({ ...row, coverageinclude: row.coverageinclude as CoverageRow['coverageinclude'] })),
    term_premium: policyAmountOf(version.coverages as CoverageRow[]),
    policyamount: chargedCents / 100,
  };
}

/**
 * The version of a policy in force on a date, for other areas (the declarations), with what its
 * account on that day is worked out from (policyAccountOn): its transactions, each with the day it
 * was written, and the date of the cancellation in force. Null when the record is not a policy of the client.
 */
export function createPolicyVersions(db: Db) {
  return {
    async asOf(
      clientId: number,
      id: number,
      asof: string,
    ): Promise<{ version: PolicyVersionResponse; transactions: WrittenPolicyTransaction[]; cancelledOn: string | null } | null> {
      const repo = createPolicyTransactionRepository(db);
      const policy = await repo.find(clientId, id, null);
      if (!policy || policy.stage !== 'Policy') return null;
      const stored = await repo.list(clientId, id);
      return {
        version: policyVersionOf(policy, stored, asof),
        transactions: stored.map((row) => ({ type: row.type, effective_date: row.effectivedate, premium_delta: row.premium_delta, written_on: row.createdAt.slice(0, 10) })),
        cancelledOn: policy.cancelled_on,
      };
    },
  };
}

/**
 * A life action's precondition on the locked policy, the rule the policy view offers its buttons
 * by (packages/domain policyLifeActionProblems): 409 with its reason when the policy does not take
 * it. The renewal linked and the client's reinstatement window are read in the action's transaction
 * (on the embedded database a read on another connection would wait for it).
 */
async function checkLifeAction(tx: Db, clientId: number, policy: LockedPolicy, action: PolicyLifeAction, today: string) {
  const repo = createPolicyTransactionRepository(tx);
  const cancelledOn = policy.cancelled_on;
  const problem = policyLifeActionProblems({
    cancelled: cancelledOn !== null,
    cancellationPendingOn: cancelledOn !== null && cancelledOn > today ? cancelledOn : null,
    reinstatementWindow: cancelledOn === null ? null : { cancelledOn, today, days: (await createQuotationSettingsRepository(tx).find(clientId)).reinstatement_days },
    renewal: policy.renewal_id === null ? null : await repo.link(clientId, policy.renewal_id),
    notRenewingReason: policy.not_renewing_reason,
    termEnded: today >= policy.policyscheduledate,
  })[action];
  if (problem) throw conflict(problem);
}

/**
 * A renewal quotation or binder that is deleted is no renewal: the policy it renews drops the link
 * at a new version, so Renew, Do not renew, the worklist and the dashboard take it as renewable
 * again. Runs in the deleting transaction (an issued renewal is a policy, which is never deleted).
 */
export async function releaseRenewal(tx: Db, clientId: number, renewal: { id: number; unique_id: string }, actor: Actor): Promise<void> {
  const repo = createPolicyTransactionRepository(tx);
  const policy = await repo.lockRenewedBy(clientId, renewal.id);
  if (!policy) return;
  // Locked above: the version read is the one written over.
  await repo.advance(clientId, policy.id, policy.life_version, { renewal_id: null });
  await createQuotationRepository(tx).recordHistory(clientId, policy.id, `Renewal ${renewal.unique_id} deleted: the policy can be renewed again`, actor.name, actor.id);
}

/**
 * Transactions on issued policies: each one database transaction that locks the policy, checks
 * it (a policy, the version the caller saw, the rule of the transaction; 409 otherwise, nothing
 * written), appends the transaction, moves the policy to its next version and writes a history row.
 */
/** The renewal worklist's columns, as /user_admin_renewals shows them. */
const RENEWAL_EXPORT_COLUMNS: ExportColumn<RenewalWorklistRow>[] = [
  { header: 'Policy Number', cell: (row) => row.policy_number ?? row.unique_id },
  { header: 'Insured', cell: (row) => `${row.firstname} ${row.lastname}` },
  { header: 'Line of Business', cell: (row) => row.intake_Name },
  { header: 'Program', cell: (row) => row.programname },
  { header: 'Expiry Date', cell: (row) => formatIsoDate(row.policyscheduledate) },
  { header: 'Days Left', cell: (row) => row.days_left },
  { header: 'Policy Amount', cell: (row) => row.policyamount, money: true },
  { header: 'Agent', cell: (row) => row.submga_name },
  { header: 'Policy Status', cell: (row) => row.life_status },
];

/**
 * A worklist row with its policy status today: the worklist holds only policies neither cancelled,
 * renewed nor marked "Do not renew", so the term's dates decide it (policyLifeStatus).
 */
const withWorklistStatus = (row: WorklistRow, today: string): RenewalWorklistRow => ({
  ...row,
  life_status: policyLifeStatus({ term: termOf(row), cancelledOn: null, renewalIssued: false, notRenewing: false }, today),
});
async function* worklistPagesWithStatus(pages: AsyncGenerator<WorklistRow[]>, today: string): AsyncGenerator<RenewalWorklistRow[]> {
  for await (const rows of pages) yield rows.map((row) => withWorklistStatus(row, today));
}

export function createPolicyTransactionService(db: Db, { quotations, creators, now = () => new Date() }: PolicyTransactionDeps) {
  const settings = createQuotationSettingsRepository(db);
  const today = () => todayIso(now());

  /** A caller's transaction: only over the version the caller saw (the contract requires it). */
  async function act<T>(
    auth: AdminAuth,
    id: number,
    expectedVersion: number,
    apply: (policy: LockedPolicy, repo: PolicyTransactionRepository, actor: Actor, tx: Db) => Promise<{ comment: string; result: T }>,
  ): Promise<T> {
    const agentId = await quotations.agentOf(auth);
    const actor = { name: (await creatorOf(creators, auth)).policycreator_name, id: auth.userId };
    return actAs(auth.clientId, agentId, actor, id, expectedVersion, apply);
  }

  /**
   * The one transaction of every policy transaction, for a caller or for the system (agentId null:
   * any policy of the client; expectedVersion undefined: the system acts on the policy as it stands).
   */
  async function actAs<T>(
    clientId: number,
    agentId: number | null,
    actor: Actor,
    id: number,
    expectedVersion: number | undefined,
    apply: (policy: LockedPolicy, repo: PolicyTransactionRepository, actor: Actor, tx: Db) => Promise<{ comment: string; result: T }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const repo = createPolicyTransactionRepository(tx);
      const policy = await repo.lock(clientId, id, agentId);
      if (!policy) throw notFound('No such quotation');
      if (policy.stage !== 'Policy') throw conflict(`Only an issued policy takes this transaction; this record is a ${policy.stage}.`);
      if (expectedVersion !== undefined && expectedVersion !== policy.life_version) {
        throw conflict(`This policy changed meanwhile (it is at version ${policy.life_version}, not ${expectedVersion}); reload it and try again.`);
      }
      const { comment, result } = await apply(policy, repo, actor, tx);
      await createQuotationRepository(tx).recordHistory(clientId, id, comment, actor.name, actor.id);
      return result;
    });
  }

  /** Writes the policy's next version; a writer that raced past the lock finds it moved on. */
  async function advance(repo: PolicyTransactionRepository, auth: Pick<AdminAuth, 'clientId'>, policy: LockedPolicy, values: Record<string, unknown>) {
    if (!(await repo.advance(auth.clientId, policy.id, policy.life_version, values))) throw conflict('This policy changed meanwhile; reload it and try again.');
    return policy.life_version + 1;
  }

  /** A transaction that marks the policy's life with its reason and moves no premium, effective today. */
  function appendMarker(repo: PolicyTransactionRepository, clientId: number, id: number, version: number, type: 'Non-renewal' | 'Non-renewal rescinded', reason: string, actor: Actor) {
    return repo.append(clientId, id, version, { type, effective_date: today(), premium_delta: 0, reason, created_by: actor.name, created_by_id: actor.id });
  }

  /** Writes a cancellation on the locked policy: the return premium by the method moves amount and balance. */
  async function writeCancellation(
    tx: Db,
    clientId: number,
    policy: LockedPolicy,
    repo: PolicyTransactionRepository,
    actor: Actor,
    command: Pick<CancelCommand, 'method' | 'cancellationeffectivedate' | 'reason'> & { id: number },
    shortRateFactor: number,
  ): Promise<{ comment: string; result: PolicyCancelResponse & { cancellation_id: number } }> {
    await checkLifeAction(tx, clientId, policy, 'cancel', today());
    const term = termOf(policy);
    const problem = cancellationProblem({ method: command.method, term, effective: command.cancellationeffectivedate });
    if (problem) throw conflict(problem);
    const returned = cancellationReturnPremium({
      method: command.method,
      term,
      effective: command.cancellationeffectivedate,
      chargedPremium: policy.policyamount,
      ...cancellationBasis(policy.policycoverage, await repo.list(clientId, policy.id), command.cancellationeffectivedate),
      shortRateFactor,
    });
    const policyamount = cents(policy.policyamount - returned);
    const balance = cents(policy.balance - returned);
    const version = await advance(repo, { clientId }, policy, { policyamount, balance, cancelled_on: command.cancellationeffectivedate });
    const cancellationId = await repo.append(clientId, policy.id, version, {
      type: 'Cancellation',
      effective_date: command.cancellationeffectivedate,
      premium_delta: -returned,
      method: command.method,
      reason: command.reason,
      created_by: actor.name,
      created_by_id: actor.id,
    });
    const status = command.cancellationeffectivedate > today() ? 'Cancel pending' : 'Cancelled';
    return {
      comment: `Cancelled ${CANCELLATION_METHOD_LABEL[command.method].toLowerCase()} effective ${formatIsoDate(command.cancellationeffectivedate)}: return premium ${formatUsd(returned)}`,
      result: {
        message: status === 'Cancelled' ? 'Policy cancelled' : 'Policy cancellation scheduled',
        return_premium: returned,
        status,
        policyamount,
        balance,
        version,
        cancellation_id: cancellationId,
      },
    };
  }

  /** Writes a reinstatement of the locked policy's cancellation in force: its return premium is charged back. */
  async function writeReinstatement(
    tx: Db,
    clientId: number,
    policy: LockedPolicy,
    repo: PolicyTransactionRepository,
    actor: Actor,
    reason: string,
  ): Promise<{ comment: string; result: PolicyReinstateResponse }> {
    // A cancelled policy, within its reinstatement window.
    await checkLifeAction(tx, clientId, policy, 'reinstate', today());
    const cancelledOn = policy.cancelled_on!; // a cancelled policy: checked just above
    const cancellation = await repo.lastCancellation(clientId, policy.id);
    const chargedBack = cents(-(cancellation?.premium_delta ?? 0));
    const policyamount = cents(policy.policyamount + chargedBack);
    const balance = cents(policy.balance + chargedBack);
    const version = await advance(repo, { clientId }, policy, { policyamount, balance, cancelled_on: null });
    await repo.append(clientId, policy.id, version, {
      type: 'Reinstatement',
      effective_date: cancelledOn,
      premium_delta: chargedBack,
      reason,
      created_by: actor.name,
      created_by_id: actor.id,
    });
    const status = await statusOf({ clientId }, { ...policy, cancelled_on: null }, repo);
    return {
      comment: `Reinstated: return premium ${formatUsd(chargedBack)} charged back`,
      result: { message: 'Policy reinstated', status, premium_delta: chargedBack, policyamount, balance, version },
    };
  }

  /**
   * Cancels flat (from its first day, all premium returned) the issued renewal of the locked policy
   * when it stands (renewalStands), by the system, as its expiring policy is cancelled for
   * non-payment effective `effective`; answers the renewal's number and first day, or null when none stands.
   */
  async function cancelStandingRenewal(
    tx: Db,
    clientId: number,
    policy: LockedPolicy,
    repo: PolicyTransactionRepository,
    actor: Actor,
    effective: string,
    shortRateFactor: number,
  ): Promise<CancelledRenewal | null> {
    const link = policy.renewal_id === null ? null : await repo.link(clientId, policy.renewal_id);
    if (!renewalStands(link)) return null;
    const renewal = await repo.lock(clientId, link.id, null);
    if (!renewal) return null;
    const expiring = policy.policy_number ?? policy.unique_id;
    const reason = `Policy ${expiring}, which this renews, is cancelled for non-payment effective ${formatIsoDate(effective)}`;
    const command = { id: renewal.id, method: 'flat' as const, cancellationeffectivedate: flatCancellationDate(termOf(renewal)), reason };
    const { comment } = await writeCancellation(tx, clientId, renewal, repo, actor, command, shortRateFactor);
    await createQuotationRepository(tx).recordHistory(clientId, renewal.id, `${comment}: ${reason}`, actor.name, actor.id);
    return { policy_number: renewal.policy_number ?? renewal.unique_id, term_start: renewal.policyeffectivedate };
  }

  /**
   * The policy's status, its renewal read through `repo`: inside a life action, the action's
   * transaction's (on the embedded database a read on another connection would wait for that
   * transaction, which waits for the read).
   */
  async function statusOf(auth: Pick<AdminAuth, 'clientId'>, policy: LockedPolicy, repo: PolicyTransactionRepository): Promise<PolicyLifeStatus> {
    const renewal = policy.renewal_id === null ? null : await repo.link(auth.clientId, policy.renewal_id);
    return policyLifeStatus(
      {
        term: termOf(policy),
        cancelledOn: policy.cancelled_on,
        renewalIssued: renewal?.stage === 'Policy',
        notRenewing: policy.not_renewing_reason !== null,
      },
      today(),
    );
  }

  return {
    /** `/policyendorse`: a mid-term change of coverages, insured or vehicle; the pro-rata premium effect moves amount and balance. */
    async endorse(auth: AdminAuth, command: EndorseCommand): Promise<PolicyEndorseResponse> {
      return act(auth, command.id, command.version, async (policy, repo, actor, tx) => {
        await checkLifeAction(tx, auth.clientId, policy, 'endorse', today());
        const term = termOf(policy);
        // The date is the field at fault, as the Endorse dialog marks it: 400 naming it.
        const outside = dateOutsideTerm(term, command.endorsementeffectivedate);
        if (outside) throw new AppError('ValidationError', outside, 400, [{ path: 'endorsementeffectivedate', message: outside }]);

        // What the endorsement changes is read against the version in force on its date (an
        // endorsement may take effect before others already written), the policy as it stands
        // taking the values sent.
        const endorsements = (await repo.list(auth.clientId, policy.id)).filter((row) => row.type === 'Endorsement');
        const fields = [...ENDORSABLE_INSURED_FIELDS, ...ENDORSABLE_VEHICLE_FIELDS];
        const current = { fields: Object.fromEntries(fields.map((field) => [field, policy[field] ?? null])), coverages: policy.policycoverage };
        const inForce = policyVersionAsOf(current, endorsements, command.endorsementeffectivedate);
        const changes: EndorsementChanges = {};
        const values: Record<string, unknown> = {};
        for (const field of fields) {
          const next = command[field];
          if (next !== undefined && next !== (inForce.fields[field] ?? null)) {
            changes[field] = { before: inForce.fields[field] ?? null, after: next };
            values[field] = next;
          }
        }
        if (command.policycoverage) {
          for (const [i, row] of command.policycoverage.entries()) {
            if (!inForce.coverages.some((old) => old.coverage_id === row.coverage_id)) {
              throw new AppError('ValidationError', `Invalid policycoverage.${i}.coverage_id: is not a coverage of this policy`, 400, [
                { path: `policycoverage.${i}.coverage_id`, message: 'is not a coverage of this policy' },
              ]);
            }
          }
          const sent = new Map(command.policycoverage.map((row) => [row.coverage_id, row.coverageinclude]));
          const changed = new Map<number, ReturnType<typeof includeWithDate>>();
          const inForceAfter = inForce.coverages.map((row) => {
            const include = sent.get(row.coverage_id);
            if (include === undefined || include === row.coverageinclude) return row;
            const next = includeWithDate(row, include, command.endorsementeffectivedate);
            // A required coverage stays included whatever is sent: nothing of it changes.
            if (next.coverageinclude === row.coverageinclude) return row;
            changes[coverageChangeKey(row.coverage_name)] = { before: row.coverageinclude, after: next.coverageinclude };
            changed.set(row.coverage_id, next);
            return { ...row, ...next };
          });
          if (changed.size > 0) {
            // A policy covers something: an endorsement may not decline its last coverage.
            assertCoverageTaken({ quotation: 1 }, inForceAfter);
            values.policycoverage = policy.policycoverage.map((row) => (changed.has(row.coverage_id) ? { ...row, ...changed.get(row.coverage_id) } : row));
          }
        }
        if (Object.keys(changes).length === 0) throw conflict('The endorsement changes nothing on the policy.');

        const delta = endorsementPremiumEffect(term, current, endorsements, { effectivedate: command.endorsementeffectivedate, changes }, policyAmountOf);
        const policyamount = cents(policy.policyamount + delta);
        const balance = cents(policy.balance + delta);
        const version = await advance(repo, auth, policy, { ...values, policyamount, balance });
        const endorsementId = await repo.append(auth.clientId, policy.id, version, {
          type: 'Endorsement',
          effective_date: command.endorsementeffectivedate,
          premium_delta: delta,
          reason: command.reason,
          changes,
          created_by: actor.name,
          created_by_id: actor.id,
        });
        return {
          comment: `Endorsement effective ${formatIsoDate(command.endorsementeffectivedate)}: premium ${delta < 0 ? '-' : '+'}${formatUsd(Math.abs(delta))}`,
          result: { message: 'Policy endorsed', endorsement_id: endorsementId, premium_delta: delta, policyamount, balance, version },
        };
      });
    },

    /** `/policycancel`: the return premium by the method; the policy is Cancel pending until the date, then Cancelled. */
    async cancel(auth: AdminAuth, command: CancelCommand): Promise<PolicyCancelResponse> {
      const { short_rate_factor } = await settings.find(auth.clientId);
      return act(auth, command.id, command.version, async (policy, repo, actor, tx) => {
        const { comment, result } = await writeCancellation(tx, auth.clientId, policy, repo, actor, command, short_rate_factor);
        const { cancellation_id: _id, ...answer } = result;
        return { comment, result: answer };
      });
    },

    /**
     * A cancellation the system writes for non-payment (the billing cycle): pro rata, on any policy of
     * the client, by the system; `then` runs in the same database transaction with the cancellation's id.
     * A renewal of the policy already issued and standing is cancelled flat first, in the same
     * transaction (the term after a cancelled policy is not issued; a user is asked to cancel it
     * first), each policy's history naming the other; the answer names it (`renewal_cancelled`).
     */
    async cancelForNonPayment(
      clientId: number,
      id: number,
      effective: string,
      reason: string,
      then: (tx: Db, cancellationId: number) => Promise<void>,
    ): Promise<PolicyCancelResponse & { cancellation_id: number; renewal_cancelled: CancelledRenewal | null }> {
      const { short_rate_factor } = await settings.find(clientId);
      return actAs(clientId, null, { name: SYSTEM_ACTOR, id: null }, id, undefined, async (policy, repo, actor, tx) => {
        const renewalCancelled = await cancelStandingRenewal(tx, clientId, policy, repo, actor, effective, short_rate_factor);
        const written = await writeCancellation(tx, clientId, policy, repo, actor, { id, method: 'pro_rata', cancellationeffectivedate: effective, reason }, short_rate_factor);
        await then(tx, written.result.cancellation_id);
        const comment = renewalCancelled ? `${written.comment}; its renewal ${renewalCancelled.policy_number} cancelled flat` : written.comment;
        return { comment, result: { ...written.result, renewal_cancelled: renewalCancelled } };
      });
    },

    /** `/policyreinstate`: undoes the cancellation within the window of the settings; the return premium is charged back. */
    async reinstate(auth: AdminAuth, id: number, reason: string, expectedVersion: number): Promise<PolicyReinstateResponse> {
      return act(auth, id, expectedVersion, (policy, repo, actor, tx) => writeReinstatement(tx, auth.clientId, policy, repo, actor, reason));
    },

    /**
     * Undoes, by the system, the cancellation for non-payment `cancellationId` (billing: written
     * before its effective date): a reinstatement as of its date, so cover runs on without a lapse.
     * `then` runs in the same database transaction. 409 when the policy's cancellation in force is
     * no longer that one.
     */
    async reinstateBySystem(clientId: number, id: number, cancellationId: number, reason: string, then: (tx: Db) => Promise<void>): Promise<PolicyReinstateResponse> {
      return actAs(clientId, null, { name: SYSTEM_ACTOR, id: null }, id, undefined, async (policy, repo, actor, tx) => {
        if (policy.cancelled_on === null || (await repo.lastCancellation(clientId, policy.id))?.id !== cancellationId) {
          throw conflict('This cancellation is no longer in force.');
        }
        const written = await writeReinstatement(tx, clientId, policy, repo, actor, reason);
        await then(tx);
        return written;
      });
    },

    /** `/policyrenew`: a quotation for the next term with the policy's insured, program, coverages and answers, linked both ways. */
    async renew(auth: AdminAuth, id: number, expectedVersion: number): Promise<PolicyRenewResponse> {
      const shortName = await createQuotationRepository(db).clientShortName(auth.clientId);
      return act(auth, id, expectedVersion, async (policy, repo, actor, tx) => {
        await checkLifeAction(tx, auth.clientId, policy, 'renew', today());
        // The renewal is a quotation of the policy's coverages: one taking none would quote nothing.
        assertCoverageTaken({ quotation: 1 }, policy.policycoverage);
        const next = renewalTerm(termOf(policy), policy.policyduration as Parameters<typeof renewalTerm>[1]);
        const records = createQuotationRepository(tx);
        const uniqueId = recordNumber(shortName, 'Q', now().getUTCFullYear(), await records.nextNumber(auth.clientId));
        const amount = policyAmountOf(policy.policycoverage);
        // Its Policy Amount answer says the renewal's premium, not the figure the policy was created with.
        const answers = await repo.formAnswers(auth.clientId, policy.id);
        const amountAttribute = answers && recordAmountAttribute(await createIntakeFormRepository(tx).definition(auth.clientId, answers.intake_id));
        // The policy's insured, program, coverages and answers; a quotation of the next term, at its premium, with no card on file.
        const renewalId = await records.copy(auth.clientId, policy.id, {
          ...(answers && amountAttribute ? { policydetails: withRecordAmountText(answers.policydetails, amountAttribute, amount) } : {}),
          unique_id: uniqueId,
          quotation: 1,
          policyapproved: 0,
          becomepolicy: 0,
          policyeffectivedate: next.start,
          policyscheduledate: next.end,
          policyamount: amount,
          balance: amount,
          cardnumber: null,
          renewal_of_id: policy.id,
        });
        const version = await advance(repo, auth, policy, { renewal_id: renewalId });
        await repo.append(auth.clientId, policy.id, version, {
          type: 'Renewal',
          effective_date: next.start,
          premium_delta: 0,
          reason: `Renewal quotation ${uniqueId}`,
          created_by: actor.name,
          created_by_id: actor.id,
        });
        await records.recordHistory(auth.clientId, renewalId, `Renewal quotation of policy ${policy.policy_number ?? policy.unique_id}`, actor.name, actor.id);
        return { comment: `Renewed as quotation ${uniqueId}`, result: { message: 'Renewal quotation created', id: renewalId, unique_id: uniqueId } };
      });
    },

    /** "Do not renew": the reason is kept (a Non-renewal transaction) and the policy leaves the renewal worklist. */
    async notRenew(auth: AdminAuth, id: number, reason: string, expectedVersion: number): Promise<PolicyNotRenewResponse> {
      return act(auth, id, expectedVersion, async (policy, repo, actor, tx) => {
        await checkLifeAction(tx, auth.clientId, policy, 'notRenew', today());
        const version = await advance(repo, auth, policy, { not_renewing_reason: reason, not_renewing_on: today() });
        await appendMarker(repo, auth.clientId, policy.id, version, 'Non-renewal', reason, actor);
        const status = await statusOf(auth, { ...policy, not_renewing_reason: reason }, repo);
        return { comment: `Do not renew: ${reason}`, result: { message: 'The policy will not be renewed', status } };
      });
    },

    /** Rescinds "Do not renew" while the term runs: the reason is cleared, the rescission's kept, and the policy is renewable again (worklist, dashboard). */
    async rescindNotRenew(auth: AdminAuth, id: number, reason: string, expectedVersion: number): Promise<PolicyRescindNotRenewResponse> {
      return act(auth, id, expectedVersion, async (policy, repo, actor, tx) => {
        await checkLifeAction(tx, auth.clientId, policy, 'rescindNotRenew', today());
        const version = await advance(repo, auth, policy, { not_renewing_reason: null, not_renewing_on: null });
        await appendMarker(repo, auth.clientId, policy.id, version, 'Non-renewal rescinded', reason, actor);
        const status = await statusOf(auth, { ...policy, not_renewing_reason: null }, repo);
        return { comment: `Non-renewal rescinded: ${reason}`, result: { message: 'The non-renewal was rescinded', status } };
      });
    },

    /** `/viewrenewalworklist`: the policies ending within `days` with no renewal yet, soonest first, each with its status today. */
    async worklist(auth: AdminAuth, query: { days?: number; page?: number; pageSize?: number }): Promise<RenewalWorklistResponse> {
      const { from, until } = renewalWorklistWindow(today(), query.days);
      const { records, total } = await createPolicyTransactionRepository(db).worklist(
        auth.clientId,
        await quotations.agentOf(auth),
        from,
        until,
        query.page ?? 1,
        query.pageSize ?? 15,
      );
      return { records: records.map((row) => withWorklistStatus(row, from)), total };
    },

    /** The worklist's export (`/exportviewrenewalworklist`): every row of the worklist of `days`, in its order. */
    async exportWorklist(auth: AdminAuth, days: number | undefined): Promise<ListExport<RenewalWorklistRow>> {
      const { from, until } = renewalWorklistWindow(today(), days);
      const agentId = await quotations.agentOf(auth);
      return {
        name: 'renewals',
        columns: RENEWAL_EXPORT_COLUMNS,
        pages: worklistPagesWithStatus(
          createPolicyTransactionRepository(db).worklistPages(auth.clientId, agentId, from, until, EXPORT_PAGE_SIZE),
          from,
        ),
      };
    },

    /** `/policytransactiondocument`: the endorsement or cancellation notice of one transaction, as a PDF (the policy's scope applies). */
    async notice(auth: AdminAuth, transactionId: number): Promise<{ filename: string; bytes: Buffer }> {
      const repo = createPolicyTransactionRepository(db);
      const quotationId = await repo.policyOfTransaction(auth.clientId, transactionId);
      const policy = quotationId === null ? null : await repo.find(auth.clientId, quotationId, await quotations.agentOf(auth));
      if (!policy) throw notFound('No such transaction');
      const txn = (await repo.list(auth.clientId, policy.id)).find((row) => row.id === transactionId)!;
      if (txn.type !== 'Endorsement' && txn.type !== 'Cancellation') throw conflict('Only endorsements and cancellations have a notice.');
      const number = policy.policy_number ?? policy.unique_id;
      const bytes = await renderTransactionNotice({
        kind: txn.type,
        clientName: (await creators.clientFullName(auth.clientId)) ?? '',
        policyNumber: number,
        insured: `${String(policy.firstname)} ${String(policy.lastname)}`,
        term: termOf(policy),
        effectiveDate: txn.effectivedate,
        premiumDelta: txn.premium_delta,
        method: txn.method ? CANCELLATION_METHOD_LABEL[txn.method as keyof typeof CANCELLATION_METHOD_LABEL] : null,
        reason: txn.reason,
        changes: txn.changes,
        issuedOn: today(),
      });
      return { filename: `${number}-${NOTICE_TITLE[txn.type].toLowerCase().replace(/ /g, '-')}-${txn.id}.pdf`, bytes };
    },

    /** `/viewpolicyversion`: the policy as in force on `asof` (default today): its fields, coverages and premium. */
    async version(auth: AdminAuth, id: number, asof?: string): Promise<PolicyVersionResponse> {
      const repo = createPolicyTransactionRepository(db);
      const policy = await repo.find(auth.clientId, id, await quotations.agentOf(auth));
      if (!policy) throw notFound('No such quotation');
      if (policy.stage !== 'Policy') throw conflict(`Only an issued policy has versions; this record is a ${policy.stage}.`);
      return policyVersionOf(policy, await repo.list(auth.clientId, id), asof ?? today());
    },

    /** `/viewpolicytransactions`: the policy's transactions, the first its new business (or renewal), with its status. */
    async transactions(auth: AdminAuth, id: number): Promise<PolicyTransactionsResponse> {
      const repo = createPolicyTransactionRepository(db);
      const policy = await repo.find(auth.clientId, id, await quotations.agentOf(auth));
      if (!policy) throw notFound('No such quotation');
      if (policy.stage !== 'Policy') throw conflict(`Only an issued policy has transactions; this record is a ${policy.stage}.`);
      const stored = await repo.list(auth.clientId, id);
      const issued = await repo.issuedAt(auth.clientId, id);
      const later = stored.reduce((sum, row) => sum + row.premium_delta, 0);
      const first: PolicyTransaction = {
        id: null,
        type: policy.renewal_of_id === null ? 'New business' : 'Renewal',
        effectivedate: policy.policyeffectivedate,
        premium_delta: cents(policy.policyamount - later),
        reason: null,
        method: null,
        changes: null,
        created_by: issued.by,
        createdAt: issued.at ?? '',
      };
      const [renewalOf, renewal, { reinstatement_days }] = await Promise.all([
        policy.renewal_of_id === null ? null : repo.link(auth.clientId, policy.renewal_of_id),
        policy.renewal_id === null ? null : repo.link(auth.clientId, policy.renewal_id),
        settings.find(auth.clientId),
      ]);
      return {
        transactions: [first, ...stored],
        status: await statusOf(auth, policy, repo),
        version: policy.life_version,
        term: termOf(policy),
        renewal_of: renewalOf && { id: renewalOf.id, unique_id: renewalOf.unique_id, policy_number: renewalOf.policy_number },
        renewal,
        not_renewing_reason: policy.not_renewing_reason,
        reinstatement_days,
      };
    },
  };
}
export type PolicyTransactionService = ReturnType<typeof createPolicyTransactionService>;
