import { describe, expect, it } from 'vitest';
import type { InstrumentDetails } from '@/api/types';
import { identityRows, statusRows, tradingRows } from '@/model/instrument';
import { buildComparison, onlyDifferences, type CompareSection } from './comparison';
import samples from './__fixtures__/details-samples.json';

const uic23 = samples.uic23.Data as InstrumentDetails[];

/** The rows by their payload path, or by label for the other fields (named by their keys). */
const byField = (sections: readonly CompareSection[]) => new Map(sections.flatMap((section) => section.rows).map((row) => [row.field ?? row.label, row]));

describe('comparison table', () => {
  const now = new Date('2019-03-06T12:00:00Z');
  const fxSpot = uic23.find((row) => row.AssetType === 'FxSpot');
  const fxForwards = uic23.find((row) => row.AssetType === 'FxForwards');
  const knockOut = uic23.find((row) => row.AssetType === 'FxKnockOutOption');

  it('puts fields in rows and instruments in columns, marking differences', () => {
    const sections = buildComparison([fxSpot, knockOut], now);
    const rows = byField(sections);
    expect(rows.get('Symbol')).toMatchObject({ values: ['GBPCAD', 'GBPCAD'], differs: false });
    expect(rows.get('AssetType')).toMatchObject({ values: ['FX spot (FxSpot)', 'FX knock-out option (FxKnockOutOption)'], differs: true });
    expect(rows.get('StandardAmounts')?.differs).toBe(true);
    expect(rows.get('OrderDistances.StopLossDefaultDistance')).toMatchObject({
      label: 'Stop loss',
      values: ['50 (Pips); on by default: no, order type: Stop', '0.5 (Percentage); on by default: no, order type: Stop'],
      differs: true,
    });
    expect(rows.get('Exchange')?.values).toEqual(['Inter Bank (SBFX)', 'Inter Bank (SBFX)']);
    // Fields outside the curated list are still shown.
    expect(rows.get('TradingSignals')).toMatchObject({ values: ['Allowed', 'Not allowed'], differs: true });
    expect(rows.get('OptionsChainSubscriptionAllowed')).toMatchObject({ section: 'other', values: [undefined, 'Yes'], differs: true });
    expect(sections.map((section) => section.id)).toEqual(['identity', 'status', 'trading', 'fx', 'orders', 'distances', 'other']);
  });

  it('reads tick sizes sent as text and dates with six fraction digits', () => {
    const sections = buildComparison([samples.tickSizeAsText as InstrumentDetails, fxForwards], now);
    const rows = byField(sections);
    expect(rows.get('TickSize')?.values).toEqual(['0.00005', '0.0001']);
    expect(rows.get('FxForwardMaxForwardDate')?.values).toEqual(['08 May 2018', '10 Mar 2020']);
    expect(rows.get('TradableOn')?.values[0]).toBe('76940INET, 76940INET1, 76940INET2, SAMGS*585220');
  });

  it('flags the identity fields that differ like any other field: symbol, description, Uic, primary listing', () => {
    const aapl: InstrumentDetails = { Uic: 211, AssetType: 'Stock', Symbol: 'AAPL:xnas', Description: 'Apple Inc.', CurrencyCode: 'USD', PrimaryListing: 211 };
    const shell: InstrumentDetails = { Uic: 16350, AssetType: 'Stock', Symbol: 'RDSa:xams', Description: 'Royal Dutch Shell Plc A', CurrencyCode: 'EUR', PrimaryListing: 16348 };
    const rows = byField(buildComparison([aapl, shell], now));
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

  it('labels and formats each field as the details page does: free text as sent, only codes labelled', () => {
    const stock: InstrumentDetails = {
      Uic: 211,
      AssetType: 'Stock',
      Symbol: 'AAPL:xnas',
      GroupId: 5,
      IsPEASMEEligible: true,
      DefaultSlippage: 2,
      DefaultSlippageType: 'Ticks',
      SupportedStrategies: ['Limit on Close (LOC)', 'Market on Close (MOC)'],
    };
    const cfd: InstrumentDetails = { ...stock, AssetType: 'CfdOnStock', IsPEASMEEligible: false, DefaultSlippage: 0.01, DefaultSlippageType: 'Percentage' };
    const rows = byField(buildComparison([stock, cfd], now));
    expect(rows.get('SupportedStrategies')).toMatchObject({
      label: 'Algo strategies',
      values: ['Limit on Close (LOC), Market on Close (MOC)', 'Limit on Close (LOC), Market on Close (MOC)'],
    });
    expect(rows.get('IsPEASMEEligible')).toMatchObject({ label: 'PEA-PME eligible', values: ['Yes', 'No'], differs: true });
    expect(rows.get('GroupId')).toMatchObject({ label: 'Group id', values: ['5', '5'] });
    expect(rows.get('DefaultSlippage')).toMatchObject({ label: 'Default slippage', values: ['2 (Ticks)', '0.01 (Percentage)'] });
    // Every row of the details page's identity, status and trading sections, with its label and text, and its payload path.
    for (const [section, model] of [
      ['identity', identityRows(fxSpot as InstrumentDetails, 23).filter((row) => row.label !== 'ISIN')],
      ['status', statusRows(fxSpot as InstrumentDetails)],
      ['trading', tradingRows(fxSpot as InstrumentDetails)],
    ] as const) {
      const compared = buildComparison([fxSpot], now).find((entry) => entry.id === section)?.rows ?? [];
      expect(
        compared.map((row) => [row.label, row.values[0]]),
        section,
      ).toEqual(model.filter((row) => row.value !== '—').map((row) => [row.label, row.value]));
      expect(
        compared.filter((row) => row.field === undefined).map((row) => row.label),
        section,
      ).toEqual([]);
    }
  });

  it('puts the fields the details page shows under other fields there, by their names', () => {
    const rows = byField(buildComparison([{ ...fxSpot, IsPEASMEEligible: true, NewField: { A: 1 } } as InstrumentDetails], now));
    expect(rows.get('IsPEASMEEligible')?.section).toBe('status');
    expect(rows.get('NewField')).toMatchObject({ section: 'other', label: 'NewField', field: undefined, values: ['{"A":1}'] });
  });
});
