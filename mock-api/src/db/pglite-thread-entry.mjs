// The embedded database's thread under tsx (dev, tests, `pnpm start` of the sources): it registers
// the same loader before loading the TypeScript worker; built, the worker is JavaScript.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread-worker.ts');
