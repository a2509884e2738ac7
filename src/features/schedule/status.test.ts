import { describe, expect, it } from 'vitest';
import type { Session } from '@/model/sessions';
import { describeStatus } from './status';

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
