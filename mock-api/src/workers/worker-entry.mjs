// A pool thread's entry: the worker is TypeScript under tsx (dev, tests, `pnpm start`), so the
// thread registers the same loader before loading it.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
