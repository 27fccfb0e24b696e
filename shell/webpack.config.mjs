import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  title: 'Kyubos',
  runtimePlugins: [`${import.meta.dirname}/src/app/remotes/runtime-plugin.ts`],
});
