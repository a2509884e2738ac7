import { describe, expect, it } from 'vitest';
import type { TradingSession } from '@/api/types';
import { earlyCloses, normalizeSessions, type Session } from '@/model/sessions';
import { createTestSimulator, TEST_GATEWAY } from '@/sim/testing';
import { describeStatus, earlyCloseLines } from './status';

const H = 3_600_000;
const T0 = Date.parse('2026-11-23T05:00:00Z'); // midnight in New York

function contiguous(...parts: [string, number][]): Session[] {
  let start = T0;
  return parts.map(([state, hours], index) => {
    const session = { index, start, end: start + hours * H, state };
    start = session.end;
    return session;
  });
}

const nasdaq = contiguous(['Closed', 4], ['PreMarket', 5.5], ['AutomatedTrading', 6.5], ['PostMarket', 4], ['Closed', 4]);

describe('describeStatus', () => {
  it('says closed, when the next trading session opens and when regular trading starts', () => {
    const text = describeStatus(nasdaq, T0 + H, 'America/New_York');
    expect(text.tone).toBe('closed');
    expect(text.headline).toBe('Closed now');
    expect(text.details).toEqual(['Next open: Pre-market from Mon 23 Nov 04:00 (in 3 h).', 'Regular trading from Mon 23 Nov 09:30 (in 8 h 30 min).']);
  });

  it('says the current session until when, the open sessions that follow, then what comes after, in the display zone', () => {
    const text = describeStatus(nasdaq, T0 + 10 * H, 'Europe/Paris');
    expect(text.tone).toBe('open');
    expect(text.headline).toBe('Open now');
    // Regular trading ends at 16:00 New York (22:00 Paris); post-market runs to 20:00 New York (02:00 Paris).
    expect(text.details[0]).toBe('Automated trading until Mon 23 Nov 22:00 (in 6 h), then post-market until Tue 24 Nov 02:00 (in 10 h).');
    expect(text.details[1]).toBe('Then closed.');
    const sameDay = describeStatus(nasdaq, T0 + 10 * H, 'America/New_York');
    expect(sameDay.details[0]).toBe('Automated trading until Mon 23 Nov 16:00 (in 6 h), then post-market until 20:00 (in 10 h).');
  });

  it('does not call extended hours "open now": it names them and says when regular trading starts', () => {
    const pre = describeStatus(nasdaq, T0 + 5 * H, 'America/New_York');
    expect(pre).toMatchObject({ tone: 'extended', headline: 'Pre-market now' });
    expect(pre.details).toEqual([
      'Pre-market until Mon 23 Nov 09:30 (in 4 h 30 min), then automated trading until 16:00 (in 11 h), then post-market until 20:00 (in 15 h).',
      'Then closed.',
      'Regular trading from Mon 23 Nov 09:30 (in 4 h 30 min).',
    ]);
    const post = describeStatus(nasdaq, T0 + 17 * H, 'America/New_York');
    expect(post).toMatchObject({ tone: 'extended', headline: 'Post-market now' });
    expect(post.details[0]).toBe('Post-market until Mon 23 Nov 20:00 (in 3 h).');
  });

  it('says "until at least" when the open run reaches the end of the data', () => {
    const open = contiguous(['Closed', 1], ['AutomatedTrading', 5]);
    expect(describeStatus(open, T0 + 2 * H, 'Etc/UTC').details[0]).toBe('Automated trading until at least Mon 23 Nov 11:00 (in 4 h).');
  });

  it('names a break and a halt', () => {
    const day = contiguous(['AutomatedTrading', 2], ['Break', 1], ['AutomatedTrading', 2], ['Halt', 1], ['AutomatedTrading', 1]);
    const atBreak = describeStatus(day, T0 + 2.5 * H, 'Etc/UTC');
    expect(atBreak.headline).toBe('Closed now');
    expect(atBreak.details).toEqual(['Next open: Automated trading from Mon 23 Nov 08:00 (in 30 min).']);
    const halted = describeStatus(day, T0 + 5.5 * H, 'Etc/UTC');
    expect(halted).toMatchObject({ tone: 'halted', headline: 'Halted now' });
  });

  it('covers a schedule that has not started, has ended, or is empty', () => {
    expect(describeStatus(nasdaq, T0 - H, 'Etc/UTC')).toMatchObject({ tone: 'unknown', headline: 'Not open now' });
    expect(describeStatus(nasdaq, T0 + 30 * H, 'Etc/UTC').details[0]).toMatch(/^The schedule ended/);
    expect(describeStatus([], T0, 'Etc/UTC')).toMatchObject({ headline: 'No sessions' });
    const closedOnly = contiguous(['Closed', 48]);
    expect(describeStatus(closedOnly, T0 + H, 'Etc/UTC').details).toContain('No trading session ahead in the schedule.');
  });
});

describe('half days', () => {
  const schedule = (uic: number, type: string, now: string) => {
    const simulator = createTestSimulator(now);
    const answer = simulator.handle({ method: 'GET', url: `${TEST_GATEWAY}/openapi/ref/v1/instruments/tradingschedule/${uic}/${type}`, headers: { authorization: 'Bearer demo' } });
    return normalizeSessions((JSON.parse(String(answer.body)) as { Sessions: TradingSession[] }).Sessions).sessions;
  };

  it('the simulator’s day after Thanksgiving is named as an early close, and the full days are not', () => {
    const sessions = schedule(211, 'Stock', '2026-11-24T15:00:00Z');
    expect(earlyCloses(sessions, 'America/New_York').map((half) => [half.day, half.closeText, half.usualText])).toEqual([['2026-11-27', '13:00', '16:00']]);
    const status = describeStatus(sessions, Date.parse('2026-11-24T15:00:00Z'), 'Europe/Copenhagen', 'America/New_York');
    expect(status.details).toContain('Early close Fri 27 Nov: regular trading ends at 13:00 (usually 16:00), exchange time.');
    // Once it has passed, it is no longer said.
    expect(earlyCloseLines(sessions, Date.parse('2026-11-27T19:00:00Z'), 'America/New_York')).toEqual([]);
  });

  it('CME futures close at 12:15 Chicago that day, after sessions that cross midnight', () => {
    const simulator = createTestSimulator('2026-11-24T15:00:00Z');
    const space = JSON.parse(
      String(simulator.handle({ method: 'GET', url: `${TEST_GATEWAY}/openapi/ref/v1/instruments/futuresspaces/28001`, headers: { authorization: 'Bearer demo' } }).body),
    ) as { Elements: { Uic: number }[] };
    const sessions = schedule(space.Elements[0]?.Uic ?? 0, 'ContractFutures', '2026-11-24T15:00:00Z');
    expect(earlyCloses(sessions, 'America/Chicago').map((half) => [half.day, half.closeText, half.usualText])).toEqual([['2026-11-27', '12:15', '16:00']]);
  });

  it('a week of equal days, or a single day, has no early close', () => {
    expect(earlyCloses(schedule(211, 'Stock', '2026-12-01T15:00:00Z'), 'America/New_York')).toEqual([]);
    expect(earlyCloses(contiguous(['PreMarket', 4], ['AutomatedTrading', 5]), 'America/New_York')).toEqual([]);
  });
});
