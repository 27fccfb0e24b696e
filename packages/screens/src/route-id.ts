import { useParams } from 'react-router-dom';
import { skipToken } from '@kyubos/api';
import { ID_MAX } from '@kyubos/contracts/constants';
import type { ScreenQuery } from './query-view';

/** A record id from a URL segment: a positive whole number that a record can have, else null. */
export function parseRecordId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= ID_MAX ? id : null;
}

/** The record id in the route parameter `param` (':id' by default); null for a malformed link. */
export function useRouteId(param = 'id'): number | null {
  return parseRecordId(useParams()[param]);
}

/**
 * The record of an edit route: reads the id from the URL and asks for the record, unless the
 * id is malformed (then `load` is null and the screen shows not found without asking).
 * `useRecord` is the feature's query hook, or a hook that builds its argument from the id.
 */
export function useRouteRecord<T>(useRecord: (id: number | typeof skipToken) => ScreenQuery<T>, param = 'id') {
  const id = useRouteId(param);
  const query = useRecord(id ?? skipToken);
  return { id: id ?? 0, load: id === null ? null : query };
}

/** Several ids of a nested route ('/…/:cid/:gid/:id'), or null when any of them is malformed. */
export function useRouteIds<N extends string>(...names: N[]): Record<N, number> | null {
  const params = useParams();
  const ids = names.map((name) => [name, parseRecordId(params[name])] as const);
  return ids.every(([, id]) => id !== null) ? (Object.fromEntries(ids) as Record<N, number>) : null;
}
