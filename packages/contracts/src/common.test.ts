import type { z } from 'zod';
import { isoDateSchema, pageNumber, pageSizeNumber } from './common';
import { viewAuditRequest } from './audit';
import { optionalNewPassword } from './auth';
import { optionalEmail } from './form-values';
import { renewalWorklistRequest } from './policy-transactions';
import { recordSearchRequest } from './quotations';

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

  it('refuses a year typed in two or three digits (a date input reads 27 as 0027), naming the year', () => {
    expect(problems(isoDateSchema, '0027-01-01')).toEqual(['(value): has the year 0027: type the year in four digits']);
    expect(problems(isoDateSchema, '0202-02-03')).toEqual(['(value): has the year 0202: type the year in four digits']);
    expect(isoDateSchema.parse('1000-01-01')).toBe('1000-01-01');
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

describe('pageNumber and pageSizeNumber', () => {
  it('take whole numbers and digit strings', () => {
    expect(pageNumber.parse(3)).toBe(3);
    expect(pageNumber.parse(' 2 ')).toBe(2);
    expect(pageSizeNumber.parse('50')).toBe(50);
  });

  it('refuse a boolean, a one-element list, an object and text that is no number as "must be a whole number"', () => {
    for (const value of [true, false, [2], ['2'], {}, 'abc', '1.5', 1.5, Number.NaN, null]) {
      expect(problems(pageNumber, value)).toEqual(['(value): must be a whole number']);
      expect(problems(pageSizeNumber, value)).toEqual(['(value): must be a whole number']);
    }
  });

  it('keep their bounds', () => {
    expect(problems(pageNumber, 0)).toEqual(['(value): must be 1 or more']);
    expect(problems(pageNumber, '-1')).toEqual(['(value): must be 1 or more']);
    expect(problems(pageNumber, 1_000_001)).toEqual(['(value): is too large']);
    expect(problems(pageSizeNumber, 201)).toEqual(['(value): must be at most 200']);
  });
});

describe('the list and search bodies', () => {
  it('refuse days sent as true or [30] on the renewal worklist, and take "30"', () => {
    expect(problems(renewalWorklistRequest, { days: true })).toEqual(['days: must be a whole number of days']);
    expect(problems(renewalWorklistRequest, { days: [30] })).toEqual(['days: must be a whole number of days']);
    expect(renewalWorklistRequest.parse({ days: '30' })).toEqual({ days: 30 });
  });

  it('tell a search text of another type "must be text", and a missing or null one "is required"', () => {
    // The first reason is the answer's message (zod also measures an empty list against the minimum length).
    for (const q of [12345, true, [], {}]) expect(problems(recordSearchRequest, { q })[0]).toBe('q: must be text');
    expect(problems(recordSearchRequest, {})).toEqual(['q: is required']);
    expect(problems(recordSearchRequest, { q: null })).toEqual(['q: is required']);
  });
});

describe('optionalEmail and optionalNewPassword', () => {
  it('tell a value of another type "must be text"', () => {
    for (const value of [5, true, ['a@b.example'], {}]) {
      expect(problems(optionalEmail, value)).toEqual(['(value): must be text']);
      expect(problems(optionalNewPassword, value)).toEqual(['(value): must be text']);
    }
  });

  it('read blank as none and name what is wrong with text', () => {
    expect(optionalEmail.parse('')).toBeNull();
    expect(optionalEmail.parse(undefined)).toBeNull();
    expect(optionalEmail.parse('ana@example.com')).toBe('ana@example.com');
    expect(problems(optionalEmail, 'not-an-address')).toEqual(['(value): must be an email address']);
    expect(optionalNewPassword.parse('')).toBeNull();
    expect(optionalNewPassword.parse(null)).toBeNull();
    expect(optionalNewPassword.parse('Long-enough-9')).toBe('Long-enough-9');
    expect(problems(optionalNewPassword, 'short')).toEqual([expect.stringMatching(/^\(value\): must be at least 10 characters/)]);
    // Ten spaces look blank on the form but are not: refused naming the rule, as is a space at either end.
    for (const value of ['          ', ' Long-enough-9', 'Long-enough-9 ']) {
      expect(problems(optionalNewPassword, value)).toEqual(['(value): must not begin or end with a space']);
    }
    expect(optionalNewPassword.parse('Long enough 9')).toBe('Long enough 9');
  });
});
