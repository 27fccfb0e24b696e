import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Kyubos',
  runtimePlugins: [`${import.meta.dirname}/src/app/remotes/runtime-plugin.ts`],
});
