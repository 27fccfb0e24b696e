/** Display formats of the product: US dollars and US dates, one definition each. */

/**
 * A formatter made on its first use: making an `Intl` formatter loads locale data (several ms
 * per page), which a module loaded on the first screen should not spend before it paints.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usdWhole = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const usdCents = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** An amount as given (1250, '1250.5', '$1,250.50'); null for a missing or non-numeric one. */
function amountOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : String(value).replace(/[^0-9.-]/g, '');
  const amount = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Money as the product shows it everywhere, always with its cents: '$1,250.00', '$1,250.50',
 * '-$211.47', so a whole amount reads as the same kind of figure as the others beside it. Empty
 * for a non-number.
 */
export function formatUsd(value: number | string | null | undefined): string {
  const amount = amountOf(value);
  return amount === null ? '' : usdCents().format(amount);
}

/** The same as formatUsd (every amount has its cents), by the name bordereau cells and documents use. */
export const formatUsdCents = formatUsd;

/**
 * A coverage limit as policies print it, not an amount paid or owed: whole dollars ('$1,000,000'),
 * cents only when it has some. Empty for a non-number.
 */
export function formatCoverageLimit(value: number | string | null | undefined): string {
  const amount = amountOf(value);
  if (amount === null) return '';
  return Number.isInteger(amount) ? usdWhole().format(amount) : usdCents().format(amount);
}

/** Strips a leading currency symbol and separators, leaving digits and the dot ('$1,250.50' -> '1250.50'). */
export function stripCurrency(text: string): string {
  return text.replace(/[^0-9.]/g, '');
}

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);

/** List date-time: 'MM/DD/YYYY, hh:mm AM/PM' in the viewer's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime().format(date);
}

/** 'YYYY-MM-DD' (optionally followed by a time) shown as 'MM-DD-YYYY'; anything else unchanged. */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : value;
}

/**
 * A changed value as a change log shows it: an ISO date 'YYYY-MM-DD' as 'MM-DD-YYYY', an ISO
 * date-time as a list date-time; any other text unchanged (a number or name never looks like either).
 */
export function formatChangedValue(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDate(value);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/.test(value)) return formatDateTime(value) || value;
  return value;
}

/** The first 10 characters of a stored date (the company edit form shows dates this way). */
export function dateOnly(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}


/** A loss ratio as shown: 65.23%; '—' when there is none. */
export const formatLossRatio = (ratio: number | null): string => (ratio === null ? '—' : `${(ratio * 100).toFixed(2)}%`);

/** A count with its noun, singular for exactly one: '1 policy', '2 policies', '0 transactions'. */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/**
 * The insured's mailing address on one line, as documents and record views print it: street
 * address, city, then state and ZIP ('1 Main St, Denver, CO 80202'). A state or ZIP alone is no
 * address (a carrier's row gives the risk state, 'ID', without one): '' then, so 'Address' never
 * reads as a bare code.
 */
export function insuredAddressLine(insured: { address?: string | null; city?: string | null; state?: string | null; zipcode?: string | null }): string {
  const part = (value: string | null | undefined) => (value ?? '').trim();
  const [street, city] = [part(insured.address), part(insured.city)];
  if (!street && !city) return '';
  return [street, city, [part(insured.state), part(insured.zipcode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
