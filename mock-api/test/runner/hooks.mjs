/**
 * Module hook of run-files.mjs: the API test files (mock-api/test/*.test.ts, and this folder's
 * fixtures) get node-test.mjs for 'node:test'.
 */
const shim = new URL('./node-test.mjs', import.meta.url).href;
const testDir = new URL('../', import.meta.url).href;
const fixtures = new URL('./fixtures/', import.meta.url).href;

const isTestFile = (url = '') =>
  (url.startsWith(testDir) && /^[^/]+\.test\.ts$/.test(url.slice(testDir.length))) ||
  (url.startsWith(fixtures) && /^[^/]+\.fixture\.ts$/.test(url.slice(fixtures.length)));

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'node:test' && isTestFile(context.parentURL)) return { url: shim, shortCircuit: true };
  return nextResolve(specifier, context);
}
