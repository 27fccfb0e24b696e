import { useClientId, useItemAccess, type ItemAccess } from '@kyubos/mfe';
import { ListScreen, type ListQuery, type ListScreenProps } from '@kyubos/screens';

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

export interface ClientRecordListScreenProps<Row extends { id: number }> extends Omit<RecordListScreenProps<Row>, 'access' | 'query' | 'exportAs'> {
  /** The list's menu item, which gives the caller's access. */
  menuPath: string;
  /** The list query of the signed-in client's records. */
  useClientList: (clientId: number) => ListQuery<Row>;
  /** The list call (exported as `/export<call>` with the client's id) and the file name of its export. */
  listCall: string;
  fileName: string;
}

/** The list of one kind of the signed-in client's own records (users, agents), exportable as the table shows it. */
export function ClientRecordListScreen<Row extends { id: number }>({ menuPath, useClientList, listCall, fileName, ...list }: ClientRecordListScreenProps<Row>) {
  const access = useItemAccess(menuPath);
  const clientId = useClientId();
  return <RecordListScreen {...list} query={useClientList(clientId)} access={access} exportAs={{ listCall, body: { company_id: clientId }, fileName }} />;
}
