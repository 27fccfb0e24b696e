import { createAppConfig } from '@kyubos/webpack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  title: 'Kyubos',
  runtimePlugins: [`${import.meta.dirname}/src/app/remotes/runtime-plugin.ts`],
  // The page names the chunks of the start (every visit) and of the portal (preloaded by the
  // entry when a session is stored), so they download at once: see src/start.ts.
  startPreload: { always: ['./bootstrap'], signedIn: ['./app/app'] },
  // The page paints the signed-in layout's frame before any script file arrives: see src/app-shell.ts.
  appShell: { render: './src/app-shell.server.tsx', script: './src/app-shell.inline.ts' },
});
