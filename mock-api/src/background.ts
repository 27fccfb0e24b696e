import type { Logger } from './logger';

/**
 * Work that runs after the answer has gone (sending an OTP), so that neither the answer nor its
 * time tells whether the work was done. A task that fails is logged: its caller has already been answered.
 */
export function createBackgroundTasks(logger: Logger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<unknown>): void {
      // Started on the next turn of the event loop, once the answer has been written.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error(`${what} failed`, error),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once every task started so far (and any they started) has finished. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
