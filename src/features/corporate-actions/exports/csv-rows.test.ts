import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import sample from './__fixtures__/dividend-option-event.json';
import { toCsv } from '@/lib/csv';
import { eventAddress } from '@/features/corporate-actions/url';
import { CSV_HEADER, csvRow } from './csv-rows';

const NOW = new Date('2026-03-10T08:00:00Z');

/** A dividend option with two options, its deadline on 13 March 2026. */
const EVENT = sample as CorporateActionEvent;

describe('CSV rows', () => {
  it('writes every column, dates as days, numbers as numbers', () => {
    const row = csvRow(EVENT, NOW, 'UTC', undefined, (id) => eventAddress('https://refex.example', id, { ClientKey: 'C|1', IncludeSubAccounts: true }));
    expect(row).toHaveLength(CSV_HEADER.length);
    expect(Object.fromEntries(CSV_HEADER.map((name, index) => [name, row[index]]))).toEqual({
      'Event id': '9501101',
      Instrument: 'Iberdrola, S.A.',
      Symbol: 'IBE:xmad',
      ISIN: 'ES0144580Y14',
      Uic: 1311,
      'Asset type': 'Stock',
      'Event type code': 'DVOP',
      'Event type': 'Dividend Option',
      'Mandatory/voluntary': 'Voluntary',
      Announced: undefined,
      'Ex date': '2026-03-04',
      'Record date': '2026-03-05',
      'Pay date': '2026-03-23',
      'First deadline': '2026-03-13',
      'Business days to cut-off': 3,
      'Next cut-off (UTC)': '2026-03-13 14:00',
      Rate: 0.35,
      'Rate currency': 'EUR',
      'Rate basis': 'net',
      'Rate unit': 'per unit',
      'How sure': 'declared',
      'Implied withholding (%, derived)': undefined,
      'Event state': 'Confirmed',
      'Event status': 'Active',
      'Election status': 'NotElected',
      'Eligible holdings': 1200,
      'Affected accounts': undefined,
      'Event page': 'https://refex.example/corporate-actions/9501101?client=C%7C1&subs=true',
    });
    expect(toCsv(CSV_HEADER, [row]).split('\r\n')[1]).toBe(
      '9501101,"Iberdrola, S.A.",IBE:xmad,ES0144580Y14,1311,Stock,DVOP,Dividend Option,Voluntary,,2026-03-04,2026-03-05,2026-03-23,2026-03-13,3,2026-03-13 14:00,0.35,EUR,net,per unit,declared,,Confirmed,Active,NotElected,1200,,https://refex.example/corporate-actions/9501101?client=C%7C1&subs=true',
    );
  });

  it('writes the implied withholding in per cent, as the screen says it: 15, not 0.15', () => {
    const column = CSV_HEADER.indexOf('Implied withholding (%, derived)');
    expect(column).toBeGreaterThan(-1);
    const taxed: CorporateActionEvent = { ...EVENT, Options: [{ OptionId: '1', IsDefault: true, NetRate: 0.2975, GrossRate: 0.35, CashMovements: [{ Currency: 'EUR' }] }] };
    expect(csvRow(taxed, NOW, 'UTC')[column]).toBe(15);
    const uneven: CorporateActionEvent = { ...EVENT, Options: [{ OptionId: '1', IsDefault: true, NetRate: 0.1863, GrossRate: 0.25, CashMovements: [{ Currency: 'EUR' }] }] };
    expect(csvRow(uneven, NOW, 'UTC')[column]).toBe(25.48);
  });

  it('counts business days to the next cut-off as the list does: a Monday cut-off is one business day from a Friday', () => {
    const column = CSV_HEADER.indexOf('Business days to cut-off');
    const monday: CorporateActionEvent = { ...EVENT, Options: EVENT.Options?.map((option) => ({ ...option, Deadline: { Date: '2026-03-16T14:00:00Z' } })) };
    expect(csvRow(monday, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBe(1);
    // Sunday evening in UTC is Monday morning in Tokyo, the cut-off's own day there (23:00).
    expect(csvRow(monday, new Date('2026-03-15T20:00:00Z'), 'UTC')[column]).toBe(1);
    expect(csvRow(monday, new Date('2026-03-15T20:00:00Z'), 'Asia/Tokyo')[column]).toBe(0);
    // On the day of the cut-off: 0; once it passed, or when the event is elected or withdrawn: empty.
    expect(csvRow(monday, new Date('2026-03-16T08:00:00Z'), 'UTC')[column]).toBe(0);
    expect(csvRow(monday, new Date('2026-03-16T15:00:00Z'), 'UTC')[column]).toBeUndefined();
    expect(csvRow({ ...monday, ElectionStatus: 'Elected' }, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBeUndefined();
    expect(csvRow({ ...monday, EventState: 'Withdrawn' }, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBeUndefined();
  });

  it('counts affected accounts as the list does, from the holdings where the service sends no count', () => {
    const column = CSV_HEADER.indexOf('Affected accounts');
    const held: CorporateActionEvent = {
      ...EVENT,
      Holdings: [
        { AccountId: 'A', Amount: 10 },
        { AccountId: 'B', Amount: 5 },
        { AccountId: 'A', Amount: 1 },
      ],
    };
    expect(csvRow(held, NOW, 'UTC')[column]).toBe(2);
    expect(csvRow({ ...held, AffectedAccounts: 7 }, NOW, 'UTC')[column]).toBe(7);
  });

  it('writes the election status the list shows: the service’s, else derived from the holdings', () => {
    const column = CSV_HEADER.indexOf('Election status');
    const held: CorporateActionEvent = { ...EVENT, ElectionStatus: undefined, Holdings: [{ AccountId: 'A', Amount: 100, ElectedAmount: 40 }] };
    expect(csvRow(held, NOW, 'UTC')[column]).toBe('PartialElected');
    expect(csvRow({ ...held, ElectionStatus: 'Elected' }, NOW, 'UTC')[column]).toBe('Elected');
    // A status the list does not know is not shown there either.
    expect(csvRow({ ...held, ElectionStatus: 'Odd' as never }, NOW, 'UTC')[column]).toBe('PartialElected');
    expect(csvRow({ ...held, CorporateActionType: 'Mandatory', Electable: undefined, Holdings: [] }, NOW, 'UTC')[column]).toBeUndefined();
  });

  it('says a partial call pays on the part drawn', () => {
    const drawing: CorporateActionEvent = {
      EventId: '2',
      Uic: 7,
      Options: [
        {
          IsDefault: true,
          CashMovements: [{ Amount: 100, Currency: 'DKK', PriceType: 'Percentage' }],
          SecurityMovements: [{ SecurityMovementType: 'Debit', Uic: 7, OldQuantity: 100, NewQuantity: 2.5 }],
        },
      ],
    };
    expect(csvRow(drawing, NOW, 'UTC')[CSV_HEADER.indexOf('Rate unit')]).toBe('% of nominal, on the 2.5% drawn');
  });

  it('leaves junk empty instead of writing it', () => {
    expect(
      csvRow({ EventId: 'Undefined', EventType: { Code: ' ' }, Ex: { Date: 'soon' }, EligibleHoldings: 'many' as never }, NOW, 'UTC').every((value) => value === undefined),
    ).toBe(true);
  });
});
