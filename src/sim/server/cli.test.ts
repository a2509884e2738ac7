import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIM_PORT, parseCliOptions } from './options';

describe('sim command-line options', () => {
  it('takes the port from --port, then SIM_PORT, then 4010', () => {
    expect(parseCliOptions([], {}).port).toBe(DEFAULT_SIM_PORT);
    expect(DEFAULT_SIM_PORT).toBe(4010);
    expect(parseCliOptions([], { SIM_PORT: '4555' }).port).toBe(4555);
    expect(parseCliOptions(['--port', '4600'], { SIM_PORT: '4555' }).port).toBe(4600);
    expect(parseCliOptions(['--port=4601'], {}).port).toBe(4601);
    expect(parseCliOptions(['--quiet', '--port', '0'], {})).toMatchObject({ port: 0, quiet: true });
  });

  it("reads the authentication server's lifetimes", () => {
    expect(parseCliOptions([], {})).toMatchObject({ accessLifetime: undefined, refreshLifetime: undefined });
    expect(parseCliOptions(['--access-lifetime', '30', '--refresh-lifetime=120'], {})).toMatchObject({ accessLifetime: 30, refreshLifetime: 120 });
    expect(() => parseCliOptions(['--access-lifetime', 'soon'], {})).toThrow(/--access-lifetime must be a number of seconds/);
    expect(() => parseCliOptions(['--refresh-lifetime', '1'], {})).toThrow(/--refresh-lifetime/);
  });

  it('refuses bad ports and clocks with a message naming the value', () => {
    expect(() => parseCliOptions(['--port', 'abc'], {})).toThrow(/--port: abc/);
    expect(() => parseCliOptions(['--port'], {})).toThrow(/--port needs a number/);
    expect(() => parseCliOptions(['--port', '--quiet'], {})).toThrow(/--port needs a number/);
    expect(() => parseCliOptions([], { SIM_PORT: '70000' })).toThrow(/SIM_PORT: 70000/);
    expect(() => parseCliOptions([], { SIM_PORT: '-1' })).toThrow(/SIM_PORT/);
    expect(() => parseCliOptions([], { SIM_NOW: 'yesterday' })).toThrow(/SIM_NOW is not an ISO-8601 instant: yesterday/);
  });

  it('reads fault rules from --faults (JSON or a file name), else SIM_FAULTS, and names the problems of bad ones', () => {
    const rules = '[{"path":"timezones","kind":"drop","count":1}]';
    expect(parseCliOptions([], {}).faults).toEqual([]);
    expect(parseCliOptions(['--faults', rules], { SIM_FAULTS: '[]' }).faults).toEqual([{ path: 'timezones', kind: 'drop', count: 1 }]);
    expect(parseCliOptions([], { SIM_FAULTS: rules }).faults).toHaveLength(1);
    const files: Record<string, string> = { 'faults.json': '{"path":"x","kind":"empty-200"}' };
    expect(parseCliOptions(['--faults=faults.json'], {}, (file) => files[file] ?? '').faults).toEqual([{ path: 'x', kind: 'empty-200' }]);
    expect(() => parseCliOptions(['--faults', '[{"path":"x","kind":"nope"}]'], {})).toThrow(/^--faults: Bad fault rules: rule 1: kind "nope"/);
    expect(() => parseCliOptions(['--faults'], {})).toThrow(/--faults needs/);
    const missing = () => {
      throw new Error('ENOENT: no such file');
    };
    expect(() => parseCliOptions([], { SIM_FAULTS: 'gone.json' }, missing)).toThrow(/^SIM_FAULTS: ENOENT/);
  });

  it('pins the clock from SIM_NOW', () => {
    expect(parseCliOptions([], { SIM_NOW: '2026-11-20T10:00:00Z' }).now?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseCliOptions([], {}).now).toBeUndefined();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('npm run sim', () => {
  it('listens on SIM_PORT with the pinned clock and the faults asked for, and answers over HTTP', async () => {
    const port = await freePort();
    const faults = JSON.stringify([{ path: 'futuresspaces', kind: 'status', count: 1 }]);
    const child = spawn(process.execPath, [TSX, CLI, '--quiet', '--faults', faults], { env: { ...process.env, SIM_PORT: String(port), SIM_NOW: '2026-11-20T10:00:00Z' } });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('faults:')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
      });
      expect(output).toContain(`listening on http://127.0.0.1:${port}`);
      expect(output).toContain('pinned to 2026-11-20T10:00:00.000Z');
      // The sign-in environments and the gateway without CORS, on localhost (where the redirect URL is).
      for (const prefix of ['', '/pkce', '/noframe']) expect(output).toContain(`    http://localhost:${port}${prefix}: `);
      expect(output).toContain(`http://localhost:${port}/closed/openapi/`);
      expect(output).toContain('redirect URL http://localhost/auth/callback (any port)');
      const response = await fetch(`http://127.0.0.1:${port}/openapi/ref/v1/timezones`, { headers: { Authorization: 'Bearer demo' } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { Data: unknown[] }).Data).toHaveLength(27);
      expect(output).toContain('faults: status on futuresspaces');
      const failing = await fetch(`http://127.0.0.1:${port}/openapi/ref/v1/instruments/futuresspaces/1`, { headers: { Authorization: 'Bearer demo' } });
      expect(failing.status).toBe(503);
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);

  it('exits with a message on a bad SIM_NOW', async () => {
    const child = spawn(process.execPath, [TSX, CLI], { env: { ...process.env, SIM_NOW: 'soon' } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('SIM_NOW is not an ISO-8601 instant: soon');
  }, 30_000);
});
