import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { actionRows, actionSummary, businessDaysLeft, businessDaysText, cutOffOf, dueWithin, urgency } from './action';

// A date-only cut-off is a day: east of UTC it is not moved to the next one.
const COPENHAGEN = 'Europe/Copenhagen';

const event = (deadline: string): CorporateActionEvent => ({
  EventId: '1',
  CorporateActionType: 'Voluntary',
  Electable: 'Electable',
  EventState: 'Confirmed',
  ElectionStatus: 'NotElected',
  Options: [{ OptionId: '1', Deadline: { Date: deadline } }],
});

describe('a date-only cut-off east of UTC', () => {
  // Monday 30 November 2026, 09:00 in Copenhagen.
  const monday = new Date('2026-11-30T08:00:00Z');

  it('is due today on its own day', () => {
    const cut = cutOffOf('2026-11-30')!;
    expect(businessDaysText(monday, cut, COPENHAGEN)).toBe('today');
    expect(urgency(event('2026-11-30'), monday, COPENHAGEN)?.label).toBe('Due today');
    expect(actionSummary(event('2026-11-30'), monday, COPENHAGEN)).toContain('cut-off Mon 30 Nov 2026, today');
  });

  it('counts the business days to its own date', () => {
    const cut = cutOffOf('2026-12-01')!;
    expect(businessDaysLeft(monday, cut, COPENHAGEN)).toBe(1);
    expect(urgency(event('2026-12-01'), monday, COPENHAGEN)?.label).toBe('Due in 1 business day');
    expect(dueWithin(cut, monday, 1, COPENHAGEN)).toBe(true);
    expect(actionRows([event('2026-12-01')], monday, 'due', { dueIn: 1, timeZone: COPENHAGEN })).toHaveLength(1);
  });

  it('is still due today after midnight in Copenhagen while the UTC day lasts', () => {
    // Tuesday 00:30 in Copenhagen, still Monday in UTC: the Monday cut-off has not closed.
    const late = new Date('2026-11-30T23:30:00Z');
    expect(urgency(event('2026-11-30'), late, COPENHAGEN)?.label).toBe('Due today');
  });

  it('keeps a timed cut-off on its day in the user’s zone', () => {
    const cut = cutOffOf('2026-11-30T23:30:00Z')!;
    expect(businessDaysText(monday, cut, COPENHAGEN)).toBe('1 business day');
  });
});
