/**
 * The chunks a page's start needs, named in its index.html so the browser fetches them at once
 * instead of one wave after another (`main` → the bootstrap chunk and its shared modules → the
 * portal chunk and its shared modules). For each dynamic import named in `imports`, the files of
 * its chunk group and, for every shared module those chunks consume, the chunks of the app's own
 * provided copy (what the page runs while the app loads first: the shell), and theirs in turn.
 *
 * - `imports.always` (e.g. './bootstrap'): `<link rel="preload" as="script">` tags in the head.
 * - `imports.signedIn` (e.g. './app/app'): a JSON list in the page (`<script type="application/json"
 *   id="kyubos-signed-in-chunks">`), which the entry preloads when a session is stored, so a
 *   signed-out visit downloads none of it.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';

export const SIGNED_IN_CHUNKS_ID = 'kyubos-signed-in-chunks';

export class StartPreloadPlugin {
  /** @param {{ always?: string[], signedIn?: string[] }} imports requests of dynamic imports, as written */
  constructor(imports) {
    this.imports = imports;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const always = startFiles(compilation, this.imports.always ?? []);
        const signedIn = startFiles(compilation, this.imports.signedIn ?? []).filter((file) => !always.includes(file));
        const tags = always.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        if (signedIn.length > 0) {
          tags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              { type: 'application/json', id: SIGNED_IN_CHUNKS_ID },
              JSON.stringify(signedIn.map((file) => `${publicPath}${file}`)),
            ),
          );
        }
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

/** The JS files the named dynamic imports load, with the shared modules they consume, in load order. */
export function startFiles(compilation, requests) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const files = [];
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue; // the entry: already on the page
      for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey);
        for (const block of (provider ?? module).blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  for (const request of requests) {
    const groups = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === request));
    if (groups.length === 0) throw new Error(`StartPreloadPlugin: no dynamic import of '${request}' in the build`);
    groups.forEach(visitGroup);
  }
  return files;
}

/**
 * The manifest's shared modules with every JS file their provided copy loads, in load order (its
 * chunk group: the module's chunk and the library chunks split out of it), as
 * `assets.jsChunkGroup`; the manifest's own `assets.js.sync` names only the module's chunk and is
 * left as the federation runtime reads it. A page that takes a shared module from this build can
 * then preload all of it at once (the shell's start.ts, for the remote of a signed-in first
 * visit). Used as the ModuleFederationPlugin's `manifest.additionalData`.
 */
export function withSharedChunkGroups({ stats, compilation }) {
  const { chunkGraph } = compilation;
  const files = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const list = files.get(module._name) ?? [];
    for (const block of module.blocks) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const file of chunk.files) if (file.endsWith('.js') && !list.includes(file)) list.push(file);
      }
    }
    files.set(module._name, list);
  }
  for (const shared of stats.shared ?? []) {
    const group = files.get(shared.name);
    if (shared.assets && group) shared.assets.jsChunkGroup = group;
  }
  return stats;
}
