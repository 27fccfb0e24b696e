import type { PaymentField, PaymentType } from '@kyubos/contracts';
import { formatUsdCents } from './format';

/** Labels of the payment fields in the payment modal and the payment history. */
const FIELD_LABEL: Record<PaymentField, string> = {
  paidamount: 'Paid Amount',
  bankroutingnumber: 'Routing Number',
  bankaccountnumber: 'Account Number',
  bankname: 'Issuer Bank Name',
  referencenumber: 'Reference Number',
  cardholdername: 'Card Holder Name',
  cardnumber: 'Card Number',
  expiredate: 'Expiry Date',
  cvv: 'CVV',
};

export function paymentFieldLabel(type: PaymentType, field: PaymentField): string {
  return type === 'Premium Finance' && field === 'bankname' ? 'Issuer Name' : FIELD_LABEL[field];
}

// ---- Money: computed in whole cents so 0.1 + 0.2 never leaves a balance of 0.30000000000000004.

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Balance = policy amount minus every payment taken (spec 3 §4). */
export function paymentBalance(policyAmount: number, paidAmounts: readonly number[]): number {
  return fromCents(paidAmounts.reduce((balance, paid) => balance - toCents(paid), toCents(policyAmount)));
}

/** A payment may not exceed the balance (the Submit button is disabled and the server refuses it). */
export function exceedsBalance(amount: number, balance: number): boolean {
  return toCents(amount) > toCents(balance);
}

/**
 * Why no payment can be taken at a balance (dollars) of zero or below, in words a user can act on:
 * the refund owed to the insured (a cancellation or endorsement returned premium already paid), or
 * that the premium is paid in full; null while something is left to pay.
 */
export function nothingDueReason(balance: number): string | null {
  const cents = toCents(balance);
  if (cents > 0) return null;
  return cents < 0 ? `this policy has a refund of ${formatUsdCents(fromCents(-cents))} due` : 'the premium is paid in full';
}

// ---- Input formatting of the card fields (spec 3 §5).

/** Digits only, in groups of four separated by spaces, at most 19 characters (16 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, shown MM/YY (5 characters). */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 3. */
export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 3);
}

// ---- Checks beyond the shape of a field.

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const d = [...text].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The Luhn check digit rule every payment card number follows (spaces ignored). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card expiring MM/YY is good through the last day of that month. `today` is 'YYYY-MM-DD'. */
export function isExpired(expiry: string, today: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const expiryMonth = (2000 + Number(match[2])) * 12 + Number(match[1]);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiryMonth < year * 12 + month;
}

export interface PaymentProblem {
  path: PaymentField;
  message: string;
}

/** What the rules look at: a parsed payment, or the modal's values as far as they are typed. */
export interface PaymentCheckInput {
  policyPaymentType: PaymentType;
  paidamount?: number;
  bankroutingnumber?: string;
  cardnumber?: string;
  expiredate?: string;
}

/**
 * The rules a payment must pass beyond the shape of its fields (the contract's job): routing
 * numbers pass the ABA checksum, a card number the Luhn check and an expiry not in the past, and
 * the amount is at most the balance (none at all when nothing is due: nothingDueReason says why).
 * A field not yet in its shape is left to the contract. The same list drives the modal and the
 * server's 400.
 */
export function paymentProblems(payment: PaymentCheckInput, context: { balance: number; today: string }): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  const { policyPaymentType: type, paidamount, bankroutingnumber, cardnumber, expiredate } = payment;
  if (paidamount !== undefined && exceedsBalance(paidamount, context.balance)) {
    const nothingDue = nothingDueReason(context.balance);
    problems.push({ path: 'paidamount', message: nothingDue ? `nothing is due; ${nothingDue}` : `must not exceed the balance of ${formatUsdCents(context.balance)}` });
  }
  const usesRouting = type === 'ACH' || type === 'Premium Finance';
  if (usesRouting && bankroutingnumber && /^\d{9}$/.test(bankroutingnumber) && !isValidRoutingNumber(bankroutingnumber)) {
    problems.push({ path: 'bankroutingnumber', message: 'is not a valid routing number' });
  }
  if (type === 'CREDIT CARD') {
    const digits = cardnumber?.replace(/ /g, '') ?? '';
    if (/^\d{13,16}$/.test(digits) && !passesLuhn(digits)) problems.push({ path: 'cardnumber', message: 'is not a valid card number' });
    if (expiredate && /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiredate) && isExpired(expiredate, context.today)) {
      problems.push({ path: 'expiredate', message: 'has passed' });
    }
  }
  return problems;
}

// ---- Masking: what answers and screens show of card and account numbers.

/** The last 4 characters (digits of a card or account number; spaces ignored). */
export function lastFour(value: string): string {
  return value.replace(/\s/g, '').slice(-4);
}

/**
 * All but the last 4 characters as asterisks, grouped in fours from the end so the last 4 stand
 * alone: '4111111111111111' -> '**** **** **** 1111', '123456789' -> '* **** 6789'.
 */
export function maskAllButLastFour(value: string): string {
  const compact = value.replace(/\s/g, '');
  if (compact.length <= 4) return compact;
  const masked = '*'.repeat(compact.length - 4) + compact.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}

/** A stored last-4 shown as a masked number: '1111' -> '**** 1111'; blank stays blank. */
export function maskedLastFour(last4: string | null | undefined): string {
  return last4 ? `**** ${last4}` : '';
}

/**
 * The card on file of a record as the screens show a card, its last 4 digits ('**** 1111'), from
 * the stored value whether masked already (a payment stores '**** 1111') or whole; blank stays blank.
 */
export function cardOnFile(stored: string | null | undefined): string {
  return maskedLastFour((stored ?? '').replace(/\D/g, '').slice(-4));
}

/** A payment's receipt number, as its receipt PDF and the instalment plan name it: R-<policy number>-<payment id>. */
export function paymentReceiptNumber(policyNumber: string, paymentId: number): string {
  return `R-${policyNumber}-${paymentId}`;
}
