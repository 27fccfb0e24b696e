import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './db';

/**
 * The pause between two of a long work's transactions on the embedded database (an import's
 * batches) while other calls use it: another call makes several statements one after another, and a
 * mere turn of the event loop would let the next transaction in between each of them.
 */
const BATCH_PAUSE_MS = 15;
/**
 * After one of a long work's transactions on the embedded database, begun when the database had
 * begun `begun` requests (`Db.begun`): other calls go first. A pause when anything besides that
 * transaction was begun meanwhile or is in the next turn of the event loop (someone else is using
 * the database); a turn alone when nothing was (a 30,000-row import's 272 pauses were 4 s: the import
 * took 25.7-26.8 s instead of 27.9-28.3 s, a light call's p99 during it 9 ms either way).
 */
export async function othersFirst(db: Db, begun: number | undefined): Promise<void> {
  await nextTurn();
  if (begun === undefined || db.begun!() > begun + 1) await sleep(BATCH_PAUSE_MS);
}
