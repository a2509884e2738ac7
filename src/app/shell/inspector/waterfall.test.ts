import { describe, expect, it } from 'vitest';
import type { Exchange } from '@/api/request-log';
import { exchangeRecord } from '@/test/exchange';
import { QUIET_GAP_MS, formatClock, formatOffset, shortUrl, tickStep, waterfallOf, waterfallParts } from './waterfall';

const record = (id: number, startedAt: number, outcome: Partial<Exchange> = {}): Exchange =>
  exchangeRecord({ id, view: '/', url: `https://gw.test/openapi/ref/v1/x?n=${id}`, path: '/openapi/ref/v1/x', startedAt, ...outcome });

describe('waterfallOf', () => {
  it('places each request from its sending to its answer on an axis from the first sending to the last answer', () => {
    const chart = waterfallOf(
      [record(1, 1000, { durationMs: 300 }), record(2, 1100, { durationMs: 900 }), record(3, 1500, { durationMs: 100, state: 'failed', status: 503 })],
      5000,
    );
    expect(chart.origin).toBe(1000);
    expect(chart.spanMs).toBe(1000);
    expect(chart.rows.map((row) => [row.offsetMs, row.durationMs, row.left, row.width])).toEqual([
      [0, 300, 0, 0.3],
      [100, 900, 0.1, 0.9],
      [500, 100, 0.5, 0.1],
    ]);
    expect(chart.rows.map((row) => row.tone)).toEqual(['ok', 'ok', 'error']);
    expect(chart.rows[2]?.outcome).toBe('503 Service Unavailable');
    expect(chart.ticks).toEqual([0, 500, 1000]);
  });

  it('runs a waiting request to now, and keeps a bar of no time at its place', () => {
    const chart = waterfallOf([record(1, 1000, { durationMs: 0 }), record(2, 1200, { state: 'pending', status: undefined })], 1600);
    expect(chart.rows.map((row) => [row.offsetMs, row.durationMs, row.tone])).toEqual([
      [0, 0, 'ok'],
      [200, 400, 'pending'],
    ]);
    expect(chart.spanMs).toBe(600);
    expect(chart.rows[0]?.width).toBe(0);
  });

  it("draws a wait in the app's line as its own segment before the bar, the axis starting at the first ask", () => {
    // The second was asked for at 1200, waited 600 ms in the app's line, then took 200 ms from its sending.
    const chart = waterfallOf(
      [record(1, 1000, { durationMs: 200 }), record(2, 1800, { queuedMs: 600, durationMs: 200 }), record(3, 1500, { queuedMs: 500, durationMs: 100 })],
      5000,
    );
    expect(chart.origin).toBe(1000);
    expect(chart.spanMs).toBe(1000);
    expect(chart.rows.map((row) => [row.offsetMs, row.queuedMs, row.durationMs, row.queued, row.left, row.width])).toEqual([
      [0, 0, 200, 0, 0, 0.2],
      [800, 600, 200, 0.6, 0.8, 0.2],
      [500, 500, 100, 0.5, 0.5, 0.1],
    ]);
    // Each wait starts at its ask.
    expect(chart.rows.map((row) => row.left - row.queued)).toEqual([0, expect.closeTo(0.2), 0]);
    // Only a wait: the axis starts at the ask.
    expect(waterfallOf([record(1, 1500, { queuedMs: 500, durationMs: 100 })], 5000)).toMatchObject({ origin: 1000, spanMs: 600 });
  });

  it("runs a wait still in the app's line to now, with no bar, and keeps the wait of one cancelled there", () => {
    // Asked for at 1200 and still in line at 2000; asked for at 1100 and cancelled at 1400, never sent.
    const chart = waterfallOf(
      [
        record(1, 1000, { durationMs: 100 }),
        record(2, 1200, { state: 'pending', status: undefined, inLine: true }),
        record(3, 1400, { state: 'aborted', status: 0, unsent: true, queuedMs: 300, durationMs: 0 }),
      ],
      2000,
    );
    expect(chart.spanMs).toBe(1000);
    expect(chart.rows.map((row) => [row.offsetMs, row.queuedMs, row.durationMs, row.tone, row.outcome])).toEqual([
      [0, 0, 100, 'ok', '200 OK'],
      [1000, 800, 0, 'pending', "Waiting in the app's line"],
      [400, 300, 0, 'aborted', "Cancelled in the app's line: never sent"],
    ]);
    // Each wait starts at its ask.
    expect(chart.rows.map((row) => row.left - row.queued)).toEqual([0, expect.closeTo(0.2), expect.closeTo(0.1)]);
  });

  it('is empty for no request', () => {
    expect(waterfallOf([], 10).rows).toEqual([]);
  });
});

describe('waterfallParts', () => {
  it('starts a part, on an axis of its own, after a quiet stretch with no request on its way', () => {
    const later = 1000 + 125_000;
    const parts = waterfallParts(
      [record(1, 1000, { durationMs: 300 }), record(2, 1200, { durationMs: 400 }), record(3, later, { durationMs: 200 }), record(4, later + 50, { durationMs: 100 })],
      200_000,
    );
    expect(parts.map((part) => part.rows.map((row) => row.record.id))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(parts.map((part) => [part.origin, part.spanMs, part.quietMs])).toEqual([
      [1000, 600, 0],
      [later, 200, later - 1600],
    ]);
    // Each bar is placed on its own part's axis.
    expect(parts[1]?.rows.map((row) => [row.left, row.width])).toEqual([
      [0, 1],
      [0.25, 0.5],
    ]);
  });

  it('keeps one part while a request is on its way, or the quiet is short', () => {
    const slow = waterfallParts([record(1, 0, { durationMs: 20_000 }), record(2, 19_000 + QUIET_GAP_MS, { durationMs: 10 })], 60_000);
    expect(slow).toHaveLength(1);
    const brief = waterfallParts([record(1, 0, { durationMs: 100 }), record(2, 100 + QUIET_GAP_MS, { durationMs: 10 })], 60_000);
    expect(brief).toHaveLength(1);
    const waiting = waterfallParts([record(1, 0, { state: 'pending', status: undefined }), record(2, 30_000, { durationMs: 10 })], 40_000);
    expect(waiting).toHaveLength(1);
    // Asked for within the gap, it waited in the app's line for a minute: the same burst.
    const queued = waterfallParts([record(1, 0, { durationMs: 100 }), record(2, 61_000, { queuedMs: 60_000, durationMs: 100 })], 70_000);
    expect(queued).toHaveLength(1);
    expect(waterfallParts([], 10)).toEqual([]);
  });
});

describe('the axis and the times', () => {
  it('steps the axis in round numbers', () => {
    expect(tickStep(1000)).toBe(500);
    expect(tickStep(70)).toBe(20);
    expect(tickStep(9000)).toBe(5000);
    expect(tickStep(0)).toBeGreaterThan(0);
  });

  it('writes a send time to the millisecond and an offset in the unit that reads best', () => {
    const at = new Date(2026, 10, 29, 9, 5, 7, 42).getTime();
    expect(formatClock(at)).toBe('09:05:07.042');
    expect(formatOffset(0)).toBe('+0 ms');
    expect(formatOffset(215.4)).toBe('+215 ms');
    expect(formatOffset(1250)).toBe('+1.25 s');
    expect(formatOffset(125_000)).toBe('+2 min 5.0 s');
  });

  it('names a request by its path after /openapi and its query', () => {
    expect(shortUrl('https://gw.test/sim/openapi/ref/v1/instruments?Keywords=x')).toBe('/ref/v1/instruments?Keywords=x');
    expect(shortUrl('not a url')).toBe('not a url');
  });
});
