/**
 * Builds every app's webpack + Module Federation config the same way. Each app passes only
 * its name, port, and what it exposes; the shared singletons are listed once, here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { StartPreloadPlugin, withSharedChunkGroups } from './start-preload.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { APP_SHELL_CONFIG_NAMES, AppShellPlugin, appShellConfigs } from './app-shell.mjs';
import { appPort } from '../../devtools/src/ports.mjs';
import { readRuntimeConfig } from './runtime-config.mjs';

export { readRuntimeConfig };

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/**
 * Shared as singletons: only what must be one per page because it holds state or context.
 * Loaded first wins (the shell's), so these change only in backward-compatible ways.
 */
export const SINGLETONS = {
  react: 'the hooks dispatcher and every context: two copies break hooks and providers',
  'react/jsx-runtime': 'part of react',
  'react/jsx-dev-runtime': 'part of react',
  'react-dom': 'one renderer per page: a second copy cannot render inside the first’s tree',
  'react-dom/client': 'part of react-dom',
  'react-router': 'the router context every Link and hook reads',
  'react-router-dom': 're-exports react-router',
  'react-redux': 'the store context',
  '@reduxjs/toolkit': 'the one store and RTK Query’s internal registries',
  '@reduxjs/toolkit/query': 'part of @reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': 'part of @reduxjs/toolkit',
  'styled-components': 'the theme context and the one style sheet of the page',
  'single-spa': 'the one registry of mounted areas and the router events',
  'single-spa-react': 'lifecycles bound to the one single-spa',
  '@kyubos/api': 'the one store, the one RTK Query slice and the runtime config of the page',
  '@kyubos/session': 'the session kept in local storage that every app reads and writes',
};

/**
 * Every other workspace package the app depends on holds no state (rules, schemas, components):
 * shared under a version derived from its content and required exactly. Loaded once per page
 * while every app was built from the same sources; a remote built from changed sources runs its
 * own copy (see the README, "Shared packages").
 */
const BUILD_ONLY = new Set(['@kyubos/devtools', '@kyubos/webpack-config', '@kyubos/e2e']);
export function statelessWorkspacePackages(appDir) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => name.startsWith('@kyubos/') && !(name in SINGLETONS) && !BUILD_ONLY.has(name));
}

function versionOf(appDir, name) {
  const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  try {
    const appRequire = createRequire(path.join(appDir, 'package.json'));
    return appRequire(`${base}/package.json`).version;
  } catch {
    return undefined;
  }
}

/** A workspace package's version derived from its sources: any change gives a new version. */
function contentVersion(name) {
  const dir = path.join(workspaceRoot, 'packages', name.replace('@kyubos/', ''));
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(path.join(dir, 'src'), { recursive: true }).map(String).sort();
  for (const file of files) {
    if (/\.test\.|test-utils/.test(file) || !/\.(tsx?|mjs|json|css)$/.test(file)) continue;
    hash.update(file).update(fs.readFileSync(path.join(dir, 'src', file)));
  }
  hash.update(fs.readFileSync(path.join(dir, 'package.json')));
  return `1.0.0-${hash.digest('hex').slice(0, 12)}`;
}

export function sharedModules(appDir) {
  const shared = {};
  for (const name of Object.keys(SINGLETONS)) {
    if (name.startsWith('@kyubos/')) {
      // Workspace dependants say workspace:*: any copy of the page serves.
      shared[name] = { singleton: true, requiredVersion: false, version: contentVersion(name) };
      continue;
    }
    const version = versionOf(appDir, name);
    if (!version) continue; // an app that does not depend on it neither provides nor needs it
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of statelessWorkspacePackages(appDir)) {
    const version = contentVersion(name);
    shared[name] = { singleton: false, requiredVersion: version, strictVersion: true, version };
  }
  return shared;
}

/**
 * react-router's exports for server rendering and framework mode (request handlers, cookies and
 * sessions, static routers, RSC, hydration of server data). No app renders on a server, and a
 * shared module keeps every export it has, so production builds share react-router without them.
 */
export const REACT_ROUTER_SERVER_EXPORTS = new Set([
  'Links', 'Meta', 'Scripts', 'PrefetchPageLinks', 'ServerRouter', 'StaticRouter', 'StaticRouterProvider',
  'createStaticHandler', 'createStaticRouter', 'createRequestHandler', 'createRoutesStub',
  'createCookie', 'createCookieSessionStorage', 'createMemorySessionStorage', 'createSession',
  'createSessionStorage', 'isCookie', 'isSession',
  'unstable_RSCStaticRouter', 'unstable_routeRSCServerRequest', 'unstable_setDevServerHooks',
  'UNSAFE_RSCDefaultRootErrorBoundary', 'UNSAFE_ServerMode', 'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_decodeViaTurboStream', 'UNSAFE_getTurboStreamSingleFetchDataStrategy', 'UNSAFE_FrameworkContext',
  'UNSAFE_RemixErrorBoundary', 'UNSAFE_createClientRoutes', 'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_getHydrationData', 'UNSAFE_getPatchRoutesOnNavigationFunction', 'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_useFogOFWarDiscovery', 'UNSAFE_WithComponentProps', 'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps', 'UNSAFE_withComponentProps', 'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps', 'UNSAFE_hydrationRouteProperties',
]);

/**
 * The react-router exports the apps use (with a few close relatives): production builds share
 * react-router with these only, so the router's other APIs (fetchers, forms, blockers, scroll
 * restoration, view transitions...) stay out of every page. An app source importing another
 * name fails its production build ("export ... was not found": `exportsPresence` below); add the
 * name here.
 */
export const REACT_ROUTER_CLIENT_EXPORTS = new Set([
  'BrowserRouter', 'MemoryRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'RouterProvider',
  'createBrowserRouter', 'createMemoryRouter', 'generatePath', 'isRouteErrorResponse', 'matchPath',
  'useLocation', 'useNavigate', 'useParams', 'useRouteError', 'useSearchParams',
]);

/**
 * react-router/dom's exports that hydrate a page rendered on a server (framework mode, RSC). The
 * shared react-router-dom re-exports `HydratedRouter`, and with it the single-fetch and
 * turbo-stream decoding it calls (about 27 KB of 135 KB minified); production builds leave them
 * out, and `HydratedRouter` throws if a page ever renders it.
 */
export const REACT_ROUTER_DOM_HYDRATION_EXPORTS = new Set([
  'HydratedRouter', 'unstable_RSCHydratedRouter', 'unstable_createCallServer', 'unstable_getRSCStream',
]);

/** The names a module's last `export { a, b as c }` block exports (react-router's dist files). */
export function exportedNames(source) {
  const blocks = [...source.matchAll(/^export \{([^}]*)\};?/gm)];
  if (blocks.length === 0) throw new Error('no export block found');
  return blocks.flatMap((block) =>
    block[1]
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => entry.split(/\s+as\s+/).pop()),
  );
}

/**
 * react-router's package.json maps every export condition to `dist/development` (dev warnings on);
 * production builds point its two entries at `dist/production` instead. Only exact requests are
 * aliased, so react-router-dom's `react-router` and `react-router/dom` resolve to the same files.
 * `react-router` itself resolves to a module (written under the app's node_modules/.cache) that
 * re-exports the production build's REACT_ROUTER_CLIENT_EXPORTS only (never its server exports), so
 * the rest is left out of the bundle;
 * `react-router/dom` likewise without its hydration exports (REACT_ROUTER_DOM_HYDRATION_EXPORTS).
 */
export function reactRouterProductionAliases(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  let packageDir;
  try {
    packageDir = path.dirname(appRequire.resolve('react-router/package.json'));
  } catch {
    return {}; // an app without the router
  }
  const production = path.join(packageDir, 'dist/production/index.mjs');
  const exported = exportedNames(fs.readFileSync(production, 'utf8'));
  const missing = [...REACT_ROUTER_CLIENT_EXPORTS].filter((name) => !exported.includes(name));
  if (missing.length > 0) throw new Error(`react-router no longer exports ${missing.join(', ')} (REACT_ROUTER_CLIENT_EXPORTS)`);
  const names = exported.filter((name) => REACT_ROUTER_CLIENT_EXPORTS.has(name) && !REACT_ROUTER_SERVER_EXPORTS.has(name));
  const browserEntry = writeCacheModule(
    appDir,
    'react-router-browser.mjs',
    `// Written by @kyubos/webpack-config: react-router's production build without its server exports.\nexport {\n  ${names.join(',\n  ')},\n} from ${JSON.stringify(production)};\n`,
  );
  const domExport = path.join(packageDir, 'dist/production/dom-export.mjs');
  const domNames = exportedNames(fs.readFileSync(domExport, 'utf8')).filter((name) => !REACT_ROUTER_DOM_HYDRATION_EXPORTS.has(name));
  const domEntry = writeCacheModule(
    appDir,
    'react-router-dom-browser.mjs',
    `// Written by @kyubos/webpack-config: react-router/dom's production build without hydration of server-rendered pages.\nexport { ${domNames.join(', ')} } from ${JSON.stringify(domExport)};\n` +
      `export function HydratedRouter() {\n  throw new Error('HydratedRouter hydrates server-rendered pages (framework mode); this build leaves it out.');\n}\n`,
  );
  return { 'react-router$': browserEntry, 'react-router/dom$': domEntry };
}

/** Writes a generated module under the app's node_modules/.cache (unchanged text: left as is) and returns its path. */
function writeCacheModule(appDir, name, text) {
  const file = path.join(appDir, 'node_modules/.cache/kyubos-webpack', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The folder beside `dist` that receives a production build's source maps. */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/** Empties the source-map folder before a build, as `output.clean` does for dist. */
class CleanSourceMaps {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.beforeRun.tap('CleanSourceMaps', () => fs.rmSync(this.dir, { recursive: true, force: true }));
  }
}

/** The one registry of the apps (apps.json at the workspace root). */
const readRegistry = () => JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'apps.json'), 'utf8'));

/** The app's entry in the one registry of the apps. */
export function registeredApp(appDir) {
  const app = readRegistry().apps.find((entry) => entry.dir === path.basename(appDir));
  if (!app) throw new Error(`${path.basename(appDir)} is not listed in apps.json`);
  return app;
}

/**
 * The port the app's own server (static or dev) listens on: its port in apps.json shifted by
 * KYUBOS_PORT_OFFSET, the port `pnpm start` gives it (appPort of devtools' ports.mjs).
 */
export function servedPort(appDir, env = process.env) {
  return appPort(readRegistry(), path.basename(appDir), env.KYUBOS_PORT_OFFSET);
}

/**
 * The Module Federation runtime ships once per page. The shell (a pure consumer) provides its
 * copy to the page (runtime plugin provide-federation-runtime.mjs), and remotes are built without one
 * (`externalRuntime`: they read `_FEDERATION_RUNTIME_CORE` from the page; and, by the alias of
 * bundlerRuntimeFromPageAlias, the bundler runtime's functions from `_FEDERATION_BUNDLER_RUNTIME`). A remote's own page
 * loads FEDERATION_RUNTIME_FILE first, a second small build of federation-runtime.mjs, so the
 * remote still runs standalone. Production builds only; `pnpm dev` remotes keep their own copy.
 */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';
const PROVIDE_FEDERATION_RUNTIME = path.join(path.dirname(new URL(import.meta.url).pathname), 'provide-federation-runtime.mjs');

/**
 * `kyubos-federation-runtime-core`: the runtime's core as ES modules, where the bundler runtime
 * takes it; `kyubos-federation-bundler-runtime`: the folder of the bundler runtime the
 * ModuleFederationPlugin embeds (federation-bundler-runtime.mjs takes its functions there).
 */
function federationRuntimeCoreAlias() {
  return {
    'kyubos-federation-runtime-core$': path.join(enhancedSiblings(), '@module-federation/runtime-tools/dist/runtime-core.js'),
    'kyubos-federation-bundler-runtime': path.dirname(path.dirname(bundlerRuntimeEntry())),
  };
}

/** The bundler runtime's `bundler.js`, as the ModuleFederationPlugin resolves it (from runtime-tools). */
function bundlerRuntimeEntry() {
  const runtimeTools = createRequire(path.join(enhancedSiblings(), '@module-federation/runtime-tools/package.json'));
  return fs.realpathSync(runtimeTools.resolve('@module-federation/webpack-bundler-runtime/bundler'));
}

/** A remote built with `externalRuntime` builds its bundler runtime from the page's functions. */
function bundlerRuntimeFromPageAlias() {
  return { [`${bundlerRuntimeEntry()}$`]: path.join(path.dirname(new URL(import.meta.url).pathname), 'federation-bundler-runtime-from-page.mjs') };
}

/** The packages beside @module-federation/enhanced (pnpm): where its runtime-tools resolve. */
function enhancedSiblings() {
  let dir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== '@module-federation/enhanced') {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@module-federation/enhanced has no package.json');
    dir = parent;
  }
  return path.resolve(dir, '../..');
}

/** The build of FEDERATION_RUNTIME_FILE into a remote's dist, before the remote's own build. */
function federationRuntimeConfig(dir) {
  return {
    name: 'federation-runtime',
    context: dir,
    mode: 'production',
    target: 'web',
    entry: path.join(path.dirname(new URL(import.meta.url).pathname), 'federation-runtime.mjs'),
    devtool: false,
    cache: false,
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false, iife: true },
    resolve: { alias: federationRuntimeCoreAlias() },
    plugins: [new PrecompressPlugin()],
    optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The apps' TypeScript sources, compiled by swc (workspace packages' too: they ship sources). */
function typescriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    // A name the shared react-router leaves out (REACT_ROUTER_CLIENT_EXPORTS) fails the build.
    ...(production ? { parser: { exportsPresence: 'error' } } : {}),
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
  };
}

const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js'];

/**
 * @param {object} options
 * @param {string} options.dir       the app folder (import.meta.dirname of its webpack.config.mjs);
 *                                   its MF name and port come from apps.json
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]  MF runtime plugins (the host's remote-failure fallback)
 * @param {string} [options.title]
 * @param {{ always?: string[], signedIn?: string[] }} [options.startPreload]  dynamic imports whose
 *                                   chunks the page names for preloading (start-preload.mjs)
 * @param {{ render: string, script: string }} [options.appShell]  the page's first paint rendered
 *                                   at build time and the inline script that shows it (app-shell.mjs)
 */
export function createAppConfig({ dir, exposes = {}, runtimePlugins = [], title = 'Kyubos', startPreload, appShell }) {
  const { name } = registeredApp(dir);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const remote = Object.keys(exposes).length > 0;
    // Remotes take the runtime from the page in production (see FEDERATION_RUNTIME_FILE).
    const externalRuntime = production && remote;
    // The app shell is rendered by production builds only (`pnpm dev` pages start empty).
    const withAppShell = production && Boolean(appShell);
    const dependencies = [...(externalRuntime ? ['federation-runtime'] : []), ...(withAppShell ? APP_SHELL_CONFIG_NAMES : [])];
    const app = {
      ...(dependencies.length > 0 ? { name: 'app', dependencies } : {}),
      context: dir,
      mode: production ? 'production' : 'development',
      entry: './src/index.ts',
      // Production maps are written beside the build (dist-sourcemaps/), never into the served
      // folder, and the bundles do not point to them: they are for error reports, not the public.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // A warm filesystem cache once produced a broken production bundle (see TOOLCHAIN.md).
      cache: production ? false : { type: 'memory' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map`,
        uniqueName: name,
        // The runtime file of a remote is written just before, by its own build.
        clean: externalRuntime ? { keep: (asset) => asset === FEDERATION_RUNTIME_FILE } : true,
      },
      resolve: {
        extensions: EXTENSIONS,
        alias: {
          ...(production ? reactRouterProductionAliases(dir) : {}),
          ...federationRuntimeCoreAlias(),
          ...(externalRuntime ? bundlerRuntimeFromPageAlias() : {}),
        },
      },
      module: {
        rules: [
          typescriptRule(production),
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: remote ? runtimePlugins : [...runtimePlugins, PROVIDE_FEDERATION_RUNTIME],
          // Shared modules with every file they load (the shell's start preloads a remote's own).
          manifest: { additionalData: withSharedChunkGroups },
          dts: false,
          experiments: { externalRuntime },
        }),
        ...(production ? [new CleanSourceMaps(path.join(dir, SOURCE_MAPS_DIR))] : []),
        new HtmlWebpackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          publicPath: '/',
          title,
          chunks: ['main'],
          federationRuntime: externalRuntime ? `/${FEDERATION_RUNTIME_FILE}` : undefined,
        }),
        ...(production && startPreload ? [new StartPreloadPlugin(startPreload)] : []),
        ...(withAppShell ? [new AppShellPlugin(dir)] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: production
        ? {
            minimize: true,
            minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
            // A library or a workspace module needed by two shared modules' chunks (reselect:
            // @reduxjs/toolkit and its query/react entry; @kyubos/contracts/constants: the kit, the
            // session and the api) gets a chunk of its own instead of a copy in each, whatever its size.
            splitChunks: {
              cacheGroups: {
                sharedLibraries: { test: /[\\/](node_modules|packages)[\\/]/, chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
              },
            },
          }
        : {},
      performance: { hints: false },
      devServer: {
        port: servedPort(dir),
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
    const before = [
      ...(externalRuntime ? [federationRuntimeConfig(dir)] : []),
      ...(withAppShell ? appShellConfigs({ dir, ...appShell, rules: [typescriptRule(true)], extensions: EXTENSIONS }) : []),
    ];
    return before.length > 0 ? [...before, app] : app;
  };
}
