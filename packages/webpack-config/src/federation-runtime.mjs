/**
 * A remote's own page (the remote run standalone): provides the Module Federation runtime that
 * the remote's production bundles take from the page instead of each carrying a copy (see
 * `federationRuntimeConfig` in index.mjs): its core and its bundler runtime's functions. Inside
 * the shell the shell provides them, so a remote's `remoteEntry.js` does not repeat them.
 */
import * as runtimeCore from 'kyubos-federation-runtime-core';
import { bundlerRuntimeParts } from './federation-bundler-runtime.mjs';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntimeParts;
