import type { PolicyDetails } from '@kyubos/contracts';

/** Attribute types whose values are private (an SSN, a FEIN): answered masked except to the edit form. */
export const SECURE_ATTRIBUTE_TYPES = ['secure', 'PI secure'] as const;

/**
 * A private value shown by its last 4 characters: every other letter or digit becomes '*',
 * separators stay ('418-52-9630' → '***-**-9630'). Four characters or fewer are masked whole.
 */
export function maskSecret(value: string): string {
  const kept = value.replace(/[^0-9A-Za-z]/g, '');
  let hide = kept.length > 4 ? kept.length - 4 : kept.length;
  return value.replace(/[0-9A-Za-z]/g, (ch) => (hide-- > 0 ? '*' : ch));
}

/** The details with every value of the given attributes (by id) masked; the others as they are. */
export function maskPolicyDetails(details: PolicyDetails, secureIds: ReadonlySet<string>): PolicyDetails {
  if (secureIds.size === 0) return details;
  const masked: PolicyDetails = {};
  for (const [id, byName] of Object.entries(details ?? {})) {
    if (!secureIds.has(id)) {
      masked[id] = byName;
      continue;
    }
    masked[id] = Object.fromEntries(
      Object.entries(byName).map(([name, rows]) => [name, Object.fromEntries(Object.entries(rows).map(([row, value]) => [row, maskSecret(String(value))]))]),
    );
  }
  return masked;
}
