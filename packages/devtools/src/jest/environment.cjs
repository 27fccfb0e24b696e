/**
 * jsdom lacks several web APIs that Node has (react-router needs TextEncoder, RTK Query
 * needs fetch/Request/Response/Headers): copy Node's into the jsdom global.
 *
 * A test file may run with the machine in another time zone, as a browser there would:
 * `@jest-environment-options {"timeZone": "Pacific/Auckland"}` in its docblock. The test's own
 * process.env is a copy, so the zone is set on the worker's and put back after the file.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream',
  'structuredClone',
];

class KyubosEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
  }

  async setup() {
    await super.setup();
    if (this.timeZone) {
      this.savedTimeZone = process.env.TZ;
      process.env.TZ = this.timeZone;
    }
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }

  async teardown() {
    if (this.timeZone) {
      if (this.savedTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.savedTimeZone;
    }
    await super.teardown();
  }
}

module.exports = KyubosEnvironment;
