import cluster from 'node:cluster';
import { loadConfig } from './config/env';
import { consoleLogger } from './logger';
import { serve } from './main';

/**
 * `node dist/cluster.js` (what `pnpm start` runs): API_PROCESSES API processes on one port
 * (node:cluster hands each connection to one of them), or the API in this process when it is 1.
 * Several processes need PostgreSQL (DATABASE_URL): the embedded database belongs to one process.
 * SIGTERM and SIGINT are passed on, each process drains, and the primary exits when all have; a
 * process that dies otherwise is replaced.
 */
async function run(): Promise<void> {
  if (cluster.isWorker) return serve();
  const config = loadConfig();
  const processes = config.apiProcesses ?? 1;
  if (processes === 1) return serve();
  if (!config.databaseUrl) {
    consoleLogger.error(`API_PROCESSES=${processes} needs DATABASE_URL: the embedded database serves one process`);
    process.exit(1);
  }
  let stopping = false;
  cluster.setupPrimary({ execArgv: process.execArgv });
  for (let i = 0; i < processes; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      consoleLogger.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
      cluster.fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) {
      process.exit(0);
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

await run();
