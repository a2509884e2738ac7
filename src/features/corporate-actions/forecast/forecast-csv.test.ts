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

describe('the forecast’s CSV', () => {
  it('writes a row per holding with its label, the withholding it implies and the change from the previous payment', () => {
    const rows = forecastCsvRows(forecast([payment('old', 0.5, 1, '2026-06-10'), payment('new', 0.6, 0.8, '2026-12-10', 'Preliminary')], '2026-11-29'));
    const named = rows.map((row) => Object.fromEntries(FORECAST_CSV_HEADER.map((name, index) => [name, row[index]])));
    expect(named).toEqual([
      expect.objectContaining({
        'Pay date': '2026-06-10',
        Status: 'paid',
        'How sure': 'paid',
        'Event id': 'old',
        'Estimated amount': 50,
        'Implied withholding (derived)': '50.0%',
        'Change from previous': undefined,
      }),
      expect.objectContaining({
        'Pay date': '2026-12-10',
        Status: 'expected',
        'How sure': 'indicative',
        Instrument: 'Example SA',
        Account: 'A1',
        Held: 100,
        Rate: 'EUR 0.6 net',
        'Rate applies': 'per unit held',
        Currency: 'EUR',
        'Estimated amount': 60,
        'Implied withholding (derived)': '25.0%',
        'Change from previous': '+20.0%',
        'Previous pay date': '2026-06-10',
      }),
    ]);
  });
});
