/** 'Q' on quotations (and the binders and policies they become), 'P' on an issued policy. */
export type RecordNumberKind = 'Q' | 'P';

/**
 * A readable record number: the client's short name in three capitals, the kind, the year and a
 * per-client sequence ('SUM-Q-2026-000123', 'SUM-P-2026-000007').
 */
export function recordNumber(shortName: string, kind: RecordNumberKind, year: number, sequence: number): string {
  const prefix = shortName.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
  return `${prefix}-${kind}-${year}-${String(sequence).padStart(6, '0')}`;
}
