import { createHash } from 'node:crypto';
import {
  ENDORSABLE_INSURED_FIELDS,
  IDEMPOTENCY_KEY_HEADER,
  ENDORSABLE_VEHICLE_FIELDS,
  type PaymentDetails,
  type PaymentHistoryResponse,
  type PolicyQuotation,
  type PolicyPaymentCommand,
  type PolicyPaymentResponse,
  type QuotationActionResponse,
} from '@kyubos/contracts';
import {
  billingScheduleOf,
  canPerform,
  flagsAfter,
  formatIsoDate,
  formatUsd,
  insuredAddressLine,
  insuredPhoneShown,
  makerCheckerRefusal,
  lastFour,
  maskedLastFour,
  paymentBalance,
  paymentProblems,
  paymentReceiptNumber,
  policyAccountOn,
  policyAmountOf,
  recordNumber,
  recordNumberOf,
  recordStage,
  refusalMessage,
  renewalOfCancelledProblem,
  splitCoverages,
  todayIso,
  TRANSITIONS,
  vehicleOf,
  type LifecycleAction,
  type WrittenPolicyTransaction,
} from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { AppError, forbidden, notFound } from '../app-error';
import { assertSameClient } from '../tenancy';
import { createPolicyVersions, releaseRenewal } from '../policy-transactions/service';
import { createQuotationRepository } from '../quotations/repository';
import { assertCoverageTaken, creatorOf, type CreatorLookup, type QuotationService } from '../quotations/service';
import { DOCUMENT_TITLE, type DocumentKind, type QuotationDocumentData } from './documents';
import { renderQuotationDocumentInPool } from './render-task';
import { createQuotationActionsRepository, type LockedRecord, type QuotationActionsRepository, type StoredPayment } from './repository';
import { createQuotationSettingsRepository } from './settings';

export interface QuotationActionsDeps {
  /** Reads of the records themselves (views, payments) come from the quotations area. */
  quotations: QuotationService;
  creators: CreatorLookup;
  /** Runs before a payment is taken on a record (billing: a cancellation for non-payment written before its date is put right). */
  beforePayment?: (clientId: number, id: number) => Promise<void>;
  now?: () => Date;
}

const conflict = (message: string) => new AppError('Conflict', message, 409);

/** What `/policyquotationpayment` answers, and whether it is the answer given before to the same idempotency key. */
export interface TakenPayment {
  answer: PolicyPaymentResponse;
  replayed: boolean;
}

const sha256Of = (body: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.keys(body).sort().map((name) => [name, body[name] ?? null])))
    .digest('hex');

const keyReused = () =>
  new AppError(
    'Unprocessable',
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for another payment: a new payment is sent with a new key.`,
    422,
  );

/**
 * A reference number is recorded once per policy: 409 naming the reference as recorded (as the receipt
 * and payment history show it, not as retyped) and the receipt and day of the payment that recorded it.
 * Payments of one policy queue on its row lock, so the check sees the one before;
 * the unique index policy_payments_reference_once (migration 427) holds for any other writer.
 */
async function refuseRepeatedReference(repo: QuotationActionsRepository, clientId: number, policyNumber: string, id: number, reference: string) {
  const earlier = await repo.paymentWithReference(clientId, id, reference);
  if (!earlier) return;
  const day = formatIsoDate(new Date(earlier.createdAt).toISOString().slice(0, 10));
  throw conflict(`Payment reference ${earlier.reference} is already recorded on this policy (receipt ${paymentReceiptNumber(policyNumber, earlier.id)}, ${day}).`);
}

/** What is kept of a payment: the type's own fields, card and account numbers by their last 4 digits. The CVV is dropped here. */
function storedPayment(
  payment: PaymentDetails,
  context: { balance: number; autopayment: boolean; actor: { id: number; name: string } },
): StoredPayment {
  const stored: StoredPayment = {
    policyPaymentType: payment.policyPaymentType,
    paidamount: payment.paidamount,
    balance: context.balance,
    bankname: null,
    bankroutingnumber: null,
    bankaccount_last4: null,
    referencenumber: null,
    cardholdername: null,
    card_last4: null,
    expiredate: null,
    autopayment: context.autopayment ? '1' : '0',
    createdby_id: context.actor.id,
    createdby_name: context.actor.name,
  };
  switch (payment.policyPaymentType) {
    case 'CREDIT CARD':
      return { ...stored, cardholdername: payment.cardholdername, card_last4: lastFour(payment.cardnumber), expiredate: payment.expiredate };
    case 'ACH':
      return { ...stored, bankroutingnumber: payment.bankroutingnumber, bankaccount_last4: lastFour(payment.bankaccountnumber) };
    case 'Premium Finance':
      return {
        ...stored,
        bankname: payment.bankname,
        bankroutingnumber: payment.bankroutingnumber,
        bankaccount_last4: lastFour(payment.bankaccountnumber),
      };
    case 'MONEY ORDER':
    case 'CASHIER CHECK':
      return { ...stored, bankname: payment.bankname, bankaccount_last4: lastFour(payment.bankaccountnumber) };
    default:
      return { ...stored, referencenumber: payment.referencenumber };
  }
}

/**
 * The stage changes of spec 3 §4 and the payments of §5: each one transaction that locks the
 * record, checks the action against its stage (409 otherwise), changes it and writes a history row.
 */
export function createQuotationActionsService(db: Db, { quotations, creators, beforePayment, now = () => new Date() }: QuotationActionsDeps) {
  const settings = createQuotationSettingsRepository(db);
  /**
   * Runs one stage change: `apply` gets the locked record once the stage allows `action`; the
   * history row, named `comment`, records the record as it is afterwards and who acted.
   */
  async function act<T>(
    auth: AdminAuth,
    id: number,
    action: LifecycleAction,
    apply: (record: LockedRecord, repo: QuotationActionsRepository, tx: Db) => Promise<{ comment: string; result: T }>,
    /** Runs first in the transaction, before the record is locked; an answer it gives is the answer and nothing else is done. */
    earlier?: (repo: QuotationActionsRepository) => Promise<T | null>,
  ): Promise<T> {
    const actor = await actorName(auth);
    const agentId = await quotations.agentOf(auth);
    return db.transaction(async (tx) => {
      const repo = createQuotationActionsRepository(tx);
      const given = await earlier?.(repo);
      if (given) return given;
      const record = await repo.lock(auth.clientId, id, agentId);
      if (!record) throw notFound('No such quotation');
      if (!canPerform(action, record)) throw conflict(refusalMessage(action, record));
      const { comment, result } = await apply(record, repo, tx);
      await createQuotationRepository(tx).recordHistory(auth.clientId, id, comment, actor);
      // A deleted renewal quotation or binder is no renewal: its policy is renewable again.
      if (TRANSITIONS[action].to === 'deleted') await releaseRenewal(tx, auth.clientId, record, { name: actor, id: auth.userId });
      return result;
    });
  }

  /** `/viewpolicypaymenthistory`: every payment of a record, with its policy amount and the balance left. */
  async function paymentHistory(auth: AdminAuth, quotationId: number): Promise<PaymentHistoryResponse> {
    const { Policyquotations: record } = await quotations.view(auth, quotationId);
    const policypaymenthistory = await createQuotationActionsRepository(db).listPayments(auth.clientId, quotationId);
    const balance = paymentBalance(record.policyamount, policypaymenthistory.map((payment) => payment.paidamount));
    return { policypaymenthistory, policyamount: record.policyamount, balance };
  }

  /**
   * What only the declarations page shows: the policy's account on the day printed (policyAccountOn):
   * the policy amount, what had been paid by then and what was left (they add up), and the
   * instalment plan as it stood: when each payment is due, how much, and what was paid of it (the
   * 12-term schedule is the policy's terms, not payment dates). `policy` is the record as it stands.
   */
  async function accountOn(
    auth: AdminAuth,
    policy: PolicyQuotation,
    written: { transactions: WrittenPolicyTransaction[]; cancelledOn: string | null },
    day: string,
  ): Promise<Pick<QuotationDocumentData, 'payments' | 'instalments'>> {
    const payments = await createQuotationActionsRepository(db).listPayments(auth.clientId, policy.id);
    const account = policyAccountOn(
      {
        policyAmount: policy.policyamount,
        term: { start: policy.policyeffectivedate, end: policy.policyscheduledate },
        schedule: billingScheduleOf(policy),
        transactions: written.transactions,
        cancelledOn: written.cancelledOn,
        // The day a payment was taken, as billing dates it (UTC).
        payments: payments.map((payment) => ({ day: new Date(payment.createdAt).toISOString().slice(0, 10), amount: payment.paidamount })),
      },
      day,
    );
    const dollars = (cents: number) => cents / 100;
    return {
      payments: { policyAmount: dollars(account.policyAmount), paid: dollars(account.paid), balance: dollars(account.balance) },
      instalments: account.instalments.map(({ number, duedate, amount, paid, status }) => ({ number, duedate, amount: dollars(amount), paid: dollars(paid), status })),
    };
  }

  const actorName = async (auth: AdminAuth) => (await creatorOf(creators, auth)).policycreator_name;

  /** A renewal whose policy is cancelled is neither approved nor issued: 409 saying which policy and since when. */
  const refuseRenewalOfCancelled = (record: LockedRecord) => {
    const problem = renewalOfCancelledProblem(record.renews);
    if (problem) throw conflict(problem);
  };

  /** Moves the locked record on; the conditional update refuses a record that changed stage meanwhile. */
  async function move(repo: QuotationActionsRepository, auth: AdminAuth, record: LockedRecord, action: LifecycleAction, also = {}) {
    if (!(await repo.transition(auth.clientId, record.id, action, also))) throw conflict(refusalMessage(action, record));
    return { id: record.id, ...flagsAfter(action, record) };
  }

  return {
    /** `/policyapproveuser`: a quotation becomes a binder; who approved and when are kept. */
    async approve(auth: AdminAuth, id: number): Promise<QuotationActionResponse> {
      const { approver_must_differ } = await settings.find(auth.clientId);
      return act(auth, id, 'approve', async (record, repo, tx) => {
        const records = createQuotationRepository(tx);
        const [savers, approverCreatedBy] = approver_must_differ
          ? await Promise.all([records.makers(auth.clientId, id), records.accountCreator(auth.userId)])
          : [[], null];
        const refusal = makerCheckerRefusal({ approverMustDiffer: approver_must_differ }, record.policycreator_id, auth.userId, {
          savers,
          approverCreatedBy,
        });
        if (refusal) throw forbidden(refusal);
        // A binder covers something: a quotation kept from before the rule is put right in its edit form first.
        assertCoverageTaken(record, record.policycoverage);
        refuseRenewalOfCancelled(record);
        const flags = await move(repo, auth, record, 'approve', { approved_by: auth.userId, approved_at: now() });
        return { comment: 'Quotation approved', result: { message: 'Quotation Approved successfully!', ...flags } };
      });
    },

    /** `/deletepolicyquotationlist`: a quotation or binder leaves every list; its history stays. */
    async remove(auth: AdminAuth, id: number, companyId?: number): Promise<QuotationActionResponse> {
      if (companyId !== undefined) assertSameClient(auth, companyId);
      return act(auth, id, 'delete', async (record, repo) => {
        const stage = recordStage(record);
        const flags = await move(repo, auth, record, 'delete', { deleted_by: auth.userId });
        const message = stage === 'Binder' ? 'Binder delete successfully!' : 'Quotation delete successfully!';
        return { comment: `${stage} deleted`, result: { message, ...flags } };
      });
    },

    /**
     * `/createqutationtointake`: an incomplete intake form is made from the quotation, with a number
     * of its own, and the quotation is deleted (it leaves every list; its history stays). Answers the new form.
     */
    async recreate(auth: AdminAuth, id: number): Promise<QuotationActionResponse> {
      const shortName = await createQuotationRepository(db).clientShortName(auth.clientId);
      const actor = await actorName(auth);
      return act(auth, id, 'recreate', async (record, repo, tx) => {
        await move(repo, auth, record, 'recreate', { deleted_by: auth.userId });
        const records = createQuotationRepository(tx);
        const uniqueId = recordNumber(shortName, 'Q', now().getUTCFullYear(), await records.nextNumber(auth.clientId));
        const formId = await records.copy(auth.clientId, id, { unique_id: uniqueId, quotation: 0 });
        await records.recordHistory(auth.clientId, formId, `Intake form re-created from quotation ${record.unique_id}`, actor, auth.userId);
        return {
          comment: `Re-created as intake form ${uniqueId}`,
          result: { message: 'Successfully create intake form from quotation!', id: formId, quotation: 0, policyapproved: 0, becomepolicy: 0 },
        };
      });
    },

    /** `/policyrevartback`: a binder (not yet a policy) goes back to being a quotation. */
    async revert(auth: AdminAuth, id: number, companyId?: number): Promise<QuotationActionResponse> {
      if (companyId !== undefined) assertSameClient(auth, companyId);
      return act(auth, id, 'revert', async (record, repo) => ({
        comment: 'Reverted to quotation',
        result: { message: 'Binder reverted to quotation', ...(await move(repo, auth, record, 'revert', { approved_by: null, approved_at: null })) },
      }));
    },

    /**
     * `/policyquotationpayment`: takes a payment on a binder or policy. The first accepted payment
     * issues the policy with its own number; every payment lowers the balance and none may exceed it.
     */
    async pay(auth: AdminAuth, command: PolicyPaymentCommand, idempotencyKey?: string): Promise<TakenPayment> {
      if (command.client_id !== undefined) assertSameClient(auth, command.client_id);
      const { id, client_id: _client, autopayment, ...payment } = command;
      const shortName = await createQuotationRepository(db).clientShortName(auth.clientId);
      const actor = { id: auth.userId, name: await actorName(auth) };
      const key = idempotencyKey === undefined ? null : { clientId: auth.clientId, userId: auth.userId, key: idempotencyKey };
      // The body as read (types and blanks settled), so the same payment sent with other spacing or key order is the same body.
      const bodySha256 = sha256Of({ id, autopayment, ...payment });
      const reference = 'referencenumber' in payment ? payment.referencenumber : '';
      await beforePayment?.(auth.clientId, id);
      // A key already used answers what it answered then (same body), or is refused (another body); a new key is claimed here.
      const replay = async (repo: QuotationActionsRepository): Promise<TakenPayment | null> => {
        const claimed = key && (await repo.claimIdempotencyKey(key, bodySha256, now()));
        if (!claimed) return null;
        if (claimed.body_sha256 !== bodySha256) throw keyReused();
        return { answer: claimed.answer as PolicyPaymentResponse, replayed: true };
      };
      return act(
        auth,
        id,
        'pay',
        async (record, repo) => {
          if (reference !== '') await refuseRepeatedReference(repo, auth.clientId, recordNumberOf(record), id, reference);
          // The first payment issues the policy: a binder taking no coverage is refused; later payments only settle the balance.
          const issues = record.becomepolicy === 0;
          if (issues) {
            assertCoverageTaken(record, record.policycoverage);
            refuseRenewalOfCancelled(record);
          }
          const balance = paymentBalance(record.policyamount, [await repo.paidTotal(auth.clientId, id)]);
          const problems = paymentProblems(payment, { balance, today: todayIso(now()) });
          if (problems.length > 0) {
            throw new AppError('ValidationError', `Invalid ${problems[0]!.path}: ${problems[0]!.message}`, 400, problems);
          }
          const left = paymentBalance(balance, [payment.paidamount]);
          const stored = storedPayment(payment, { balance: left, autopayment: autopayment ?? false, actor });
          const saved = await repo.insertPayment(auth.clientId, id, stored);
          let policyNumber = record.policy_number;
          if (issues) {
            policyNumber = recordNumber(shortName, 'P', now().getUTCFullYear(), await repo.nextPolicyNumber(auth.clientId));
            await move(repo, auth, record, 'pay', { policy_number: policyNumber, policy_issued_at: now() });
          }
          await repo.afterPayment(auth.clientId, id, {
            balance: left,
            autopayment: autopayment === undefined ? undefined : autopayment ? 1 : 0,
            cardnumber: stored.card_last4 ? maskedLastFour(stored.card_last4) : undefined,
          });
          const paid = `Payment of ${formatUsd(payment.paidamount)} by ${payment.policyPaymentType}`;
          const answer: PolicyPaymentResponse = {
            message: issues ? `Policy ${policyNumber} issued` : 'Payment accepted',
            id,
            ...flagsAfter('pay', record),
            policy_number: policyNumber,
            balance: left,
            payment: saved,
          };
          // Kept in the payment's own transaction: a call with the key waiting on this one reads it once this one ends.
          if (key) await repo.rememberIdempotentAnswer(key, answer, now());
          return { comment: issues ? `${paid}; policy ${policyNumber} issued` : paid, result: { answer, replayed: false } };
        },
        replay,
      );
    },

    payments: paymentHistory,

    /** The quotation letter, binder or policy declarations of a record, by its stage. */
    async document(auth: AdminAuth, id: number, asof?: string): Promise<{ filename: string; bytes: Buffer }> {
      const { Policyquotations: viewed } = await quotations.view(auth, id);
      const stage = recordStage(viewed);
      // A policy prints the version in force on the date asked (today by default), from its transactions, and its account on that day.
      const day = asof ?? todayIso(now());
      const policy = stage === 'Policy' ? await createPolicyVersions(db).asOf(auth.clientId, id, day) : null;
      const version = policy?.version ?? null;
      const record: PolicyQuotation = version
        ? {
            ...viewed,
            ...Object.fromEntries([...ENDORSABLE_INSURED_FIELDS, ...ENDORSABLE_VEHICLE_FIELDS].map((field) => [field, version[field]])),
            policycoverage: version.policycoverage,
            policyamount: version.policyamount,
          }
        : viewed;
      const kind: DocumentKind = stage === 'Policy' ? 'policy' : stage === 'Binder' ? 'binder' : 'quotation';
      const number = recordNumberOf(record);
      const bytes = await renderQuotationDocumentInPool({
        kind,
        clientName: (await creators.clientFullName(auth.clientId)) ?? '',
        number,
        quotationNumber: record.unique_id,
        agent: record.submga_name ? [record.submga_code, record.submga_name].filter(Boolean).join(' ') : null,
        issuedOn: todayIso(now()),
        insured: {
          name: `${record.firstname} ${record.lastname}`,
          address: insuredAddressLine(record),
          phone: record.phonenumber ? insuredPhoneShown([], record.phonenumber) : null,
          email: record.email,
        },
        lineOfBusiness: record.intake_Name,
        subLob: record.sublob_name ?? record.intake_subName,
        program: record.programname,
        state: record.state_name,
        admitted: record.Admitted === '1',
        effectiveDate: record.policyeffectivedate,
        expiryDate: record.policyscheduledate,
        vehicle: vehicleOf(record),
        coverages: splitCoverages(record.policycoverage).charged.map((row) => ({ name: row.coverage_name, limit: row.coveragelimit, premium: row.premium })),
        declined: splitCoverages(record.policycoverage).declined.map((row) => row.coverage_name),
        policyAmount: record.policyamount,
        ...(kind === 'policy' ? { termPremium: policyAmountOf(record.policycoverage) } : {}),
        ...(version ? { version: { asof: version.asof, effective: version.version_effective, status: version.status } } : {}),
        ...(policy ? await accountOn(auth, viewed, policy, day) : {}),
      });
      // A version as of a date is named with its date.
      return { filename: `${number}-${DOCUMENT_TITLE[kind].toLowerCase().replace(/ /g, '-')}${asof ? `-${asof}` : ''}.pdf`, bytes };
    },
  };
}
export type QuotationActionsService = ReturnType<typeof createQuotationActionsService>;
