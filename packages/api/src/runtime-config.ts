import type { RuntimeConfig } from '@kyubos/contracts';
import { parseRuntimeConfig } from '@kyubos/contracts/runtime-config';

let current: RuntimeConfig | null = null;

/** Fetches the app's runtime config (served no-cache by its own server) and keeps it for the page. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The config already loaded by whichever app started the page (the shell, or a remote on its own). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

export const hasRuntimeConfig = (): boolean => current !== null;
