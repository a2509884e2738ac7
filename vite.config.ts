import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, minifySync, type Plugin } from 'vite';
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
function contentSecurityPolicy({ header, framedBySelf = false }: { header: boolean; framedBySelf?: boolean }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${gatewaySources()}`,
    // A session of the Implicit grant renews in a hidden frame of the authentication server (api/auth/relay.ts).
    `frame-src ${gatewaySources()}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    // No page may be framed, but the sign-in callback, by the app itself: its hidden renewal frame lands there.
    ...(header ? [`frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`] : []),
  ].join('; ');
}

/** The headers a static server sends with every file of the build. */
function securityHeaders(framedBySelf = false): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ header: true, framedBySelf }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * The rules of dist/_headers: a path (`*` stands for any run of characters) and the headers of the files it
 * matches; a file matched by several rules gets the headers of each. Every file under /assets/ has its content's
 * hash in its name (the bundle's chunks, the simulator's worker and snapshot), so a browser may keep it for a year
 * without asking again; index.html and the files of public/ keep their names across versions and are revalidated
 * on every load (the host's default, and `vite preview`'s).
 */
function headerRules(): { path: string; headers: Record<string, string> }[] {
  return [
    { path: '/*', headers: securityHeaders() },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // Last, so that its policy is the one this path gets (a later rule's header replaces an earlier one's).
    { path: '/auth/callback', headers: securityHeaders(true) },
  ];
}

/** Reads a headers file back into its rules (the preview serves what the build wrote, not this version's config). */
function parseHeaderRules(text: string): { path: RegExp; headers: [string, string][] }[] {
  const rules: { path: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header) rules.at(-1)?.headers.push([header[1] as string, header[2] as string]);
    else if (/^\/\S*$/.test(line)) {
      const pattern = line
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: [] });
    }
  }
  return rules;
}

/**
 * The build carries its policy twice: a <meta> tag in index.html (first in <head>, so it covers
 * everything after it) and dist/_headers, the headers file of Netlify and Cloudflare Pages, which
 * `vite preview` (and so the browser tests and the benchmarks) also sends, with its cache rule for the
 * hashed assets. The dev server has neither: Vite's hot reload needs inline scripts.
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
      const lines = headerRules().flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]);
      this.emitFile({ type: 'asset', fileName: '_headers', source: [...lines, ''].join('\n') });
    },
    configurePreviewServer(server) {
      // The headers of the build being served, as a static host would send them.
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      if (!existsSync(file)) throw new Error(`${file} is missing: preview serves a build of this version (npm run build).`);
      const rules = parseHeaderRules(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split(/[?#]/)[0] as string;
        for (const rule of rules) if (rule.path.test(path)) for (const [name, value] of rule.headers) response.setHeader(name, value);
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
      const file = execFileSync(process.execPath, ['--import', 'tsx', cli, ...(command === 'build' ? ['--fresh'] : [])], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const bytes = readFileSync(file);
      if (command === 'serve') return `export default { base64: ${JSON.stringify(bytes.toString('base64'))} };`;
      // A file beside the worker: fetched off the worker's thread as it starts, read only when a request needs it.
      // Gzipped (4.2 MB become 1.2) under a name without `.gz`, which static servers would send with a Content-Encoding
      // the browser undoes itself: as a plain binary file, the worker inflates it as it arrives.
      const reference = this.emitFile({ type: 'asset', name: 'universe-snapshot-gzip.bin', source: gzipSync(bytes, { level: 9 }) });
      return `export default { url: import.meta.ROLLUP_FILE_URL_${reference}, gzip: true };`;
    },
  };
}

/**
 * The built index.html's two classic scripts from public/: color-scheme.js (the colour scheme before the first paint)
 * and sim-start.js (starts the simulator's worker with the page in demo mode; see that file), with the worker's address
 * in a <meta> tag before the latter. Both load as hashed, minified copies under /assets/: like every file there, a
 * browser keeps them (dist/_headers) instead of asking again on each load, so on a return visit only index.html is
 * revalidated. Build only: the dev server serves the files of public/ as they are, and there the app starts the
 * worker itself.
 */
function pageScripts(): Plugin {
  const files = ['color-scheme.js', 'sim-start.js'] as const;
  let base = '/';
  return {
    name: 'refex-page-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      for (const file of files) {
        const source = readFileSync(fileURLToPath(new URL(`./public/${file}`, import.meta.url)), 'utf8');
        // Minified like the bundle (the comments are for whoever reads public/).
        const { code, errors } = minifySync(file, source);
        if (errors.length) throw new Error(`public/${file}: ${errors.map((error) => error.message).join('; ')}`);
        this.emitFile({ type: 'asset', name: file, source: code });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = Object.values(ctx.bundle ?? {});
        const workers = bundle.filter((output) => /^assets\/worker-[\w-]+\.js$/.test(output.fileName));
        const worker = workers[0];
        if (workers.length !== 1 || !worker)
          throw new Error(`index.html: expected one simulator worker script in the build, found ${workers.length} (${workers.map((output) => output.fileName).join(', ')}).`);
        let out = html;
        for (const file of files) {
          const asset = bundle.find((output) => output.type === 'asset' && (output.names ?? []).includes(file));
          const tag = `<script src="/${file}"`;
          if (!asset) throw new Error(`index.html: no hashed copy of public/${file} in the build.`);
          if (!out.includes(tag)) throw new Error(`index.html: no ${tag}> to point at ${asset.fileName}.`);
          const script = `<script src="${base}${asset.fileName}"`;
          out = out.replace(tag, file === 'sim-start.js' ? `<meta name="refex-sim-worker" content="${base}${worker.fileName}" />\n    ${script}` : script);
        }
        return out;
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
      // Each route's loader in a chunk of its own, apart from its view: the router asks for the data as soon as that
      // small chunk is in, while the view's code (Mantine's tables, tabs and inputs for the details page) still loads.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']] },
    }),
    react(),
    securityPolicy(),
    plainPreview(),
    simulatorSnapshot(),
    pageScripts(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The worker's bundle has plugins of its own: the snapshot is imported there.
  worker: { format: 'es', plugins: () => [simulatorSnapshot()] },
  server: { host: 'localhost', port: 5173 },
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
