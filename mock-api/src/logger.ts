/** The little the server logs; tests pass a silent one. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
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

/** A copy of what is about to be logged with every secret field's value replaced. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
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

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, redactForLog(error)),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
