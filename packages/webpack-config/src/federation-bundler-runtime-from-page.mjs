/**
 * What a remote built with `externalRuntime` bundles in place of `@module-federation/webpack-bundler-runtime`'s
 * `bundler.js`: the same `federation` object, its own, built from the functions the page provides
 * (`_FEDERATION_BUNDLER_RUNTIME`, see federation-bundler-runtime.mjs) instead of a copy of them.
 * The flags are those of bundler.js's `index.js`, set by the ModuleFederationPlugin of the build.
 */
import * as runtime from '@module-federation/runtime';

const parts = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!parts) {
  throw new Error('This remote needs the page to provide the Module Federation bundler runtime (a Kyubos shell, or its own federation-runtime.js)');
}
/* global FEDERATION_OPTIMIZE_NO_REMOTE, FEDERATION_OPTIMIZE_NO_SHARED, FEDERATION_HAS_EXPOSES */
const USE_REMOTE = typeof FEDERATION_OPTIMIZE_NO_REMOTE === 'boolean' ? !FEDERATION_OPTIMIZE_NO_REMOTE : true;
const USE_SHARED = typeof FEDERATION_OPTIMIZE_NO_SHARED === 'boolean' ? !FEDERATION_OPTIMIZE_NO_SHARED : true;
const HAS_EXPOSES = typeof FEDERATION_HAS_EXPOSES === 'boolean' ? FEDERATION_HAS_EXPOSES : true;

export const bundlerRuntime = {
  remotes: USE_REMOTE ? parts.remotes : undefined,
  consumes: USE_SHARED ? parts.consumes : undefined,
  I: USE_SHARED ? parts.initializeSharing : undefined,
  S: {},
  installInitialConsumes: USE_SHARED ? parts.installInitialConsumes : undefined,
  initContainerEntry: HAS_EXPOSES ? parts.initContainerEntry : undefined,
  init: parts.init,
  getSharedFallbackGetter: USE_SHARED ? parts.getSharedFallbackGetter : undefined,
};
export const attachShareScopeMap = parts.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export default federation;
