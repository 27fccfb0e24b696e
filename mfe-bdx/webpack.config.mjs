import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'bdx',
  port: 3004,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
