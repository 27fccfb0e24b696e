/**
 * Stops the clock at an instant for the rest of a test: `new Date()` and `Date.now()` answer it;
 * timers, promises and animation frames run as usual, so screens and user events work unchanged.
 * Call the function it returns (or jest.useRealTimers) to start the clock again.
 */
export function fixClock(iso: string): () => void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return () => jest.useRealTimers();
}
