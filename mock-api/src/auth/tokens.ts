import {
  AUDIENCE,
  clientTypeSchema,
  LOGIN_TYPE,
  TOKEN_ISSUER,
  type ClientType,
  type LoginType,
} from '@kyubos/contracts';
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../app-error';
import type { MaybePromise } from '../maybe-async';

/** Who is calling an admin call: read from the token, never from the body. */
export interface AdminAuth {
  userId: number;
  clientId: number;
  loginType: LoginType;
  clientType: ClientType;
  /** The account's token_version when the token was signed; an older one is refused. */
  tokenVersion: number;
  /** The token's own id (its jti) and expiry (seconds): signing out ends this session alone. */
  session?: TokenSession;
}

/** A signed token's id (jti) and expiry in seconds since the epoch. */
export interface TokenSession {
  id: string;
  expiresAt: number;
}

/** Who is calling a BDX portal call. */
export interface CarrierAuth {
  userId: number;
  clientId: number;
  /** The carrier of the client's directory (client_carriers.id) the portal user works for. */
  carrierId: number;
  tokenVersion: number;
  session?: TokenSession;
}

export interface TokenService {
  signAdmin(auth: AdminAuth): Promise<string>;
  verifyAdmin(token: string): Promise<AdminAuth>;
  signCarrier(auth: CarrierAuth): Promise<string>;
  verifyCarrier(token: string): Promise<CarrierAuth>;
  /** As verifyAdmin, answered now (or thrown now) when the token was verified before. */
  verifiedAdmin(token: string): MaybePromise<AdminAuth>;
  /** As verifyCarrier, answered now (or thrown now) when the token was verified before. */
  verifiedCarrier(token: string): MaybePromise<CarrierAuth>;
}

export interface TokenOptions {
  secret: Uint8Array;
  ttlSeconds: number;
  now?: () => number;
  /** How many verified tokens are remembered (least recently used go first); 0 verifies every call. */
  verifiedTokens?: number;
}

/** Verified tokens remembered per process by default: a few MB at most. */
export const VERIFIED_TOKENS = 10_000;

const positiveInt = z.number().int().positive();
const userSubject = z.string().regex(/^[1-9]\d*$/).transform(Number);
/** Every token signed here has an id; one without (signed before ids were) cannot be ended alone. */
const sessionClaims = { jti: z.string().min(1).max(64).optional(), exp: positiveInt };
const sessionOf = (claims: { jti?: string | undefined; exp: number }): { session?: TokenSession } =>
  claims.jti === undefined ? {} : { session: { id: claims.jti, expiresAt: claims.exp } };

const adminClaims = z
  .object({
    sub: userSubject,
    client_id: positiveInt,
    login_type: z.union([
      z.literal(LOGIN_TYPE.platformAdmin),
      z.literal(LOGIN_TYPE.clientAdmin),
      z.literal(LOGIN_TYPE.staff),
    ]),
    client_type: clientTypeSchema,
    ver: positiveInt,
    ...sessionClaims,
  })
  .transform(
    (claims): AdminAuth => ({
      userId: claims.sub,
      clientId: claims.client_id,
      loginType: claims.login_type,
      clientType: claims.client_type,
      tokenVersion: claims.ver,
      ...sessionOf(claims),
    }),
  );

const carrierClaims = z
  .object({ sub: userSubject, client_id: positiveInt, carrier_id: positiveInt, ver: positiveInt, ...sessionClaims })
  .transform(
    (claims): CarrierAuth => ({
      userId: claims.sub,
      clientId: claims.client_id,
      carrierId: claims.carrier_id,
      tokenVersion: claims.ver,
      ...sessionOf(claims),
    }),
  );

/** HS256 tokens with `exp` in seconds; the audience keeps admin and BDX portal tokens apart. */
export function createTokenService({ secret, ttlSeconds, now = Date.now, verifiedTokens = VERIFIED_TOKENS }: TokenOptions): TokenService {
  const nowSeconds = () => Math.floor(now() / 1000);
  /**
   * Tokens whose signature and claims were checked, by audience and exact token text, with their
   * expiry: the same bytes verify the same way until then, so a call with a known token skips
   * the HMAC and the claim parsing. Expiry is still checked on every call; whether the token
   * still speaks for its account (token_version) is checked by the caller on every call.
   */
  const knownTokens = new Map<string, { exp: number; auth: unknown }>();
  const remember = (key: string, exp: number, auth: unknown) => {
    if (verifiedTokens <= 0) return;
    knownTokens.set(key, { exp, auth });
    if (knownTokens.size > verifiedTokens) knownTokens.delete(knownTokens.keys().next().value!);
  };

  function sign(audience: string, userId: number, claims: Record<string, unknown>): Promise<string> {
    const issuedAt = nowSeconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .setJti(randomUUID())
      .sign(secret);
  }

  /** A token verified before, now: its caller (a copy), or undefined when it is not remembered; throws when it has expired. */
  function remembered<T extends object>(key: string): T | undefined {
    const known = knownTokens.get(key);
    if (!known) return undefined;
    // As jose judges `exp`: expired from that second on.
    if (known.exp <= now() / 1000) {
      knownTokens.delete(key);
      throw unauthorized('Your session has expired, please sign in again');
    }
    // Most recently used last: the oldest entry is the first to go.
    knownTokens.delete(key);
    knownTokens.set(key, known);
    return { ...(known.auth as T) };
  }

  /** Checks the signature, issuer, audience, expiry and claims, and remembers the token until it expires. */
  async function verifyNew<T extends object>(key: string, token: string, audience: string, claims: z.ZodType<T>): Promise<T> {
    let payload: { exp?: unknown; nbf?: unknown };
    try {
      ({ payload } = await jwtVerify(token, secret, {
        audience,
        issuer: TOKEN_ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Your session has expired, please sign in again');
      throw unauthorized('Invalid token');
    }
    const parsed = claims.safeParse(payload);
    if (!parsed.success) throw unauthorized('Invalid token');
    if (typeof payload.exp === 'number' && payload.nbf === undefined) remember(key, payload.exp, parsed.data);
    return { ...parsed.data };
  }

  /** The caller a token speaks for: now when it was verified before, else once verified. */
  function verified<T extends object>(token: string, audience: string, claims: z.ZodType<T>): MaybePromise<T> {
    const key = `${audience} ${token}`;
    return remembered<T>(key) ?? verifyNew(key, token, audience, claims);
  }

  return {
    signAdmin: (auth) =>
      sign(AUDIENCE.admin, auth.userId, {
        client_id: auth.clientId,
        login_type: auth.loginType,
        client_type: auth.clientType,
        ver: auth.tokenVersion,
      }),
    verifyAdmin: async (token) => verified(token, AUDIENCE.admin, adminClaims),
    verifiedAdmin: (token) => verified(token, AUDIENCE.admin, adminClaims),
    signCarrier: (auth) =>
      sign(AUDIENCE.carrier, auth.userId, { client_id: auth.clientId, carrier_id: auth.carrierId, ver: auth.tokenVersion }),
    verifyCarrier: async (token) => verified(token, AUDIENCE.carrier, carrierClaims),
    verifiedCarrier: (token) => verified(token, AUDIENCE.carrier, carrierClaims),
  };
}
