import type { Db } from '../db/db';

/** At most `max` attempts within any `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** One counter: what is counted (`key`) under which limit. */
export interface Bucket {
  key: string;
  limit: Limit;
}

/** The attempts one successful `take` counted; `release` uncounts them (e.g. a sign-in that succeeded). */
export interface Taken {
  release(): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one attempt under every key when no bucket is full, atomically across processes;
   * null (and nothing counted) when one is full.
   */
  take(buckets: readonly Bucket[]): Promise<Taken | null>;
  /** How many attempts a bucket holds within its window. */
  count(bucket: Bucket): Promise<number>;
  /** Forgets every attempt of a key (a successful sign-in forgives earlier failures). */
  clear(key: string): Promise<void>;
}

/** No limit looks further back than this; older attempts are deleted as new ones arrive. */
const KEEP_SECONDS = 2 * 24 * 3600;

/**
 * Sliding-window counters in the database (rate_limit_hits), so that several API processes on
 * one PostgreSQL enforce one limit. Each take locks its keys (transaction-scoped advisory locks,
 * in a fixed order) so two processes cannot both pass the last free attempt.
 */
export function createRateLimiter(db: Db): RateLimiter {
  const countIn = (tx: Db, { key, limit }: Bucket) =>
    tx
      .one<{ n: number }>(
        `SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1 AND at > now() - make_interval(secs => $2)`,
        [key, limit.windowSeconds],
      )
      .then((row) => row?.n ?? 0);

  return {
    async take(buckets) {
      // One key may carry several limits (per hour and per day): it is locked and counted once.
      const keys = [...new Set(buckets.map(({ key }) => key))].sort();
      const ids = await db.transaction(async (tx) => {
        for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        for (const bucket of buckets) if ((await countIn(tx, bucket)) >= bucket.limit.max) return null;
        await tx.query('DELETE FROM rate_limit_hits WHERE at < now() - make_interval(secs => $1)', [KEEP_SECONDS]);
        const rows = await tx.query<{ id: number }>(
          'INSERT INTO rate_limit_hits (bucket) SELECT unnest($1::text[]) RETURNING id',
          [keys],
        );
        return rows.map(({ id }) => id);
      });
      if (!ids) return null;
      return {
        release: async () => {
          await db.query('DELETE FROM rate_limit_hits WHERE id = ANY($1::bigint[])', [ids]);
        },
      };
    },
    count: (bucket) => countIn(db, bucket),
    async clear(key) {
      await db.query('DELETE FROM rate_limit_hits WHERE bucket = $1', [key]);
    },
  };
}
