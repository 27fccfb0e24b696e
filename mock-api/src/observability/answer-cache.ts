import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/db';
import { batchedRead } from '../db/batched-read';
import { andThen, type MaybePromise } from '../maybe-async';

/** What res.json answers JSON as. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A kept call: its route path, the tables its answer reads, and whether requireAdmin guards its route. */
export interface KeptCall {
  path: string;
  tables: readonly VersionedTable[];
  tablesKey: string;
  admin: boolean;
}

/** A kept answer's tag and bytes; NOT_MODIFIED stands for a 304. */
export interface KeptAnswer {
  etag: string;
  body: Buffer;
}
const NOT_MODIFIED: KeptAnswer = { etag: '', body: Buffer.alloc(0) };

const etagOf = (versions: string) => `W/"${versions}"`;

/** Every answer of a kept call, built or kept, is tagged: browsers keep it and ask again each time (it differs by token only in who may see it). */
const KEPT_CACHE_CONTROL = 'private, no-cache';

function tagAnswer(res: ServerResponse, etag: string): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', KEPT_CACHE_CONTROL);
}

/** Sends a kept answer: 304, or its bytes with the headers res.json gave them the first time. */
function sendKept(res: ServerResponse, etag: string, kept: KeptAnswer): void {
  tagAnswer(res, etag);
  if (kept === NOT_MODIFIED) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', kept.body.length);
  res.end(kept.body);
}

/**
 * Sends a kept answer as sendKept does, with `headers` (name, value, name, value...) before its
 * own, in one writeHead: on an answer no header was set on yet, a list is sent as it is, where
 * each setHeader is checked and indexed one by one (about 5 us a call for twenty headers).
 */
function writeKept(res: ServerResponse, headers: readonly string[], etag: string, kept: KeptAnswer): void {
  if (kept === NOT_MODIFIED) {
    res.writeHead(304, [...headers, 'ETag', etag, 'Cache-Control', KEPT_CACHE_CONTROL]);
    res.end();
    return;
  }
  res.writeHead(200, [...headers, 'ETag', etag, 'Cache-Control', KEPT_CACHE_CONTROL, 'Content-Type', JSON_TYPE, 'Content-Length', String(kept.body.length)]);
  res.end(kept.body);
}

/**
 * Whether the caller holds the answer tagged `etag`: Express's `req.fresh` (the same `fresh`
 * package) for an answer with an ETag and no Last-Modified, on a GET or HEAD answered 200.
 */
export function isFresh(req: IncomingMessage, etag: string): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag });
}

/** Tables whose writes raise a version (migrations 210 and 380). */
export type VersionedTable = 'countries' | 'currencies' | 'states' | 'cities' | 'users';

/**
 * Answers of calls that read rarely written tables, the same for every caller who may make the
 * call: each answer carries the tables' versions as its ETag (`If-None-Match` with it gets 304),
 * and the process keeps the last answer it built until a version moves. The versions are read
 * at most every `recheckMs` (one indexed query instead of the list's; calls arriving together
 * share one read, made after each arrived): a write made through another API process is seen
 * here within VERSIONS_RECHECK_MS, and on PostgreSQL at once, when its announcement arrives (the
 * database's `listen`); one made through this process at once (its write calls `changed()`
 * before and after). Goes after the call's auth guard, before its handler.
 */
export function createAnswerCache(db: Db, { recheckMs = VERSIONS_RECHECK_MS, now = () => performance.now() }: { recheckMs?: number; now?: () => number } = {}) {
  /** The kept answers as the bytes sent (encoded once, not at every call). */
  const answers = new Map<string, { etag: string; body: Buffer }>();
  /** The versions last read, with when that read started; a read started before a `changed()` is not kept. */
  let kept: { versions: Map<string, string | null>; readAt: number } = { versions: new Map(), readAt: -Infinity };
  let changes = 0;
  /** The versions of the tables asked in one turn, each as `name` + `version`. */
  const versionOf = batchedRead(async (tables: VersionedTable[]) => {
    const rows = await db.query<{ name: VersionedTable; version: string }>(
      'SELECT name, version::text AS version FROM reference_data_versions WHERE name = ANY($1)',
      [tables],
    );
    return new Map(rows.map((row) => [row.name, `${row.name}${row.version}`]));
  });
  /** The tables' versions in the order of their names, or null when none is kept. */
  async function readVersionsOf(tables: readonly VersionedTable[]): Promise<string | null> {
    const versions = await Promise.all([...tables].sort().map((table) => versionOf(table)));
    const known = versions.filter((version): version is string => version !== undefined);
    return known.length > 0 ? known.join('.') : null;
  }
  /**
   * The versions read ahead (started past half of the kept read's time), taking its place when it
   * is out of time, and the keys being read ahead.
   */
  let ahead: { versions: Map<string, string | null>; readAt: number } | null = null;
  const readingAhead = new Set<string>();
  /**
   * The tables' versions: now when they are kept, else once read. Past half of the recheck time a
   * kept key is read again ahead, once, while calls go on with it (a read waits its turn behind the
   * database's running statement, e.g. an import's batch): a call in steady use does not wait for
   * the read. Versions are still never used longer than the recheck time after their read started.
   */
  function versionsOf(key: string, tables: readonly VersionedTable[]): MaybePromise<string | null> {
    const at = now();
    if (at - kept.readAt >= recheckMs) {
      kept = ahead && at - ahead.readAt < recheckMs ? ahead : { versions: new Map(), readAt: at };
      ahead = null;
    }
    const known = kept.versions.get(key);
    if (known !== undefined) {
      if (recheckMs > 0 && at - kept.readAt >= recheckMs / 2) readAhead(key, tables, at);
      return known;
    }
    return readAndKeep(key, tables);
  }
  function readAhead(key: string, tables: readonly VersionedTable[], at: number): void {
    ahead ??= { versions: new Map(), readAt: at };
    if (ahead.versions.has(key) || readingAhead.has(key)) return;
    const target = ahead;
    const changesBefore = changes;
    readingAhead.add(key);
    // A failed read ahead keeps nothing; the call that finds the versions out of time reads them.
    readVersionsOf(tables)
      .then((versions) => {
        if (changes === changesBefore && target === ahead) target.versions.set(key, versions);
      })
      .catch(() => undefined)
      .finally(() => readingAhead.delete(key));
  }
  async function readAndKeep(key: string, tables: readonly VersionedTable[]): Promise<string | null> {
    const changesBefore = changes;
    const current = kept;
    const versions = await readVersionsOf(tables);
    if (changes === changesBefore && recheckMs > 0 && current === kept) current.versions.set(key, versions);
    return versions;
  }
  /** The kept calls by route path, as their route first ran: their tables, and whether requireAdmin guards them. */
  const calls = new Map<string, KeptCall>();
  /** The answer the process keeps for the call at `key` with this tag: 304 when the caller holds the tag, the kept bytes when they are the tag's, else null (to be built). */
  function keptAnswer(req: IncomingMessage, key: string, etag: string): KeptAnswer | null {
    if (isFresh(req, etag)) return NOT_MODIFIED;
    const kept = answers.get(key);
    return kept?.etag === etag ? kept : null;
  }
  const handler = (tables: readonly VersionedTable[]): RequestHandler => {
    const tablesKey = [...tables].sort().join();
    const answer = (req: Request, res: Response, next: NextFunction) => (versions: string | null) => {
      if (!versions) return next();
      const key = req.route ? String((req.route as { path: unknown }).path) : req.path;
      if (!calls.has(key)) calls.set(key, { path: key, tables, tablesKey, admin: res.locals.adminAuth !== undefined });
      const etag = etagOf(versions);
      const kept = keptAnswer(req, key, etag);
      if (kept) return sendKept(res, etag, kept);
      tagAnswer(res, etag);
      // Read before the answer is built: a write in between only makes the kept answer newer than its tag.
      res.json = (body: unknown) => {
        const text = JSON.stringify(body);
        if (res.statusCode !== 200) return res.type('json').send(text);
        const bytes = Buffer.from(text);
        answers.set(key, { etag, body: bytes });
        res.setHeader('Content-Type', JSON_TYPE);
        return res.send(bytes);
      };
      next();
    };
    // Named: a test finds the kept routes by it (the fast path serves them without their other steps).
    const answerFromKept: RequestHandler = (req, res, next) => andThen(versionsOf(tablesKey, tables), answer(req, res, next));
    return answerFromKept;
  };
  /** A write of a versioned table through this process (or announced by another): the next call reads the versions again. */
  const changed = () => {
    kept = { versions: new Map(), readAt: -Infinity };
    ahead = null;
    changes += 1;
  };
  // On PostgreSQL every committed raise of a version is announced (migration 350): a write
  // through another API process is seen here at once; the recheck stays for what is missed.
  db.listen?.(VERSIONS_CHANNEL, changed);
  /** Before a write call's handler: forgets the versions now and again once the answer is sent (after the commit). */
  const writes: RequestHandler = (_req, res, next) => {
    changed();
    res.once('finish', changed);
    res.once('close', changed);
    next();
  };
  /**
   * A read of versioned tables kept per key (a client's staff users) until a version moves: now
   * when the versions are kept and the value was read at them, else once read. The versions are
   * read before the value, so a write in between only makes the kept value newer than its
   * versions. The caller checks who may see the value before asking. At most KEPT_READS keys.
   */
  function keptRead<K, T>(tables: readonly VersionedTable[], read: (key: K) => Promise<T>): (key: K) => MaybePromise<T> {
    const tablesKey = [...tables].sort().join();
    const values = new Map<K, { versions: string; value: T }>();
    const readAndKeep = async (key: K, versions: string): Promise<T> => {
      const value = await read(key);
      values.delete(key);
      values.set(key, { versions, value });
      if (values.size > KEPT_READS) values.delete(values.keys().next().value!);
      return value;
    };
    return (key) =>
      andThen(versionsOf(tablesKey, tables), (versions) => {
        if (versions === null) return read(key);
        const kept = values.get(key);
        return kept?.versions === versions ? kept.value : readAndKeep(key, versions);
      });
  }
  /**
   * For answers sent before Express (http/fast-path.ts), with the same functions as the route:
   * the kept call at a path (once its route has run), its tables' versions (now when kept),
   * the kept answer for a tag, and sending it.
   */
  const served = {
    callAt: (path: string): KeptCall | undefined => calls.get(path),
    versionsOf: (call: KeptCall): MaybePromise<string | null> => versionsOf(call.tablesKey, call.tables),
    etagOf,
    keptAnswer,
    writeKept,
  };
  return Object.assign(handler, { changed, writes, served, keptRead });
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The channel a raise of a version is announced on (migration 350). */
export const VERSIONS_CHANNEL = 'reference_data_versions';

/** Keys a kept read holds at most (the oldest read goes first). */
const KEPT_READS = 1_000;

/** How long versions read answer this process's calls: the longest a write through another API process goes unseen here. */
export const VERSIONS_RECHECK_MS = 1_000;
