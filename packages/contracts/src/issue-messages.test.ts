import { z } from 'zod';
import { plainIssueMessage } from './issue-messages';

/** The reasons of a parse with the plain messages, as the API's validate() parses. */
const reasons = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: plainIssueMessage });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`);
};

describe('plainIssueMessage', () => {
  it('says which type a field takes instead of zod\'s "Invalid input: expected string, received object"', () => {
    const body = z.object({ name: z.string(), count: z.number(), whole: z.int(), flag: z.boolean(), list: z.array(z.string()), item: z.object({}) });
    expect(reasons(body, { name: {}, count: 'x', whole: 1.5, flag: 'yes', list: 'a', item: [] })).toEqual([
      'name: must be text',
      'count: must be a number',
      'whole: must be a whole number',
      'flag: must be true or false',
      'list: must be a list',
      'item: must be an object',
    ]);
    expect(reasons(body, [])).toEqual(['(value): must be an object']);
  });

  it('says "is required" for a field left out, and names NaN as no number', () => {
    expect(reasons(z.object({ name: z.string() }), {})).toEqual(['name: is required']);
    expect(reasons(z.number(), Number.NaN)).toEqual(['(value): must be a number']);
  });

  it('names the bounds of text, numbers and lists', () => {
    expect(reasons(z.string().max(5), 'abcdef')).toEqual(['(value): must be at most 5 characters']);
    expect(reasons(z.string().min(1), '')).toEqual(['(value): is required']);
    expect(reasons(z.string().min(3), 'ab')).toEqual(['(value): must be at least 3 characters']);
    expect(reasons(z.number().max(10), 11)).toEqual(['(value): must be at most 10']);
    expect(reasons(z.number().min(1), 0)).toEqual(['(value): must be 1 or more']);
    expect(reasons(z.array(z.number()).max(1), [1, 2])).toEqual(['(value): must have at most 1 items']);
  });

  it('lists the values an enum takes', () => {
    expect(reasons(z.enum(['asc', 'desc']), 'up')).toEqual(["(value): must be one of 'asc', 'desc'"]);
    expect(reasons(z.literal('x'), 'y')).toEqual(["(value): must be 'x'"]);
  });

  it('says what a union of types takes when the value is none of them, never the bare "Invalid input"', () => {
    expect(reasons(z.union([z.literal(''), z.email()]), 5)).toEqual(['(value): must be text']);
    expect(reasons(z.union([z.string(), z.number()]), true)).toEqual(['(value): must be text or a number']);
    expect(reasons(z.union([z.string(), z.number()]).optional(), null)).toEqual(['(value): must be text or a number']);
  });

  it('leaves a schema\'s own message alone', () => {
    expect(reasons(z.string({ error: 'must be a code' }), 5)).toEqual(['(value): must be a code']);
    expect(reasons(z.number().max(10, 'is too high'), 11)).toEqual(['(value): is too high']);
  });
});
