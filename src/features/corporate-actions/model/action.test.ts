import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import {
  actionNeeded,
  actionSummary,
  affectedAccounts,
  businessDaysLeft,
  businessDaysText,
  cutOffOf,
  deadlinePassed,
  dueThisWeek,
  eventElection,
  formatCutOff,
  holdingElection,
  needsAction,
  nextCutOff,
  uninstructed,
  urgency,
} from './action';
import { scheduleHolidays } from '@/model/schedule-holidays';

// Friday 27 November 2026, 10:00 UTC.
const FRIDAY = new Date('2026-11-27T10:00:00Z');
const MONDAY_CUT = new Date('2026-11-30T14:00:00Z');

function event(fields: Partial<CorporateActionEvent> & { deadline?: string; deadlines?: string[] } = {}): CorporateActionEvent {
  const { deadline = '2026-11-30T14:00:00Z', deadlines, ...rest } = fields;
  return {
    EventId: '1',
    CorporateActionType: 'Voluntary',
    Electable: 'Electable',
    EventState: 'Confirmed',
    ElectionStatus: 'NotElected',
    Options: (deadlines ?? [deadline]).map((date, index) => ({ OptionId: String(index + 1), Deadline: { Date: date } })),
    ...rest,
  };
}

describe('business days to a cut-off', () => {
  it('skips the weekend: from Friday a Monday cut-off is one business day, not three', () => {
    expect(businessDaysLeft(FRIDAY, MONDAY_CUT, 'UTC')).toBe(1);
    expect(businessDaysText(FRIDAY, MONDAY_CUT, 'UTC')).toBe('1 business day');
    expect(businessDaysLeft(FRIDAY, new Date('2026-12-04T14:00:00Z'), 'UTC')).toBe(5);
    expect(businessDaysLeft(FRIDAY, new Date('2026-12-07T09:00:00Z'), 'UTC')).toBe(6);
  });

  it('says "today" for a cut-off later the same day, and counts 0 for one on the weekend', () => {
    expect(businessDaysText(FRIDAY, new Date('2026-11-27T16:00:00Z'), 'UTC')).toBe('today');
    expect(businessDaysLeft(FRIDAY, new Date('2026-11-29T12:00:00Z'), 'UTC')).toBe(0);
    expect(businessDaysText(FRIDAY, new Date('2026-11-29T12:00:00Z'), 'UTC')).toBe('0 business days');
  });

  it('counts on the days of the user’s zone: a Monday 02:00 UTC cut-off is Sunday evening in New York', () => {
    const early = new Date('2026-11-30T02:00:00Z');
    expect(businessDaysLeft(FRIDAY, early, 'UTC')).toBe(1);
    expect(businessDaysLeft(FRIDAY, early, 'America/New_York')).toBe(0);
    // Friday 20:00 UTC is already Saturday morning in Tokyo; Monday 14:00 UTC is Monday 23:00 there.
    expect(businessDaysLeft(new Date('2026-11-27T20:00:00Z'), MONDAY_CUT, 'Asia/Tokyo')).toBe(1);
    expect(businessDaysText(new Date('2026-11-30T01:00:00Z'), MONDAY_CUT, 'Asia/Tokyo')).toBe('today');
  });

  it('skips market holidays when they are given', () => {
    expect(businessDaysLeft(FRIDAY, new Date('2026-12-01T14:00:00Z'), 'UTC', new Set(['2026-11-30']))).toBe(1);
    expect(businessDaysLeft(new Date('2026-12-23T10:00:00Z'), new Date('2026-12-28T10:00:00Z'), 'UTC', new Set(['2026-12-24', '2026-12-25']))).toBe(1);
  });

  it('writes the cut-off in the zone asked for, with its weekday and time', () => {
    const cut = cutOffOf('2026-11-30T14:00:00Z');
    expect(cut && formatCutOff(cut, 'UTC')).toBe('Mon 30 Nov 2026 14:00');
    expect(cut && formatCutOff(cut, 'Europe/Copenhagen')).toBe('Mon 30 Nov 2026 15:00');
    expect(cut && formatCutOff(cut, 'America/New_York')).toBe('Mon 30 Nov 2026 09:00');
    const dateOnly = cutOffOf('2026-11-30');
    expect(dateOnly?.timed).toBe(false);
    expect(dateOnly && formatCutOff(dateOnly, 'Asia/Tokyo')).toBe('Mon 30 Nov 2026');
    // A date without a time closes at the end of that day.
    expect(dateOnly?.at.toISOString()).toBe('2026-11-30T23:59:59.999Z');
  });
});

describe('the action-needed rule', () => {
  it('keeps open elections and leaves out elected, withdrawn, cancelled, mandatory and passed ones', () => {
    expect(needsAction(event(), FRIDAY)).toBe(true);
    expect(needsAction(event({ ElectionStatus: 'PartialElected' }), FRIDAY)).toBe(true);
    expect(needsAction(event({ ElectionStatus: 'Elected' }), FRIDAY)).toBe(false);
    expect(needsAction(event({ EventState: 'Withdrawn' }), FRIDAY)).toBe(false);
    expect(needsAction(event({ EventState: 'Cancelled' }), FRIDAY)).toBe(false);
    expect(needsAction(event({ CorporateActionType: 'Mandatory', Electable: 'NotElectable' }), FRIDAY)).toBe(false);
    expect(needsAction(event({ deadline: '2026-11-27T09:00:00Z' }), FRIDAY)).toBe(false);
    // Passed at 09:00, but a second option is still open.
    expect(needsAction(event({ deadlines: ['2026-11-27T09:00:00Z', '2026-12-02T12:00:00Z'] }), FRIDAY)).toBe(true);
    expect(nextCutOff(event({ deadlines: ['2026-11-27T09:00:00Z', '2026-12-02T12:00:00Z'] }), FRIDAY)?.text).toBe('2026-12-02T12:00:00Z');
    // A date-only deadline of today is still open during the day.
    expect(needsAction(event({ deadline: '2026-11-27' }), FRIDAY)).toBe(true);
  });

  it('orders by the soonest cut-off, time included', () => {
    const list = [
      event({ EventId: 'late', deadline: '2026-12-10T10:00:00Z' }),
      event({ EventId: 'elected', deadline: '2026-11-28T10:00:00Z', ElectionStatus: 'Elected' }),
      event({ EventId: 'mon-14', deadline: '2026-11-30T14:00:00Z' }),
      event({ EventId: 'mon-08', deadline: '2026-11-30T08:00:00Z' }),
      event({ EventId: 'withdrawn', deadline: '2026-11-28T10:00:00Z', EventState: 'Withdrawn' }),
    ];
    expect(actionNeeded(list, FRIDAY).map((entry) => entry.event.EventId)).toEqual(['mon-08', 'mon-14', 'late']);
  });

  it('marks a lapsed, unelected event "deadline passed", not a partly elected or withdrawn one', () => {
    expect(deadlinePassed(event({ deadline: '2026-11-26T14:00:00Z' }), FRIDAY)).toBe(true);
    expect(deadlinePassed(event({ deadline: '2026-11-30T14:00:00Z' }), FRIDAY)).toBe(false);
    expect(deadlinePassed(event({ deadline: '2026-11-26T14:00:00Z', ElectionStatus: 'PartialElected' }), FRIDAY)).toBe(false);
    expect(deadlinePassed(event({ deadline: '2026-11-26T14:00:00Z', EventState: 'Withdrawn' }), FRIDAY)).toBe(false);
  });

  it('counts "due this week" up to the end of the sixth day after today', () => {
    expect(dueThisWeek(cutOffOf('2026-12-03T23:59:00Z')!, FRIDAY)).toBe(true);
    expect(dueThisWeek(cutOffOf('2026-12-04T00:00:00Z')!, FRIDAY)).toBe(false);
  });
});

describe('elections per holding and per account', () => {
  it('derives a holding’s status from its elected amount when it has no ElectionStatus of its own', () => {
    expect(holdingElection({ Amount: 100, ElectedAmount: 20 })).toBe('PartialElected');
    expect(holdingElection({ Amount: 100, Options: [{ ElectedAmount: 60 }, { ElectedAmount: 40 }] })).toBe('Elected');
    expect(holdingElection({ Amount: 100 })).toBe('NotElected');
    expect(holdingElection({ Amount: 100, ElectedAmount: 20, ElectionStatus: 'Elected' })).toBe('Elected');
    expect(eventElection({ CorporateActionType: 'Voluntary', Holdings: [{ Amount: 100, ElectedAmount: 20 }] })).toBe('PartialElected');
    expect(eventElection({ CorporateActionType: 'Mandatory', Holdings: [{ Amount: 100 }] })).toBeUndefined();
  });

  it('sums what is left to instruct per account, and counts affected accounts from holdings', () => {
    const sample = event({
      Holdings: [
        { AccountId: 'A', AccountKey: 'ka', Amount: 420, ElectedAmount: 0 },
        { AccountId: 'B', AccountKey: 'kb', Amount: 100, ElectedAmount: 20 },
        { AccountId: 'C', AccountKey: 'kc', Amount: 50, ElectedAmount: 50 },
        { AccountId: 'A', AccountKey: 'ka', Amount: 80 },
      ],
    });
    expect(uninstructed(sample)).toEqual([
      { account: 'A', amount: 500 },
      { account: 'B', amount: 80 },
    ]);
    expect(affectedAccounts(sample)).toBe(3);
    expect(affectedAccounts({ ...sample, AffectedAccounts: 7 })).toBe(7);
    expect(affectedAccounts({})).toBeUndefined();
  });
});

describe('the urgency mark', () => {
  it('counts business days, and marks a lapsed unelected event', () => {
    expect(urgency(event(), FRIDAY, 'UTC')).toMatchObject({ label: 'Due in 1 business day', color: 'red', passed: false });
    expect(urgency(event({ deadline: '2026-11-27T18:00:00Z' }), FRIDAY, 'UTC')).toMatchObject({ label: 'Due today', color: 'red' });
    expect(urgency(event({ deadline: '2026-12-03T12:00:00Z' }), FRIDAY, 'UTC')).toMatchObject({ label: 'Due in 4 business days', color: 'orange' });
    expect(urgency(event({ deadline: '2026-12-09T12:00:00Z' }), FRIDAY, 'UTC')).toMatchObject({ label: 'Due in 8 business days', color: 'gray' });
    expect(urgency(event({ deadline: '2026-11-20T12:00:00Z' }), FRIDAY, 'UTC')).toMatchObject({ label: 'Deadline passed', passed: true });
    expect(urgency(event({ ElectionStatus: 'Elected' }), FRIDAY, 'UTC')).toBeUndefined();
  });
});

describe('market holidays from a trading schedule', () => {
  // A venue trading 08:00–16:30 UTC, Christmas Eve to 12:00, closed on Christmas Day and Boxing Day (Friday 25, Saturday 26).
  const day = (date: string, open = '08:00', close = '16:30') => ({
    StartTime: `${date}T${open}:00.000000Z`,
    EndTime: `${date}T${close}:00.000000Z`,
    State: 'AutomatedTrading' as const,
  });
  const sessions = [
    { StartTime: '2026-12-21T06:00:00.000000Z', EndTime: '2026-12-21T08:00:00.000000Z', State: 'Closed' as const },
    day('2026-12-21'),
    day('2026-12-22'),
    day('2026-12-23'),
    day('2026-12-24', '08:00', '12:00'),
    { StartTime: '2026-12-24T12:00:00.000000Z', EndTime: '2026-12-28T08:00:00.000000Z', State: 'Closed' as const },
    day('2026-12-28'),
    day('2026-12-29'),
  ];

  it('are skipped by the business days, and named in the action summary', () => {
    const tuesday = new Date('2026-12-22T09:00:00Z');
    const holidays = scheduleHolidays(sessions);
    const cutOff = new Date('2026-12-28T14:00:00Z');
    expect(businessDaysLeft(tuesday, cutOff, 'UTC')).toBe(4);
    expect(businessDaysLeft(tuesday, cutOff, 'UTC', holidays)).toBe(3);
    const dated = event({ deadline: '2026-12-28T14:00:00Z' });
    expect(urgency(dated, tuesday, 'UTC', holidays)).toMatchObject({ label: 'Due in 3 business days' });
    expect(actionSummary(dated, tuesday, 'UTC', holidays)).toContain('cut-off Mon 28 Dec 2026 14:00 UTC, 3 business days (market holiday 2026-12-25 skipped)');
    expect(actionSummary(dated, tuesday, 'UTC')).toContain('4 business days');
    // A cut-off beyond the schedule's reach: the holidays after it are not known, and it says so.
    expect(actionSummary(event({ deadline: '2026-12-29T14:00:00Z' }), tuesday, 'UTC', holidays, '2026-12-28')).toContain(
      '4 business days (market holiday 2026-12-25 skipped; market holidays after 2026-12-28 not known)',
    );
  });
});

describe('the event page’s action summary', () => {
  it('says how many accounts are left, the default and the cut-off with business days', () => {
    const sample = event({
      Options: [
        { OptionId: '1', OptionType: { Code: 'CASH', Name: 'Cash' }, Deadline: { Date: '2026-11-30T14:00:00Z' } },
        { OptionId: '2', OptionType: { Code: 'NOAC', Name: 'No action' }, IsDefault: true, Deadline: { Date: '2026-11-30T14:00:00Z' } },
      ],
      Holdings: [
        { AccountId: 'A', Amount: 100 },
        { AccountId: 'B', Amount: 100, ElectedAmount: 100 },
      ],
    });
    expect(actionSummary(sample, FRIDAY, 'UTC')).toBe('1 of 2 accounts still to instruct · default: No action (option 2) · cut-off Mon 30 Nov 2026 14:00 UTC, 1 business day');
    expect(actionSummary({ ...sample, EventState: 'Withdrawn' }, FRIDAY, 'UTC')).toBe('Withdrawn: no instruction applies · held in 2 accounts');
    expect(actionSummary(sample, new Date('2026-12-01T00:00:00Z'), 'UTC')).toContain('deadline passed (Mon 30 Nov 2026 14:00 UTC)');
    expect(actionSummary({ CorporateActionType: 'Mandatory' }, FRIDAY, 'UTC')).toBe('Mandatory: nothing to elect');
  });
});
