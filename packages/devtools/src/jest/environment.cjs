/**
 * jsdom lacks several web APIs that Node has (react-router needs TextEncoder, RTK Query
 * needs fetch/Request/Response/Headers): copy Node's into the jsdom global.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream',
  'structuredClone',
];

class KyubosEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = KyubosEnvironment;
