import type { ComponentType } from 'react';
import React from 'react';
import { flushSync } from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { matchRoute } from '@kyubos/session';
import { AppProviders } from './app-providers';
import { AreaErrorBoundary } from './area-error-boundary';

export interface RemoteDefinition {
  /** Shown in the error panel: 'The {area} area stopped working'. */
  area: string;
  App: ComponentType;
  /**
   * Reads a screen needs, by route pattern, started before the screen mounts (when the shell
   * sees a link to it hovered or followed), so its data arrives with its code. Each starts the
   * same cached query the screen then reads.
   */
  prefetch?: Record<string, (params: Record<string, string>) => void>;
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

/**
 * The single-spa lifecycles a remote exposes as './app'; the shell mounts them on its routes.
 * `prefetch(pathname)` starts the reads of the screen at that path, if the remote names any.
 */
export function createRemoteLifecycles(definition: RemoteDefinition) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => <Root {...definition} />,
    errorBoundary: (error: Error) => {
      console.error(`The ${definition.area} area failed to mount`, error);
      return <div role="alert">The {definition.area} area could not be shown.</div>;
    },
  });
  // The screen renders at once when single-spa mounts it, ahead of the shell's own update of the
  // navigation (a transition, so it yields): the table a click asked for is not queued behind the
  // menu's highlight.
  const mount = (props: Parameters<typeof lifecycles.mount>[0]) => {
    let mounted!: Promise<unknown>;
    flushSync(() => {
      mounted = lifecycles.mount(props);
    });
    return mounted;
  };
  const prefetch = (pathname: string): void => {
    for (const [pattern, start] of Object.entries(definition.prefetch ?? {})) {
      const params = matchRoute(pattern, pathname);
      if (params) start(params);
    }
  };
  return { ...lifecycles, mount, prefetch };
}

/** What a remote's './app' module offers the shell. */
export type RemoteAppModule = ReturnType<typeof createRemoteLifecycles>;
