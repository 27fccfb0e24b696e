import type { Db } from '../db/db';
import type { TokenSession } from './tokens';
import { batchedRead } from '../db/batched-read';
import { unauthorized } from '../app-error';
import { andThen, type MaybePromise } from '../maybe-async';
import { appendAudit } from '../audit/repository';

const TABLE = { admin: 'users', carrier: 'carrier_users' } as const;
export type SessionKind = keyof typeof TABLE;

/**
 * How long an account's token_version, once read, answers the calls of this process without
 * reading it again: the longest a token ended by a write made through another API process (a
 * password change or reset) is still accepted here. A write through this process ends it here at once.
 */
export const SESSION_RECHECK_MS = 1_000;

type Forget = (kind: SessionKind, userId: number) => void;
/**
 * The session checks of this process, told when a write ends an account's tokens. Held weakly:
 * a check goes with its app and database (the API tests make many apps in one process).
 */
const checksOfThisProcess = new Set<WeakRef<Forget>>();
const checkGone = new FinalizationRegistry<WeakRef<Forget>>((ref) => checksOfThisProcess.delete(ref));

/**
 * Called by the writes that raise an account's token_version (password change, reset): every
 * session check of this process reads that account's version again at its next call. Called
 * before and after the write is committed (see `endSessionsAround`).
 */
export function endSessions(kind: SessionKind, userId: number): void {
  for (const ref of checksOfThisProcess) ref.deref()?.(kind, userId);
}

/** Runs a write that raises an account's token_version, forgetting its kept version before and after. */
export async function endSessionsAround<T>(kind: SessionKind, userId: number, write: () => Promise<T>): Promise<T> {
  endSessions(kind, userId);
  try {
    return await write();
  } finally {
    endSessions(kind, userId);
  }
}

export interface SessionCheckOptions {
  /** How long a version read answers this process's calls (tests: 0 reads at every call). */
  recheckMs?: number;
  now?: () => number;
}

/**
 * Whether a signed token still speaks for its account: the account exists and its
 * token_version is the token's. A password change or reset, or a removed account, ends earlier
 * tokens: at once in the process that made the change, within SESSION_RECHECK_MS in every other
 * API process (each version read is kept that long). The calls that arrive together read their
 * accounts' versions in one query (each read starts after its call arrived).
 */
export function createSessionCheck(db: Db, { recheckMs = SESSION_RECHECK_MS, now = () => performance.now() }: SessionCheckOptions = {}) {
  const versionOf = {
    admin: batchedRead(readVersions('admin')),
    carrier: batchedRead(readVersions('carrier')),
  };
  /** Versions read, by kind and user id, with when the read started. */
  const kept = { admin: new Map<number, Kept>(), carrier: new Map<number, Kept>() };
  /** Raised by every forget: a read that started before one is not kept (it may predate the write). */
  let forgets = 0;
  const forget: Forget = (kind, userId) => {
    kept[kind].delete(userId);
    forgets += 1;
  };
  const ref = new WeakRef(forget);
  checksOfThisProcess.add(ref);
  checkGone.register(forget, ref);

  /** The accounts' token versions, with the sessions signed out of them that have not expired yet. */
  function readVersions(kind: SessionKind) {
    return async (userIds: number[]): Promise<Map<number, AccountSessions>> => {
      const rows = await db.query<{ id: number; version: number; ended: string[] }>(
        `SELECT u.id, u.token_version AS version,
                ARRAY(SELECT e.session_id FROM ended_sessions e WHERE e.kind = $2 AND e.user_id = u.id AND e.expires_at > now()) AS ended
           FROM ${TABLE[kind]} u WHERE u.id = ANY($1)`,
        [userIds, kind],
      );
      return new Map(rows.map((row) => [Number(row.id), { version: row.version, ended: new Set(row.ended) }]));
    };
  }

  /** Accounts whose version is being read ahead. */
  const readingAhead = { admin: new Set<number>(), carrier: new Set<number>() };
  /**
   * The account's version: now when a read of it is kept, else once read. A kept read past half its
   * time is read again ahead, once, while the calls go on with it (a read waits its turn behind
   * the database's running statement, e.g. an import's batch): an account in use is read about
   * every half of the recheck time and its calls do not wait for it. A version is still never used
   * longer than the recheck time after its read started.
   */
  function currentVersion(kind: SessionKind, userId: number): MaybePromise<AccountSessions | undefined> {
    const at = now();
    const known = kept[kind].get(userId);
    if (known && at - known.readAt < recheckMs) {
      if (at - known.readAt >= recheckMs / 2) readAhead(kind, userId, at);
      return known;
    }
    return readVersion(kind, userId, at);
  }

  function readAhead(kind: SessionKind, userId: number, at: number): void {
    if (readingAhead[kind].has(userId)) return;
    readingAhead[kind].add(userId);
    // A failed read ahead keeps nothing; the call that finds the version out of time reads it.
    readVersion(kind, userId, at)
      .catch(() => undefined)
      .finally(() => readingAhead[kind].delete(userId));
  }

  async function readVersion(kind: SessionKind, userId: number, at: number): Promise<AccountSessions | undefined> {
    const forgetsBefore = forgets;
    const version = await versionOf[kind](userId);
    if (version === undefined || recheckMs <= 0) {
      kept[kind].delete(userId);
    } else if (forgets === forgetsBefore) {
      kept[kind].set(userId, { ...version, readAt: at });
      // Bounded like the verified tokens: the oldest reads go first.
      if (kept[kind].size > MAX_KEPT) kept[kind].delete(kept[kind].keys().next().value!);
    }
    return version;
  }

  const judge = (tokenVersion: number, sessionId: string | undefined) => (account: AccountSessions | undefined): void => {
    if (account === undefined) throw unauthorized('Invalid token');
    if (account.version !== tokenVersion || (sessionId !== undefined && account.ended.has(sessionId))) {
      throw unauthorized('Your session has ended, please sign in again');
    }
  };
  /** Passes (now, when the account's version is kept) or throws a 401. */
  function assertCurrent(kind: SessionKind, userId: number, tokenVersion: number, sessionId?: string): MaybePromise<void> {
    return andThen(currentVersion(kind, userId), judge(tokenVersion, sessionId));
  }
  // The check holds its forget (the process's list holds it only weakly): they go together.
  return Object.assign(assertCurrent, { forget });
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;

/** An account's token version and the ids of the sessions signed out of it (not expired yet). */
interface AccountSessions {
  version: number;
  ended: ReadonlySet<string>;
}
type Kept = AccountSessions & { readAt: number };

/** The answer of a sign-out. */
export const SIGNED_OUT = 'Signed out';

/**
 * Signing out: the token's session is ended before it expires, in this process at once and in the
 * others at their next read of the account (SESSION_RECHECK_MS). The account's other sessions go
 * on. Ended sessions whose tokens have expired are removed meanwhile.
 */
export async function endSession(db: Db, kind: SessionKind, userId: number, session: TokenSession | undefined): Promise<void> {
  if (!session) return;
  await endSessionsAround(kind, userId, () =>
    db.query(
      `WITH expired AS (DELETE FROM ended_sessions WHERE expires_at <= now())
       INSERT INTO ended_sessions (session_id, kind, user_id, expires_at) VALUES ($1, $2, $3, to_timestamp($4)) ON CONFLICT (session_id) DO NOTHING`,
      [session.id, kind, userId, session.expiresAt],
    ),
  );
}

/** Who signs out: the caller of `/logout` (admin) or `/carrierlogout` (carrier). */
export interface SigningOut {
  userId: number;
  clientId: number;
  session?: TokenSession;
  loginType?: number;
}

/** A sign-out: the caller's session ended and an audit row (`sign-out`), as a sign-in leaves one, in one transaction. */
export async function signOut(db: Db, kind: SessionKind, caller: SigningOut): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, kind, caller.userId, caller.session);
    await appendAudit(tx, {
      action: 'sign-out',
      entity: TABLE[kind],
      entityId: caller.userId,
      clientId: caller.clientId,
      userId: caller.userId,
      audience: kind,
      loginType: caller.loginType ?? null,
    });
  });
}

/** Accounts whose version a process keeps at most, per kind. */
const MAX_KEPT = 10_000;
