import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { FORECAST_CSV_HEADER, forecastCsvRows } from './forecast-csv';
import { forecast } from '@/features/corporate-actions/model/pays';

const payment = (id: string, net: number, gross: number, pay: string, state = 'Confirmed'): CorporateActionEvent => ({
  EventId: id,
  Uic: 7,
  EventType: { Code: 'DVCA' },
  EventState: state,
  DisplayAndFormat: { Description: 'Example SA' },
  Options: [{ OptionId: '1', IsDefault: true, NetRate: net, GrossRate: gross, CashMovements: [{ Currency: 'EUR' }], Payment: { Date: pay } }],
  Holdings: [{ AccountId: 'A1', Amount: 100 }],
});

const named = (rows: ReturnType<typeof forecastCsvRows>) => rows.map((row) => Object.fromEntries(FORECAST_CSV_HEADER.map((name, index) => [name, row[index]])));

describe('the forecast’s CSV', () => {
  it('writes a row per holding with its label, the withholding it implies and the change from the previous payment, in per cent', () => {
    const rows = forecastCsvRows(forecast([payment('old', 0.5, 1, '2026-06-10'), payment('new', 0.6, 0.8, '2026-12-10', 'Preliminary')], '2026-11-29'));
    expect(named(rows)).toEqual([
      expect.objectContaining({
        'Pay date': '2026-06-10',
        Status: 'paid',
        'How sure': 'paid',
        'Event id': 'old',
        'Estimated amount': 50,
        'Implied withholding (%, derived)': 50,
        'Change from previous (%)': undefined,
      }),
      expect.objectContaining({
        'Pay date': '2026-12-10',
        Status: 'expected',
        'How sure': 'indicative',
        Instrument: 'Example SA',
        Account: 'A1',
        Held: 100,
        Option: '1',
        'Units estimated': 100,
        Rate: 0.6,
        'Rate basis': 'net',
        'Rate unit': 'per unit',
        Currency: 'EUR',
        'Estimated amount': 60,
        'Implied withholding (%, derived)': 25,
        'Change from previous (%)': 20,
        'Previous pay date': '2026-06-10',
        'How estimated': 'whole holding at the event’s rate',
      }),
    ]);
    // Every number a number: nothing a spreadsheet has to parse out of text.
    for (const row of rows) for (const index of [6, 8, 9, 13, 14, 15]) expect(['number', 'undefined']).toContain(typeof row[index]);
  });

  it('writes a row per part of a holding that elected: each at its option’s rate, the same figure as the event page', () => {
    const event: CorporateActionEvent = {
      ...payment('dvca', 0.5, 0.5, '2026-12-10'),
      Options: [
        { OptionId: '001', IsDefault: true, NetRate: 0.5, CashMovements: [{ Currency: 'USD' }], Payment: { Date: '2026-12-10' } },
        { OptionId: '002', NetRate: 0.4, CashMovements: [{ Currency: 'GBP' }] },
      ],
      Holdings: [{ AccountId: 'A1', Amount: 1000, ElectedAmount: 600, Options: [{ OptionId: '002', ElectedAmount: 600 }] }],
    };
    const rows = named(forecastCsvRows(forecast([event], '2026-11-29')));
    expect(rows.map((row) => [row.Option, row['Units estimated'], row.Rate, row.Currency, row['Estimated amount']])).toEqual([
      ['002', 600, 0.4, 'GBP', 240],
      ['001', 400, 0.5, 'USD', 200],
    ]);
    expect(rows[0]?.['How estimated']).toBe('By election: 600 to option 002: GBP 0.4 net per unit held; 400 not elected, at the default option 001: USD 0.5 net per unit held');
  });
});
