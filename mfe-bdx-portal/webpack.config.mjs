import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'bdx_portal',
  port: 3005,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
