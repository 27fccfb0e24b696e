import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** An email or SMS the API sends (OTPs, login ids). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** Email address or phone digits. */
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing messages go: a file by default, an SMTP/SMS gateway when one is wired in. */
export interface OutboxTransport {
  send(message: OutboxMessage): Promise<void>;
}

/** Appends one JSON line per message (with its time) to `file`: the default outside production. */
export function createFileOutbox(file: string): OutboxTransport {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      await ready;
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`, 'utf8');
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
