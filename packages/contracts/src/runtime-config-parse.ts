import { DEFAULT_PRODUCT_NAME } from './constants';
import type { RemoteConfig, RuntimeConfig } from './runtime-config';

/**
 * The runtime config checked without zod, as `runtimeConfigSchema` (runtime-config.ts) checks
 * it: the first screen after sign-in reads it, and zod with every schema of the contracts would
 * otherwise be downloaded before that screen shows. Imported as `@kyubos/contracts/runtime-config`;
 * runtime-config-parse.test.ts holds both to the same answers.
 */
export class RuntimeConfigError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`Runtime config: ${path} ${problem}`);
    this.name = 'RuntimeConfigError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new RuntimeConfigError(path, 'must be a string');
  if (value.length === 0) throw new RuntimeConfigError(path, 'must not be empty');
  return value;
}

function remote(value: unknown, path: string): RemoteConfig {
  if (!isObject(value)) throw new RuntimeConfigError(path, 'must be an object');
  const name = text(value.name, `${path}.name`);
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new RuntimeConfigError(`${path}.name`, 'must be lower case letters, digits and _');
  const entry = text(value.entry, `${path}.entry`);
  if (!Array.isArray(value.routes) || value.routes.length === 0) throw new RuntimeConfigError(`${path}.routes`, 'must list at least one route');
  const routes = value.routes.map((route, index) => {
    if (typeof route !== 'string' || !route.startsWith('/')) throw new RuntimeConfigError(`${path}.routes.${index}`, 'must start with /');
    return route;
  });
  const layout = value.layout ?? 'admin';
  if (layout !== 'admin' && layout !== 'page') throw new RuntimeConfigError(`${path}.layout`, "must be 'admin' or 'page'");
  return { name, entry, routes, layout };
}

/** The config as `runtimeConfigSchema.parse` returns it (defaults filled, unknown keys dropped), or a RuntimeConfigError naming the field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) throw new RuntimeConfigError('(root)', 'must be an object');
  const apiBaseUrl = text(raw.apiBaseUrl, 'apiBaseUrl');
  const productName = raw.productName === undefined ? DEFAULT_PRODUCT_NAME : text(raw.productName, 'productName');
  if (raw.remotes !== undefined && !Array.isArray(raw.remotes)) throw new RuntimeConfigError('remotes', 'must be a list');
  const remotes = (raw.remotes ?? []).map((entry: unknown, index: number) => remote(entry, `remotes.${index}`));
  return { apiBaseUrl, productName, remotes };
}
