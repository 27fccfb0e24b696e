import type { PermissionLevel } from '@kyubos/contracts';
import { PERMISSION_LEVELS } from '@kyubos/contracts/constants';

/** Levels in order: Read and Write includes Read; Admin includes both. */
export const LEVEL_RANK: Record<PermissionLevel, number> = { read: 1, read_and_write: 2, admin: 3 };

export const LEVEL_LABEL: Record<PermissionLevel, string> = { read: 'Read', read_and_write: 'Read and Write', admin: 'Admin' };

/** Whether holding `held` allows what `required` asks: reads need Read, create/update Read and Write, delete Admin. */
export function levelAllows(held: PermissionLevel | null | undefined, required: PermissionLevel): boolean {
  return held ? LEVEL_RANK[held] >= LEVEL_RANK[required] : false;
}

/**
 * The levels a permission item offers, given the levels the calls behind it ask for: up to the
 * highest of them, since a level above grants nothing more (Reference Data items only ever open
 * reads: only the platform admin writes reference data). An item no call asks a level of still
 * opens its screen: Read.
 */
export function offeredLevels(askedLevels: Iterable<PermissionLevel>): PermissionLevel[] {
  let highest = LEVEL_RANK.read;
  for (const level of askedLevels) highest = Math.max(highest, LEVEL_RANK[level]);
  return PERMISSION_LEVELS.filter((level) => LEVEL_RANK[level] <= highest);
}

/** Whether an item offering `offered` may be given at `level` (the permissions screen and the server both ask). */
export const offersLevel = (offered: readonly PermissionLevel[], level: PermissionLevel): boolean => offered.includes(level);

/** How a menu item is named in a permission set: '{category}' or '{category} / {submenu}'. */
export function menuItemLabel(category: string, submenu?: string | null): string {
  return submenu ? `${category} / ${submenu}` : category;
}
