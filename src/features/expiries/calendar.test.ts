import { describe, expect, it } from 'vitest';
import type { ContractOptionSpace, FuturesSpace, InstrumentDetails } from '@/api/types';
import { scheduleHolidays, scheduleReach } from '@/model/schedule-holidays';
import spec from '@/model/__fixtures__/space-odax-spec.json';
import { dueOf, futuresEntries, kindText, localDay, ofKinds, rootEntries, sortEntries, unreadableRootText, type ExpiryEntry } from './calendar';

const NOW = new Date('2026-12-21T10:00:00Z');

// A physically settled contract (notice before expiry), one whose notice falls on its expiry, and one without details.
const GOLD: FuturesSpace = {
  BaseIdentifier: 'GC',
  Elements: [
    { DaysToExpiry: 66, ExpiryDate: '2027-02-24', Symbol: 'GCG7', Uic: 102 },
    { DaysToExpiry: 8, ExpiryDate: '2026-12-29', Symbol: 'GCZ6', Uic: 101 },
    { DaysToExpiry: 127, ExpiryDate: '2027-04-27', Symbol: 'GCJ7', Uic: 103 },
  ],
};
const GOLD_DETAILS: InstrumentDetails[] = [
  { Uic: 100, AssetType: 'ContractFutures', Description: 'Gold - Continuous' },
  { Uic: 101, AssetType: 'ContractFutures', ExpiryDate: '2026-12-29', NoticeDate: '2026-11-30' },
  { Uic: 102, AssetType: 'ContractFutures', ExpiryDate: '2027-02-24', NoticeDate: '2027-02-24' },
];

describe('futures dates', () => {
  it('gives each contract its expiry and, on a day of its own, its notice date before it', () => {
    const entries = futuresEntries(100, GOLD, GOLD_DETAILS, NOW);
    expect(entries.map((entry) => [entry.label, entry.date, entry.roles.join('+')])).toEqual([
      ['GCZ6', '2026-12-29', 'expiry'],
      ['GCZ6', '2026-11-30', 'notice'],
      ['GCG7', '2027-02-24', 'expiry+notice'],
      ['GCJ7', '2027-04-27', 'expiry'],
    ]);
    expect(entries[0]).toMatchObject({ itemName: 'Gold - Continuous', item: { list: 'futures', id: 100 }, contract: { uic: 101, month: 'Dec 2026' } });
    // Keys are unique, and the same for the same data.
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(futuresEntries(100, GOLD, GOLD_DETAILS, NOW).map((entry) => entry.key)).toEqual(entries.map((entry) => entry.key));
  });

  it('keeps the dates exactly as sent, and names the space by its base without the details', () => {
    const entries = futuresEntries(
      7,
      {
        BaseIdentifier: 'ES',
        Elements: [
          { ExpiryDate: '2026-12-18', Symbol: 'ESZ6', Uic: 1 },
          { ExpiryDate: 'Undefined', Symbol: 'ESH7' },
        ],
      },
      undefined,
      NOW,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ date: '2026-12-18', itemName: 'Futures space ES', roles: ['expiry'] });
  });
});

describe('option dates', () => {
  it('names weeklies, monthlies and quarterlies, and adds a last trade on an earlier day', () => {
    const space: ContractOptionSpace = {
      Description: 'S&P 500 Index',
      Symbol: 'SPX:xcbo',
      OptionSpace: [
        { Expiry: '2027-01-15', LastTradeDate: '2027-01-14T21:15:00.000000Z' },
        { Expiry: '2026-12-24', LastTradeDate: '2026-12-24T18:15:00.000000Z' },
        { Expiry: '2026-12-18', LastTradeDate: '2026-12-18T21:15:00.000000Z' },
        { Expiry: '2027-01-08', LastTradeDate: '2027-01-08T21:15:00.000000Z' },
        { Expiry: '2026-12-31', LastTradeDate: '2026-12-31T21:15:00.000000Z' },
      ],
    };
    const entries = rootEntries(536, space, NOW);
    expect(entries.map((entry) => [entry.date, entry.roles[0], kindText(entry)])).toEqual([
      ['2026-12-18', 'expiry', 'Quarterly'],
      ['2026-12-24', 'expiry', 'Weekly'],
      ['2026-12-31', 'expiry', 'Weekly'],
      ['2027-01-08', 'expiry', 'Weekly'],
      ['2027-01-15', 'expiry', 'Monthly'],
      ['2027-01-14', 'last-trade', 'Monthly'],
    ]);
    expect(entries[0]).toMatchObject({ label: 'SPX', itemName: 'S&P 500 Index (SPX:xcbo)', option: { expiry: '2026-12-18', lastTradeDate: '2026-12-18T21:15:00.000000Z' } });
    // The kind filter keeps futures dates and the option dates of the kinds asked for.
    expect(ofKinds(entries, ['monthly', 'quarterly']).map((entry) => entry.date)).toEqual(['2026-12-18', '2027-01-15', '2027-01-14']);
  });

  it('reads the broker’s published option space example', () => {
    const entries = rootEntries(6, spec as ContractOptionSpace, new Date('2017-05-11T00:00:00Z'));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date))).toBe(true);
  });

  it('sorts by date, then in the order the items were chosen', () => {
    const futures = futuresEntries(100, GOLD, GOLD_DETAILS, NOW);
    const options = rootEntries(9, { Symbol: 'GC', OptionSpace: [{ Expiry: '2026-12-29' }] }, NOW);
    const sorted = sortEntries(
      [...options, ...futures],
      [
        { list: 'futures', id: 100 },
        { list: 'roots', id: 9 },
      ],
    );
    expect(sorted.map((entry) => `${entry.date} ${entry.item.list}`)).toEqual([
      '2026-11-30 futures',
      '2026-12-29 futures',
      '2026-12-29 roots',
      '2027-02-24 futures',
      '2027-04-27 futures',
    ]);
  });
});

describe('business days to go', () => {
  // An exchange closed on Christmas Day (Friday 25 December 2026), its schedule reaching Tuesday 29th.
  const day = (date: string) => ({ StartTime: `${date}T14:30:00.000000Z`, EndTime: `${date}T21:00:00.000000Z`, State: 'AutomatedTrading' as const });
  const sessions = [
    day('2026-12-21'),
    day('2026-12-22'),
    day('2026-12-23'),
    day('2026-12-24'),
    { StartTime: '2026-12-24T21:00:00.000000Z', EndTime: '2026-12-28T14:30:00.000000Z', State: 'Closed' as const },
    day('2026-12-28'),
    day('2026-12-29'),
    day('2026-12-30'),
  ];
  const market = { holidays: scheduleHolidays(sessions), knownUntil: scheduleReach(sessions) as string };
  const entry = (date: string, roles: ExpiryEntry['roles'] = ['expiry']) => ({ date, roles });

  it('skips weekends and the holidays the schedule shows', () => {
    expect([...market.holidays]).toEqual(['2026-12-25']);
    // Monday 21st to Tuesday 29th: 22, 23, 24, (25 closed), 28, 29.
    expect(dueOf(entry('2026-12-29'), '2026-12-21', market)).toMatchObject({
      state: 'upcoming',
      businessDays: 5,
      warning: 'orange',
      text: 'Expires in 5 business days',
      holidaysUnknown: false,
    });
    expect(dueOf(entry('2026-12-29'), '2026-12-21').businessDays).toBe(6);
    expect(dueOf(entry('2026-11-30', ['notice']), '2026-11-27', market)).toMatchObject({ businessDays: 1, warning: 'red', text: 'Notice in 1 business day' });
  });

  it('says when the date is today, has passed, or lies beyond the schedule’s holidays', () => {
    expect(dueOf(entry('2026-12-21', ['expiry', 'notice']), '2026-12-21', market)).toMatchObject({ state: 'today', text: 'Expiry and notice today', warning: 'red' });
    expect(dueOf(entry('2026-11-30', ['notice']), '2026-12-21', market)).toMatchObject({ state: 'passed', text: 'Notice passed', warning: undefined });
    expect(dueOf(entry('2026-12-20'), '2026-12-21').text).toBe('Expired');
    expect(dueOf(entry('2027-01-15', ['last-trade']), '2026-12-21', market)).toMatchObject({ holidaysUnknown: true, warning: undefined, text: 'Last trade in 18 business days' });
    // 19 weekdays, less Christmas Day the schedule shows; New Year's Day lies beyond it, so it is not known (and counted).
    // A Saturday date seen on Friday: no business day in between.
    expect(dueOf(entry('2026-12-26'), '2026-12-25').text).toBe('Expires before the next business day');
  });
});

describe('days in words', () => {
  it('reads the user’s own day', () => {
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('unreadableRootText', () => {
  it('says which expiries of a root are left out for want of a readable date', () => {
    expect(unreadableRootText({ OptionSpace: [{ Expiry: '2026-12-18' }] } as ContractOptionSpace)).toBeUndefined();
    expect(unreadableRootText({ OptionSpace: [{ Expiry: '2026-12-18' }, { Expiry: 'soon' }, {}] } as ContractOptionSpace)).toBe(
      'The root lists 2 expiries whose date (Expiry) cannot be read: “soon”, “—”; they are not in the calendar.',
    );
  });
});
