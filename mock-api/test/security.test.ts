import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createLoginRateLimiter } from '../src/auth/login-rate-limiter';
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

describe('Login rate limiter', () => {
  test('When five failures fall within 15 minutes, then the username is blocked until the oldest expires', () => {
    let now = 0;
    const limiter = createLoginRateLimiter({ now: () => now });
    for (let i = 0; i < 5; i += 1) {
      assert.equal(limiter.isBlocked('Summit_Admin'), false);
      limiter.recordFailure('summit_admin');
      now += 60_000;
    }
    assert.equal(limiter.isBlocked('SUMMIT_ADMIN'), true, 'usernames are compared without case');
    now = 15 * 60_000 + 1;
    assert.equal(limiter.isBlocked('summit_admin'), false);
  });

  test('When the user signs in, then the failures are forgotten', () => {
    const limiter = createLoginRateLimiter({ maxFailures: 2 });
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    assert.equal(limiter.isBlocked('a'), true);
    limiter.reset('a');
    assert.equal(limiter.isBlocked('a'), false);
  });
});

describe('Tokens', () => {
  const auth = { userId: 7, clientId: 2, loginType: 4 as const, clientType: 'MGU' as const };

  test('When an admin token is verified, then the caller comes back; a carrier token is refused on the admin side', async () => {
    const tokens = createTokenService({ secret: testConfig.jwtSecret, ttlSeconds: 60 });
    assert.deepEqual(await tokens.verifyAdmin(await tokens.signAdmin(auth)), auth);
    const carrier = await tokens.signCarrier({ userId: 9, clientId: 2, carrierId: 3 });
    assert.deepEqual(await tokens.verifyCarrier(carrier), { userId: 9, clientId: 2, carrierId: 3 });
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
});
