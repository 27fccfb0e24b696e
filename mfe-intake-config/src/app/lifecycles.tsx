import { createRemoteLifecycles, currentClientId } from '@kyubos/mfe';
import { paths } from '../config/paths';
import { prefetchIntakeCategories } from '../features/intake-config/api';
import { App } from './app';

/** Exposed as './app': the shell mounts these on the routes this remote owns, and preloads its screens' reads. */
export const { bootstrap, mount, unmount, update, prefetch } = createRemoteLifecycles({
  area: 'intake configuration',
  App,
  prefetch: { [paths.intakeCategories.path]: () => prefetchIntakeCategories(currentClientId()) },
});
