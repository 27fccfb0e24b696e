import { z } from 'zod';
import { isoDateSchema } from './common';
import { viewAuditRequest } from './audit';

const problems = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`);
};

describe('isoDateSchema', () => {
  it('takes a day of the calendar, a leap day included', () => {
    expect(isoDateSchema.parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDateSchema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses a day that does not exist as "must be a real date"', () => {
    expect(problems(isoDateSchema, '2026-02-30')).toEqual(['(value): must be a real date']);
    expect(problems(isoDateSchema, '2026-13-45')).toEqual(['(value): must be a real date']);
    expect(problems(isoDateSchema, '2027-02-29')).toEqual(['(value): must be a real date']);
  });

  it('refuses another spelling or another type as "must be a date (YYYY-MM-DD)", and nothing sent as "is required"', () => {
    expect(problems(isoDateSchema, '13/45/2026')).toEqual(['(value): must be a date (YYYY-MM-DD)']);
    expect(problems(isoDateSchema, 20260101)).toEqual(['(value): must be a date (YYYY-MM-DD)']);
    expect(problems(isoDateSchema, undefined)).toEqual(['(value): is required']);
  });
});

describe('viewAuditRequest', () => {
  it('names the field of a day that does not exist, not the order of the range', () => {
    expect(problems(viewAuditRequest, { from: '2026-02-30', to: '2026-01-15' })).toEqual(['from: must be a real date']);
    expect(problems(viewAuditRequest, { from: '2026-01-01', to: '2026-02-30' })).toEqual(['to: must be a real date']);
  });

  it('still refuses two real days out of order', () => {
    expect(problems(viewAuditRequest, { from: '2026-03-01', to: '2026-01-15' })).toEqual(['from: must be on or before to']);
  });

  it('refuses a client id no record can have', () => {
    expect(problems(viewAuditRequest, { client_id: 2_147_483_648 })).toEqual(['client_id: is too large']);
  });
});
