/**
 * `node:test` as the API test files see it when several run in one process (see run-files.mjs):
 * while a file is being imported, its top-level calls (test, describe, before, after, ...) are
 * noted instead of made; the runner then makes them inside one suite named after the file, so
 * each file's top-level hooks run around that file's tests only. Every other call (inside a
 * describe or a test) goes straight to node:test.
 */
import * as nodeTest from 'node:test';

let noted = null;

/** Notes the top-level calls made until `stopNoting()`, which answers them. */
export function startNoting() {
  noted = [];
}
export function stopNoting() {
  const calls = noted ?? [];
  noted = null;
  return calls;
}
/** Makes the noted calls (in the suite whose body is running). */
export function makeCalls(calls) {
  for (const { name, args } of calls) nodeTest[name](...args);
}

const passOn = (name) =>
  function (...args) {
    if (noted === null) return nodeTest[name](...args);
    noted.push({ name, args });
    return name === 'test' || name === 'it' || name === 'describe' || name === 'suite' ? Promise.resolve() : undefined;
  };

export const test = passOn('test');
export const it = passOn('it');
export const describe = passOn('describe');
export const suite = passOn('suite');
export const before = passOn('before');
export const after = passOn('after');
export const beforeEach = passOn('beforeEach');
export const afterEach = passOn('afterEach');
export const mock = nodeTest.mock;
export const run = nodeTest.run;
export default test;
