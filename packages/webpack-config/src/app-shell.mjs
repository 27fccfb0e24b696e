/**
 * The app shell: a page painted before any of its scripts run. An app names a module that renders
 * part of its first screen on node (`render`, exporting `renderAppShell(): { html, css }`:
 * react-dom/server's static markup and the CSS it uses) and a small script
 * (`script`): production builds bundle both first (two builds beside the app's, like the
 * federation runtime's), and `AppShellPlugin` writes into index.html the CSS, the markup hidden
 * in #root (`<div id="kyubos-app-shell" hidden>`), and the script inline just after #root, which
 * shows the markup for the visits that open on it. React's first render in #root replaces it.
 * The page's Content-Security-Policy allows that script by its hash (serve.mjs,
 * `inlineScriptHashes`). Development builds (`pnpm dev`) leave it out.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

/** The id of the element that holds the rendered markup in the page (APP_SHELL_ID of the shell's app-shell.ts). */
export const APP_SHELL_ID = 'kyubos-app-shell';
/** The id of the page's style element of the app shell's CSS. */
export const APP_SHELL_STYLE_ID = 'kyubos-app-shell-style';
export const APP_SHELL_CONFIG_NAMES = ['app-shell-render', 'app-shell-script'];

const EMPTY_ROOT = '<div id="root"></div>';
const RENDER_FILE = 'app-shell-render.cjs';
const SCRIPT_FILE = 'app-shell-script.js';

/** Where the two builds are written: under the app's node_modules/.cache, never into dist. */
export const appShellDir = (appDir) => path.join(appDir, 'node_modules/.cache/kyubos-webpack/app-shell');

/**
 * The page with the app shell in it: `css` in a style element at the end of the head, `markup`
 * hidden in the empty #root, `script` inline right after it (it runs as the page parses, before
 * the first paint that could show the frame).
 */
export function withAppShell(html, { markup, css, script }) {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`AppShellPlugin: the page has no empty ${EMPTY_ROOT}`);
  if (!html.includes('</head>')) throw new Error('AppShellPlugin: the page has no </head>');
  // Either would end the element early.
  if (/<\/script/i.test(script)) throw new Error('AppShellPlugin: the script contains </script');
  if (/<\/?script/i.test(markup)) throw new Error('AppShellPlugin: the markup contains a script element');
  if (/<\/style/i.test(css)) throw new Error('AppShellPlugin: the CSS contains </style');
  return html
    .replace('</head>', () => `<style id="${APP_SHELL_STYLE_ID}">${css}</style></head>`)
    .replace(EMPTY_ROOT, () => `<div id="root"><div id="${APP_SHELL_ID}" hidden>${markup}</div></div><script>${script.trim()}</script>`);
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of a page's inline scripts (no `src`, a
 * JavaScript type), each once: the static server allows exactly those.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|application\/javascript|module)$/i.test(type)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The two builds, before the app's: `render` for node (React's production build, not minified:
 * run once at build time), `script` for the browser as one minified function expression.
 * `rules` and `extensions` are the app's (the same TypeScript compilation).
 */
export function appShellConfigs({ dir, render, script, rules, extensions }) {
  const common = {
    context: dir,
    mode: 'production',
    devtool: false,
    cache: false,
    resolve: { extensions },
    module: { rules },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [
    {
      ...common,
      name: 'app-shell-render',
      target: 'node',
      entry: render,
      output: { path: appShellDir(dir), filename: RENDER_FILE, library: { type: 'commonjs2' }, clean: false },
      optimization: { minimize: false },
    },
    {
      ...common,
      name: 'app-shell-script',
      target: 'web',
      entry: script,
      // Only what the script calls: the workspace packages' modules are taken as free of side
      // effects, so the rest of a package it imports from (tables of screens...) is left out.
      module: { rules: [...rules, { test: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false }] },
      output: { path: appShellDir(dir), filename: SCRIPT_FILE, iife: true, clean: false },
      optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    },
  ];
}

/** The markup, CSS and script of the two builds' output in `dir` (a new render each time). */
export function loadAppShell(dir) {
  const renderFile = path.join(dir, RENDER_FILE);
  const require = createRequire(renderFile);
  delete require.cache[renderFile];
  const { renderAppShell } = require(renderFile);
  if (typeof renderAppShell !== 'function') throw new Error(`AppShellPlugin: ${renderFile} exports no renderAppShell()`);
  const { html, css } = renderAppShell();
  return { markup: html, css, script: fs.readFileSync(path.join(dir, SCRIPT_FILE), 'utf8') };
}

/** Writes the app shell built by `appShellConfigs` into the page HtmlWebpackPlugin emits. */
export class AppShellPlugin {
  constructor(appDir) {
    this.dir = appShellDir(appDir);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('AppShellPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('AppShellPlugin', (data) => {
        data.html = withAppShell(data.html, loadAppShell(this.dir));
        return data;
      });
    });
  }
}
