import { describe, expect, it } from 'vitest';
import type { InstrumentDetails } from '@/api/types';
import { buildComparison, genericValue, onlyDifferences } from './comparison';
import samples from './__fixtures__/details-samples.json';

const uic23 = samples.uic23.Data as InstrumentDetails[];

describe('comparison table', () => {
  const now = new Date('2019-03-06T12:00:00Z');
  const fxSpot = uic23.find((row) => row.AssetType === 'FxSpot');
  const fxForwards = uic23.find((row) => row.AssetType === 'FxForwards');
  const knockOut = uic23.find((row) => row.AssetType === 'FxKnockOutOption');

  it('puts fields in rows and instruments in columns, marking differences', () => {
    const sections = buildComparison([fxSpot, knockOut], now);
    const rows = new Map(sections.flatMap((section) => section.rows).map((row) => [row.field, row]));
    expect(rows.get('Symbol')).toMatchObject({ values: ['GBPCAD', 'GBPCAD'], differs: false });
    expect(rows.get('AssetType')).toMatchObject({ values: ['FX spot', 'FX knock-out option'], differs: true });
    expect(rows.get('StandardAmounts')?.differs).toBe(true);
    expect(rows.get('OrderDistances.StopLossDefaultDistance')).toMatchObject({ values: ['50 pips', '0.5 %'], differs: true });
    expect(rows.get('Exchange')?.values).toEqual(['Inter Bank (SBFX)', 'Inter Bank (SBFX)']);
    // Fields outside the curated list are still shown.
    expect(rows.get('TradingSignals')).toMatchObject({ values: ['Allowed', 'NotAllowed'], differs: true });
    expect(rows.get('OptionsChainSubscriptionAllowed')).toMatchObject({ values: [undefined, 'Yes'], differs: true });
    expect(sections.map((section) => section.id)).toEqual(['identity', 'trading', 'orders', 'status', 'other']);
  });

  it('reads tick sizes sent as text and dates with six fraction digits', () => {
    const sections = buildComparison([samples.tickSizeAsText as InstrumentDetails, fxForwards], now);
    const rows = new Map(sections.flatMap((section) => section.rows).map((row) => [row.field, row]));
    expect(rows.get('TickSize')?.values).toEqual(['0.00005', '0.0001']);
    expect(rows.get('FxForwardMaxForwardDate')?.values).toEqual(['08 May 2018', '10 Mar 2020']);
    expect(rows.get('TradableOn')?.values[0]).toBe('76940INET, 76940INET1, 76940INET2, SAMGS*585220');
  });

  it('flags the identity fields that differ like any other field: symbol, description, Uic, primary listing', () => {
    const aapl: InstrumentDetails = { Uic: 211, AssetType: 'Stock', Symbol: 'AAPL:xnas', Description: 'Apple Inc.', CurrencyCode: 'USD', PrimaryListing: 211 };
    const shell: InstrumentDetails = { Uic: 16350, AssetType: 'Stock', Symbol: 'RDSa:xams', Description: 'Royal Dutch Shell Plc A', CurrencyCode: 'EUR', PrimaryListing: 16348 };
    const rows = new Map(
      buildComparison([aapl, shell], now)
        .flatMap((section) => section.rows)
        .map((row) => [row.field, row]),
    );
    for (const field of ['Symbol', 'Description', 'Uic', 'PrimaryListing']) expect(rows.get(field)?.differs, field).toBe(true);
    expect(onlyDifferences(buildComparison([aapl, shell], now))[0]?.rows.map((row) => row.field)).toEqual(['Symbol', 'Description', 'Uic', 'CurrencyCode', 'PrimaryListing']);
    // Instrument details carry no ISIN: the comparison has no row for it.
    expect(rows.has('IsinCode')).toBe(false);
    expect(rows.get('AssetType')?.differs).toBe(false);
    expect(rows.get('CurrencyCode')?.differs).toBe(true);
  });

  it('compares only the columns that have a payload', () => {
    const sections = buildComparison([fxSpot, undefined], now);
    expect(sections.flatMap((section) => section.rows).some((row) => row.differs)).toBe(false);
  });

  it('shows field groups when present', () => {
    const withGroups: InstrumentDetails = {
      ...fxSpot,
      OrderSetting: { Currency: 'USD', MaxOrderSize: 1_000_000 },
      SupportedOrderTypeSettings: [
        { OrderType: 'Market', DurationTypes: ['DayOrder'] },
        { OrderType: 'Limit', DurationTypes: ['DayOrder', 'GoodTillCancel'] },
      ],
      TradingSessions: {
        TimeZone: 3,
        TimeZoneAbbreviation: 'EST',
        TimeZoneOffset: '-05:00:00',
        Sessions: [
          { StartTime: '2019-03-06T09:00:00.000000Z', EndTime: '2019-03-06T14:30:00.000000Z', State: 'PreMarket' },
          { StartTime: '2019-03-06T14:30:00.000000Z', EndTime: '2019-03-06T21:00:00.000000Z', State: 'AutomatedTrading' },
        ],
      },
    };
    const other: InstrumentDetails = { ...fxSpot, SupportedOrderTypeSettings: [{ OrderType: 'Market', DurationTypes: ['FillOrKill'] }] };
    const sections = buildComparison([withGroups, other], now);
    const byId = new Map(sections.map((section) => [section.id, section]));
    expect(byId.get('OrderSetting')?.rows.map((row) => row.values)).toEqual([
      ['USD', undefined],
      ['1,000,000', undefined],
    ]);
    expect(byId.get('SupportedOrderTypeSettings')?.rows.map((row) => [row.label, ...row.values])).toEqual([
      ['Market', 'Day order', 'Fill or kill'],
      ['Limit', 'Day order, Good till cancel', 'Not supported'],
    ]);
    const sessions = byId.get('TradingSessions')?.rows ?? [];
    expect(sessions.map((row) => row.values[0])).toEqual(['EST · UTC-05:00 · zone 3', 'Pre market', '2 sessions, Wed 06 Mar, 09:00 → Wed 06 Mar, 21:00 UTC']);
    expect(onlyDifferences(sections).every((section) => section.rows.every((row) => row.differs))).toBe(true);
  });

  it('formats any JSON value shortly', () => {
    expect(genericValue([])).toBe('(none)');
    expect(genericValue([{ a: 1 }])).toBe('1 item: [{"a":1}]');
    expect(genericValue(' Undefined ')).toBeUndefined();
    expect(genericValue(null)).toBeUndefined();
    expect(genericValue(5e-5)).toBe('0.00005');
  });
});
