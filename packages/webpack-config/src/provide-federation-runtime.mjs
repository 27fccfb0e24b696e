/**
 * The shell's Module Federation runtime plugin that provides its runtime to the page: remotes
 * built without their own copy read `_FEDERATION_RUNTIME_CORE` and `_FEDERATION_BUNDLER_RUNTIME`
 * (see FEDERATION_RUNTIME_FILE in index.mjs). It imports the same ES modules as the shell's bundler
 * runtime, so the shell keeps one copy (the `provideExternalRuntime` option's plugin imports a
 * second, CommonJS, one).
 */
import * as runtimeCore from 'kyubos-federation-runtime-core';
import { bundlerRuntimeParts } from './federation-bundler-runtime.mjs';

export default function provideFederationRuntime() {
  return {
    name: 'kyubos-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      globalThis._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntimeParts;
      return args;
    },
  };
}
