/** An app's runtime config as its server (static or dev) answers it at serve time. */
import fs from 'node:fs';
import path from 'node:path';
import { portOffset } from '../../devtools/src/ports.mjs';

/**
 * The app's runtime config: its own runtime-config.json, overlaid by environment at serve
 * time (KYUBOS_API_BASE_URL, KYUBOS_PRODUCT_NAME, KYUBOS_REMOTE_<NAME>_ENTRY, KYUBOS_PORT_OFFSET),
 * no rebuild. A URL set explicitly is served as given; KYUBOS_PORT_OFFSET shifts only the
 * localhost URLs of the file, the ones that follow the system's ports.
 */
export function readRuntimeConfig(appDir, env = process.env) {
  const file = env.KYUBOS_RUNTIME_CONFIG ?? path.join(appDir, 'runtime-config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (env.KYUBOS_PRODUCT_NAME) config.productName = env.KYUBOS_PRODUCT_NAME;
  // KYUBOS_PORT_OFFSET: the whole system runs shifted (parallel test runs); so do its localhost URLs.
  const offset = portOffset(env.KYUBOS_PORT_OFFSET);
  const shift = (url) =>
    offset ? url.replace(/\/\/localhost:(\d+)/, (_match, port) => `//localhost:${Number(port) + offset}`) : url;
  config.apiBaseUrl = env.KYUBOS_API_BASE_URL || shift(config.apiBaseUrl);
  for (const remote of config.remotes ?? []) {
    remote.entry = env[`KYUBOS_REMOTE_${remote.name.toUpperCase()}_ENTRY`] || shift(remote.entry);
  }
  return config;
}
