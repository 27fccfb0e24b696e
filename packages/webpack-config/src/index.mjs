/**
 * Builds every app's webpack + Module Federation config the same way. Each app passes only
 * its name, port, and what it exposes; the shared singletons are listed once, here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** One copy of each per page. Workspace packages need an explicit version (their dependants say workspace:*). */
const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  'single-spa',
  'single-spa-react',
];
const WORKSPACE_SINGLETONS = ['@kyubos/api', '@kyubos/session', '@kyubos/ui', '@kyubos/contracts', '@kyubos/domain', '@kyubos/mfe'];

function versionOf(appDir, name) {
  const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  try {
    const appRequire = createRequire(path.join(appDir, 'package.json'));
    return appRequire(`${base}/package.json`).version;
  } catch {
    return undefined;
  }
}

export function sharedSingletons(appDir) {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    const version = versionOf(appDir, name);
    if (!version) continue; // an app that does not depend on it neither provides nor needs it
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    const manifest = path.join(workspaceRoot, 'packages', name.replace('@kyubos/', ''), 'package.json');
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir       the app folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} options.name      MF container name, e.g. 'reference_data'
 * @param {number} options.port      dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]  MF runtime plugins (the host's remote-failure fallback)
 * @param {string} [options.title]
 */
export function createAppConfig({ dir, name, port, exposes = {}, runtimePlugins = [], title = 'Kyubos' }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A warm filesystem cache once produced a broken production bundle (see TOOLCHAIN.md).
      cache: production ? false : { type: 'memory' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          publicPath: '/',
          title,
          chunks: ['main'],
        }),
      ],
      optimization: production
        ? { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] }
        : {},
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        static: false,
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/runtime-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache').json(readRuntimeConfig(dir));
          });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The app's runtime config: its own runtime-config.json, overlaid by environment at serve
 * time (KYUBOS_API_BASE_URL, KYUBOS_PRODUCT_NAME, KYUBOS_REMOTE_<NAME>_ENTRY, KYUBOS_PORT_OFFSET),
 * no rebuild.
 */
export function readRuntimeConfig(appDir, env = process.env) {
  const file = env.KYUBOS_RUNTIME_CONFIG ?? path.join(appDir, 'runtime-config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (env.KYUBOS_API_BASE_URL) config.apiBaseUrl = env.KYUBOS_API_BASE_URL;
  if (env.KYUBOS_PRODUCT_NAME) config.productName = env.KYUBOS_PRODUCT_NAME;
  // KYUBOS_PORT_OFFSET: the whole system runs shifted (parallel test runs); so do its localhost URLs.
  const offset = Number(env.KYUBOS_PORT_OFFSET ?? 0);
  const shift = (url) =>
    offset ? url.replace(/\/\/localhost:(\d+)/, (_match, port) => `//localhost:${Number(port) + offset}`) : url;
  config.apiBaseUrl = shift(config.apiBaseUrl);
  for (const remote of config.remotes ?? []) {
    const override = env[`KYUBOS_REMOTE_${remote.name.toUpperCase()}_ENTRY`];
    remote.entry = override ?? shift(remote.entry);
  }
  return config;
}
