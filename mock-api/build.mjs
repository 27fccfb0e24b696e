/**
 * `pnpm build` (of mock-api): compiles the API to JavaScript in `dist/`, one file per source file
 * in the same folders (so `dist/config/env.js` finds the package folder as `src/config/env.ts` does,
 * and a worker file stays a file of its own), relative imports pointing at the `.js` files. Files
 * that are not TypeScript (migrations) are copied beside them. The workspace packages the API
 * uses (@kyubos/contracts, @kyubos/domain: TypeScript sources) are compiled the same way into
 * `dist/node_modules/@kyubos/<name>`, where Node finds them before the sources.
 * `pnpm start` builds, then runs `node dist/main.js`; tests keep running the sources through tsx.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** `--out-dir <folder of mock-api>` (tests build elsewhere than dist/); it must sit directly in mock-api, as dist does. */
const outDirArgument = process.argv.indexOf('--out-dir');
const DIST = path.resolve(HERE, outDirArgument > 0 ? process.argv[outDirArgument + 1] : 'dist');
if (path.dirname(DIST) !== HERE) throw new Error(`The build folder must be directly in ${HERE}`);
const started = performance.now();

/** Every file under a folder, relative to it. */
const filesUnder = (dir) => readdirSync(dir, { recursive: true }).filter((file) => statSync(path.join(dir, file)).isFile());
const isSource = (file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/**
 * Each file compiled on its own: every import stays an import, a relative one rewritten to the
 * `.js` file it becomes (`./app` -> `./app.js`, `./seed` -> `./seed/index.js`).
 */
const keepImports = {
  name: 'keep-imports',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const base = path.resolve(args.resolveDir, args.path);
      const stripped = args.path.replace(/\.tsx?$/, '');
      const candidates = [
        [`${base.replace(/\.tsx?$/, '')}.ts`, `${stripped}.js`],
        [`${base.replace(/\.tsx?$/, '')}.tsx`, `${stripped}.js`],
        [path.join(base, 'index.ts'), `${args.path.replace(/\/$/, '')}/index.js`],
      ];
      for (const [file, specifier] of candidates) if (existsSync(file)) return { path: specifier, external: true };
      return { path: args.path, external: true };
    });
  },
};

/** Compiles the sources of `srcDir` into `outDir`, same folders, and copies the other files. */
async function compileFolder(srcDir, outDir) {
  const files = filesUnder(srcDir);
  await build({
    entryPoints: files.filter(isSource).map((file) => path.join(srcDir, file)),
    outdir: outDir,
    outbase: srcDir,
    bundle: true,
    plugins: [keepImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of files.filter((name) => !/\.tsx?$/.test(name))) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    copyFileSync(path.join(srcDir, file), path.join(outDir, file));
  }
  return files.filter(isSource).length;
}

/** A workspace package as `dist/node_modules/<name>`: compiled sources, exports pointing at them, its own dependencies linked. */
async function compileWorkspacePackage(name) {
  const source = realpathSync(path.join(HERE, 'node_modules', name));
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  const target = path.join(DIST, 'node_modules', name);
  const count = await compileFolder(path.join(source, 'src'), path.join(target, 'src'));
  const toJs = (value) =>
    typeof value === 'string' ? value.replace(/\.tsx?$/, '.js') : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJs(inner)]));
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify({ ...manifest, exports: toJs(manifest.exports) }, null, 2)}\n`);
  // Its third-party dependencies resolve as from the package itself; workspace ones to their compiled copies beside it.
  const ownModules = path.join(source, 'node_modules');
  if (existsSync(ownModules)) {
    for (const entry of readdirSync(ownModules)) {
      if (entry === '@kyubos' || entry.startsWith('.')) continue;
      const link = path.join(target, 'node_modules', entry);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(ownModules, entry), link, 'junction');
    }
  }
  return count;
}

rmSync(DIST, { recursive: true, force: true });
const manifest = JSON.parse(readFileSync(path.join(HERE, 'package.json'), 'utf8'));
const workspacePackages = Object.entries(manifest.dependencies)
  .filter(([, version]) => version.startsWith('workspace:'))
  .map(([name]) => name);
let compiled = await compileFolder(path.join(HERE, 'src'), DIST);
for (const name of workspacePackages) compiled += await compileWorkspacePackage(name);
console.log(`mock-api built: ${compiled} files in ${path.relative(process.cwd(), DIST) || 'dist'} (${Math.round(performance.now() - started)} ms)`);
