import { createRemoteLifecycles } from '@kyubos/mfe';
import { App } from './app';

/** Exposed as './app': the shell mounts these on the routes this remote owns. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({ area: 'carrier portal', App });
