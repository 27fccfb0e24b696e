import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@kyubos/ui';

/** A screen of a module loaded when its route first renders; the loading state shows meanwhile. */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  const Screen = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  function LazyScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
