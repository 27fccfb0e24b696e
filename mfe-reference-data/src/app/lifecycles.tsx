import { createRemoteLifecycles } from '@kyubos/mfe';
import { paths } from '../config/paths';
import { prefetchCountries } from '../features/countries/api';
import { App } from './app';

/** Exposed as './app': the shell mounts these on the routes this remote owns, and preloads its screens' reads. */
export const { bootstrap, mount, unmount, update, prefetch } = createRemoteLifecycles({
  area: 'reference data',
  App,
  prefetch: { [paths.countries.path]: prefetchCountries },
});
