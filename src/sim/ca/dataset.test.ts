/**
 * The simulated corporate-action data as a whole: size, coverage of states,
 * types and options, instruments of the universe, narratives, and the
 * documented date rules. Events are enumerated from the day's data set and
 * fetched through the dispatcher.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLIENTS, INSTITUTIONAL_CLIENT_KEY } from '../core/accounts';
import { dayNumber } from '../core/clock';
import { CORE_LISTINGS } from '../refdata/data/core-listings';
import { PARIS_EQUITIES } from '../refdata/data/paris';
import { BONDS } from '../refdata/data/bonds';
import { allPositions, heldInstruments } from './instruments';
import { datasetFor, WINDOW_FUTURE_DAYS, WINDOW_PAST_DAYS } from './store';
import type { CaEvent } from './types';
import { EVENT_TYPES, OPTION_TYPES } from './vocabulary';
import { NOW, TODAY_DAY, event, expectedStatus, isHostile, list, makeSim, narratives, validIsin, wireDates } from './ca.test-support';

const sim = makeSim();
const dataset = datasetFor(dayNumber(new Date(NOW)));

/** Every event through the single-event operation, asked for by a client holding it. */
const fetched: CaEvent[] = dataset.events.map((stored) => {
  const holder = stored.holdings[0];
  const reply = event(sim, stored.eventId, { ClientKey: holder?.client.clientKey, IncludeSubAccounts: true });
  if (reply.status !== 200) throw new Error(`event ${stored.eventId} answered ${reply.status}`);
  return reply.body;
});

describe('demo clients and positions', () => {
  it('has three clients with accounts, sub-accounts and an account group', () => {
    expect(DEMO_CLIENTS.length).toBeGreaterThanOrEqual(3);
    for (const client of DEMO_CLIENTS) {
      const accounts = DEMO_ACCOUNTS.filter((account) => account.clientKey === client.clientKey);
      expect(accounts.length).toBeGreaterThanOrEqual(3);
      expect(accounts.some((account) => account.parentAccountKey)).toBe(true);
      expect(accounts.some((account) => account.accountGroupKey)).toBe(true);
      for (const account of accounts)
        expect(
          allPositions().some((position) => position.accountKey === account.accountKey),
          account.accountKey,
        ).toBe(true);
      const reply = list(sim, { ClientKey: client.clientKey });
      expect(reply.body.__count).toBeGreaterThan(50);
    }
  });

  it('holds only instruments of the simulated universe (bonds in their own Uic range)', () => {
    const universe = new Set<number>([...CORE_LISTINGS.map((listing) => listing.uic), ...PARIS_EQUITIES.map((row) => row[0])]);
    for (const instrument of heldInstruments()) {
      if (instrument.assetType === 'Bond') {
        expect(instrument.uic).toBeGreaterThanOrEqual(59_000_000);
        expect(BONDS.some((bond) => bond.uic === instrument.uic)).toBe(true);
      } else expect(universe.has(instrument.uic), instrument.symbol).toBe(true);
      expect(validIsin(instrument.isin), instrument.isin).toBe(true);
    }
    const types = new Set(heldInstruments().map((instrument) => instrument.assetType));
    expect([...types].sort()).toEqual(['Bond', 'Etc', 'Etf', 'Stock']);
    const countries = new Set(heldInstruments().map((instrument) => instrument.marketCountry));
    for (const country of ['DK', 'US', 'GB', 'DE', 'FR', 'NL', 'CH', 'SE']) expect(countries.has(country)).toBe(true);
  });
});

describe('events', () => {
  it('has at least 2,000 events between 450 days back and 200 days ahead, some older than a year', () => {
    expect(fetched.length).toBeGreaterThanOrEqual(2000);
    const execs = fetched.map((e) => wireDates(e).exec - TODAY_DAY);
    expect(Math.min(...execs)).toBeGreaterThanOrEqual(-WINDOW_PAST_DAYS);
    expect(Math.max(...execs)).toBeLessThanOrEqual(WINDOW_FUTURE_DAYS);
    expect(execs.filter((days) => days < -365).length).toBeGreaterThan(50);
    expect(execs.filter((days) => days > 120).length).toBeGreaterThan(20);
    expect(new Set(fetched.map((e) => e.EventId)).size).toBe(fetched.length);
    expect(fetched.every((e) => /^\d{7}$/.test(e.EventId ?? ''))).toBe(true);
  });

  it('has every event state, status and many event types', () => {
    for (const state of ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn', 'Cancelled', 'Complete'])
      expect(fetched.filter((e) => e.EventState === state).length, state).toBeGreaterThan(5);
    for (const status of ['Upcoming', 'Active', 'Past']) expect(fetched.some((e) => e.EventStatus === status)).toBe(true);
    const codes = new Set(fetched.map((e) => e.EventType?.Code));
    for (const code of [
      'DVCA',
      'DVOP',
      'DRIP',
      'SPLF',
      'BONU',
      'RHDI',
      'EXRI',
      'RHTS',
      'TEND',
      'BIDS',
      'EXOF',
      'MRGR',
      'REDM',
      'PCAL',
      'INTR',
      'MEET',
      'XMET',
      'CHAN',
      'SOFF',
      'CAPD',
      'DSCL',
      'TREC',
      'CONS',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    for (const e of fetched) {
      const type = EVENT_TYPES.get(e.EventType?.Code ?? '');
      expect(type, e.EventType?.Code).toBeDefined();
      expect(e.EventType?.Name).toBe(type?.Name);
    }
  });

  it('computes EventStatus from the dates it shows', () => {
    for (const e of fetched) expect(e.EventStatus, e.EventId).toBe(expectedStatus(e));
  });

  it('shows some dates only as a status, as the real service does', () => {
    expect(fetched.some((e) => e.Record?.Status === 'Unknown' && e.Record.Date === undefined)).toBe(true);
    expect(fetched.some((e) => e.Record?.Status === 'Ongoing')).toBe(true);
    expect(fetched.some((e) => e.ClaimPeriod?.Start?.Status === 'Ongoing')).toBe(true);
    expect(fetched.some((e) => e.Options?.some((option) => option.Payment?.Status === 'Unknown'))).toBe(true);
    expect(fetched.some((e) => e.Options?.some((option) => option.Deadline?.Status === 'Unknown'))).toBe(true);
  });

  it('builds well-formed events', () => {
    for (const e of fetched) {
      const instrument = heldInstruments().find((candidate) => candidate.uic === e.Uic);
      expect(instrument, `${e.EventId} Uic ${e.Uic}`).toBeDefined();
      expect(e.DisplayAndFormat).toEqual({ Description: instrument?.description, IsinCode: instrument?.isin, Symbol: instrument?.symbol });
      // The corporate-actions schema has no extended asset types: an ETF's or ETC's events are typed Stock.
      expect(e.AssetType).toBe(instrument?.assetType === 'Etf' || instrument?.assetType === 'Etc' ? 'Stock' : instrument?.assetType);
      expect(e.Electable).toBe(e.CorporateActionType === 'Voluntary' ? 'Electable' : 'NotElectable');
      const options = e.Options ?? [];
      expect(options.length).toBeGreaterThan(0);
      expect(
        options.filter((option) => option.IsDefault),
        e.EventId,
      ).toHaveLength(1);
      expect(new Set(options.map((option) => option.OptionId)).size).toBe(options.length);
      for (const option of options) {
        expect(OPTION_TYPES.has(option.OptionType?.Code ?? '')).toBe(true);
        if (e.CorporateActionType === 'Voluntary') expect(option.Deadline?.Date ?? option.Deadline?.Status, e.EventId).toBeDefined();
        else expect(option.Deadline).toBeUndefined();
        if (option.Deadline?.Date) expect(option.Deadline.Date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
        for (const movement of option.SecurityMovements ?? []) {
          expect(['Credit', 'Debit']).toContain(movement.SecurityMovementType);
          expect(validIsin(movement.DisplayAndFormat?.IsinCode ?? ''), movement.DisplayAndFormat?.IsinCode).toBe(true);
        }
      }
      for (const holding of e.Holdings ?? []) {
        expect(holding.EventId).toBe(e.EventId);
        if (e.CorporateActionType === 'Voluntary') {
          const elected = (holding.Options ?? []).filter((option) => option.Instruction?.Status !== 'Rejected').reduce((sum, option) => sum + (option.ElectedAmount ?? 0), 0);
          expect(holding.ElectedAmount).toBe(elected);
          expect(elected).toBeLessThanOrEqual(holding.Amount ?? 0);
          expect(holding.ElectionStatus).toBe(elected === 0 ? 'NotElected' : elected >= (holding.Amount ?? 0) ? 'Elected' : 'PartialElected');
          for (const option of holding.Options ?? []) expect(options.some((candidate) => candidate.OptionId === option.OptionId)).toBe(true);
        } else {
          expect(holding.ElectedAmount).toBeUndefined();
          expect(holding.Options).toBeUndefined();
        }
      }
    }
  });

  it('simulates elections of every kind', () => {
    const holdingOptions = fetched.flatMap((e) => (e.Holdings ?? []).flatMap((holding) => holding.Options ?? []));
    for (const status of ['Accepted', 'InProgress', 'Rejected'])
      expect(
        holdingOptions.some((option) => option.Instruction?.Status === status),
        status,
      ).toBe(true);
    expect(holdingOptions.some((option) => option.ElectionType === 'Auto')).toBe(true);
    expect(holdingOptions.some((option) => option.Remarks)).toBe(true);
    expect(holdingOptions.some((option) => option.Instruction?.Status === 'Rejected' && option.Instruction.Reason)).toBe(true);
    const holdings = fetched.flatMap((e) => e.Holdings ?? []);
    expect(holdings.some((holding) => holding.StandingInstructionStatus === 'Created')).toBe(true);
    expect(holdings.some((holding) => holding.CashReserved?.Value)).toBe(true);
    for (const status of ['Elected', 'NotElected', 'PartialElected']) expect(fetched.some((e) => e.ElectionStatus === status)).toBe(true);
  });

  it('has deadlines within the next days for every client', () => {
    // The institutional client's near deadlines are mostly in its own tier (institutional.test.ts).
    for (const client of DEMO_CLIENTS.filter((candidate) => candidate.clientKey !== INSTITUTIONAL_CLIENT_KEY)) {
      const soon = fetched.filter(
        (e) =>
          e.CorporateActionType === 'Voluntary' &&
          e.Holdings?.some((holding) => holding.ClientKey === client.clientKey) &&
          wireDates(e).deadlines.some((day) => day >= TODAY_DAY && day <= TODAY_DAY + 7),
      );
      expect(soon.length, client.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses cash and security movements, payout breakdowns, indicators and prices', () => {
    const options = fetched.flatMap((e) => e.Options ?? []);
    expect(options.some((option) => option.CashMovements?.some((cash) => cash.GrossDividend !== undefined && cash.NetDividend !== undefined))).toBe(true);
    expect(options.some((option) => option.CashMovements?.some((cash) => cash.SubscriptionPrice !== undefined && cash.CashMovementType === 'Debit'))).toBe(true);
    expect(options.some((option) => option.CashMovements?.some((cash) => cash.InterestRate !== undefined))).toBe(true);
    expect(options.some((option) => option.PayoutBreakdown && option.PayoutBreakdown.length > 0)).toBe(true);
    expect(options.some((option) => option.OptionIndicators && option.OptionIndicators.length > 0)).toBe(true);
    expect(options.some((option) => option.OptionStatus !== undefined)).toBe(true);
    expect(options.some((option) => option.SecurityMovements?.some((movement) => movement.Uic === undefined))).toBe(true);
    expect(fetched.some((e) => e.EventIndicators && e.EventIndicators.length > 0)).toBe(true);
    expect(fetched.some((e) => e.InformationToComply === 'RestrictionsMayApply')).toBe(true);
    expect(fetched.some((e) => e.MaxPrice && e.MinPrice && e.BidIntervalRate)).toBe(true);
    expect(fetched.some((e) => e.InterestPeriod && e.NumberofDaysAccrued)).toBe(true);
  });
});

describe('narratives', () => {
  it('are HTML with paragraphs, lists, emphasis and links', () => {
    const all = fetched.flatMap(narratives);
    expect(fetched.every((e) => (e.Narrative ?? '').startsWith('<'))).toBe(true);
    for (const tag of ['<p>', '<ul>', '<ol>', '<li>', '<b>', '<strong>', '<em>', '<a href="https://'])
      expect(
        all.some((html) => html.includes(tag)),
        tag,
      ).toBe(true);
  });

  it('include hostile markup on a few events, for the UI sanitiser', () => {
    const hostile = fetched.filter((e) => narratives(e).some(isHostile));
    expect(hostile.length).toBeGreaterThanOrEqual(10);
    expect(hostile.length).toBeLessThan(fetched.length / 20);
    const all = hostile.flatMap(narratives).join('\n');
    for (const marker of ['<script>', 'onerror=', 'javascript:', '<iframe', 'onmouseover=', 'data:text/html']) expect(all).toContain(marker);
    const featured = fetched.find((e) => e.EventId === '9501106');
    expect(isHostile(featured?.Narrative ?? '')).toBe(true);
    expect(isHostile(featured?.Options?.[0]?.Narrative ?? '')).toBe(true);
  });
});

describe('build', () => {
  // How long it takes is not tested: timings are benchmark figures (npm run bench).
  it('builds another day and memoises it', () => {
    const day = dayNumber(new Date(NOW)) + 1000;
    const built = datasetFor(day);
    expect(built.events.length).toBeGreaterThanOrEqual(2000);
    expect(datasetFor(day)).toBe(built);
  });
});
