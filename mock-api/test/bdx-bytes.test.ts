import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { copyOf, fingerprintOf } from '../src/bdx-files/bytes';

test('When a file of several slices is fingerprinted and copied a slice at a time, then the hash is the whole file\'s and the copy is equal, in a buffer of its own', async () => {
  const content = randomBytes(2.5 * 1024 * 1024 + 17);
  assert.equal(await fingerprintOf(content), createHash('sha256').update(content).digest('hex'));
  assert.equal(await fingerprintOf(new Uint8Array(0)), createHash('sha256').update(Buffer.alloc(0)).digest('hex'));
  const copy = await copyOf(content);
  assert.ok(Buffer.from(copy).equals(content));
  assert.notEqual(copy.buffer, content.buffer);
  assert.equal(copy.byteOffset, 0);
  assert.equal(copy.buffer.byteLength, content.length);
});
