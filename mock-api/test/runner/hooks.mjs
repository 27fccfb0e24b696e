/** Module hook: the API test files (mock-api/test/*.test.ts) import node-test.mjs for 'node:test'. */
const shim = new URL('./node-test.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'node:test' && /\/mock-api\/test\/[^/]+\.test\.ts$/.test(context.parentURL ?? '')) {
    return { url: shim, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
