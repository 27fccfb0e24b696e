/** `pnpm dev`: the API in watch mode and every app's webpack dev server with live reload. */
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

const child = spawn('pnpm', ['--parallel', '--filter', './mock-api', '--filter', './shell', '--filter', './mfe-*', 'run', 'dev'], {
  cwd: ROOT,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
