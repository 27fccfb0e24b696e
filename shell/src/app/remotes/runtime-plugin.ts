import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLoadFailure } from './load-failure';

/**
 * A remote that is down or badly deployed must not break the page: instead of throwing, the
 * failed load resolves to a marker the shell turns into an error panel with Retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kyubos-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const failure: RemoteLoadFailure = { kind: 'remote-load-failure', id, error };
      return failure;
    },
  };
}
