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

/** An ISO date-time without a zone ('2026-11-27T14:07:00'): the product's clock reads it in UTC. */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A timestamp as an instant, or null for a missing or unreadable one; zone-less text is UTC. */
export function timestampOf(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && ZONELESS_DATE_TIME.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A timestamp as every screen and export shows it: 'MM/DD/YYYY, hh:mm AM' in UTC, the product's
 * one clock, the same text as the server's list filters (list_timestamp_text) read, so filtering
 * by what a list shows finds the row. Built from the UTC fields, not Intl, whose text varies by
 * engine (a narrow no-break space before AM) and whose zone would be the viewer's.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = timestampOf(value);
  if (!date) return '';
  const hour = date.getUTCHours();
  const day = `${twoDigits(date.getUTCMonth() + 1)}/${twoDigits(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return `${day}, ${twoDigits(hour % 12 === 0 ? 12 : hour % 12)}:${twoDigits(date.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
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
