import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './client';
import { broadcastPeers, createPacer, GATEWAY_QUOTAS, type PacerPeers, type SentItem } from './pacer';

const BASE = 'https://gateway.example/openapi';

function gateway() {
  const calls: { url: string; at: number }[] = [];
  const inner = vi.fn<FetchLike>(async (url) => {
    calls.push({ url, at: Date.now() });
    return new Response(JSON.stringify({ url }), { status: 200 });
  });
  return { calls, inner };
}

/** Tabs of one session, linked as a BroadcastChannel links them: what one posts, every other hears. */
function tabs() {
  const hearers: ((item: SentItem) => void)[][] = [];
  return (): PacerPeers => {
    const mine: ((item: SentItem) => void)[] = [];
    hearers.push(mine);
    return {
      post: (item) => hearers.filter((other) => other !== mine).forEach((other) => other.forEach((heard) => heard({ ...item }))),
      listen: (heard) => mine.push(heard),
    };
  };
}

describe('request pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends at most the reference-data quota in any minute, and the rest as slots free up', async () => {
    const { calls, inner } = gateway();
    const pacer = createPacer(inner);
    const answers = Array.from({ length: 150 }, (_, index) => pacer.fetch(`${BASE}/ref/v1/instruments?Keywords=a${index}`));
    await vi.advanceTimersByTimeAsync(0);
    const limit = GATEWAY_QUOTAS[0]?.limit ?? 0;
    // A little under the documented quotas (60 and 120 a minute), as quotas.ts sets the margins.
    expect(GATEWAY_QUOTAS.map((quota) => quota.limit)).toEqual([58, 115]);
    expect(GATEWAY_QUOTAS[1]?.matches('/sim/openapi/ca/v2/events')).toBe(true);
    expect(calls).toHaveLength(limit);
    expect(pacer.state().waiting).toBe(150 - limit);
    expect(pacer.state().nextAt).toBe(Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2 * limit);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(150);
    await Promise.all(answers);
    expect(pacer.state()).toEqual({ waiting: 0, nextAt: undefined });
    // No sliding minute ever held more than the quota.
    for (const call of calls) expect(calls.filter((other) => other.at >= call.at && other.at < call.at + 60_000).length).toBeLessThanOrEqual(limit);
  });

  it("counts the other tabs' requests of the same session in its quota: two tabs together keep within it", async () => {
    const join = tabs();
    const first = gateway();
    const second = gateway();
    const one = createPacer(first.inner, GATEWAY_QUOTAS, Date.now, join());
    const other = createPacer(second.inner, GATEWAY_QUOTAS, Date.now, join());
    const limit = GATEWAY_QUOTAS[0]?.limit ?? 0;
    void Promise.all(Array.from({ length: 40 }, (_, index) => one.fetch(`${BASE}/ref/v1/instruments?Keywords=a${index}`)));
    await vi.advanceTimersByTimeAsync(10_000);
    const answers = Promise.all(Array.from({ length: 40 }, (_, index) => other.fetch(`${BASE}/ref/v1/instruments?Keywords=b${index}`)));
    await vi.advanceTimersByTimeAsync(0);
    // The second tab sends what the first left of the minute, and holds the rest until the first tab's requests leave it.
    expect(second.calls).toHaveLength(limit - 40);
    expect(other.state()).toEqual({ waiting: 40 - (limit - 40), nextAt: Date.now() + 50_000 });
    // Corporate actions count apart.
    await other.fetch(`${BASE}/ca/v2/events?ClientKey=c`);
    await vi.advanceTimersByTimeAsync(50_000);
    await answers;
    expect(second.calls.filter((call) => call.url.includes('/ref/'))).toHaveLength(40);
    const all = [...first.calls, ...second.calls].filter((call) => call.url.includes('/ref/'));
    for (const call of all) expect(all.filter((peer) => peer.at >= call.at && peer.at < call.at + 60_000).length).toBeLessThanOrEqual(limit);
    // A request the other tab sent while this one waited moves its plan on: heard late, it still counts in its minute.
    const late = createPacer(gateway().inner, [{ matches: () => true, limit: 1, windowMs: 1000 }], Date.now, join());
    void late.fetch(`${BASE}/ref/v1/timezones`);
    const waits = late.fetch(`${BASE}/ref/v1/exchanges`);
    expect(late.state().nextAt).toBe(Date.now() + 1000);
    await vi.advanceTimersByTimeAsync(500);
    one.fetch(`${BASE}/ref/v1/cultures`).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(late.state().nextAt).toBe(Date.now() + 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await waits;
    expect(late.state().waiting).toBe(0);
  });

  it('talks to its tabs over a BroadcastChannel named for the session: a tab opened later hears what the others sent in the window, each request once', async () => {
    vi.useRealTimers();
    const name = `refex:pacer test ${Math.random()}`;
    const here = broadcastPeers(name);
    here?.listen(() => undefined);
    const at = Date.now();
    here?.post({ at: at - 61_000, path: '/openapi/ref/v1/cultures' });
    here?.post({ at, path: '/openapi/ref/v1/exchanges' });
    // Opened later: it asks, and the first tab answers with its requests of the last minute.
    const there = broadcastPeers(name);
    const heard: SentItem[] = [];
    there?.listen((item) => heard.push(item));
    await expect.poll(() => heard).toEqual([{ at, path: '/openapi/ref/v1/exchanges' }]);
    here?.post({ at: at + 5, path: '/openapi/ref/v1/timezones' });
    // A third tab's question brings the same answer to every tab: the second hears nothing twice.
    const third = broadcastPeers(name);
    const thirdHeard: SentItem[] = [];
    third?.listen((item) => thirdHeard.push(item));
    await expect.poll(() => thirdHeard).toHaveLength(2);
    // What is not a request sent is ignored, as is another session's channel.
    const elsewhere = broadcastPeers(`${name} other`);
    const strays: SentItem[] = [];
    elsewhere?.listen((item) => strays.push(item));
    const stray = new BroadcastChannel(name);
    stray.postMessage({ at: 'now', path: '/ref/v1/x', id: 'x' });
    stray.postMessage({ sent: ['junk', { id: 'y', at: 1 }] });
    stray.postMessage('junk');
    here?.post({ at: at + 9, path: '/openapi/ref/v1/instruments' });
    await expect.poll(() => heard.length).toBe(3);
    expect(heard).toEqual([
      { at, path: '/openapi/ref/v1/exchanges' },
      { at: at + 5, path: '/openapi/ref/v1/timezones' },
      { at: at + 9, path: '/openapi/ref/v1/instruments' },
    ]);
    expect(strays).toEqual([]);
    for (const channel of [here, there, third, elsewhere]) channel?.close();
    stray.close();
    // Closed, it tells nobody and does not throw: a replaced client's pacer may still send what was in its line.
    expect(() => here?.post({ at: at + 10, path: '/openapi/ref/v1/timezones' })).not.toThrow();
  });

  it('a request whose caller gives up leaves the line without being sent', async () => {
    const { calls, inner } = gateway();
    const pacer = createPacer(inner, [{ matches: () => true, limit: 1, windowMs: 1000 }]);
    await pacer.fetch(`${BASE}/ref/v1/timezones`);
    const controller = new AbortController();
    const unwanted = pacer.fetch(`${BASE}/ref/v1/instruments?Keywords=ab`, { signal: controller.signal });
    const wanted = pacer.fetch(`${BASE}/ref/v1/instruments?Keywords=abc`);
    expect(pacer.state().waiting).toBe(2);
    controller.abort();
    await expect(unwanted).rejects.toMatchObject({ name: 'AbortError' });
    expect(pacer.state().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await wanted;
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/ref/v1/timezones`, `${BASE}/ref/v1/instruments?Keywords=abc`]);
  });

  it('the same request asked twice at once is sent once, and each caller reads the answer', async () => {
    const { calls, inner } = gateway();
    const pacer = createPacer(inner);
    const url = `${BASE}/ref/v1/instruments/details/211/Stock`;
    const [first, second] = await Promise.all([pacer.fetch(url), pacer.fetch(url)]);
    expect(calls).toHaveLength(1);
    expect(await first.json()).toEqual({ url });
    expect(await second.json()).toEqual({ url });
    // Once answered, asking again is a new request.
    await pacer.fetch(url);
    expect(calls).toHaveLength(2);
  });

  it('one caller giving up does not cancel a request another caller still waits for', async () => {
    const { calls, inner } = gateway();
    const pacer = createPacer(inner, [{ matches: () => true, limit: 1, windowMs: 1000 }]);
    await pacer.fetch(`${BASE}/ref/v1/timezones`);
    const url = `${BASE}/ref/v1/exchanges`;
    const controller = new AbortController();
    const leaving = pacer.fetch(url, { signal: controller.signal });
    const staying = pacer.fetch(url);
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await (await staying).json()).toEqual({ url });
    expect(calls).toHaveLength(2);
  });

  it('corporate actions have their own quota: a full reference-data minute does not hold them back', async () => {
    const { calls, inner } = gateway();
    const pacer = createPacer(inner);
    void Promise.all(Array.from({ length: 70 }, (_, index) => pacer.fetch(`${BASE}/ref/v1/instruments?Keywords=x${index}`)));
    await pacer.fetch(`${BASE}/ca/v2/events?ClientKey=c`);
    expect(calls.some((call) => call.url.includes('/ca/v2/events'))).toBe(true);
    expect(pacer.state().waiting).toBe(70 - (GATEWAY_QUOTAS[0]?.limit ?? 0));
  });

  it('tells each caller that its request waits in line and when it left: callers sharing it hear the same moment, one joining it on its way a moment before its ask', async () => {
    const inner = vi.fn<FetchLike>(() => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 80)));
    const pacer = createPacer(inner, [{ matches: () => true, limit: 1, windowMs: 1000 }]);
    const start = Date.now();
    const heard: Record<string, (number | 'waits')[]> = { first: [], asked: [], again: [], joined: [] };
    const hear = (name: string) => ({ onQueue: () => heard[name]?.push('waits'), onSend: (at: number) => heard[name]?.push(at) });
    const first = pacer.fetch(`${BASE}/ref/v1/timezones`, hear('first'));
    const url = `${BASE}/ref/v1/exchanges`;
    const asked = pacer.fetch(url, hear('asked'));
    await vi.advanceTimersByTimeAsync(400);
    const again = pacer.fetch(url, hear('again'));
    await vi.advanceTimersByTimeAsync(640);
    // Sent at start + 1000 and on its way until start + 1080.
    const joined = pacer.fetch(url, hear('joined'));
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([first, asked, again, joined]);
    expect(inner).toHaveBeenCalledTimes(2);
    // The first went at once: it waited for nothing. The others hear that it waits, then when it left, in that order.
    expect(heard).toEqual({ first: [], asked: ['waits', start + 1000], again: ['waits', start + 1000], joined: ['waits', start + 1000] });
  });
});
