import { z } from 'zod';
import { idSchema } from './common';
import { moneyAmount } from './money';

/** The nine payment types of spec 3 §9, as stored and sent. */
export const PAYMENT_TYPES = [
  'ACH',
  'CREDIT CARD',
  'MONEY ORDER',
  'CASHIER CHECK',
  'VENMO Payment',
  'ZELLE Payment',
  'APPLY PAY',
  'PAYPAL Payment',
  'Premium Finance',
] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: `must be one of ${PAYMENT_TYPES.join(', ')}` });
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** Card numbers are typed in groups of four: '4111 1111 1111 1111' is the longest form (19 characters). */
export const CARD_NUMBER_MAX_LENGTH = 19;

const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).trim();
const digitsText = (pattern: RegExp, message: string) => text().regex(pattern, message);
const requiredText = (max: number) => text().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A positive amount in dollars with at most two decimals (numbers or their text: moneyAmount). */
export const paidAmountSchema = moneyAmount({ positive: true, max: 1e12 });

export const routingNumberSchema = digitsText(/^\d{9}$/, 'must be 9 digits');
export const accountNumberSchema = digitsText(/^\d{4,17}$/, 'must be 4 to 17 digits');
/** Digits in groups of four with single spaces, or plain digits; 13 to 16 digits in all. */
export const cardNumberSchema = text()
  .max(CARD_NUMBER_MAX_LENGTH, { message: `must be at most ${CARD_NUMBER_MAX_LENGTH} characters`, abort: true })
  .regex(/^(\d{4} ){0,3}\d{1,4}$|^\d{13,16}$/, 'must be digits in groups of four')
  .transform((value) => value.replace(/ /g, ''))
  .refine((digits) => digits.length >= 13, 'must have 13 to 16 digits');
export const expiryDateSchema = digitsText(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY');
export const cvvSchema = digitsText(/^\d{3}$/, 'must be 3 digits');

const common = { paidamount: paidAmountSchema };
const bankAccount = { bankname: requiredText(100), bankaccountnumber: accountNumberSchema };
const reference = { referencenumber: requiredText(100) };

/** The fields of each payment type (spec 3 §9); the paid amount always. Other fields sent are dropped. */
export const paymentDetailsByType = {
  ACH: z.object({ policyPaymentType: z.literal('ACH'), ...common, bankroutingnumber: routingNumberSchema, bankaccountnumber: accountNumberSchema }),
  'CREDIT CARD': z.object({
    policyPaymentType: z.literal('CREDIT CARD'),
    ...common,
    cardholdername: requiredText(100),
    cardnumber: cardNumberSchema,
    expiredate: expiryDateSchema,
    cvv: cvvSchema,
  }),
  'MONEY ORDER': z.object({ policyPaymentType: z.literal('MONEY ORDER'), ...common, ...bankAccount }),
  'CASHIER CHECK': z.object({ policyPaymentType: z.literal('CASHIER CHECK'), ...common, ...bankAccount }),
  'VENMO Payment': z.object({ policyPaymentType: z.literal('VENMO Payment'), ...common, ...reference }),
  'ZELLE Payment': z.object({ policyPaymentType: z.literal('ZELLE Payment'), ...common, ...reference }),
  'APPLY PAY': z.object({ policyPaymentType: z.literal('APPLY PAY'), ...common, ...reference }),
  'PAYPAL Payment': z.object({ policyPaymentType: z.literal('PAYPAL Payment'), ...common, ...reference }),
  'Premium Finance': z.object({
    policyPaymentType: z.literal('Premium Finance'),
    ...common,
    bankname: requiredText(100),
    bankroutingnumber: routingNumberSchema,
    bankaccountnumber: accountNumberSchema,
  }),
} satisfies Record<PaymentType, z.ZodObject>;

export type PaymentField = Exclude<
  { [Type in PaymentType]: keyof z.infer<(typeof paymentDetailsByType)[Type]> }[PaymentType],
  'policyPaymentType'
>;

/** The input fields of each payment type, in form order (from the schemas above). */
export const PAYMENT_TYPE_FIELDS = Object.fromEntries(
  PAYMENT_TYPES.map((type) => [type, Object.keys(paymentDetailsByType[type].shape).filter((key) => key !== 'policyPaymentType')]),
) as Record<PaymentType, PaymentField[]>;

const typeError = { error: `must be one of ${PAYMENT_TYPES.join(', ')}` };
const detailSchemas = PAYMENT_TYPES.map((type) => paymentDetailsByType[type]) as [
  (typeof paymentDetailsByType)[PaymentType],
  ...(typeof paymentDetailsByType)[PaymentType][],
];

/** One payment's type and fields, checked against the chosen type. */
export const paymentDetailsSchema = z.discriminatedUnion('policyPaymentType', detailSchemas, typeError);
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export type PaymentDetailsInput = z.input<typeof paymentDetailsSchema>;

/**
 * Auto Payment as the calls send it (spec 3: 0 or 1; the apps' checkboxes send 0/1, older bodies
 * '0'/'1' or true/false), read as 0 or 1. Anything else is refused, never read as off.
 */
export const autopaymentFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: 'must be 0 or 1' })
  .transform((value): 0 | 1 => (value === true || String(value) === '1' ? 1 : 0));

const paymentRequestBase = z.object({
  id: idSchema,
  /** When sent it must be the caller's own client. */
  client_id: idSchema.optional(),
  autopayment: autopaymentFlag.optional().transform((value) => (value === undefined ? undefined : value === 1)),
});

/**
 * `/policyquotationpayment`: the record, then one payment. The older body also carries user_id,
 * client_name, unique_id, customer_id, balance and policyamount: the server takes those from the
 * token and the record, so they are dropped here.
 */
export const policyPaymentRequest = z.intersection(paymentRequestBase, paymentDetailsSchema);
export type PolicyPaymentRequest = z.input<typeof policyPaymentRequest>;
export type PolicyPaymentCommand = z.output<typeof policyPaymentRequest>;

/**
 * The header `/policyquotationpayment` takes so that a payment sent again (a retry, a double
 * submit) is taken once: the first answer is given again for the same key and body.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A caller's key for one payment: 1 to 255 visible ASCII characters (the apps send a UUID per opened dialog). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{1,255}$/, 'must be 1 to 255 visible ASCII characters');
export const idempotencyKeyHeader = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

/**
 * A stored payment as every answer shows it: card and account numbers by their last 4 digits only,
 * as the last 4 (the screens' `card_last4`, `bankaccount_last4`) and under the spec's names
 * masked as the record shows a card ('**** 1111'); the whole number is never kept nor answered.
 */
export interface PolicyPayment {
  id: number;
  quotation_id: number;
  policyPaymentType: PaymentType;
  paidamount: number;
  /** The balance left after this payment. */
  balance: number;
  bankname: string | null;
  bankroutingnumber: string | null;
  bankaccount_last4: string | null;
  /** Spec 3 §3's name: the account's last 4 masked ('**** 6789'); null without one. */
  bankaccountnumber: string | null;
  referencenumber: string | null;
  cardholdername: string | null;
  card_last4: string | null;
  /** Spec 3 §3's name: the card's last 4 masked ('**** 1111'); null without one. */
  cardnumber: string | null;
  expiredate: string | null;
  autopayment: '0' | '1';
  /** Who took the payment. */
  createdby_id: number | null;
  createdby_name: string | null;
  createdAt: string;
}

export const paymentHistoryRequest = z.object({ quotation_id: idSchema });
export interface PaymentHistoryResponse {
  policypaymenthistory: PolicyPayment[];
  /** The record's policy amount, and what is left after every payment. */
  policyamount: number;
  balance: number;
}
