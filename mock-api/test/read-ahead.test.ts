import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSessionCheck } from '../src/auth/sessions';
import type { Db } from '../src/db/db';
import { createAnswerCache } from '../src/observability/answer-cache';

/**
 * A database whose reads wait until released (as behind an import's running batch on the embedded
 * database), counting them; `rows` answers each read.
 */
function heldDb(rows: () => Record<string, unknown>[]) {
  const waiting: (() => void)[] = [];
  const db = {
    reads: 0,
    query: async () => {
      db.reads += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return rows();
    },
    /** Lets the reads asked so far start (they are batched to the next turn), then answers them. */
    release: async () => {
      await tick();
      for (const resolve of waiting.splice(0)) resolve();
      // The reads' continuations run.
      await tick();
      await tick();
    },
  };
  return db;
}
const tick = () => new Promise((resolve) => setImmediate(resolve));
const isPromise = (value: unknown) => typeof (value as { then?: unknown } | undefined)?.then === 'function';

describe('Kept reads of the calls are read again ahead', () => {
  test('When an account is checked past half the recheck time, then the call is answered at once and its version is read again ahead, once; a version changed meanwhile is refused once read', async () => {
    let version = 1;
    const db = heldDb(() => [{ id: 7, version }]);
    let clock = 0;
    const check = createSessionCheck(db as unknown as Db, { recheckMs: 1000, now: () => clock });

    // The first call waits for the read.
    const first = check('admin', 7, 1);
    assert.ok(isPromise(first));
    await db.release();
    await first;
    assert.equal(db.reads, 1);

    clock = 400;
    assert.equal(check('admin', 7, 1), undefined, 'within half the recheck time: answered, nothing read');
    assert.equal(db.reads, 1);

    version = 2;
    clock = 600;
    assert.equal(check('admin', 7, 1), undefined, 'past half: answered at once with the kept version');
    assert.equal(check('admin', 7, 1), undefined);
    await tick();
    assert.equal(db.reads, 2, 'one read ahead for both calls');
    await db.release();

    clock = 700;
    assert.throws(() => check('admin', 7, 1), /session has ended/, 'the version read ahead answers from its landing');
    clock = 1500;
    assert.equal(isPromise(check('admin', 7, 2)), false, 'the read ahead is kept a whole recheck time from its start (600)');
    clock = 1601;
    const late = check('admin', 7, 2);
    assert.ok(isPromise(late), 'never longer than the recheck time after the read started');
    await db.release();
    await late;
  });

  test('When kept versions are asked past half the recheck time, then they are answered at once and read again ahead, and the read ahead answers after the recheck time; a write forgets it', async () => {
    let version = 1;
    const db = heldDb(() => [{ name: 'countries', version: String(version) }]);
    let clock = 0;
    const cache = createAnswerCache(db as unknown as Db, { recheckMs: 1000, now: () => clock });
    const call = { path: '/viewcountry', tables: ['countries'] as const, tablesKey: 'countries', admin: true };

    const first = cache.served.versionsOf(call);
    assert.ok(isPromise(first));
    await db.release();
    assert.equal(await first, 'countries1');

    version = 2;
    clock = 600;
    assert.equal(cache.served.versionsOf(call), 'countries1', 'answered at once');
    await tick();
    assert.equal(db.reads, 2, 'read again ahead');
    await db.release();
    assert.equal(cache.served.versionsOf(call), 'countries1', 'the kept read still answers within its time');

    clock = 1100;
    assert.equal(cache.served.versionsOf(call), 'countries2', 'past the recheck time the read ahead answers, without waiting');
    assert.equal(db.reads, 2);

    // Past half of the read ahead's time (from 600) again: read ahead, but a write through this process comes first.
    clock = 1300;
    assert.equal(cache.served.versionsOf(call), 'countries2');
    await tick();
    assert.equal(db.reads, 3);
    cache.changed();
    version = 3;
    await db.release();
    const after = cache.served.versionsOf(call);
    assert.ok(isPromise(after), 'after a write the versions are read again, the read ahead started before it not used');
    await db.release();
    assert.equal(await after, 'countries3');
  });
});
