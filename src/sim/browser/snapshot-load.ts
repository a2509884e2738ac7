/**
 * The first thing the simulator's worker does: ask for the build's universe
 * snapshot (see vite.config.ts). worker.ts imports it before it loads the
 * simulator's code, so the file is read while that code is fetched and
 * evaluated; the bytes are restored when a request first needs the universe.
 */
import snapshot from 'virtual:refex-universe-snapshot';

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function load(): Promise<Uint8Array> {
  if (snapshot.base64 !== undefined) return fromBase64(snapshot.base64);
  const response = await fetch(snapshot.url);
  if (!response.ok) throw new Error(`${snapshot.url}: HTTP ${response.status}`);
  // The build's file is gzipped (without a Content-Encoding: hosts serve it as it is): inflated as it streams in.
  if (snapshot.gzip && response.body) return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  return new Uint8Array(await response.arrayBuffer());
}

/** The snapshot's bytes; rejects when they cannot be had (worker.ts then lets the generators build the universe). */
export const snapshotBytes: Promise<Uint8Array> = load();
