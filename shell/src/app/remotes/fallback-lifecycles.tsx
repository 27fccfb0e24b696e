import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '@kyubos/mfe';
import { ErrorPanel } from '@kyubos/ui';
import type { LifeCycles } from 'single-spa';

interface FallbackProps {
  domElementGetter: () => HTMLElement;
}

/** Lifecycles that show, in the remote's own area, that it could not be loaded, with Retry. */
export function fallbackLifecycles(areaName: string, onRetry: () => void): LifeCycles<FallbackProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      root = createRoot(props.domElementGetter());
      root.render(
        <AppProviders>
          <ErrorPanel
            title={`The ${areaName} area could not be loaded`}
            message="Its server did not answer. The rest of the portal keeps working; try again in a moment."
            onRetry={onRetry}
          />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
