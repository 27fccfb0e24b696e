import type { CoverageRow, PolicyPayment, StageFlag } from '@kyubos/contracts';
import { maskedLastFour, TRANSITIONS, type LifecycleAction } from '@kyubos/domain';
import type { Db } from '../db/db';
import { LIVE } from '../quotations/repository';

/** What the stage changes read of a record, locked for the rest of the transaction. */
export interface LockedRecord {
  id: number;
  unique_id: string;
  policycreator_id: number;
  quotation: StageFlag;
  policyapproved: StageFlag;
  becomepolicy: StageFlag;
  policyamount: number;
  policy_number: string | null;
  /** Its coverage table: a binder or policy must take at least one coverage. */
  policycoverage: CoverageRow[];
  /** A renewal's policy: its number and the date of its cancellation in force (none: null). */
  renews: { policy_number: string; cancelled_on: string | null } | null;
}

/** How long a payment's idempotency key is kept: a retry after that is a new payment. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The masked numbers of an answered payment, made from the stored last 4 digits. */
type MaskedNumbers = 'cardnumber' | 'bankaccountnumber';
/** A payment as stored (PolicyPayment), less what the database assigns. */
export type StoredPayment = Omit<PolicyPayment, 'id' | 'quotation_id' | 'createdAt' | MaskedNumbers>;

/** A stored payment as answered: the spec's cardnumber and bankaccountnumber, masked from the last 4 digits kept. */
const answeredPayment = (row: Omit<PolicyPayment, MaskedNumbers>): PolicyPayment => ({
  ...row,
  bankaccountnumber: row.bankaccount_last4 ? maskedLastFour(row.bankaccount_last4) : null,
  cardnumber: row.card_last4 ? maskedLastFour(row.card_last4) : null,
});

const PAYMENT_COLUMNS = [
  'policyPaymentType',
  'paidamount',
  'balance',
  'bankname',
  'bankroutingnumber',
  'bankaccount_last4',
  'referencenumber',
  'cardholdername',
  'card_last4',
  'expiredate',
  'autopayment',
  'createdby_id',
  'createdby_name',
] as const satisfies readonly (keyof StoredPayment)[];

const PAYMENT_SELECT = `id, quotation_id, "policyPaymentType", paidamount::float8 AS paidamount, balance::float8 AS balance, bankname,
  bankroutingnumber, bankaccount_last4, referencenumber, cardholdername, card_last4, expiredate, autopayment, createdby_id,
  createdby_name, created_at AS "createdAt"`;

/** Flags as SQL conditions / assignments; names and values come from the TRANSITIONS table, never from a request. */
const flagList = (flags: Partial<Record<string, 0 | 1>>, separator: string) =>
  Object.entries(flags)
    .map(([name, value]) => `${name} = ${value}`)
    .join(separator);

export function createQuotationActionsRepository(db: Db) {
  return {
    /** The live record of the client, row-locked until the transaction ends; null when there is none. */
    lock: (clientId: number, id: number, agentId: number | null = null) =>
      db.one<LockedRecord>(
        `SELECT q.id, q.unique_id, q.policycreator_id, q.quotation, q.policyapproved, q.becomepolicy, q.policyamount::float8 AS policyamount,
                q.policy_number, q.policycoverage,
                (SELECT json_build_object('policy_number', coalesce(r.policy_number, r.unique_id), 'cancelled_on', to_char(r.cancelled_on, 'YYYY-MM-DD'))
                   FROM policy_quotations r WHERE r.id = q.renewal_of_id AND r.company_id = q.company_id) AS renews
           FROM policy_quotations q WHERE q.company_id = $1 AND q.id = $2 AND ${LIVE} AND ($3::integer IS NULL OR q.submga_id = $3) FOR UPDATE OF q`,
        [clientId, id, agentId],
      ),

    /**
     * Moves the record to the action's next stage, only if it still has the stage the action needs
     * (a conditional update, safe against a racing request); `also` sets further columns. False when
     * the record no longer matches.
     */
    async transition(clientId: number, id: number, action: LifecycleAction, also: Record<string, unknown> = {}): Promise<boolean> {
      const { from, to } = TRANSITIONS[action];
      const extra = Object.keys(also);
      const assignments = [
        to === 'deleted' ? 'deleted_at = now()' : flagList(to, ', '),
        ...extra.map((column, i) => `${column} = $${i + 3}`),
        'updated_at = now()',
      ].join(', ');
      const row = await db.one(
        `UPDATE policy_quotations SET ${assignments}
          WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ${flagList(from, ' AND ')} RETURNING id`,
        [clientId, id, ...extra.map((column) => also[column])],
      );
      return row !== null;
    },

    async paidTotal(clientId: number, quotationId: number): Promise<number> {
      const row = await db.one<{ paid: number }>(
        'SELECT coalesce(sum(paidamount), 0)::float8 AS paid FROM policy_payments WHERE company_id = $1 AND quotation_id = $2',
        [clientId, quotationId],
      );
      return row!.paid;
    },

    insertPayment: async (clientId: number, quotationId: number, payment: StoredPayment): Promise<PolicyPayment> =>
      answeredPayment(
        (await db.one<Omit<PolicyPayment, MaskedNumbers>>(
          `INSERT INTO policy_payments (company_id, quotation_id, ${PAYMENT_COLUMNS.map((column) => `"${column}"`).join(', ')})
           VALUES ($1, $2, ${PAYMENT_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING ${PAYMENT_SELECT}`,
          [clientId, quotationId, ...PAYMENT_COLUMNS.map((column) => payment[column])],
        ))!,
      ),

    listPayments: async (clientId: number, quotationId: number): Promise<PolicyPayment[]> =>
      (
        await db.query<Omit<PolicyPayment, MaskedNumbers>>(
          `SELECT ${PAYMENT_SELECT} FROM policy_payments WHERE company_id = $1 AND quotation_id = $2 ORDER BY id`,
          [clientId, quotationId],
        )
      ).map(answeredPayment),

    /** The first payment of a record that carries `reference` (trimmed, case aside); null when none does. */
    paymentWithReference: (clientId: number, quotationId: number, reference: string) =>
      db.one<{ id: number; createdAt: string; reference: string }>(
        `SELECT id, created_at AS "createdAt", referencenumber AS reference FROM policy_payments
          WHERE company_id = $1 AND quotation_id = $2 AND lower(btrim(referencenumber)) = lower(btrim($3)) ORDER BY id LIMIT 1`,
        [clientId, quotationId, reference],
      ),

    /**
     * Claims a payment's idempotency key for this transaction (null), or answers what the key was
     * claimed with: the body's hash and the answer given. A key of another transaction not yet
     * ended holds this insert until it ends. A key older than `IDEMPOTENCY_KEY_HOURS` is claimed anew.
     */
    async claimIdempotencyKey(
      key: { clientId: number; userId: number; key: string },
      bodySha256: string,
      at: Date,
    ): Promise<{ body_sha256: string; answer: unknown } | null> {
      const params = [key.clientId, key.userId, key.key];
      const claimed = await db.one(
        `INSERT INTO payment_idempotency_keys (client_id, user_id, key, body_sha256, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (client_id, user_id, key) DO UPDATE SET body_sha256 = EXCLUDED.body_sha256, answer = NULL, created_at = EXCLUDED.created_at
          WHERE payment_idempotency_keys.created_at <= EXCLUDED.created_at - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
         RETURNING 1`,
        [...params, bodySha256, at],
      );
      if (claimed) return null;
      return db.one<{ body_sha256: string; answer: unknown }>(
        'SELECT body_sha256, answer FROM payment_idempotency_keys WHERE client_id = $1 AND user_id = $2 AND key = $3',
        params,
      );
    },

    /** Keeps the answer of the payment a claimed key made, and lets go of keys past their time. */
    async rememberIdempotentAnswer(key: { clientId: number; userId: number; key: string }, answer: unknown, at: Date): Promise<void> {
      await db.query('UPDATE payment_idempotency_keys SET answer = $4 WHERE client_id = $1 AND user_id = $2 AND key = $3', [
        key.clientId,
        key.userId,
        key.key,
        JSON.stringify(answer),
      ]);
      await db.query(`DELETE FROM payment_idempotency_keys WHERE created_at <= $1::timestamptz - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`, [at]);
    },

    /** Balance, auto payment and the card on file (masked) after a payment. */
    async afterPayment(clientId: number, id: number, values: { balance: number; autopayment?: 0 | 1; cardnumber?: string }): Promise<void> {
      await db.query(
        `UPDATE policy_quotations SET balance = $3, autopayment = coalesce($4, autopayment), cardnumber = coalesce($5, cardnumber),
                updated_at = now()
          WHERE company_id = $1 AND id = $2`,
        [clientId, id, values.balance, values.autopayment ?? null, values.cardnumber ?? null],
      );
    },

    /** The next policy number of the client: the row lock queues concurrent issues, and numbers only grow. */
    async nextPolicyNumber(clientId: number): Promise<number> {
      const row = await db.one<{ value: number }>(
        `INSERT INTO quotation_numbers (client_id, last_policy_value) VALUES ($1, 1)
         ON CONFLICT (client_id) DO UPDATE SET last_policy_value = quotation_numbers.last_policy_value + 1
         RETURNING last_policy_value AS value`,
        [clientId],
      );
      return row!.value;
    },
  };
}
export type QuotationActionsRepository = ReturnType<typeof createQuotationActionsRepository>;
