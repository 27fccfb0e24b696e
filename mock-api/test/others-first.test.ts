import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Db } from '../src/db/db';
import { othersFirst, type PauseClock } from '../src/db/others-first';

/**
 * A database whose begun and unanswered counts the test sets, and a clock of its own: each sleep
 * advances it and then runs `onSleep` (what other calls do meanwhile). Answers the ms slept.
 */
function scene(onSleep: (at: number) => void = () => undefined) {
  const counts = { begun: 10, unanswered: 0 };
  const db = { begun: () => counts.begun, unanswered: () => counts.unanswered } as unknown as Db;
  let now = 0;
  const clock: PauseClock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
      onSleep(now);
    },
  };
  return { db, counts, clock, slept: () => now };
}

describe('othersFirst: a long work lets other calls go first between its transactions', () => {
  test('When nothing but the work\'s own transaction was begun, then it goes on without a pause', async () => {
    const { db, clock, slept } = scene();
    await othersFirst(db, 9, clock);
    assert.equal(slept(), 0);
  });

  test('When another call was begun and is already answered, then the work pauses only until the database has been quiet 2 ms', async () => {
    const { db, counts, clock, slept } = scene();
    counts.begun = 12;
    await othersFirst(db, 9, clock);
    assert.equal(slept(), 2);
  });

  test('When another call is answered 8 ms later, then the work waits for it and 2 ms more', async () => {
    const { db, counts, clock, slept } = scene((at) => {
      if (at >= 8) counts.unanswered = 0;
    });
    counts.begun = 12;
    counts.unanswered = 1;
    await othersFirst(db, 9, clock);
    assert.equal(slept(), 10);
  });

  test('When another call stays unanswered or keeps beginning statements, then the work waits the whole pause of 15 ms, no more', async () => {
    const waiting = scene();
    waiting.counts.begun = 12;
    waiting.counts.unanswered = 1;
    await othersFirst(waiting.db, 9, waiting.clock);
    assert.equal(waiting.slept(), 16);
    const busy = scene(() => (busy.counts.begun += 1));
    busy.counts.begun = 12;
    await othersFirst(busy.db, 9, busy.clock);
    assert.equal(busy.slept(), 16);
  });

  test('When the database cannot say what it has begun, then the work pauses the whole 15 ms', async () => {
    const { clock, slept } = scene();
    await othersFirst({} as Db, undefined, clock);
    assert.equal(slept(), 15);
  });
});
