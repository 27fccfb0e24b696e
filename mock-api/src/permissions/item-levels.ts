import { PERMISSION_LEVELS, type PermissionLevel } from '@kyubos/contracts';
import { LEVEL_RANK } from '@kyubos/domain';
import { CALL_RULES, type CallRule } from './call-rules';

/**
 * The levels that change what a holder of a menu item may do: up to the highest level any call
 * asks of that item (a Reference Data item only ever opens reads, since only the platform admin
 * writes reference data). An item no call names still opens its screen: Read.
 */
export function meaningfulLevels(url: string, rules: Readonly<Record<string, CallRule>> = CALL_RULES): PermissionLevel[] {
  let highest = LEVEL_RANK.read;
  for (const rule of Object.values(rules)) {
    if (rule.access === 'menu' && rule.items.includes(url)) highest = Math.max(highest, LEVEL_RANK[rule.level]);
  }
  return PERMISSION_LEVELS.filter((level) => LEVEL_RANK[level] <= highest);
}
