import type { RequestHandler } from 'express';
import type { Db } from '../db/db';
import { batchedRead } from '../db/batched-read';

/** Tables whose writes raise a version (migration 210). */
export type VersionedTable = 'countries' | 'currencies' | 'states' | 'cities';

/**
 * Answers of calls that read rarely written tables, the same for every caller who may make the
 * call: each answer carries the tables' versions as its ETag (`If-None-Match` with it gets 304),
 * and the process keeps the last answer it built until a version moves. The versions are read
 * at each call (one indexed query instead of the list's), so a write made through any API
 * process is seen by all at their next call; calls arriving together share one read (made after
 * each arrived). Goes after the call's auth guard, before its handler.
 */
export function createAnswerCache(db: Db) {
  const answers = new Map<string, { etag: string; body: string }>();
  /** The versions of the tables asked in one turn, each as `name` + `version`. */
  const versionOf = batchedRead(async (tables: VersionedTable[]) => {
    const rows = await db.query<{ name: VersionedTable; version: string }>(
      'SELECT name, version::text AS version FROM reference_data_versions WHERE name = ANY($1)',
      [tables],
    );
    return new Map(rows.map((row) => [row.name, `${row.name}${row.version}`]));
  });
  /** The tables' versions in the order of their names, or null when none is kept. */
  async function versionsOf(tables: readonly VersionedTable[]): Promise<string | null> {
    const versions = await Promise.all([...tables].sort().map((table) => versionOf(table)));
    const known = versions.filter((version): version is string => version !== undefined);
    return known.length > 0 ? known.join('.') : null;
  }
  return (tables: readonly VersionedTable[]): RequestHandler =>
    async (req, res, next) => {
      try {
        const versions = await versionsOf(tables);
        if (!versions) return next();
        const etag = `W/"${versions}"`;
        // Browsers keep the answer and ask again each time; the answer differs by token only in who may see it.
        res.set({ ETag: etag, 'Cache-Control': 'private, no-cache' });
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        const key = req.route ? String((req.route as { path: unknown }).path) : req.path;
        const kept = answers.get(key);
        if (kept?.etag === etag) {
          res.type('json').send(kept.body);
          return;
        }
        // Read before the answer is built: a write in between only makes the kept answer newer than its tag.
        res.json = (body: unknown) => {
          const text = JSON.stringify(body);
          if (res.statusCode === 200) answers.set(key, { etag, body: text });
          return res.type('json').send(text);
        };
        next();
      } catch (error) {
        next(error);
      }
    };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
