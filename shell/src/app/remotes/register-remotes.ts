import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, unregisterApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import type { RemoteConfig } from '@kyubos/contracts';
import type { RemoteAppModule } from '@kyubos/mfe';
import { hasLiveAdminSession, matchesAny } from '@kyubos/session';
import { fallbackLifecycles } from './fallback-lifecycles';
import { isRemoteLoadFailure } from './load-failure';
import registry from '../../../../apps.json';
import { AREA_ELEMENT_ID, waitForElement } from './area-element';
import { setScreenPreloader } from '../../shared/screen-preload';

/** Human name of each area for messages ('The reference_data area' reads badly), from the registry of the apps. */
const AREA_NAMES: Record<string, string> = Object.fromEntries(registry.apps.map((app) => [app.name, app.area]));
export const areaName = (remote: RemoteConfig): string => AREA_NAMES[remote.name] ?? remote.name.replace(/_/g, ' ');

type AreaProps = { domElementGetter: () => HTMLElement };

/**
 * Each remote's './app' module, loaded once per page: the preload on hover, the one on click and
 * single-spa's mount share it. Every call to `loadRemote` resolves the remote's snapshot and
 * shared modules again, work a click would otherwise repeat before the screen shows. A failed
 * load is forgotten so that Retry loads again.
 */
const appModules = new Map<string, Promise<unknown>>();

function loadAppModule(remote: RemoteConfig): Promise<unknown> {
  let module = appModules.get(remote.name);
  if (!module) {
    module = loadRemote(`${remote.name}/app`);
    appModules.set(remote.name, module);
    const forget = () => appModules.delete(remote.name);
    module.then((loaded) => isRemoteLoadFailure(loaded) && forget(), forget);
  }
  return module;
}

/** Loads the remote's './app' lifecycles; a failed load becomes the error panel instead. */
async function loadAreaLifecycles(remote: RemoteConfig): Promise<LifeCycles<AreaProps>> {
  let loaded: unknown;
  try {
    loaded = await loadAppModule(remote);
  } catch (error) {
    loaded = { kind: 'remote-load-failure', id: remote.name, error };
  }
  if (!loaded || isRemoteLoadFailure(loaded)) {
    return fallbackLifecycles(areaName(remote), () => void reloadRemote(remote));
  }
  const lifecycles = loaded as LifeCycles<AreaProps>;
  const elementId = AREA_ELEMENT_ID[remote.layout];
  return {
    bootstrap: lifecycles.bootstrap,
    // The shell's layout renders the area's element; wait for it before the remote mounts.
    mount: async (props) => {
      await waitForElement(elementId);
      return (lifecycles.mount as (p: AreaProps) => Promise<unknown>)(props);
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as LifeCycles<AreaProps>;
}

function registerArea(remote: RemoteConfig): void {
  const elementId = AREA_ELEMENT_ID[remote.layout];
  registerApplication<AreaProps>({
    name: remote.name,
    app: () => loadAreaLifecycles(remote),
    activeWhen: (location) => matchesAny(remote.routes, location.pathname),
    customProps: { domElementGetter: () => document.getElementById(elementId) as HTMLElement },
  });
}

/** Forgets a failed remote and loads it again from its server (the Retry of the error panel). */
export async function reloadRemote(remote: RemoteConfig): Promise<void> {
  appModules.delete(remote.name);
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  await unregisterApplication(remote.name);
  registerArea(remote);
  await triggerAppChange();
}

/**
 * Loads the code of the remote that owns `pathname` (the same load single-spa makes when the
 * route opens, so it happens once) and starts the reads of its screen there.
 */
function preloadRemoteScreen(remotes: readonly RemoteConfig[], pathname: string): void {
  const remote = remotes.find((candidate) => matchesAny(candidate.routes, pathname));
  if (!remote) return;
  loadAppModule(remote).then(
    (loaded) => {
      const module = loaded as Partial<RemoteAppModule> | undefined;
      if (typeof module?.prefetch === 'function') module.prefetch(pathname);
    },
    // A remote that cannot load shows its error panel when opened; a preload stays silent.
    () => undefined,
  );
}

/**
 * Tells Module Federation where each remote lives and single-spa which routes it owns, and
 * starts the screen of the address a signed-in visit opens at: its remote's code and, as soon as
 * that is loaded, the screen's reads (alongside single-spa's mount instead of after it).
 */
export function registerAreas(remotes: readonly RemoteConfig[]): void {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  for (const remote of remotes) registerArea(remote);
  setScreenPreloader((pathname) => preloadRemoteScreen(remotes, pathname));
  if (hasLiveAdminSession()) preloadRemoteScreen(remotes, window.location.pathname);
}
