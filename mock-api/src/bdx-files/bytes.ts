import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A file's bytes are hashed and copied a slice at a time, with a turn of the event loop between
 * slices: whole, a 9 MB upload held the request thread 5 ms to hash and 7 ms to copy, each time
 * with a garbage collection after it, and a call arriving meanwhile waited as long.
 */
const SLICE_BYTES = 1024 * 1024;

/** The SHA-256 of a file's bytes, hex: the same bytes are one file (the duplicate rule). */
export async function fingerprintOf(content: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < content.length; at += SLICE_BYTES) {
    hash.update(content.subarray(at, at + SLICE_BYTES));
    await nextTurn();
  }
  return hash.digest('hex');
}

/** A copy of a file's bytes in a buffer of its own, to hand to a worker whole (transferred, not cloned). */
export async function copyOf(content: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const copy = new Uint8Array(content.length);
  for (let at = 0; at < content.length; at += SLICE_BYTES) {
    copy.set(content.subarray(at, at + SLICE_BYTES), at);
    await nextTurn();
  }
  return copy;
}
