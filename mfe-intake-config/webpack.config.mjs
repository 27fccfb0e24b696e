import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'intake_config',
  port: 3002,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
