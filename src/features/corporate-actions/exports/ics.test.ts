import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import sample from './__fixtures__/dividend-option-event.json';
import { eventAddress } from '@/features/corporate-actions/url';
import { eventDeadlines, openDeadlines, toIcs } from './ics';

const NOW = new Date('2026-03-10T08:00:00Z');

/** A dividend option with two options, its deadline on 13 March 2026. */
const EVENT = sample as CorporateActionEvent;

describe('iCalendar', () => {
  it('writes one timed entry per distinct deadline, all-day when no time is given', () => {
    const deadlines = [...eventDeadlines(EVENT), ...eventDeadlines({ ...EVENT, EventId: '2', Options: [{ OptionId: '001', Deadline: { Date: '2026-04-01' } }] })];
    expect(deadlines).toHaveLength(2);
    const text = toIcs(deadlines, NOW);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // Half an hour that ends at the cut-off, with reminders a day and two hours ahead.
    expect(text).toContain('DTSTART:20260313T133000Z\r\nDTEND:20260313T140000Z');
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Election cut-off: Dividend Option\\, Iberdrola\\, S.A.\r\nTRIGGER;RELATED=END:-P1D\r\nEND:VALARM');
    expect(text).toContain('TRIGGER;RELATED=END:-PT2H');
    expect(text).toContain('TRIGGER:-PT15H');
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(4);
    expect(text).toContain('DTSTART;VALUE=DATE:20260401\r\nDTEND;VALUE=DATE:20260402');
    expect(text).toContain('DTSTAMP:20260310T080000Z');
    expect(text).toContain('SUMMARY:Election deadline: Dividend Option\\, Iberdrola\\, S.A.');
    expect(text).toContain('Options: 001 Cash\\, 002 Securities');
    expect(text).toContain('UID:ca-9501101-');
  });

  it('links back to the event page for the same whose-events choice, and keeps only live options of open events when asked', () => {
    const twoDeadlines = {
      ...EVENT,
      Options: [
        { OptionId: '1', Deadline: { Date: '2026-03-09T12:00:00Z' } },
        { OptionId: '2', Deadline: { Date: '2026-03-13T14:00:00Z' } },
      ],
    };
    const link = (id: string) => eventAddress('https://refex.example', id, { ClientKey: 'inst-1', AccountKey: 'acc-2', IncludeSubAccounts: false });
    const live = eventDeadlines(twoDeadlines, { liveAt: NOW, link });
    expect(live).toHaveLength(1);
    expect(live[0]?.description).toContain('Options: 2');
    const text = toIcs(live, NOW);
    // Unfolded: a line longer than 75 octets goes on in the next, after a space.
    expect(text.replace(/\r\n /g, '')).toContain('URL:https://refex.example/corporate-actions/9501101?client=inst-1&account=acc-2&subs=false');
    // The default client's own list: no whose part at all.
    expect(eventAddress('https://refex.example', 'E 1', {})).toBe('https://refex.example/corporate-actions/E%201');
    expect(eventDeadlines({ ...twoDeadlines, EventState: 'Withdrawn' }, { liveAt: NOW })).toEqual([]);
    expect(eventDeadlines(twoDeadlines)).toHaveLength(2);
    // A cancelled or inactive option is not live, though its deadline is ahead (an offeror withdrew that alternative).
    const withdrawnAlternative = {
      ...EVENT,
      Options: [
        { OptionId: '1', Deadline: { Date: '2026-03-13T14:00:00Z' } },
        { OptionId: '2', OptionStatus: 'Cancelled', Deadline: { Date: '2026-03-13T14:00:00Z' } },
        { OptionId: '3', OptionStatus: 'Inactive', Deadline: { Date: '2026-03-14T14:00:00Z' } },
      ],
    };
    expect(eventDeadlines(withdrawnAlternative, { liveAt: NOW }).map((entry) => entry.description.replace(/.*Options: /, ''))).toEqual(['1']);
    expect(eventDeadlines(withdrawnAlternative)).toHaveLength(2);
    // The list's file: open elections only (an elected one left out).
    expect(openDeadlines([EVENT, { ...EVENT, EventId: '2', ElectionStatus: 'Elected' }], NOW).map((entry) => entry.uid)).toEqual([expect.stringContaining('ca-9501101-')]);
  });

  it('has nothing for an event without dated deadlines', () => {
    expect(eventDeadlines({ EventId: '3', Options: [{ Deadline: { Date: 'Undefined' } }] })).toEqual([]);
  });
});
