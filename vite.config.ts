import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * The gateways the app may call besides its own origin (connect-src): the broker's gateway (SIM and
 * LIVE presets), its authentication servers' token endpoints (signing in) and this machine (`npm run sim`, the browser tests of connected mode). A build for
 * other gateways sets REFEX_CONNECT_SRC to its own space-separated list (README, Security).
 */
const DEFAULT_GATEWAYS = 'https://gateway.saxobank.com https://sim.logonvalidation.net https://live.logonvalidation.net http://127.0.0.1:* http://localhost:*';

function gatewaySources(): string {
  const sources = (process.env.REFEX_CONNECT_SRC ?? DEFAULT_GATEWAYS).trim().split(/\s+/).filter(Boolean);
  const bad = sources.filter((source) => !/^(https:\/\/[^\s;,'"]+|http:\/\/(127\.0\.0\.1|localhost)(:(\d+|\*))?)$/.test(source));
  if (bad.length) throw new Error(`REFEX_CONNECT_SRC: ${bad.join(', ')} is not an https:// origin (or http:// on this machine).`);
  return sources.join(' ');
}

/**
 * The Content Security Policy of the production build, the one definition of it. Scripts, workers and
 * styles come from the app's own files only; Mantine writes its CSS variables and responsive styles into
 * <style> elements at run time, so styles also need 'unsafe-inline' (scripts never do). frame-ancestors
 * only works in a header: a <meta> tag ignores it.
 */
function contentSecurityPolicy({ header }: { header: boolean }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${gatewaySources()}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** The headers a static server sends with every file of the build (dist/_headers). */
function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ header: true }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * The build carries its policy twice: a <meta> tag in index.html (first in <head>, so it covers
 * everything after it) and dist/_headers, the headers file of Netlify and Cloudflare Pages, which
 * `vite preview` (and so the browser tests) also sends. The dev server has neither: Vite's hot reload
 * needs inline scripts.
 */
function securityPolicy(): Plugin {
  return {
    name: 'refex-security-policy',
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    transformIndexHtml(html) {
      // Right after the charset (which must come first), before anything the policy governs.
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html: no ${charset} to put the Content Security Policy after.`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ header: false })}" />`);
    },
    generateBundle() {
      const lines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: ['/*', ...lines, ''].join('\n') });
    },
    configurePreviewServer(server) {
      // The headers of the build being served, as a static host would send them.
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      if (!existsSync(file)) throw new Error(`${file} is missing: preview serves a build of this version (npm run build).`);
      const headers = [...readFileSync(file, 'utf8').matchAll(/^\s+([\w-]+):\s*(.+)$/gm)].map(([, name, value]) => [name as string, value as string] as const);
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * `vite preview` gzips every text answer as it sends it: the app's bundle and the simulator's worker, near 0.9 MB,
 * on every page load in a fresh browser context. On loopback that buys nothing, and the browser tests load the app
 * in a fresh context hundreds of times on a 2-core machine: with REFEX_PREVIEW_PLAIN=1 (set by playwright.config.ts)
 * the preview answers uncompressed.
 */
function plainPreview(): Plugin {
  return {
    name: 'refex-plain-preview',
    apply: (_config, { isPreview }) => isPreview === true && process.env.REFEX_PREVIEW_PLAIN === '1',
    configurePreviewServer(server) {
      // Runs before Vite adds its compression, which then sees a client that accepts no encoding.
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

const SNAPSHOT_MODULE = 'virtual:refex-universe-snapshot';

/**
 * The simulator's instrument universe, prebuilt: the browser worker imports `virtual:refex-universe-snapshot`
 * (in a build: the address of a binary file the worker fetches as it starts; on the dev server: its bytes in
 * base 64) instead of running the generators on the first reference-data request. The simulator's own code makes it (src/sim/server/snapshot-cli.ts, run through tsx
 * in a process of its own, so always the current sources): afresh for a build, which also leaves it in the HTTP
 * mount's cache; the dev server takes the cached one when it matches the sources, else makes it once.
 */
function simulatorSnapshot(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'refex-sim-snapshot',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (id) => (id === SNAPSHOT_MODULE ? `\0${SNAPSHOT_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${SNAPSHOT_MODULE}`) return undefined;
      // In a process of its own (tsx), so it runs the simulator's current sources and nothing of this build's state.
      const cli = fileURLToPath(new URL('./src/sim/server/snapshot-cli.ts', import.meta.url));
      const cwd = fileURLToPath(new URL('.', import.meta.url));
      const file = execFileSync(process.execPath, ['--import', 'tsx', cli, ...(command === 'build' ? ['--fresh'] : [])], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      const bytes = readFileSync(file);
      if (command === 'serve') return `export default { base64: ${JSON.stringify(bytes.toString('base64'))} };`;
      // A file beside the worker: fetched off the worker's thread as it starts, read only when a request needs it.
      const reference = this.emitFile({ type: 'asset', name: 'universe-snapshot.bin', source: bytes });
      return `export default { url: import.meta.ROLLUP_FILE_URL_${reference} };`;
    },
  };
}

/**
 * The address of the simulator's worker script, written into the built index.html (a <meta> tag before
 * public/sim-start.js, which starts the worker with the page in demo mode; see that file). Build only: on the
 * dev server the app starts the worker itself.
 */
function simulatorEarlyStart(): Plugin {
  let base = '/';
  const script = '<script src="/sim-start.js" async></script>';
  return {
    name: 'refex-sim-early-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const workers = Object.keys(ctx.bundle ?? {}).filter((file) => /^assets\/worker-[\w-]+\.js$/.test(file));
        if (workers.length !== 1) throw new Error(`index.html: expected one simulator worker script in the build, found ${workers.length} (${workers.join(', ')}).`);
        if (!html.includes(script)) throw new Error(`index.html: no ${script} to put the worker's address before.`);
        return html.replace(script, `<meta name="refex-sim-worker" content="${base}${workers[0]}" />\n    ${script}`);
      },
    },
  };
}

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    // Must precede the React plugin: it turns src/routes into the route tree.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']] },
    }),
    react(),
    securityPolicy(),
    plainPreview(),
    simulatorSnapshot(),
    simulatorEarlyStart(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The worker's bundle has plugins of its own: the snapshot is imported there.
  worker: { format: 'es', plugins: () => [simulatorSnapshot()] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest maps each route to its chunks, for the size check (scripts/size.mjs). Every module the
  // entry imports statically goes into one chunk (the `$initial` tag): the first load is one script
  // instead of sixteen small ones, and one gzip stream compresses better than sixteen (about 8 kB less).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
});
