import type { PermissionLevel } from '@kyubos/contracts';
import { offeredLevels } from '@kyubos/domain';
import { CALL_RULES, type CallRule } from './call-rules';

/** The levels a menu item offers (see offeredLevels): from the levels the declared calls ask of it. */
export function meaningfulLevels(url: string, rules: Readonly<Record<string, CallRule>> = CALL_RULES): PermissionLevel[] {
  return offeredLevels(Object.values(rules).flatMap((rule) => (rule.access === 'menu' && rule.items.includes(url) ? [rule.level] : [])));
}
