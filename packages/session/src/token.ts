/** Reads a JWT's payload without verifying it: the server verifies; the browser only needs `exp`. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A missing, unreadable or expired token (exp earlier than now, in seconds) is not a session. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return true;
  const exp = decodeTokenPayload(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp < Math.floor(nowMs / 1000);
}
