import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent, Holding } from '@/api/types';
import { createTestSimulator, TEST_GATEWAY } from '@/sim/testing';
import { demoDirectory } from '@/sim/browser/transport';
import {
  cashEntitlement,
  cashRate,
  entitlement,
  estimateText,
  forecast,
  holdingEstimate,
  impliedWithholding,
  moneyText,
  paymentLabel,
  previousPayments,
  rateChange,
  rateFormula,
  rateShort,
  rateText,
  rateUnitText,
  roundMoney,
  securityEntitlement,
} from './pays';

const dividend = (fields: { net?: number; gross?: number; currency?: string; pay?: string; amounts?: number[]; id?: string } = {}): CorporateActionEvent => ({
  EventId: fields.id ?? '1',
  Options: [
    {
      OptionId: '1',
      IsDefault: true,
      ...(fields.net !== undefined ? { NetRate: fields.net } : {}),
      ...(fields.gross !== undefined ? { GrossRate: fields.gross } : {}),
      CashMovements: fields.currency ? [{ Currency: fields.currency }] : [],
      Payment: { Date: fields.pay ?? '2026-12-10' },
    },
  ],
  Holdings: (fields.amounts ?? [420]).map((amount, index) => ({ AccountId: `A${index}`, Amount: amount })),
});

let simulator: ReturnType<typeof createTestSimulator> | undefined;

/** Each holding's estimate, of the events of `types` the simulator sends its demo clients (one simulator for the file). */
function demoEstimates(types: string): { id: string; held: number; amount: number }[] {
  simulator ??= createTestSimulator();
  const out: { id: string; held: number; amount: number }[] = [];
  for (const client of demoDirectory().clients) {
    const answer = simulator.handle({
      method: 'GET',
      url: `${TEST_GATEWAY}/openapi/ca/v2/events?ClientKey=${encodeURIComponent(client.clientKey)}&EventTypes=${types}&$top=1000`,
      headers: { authorization: 'Bearer demo' },
    });
    for (const event of (JSON.parse(answer.body ?? '{}') as { Data?: CorporateActionEvent[] }).Data ?? []) {
      for (const holding of event.Holdings ?? []) {
        const estimate = entitlement(event, holding);
        if (estimate && typeof holding.Amount === 'number') out.push({ id: String(event.EventId), held: holding.Amount, amount: estimate.amount });
      }
    }
  }
  return out;
}

describe('entitlement arithmetic', () => {
  it('holding × net rate, rounded to the currency: 420 at 0.1863 is EUR 78.25', () => {
    const rate = cashRate(dividend({ net: 0.1863, gross: 0.25, currency: 'EUR' }));
    expect(rate).toEqual({ value: 0.1863, basis: 'net', unit: 'amount', gross: 0.25, currency: 'EUR', optionId: '1' });
    expect(rateText(rate)).toBe('EUR 0.1863 net');
    expect(cashEntitlement({ Amount: 420 }, rate)).toMatchObject({ text: 'EUR 78.25', amount: 78.25 });
  });

  it('falls back to the gross rate, labelled so; rounds yen to whole units', () => {
    const rate = cashRate(dividend({ gross: 12.5, currency: 'JPY' }));
    expect(rate?.basis).toBe('gross');
    expect(cashEntitlement({ Amount: 333 }, rate)?.text).toBe('JPY 4,163');
    expect(roundMoney(0.125, 'USD')).toBe(0.13);
    expect(moneyText(1234.5, 'USD')).toBe('USD 1,234.50');
  });

  it('estimates nothing without a rate or a currency', () => {
    expect(cashRate(dividend({ net: 0.2 }))).toBeUndefined();
    expect(cashRate(dividend({ currency: 'EUR' }))).toBeUndefined();
    expect(entitlement(dividend({ net: 0.2 }), { Amount: 100 })).toBeUndefined();
    expect(cashEntitlement({}, cashRate(dividend({ net: 0.2, currency: 'EUR' })))).toBeUndefined();
  });

  it('gives securities by ratio, rounded down', () => {
    const option = { SecurityMovements: [{ OldQuantity: 3, NewQuantity: 2, DisplayAndFormat: { Symbol: 'NEW:xcse' } }] };
    expect(securityEntitlement({ Amount: 100 }, option)).toMatchObject({ amount: 66, text: '66 NEW:xcse' });
  });
});

describe('estimates follow each holding’s election', () => {
  // A dividend option: 001 cash by default at USD 0.5 net, 002 cash in GBP at 0.4, 003 new shares (no cash).
  const choice = (holding: Holding): CorporateActionEvent => ({
    EventId: 'E',
    EventState: 'Confirmed',
    Options: [
      { OptionId: '001', IsDefault: true, NetRate: 0.5, CashMovements: [{ Currency: 'USD' }], Payment: { Date: '2026-12-10' } },
      { OptionId: '002', NetRate: 0.4, CashMovements: [{ Currency: 'GBP' }] },
      { OptionId: '003', OptionType: { Code: 'SECU' }, SecurityMovements: [{ OldQuantity: 10, NewQuantity: 1 }] },
    ],
    Holdings: [holding],
  });
  const estimate = (holding: Holding) => entitlement(choice(holding), holding);

  it('without elections, the whole holding at the event’s rate, as before', () => {
    expect(estimate({ AccountId: 'A', Amount: 1000 })).toMatchObject({ text: 'USD 500.00', amount: 500 });
    expect(estimate({ AccountId: 'A', Amount: 1000 })?.how).toBeUndefined();
    expect(estimate({ AccountId: 'A', Amount: 1000, ElectedAmount: 0, Options: [] })?.text).toBe('USD 500.00');
  });

  it('a partial election: the elected amount at its option’s rate, the rest at the default’s, said how', () => {
    const partial = estimate({ AccountId: 'A', Amount: 1000, ElectedAmount: 600, Options: [{ OptionId: '002', ElectedAmount: 600, ElectionType: 'Manual' }] });
    expect(partial).toMatchObject({ text: 'GBP 240.00 + USD 200.00', amount: 240, currency: 'GBP', basis: 'net' });
    expect(partial?.how).toBe('By election: 600 to option 002: GBP 0.4 net per unit held; 400 not elected, at the default option 001: USD 0.5 net per unit held');
    // Part of it to the shares: only the rest pays cash.
    expect(estimate({ AccountId: 'A', Amount: 1000, Options: [{ OptionId: '003', ElectedAmount: 250 }] })?.text).toBe('USD 375.00');
  });

  it('a full election to an option that pays no cash: no cash, and why', () => {
    const shares = estimate({ AccountId: 'A', Amount: 1000, ElectedAmount: 1000, ElectionStatus: 'Elected', Options: [{ OptionId: '003', ElectedAmount: 1000 }] });
    expect(shares).toMatchObject({ text: 'No cash', amount: 0 });
    expect(shares?.how).toBe('By election: 1,000 to option 003: pays no cash');
  });

  it('elected amounts above the holding count up to the holding, in the order sent, and say so', () => {
    const over = holdingEstimate(choice({}), {
      AccountId: 'A',
      Amount: 1000,
      Options: [
        { OptionId: '002', ElectedAmount: 800 },
        { OptionId: '003', ElectedAmount: 700 },
      ],
    });
    expect(over?.parts.map((part) => [part.optionId, part.units, part.elected])).toEqual([
      ['002', 800, true],
      ['003', 200, true],
    ]);
    expect(over?.over).toBe(500);
    expect(estimateText(over)).toBe(
      'By election: 800 to option 002: GBP 0.4 net per unit held; 200 to option 003: pays no cash; 500 elected beyond the holding of 1,000, not counted',
    );
  });

  it('tolerates junk: text amounts read, negative, empty and non-numeric ones, rejected instructions and entries without an option left out', () => {
    const junk = [
      null,
      'x',
      { OptionId: '002', ElectedAmount: '300' },
      { OptionId: '002', ElectedAmount: -50 },
      { OptionId: '001', ElectedAmount: 'lots' },
      { ElectedAmount: 100 },
      { OptionId: '003', ElectedAmount: 500, Instruction: { Status: 'Rejected', Reason: 'Too late' } },
      { OptionId: '', ElectedAmount: 100 },
    ] as unknown as Holding['Options'];
    expect(estimate({ AccountId: 'A', Amount: 1000, Options: junk })?.text).toBe('GBP 120.00 + USD 350.00');
    // Nothing that counts: as before.
    expect(estimate({ AccountId: 'A', Amount: 1000, Options: [{ OptionId: '002', ElectedAmount: Number.NaN }] })?.text).toBe('USD 500.00');
    expect(estimate({ AccountId: 'A', Amount: 1000, Options: 'junk' as unknown as Holding['Options'] })?.text).toBe('USD 500.00');
    // An option the event does not list: no estimate for that part, said so.
    const stray = estimate({ AccountId: 'A', Amount: 1000, Options: [{ OptionId: '009', ElectedAmount: 400 }] });
    expect(stray).toMatchObject({ text: 'USD 300.00', amount: 300 });
    expect(stray?.how).toContain('400 to option 009: not an option of the event, so no estimate');
    // No holding amount: no estimate at all.
    expect(estimate({ AccountId: 'A', Options: [{ OptionId: '002', ElectedAmount: 600 }] })).toBeUndefined();
  });

  it('the forecast follows the same per-holding figure, per currency, and counts those estimated by election', () => {
    const holding: Holding = { AccountId: 'A', Amount: 1000, ElectedAmount: 600, Options: [{ OptionId: '002', ElectedAmount: 600 }] };
    const result = forecast([choice(holding), choice({ AccountId: 'B', Amount: 100 })], '2026-11-29');
    expect(result.rows).toEqual([
      { day: '2026-12-10', currency: 'GBP', amount: 240, events: 1, paid: false },
      { day: '2026-12-10', currency: 'USD', amount: 250, events: 2, paid: false },
    ]);
    expect(result.byElection).toBe(1);
    expect([...(result.byAccount.get('A') ?? [])]).toEqual([
      ['GBP', 240],
      ['USD', 200],
    ]);
    // Wholly to the shares: a line of no cash, the event still counted on its day.
    const shares = forecast([choice({ AccountId: 'A', Amount: 1000, Options: [{ OptionId: '003', ElectedAmount: 1000 }] })], '2026-11-29');
    expect(shares.rows).toEqual([{ day: '2026-12-10', currency: 'USD', amount: 0, events: 1, paid: false }]);
    expect(shares.lines[0]).toMatchObject({ optionId: '003', units: 1000, amount: 0, rate: undefined, how: 'By election: 1,000 to option 003: pays no cash' });
  });
});

describe('the payment forecast', () => {
  it('sums holdings × rate per pay date and currency, and counts the events it cannot estimate', () => {
    const result = forecast(
      [
        dividend({ id: 'a', net: 0.5, currency: 'EUR', pay: '2026-12-10', amounts: [100, 20] }),
        dividend({ id: 'b', net: 0.25, currency: 'EUR', pay: '2026-12-10', amounts: [40] }),
        dividend({ id: 'c', net: 1, currency: 'USD', pay: '2026-12-10', amounts: [10] }),
        dividend({ id: 'd', net: 1, currency: 'USD', pay: '2026-12-01', amounts: [3] }),
        dividend({ id: 'e', net: 1, pay: '2026-12-01', amounts: [3] }),
      ],
      '2026-11-29',
    );
    expect(result.rows).toEqual([
      { day: '2026-12-01', currency: 'USD', amount: 3, events: 1, paid: false },
      { day: '2026-12-10', currency: 'EUR', amount: 70, events: 2, paid: false },
      { day: '2026-12-10', currency: 'USD', amount: 10, events: 1, paid: false },
    ]);
    expect(result.left).toBe(1);
    expect([...result.expected]).toEqual([
      ['EUR', 70],
      ['USD', 13],
    ]);
    // Per account: A0 holds 100 of a, 40 of b, 10 of c and 3 of d; A1 holds 20 of a.
    expect([...result.byAccount].map(([account, totals]) => [account, [...totals]])).toEqual([
      [
        'A0',
        [
          ['EUR', 60],
          ['USD', 13],
        ],
      ],
      ['A1', [['EUR', 10]]],
    ]);
    expect(result.lines).toHaveLength(5);
    expect(result.lines[0]).toMatchObject({ day: '2026-12-01', eventId: 'd', account: 'A0', currency: 'USD', held: 3, amount: 3, paid: false });
  });

  it('expects from today on whatever the status, and calls what paid before today paid', () => {
    const result = forecast(
      [
        { ...dividend({ id: 'past', net: 1, currency: 'EUR', pay: '2026-11-20', amounts: [10] }), EventStatus: 'Past' },
        // Paying this week, already active (the Upcoming tab left it out).
        { ...dividend({ id: 'week', net: 1, currency: 'EUR', pay: '2026-12-02', amounts: [5] }), EventStatus: 'Active' },
        { ...dividend({ id: 'today', net: 1, currency: 'EUR', pay: '2026-11-29', amounts: [1] }), EventStatus: 'Active' },
      ],
      '2026-11-29',
    );
    expect(result.rows.map((row) => [row.day, row.paid])).toEqual([
      ['2026-11-20', true],
      ['2026-11-29', false],
      ['2026-12-02', false],
    ]);
    expect([...result.expected]).toEqual([['EUR', 6]]);
    expect([...result.paid]).toEqual([['EUR', 10]]);
    expect(result.byAccount.get('A0')?.get('EUR')).toBe(6);
  });
});

describe('a coupon is a percentage of the nominal', () => {
  const coupon = (movement: Record<string, unknown>, grossRate = 4.875): CorporateActionEvent => ({
    EventId: 'C1',
    EventType: { Code: 'INTR' },
    Holdings: [{ AccountId: 'A', Amount: 6_200_000 }],
    Options: [{ OptionId: '001', IsDefault: true, GrossRate: grossRate, CashMovements: [{ CashMovementType: 'Credit', Currency: 'EUR', ...movement }] }],
  });

  it('estimates nominal × the period’s percentage ÷ 100, and says so', () => {
    const event = coupon({ Amount: 2.4375, InterestRate: 4.875, PriceType: 'Percentage' });
    const rate = cashRate(event);
    expect(rate).toMatchObject({ unit: 'percent', value: 2.4375, currency: 'EUR', basis: 'gross' });
    expect(rate?.annual).toBeUndefined();
    // EUR 6,200,000 nominal at 2.4375% for the half year: 151,125, not 15,112,500.
    expect(entitlement(event, { Amount: 6_200_000 })?.amount).toBe(151_125);
    expect(rateText(rate)).toBe('2.4375% of nominal, EUR, gross');
    expect(rateShort(rate as NonNullable<typeof rate>)).toBe('2.4375%');
    expect(rateFormula(rate as NonNullable<typeof rate>)).toBe('nominal held × 2.4375% ÷ 100');
    expect(forecast([{ ...event, Options: [{ ...event.Options?.[0], Payment: { Date: '2026-12-01' } }] }], '2026-11-29').rows).toEqual([
      { day: '2026-12-01', currency: 'EUR', amount: 151_125, events: 1, paid: false },
    ]);
  });

  it('falls back to the annual rate, labelled as such, where the period’s is not given', () => {
    const rate = cashRate(coupon({ InterestRate: 4.875 }));
    expect(rate).toMatchObject({ unit: 'percent', value: 4.875, annual: true });
    expect(rateText(rate)).toBe('4.875% of nominal a year, EUR, gross');
    expect(rateUnitText(rate as NonNullable<typeof rate>)).toContain('annual rate');
    // 6,200,000 × 4.875%: about 302,250 a year, never 30 million.
    expect(cashEntitlement({ Amount: 6_200_000 }, rate)?.amount).toBe(302_250);
  });

  it('keeps a dividend an amount per unit held', () => {
    const rate = cashRate(dividend({ net: 0.1863, gross: 0.25, currency: 'EUR' }));
    expect(rate?.unit).toBe('amount');
    expect(rateUnitText(rate as NonNullable<typeof rate>)).toBe('per unit held');
    expect(cashEntitlement({ Amount: 100 }, rate)?.amount).toBe(18.63);
  });

  it('prices every coupon the simulator sends its demo clients below a tenth of the nominal held', () => {
    const coupons = demoEstimates('INTR');
    expect(coupons.length).toBeGreaterThan(0);
    for (const { id, held, amount } of coupons) {
      expect(amount, id).toBeLessThan(held / 10);
      expect(amount, id).toBeGreaterThan(0);
    }
  });

  const call = (taken: number, uic = 7): CorporateActionEvent => ({
    EventId: '2',
    Uic: 7,
    Options: [
      {
        OptionId: '1',
        IsDefault: true,
        CashMovements: [{ Amount: 100, Currency: 'DKK', PriceType: 'Percentage' }],
        SecurityMovements: [{ SecurityMovementType: 'Debit', Uic: uic, OldQuantity: 100, NewQuantity: taken }],
        Payment: { Date: '2027-01-01' },
      },
    ],
    Holdings: [{ AccountId: 'A', Amount: 400_000 }],
  });

  it('pays a partial call on the part drawn only: 2.0826% of 400,000 nominal at 100% is DKK 8,330.40', () => {
    const rate = cashRate(call(2.0826));
    expect(rate?.drawn).toBeCloseTo(0.020826, 9);
    expect(entitlement(call(2.0826), { Amount: 400_000 })?.text).toBe('DKK 8,330.40');
    expect(rateUnitText(rate as NonNullable<typeof rate>)).toBe('of the nominal held drawn (2.0826% of it)');
    expect(rateFormula(rate as NonNullable<typeof rate>)).toBe('nominal held × 2.0826% drawn × 100% ÷ 100');
    expect(forecast([call(2.0826)], '2026-12-01').rows[0]?.amount).toBeCloseTo(8_330.4, 2);
    // A redemption takes the whole holding, and a debit of another security says nothing of this one's.
    expect(entitlement(call(100), { Amount: 400_000 })?.amount).toBe(400_000);
    expect(entitlement(call(2.0826, 8), { Amount: 400_000 })?.amount).toBe(400_000);
  });

  it('estimates every drawing the simulator sends its demo clients below a fifth of the nominal held', () => {
    const drawings = demoEstimates('PCAL,DRAW');
    expect(drawings.length).toBeGreaterThan(0);
    for (const { id, held, amount } of drawings) {
      expect(amount, id).toBeLessThan(held / 5);
      expect(amount, id).toBeGreaterThan(0);
    }
  });
});

describe('how sure each payment is', () => {
  const TODAY = '2026-11-29';
  const event = (state: string | undefined, pay: string, extra: Partial<CorporateActionEvent> = {}): CorporateActionEvent => ({
    ...dividend({ net: 0.75, gross: 1, currency: 'EUR', pay }),
    ...(state ? { EventState: state } : {}),
    ...extra,
  });

  it('labels paid by the pay date, declared when confirmed, indicative when preliminary, and says when the state is unknown', () => {
    expect(paymentLabel(event('Confirmed', '2026-11-20'), TODAY)).toBe('paid');
    expect(paymentLabel(event('Complete', '2026-12-20'), TODAY)).toBe('paid');
    expect(paymentLabel(event('Confirmed', '2026-11-29'), TODAY)).toBe('declared');
    expect(paymentLabel(event('Approved', '2026-12-20'), TODAY)).toBe('declared');
    expect(paymentLabel(event('Preliminary', '2026-12-20'), TODAY)).toBe('indicative');
    expect(paymentLabel(event('Withdrawn', '2026-12-20'), TODAY)).toBe('withdrawn');
    expect(paymentLabel(event('Cancelled', '2026-11-20'), TODAY)).toBe('withdrawn');
    expect(paymentLabel(event('SomethingNew', '2026-12-20'), TODAY)).toBe('unconfirmed');
    expect(paymentLabel(event(undefined, '2026-12-20'), TODAY)).toBe('unconfirmed');
  });

  it('derives the withholding from a net and a gross rate only', () => {
    expect(impliedWithholding(cashRate(event('Confirmed', '2026-12-20')))).toBeCloseTo(0.25, 10);
    // Gross only, net above gross, a coupon: nothing derived.
    expect(impliedWithholding(cashRate(dividend({ gross: 1, currency: 'EUR' })))).toBeUndefined();
    expect(impliedWithholding(cashRate(dividend({ net: 1.2, gross: 1, currency: 'EUR' })))).toBeUndefined();
    expect(impliedWithholding({ value: 2, basis: 'gross', currency: 'EUR', unit: 'percent' })).toBeUndefined();
  });

  it('finds the same type’s previous payment on the instrument, and the change of rate', () => {
    const onUic = (id: string, uic: number, code: string, net: number, pay: string, state = 'Confirmed'): CorporateActionEvent => ({
      ...dividend({ id, net, currency: 'EUR', pay }),
      Uic: uic,
      EventType: { Code: code },
      EventState: state,
    });
    const march = onUic('m', 1, 'DVCA', 0.5, '2026-03-10', 'Cancelled');
    const june = onUic('j', 1, 'DVCA', 0.55, '2026-06-10');
    const december = onUic('d', 1, 'DVCA', 0.66, '2026-12-10');
    const otherType = onUic('o', 1, 'DVOP', 9, '2026-09-10');
    const otherUic = onUic('u', 2, 'DVCA', 9, '2026-09-10');
    const previous = previousPayments([december, otherType, march, otherUic, june]);
    expect(previous.get(december)?.event).toBe(june);
    // A cancelled event still tells what was announced before.
    expect(previous.get(june)?.event).toBe(march);
    expect(previous.has(march)).toBe(false);
    expect(previous.has(otherType)).toBe(false);
    expect(rateChange(cashRate(december)!, previous.get(december)?.rate)).toBeCloseTo(0.2, 10);
    // Another currency or unit: no change is computed.
    expect(rateChange(cashRate(december)!, { value: 1, basis: 'net', currency: 'USD', unit: 'amount' })).toBeUndefined();

    const result = forecast([december, june, march], TODAY);
    // The cancelled one pays nothing; June is paid, December declared.
    expect(result.left).toBe(1);
    expect([...result.byLabel].map(([label, totals]) => [label, [...totals]])).toEqual([
      ['paid', [['EUR', 231]]],
      ['declared', [['EUR', 277.2]]],
    ]);
    const line = result.lines.find((entry) => entry.eventId === 'd');
    expect(line).toMatchObject({ label: 'declared', previousDay: '2026-06-10' });
    expect(line?.change).toBeCloseTo(0.2, 10);
  });
});
