import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'reference_data',
  port: 3001,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
