import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { createTokenService } from '../src/auth/tokens';
import { AppError } from '../src/app-error';
import { testConfig } from './helpers';

describe('Password hashing', () => {
  test('When a password is hashed, then it is stored as scrypt$N$r$p$salt$hash with a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Passw0rd!'), hashPassword('Passw0rd!')]);
    assert.match(first, /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.notEqual(first, second);
    assert.equal(await verifyPassword('Passw0rd!', first), true);
    assert.equal(await verifyPassword('passw0rd!', first), false);
  });

  test('When the stored value is not a hash we understand, then verification fails instead of throwing', async () => {
    const good = await hashPassword('x');
    const [, , , , salt, hash] = good.split('$');
    for (const stored of ['', 'Passw0rd!', `bcrypt$16384$8$1$${salt}$${hash}`, `scrypt$3$8$1$${salt}$${hash}`, `scrypt$16384$8$1$${salt}$AAAA`]) {
      assert.equal(await verifyPassword('x', stored), false, stored);
    }
  });
});

describe('Tokens', () => {
  const auth = { userId: 7, clientId: 2, loginType: 4 as const, clientType: 'MGU' as const, tokenVersion: 1 };
  /** The caller a token speaks for, without its session (id and expiry), which each signing makes anew. */
  const caller = <T extends { session?: unknown }>({ session: _session, ...rest }: T) => rest;

  test('When an admin token is verified, then the caller comes back; a carrier token is refused on the admin side', async () => {
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60 });
    const verified = await tokens.verifyAdmin(await tokens.signAdmin(auth));
    assert.deepEqual(caller(verified), auth);
    // Each token has its own id and its expiry (a sign-out ends that session alone).
    assert.match(verified.session!.id, /^[0-9a-f-]{36}$/);
    assert.ok(Math.abs(verified.session!.expiresAt - (Date.now() / 1000 + 60)) < 5);
    assert.notEqual((await tokens.verifyAdmin(await tokens.signAdmin(auth))).session!.id, verified.session!.id);
    const carrier = await tokens.signCarrier({ userId: 9, clientId: 2, carrierId: 3, tokenVersion: 4 });
    assert.deepEqual(caller(await tokens.verifyCarrier(carrier)), { userId: 9, clientId: 2, carrierId: 3, tokenVersion: 4 });
    await assert.rejects(tokens.verifyAdmin(carrier), (error) => error instanceof AppError && error.httpStatus === 401);
    await assert.rejects(tokens.verifyCarrier(await tokens.signAdmin(auth)), AppError);
  });

  test('When the token lives past its time to live, then it is refused as expired', async () => {
    let now = Date.now();
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60, now: () => now });
    const token = await tokens.signAdmin(auth);
    now += 61_000;
    await assert.rejects(tokens.verifyAdmin(token), { message: 'Your session has expired, please sign in again' });
  });

  test('When a token verified once is used again past its time to live, then it is refused as expired all the same', async () => {
    let now = Date.now();
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60, now: () => now });
    const token = await tokens.signAdmin(auth);
    assert.deepEqual(caller(await tokens.verifyAdmin(token)), auth);
    now += 30_000;
    assert.deepEqual(caller(await tokens.verifyAdmin(token)), auth);
    now += 31_000;
    await assert.rejects(tokens.verifyAdmin(token), { message: 'Your session has expired, please sign in again' });
    await assert.rejects(tokens.verifyAdmin(token), { message: 'Your session has expired, please sign in again' });
  });

  test('When a verified token is remembered, then its audience, a changed byte and another secret are still judged', async () => {
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60 });
    const token = await tokens.signAdmin(auth);
    const first = await tokens.verifyAdmin(token);
    // Callers get their own copy: changing it changes nothing remembered.
    first.userId = 99;
    assert.deepEqual(caller(await tokens.verifyAdmin(token)), auth);
    await assert.rejects(tokens.verifyCarrier(token), { message: 'Invalid token' });
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await assert.rejects(tokens.verifyAdmin(forged), { message: 'Invalid token' });
    const other = createTokenService({ secret: new TextEncoder().encode('another secret of thirty-two bytes!!'), ttlSeconds: 60 });
    await assert.rejects(other.verifyAdmin(token), { message: 'Invalid token' });
  });

  test('When more tokens are verified than are remembered, then the least recently used are verified again and still answer', async () => {
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60, verifiedTokens: 2 });
    const signed = await Promise.all([1, 2, 3].map((userId) => tokens.signAdmin({ ...auth, userId })));
    for (const round of [1, 2]) {
      for (const [index, token] of signed.entries()) assert.equal((await tokens.verifyAdmin(token)).userId, index + 1, `round ${round}`);
    }
  });
});
