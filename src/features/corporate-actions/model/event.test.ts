import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { calendarDates, endStateBanner, eventTypeLabel, firstDeadline, keyDates, payDate } from './event';

describe('reading events', () => {
  it('finds no deadline among junk options', () => {
    const junk = { CorporateActionType: 'Voluntary', Options: [null, 'x', { Deadline: null }] } as unknown as CorporateActionEvent;
    expect(firstDeadline(junk)).toBeUndefined();
  });

  it('names the type, never junk', () => {
    expect(eventTypeLabel({ EventType: { Code: 'DVCA ', Name: 'Undefined' } })).toBe('DVCA');
    expect(eventTypeLabel({})).toBe('—');
  });

  it('takes the default option’s payment as the pay date', () => {
    expect(payDate({ Options: [{ Payment: { Date: '2026-04-02' } }, { IsDefault: true, Payment: { Date: '2026-04-09' } }] })).toBe('2026-04-09');
    expect(payDate({ Options: [{ Payment: { Date: '' } }], Effective: { Date: '2026-05-01' } })).toBe('2026-05-01');
  });

  it('gives options sharing a deadline one entry', () => {
    const dates = keyDates({
      Options: [
        { OptionId: '1', Deadline: { Date: '2026-03-20T14:00:00Z' } },
        { OptionId: '2', Deadline: { Date: '2026-03-20T14:00:00Z' } },
      ],
    });
    expect(dates.map((date) => date.label)).toEqual(['Election deadline (options 1, 2)']);
  });

  it('lays the key dates out in order, deadlines named per option', () => {
    const dates = keyDates({
      AnnouncedDate: '2026-02-01',
      Ex: { Date: '2026-03-02' },
      Record: { Date: '2026-03-03' },
      Options: [
        { OptionId: '001', OptionType: { Code: 'CASH', Name: 'Cash' }, Deadline: { Date: '2026-03-20T14:00:00Z' }, Payment: { Date: '2026-03-27' } },
        { OptionId: '002', OptionType: { Code: 'SECU' }, Deadline: { Date: '2026-03-18T10:00:00Z' }, MarketDeadline: { Date: '2026-03-22T12:00:00Z' } } as never,
      ],
    });
    expect(dates.map((date) => date.label)).toEqual([
      'Announced',
      'Ex date',
      'Record date',
      'Election deadline (option 002, SECU)',
      'Election deadline (option 001, Cash)',
      'Market deadline (option 002, SECU)',
      'Pay date (option 001, Cash)',
    ]);
  });

  it('gives the calendar its four kinds of date once per day', () => {
    expect(
      calendarDates({ Ex: { Date: '2026-03-02' }, Record: { Date: 'x' }, Options: [{ Deadline: { Date: '2026-03-05' } }, { Deadline: { Date: '2026-03-05T12:00:00Z' } }] }),
    ).toEqual([
      { kind: 'ex', day: 20514 },
      { kind: 'deadline', day: 20517 },
    ]);
  });

  it('says plainly when an event is cancelled, withdrawn or complete', () => {
    expect(endStateBanner({ EventState: 'Cancelled' })?.title).toBe('This event was cancelled');
    expect(endStateBanner({ EventState: 'Withdrawn' })?.title).toBe('This event was withdrawn');
    expect(endStateBanner({ EventState: 'Complete' })?.title).toBe('This event is complete');
    expect(endStateBanner({ EventState: 'Confirmed' })).toBeUndefined();
    expect(endStateBanner({ EventState: 'SomethingNew' as never })).toBeUndefined();
  });
});
