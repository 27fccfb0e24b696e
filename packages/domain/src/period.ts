/** Period input: digits only, at most 6, shown as MM/YYYY (slash after the first two digits). */
export function periodDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

export function formatPeriod(text: string): string {
  const digits = periodDigits(text);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
