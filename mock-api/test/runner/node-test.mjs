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
  for (const { name, variant, args } of calls) (variant ? nodeTest[name][variant] : nodeTest[name])(...args);
}

const TESTS = ['test', 'it', 'describe', 'suite'];
/** `variant`: skip, todo or only (test.skip(...)). */
const passOn = (name, variant) =>
  function (...args) {
    if (noted === null) return (variant ? nodeTest[name][variant] : nodeTest[name])(...args);
    noted.push({ name, variant, args });
    return TESTS.includes(name) ? Promise.resolve() : undefined;
  };
const withVariants = (name) => Object.assign(passOn(name), { skip: passOn(name, 'skip'), todo: passOn(name, 'todo'), only: passOn(name, 'only') });

export const test = withVariants('test');
export const it = withVariants('it');
export const describe = withVariants('describe');
export const suite = withVariants('suite');
export const before = passOn('before');
export const after = passOn('after');
export const beforeEach = passOn('beforeEach');
export const afterEach = passOn('afterEach');
export const mock = nodeTest.mock;
export const run = nodeTest.run;
export default test;
