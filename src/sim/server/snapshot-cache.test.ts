import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simSourceHash, snapshotCacheFile } from './snapshot-cache';

describe('the snapshot cache key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refex-sim-hash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'refdata'));
  writeFileSync(join(dir, 'service.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'refdata', 'universe.ts'), 'export const b = 2;\n');
  writeFileSync(join(dir, 'refdata', 'universe.test.ts'), 'test 1\n');
  writeFileSync(join(dir, 'refdata', 'refdata.test-support.ts'), 'support 1\n');
  writeFileSync(join(dir, 'README.md'), 'notes 1\n');

  it('changes with any source file of the simulator, and only with those', () => {
    const first = simSourceHash(dir);
    expect(simSourceHash(dir)).toBe(first);
    writeFileSync(join(dir, 'refdata', 'universe.test.ts'), 'test 2\n');
    writeFileSync(join(dir, 'refdata', 'refdata.test-support.ts'), 'support 2\n');
    writeFileSync(join(dir, 'README.md'), 'notes 2\n');
    expect(simSourceHash(dir)).toBe(first);
    writeFileSync(join(dir, 'refdata', 'universe.ts'), 'export const b = 3;\n');
    const second = simSourceHash(dir);
    expect(second).not.toBe(first);
    writeFileSync(join(dir, 'refdata', 'names.ts'), 'export const c = 4;\n');
    expect(simSourceHash(dir)).not.toBe(second);
  });

  it('names the cached file after it', () => {
    expect(snapshotCacheFile('abc123')).toMatch(/node_modules[\\/]\.cache[\\/]refex-sim[\\/]universe-abc123\.bin$/);
  });
});
