/**
 * Names as the screens write them, without the rules around them: the side bar and the lists of
 * the first screen import them as `@kyubos/domain/labels` (see package.json's exports).
 */

import type { BdxKind } from '@kyubos/contracts/constants';

/** A bordereau's kind as the upload form and the lists write it. */
export const BDX_KIND_LABEL: Record<BdxKind, string> = { premium: 'Premium', claims: 'Claims' };

/** A bordereau file's Kind as its lists show it (and filter and sort by): a file without one is a premium file. */
export const bdxFileKindLabel = (file: { kind?: BdxKind | null }): string => BDX_KIND_LABEL[file.kind ?? 'premium'];

/**
 * A line of business (`IntakeCategory`) as every screen writes it (spec 1 §2.3, the side bar):
 * the name and, when there is one, '-' and the sub-LOB ('GENERAL LIABILITY-Contractors').
 */
export function intakeCategoryLabel({ category_name, sublob }: { category_name: string; sublob?: string | null }): string {
  return sublob ? `${category_name}-${sublob}` : category_name;
}
