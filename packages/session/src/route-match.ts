/**
 * Exact route matching with ':name' parameters, the one rule the shell uses to decide
 * which remote owns a URL and whether a URL is known at all.
 */

/** Whether `pathname` has the pattern's segments, case aside, a ':name' segment taking any one: nothing decoded, so it never throws (the page's entry uses it before any error handling is in place). */
export function routeMatches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((expected, i) => expected.startsWith(':') || expected.toLowerCase() === pathParts[i]!.toLowerCase());
}

/** The route's parameters when `pathname` matches `pattern` (`routeMatches`), decoded; null when it does not. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  if (!routeMatches(pattern, pathname)) return null;
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((expected, i) => {
      if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(pathParts[i]!);
    });
  return params;
}

export const matchesAny = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((pattern) => matchRoute(pattern, pathname) !== null);
