import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_ALPHABET,
  OTP_LENGTH,
  type ForgotSendResponse,
  type ForgotValidateResponse,
  type PortalMessage,
  type OtpCheckResponse,
  type PasswordChangeRequest,
} from '@kyubos/contracts';
import { hashNewPassword } from '../auth/new-password';
import { AppError } from '../app-error';
import type { BackgroundTasks } from '../background';
import type { OutboxTransport } from '../outbox/transport';
import type { Limits } from '../security/limits';
import type { Bucket, RateLimiter } from '../security/rate-limiter';
import type { ServerSecrets } from '../security/server-secrets';
import { appendAudit } from '../audit/repository';
import type { Db } from '../db/db';
import { endSessionsAround } from '../auth/sessions';
import { forgiveSignInFailures } from '../security/sign-in-guard';
import { createPasswordResetRepository, type ResetAccount, type ResetAudience } from './repository';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** After a correct OTP, the new password must be chosen within this time. */
const CHANGE_WINDOW_MINUTES = 15;

const INVALID_OTP = 'The OTP is not valid. Check the code and try again.';
const TOO_MANY_REQUESTS = 'Too many requests. Try again in 15 minutes.';
const TOO_MANY_TRIES = 'Too many OTP tries. Password reset is paused for an hour.';

export interface PasswordResetDeps {
  audience: ResetAudience;
  outbox: OutboxTransport;
  /** Counts forgot requests per account (or login id, or phone) and per client address, and OTP tries. */
  limiter: RateLimiter;
  limits: Limits;
  /** Sends OTPs and login ids after the answer, so the answer time does not tell whether an account exists. */
  background: BackgroundTasks;
  /** Keys the stand-in masks, the same in every API process on the database. */
  secrets: ServerSecrets;
}

const STAND_IN_SECRET = 'forgot-stand-in-masks';

/** OTPs compare without case: the hash is of the capitalised code. */
const hashOtp = (reference: string, otp: string) => createHash('sha256').update(`${reference}:${otp.toUpperCase()}`).digest();

export const newOtp = () => Array.from({ length: OTP_LENGTH }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');

/** 'jane.doe@atlas.example' -> 'j***@a***.example'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** Only the last 4 digits are shown: 'XXX-XXX-1234'. */
export const maskPhone = (phone: string) => `XXX-XXX-${phone.replace(/\D/g, '').slice(-4).padStart(4, 'X')}`;

/**
 * Forgot password by OTP and forgot login id, for one kind of account. Every answer has the
 * same shape whether or not the login id (or phone) is registered, so the flow cannot be used
 * to find out who has an account.
 */
export function createPasswordResetService(db: Db, { audience, outbox, limiter, limits, background, secrets }: PasswordResetDeps) {
  const accounts = createPasswordResetRepository(db, audience);
  /** One kind of request (validate, send, login) for one account, login id or phone, and the caller's address. */
  async function throttle(kind: string, who: string, address: string) {
    const taken = await limiter.take([
      { key: `reset-${kind}:${audience}:${who}`, limit: limits.resetRequestsPerAccount },
      { key: `reset:address:${address}`, limit: limits.resetRequestsPerAddress },
    ]);
    if (!taken) throw new AppError('TooManyRequests', TOO_MANY_REQUESTS, 429);
  }
  /** Accounts are counted by id, so no spelling of a login id gets a fresh quota. */
  const whoOf = (account: ResetAccount | null, username: string) => (account ? String(account.id) : `name:${username.toLowerCase()}`);

  /**
   * Counts one OTP try for the caller's address and, for a live request, for its account across
   * all its requests. The try that fills the account's hour pauses its reset and tells its email.
   */
  async function countTry(address: string, userId: number | null) {
    const addressBucket: Bucket = { key: `otp-try:address:${address}`, limit: limits.otpTriesPerAddress };
    if (userId === null) {
      if (!(await limiter.take([addressBucket]))) throw new AppError('TooManyTries', TOO_MANY_TRIES, 429);
      return;
    }
    const key = `otp-try:${audience}:${userId}`;
    const hour: Bucket = { key, limit: limits.otpTriesPerAccountPerHour };
    const taken = await limiter.take([addressBucket, hour, { key, limit: limits.otpTriesPerAccountPerDay }]);
    if (!taken) throw new AppError('TooManyTries', TOO_MANY_TRIES, 429);
    if ((await limiter.count(hour)) === hour.limit.max) await tellPaused(userId);
  }

  async function tellPaused(userId: number) {
    const account = await accounts.findAccountById(userId);
    if (!account?.email) return;
    await outbox.send({
      channel: 'email',
      to: account.email,
      subject: 'Password reset paused',
      text:
        `There were ${limits.otpTriesPerAccountPerHour.max} tries of a password reset code for your Login Id ${account.username} within an hour, ` +
        'so password reset is paused for an hour. If this was not you, someone may be trying to take over your account: tell your administrator.',
    });
  }

  /**
   * The masks answered for a login id without an account (or without both an email and a phone):
   * one of the email masks real accounts show, chosen by a keyed hash of the login id, and phone
   * digits from the same hash. The same login id gets the same answer in every request and every
   * API process. Weighted rendezvous hashing keeps the choice as accounts come and go (it changes
   * only when a new mask wins) and picks masks as often as real accounts show them.
   */
  async function standInMasks(username: string): Promise<ForgotValidateResponse> {
    const key = await secrets.get(STAND_IN_SECRET);
    const keyed = (text: string) => createHmac('sha256', key).update(`${audience}:${username.toLowerCase()}:${text}`).digest();
    const shown = new Map<string, number>();
    for (const email of await accounts.maskedEmails()) {
      const mask = maskEmail(email);
      shown.set(mask, (shown.get(mask) ?? 0) + 1);
    }
    let email: string | undefined;
    let best = Infinity;
    for (const [mask, weight] of shown) {
      const uniform = (keyed(`email:${mask}`).readUIntBE(0, 6) + 1) / 2 ** 48;
      const score = -Math.log(uniform) / weight;
      if (score < best) [email, best] = [mask, score];
    }
    const digest = keyed('phone');
    const letter = (byte: number) => String.fromCharCode(97 + (byte % 26));
    const digits = Array.from(digest.subarray(2, 6), (byte) => String(byte % 10)).join('');
    return {
      message: 'Choose where to receive the OTP',
      Email: email ?? `${letter(digest[0]!)}***@${letter(digest[1]!)}***.com`,
      Phonenumber: `XXX-XXX-${digits}`,
    };
  }

  /**
   * The audit row of an OTP request: the login id asked for, the channel and where the OTP went,
   * masked as the reset screen shows it (or why none was sent); never the OTP, its hash or the
   * request's reference (which, with the OTP, opens the password change).
   */
  const recordOtpRequest = (tx: Db, username: string, channel: 'email' | 'phone', account: ResetAccount | null, to: string | null | undefined) =>
    appendAudit(tx, {
      action: 'password reset code requested',
      entity: audience === 'carrier' ? 'carrier_users' : 'users',
      entityId: account?.id ?? null,
      userId: account?.id ?? null,
      audience,
      changes: {
        username: { before: null, after: username },
        channel: { before: null, after: channel },
        ...(to
          ? { sent_to: { before: null, after: channel === 'email' ? maskEmail(to) : maskPhone(to) } }
          : { reason: { before: null, after: account ? `no ${channel === 'email' ? 'email address' : 'phone number'} on file` : 'unknown login id' } }),
      },
    });

  async function sendOtp(account: ResetAccount, username: string, reference: string, channel: 'email' | 'phone', to: string) {
    const otp = newOtp();
    await db.transaction(async (tx) => {
      const repo = createPasswordResetRepository(tx, audience);
      await repo.closeOpenRequests(account.id);
      await repo.insertRequest(account.id, reference, channel, hashOtp(reference, otp).toString('hex'), OTP_TTL_MINUTES);
      await recordOtpRequest(tx, username, channel, account, to);
    });
    await outbox.send({
      channel: channel === 'email' ? 'email' : 'sms',
      to,
      subject: 'Your password reset code',
      text: `Your one-time password is ${otp}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    });
  }

  async function send(username: string, channel: 'email' | 'phone', address: string): Promise<ForgotSendResponse> {
    const account = await accounts.findAccount(username);
    await throttle('send', whoOf(account, username), address);
    const reference = randomBytes(16).toString('hex');
    const to = channel === 'email' ? account?.email : account?.phonenumber?.replace(/\D/g, '');
    if (account && to) background.run('Sending a password reset code', () => sendOtp(account, username, reference, channel, to));
    // Recorded after the answer too, so that an unknown login id is answered as fast as a real one.
    else background.run('Recording a password reset code request', () => recordOtpRequest(db, username, channel, account, to));
    const where = channel === 'email' ? 'the email address' : 'the phone number';
    return { message: `If the Login Id is registered, an OTP has been sent to ${where} on file.`, id: reference };
  }

  return {
    async validate(username: string, address: string): Promise<ForgotValidateResponse> {
      const account = await accounts.findAccount(username);
      await throttle('validate', whoOf(account, username), address);
      // Worked out for real accounts too, so that both answers take the same time.
      const standIn = await standInMasks(username);
      if (!account?.email || !account.phonenumber) return standIn;
      return { message: 'Choose where to receive the OTP', Email: maskEmail(account.email), Phonenumber: maskPhone(account.phonenumber) };
    },

    sendByEmail: (username: string, address: string) => send(username, 'email', address),
    sendByPhone: (username: string, address: string) => send(username, 'phone', address),

    async checkOtp(reference: string, otp: string, address: string): Promise<OtpCheckResponse> {
      const request = await accounts.findRequest(reference, CHANGE_WINDOW_MINUTES);
      if (!request || request.used) {
        await countTry(address, null);
        throw new AppError('InvalidOtp', INVALID_OTP, 400);
      }
      if (request.verified) throw new AppError('OtpUsed', 'This OTP has already been used. Request a new one.', 400);
      if (request.expired) throw new AppError('OtpExpired', 'The OTP has expired. Request a new one.', 400);
      await countTry(address, request.userId);
      if (!(await accounts.takeAttempt(request.id, OTP_MAX_TRIES))) {
        throw new AppError('TooManyTries', 'Too many wrong tries. Request a new OTP.', 429);
      }
      if (!timingSafeEqual(hashOtp(reference, otp), Buffer.from(request.otpHash, 'hex'))) {
        throw new AppError('InvalidOtp', INVALID_OTP, 400);
      }
      if (!(await accounts.markVerified(request.id))) {
        throw new AppError('OtpUsed', 'This OTP has already been used. Request a new one.', 400);
      }
      return { message: 'OTP verified', id: reference };
    },

    async changePassword({ id: reference, newpassword }: PasswordChangeRequest): Promise<PortalMessage> {
      const request = await accounts.findRequest(reference, CHANGE_WINDOW_MINUTES);
      if (!request || request.used || !request.verified) {
        throw new AppError('ResetNotVerified', 'Verify the OTP before choosing a new password.', 400);
      }
      if (!request.changeAllowed) throw new AppError('ResetExpired', 'The reset has expired. Start again.', 400);
      const passwordHash = await hashNewPassword(newpassword, 'newpassword');
      // The account's earlier tokens end in this process as soon as the change is committed.
      await endSessionsAround(audience, request.userId, () =>
        db.transaction(async (tx) => {
          const repo = createPasswordResetRepository(tx, audience);
          await repo.setPassword(request.userId, passwordHash);
          await forgiveSignInFailures(tx, audience, request.userId);
          await repo.markUsed(request.id);
          await appendAudit(tx, {
            action: 'password reset',
            entity: audience === 'carrier' ? 'carrier_users' : 'users',
            entityId: request.userId,
            userId: request.userId,
            audience,
            changes: { password_changed: { before: null, after: true } },
          });
        }),
      );
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },

    async sendLoginIds(phoneDigits: string, address: string): Promise<PortalMessage> {
      await throttle('login', phoneDigits, address);
      const matches: ResetAccount[] = await accounts.findByPhone(phoneDigits);
      if (matches.length > 0) {
        const text = `Your Login Id: ${matches.map((account) => account.username).join(', ')}`;
        background.run('Sending login ids', () => outbox.send({ channel: 'sms', to: phoneDigits, subject: 'Your Login Id', text }));
      }
      return { message: 'If the phone number is registered, your Login Id has been sent to it by SMS.' };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
