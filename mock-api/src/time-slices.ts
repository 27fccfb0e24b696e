import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Plain JavaScript over many rows (checking a bordereau's rows) yields to other calls after this
 * long: a call arriving meanwhile waits as long. At 20 ms a light call's p99 during a 30,000-row
 * import on PostgreSQL was 21-23 ms; at 5 ms, with the batches' arrays made into text a column at a
 * time, 12-16 ms; and with the rows checked while the batch before is written (pages), 14-21 ms at
 * 5 ms and 13-18 ms at 2 ms.
 */
export const SLICE_MS = 2;

/**
 * Slices of the API's thread for a long loop: `spent()` once the slice has run SLICE_MS, then
 * `next()` waits a turn of the event loop (other calls are answered) and starts the next slice.
 */
export function timeSlices(sliceMs: number = SLICE_MS) {
  let started = performance.now();
  return {
    spent: (): boolean => performance.now() - started >= sliceMs,
    async next(): Promise<void> {
      await nextTurn();
      started = performance.now();
    },
  };
}
