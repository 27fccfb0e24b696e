import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './app-providers';
import { AreaErrorBoundary } from './area-error-boundary';

export interface RemoteDefinition {
  /** Shown in the error panel: 'The {area} area stopped working'. */
  area: string;
  App: ComponentType;
}

function Root({ area, App }: RemoteDefinition) {
  return (
    <AppProviders>
      <AreaErrorBoundary area={area}>
        <App />
      </AreaErrorBoundary>
    </AppProviders>
  );
}

/** The single-spa lifecycles a remote exposes as './app'; the shell mounts them on its routes. */
export function createRemoteLifecycles(definition: RemoteDefinition) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => <Root {...definition} />,
    errorBoundary: (error: Error) => {
      console.error(`The ${definition.area} area failed to mount`, error);
      return <div role="alert">The {definition.area} area could not be shown.</div>;
    },
  });
}
