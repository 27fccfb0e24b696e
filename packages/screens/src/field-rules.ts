import type { z } from 'zod';

/** What the input of one field says about its rules, read from the contract's schema. */
export interface FieldRules {
  /** The schema refuses the field blank. */
  required: boolean;
  maxLength?: number;
  /** 'date': a calendar day ('YYYY-MM-DD' on the wire), typed in the browser's date input. */
  type?: 'email' | 'url' | 'date';
  inputMode?: 'numeric' | 'decimal';
}

/** The parts of a zod 4 definition this module reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string; pattern?: RegExp } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/**
 * The schema a form value is checked against at last: wrappers (optional, nullable, default,
 * transforms, preprocessing) are looked through; of a union, the member that is not a literal.
 */
function innermost(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? innermost(def.innerType) : schema;
    case 'pipe':
      // z.preprocess and .transform are pipes; the checks live on the side that is a schema.
      if (def.in && defOf(def.in).type !== 'transform') return innermost(def.in);
      return def.out ? innermost(def.out) : schema;
    case 'union': {
      const member = def.options?.find((option) => defOf(option).type !== 'literal');
      return member ? innermost(member) : schema;
    }
    default:
      return schema;
  }
}

/** The wire form of a calendar day, as the contracts check it (isoDateSchema). */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/.source;

/** A string schema checked against 'YYYY-MM-DD' (a calendar day, as z.iso.date() is). */
const isCalendarDay = (def: Def) =>
  (def.checks ?? []).some(({ _zod: { def: check } }) => check.check === 'string_format' && check.pattern?.source === CALENDAR_DAY);

/** The input rules of one field of an object schema: required, max length and format. */
export function fieldRules(schema: z.ZodType): FieldRules {
  // A field is required when its schema refuses it blank, however the schema says so.
  const required = !schema.safeParse('').success && !schema.safeParse(undefined).success;
  const inner = innermost(schema);
  const def = defOf(inner);
  const rules: FieldRules = { required };
  if (def.type === 'string') {
    const text = inner as z.ZodString;
    if (text.maxLength !== null) rules.maxLength = text.maxLength;
    if (text.format === 'email') rules.type = 'email';
    if (text.format === 'url') rules.type = 'url';
    if (text.format === 'date' || isCalendarDay(def)) rules.type = 'date';
  } else if (def.type === 'number') {
    rules.inputMode = (inner as z.ZodNumber).format === 'safeint' ? 'numeric' : 'decimal';
  }
  return rules;
}
