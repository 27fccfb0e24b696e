import { z } from 'zod';
import { moneyAmount, moneyInput, optionalMoneyAmount } from './money';

const problem = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ amount: schema }).safeParse(value === undefined ? {} : { amount: value });
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};

describe('money as the calls read it', () => {
  it('reads an amount as typed: a currency sign, thousands separators and spaces dropped', () => {
    expect(moneyInput('$1,234.57')).toBe(1234.57);
    expect(moneyInput(' 1500 ')).toBe(1500);
    expect(moneyInput('-80')).toBe(-80);
    expect(moneyInput('.5')).toBe(0.5);
    expect(moneyInput(83.37)).toBe(83.37);
  });

  it('leaves text that is no plain decimal as text: an exponent, hexadecimal, Infinity', () => {
    for (const text of ['1e2', '1E2', '2.5e1', '0x64', 'Infinity', '1.2.3', 'lots']) expect(moneyInput(text)).toBe(text);
  });

  it("refuses '1e2' naming the field, as a number it would have been $100.00", () => {
    expect(problem(moneyAmount({ positive: true }), '1e2')).toBe('amount: must be a number');
    expect(problem(moneyAmount(), '1e2')).toBe('amount: must be a number');
    expect(problem(optionalMoneyAmount(), '1e2')).toBe('amount: must be a number');
    expect(moneyAmount({ positive: true }).parse('100')).toBe(100);
  });

  it('takes whole cents only, within its bounds', () => {
    expect(problem(moneyAmount(), '83.375')).toBe('amount: must have at most 2 decimals');
    expect(problem(moneyAmount({ positive: true }), '0')).toBe('amount: must be more than 0');
    expect(problem(moneyAmount(), '-0.01')).toBe('amount: must not be negative');
    expect(problem(moneyAmount({ max: 9_999_999_999 }), '10,000,000,000')).toBe('amount: is too large');
    expect(problem(moneyAmount(), undefined)).toBe('amount: is required');
    expect(moneyAmount().parse('1,000.01')).toBe(1000.01);
    expect(optionalMoneyAmount().parse('')).toBeNull();
  });
});
