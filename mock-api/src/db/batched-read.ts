/**
 * One database read for the keys asked in the same turn of the event loop: every caller's key
 * joins the read the next turn makes, so the read always starts after the caller asked (it sees
 * every write committed before the call), and callers arriving together share one round trip.
 * `read` answers the keys it found; a key it leaves out answers undefined. A failed read fails
 * every caller of its turn.
 */
export function batchedRead<K, V>(read: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  type Batch = Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>;
  let pending: Batch | null = null;

  function flush(batch: Batch) {
    read([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = pending;
      if (!batch) {
        const opened: Batch = new Map();
        batch = pending = opened;
        setImmediate(() => {
          // Callers from here on wait for the next read.
          pending = null;
          flush(opened);
        });
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
