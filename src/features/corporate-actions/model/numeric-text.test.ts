import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { actionSummary, affectedAccounts, holdingElection, uninstructed } from './action';
import { formatRate } from './event';
import { cashRate, entitlement, forecast } from './pays';
import { optionTerms, eventTerms } from '@/features/corporate-actions/event/terms';

// Numbers the service sends as text ("1000") are read as the numbers they are.
const NOW = new Date('2026-11-27T10:00:00Z');

const loose = (value: unknown) => value as never;

function textual(): CorporateActionEvent {
  return {
    EventId: '7',
    CorporateActionType: 'Voluntary',
    Electable: 'Electable',
    EventState: 'Confirmed',
    EventType: { Code: 'DVOP' },
    Uic: 211,
    Options: [
      {
        OptionId: '1',
        IsDefault: true,
        NetRate: loose('0.35'),
        Deadline: { Date: '2026-12-04T14:00:00Z' },
        Payment: { Date: '2026-12-10' },
        CashMovements: [{ Currency: 'USD', CashMovementType: 'Credit' }],
      },
    ],
    Holdings: [{ AccountId: 'A1', AccountKey: 'k1', Amount: loose('1000'), ElectedAmount: 20 }],
  } as CorporateActionEvent;
}

describe('numbers sent as text', () => {
  it('counts the uninstructed amount of a holding whose amount is text', () => {
    const event = textual();
    expect(uninstructed(event)).toEqual([{ account: 'A1', amount: 980 }]);
    expect(actionSummary(event, NOW, 'UTC')).toMatch(/^1 of 1 account still to instruct/);
  });

  it('does not take a partly elected holding for elected when its amount is text', () => {
    expect(holdingElection({ Amount: loose('1000'), ElectedAmount: 20 })).toBe('PartialElected');
    expect(holdingElection({ Amount: loose('1000'), ElectedAmount: loose('1000') })).toBe('Elected');
  });

  it('reads a rate, a holding and an eligible amount given as text into estimates and the forecast', () => {
    const event = textual();
    expect(cashRate(event)).toMatchObject({ value: 0.35, basis: 'net', currency: 'USD' });
    expect(entitlement(event, event.Holdings![0]!)?.text).toBe('USD 350.00');
    const result = forecast([event], '2026-11-27');
    expect(result.left).toBe(0);
    expect(result.expected.get('USD')).toBe(350);
    const eligible = { ...textual(), Holdings: [], EligibleHoldings: loose('200') } as CorporateActionEvent;
    expect(forecast([eligible], '2026-11-27').expected.get('USD')).toBe(70);
  });

  it('reads a ratio given as text', () => {
    const event = {
      EventId: '8',
      Options: [{ OptionId: '1', IsDefault: true, SecurityMovements: [{ OldQuantity: loose('10'), NewQuantity: loose('3'), DisplayAndFormat: { Symbol: 'NEW:xcse' } }] }],
      Holdings: [{ AccountId: 'A1', Amount: loose('1000') }],
    } as CorporateActionEvent;
    expect(entitlement(event, event.Holdings![0]!)?.text).toBe('300 NEW:xcse');
  });

  it('shows an option rate, a price and a quantity given as text', () => {
    expect(Object.fromEntries(optionTerms({ OptionId: '1', NetRate: loose('0.35'), MaxExercisableQuantity: loose('500') }))).toMatchObject({
      'Net rate': '0.35',
      'Maximum exercisable': '500',
    });
    expect(formatRate({ Currency: 'EUR', Value: '25' })).toBe('EUR 25');
    expect(Object.fromEntries(eventTerms({ StrikePrice: { Currency: 'EUR', Value: loose('25') }, MinQuantitySought: loose('4') } as CorporateActionEvent))).toMatchObject({
      'Strike price': 'EUR 25',
      'Quantity sought': '4 to …',
    });
    expect(affectedAccounts({ AffectedAccounts: loose('3') } as CorporateActionEvent)).toBe(3);
  });
});

describe('numbers sent as text in the MT564 layout', () => {
  it('writes a price, a rate, a subscription price and the eligible balance given as text', async () => {
    const { messageText, messageLines } = await import('@/features/corporate-actions/event/mt564');
    const text = messageText(
      messageLines({
        EventId: '7',
        EligibleHoldings: loose('1200'),
        MaxPrice: { Currency: 'EUR', Value: loose('60') },
        Options: [{ OptionId: '1', CashMovements: [{ Currency: 'USD', NetDividend: loose('0.35'), SubscriptionPrice: loose('11.9623') }] }],
      } as CorporateActionEvent),
    );
    expect(text).toContain(':93B::ELIG//UNIT/1200,');
    expect(text).toContain(':90B::MAXP//ACTU/EUR60,');
    expect(text).toContain(':92F::NETT//USD0,35');
    expect(text).toContain(':90B::PRPP//ACTU/USD11,9623');
  });
});
