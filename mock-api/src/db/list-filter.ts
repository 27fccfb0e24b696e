import { amountFilterText } from '@kyubos/domain';

/** A header filter's text as an ILIKE pattern: contained anywhere, its own % and _ taken as they are. */
export const containsPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * An amount column's header filter as an ILIKE pattern on the amount's stored text (the number
 * with its cents, '1300.00'), the text read as the screen shows money (amountFilterText): '$300.00'
 * from the amount's start, '300.00' or '316,280,575' anywhere in it. Null when the text is not an
 * amount: it matches no row.
 */
export function amountPattern(text: string): string | null {
  const amount = amountFilterText(text);
  return amount && `${amount.fromStart ? '' : '%'}${amount.number}%`;
}

/** A column's filter pattern: an amount's (amountPattern) or any text's (containsPattern). */
export const filterPattern = (text: string, isAmount: boolean): string | null => (isAmount ? amountPattern(text) : containsPattern(text));
