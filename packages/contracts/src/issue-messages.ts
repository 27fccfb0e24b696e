import type { z } from 'zod';

/** A type zod expected, as a field's reason says it: 'must be text', 'must be a list'. */
const KIND_OF: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
};
const kindOf = (expected: string) => KIND_OF[expected] ?? expected;

const listed = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');

/**
 * The kinds of value the options of a union take, when every option refused the value for its
 * type alone ('' | an email address, sent 5: ['text']); null when an option looked further.
 */
function unionKinds(options: readonly (readonly z.core.$ZodIssue[])[]): string[] | null {
  const kinds = new Set<string>();
  for (const issue of options.flat()) {
    if (issue.path.length > 0) return null;
    if (issue.code === 'invalid_type') {
      if (issue.expected !== 'null' && issue.expected !== 'undefined') kinds.add(kindOf(issue.expected));
    } else if (issue.code === 'invalid_value') {
      for (const value of issue.values) kinds.add(typeof value === 'string' ? 'text' : typeof value === 'number' ? 'a number' : String(value));
    } else return null;
  }
  return kinds.size > 0 ? [...kinds] : null;
}

/**
 * The reason an answer gives for a field at fault when its schema names none itself, in the
 * words of the schemas that do ('is required', 'must be text', 'must be at most 200 characters'),
 * never zod's own 'Invalid input: expected number, received NaN'. Passed to every parse of a
 * request body; a schema's own message always wins over it.
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${kindOf(issue.expected)}`;
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${maximum} items`;
      return issue.inclusive === false ? `must be less than ${maximum}` : `must be at most ${maximum}`;
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') return minimum === '1' ? 'is required' : `must be at least ${minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${minimum} ${minimum === '1' ? 'item' : 'items'}`;
      return issue.inclusive === false ? `must be more than ${minimum}` : `must be ${minimum} or more`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${listed(issue.values)}` : `must be one of ${listed(issue.values)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an email address';
      if (issue.format === 'date') return 'must be a date (YYYY-MM-DD)';
      return issue.format === 'regex' ? 'is not in the expected format' : `must be a valid ${issue.format}`;
    case 'invalid_union': {
      const kinds = unionKinds(issue.errors);
      return kinds ? `must be ${kinds.join(' or ')}` : 'is not one of the accepted values';
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has fields this call does not take: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'has a field this call does not take';
    case 'invalid_element':
      return 'holds a value this call does not take';
    default:
      return 'is not valid';
  }
}
