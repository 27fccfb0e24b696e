/** Types of the JavaScript build tooling that tests import. */
declare module '@kyubos/webpack-config/serve' {
  import type { Express } from 'express';
  export function createStaticServer(appDir: string, env?: NodeJS.ProcessEnv): Express;
  export const RUNTIME_CONFIG_ELEMENT_ID: string;
}
