#!/usr/bin/env node
/**
 * Serves an app's static build as any host would: entry files (index.html, remoteEntry.js,
 * mf-manifest.json, runtime-config.json) with no-cache, the page with its runtime config in it, hashed chunks cached forever, deep
 * links answered with index.html, scripts from their brotli copies of the build (precompress.mjs)
 * when the browser accepts br, else gzip on the fly, helmet's headers, and on the page a
 * Content-Security-Policy that allows exactly this app, its remotes and the API of its runtime
 * config. Usage: kyubos-serve [appDir] [--port N]; without --port or PORT, the app's port in
 * apps.json shifted by KYUBOS_PORT_OFFSET, as `pnpm start` serves it.
 */
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { readRuntimeConfig, servedPort } from './index.mjs';
import { PRECOMPRESSED_SUFFIX } from './precompress.mjs';
import { inlineScriptHashes } from './app-shell.mjs';

/** The Cache-Control of a built file: entry files are asked again each time, hashed chunks never. */
const cacheControl = (file) => (NO_CACHE.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable');

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'federation-runtime.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);

/**
 * The page's Content-Security-Policy from its runtime config: scripts, styles, images and fonts
 * from this origin and the remotes' (federated code and its assets load from there), calls to
 * this origin (runtime config), the remotes (their manifests) and the API. Styles allow inline
 * because styled-components writes them at run time. Inline scripts run only by their hashes
 * (`inlineScripts`: those of the page, e.g. the app shell's, app-shell.mjs). Nothing may frame the page.
 */
export function contentSecurityPolicy(config, inlineScripts = []) {
  const remotes = [...new Set((config.remotes ?? []).map((remote) => new URL(remote.entry).origin))];
  const api = new URL(config.apiBaseUrl).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...inlineScripts],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", api, ...remotes],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The id of the page's copy of its runtime config (read by the shell's start, src/start.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'kyubos-runtime-config';

/**
 * The page with its runtime config of the moment written into it as JSON data (not a script the
 * browser runs, so the Content-Security-Policy is unchanged), and a preconnect to its API: the
 * shell starts without waiting for the config's request. `/runtime-config.json` stays the contract (a host that serves the page as
 * built leaves it out, and the shell requests the file); both are read per request, from the same
 * file and environment, so a deployment changes either without a rebuild.
 */
export function withRuntimeConfig(html, config) {
  // '<' escaped: no text in the config can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  let element = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  // The screen's first calls go to the API: its connection opens while the code loads.
  const api = apiOrigin(config);
  if (api) element += `<link rel="preconnect" href="${api}" crossorigin>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${element}</head>`) : html;
}

function apiOrigin(config) {
  try {
    return new URL(config.apiBaseUrl).origin;
  } catch {
    return undefined;
  }
}

export function createStaticServer(appDir, env = process.env) {
  const dist = path.join(appDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run the app's build first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(
    helmet({
      // Set on the page only (below), from the runtime config of the moment.
      contentSecurityPolicy: false,
      // Remotes' scripts and assets are loaded by the shell from another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use((_req, res, next) => {
    // Remotes are fetched cross-origin by the shell.
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  app.get('/runtime-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(readRuntimeConfig(appDir, env));
  });
  /** The app's page, under the policy its runtime config allows, with that config in it. */
  const page = (req, res, next) => {
    const config = readRuntimeConfig(appDir, env);
    fs.readFile(path.join(dist, 'index.html'), 'utf8', (error, html) => {
      if (error) return next(error);
      const directives = contentSecurityPolicy(config, inlineScriptHashes(html));
      helmet.contentSecurityPolicy({ useDefaults: false, directives })(req, res, () => {
        res.set('Cache-Control', 'no-cache').type('html').send(withRuntimeConfig(html, config));
      });
    });
  };
  app.get('/index.html', page);
  // Source maps stay out of the build folder; an older build's are not served either.
  app.get(/\.map$/, (_req, res) => {
    res.status(404).end();
  });
  // A script with a brotli copy in the build goes out as that copy (compression() leaves a
  // response that already has a Content-Encoding alone).
  app.get(/\.js$/, (req, res, next) => {
    if (!req.acceptsEncodings('br')) return next();
    let file;
    try {
      file = path.join(dist, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed address: express.static answers it
    }
    if (!file.startsWith(`${dist}${path.sep}`)) return next();
    fs.stat(`${file}${PRECOMPRESSED_SUFFIX}`, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Cache-Control': cacheControl(file) });
      res.sendFile(`${file}${PRECOMPRESSED_SUFFIX}`, { dotfiles: 'deny', cacheControl: false }, (sendError) => {
        if (sendError && !res.headersSent) next(sendError);
      });
    });
  });
  app.use(
    express.static(dist, {
      index: false,
      setHeaders(res, file) {
        res.set('Cache-Control', cacheControl(file));
      },
    }),
  );
  // Deep links: any other GET that is not a file answers the app's page.
  app.get('/{*splat}', (req, res, next) => {
    if (path.extname(req.path)) return next();
    page(req, res, next);
  });
  // Errors answer their status in plain words: Express's own page would show the stack and the
  // server's paths (an address that does not decode is the caller's 400).
  app.use((error, _req, res, _next) => {
    const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
    res.status(status).type('text').send(status === 500 ? 'Something went wrong' : status === 404 ? 'Not found' : 'Bad request');
  });
  return app;
}

const isMain = process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const appDir = path.resolve(args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--port') ?? process.cwd());
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  let port;
  try {
    port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT ?? servedPort(appDir));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const server = createStaticServer(appDir).listen(port, () => {
    console.log(`${appPkg.name} serving ${path.join(appDir, 'dist')} on http://localhost:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
