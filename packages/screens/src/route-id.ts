import { useParams } from 'react-router-dom';
import { ID_MAX } from '@kyubos/contracts';

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
