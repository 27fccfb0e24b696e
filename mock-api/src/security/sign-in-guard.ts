import { AppError, unauthorized } from '../app-error';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Limits } from './limits';
import type { RateLimiter } from './rate-limiter';

const INVALID_CREDENTIALS = 'Invalid username or password';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Try again in 15 minutes.';

export interface SignInAccount {
  id: number;
  passwordHash: string;
}

/**
 * Password sign-in with its limits, for one kind of account ('admin' or 'carrier'): failures are
 * counted per account id and per client address; an unknown login id is counted by name and
 * checked against a decoy hash, so it answers like a real one, in as much time.
 */
export function createSignInGuard(limiter: RateLimiter, limits: Pick<Limits, 'signInPerAccount' | 'signInPerAddress'>, kind: string) {
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password'));

  return async function signIn<A extends SignInAccount>(
    username: string,
    password: string,
    address: string,
    account: A | null,
  ): Promise<A> {
    const accountKey = account ? `signin:${kind}:${account.id}` : `signin:${kind}:name:${username.toLowerCase()}`;
    const taken = await limiter.take([
      { key: accountKey, limit: limits.signInPerAccount },
      { key: `signin:address:${address}`, limit: limits.signInPerAddress },
    ]);
    if (!taken) throw new AppError('TooManyAttempts', TOO_MANY_ATTEMPTS, 429);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoy()));
    if (!account || !matches) throw unauthorized(INVALID_CREDENTIALS);
    await limiter.clear(accountKey);
    await taken.release();
    return account;
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
