import { AppError, unauthorized } from '../app-error';
import { appendAudit } from '../audit/repository';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionKind } from '../auth/sessions';
import type { Db } from '../db/db';
import type { Limits } from './limits';
import type { RateLimiter } from './rate-limiter';

const INVALID_CREDENTIALS = 'Invalid username or password';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Try again in 15 minutes.';

/** What an account's failed sign-ins are counted under. */
const accountKeyOf = (kind: SessionKind, accountId: number) => `signin:${kind}:${accountId}`;

/**
 * A new password (a completed reset, or one an administrator set) ends the account's lock: the
 * failures counted so far were against the old password, and whoever set the new one proved their
 * right to (the reset's OTP, or the admin's rights). Else anyone who knows a login id could keep
 * its user out for good by failing 5 times every 15 minutes. Run in the password's transaction.
 */
export async function forgiveSignInFailures(tx: Db, kind: SessionKind, accountId: number): Promise<void> {
  await tx.query('DELETE FROM rate_limit_hits WHERE bucket = $1', [accountKeyOf(kind, accountId)]);
}

export interface SignInAccount {
  id: number;
  passwordHash: string;
  clientId?: number;
  loginType?: number;
}

/**
 * Password sign-in with its limits, for one kind of account ('admin' or 'carrier'): failures are
 * counted per account id and per client address; an unknown login id is counted by name and
 * checked against a decoy hash, so it answers like a real one, in as much time.
 */
export function createSignInGuard(
  limiter: RateLimiter,
  limits: Pick<Limits, 'signInPerAccount' | 'signInPerAddress'>,
  kind: SessionKind,
  /** Where sign-ins and failed sign-ins are recorded (the audit trail). */
  db?: Db,
) {
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password'));

  return async function signIn<A extends SignInAccount>(
    username: string,
    password: string,
    address: string,
    account: A | null,
  ): Promise<A> {
    const record = async (action: 'sign-in' | 'sign-in failed', reason?: string) => {
      if (!db) return;
      await appendAudit(db, {
        action,
        entity: kind === 'carrier' ? 'carrier_users' : 'users',
        entityId: account?.id ?? null,
        clientId: account?.clientId ?? null,
        userId: account?.id ?? null,
        audience: kind,
        loginType: account?.loginType ?? null,
        changes: {
          username: { before: null, after: username },
          ...(reason ? { reason: { before: null, after: reason } } : {}),
        },
      });
    };
    const accountKey = account ? accountKeyOf(kind, account.id) : `signin:${kind}:name:${username.toLowerCase()}`;
    const taken = await limiter.take([
      { key: accountKey, limit: limits.signInPerAccount },
      { key: `signin:address:${address}`, limit: limits.signInPerAddress },
    ]);
    if (!taken) {
      await record('sign-in failed', 'too many attempts');
      throw new AppError('TooManyAttempts', TOO_MANY_ATTEMPTS, 429);
    }
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoy()));
    if (!account || !matches) {
      await record('sign-in failed', account ? 'wrong password' : 'unknown login id');
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await limiter.clear(accountKey);
    await taken.release();
    await record('sign-in');
    return account;
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
