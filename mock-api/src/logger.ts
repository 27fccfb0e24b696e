import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions as LoggerOptionsOfPino } from 'pino';

/** Fields a log line may carry next to its message (a request id, a client id...). */
export type LogContext = Record<string, unknown>;

/** The little the server logs; tests pass a silent one. */
export interface Logger {
  info(message: string, context?: LogContext): void;
  error(message: string, error?: unknown, context?: LogContext): void;
  /** The structured logger the request lines go to (one per request); absent, requests are not logged. */
  readonly pino?: PinoLogger;
}

/**
 * Fields whose values never reach a log, wherever they sit in a logged object: the one
 * redaction list. Database errors also lose `detail`, `where`, `query` and `params`, which quote the failing row.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(
  [
    'password', 'newpassword', 'password_hash', 'passwordHash', 'BDX_Password', 'bdx_password_encrypted',
    'otp', 'otpvalue', 'otp_hash', 'otpHash', 'token', 'authorization', 'secret', 'jwtSecret', 'fieldKeys', 'secret_hex', 'detail', 'where',
    'parameters', 'params', 'query', 'body',
  ].map((field) => field.toLowerCase()),
);

const REDACTED = '[redacted]';

/**
 * Whether an object needs no redaction: a plain object (not an error) whose keys are none of the
 * secret fields and whose values are all plain values (the request lines). Checked without copying.
 */
function isFlatAndClean(value: object): boolean {
  if (value instanceof Error || Array.isArray(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    const field = (value as Record<string, unknown>)[key];
    if ((field !== null && typeof field === 'object') || field === undefined || SECRET_FIELDS.has(key.toLowerCase())) return false;
  }
  return true;
}

/** What is about to be logged with every secret field's value replaced: a copy, or the object itself when nothing in it is secret or nested. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth === 0 && isFlatAndClean(value)) return value;
  if (depth > 5) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  const source = value as Record<string, unknown>;
  const keys = value instanceof Error ? ['name', 'message', 'code', 'stack', ...Object.keys(source)] : Object.keys(source);
  const copy: Record<string, unknown> = {};
  for (const key of new Set(keys)) {
    if (source[key] === undefined) continue;
    copy[key] = SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : redactForLog(source[key], depth + 1);
  }
  return copy;
}

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  /** `json` (one object a line, for production) or `pretty` (coloured lines, for `pnpm dev`). */
  format?: LogFormat;
  level?: string;
  /** Where lines go; default standard output. */
  destination?: DestinationStream;
}

/**
 * The server's logger: pino, one JSON object a line, with the redaction list applied to every
 * object logged (errors included). `pretty` needs pino-pretty, a development dependency.
 * JSON lines go to standard output in writes of LOG_WRITE_BYTES, or every LOG_FLUSH_MS when
 * fewer came (under load one write for dozens of requests, not a blocking write each), written
 * asynchronously; pino writes what is left when the process exits. Measured against pino's
 * transport (a thread that writes the lines): one process answered as many calls, two processes
 * 1.09-1.11 x one instead of 1.34-1.39 x (the thread's hand-offs cost CPU the second process needs).
 */
export async function createLogger({ format = 'json', level = 'info', destination }: LoggerOptions = {}): Promise<Logger> {
  let stream = destination;
  if (!stream && format === 'pretty') {
    const { default: pretty } = await import('pino-pretty');
    stream = pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  }
  return loggerOver(pino(pinoOptions(level), stream ?? pino.destination({ sync: false, minLength: LOG_WRITE_BYTES, periodicFlush: LOG_FLUSH_MS })));
}

/** How many bytes of log lines are gathered before they are written, at most LOG_FLUSH_MS after the first. */
export const LOG_WRITE_BYTES = 4096;
export const LOG_FLUSH_MS = 100;

let timeMs = Number.NaN;
let timeField = '';

/**
 * pino's ISO time field, formatted once per millisecond: under load dozens of lines share a
 * millisecond, and formatting the date was a third of a request line's cost.
 */
export function isoTimeOfMillisecond(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** Level names and ISO times (readable by people and log stores alike); every object redacted. */
const pinoOptions = (level: string): LoggerOptionsOfPino => ({
  level,
  base: { pid: process.pid },
  timestamp: isoTimeOfMillisecond,
  formatters: {
    level: (label) => ({ level: label }),
    log: (object) => redactForLog(object) as Record<string, unknown>,
  },
  // The redaction above copies errors (name, message, code, stack) itself.
  serializers: { err: (error: unknown) => error },
});

/** The Logger interface over a pino logger. */
export function loggerOver(logger: PinoLogger): Logger {
  return {
    pino: logger,
    info: (message, context) => logger.info(context ?? {}, message),
    error: (message, error, context) => logger.error({ ...context, err: error }, message),
  };
}

/** Before the configuration is read (and when it cannot be): JSON lines on standard output. */
export const consoleLogger: Logger = loggerOver(pino(pinoOptions('info')));

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
