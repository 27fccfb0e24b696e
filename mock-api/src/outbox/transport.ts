import { appendFile, chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { AppError } from '../app-error';

/** An email or SMS the API sends (OTPs, login ids). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** Email address or phone digits. */
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing messages go: a file by default, SMTP for email when configured. */
export interface OutboxTransport {
  send(message: OutboxMessage): Promise<void>;
}

/**
 * Appends one JSON line per message (with its time) to `file`: a development transport (it holds
 * OTPs in clear text), readable by the server's user only.
 */
export function createFileOutbox(file: string): OutboxTransport {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      await ready;
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`, { encoding: 'utf8', mode: 0o600 });
      // A file made by an older version (or another umask) is closed down too.
      await chmod(file, 0o600);
    },
  };
}

/** Keeps messages in memory, for tests that read what was sent. */
export function createMemoryOutbox(): OutboxTransport & { messages: OutboxMessage[] } {
  const messages: OutboxMessage[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(message);
    },
  };
}

export const OUTBOX_FILE_NAME = 'outbox.jsonl';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` or `smtps://...`, as nodemailer reads it. */
  url: string;
  /** The From header, e.g. `Kyubos <no-reply@example.com>`. */
  from: string;
}

/** Sends email through an SMTP server; a server that refuses or cannot be reached gives a 503 the form shows. */
export function createSmtpEmailTransport({ url, from }: SmtpSettings): OutboxTransport {
  const mailer = nodemailer.createTransport(url);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`The SMTP transport sends email, not ${message.channel}`);
      try {
        await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      } catch {
        throw new AppError('MailUnavailable', 'The email could not be sent. Try again later or choose the phone.', 503);
      }
    },
  };
}

/**
 * The app's transport: email over SMTP when `smtp` is set, everything else (SMS always, email
 * otherwise) appended to `<dataDir>/outbox.jsonl`, as no SMS gateway is wired in.
 */
export function createOutbox({ dataDir, smtp }: { dataDir: string; smtp?: SmtpSettings }): OutboxTransport {
  const file = createFileOutbox(path.join(dataDir, OUTBOX_FILE_NAME));
  if (!smtp) return file;
  const email = createSmtpEmailTransport(smtp);
  return { send: (message) => (message.channel === 'email' ? email : file).send(message) };
}
