import { createContext, Fragment, useContext, useRef, useState, type ReactNode } from 'react';

/**
 * What a form sends as the version it read (`updatedAt`, a policy's `version`): the one of the
 * values it showed when it was filled. A later load of the record (the refetch that follows a
 * refused save) does not change it, so a save after "changed meanwhile" is refused again until the
 * user takes the fresh record with `take` (their Reload), which fills the form anew.
 */
export function useAsRead<T>(current: T): { read: T; take: (fresh?: T) => void } {
  const [read, setRead] = useState(current);
  const latest = useRef(current);
  latest.current = current;
  return { read, take: (fresh) => setRead(fresh ?? latest.current) };
}

/** How a form under a FormScreen takes the record as it now is: "Reload the user". */
export interface RecordReload {
  label: string;
  reload: () => Promise<void>;
}

const RecordReloadContext = createContext<RecordReload | null>(null);

/** The reload of the record the form was filled from; null outside an edit screen. */
export const useRecordReload = (): RecordReload | null => useContext(RecordReloadContext);

interface RecordAsReadProps<T> {
  record: T;
  /** Asks the record again; its answer (RTK Query's refetch) is the record taken. */
  refetch: () => unknown;
  what?: string;
  children: (record: T) => ReactNode;
}

/**
 * An edit screen's record as its form read it (useAsRead): the form, and the version its save
 * sends, stay on it until the user reloads; reloading asks the record again and fills the form
 * anew from it, dropping what was typed.
 */
export function RecordAsRead<T>({ record, refetch, what = 'record', children }: RecordAsReadProps<T>) {
  const { read, take } = useAsRead(record);
  const [filling, setFilling] = useState(0);
  async function reload() {
    const answer = (await Promise.resolve(refetch())) as { data?: T } | undefined;
    take(answer?.data);
    setFilling((count) => count + 1);
  }
  return (
    <RecordReloadContext.Provider value={{ label: `Reload the ${what}`, reload }}>
      <Fragment key={filling}>{children(read)}</Fragment>
    </RecordReloadContext.Provider>
  );
}
