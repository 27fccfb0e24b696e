import { z } from 'zod';

/** A plain decimal, once a currency sign, thousands separators and spaces are dropped: '1234.57', '-80', '.5'. */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A money amount as the calls read it: a number, or its text as typed ('$1,234.57', '1500', '83.37').
 * Text that is no plain decimal stays text, so the field is refused 'must be a number': an exponent
 * ('1e2' would be $100.00), hexadecimal ('0x64') or 'Infinity' is no amount a user types.
 */
export const moneyInput = (value: unknown): unknown => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const plain = value.replace(/[$,\s]/g, '');
  return DECIMAL_TEXT.test(plain) ? Number(plain) : value;
};

/** Whole cents: at most two decimals (within a float's error). */
const inCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/**
 * The one money schema of every body that carries an amount (moneyInput): a finite number of
 * whole cents, not negative (or, `positive`, more than 0) and at most `max`. A missing value
 * 'is required'; anything else not a number 'must be a number'.
 */
export function moneyAmount({ positive = false, max = 999_999_999_999 }: { positive?: boolean; max?: number } = {}) {
  const number = z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') }).finite('must be a number');
  const bounded = (positive ? number.positive('must be more than 0') : number.min(0, 'must not be negative')).max(max, 'is too large');
  return z.preprocess(moneyInput, bounded.refine(inCents, 'must have at most 2 decimals'));
}

/** An optional money amount (moneyAmount): blank, null or missing is none (null). */
export const optionalMoneyAmount = (rule: { max?: number } = {}) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), moneyAmount(rule).nullable());
