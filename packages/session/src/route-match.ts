/**
 * Exact route matching with ':name' parameters, the one rule the shell uses to decide
 * which remote owns a URL and whether a URL is known at all.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const expected = patternParts[i] as string;
    const actual = pathParts[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(actual);
    else if (expected.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

export const matchesAny = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((pattern) => matchRoute(pattern, pathname) !== null);
