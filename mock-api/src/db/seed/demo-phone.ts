import { phoneProblem } from '@kyubos/contracts';

/** Real US area codes for seeded numbers whose zip prefix is not one. */
const FALLBACK_AREA_CODES = ['212', '303', '312', '415', '512', '617', '713', '202'] as const;

/**
 * A fictional (555) US number for demo data, stored as the phone field stores it ('1' + ten
 * digits). The zip's first three digits become the area code when that is a real one, so every
 * seeded number passes the same check the forms and the API apply.
 */
export function demoPhone(zip: string, line: number): string {
  const suffix = `555${String(line).padStart(4, '0')}`;
  const local = `1${zip.slice(0, 3)}${suffix}`;
  if (phoneProblem(local) === null) return local;
  return `1${FALLBACK_AREA_CODES[line % FALLBACK_AREA_CODES.length]}${suffix}`;
}
