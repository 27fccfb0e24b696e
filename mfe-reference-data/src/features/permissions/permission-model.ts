import {
  PERMISSION_LEVELS,
  type ClientEmployeePermission,
  type CreateClientPermissionRequest,
  type MenuCategory,
  type MenuCategoryListResponse,
  type PermissionLevel,
} from '@kyubos/contracts';
import { LEVEL_RANK, menuItemLabel, offersLevel as itemOffersLevel } from '@kyubos/domain';

/** A menu item that can be given to a user: a whole category or one of its submenus. */
export interface MenuItemOption {
  /** '{menu id}/{submenu id or 0}': unique per client type. */
  key: string;
  label: string;
  main_id: number;
  sub_id: number | null;
  main_name: string;
  sub_name: string | null;
  main_order: number;
  sub_order: number;
  /** The levels that change what the holder may do; the item is offered at these only. */
  levels: readonly PermissionLevel[];
}

/** Where each placed item sits; an item not in it is still available. One level per item, by construction. */
export type Placement = Readonly<Record<string, PermissionLevel>>;

/** Every item of the menu, in menu order: each category, then its submenus. */
export function menuItemOptions({ typemenucategory, levels }: MenuCategoryListResponse): MenuItemOption[] {
  const levelsOf = (url: string) => levels[url] ?? PERMISSION_LEVELS;
  return typemenucategory.flatMap((category: MenuCategory, categoryIndex) => {
    const main = { main_id: category.id, main_name: category.name, main_order: categoryIndex + 1 };
    return [
      {
        ...main,
        key: `${category.id}/0`,
        label: menuItemLabel(category.name),
        sub_id: null,
        sub_name: null,
        sub_order: 0,
        levels: levelsOf(category.url),
      },
      ...category.submenu.map((sub, subIndex) => ({
        ...main,
        key: `${category.id}/${sub.id}`,
        label: menuItemLabel(category.name, sub.name),
        sub_id: sub.id,
        sub_name: sub.name,
        sub_order: subIndex + 1,
        levels: levelsOf(sub.url),
      })),
    ];
  });
}

/** The highest level the item can usefully be given at, for a level asked for it. */
function usefulLevel(item: MenuItemOption, level: PermissionLevel): PermissionLevel {
  return itemOffersLevel(item.levels, level) ? level : (item.levels.filter((offered) => LEVEL_RANK[offered] < LEVEL_RANK[level]).at(-1) ?? level);
}

/** Whether the item can be given at the level (it would grant nothing more above its levels). */
export const offersLevel = (item: MenuItemOption, level: PermissionLevel | null) => level === null || itemOffersLevel(item.levels, level);

/** The saved set (labels per level) as a placement of the offered items; a level that grants nothing more shows as the useful one below it. */
export function placementOf(items: readonly MenuItemOption[], set: ClientEmployeePermission | undefined): Placement {
  const placement: Record<string, PermissionLevel> = {};
  if (!set) return placement;
  for (const level of PERMISSION_LEVELS) {
    for (const label of set[level]) {
      const item = items.find((option) => option.label === label);
      if (item) placement[item.key] = usefulLevel(item, level);
    }
  }
  return placement;
}

/** Puts an item in a level (taking it out of any other) or, with null, back among the available ones. */
export function placeItem(placement: Placement, key: string, level: PermissionLevel | null): Placement {
  const { [key]: _previous, ...rest } = placement;
  return level ? { ...rest, [key]: level } : rest;
}

export const itemsIn = (items: readonly MenuItemOption[], placement: Placement, level: PermissionLevel | null) =>
  items.filter((item) => (placement[item.key] ?? null) === level);

/** The body of /createclientpermission: the set as labels per level, format1 and format2. */
export function permissionRequest(
  uid: number,
  clientId: number,
  items: readonly MenuItemOption[],
  placement: Placement,
): CreateClientPermissionRequest {
  const placed = items.flatMap((item) => {
    const type = placement[item.key];
    return type ? [{ item, type }] : [];
  });
  const labels = (level: PermissionLevel) => placed.filter(({ type }) => type === level).map(({ item }) => item.label);
  return {
    uid,
    client_id: clientId,
    id: uid,
    read: labels('read'),
    read_and_write: labels('read_and_write'),
    admin: labels('admin'),
    format1: placed.map(({ item, type }) => ({ main_id: item.main_id, sub_id: item.sub_id, type })),
    format2: placed.map(({ item, type }) => ({
      main_id: item.main_id,
      sub_id: item.sub_id,
      main_name: item.main_name,
      sub_name: item.sub_name,
      main_order: item.main_order,
      sub_order: item.sub_order,
      type,
    })),
  };
}
