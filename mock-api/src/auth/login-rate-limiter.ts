export interface LoginRateLimiter {
  /** True when the username has used up its failures for the current window. */
  isBlocked(username: string): boolean;
  recordFailure(username: string): void;
  /** A successful sign-in forgives earlier failures. */
  reset(username: string): void;
}

export interface LoginRateLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

/** Past this many tracked usernames, expired entries are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counts failed sign-ins per username (case-insensitive) over a sliding window, in memory:
 * enough for one API process; several processes would need a shared store.
 */
export function createLoginRateLimiter({
  maxFailures = 5,
  windowMs = 15 * 60 * 1000,
  now = Date.now,
}: LoginRateLimiterOptions = {}): LoginRateLimiter {
  const failures = new Map<string, number[]>();
  const keyOf = (username: string) => username.trim().toLowerCase();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) failures.set(key, times);
    else failures.delete(key);
    return times;
  }

  return {
    isBlocked: (username) => recent(keyOf(username)).length >= maxFailures,
    recordFailure(username) {
      const key = keyOf(username);
      failures.set(key, [...recent(key), now()]);
      if (failures.size > SWEEP_THRESHOLD) for (const tracked of [...failures.keys()]) recent(tracked);
    },
    reset: (username) => {
      failures.delete(keyOf(username));
    },
  };
}
