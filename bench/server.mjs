// Production build (with its bundle treemap) and static preview server for the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'postcss.config.cjs'];
const GENERATED = new Set(['routeTree.gen.ts']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (GENERATED.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The bundle report the build writes beside itself: a treemap (HTML) and its data (module sizes from the sourcemaps). */
export const treemapFiles = (root, outDir) => ({ html: join(root, outDir, '.bench', 'treemap.html'), data: join(root, outDir, '.bench', 'modules.json') });

/**
 * Builds the app into `outDir` when it is missing or older than the sources (or when forced),
 * with rollup-plugin-visualizer writing the bundle treemap (sizes of the minified code, from
 * the sourcemaps) into `outDir/.bench/`.
 */
export async function ensureBuild(root, outDir, { force = false, log = console.info } = {}) {
  const marker = join(root, outDir, 'index.html');
  const report = treemapFiles(root, outDir);
  const sources = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))));
  if (!force && existsSync(marker) && existsSync(report.data) && statSync(marker).mtimeMs >= sources) {
    log(`Using the production build in ${outDir}/ (newer than the sources).`);
    return { built: false, ms: 0 };
  }
  log(`Building the app into ${outDir}/ …`);
  const started = Date.now();
  const [{ build }, { visualizer }] = await Promise.all([import('vite'), import('rollup-plugin-visualizer')]);
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [visualizer({ filename: report.data, template: 'raw-data', sourcemap: true })],
  });
  // The treemap from the same data (the plugin's command line renders any template from it).
  const treemap = spawnSync(
    join(root, 'node_modules', '.bin', 'rollup-plugin-visualizer'),
    ['--template', 'treemap', '--title', 'Refex bundle', '--filename', report.html, report.data],
    { cwd: root, stdio: 'inherit' },
  );
  if (treemap.status !== 0) throw new Error(`rollup-plugin-visualizer failed (exit ${treemap.status})`);
  return { built: true, ms: Date.now() - started };
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Serves `outDir` with `vite preview` on a free port; returns its URL and a stop function. */
export async function startPreview(root, outDir) {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Not left running when the benchmark ends some other way than through stop().
  process.once('exit', () => child.kill('SIGTERM'));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 3000).unref();
    });
  try {
    await waitForHttp(url, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}
