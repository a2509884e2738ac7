// Production build and static preview server for the benchmark.
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

/** Builds the app into `outDir` when it is missing or older than the sources (or when forced). */
export function ensureBuild(root, outDir, { force = false, log = console.info } = {}) {
  const marker = join(root, outDir, 'index.html');
  const sources = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))));
  if (!force && existsSync(marker) && statSync(marker).mtimeMs >= sources) {
    log(`Using the production build in ${outDir}/ (newer than the sources).`);
    return { built: false, ms: 0 };
  }
  log(`Building the app into ${outDir}/ …`);
  const started = Date.now();
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
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
