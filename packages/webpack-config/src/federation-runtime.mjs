/**
 * A remote's own page (the remote run standalone): provides the Module Federation runtime that
 * the remote's production bundles take from the page instead of each carrying a copy (see
 * `federationRuntimeConfig` in index.mjs). Inside the shell the shell provides it, so a remote's
 * `remoteEntry.js` does not repeat it.
 */
import * as runtimeCore from 'kyubos-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
