/**
 * A value now, or a promise of it: what the per-call checks answer (verified token, session,
 * permission, kept answer versions), now when they answer from what the process keeps, so that
 * a call served from it makes no promise and waits for no turn of the event loop.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)` now when the value is there, else once it is (a rejection stays a rejection). */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
