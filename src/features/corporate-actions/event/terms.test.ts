import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import sample from './__fixtures__/ca-event-by-id.json';
import { actionSummary, eventElection, holdingElection } from '@/features/corporate-actions/model/action';
import { EVENT_SHOWN, OPTION_SHOWN, eventTerms, holdingOtherFields, optionTerms, otherFields } from './terms';

// The broker's documented event by id (its prose replaced by the fixture's own words).
const event = sample as CorporateActionEvent;

describe('the terms of the broker’s sample event', () => {
  it('lists the event’s strike price, prices, bid interval, quantities sought and periods', () => {
    const terms = Object.fromEntries(eventTerms(event));
    expect(terms['Strike price']).toBe('EUR 25');
    expect(terms['Minimum price']).toBe('EUR 5');
    expect(terms['Maximum price']).toBe('EUR 60');
    expect(terms['Bid interval']).toBe('EUR 1');
    expect(terms['Quantity sought']).toBe('4 to 1,000');
    expect(terms['New board lot']).toBe('20');
    expect(terms['New denomination']).toBe('100');
    expect(terms['Days accrued']).toBe('23');
    expect(terms['Interest period']).toBe('Ongoing to Ongoing');
    expect(terms['Trading suspended']).toBe('Ongoing');
    expect(terms['Information to comply']).toBe('Restrictions may apply');
  });

  it('lists each option’s terms', () => {
    const [cash, securities] = event.Options ?? [];
    expect(Object.fromEntries(optionTerms(cash ?? {}))).toMatchObject({ 'Minimum price': 'EUR 5', 'Maximum price': 'EUR 60', 'Bid interval': 'EUR 1', 'Rates are gross': 'No' });
    expect(Object.fromEntries(optionTerms(securities ?? {}))).toMatchObject({ 'Net rate': '0.08' });
  });

  it('drops nothing: what no place of the page shows is in the other fields, path by path', () => {
    expect(otherFields(event, EVENT_SHOWN)).toEqual([['Record › Status', 'Ongoing']]);
    const [cash, securities] = event.Options ?? [];
    expect(otherFields(cash, OPTION_SHOWN)).toEqual([]);
    expect(otherFields(securities, OPTION_SHOWN)).toEqual([
      ['SecurityMovements[1] › Currency', 'AUD'],
      // An identifier as written; an amount grouped.
      ['SecurityMovements[1] › Uic', '5081'],
    ]);
    expect(holdingOtherFields((event.Holdings ?? [])[0] ?? {})).toEqual([['OwnerId', '532']]);
  });

  it('derives the holding’s election from its amounts: 20 of 100 elected is partly elected, not "no election"', () => {
    const holding = (event.Holdings ?? [])[0] ?? {};
    expect(holding.ElectionStatus).toBeUndefined();
    expect(holdingElection(holding)).toBe('PartialElected');
    expect(eventElection({ ...event, ElectionStatus: undefined })).toBe('PartialElected');
  });

  it('sums it up in one line', () => {
    expect(actionSummary(event, new Date('2026-11-27T10:00:00Z'), 'UTC')).toBe(
      '1 of 1 account still to instruct · default: Securities option (option 2) · deadline passed (Tue 23 Feb 2021 08:30 UTC)',
    );
  });

  it('keeps unknown fields, however deep, as text', () => {
    const odd = { ...event, NewThing: { Inner: [{ Value: 3 }, { Value: '<b>x</b>' }] }, Flag: true, NewAmount: 1234567, OtherUic: 59000105 } as unknown as CorporateActionEvent;
    expect(otherFields(odd, EVENT_SHOWN)).toEqual([
      ['Record › Status', 'Ongoing'],
      ['NewThing › Inner[1] › Value', '3'],
      ['NewThing › Inner[2] › Value', '<b>x</b>'],
      ['Flag', 'Yes'],
      ['NewAmount', '1,234,567'],
      ['OtherUic', '59000105'],
    ]);
  });
});
