import { useParams } from 'react-router-dom';

/** The record id of an edit route (':id'); NaN for a malformed link, which the server answers 400. */
export function useRecordId(param = 'id'): number {
  const value = useParams()[param];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
