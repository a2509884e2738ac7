// The biggest modules of the entry chunk, from the treemap's data (rollup-plugin-visualizer's
// raw data, sizes measured on the minified output through the sourcemaps).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { treemapFiles } from './server.mjs';

/** kB of 1,000 bytes, as scripts/size.mjs and Vite count them. */
const kb = (bytes) => Math.round(bytes / 100) / 10;

/** A module's path as the project names it: inside node_modules or src, without the machine's folders. */
const shortName = (id) =>
  id
    .replace(/^.*?\/node_modules\//, '')
    .replace(/^.*?\/(src\/)/, '$1')
    .replace(/^\0/, '');

export function entryModules(root, outDir, count = 15) {
  const manifest = JSON.parse(readFileSync(join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'].file;
  const { nodeMetas, nodeParts } = JSON.parse(readFileSync(treemapFiles(root, outDir).data, 'utf8'));
  const modules = Object.values(nodeMetas)
    .filter((meta) => meta.moduleParts[entry])
    .map((meta) => ({ module: shortName(meta.id), bytes: nodeParts[meta.moduleParts[entry]].renderedLength }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = statSync(join(root, outDir, entry)).size;
  return {
    entry,
    rawKb: kb(bytes),
    modules: modules.length,
    top: modules.slice(0, count).map(({ module, bytes: size }) => ({ module, kb: kb(size), share: Math.round((size / bytes) * 1000) / 10 })),
  };
}
