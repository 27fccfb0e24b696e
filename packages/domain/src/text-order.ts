/** The one order of text in lists: locale-aware, case- and accent-insensitive, numbers by value ('Item 2' before 'Item 10'). */
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

export const compareText = (a: string | null | undefined, b: string | null | undefined): number => collator.compare(a ?? '', b ?? '');

/** A copy of the rows in text order of one field; rows that compare equal keep their order (the sort is stable). */
export function sortByText<T>(rows: readonly T[], text: (row: T) => string | null | undefined): T[] {
  return [...rows].sort((a, b) => compareText(text(a), text(b)));
}
