import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBackend, setDemoFetch } from '@/api/backend';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { loadInstrument } from './load';

describe('loadInstrument', { timeout: 30_000 }, () => {
  const asked: string[] = [];
  let simFetch: ReturnType<typeof createSimFetch>;

  beforeAll(() => {
    setBackend({ kind: 'demo', demoUser: 'demo' });
    simFetch = createSimFetch(createTestSimulator('2026-11-20T10:00:00Z'));
    setDemoFetch((input, init) => {
      asked.push(new URL(input).pathname + new URL(input).search);
      return simFetch(input, init);
    });
  });
  afterAll(() => setDemoFetch(simFetch));

  it('asks for the awaited heading before the list of the same Uic’s asset types', async () => {
    asked.length = 0;
    await loadInstrument(new QueryClient(), 211, 'Stock');
    expect(asked).toEqual(['/openapi/ref/v1/instruments/details/211/Stock', '/openapi/ref/v1/instruments/details?Uics=211']);
  });

  it('asks for the heading alone on a preload', async () => {
    asked.length = 0;
    await loadInstrument(new QueryClient(), 211, 'Stock', 'preload');
    expect(asked).toEqual(['/openapi/ref/v1/instruments/details/211/Stock']);
  });
});
