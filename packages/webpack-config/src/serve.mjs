#!/usr/bin/env node
/**
 * Serves an app's static build as any host would: entry files (index.html, remoteEntry.js,
 * mf-manifest.json, runtime-config.json) with no-cache, hashed chunks cached forever, deep
 * links answered with index.html, gzip on. Usage: kyubos-serve [appDir] [--port N].
 */
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import compression from 'compression';
import { readRuntimeConfig, registeredApp } from './index.mjs';

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);

export function createStaticServer(appDir, env = process.env) {
  const dist = path.join(appDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run the app's build first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    // Remotes are fetched cross-origin by the shell.
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  app.get('/runtime-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(readRuntimeConfig(appDir, env));
  });
  app.use(
    express.static(dist, {
      index: false,
      setHeaders(res, file) {
        const name = path.basename(file);
        res.set('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Deep links: any other GET that is not a file answers the app's page.
  app.get('/{*splat}', (req, res, next) => {
    if (path.extname(req.path)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(path.join(dist, 'index.html'));
  });
  return app;
}

const isMain = process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const appDir = path.resolve(args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--port') ?? process.cwd());
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT ?? registeredApp(appDir).port);
  const server = createStaticServer(appDir).listen(port, () => {
    console.log(`${appPkg.name} serving ${path.join(appDir, 'dist')} on http://localhost:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
