/**
 * The functions of Module Federation's webpack bundler runtime (`@module-federation/webpack-bundler-runtime`):
 * they take the calling build's `__webpack_require__` and keep no state of their own, so one copy
 * serves every build on the page. The page's provider (the shell's runtime plugin, or a remote's
 * own page's federation-runtime.js) puts them on `_FEDERATION_BUNDLER_RUNTIME`; a remote built
 * with `externalRuntime` reads them there (federation-bundler-runtime-from-page.mjs).
 */
import { attachShareScopeMap } from 'kyubos-federation-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from 'kyubos-federation-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from 'kyubos-federation-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from 'kyubos-federation-bundler-runtime/dist/init.js';
import { initContainerEntry } from 'kyubos-federation-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from 'kyubos-federation-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from 'kyubos-federation-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from 'kyubos-federation-bundler-runtime/dist/remotes.js';

export const bundlerRuntimeParts = {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
  remotes,
};
