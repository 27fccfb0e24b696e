import type { PermissionLevel } from '@kyubos/contracts';

/** Levels in order: Read and Write includes Read; Admin includes both. */
export const LEVEL_RANK: Record<PermissionLevel, number> = { read: 1, read_and_write: 2, admin: 3 };

export const LEVEL_LABEL: Record<PermissionLevel, string> = { read: 'Read', read_and_write: 'Read and Write', admin: 'Admin' };

/** Whether holding `held` allows what `required` asks: reads need Read, create/update Read and Write, delete Admin. */
export function levelAllows(held: PermissionLevel | null | undefined, required: PermissionLevel): boolean {
  return held ? LEVEL_RANK[held] >= LEVEL_RANK[required] : false;
}

/** How a menu item is named in a permission set: '{category}' or '{category} / {submenu}'. */
export function menuItemLabel(category: string, submenu?: string | null): string {
  return submenu ? `${category} / ${submenu}` : category;
}
