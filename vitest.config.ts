import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Some tests build the simulator's universe of instruments: allow for a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A worker per core. Vitest's own default leaves one core to itself (one worker on a 2-core machine, where the
    // unit tests then ran one file after another: 87 s); its main process is mostly idle while the workers run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Pure logic and the simulator: files share a worker's modules, so the simulator's
          // universe is built once per worker rather than once per file.
          isolate: false,
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
