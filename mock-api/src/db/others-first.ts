import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './db';

/**
 * The longest pause between two of a long work's transactions on the embedded database (an
 * import's batches) while other calls use it: another call makes several statements one after
 * another, and a mere turn of the event loop would let the next transaction in between each of them.
 */
const BATCH_PAUSE_MS = 15;
/**
 * The pause ends sooner once the others are answered and none has begun anything for this long:
 * the API's own work between two statements of one call (reading a session, then the record) is
 * shorter than that.
 */
const QUIET_MS = 2;

/** Time as othersFirst reads and spends it (a test's clock instead of the real one). */
export interface PauseClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}
const realClock: PauseClock = { now: () => performance.now(), sleep };

/**
 * After one of a long work's transactions on the embedded database, begun when the database had
 * begun `begun` requests (`Db.begun`): other calls go first. A turn of the event loop alone when
 * nothing besides that transaction was begun meanwhile or is in that turn (a 30,000-row import's
 * 272 pauses were 4 s: the import took 25.7-26.8 s instead of 27.9-28.3 s, a light call's p99 during
 * it 9 ms either way). Otherwise a pause until every other request is answered and none was begun
 * for QUIET_MS, at most BATCH_PAUSE_MS: a session check of 2 ms no longer holds the work 15 ms.
 */
export async function othersFirst(db: Db, begun: number | undefined, clock: PauseClock = realClock): Promise<void> {
  await nextTurn();
  if (begun === undefined || db.begun === undefined || db.unanswered === undefined) return void (await clock.sleep(BATCH_PAUSE_MS));
  if (db.begun() <= begun + 1) return;
  const until = clock.now() + BATCH_PAUSE_MS;
  // Quiet: every other request answered, and nothing begun, through a whole QUIET_MS.
  for (let seen = db.begun(), answered = db.unanswered() === 0; clock.now() < until; ) {
    await clock.sleep(QUIET_MS);
    const now = db.begun();
    const stillAnswered = db.unanswered() === 0;
    if (answered && stillAnswered && now === seen) return;
    seen = now;
    answered = stillAnswered;
  }
}
