/** Types of runtime-config.mjs, for the tests that import it. */
export function readRuntimeConfig(
  appDir: string,
  env?: Record<string, string | undefined>,
): { apiBaseUrl: string; productName: string; remotes?: { name: string; entry: string }[] };
