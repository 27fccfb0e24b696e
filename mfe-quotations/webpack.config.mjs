import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'quotations',
  port: 3003,
  title: 'Kyubos',
  exposes: { './app': './src/app/lifecycles.tsx', './record-panel': './src/app/record-panel.tsx' },
});
