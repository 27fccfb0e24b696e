import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_MAX_DIGITS } from './constants';

export { PHONE_MAX_DIGITS } from './constants';

/** A country's calling code alone is what the phone field holds before anything is typed. */
const CALLING_CODES = new Set(getCountries().map((country) => String(getCountryCallingCode(country))));

/** Digits, country code first ('12125550123'): blank, or only a calling code, means no number. */
export const isBlankPhone = (digits: string): boolean => digits === '' || CALLING_CODES.has(digits);

/**
 * What is wrong with a phone number given as digits with its country code first, or null when it
 * is blank or a valid number of that country (checked with libphonenumber's metadata).
 */
export function phoneProblem(digits: string): string | null {
  if (!/^\d*$/.test(digits)) return 'must contain digits only';
  if (digits.length > PHONE_MAX_DIGITS) return `must be at most ${PHONE_MAX_DIGITS} digits`;
  if (isBlankPhone(digits)) return null;
  return parsePhoneNumberFromString(`+${digits}`)?.isValid() ? null : 'is not a valid phone number for its country';
}

/**
 * The number as stored: the E.164 digits libphonenumber reads from a valid number, so a country
 * code or trunk prefix typed twice ('113035550177', the field's '+1' then a pasted '+1 303…')
 * is stored as the number it was validated as ('13035550177'). Null when blank or not valid.
 */
export function normalisedPhone(digits: string): string | null {
  if (phoneProblem(digits) !== null || isBlankPhone(digits)) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}
