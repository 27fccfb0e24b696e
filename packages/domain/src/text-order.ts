/** The one order of text in lists: locale-aware, case- and accent-insensitive, numbers by value ('Item 2' before 'Item 10'). */
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

export const compareText = (a: string | null | undefined, b: string | null | undefined): number => collator.compare(a ?? '', b ?? '');

/** A copy of the rows in text order of one field; rows that compare equal keep their order (the sort is stable). */
export function sortByText<T>(rows: readonly T[], text: (row: T) => string | null | undefined): T[] {
  return [...rows].sort((a, b) => compareText(text(a), text(b)));
}

/**
 * A name's key for an order the database keeps on an index (its collation orders by code point):
 * decomposed, its accents dropped, lower-cased, so 'Çelik' keys as 'celik', between 'Celi' and
 * 'Cem'. The database's text_order_key (migration 422) is written the same way; names order by it
 * as compareText orders them, but for digits, which it compares one by one.
 */
export const textOrderKey = (text: string | null | undefined): string =>
  (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The punctuation a name may be written with but is seldom typed with: ASCII punctuation and
 * symbols, the typographic apostrophes, quotes and dashes. Written with \u escapes only, so the
 * database's name_search_key (migration 428) uses the same class.
 */
const NAME_PUNCTUATION = /[\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u02bc\u2010-\u2015\u2018-\u201f]/g;

/**
 * A name as a search matches it, and the typed text the same way: its textOrderKey without
 * punctuation, so "oconnor" finds O'Connor and "st john" St. John. The database's
 * name_search_key (migration 428) is written the same way. Not an order: names sort by
 * textOrderKey, punctuation and all, as compareText sorts them.
 */
export const nameSearchKey = (text: string | null | undefined): string => textOrderKey(text).replace(NAME_PUNCTUATION, '');
