/**
 * What a list's header filter or the header search looks for when the user types a figure as the
 * product shows it: an amount as '$1,250.00', a phone as '(301) 555-0001'. The lists keep amounts
 * as plain numbers ('1250.00') and phones as digits, so the typed text is read the same way once,
 * here, for every list.
 */

/**
 * An amount filter's text as the stored number's text: '$316,280,575.00' -> '316280575.00', '998'
 * stays '998'. `fromStart` when it names the amount from its start (typed with its '$'): '$300.00'
 * finds $300.00 but not $1,300.00, as the screen's '$1,300.00' does not contain '$300.00'; without
 * the '$' the figure may be anywhere in the amount, as other filters' text is. Null when the text
 * is not written as an amount (it then matches no amount).
 */
export function amountFilterText(text: string): { number: string; fromStart: boolean } | null {
  const match = /^(-?)\s*(\$?)\s*([\d,]*\.?\d*)$/.exec(text.trim());
  if (!match) return null;
  const [, minus, dollar, figure] = match;
  const number = `${minus}${figure!.replace(/,/g, '')}`;
  if (!/\d/.test(number)) return null;
  return { number, fromStart: dollar === '$' || minus === '-' };
}

/**
 * The digits of a search text written as a phone ('(301) 555-0001', '301-555-0001',
 * '+1 301 555 0001'), as stored phones hold them; a North American number with its country code
 * is looked for without it, so it finds the ten digits a carrier's file stored as well as the
 * eleven a form stored. Null when the text is not a phone (letters, or fewer than `minDigits`
 * digits: 4 for a search box, where a short number may be part of anything else; 1 for a Phone
 * column's filter, where '(312' is the start of a phone as shown).
 */
export function phoneSearchDigits(text: string, minDigits = 4): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < minDigits) return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
