import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLoadFailure } from './load-failure';
import { takeEarlyManifest } from '../../start';

/**
 * A remote that is down or badly deployed must not break the page: instead of throwing, the
 * failed load resolves to a marker the shell turns into an error panel with Retry. A manifest the
 * page's entry already requested (start.ts, signed-in first visit) is answered from that request,
 * not fetched twice.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kyubos-remote-failure',
    fetch(url) {
      // A promise of undefined (none, or it failed) makes the runtime request the manifest itself.
      return takeEarlyManifest(url) as Promise<Response> | undefined;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const failure: RemoteLoadFailure = { kind: 'remote-load-failure', id, error };
      return failure;
    },
  };
}
