import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FIELD_KEY_ID, type FieldKey } from '../security/field-encryption';

/** The mock-api package folder: defaults and relative paths resolve from here, whatever the cwd. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app's port from the registry of the apps (apps.json at the workspace root). */
const DEV_PORTS: number[] = (
  JSON.parse(readFileSync(path.join(PACKAGE_DIR, '../apps.json'), 'utf8')) as { apps: { port: number }[] }
).apps.map((app) => app.port);
const DEFAULT_CORS_ORIGINS = DEV_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface AppConfig {
  port: number;
  /** Absolute folder for the embedded database, the token secret and (later) uploads. */
  dataDir: string;
  /** Real PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  /** Keys that seal stored secrets (FTP account keys), never the token secret; the first seals, all open. */
  fieldKeys: FieldKey[];
  tokenTtlSeconds: number;
  corsOrigins: string[];
  /** Email goes through this SMTP server when set; otherwise (and SMS always) to `<dataDir>/outbox.jsonl`. */
  smtp?: { url: string; from: string };
  /** BDX files go to Azure Blob Storage with this connection string; otherwise under `<dataDir>/bdx-files`. */
  azureStorageConnectionString?: string;
  /** GET /metrics answers only `Authorization: Bearer <this>`; unset, /metrics is not served. */
  metricsToken?: string;
  /** `json` lines (default) or `pretty` ones for a person reading (pnpm dev). */
  logFormat?: 'json' | 'pretty';
  logLevel?: string;
  /** API processes `cluster.ts` runs on one port (PostgreSQL only). */
  apiProcesses?: number;
  /** Kept reference data answers served before Express (http/fast-path.ts); `API_FAST_PATH=off` turns it off. */
  fastPath?: boolean;
}

/** `FOO=` in a shell or .env file means "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)).default(4000),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  FIELD_ENCRYPTION_KEYS: optional(z.string()),
  TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(60).max(7 * 24 * 3600)).default(8 * 3600),
  CORS_ORIGINS: optional(z.string()),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  AZURE_STORAGE_CONNECTION_STRING: optional(z.string().regex(/AccountName=|BlobEndpoint=|UseDevelopmentStorage=/, 'must be an Azure Storage connection string')),
  SMTP_FROM: optional(z.string().min(3)).default('Kyubos <no-reply@kyubos.local>'),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])).default('json'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  API_PROCESSES: optional(z.coerce.number().int().min(1).max(64)).default(1),
  API_FAST_PATH: optional(z.enum(['on', 'off'])).default('on'),
});

/** Reads and validates the environment once; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(PACKAGE_DIR, vars.DATA_DIR ?? '.data');
  const fieldKeys = vars.FIELD_ENCRYPTION_KEYS
    ? parseFieldKeys(vars.FIELD_ENCRYPTION_KEYS, 'FIELD_ENCRYPTION_KEYS')
    : loadOrCreateFieldKeys(path.join(dataDir, FIELD_KEYS_FILE));
  return {
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : loadOrCreateSecret(path.join(dataDir, 'jwt-secret')),
    fieldKeys,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    corsOrigins: vars.CORS_ORIGINS
      ? vars.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    smtp: vars.SMTP_URL ? { url: vars.SMTP_URL, from: vars.SMTP_FROM } : undefined,
    azureStorageConnectionString: vars.AZURE_STORAGE_CONNECTION_STRING,
    metricsToken: vars.METRICS_TOKEN,
    logFormat: vars.LOG_FORMAT,
    logLevel: vars.LOG_LEVEL,
    apiProcesses: vars.API_PROCESSES,
    fastPath: vars.API_FAST_PATH === 'on',
  };
}

export const FIELD_KEYS_FILE = 'field-encryption-keys';

/**
 * Field encryption keys as `<key id>:<64 hex digits>`, separated by commas or lines; the first
 * seals new values. To rotate, put a new key first and keep the old ones until the server has
 * sealed every stored value again (it does so on start).
 */
export function parseFieldKeys(text: string, source: string): FieldKey[] {
  const entries = text.split(/[,\n]/).map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) throw new Error(`${source}: no key`);
  const keys = entries.map((entry) => {
    const [id = '', hex = ''] = entry.split(':');
    if (!FIELD_KEY_ID.test(id) || !/^[0-9a-f]{64}$/i.test(hex)) {
      throw new Error(`${source}: each key must be <id>:<64 hex digits>, the id 1-32 letters, digits, _ or -`);
    }
    return { id, key: Buffer.from(hex, 'hex') };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error(`${source}: key ids must differ`);
  return keys;
}

/** Reads a secret file the server generated, or generates it (mode 600); two processes starting at once share one. */
function loadOrCreate<T>(file: string, parse: (stored: string) => T, generate: () => string): T {
  let stored: string | undefined;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored !== undefined) return parse(stored);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place (never over an existing file): a
  // process starting meanwhile finds no file or the whole one, never one created but still empty.
  const written = `${file}.${randomUUID()}`;
  writeFileSync(written, generate(), { mode: 0o600 });
  try {
    linkSync(written, file);
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(written, { force: true });
  }
  return loadOrCreate(file, parse, generate);
}

/** A generated secret is kept on disk so that tokens stay valid across restarts. */
const loadOrCreateSecret = (file: string): Uint8Array =>
  loadOrCreate(
    file,
    (stored) => {
      if (!/^(?:[0-9a-f]{2}){32,}$/i.test(stored)) {
        throw new Error(`${file} is not a hex secret of 32+ bytes; delete it to generate a new one`);
      }
      return Buffer.from(stored, 'hex');
    },
    () => randomBytes(32).toString('hex'),
  );

/** The default field key ring: one generated key, kept on disk (losing it loses the sealed values). */
const loadOrCreateFieldKeys = (file: string): FieldKey[] =>
  loadOrCreate(
    file,
    (stored) => parseFieldKeys(stored, file),
    () => `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}:${randomBytes(32).toString('hex')}\n`,
  );
