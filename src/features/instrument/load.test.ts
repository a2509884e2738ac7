import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBackend, setDemoFetch } from '@/api/backend';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { loadDetails, loadInstrument } from './load';

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

  it('does not ask again for a heading that has just failed, when the details are the heading (no field groups or keys)', async () => {
    asked.length = 0;
    const queryClient = new QueryClient();
    let refuse = true;
    setDemoFetch((input, init) => {
      asked.push(new URL(input).pathname);
      if (refuse)
        return Promise.resolve(new Response(JSON.stringify({ ErrorCode: 'InvalidRequest', Message: 'No' }), { status: 400, headers: { 'Content-Type': 'application/json' } }));
      return simFetch(input, init);
    });
    // The instrument's loader ran first and failed; the details' loader runs after it.
    await expect(loadInstrument(queryClient, 211, 'Stock')).rejects.toThrow();
    const headingAsks = () => asked.filter((path) => path === '/openapi/ref/v1/instruments/details/211/Stock').length;
    const heading = headingAsks();
    await loadDetails(queryClient, 211, 'Stock', {}, 'enter');
    expect(headingAsks()).toBe(heading);
    // A retry: the instrument's loader asks again (the details' loader, running first, leaves it to it).
    refuse = false;
    await loadDetails(queryClient, 211, 'Stock', {}, 'enter');
    await loadInstrument(queryClient, 211, 'Stock');
    expect(headingAsks()).toBe(heading + 1);
    // With field groups, the details are a request of their own, asked as ever.
    await loadDetails(queryClient, 211, 'Stock', { groups: 'OrderSetting' }, 'enter');
    expect(headingAsks()).toBe(heading + 2);
  });
});
