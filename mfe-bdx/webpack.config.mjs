import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
