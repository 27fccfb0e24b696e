/** Period input: digits only, at most 6, shown as MM/YYYY (slash after the first two digits). */
export function periodDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/** The bordereaux period ('MMYYYY') of a month or a date in it ('YYYY-MM' or 'YYYY-MM-DD'). */
export const periodOfMonth = (month: string): string => `${month.slice(5, 7)}${month.slice(0, 4)}`;

export function formatPeriod(text: string): string {
  const digits = periodDigits(text);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
