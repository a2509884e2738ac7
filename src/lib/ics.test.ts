import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText, type IcsEvent } from './ics';

const NOW = new Date('2026-11-29T09:15:30.123Z');

/** The content lines of a file, folded lines joined again (RFC 5545, 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('icsText and foldLine', () => {
  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsText('two\r\nlines')).toBe('two\\nlines');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});

describe('icsCalendar', () => {
  const day: IcsEvent = {
    uid: 'expiry-1@refex',
    when: { day: '2026-12-31' },
    summary: 'ESZ6 expires, E-mini S&P 500; Dec 2026',
    description: `A long description that certainly passes the seventy-five octet limit of a content line, with a comma`,
    alarms: [
      { offset: '-P6DT15H', text: 'A week to go' },
      { offset: '-PT15H', text: 'Tomorrow' },
    ],
  };
  const timed: IcsEvent = {
    uid: 'timed-2@refex',
    when: { start: new Date('2026-12-01T13:30:00Z'), end: new Date('2026-12-01T14:00:00Z') },
    summary: 'Cut-off',
    description: 'x',
    url: 'https://refex.example/a?b=c',
    alarms: [{ offset: '-PT2H', fromEnd: true, text: 'Soon' }],
  };

  it('writes CRLF lines only, folded at 75 octets, inside one VCALENDAR', () => {
    const text = icsCalendar('Expiry calendar', [day, timed], NOW);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Refex//Expiry calendar//EN\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');
  });

  it('gives each event its UID, DTSTAMP, dates, escaped text and reminders', () => {
    const lines = unfold(icsCalendar('Expiry calendar', [day, timed], NOW));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toEqual(['DTSTAMP:20261129T091530Z', 'DTSTAMP:20261129T091530Z']);
    expect(lines).toContain('UID:expiry-1@refex');
    // An all-day event ends the next day, across a year end, without any time zone.
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('SUMMARY:ESZ6 expires\\, E-mini S&P 500\\; Dec 2026');
    expect(lines).toContain('DTSTART:20261201T133000Z');
    expect(lines).toContain('URL:https://refex.example/a?b=c');
    const first = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(first.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(first.join('\n')).toContain('BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:A week to go\nTRIGGER:-P6DT15H\nEND:VALARM');
    expect(lines).toContain('TRIGGER;RELATED=END:-PT2H');
  });

  it('refuses a day that is not YYYY-MM-DD rather than writing a wrong date', () => {
    expect(() => icsCalendar('x', [{ ...day, when: { day: '2026-12-31T00:00:00Z' } }], NOW)).toThrow();
    expect(icsCalendar('x', [], NOW)).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Refex//x//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n');
  });
});
