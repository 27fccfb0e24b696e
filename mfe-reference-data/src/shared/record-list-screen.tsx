import type { ItemAccess } from '@kyubos/mfe';
import { ListScreen, type ListScreenProps } from '@kyubos/screens';

/** A kind of record's add and edit screens (`records` in config/paths.ts). */
export interface RecordRoutes {
  add: { href: () => string };
  edit: { href: (id: number) => string };
}

export interface RecordListScreenProps<Row extends { id: number }> extends Omit<ListScreenProps<Row>, 'canWrite' | 'addHref' | 'editHref'> {
  /** The access the list's menu item gives (platform data: `usePlatformDataAccess`). */
  access: Pick<ItemAccess, 'canWrite'>;
  routes: RecordRoutes;
}

/** The list of one kind of record of this area: writers get Add and open a row in its edit screen. */
export function RecordListScreen<Row extends { id: number }>({ access, routes, ...list }: RecordListScreenProps<Row>) {
  return <ListScreen {...list} canWrite={access.canWrite} addHref={routes.add.href()} editHref={(row) => routes.edit.href(row.id)} />;
}
