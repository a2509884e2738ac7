import { describe, expect, it } from 'vitest';
import type { ContractOption } from '@/api/types';
import { buildSection } from './chain-model';
import { buildItems } from './grid-rows';
import { describeUnplaced, nothingPlacedText } from './unplaced';
import type { ExpiryInfo } from '@/model/option-expiries';

const EXPIRY: ExpiryInfo = { date: '2026-12-18', days: 10, lastTradeDate: undefined, tradingEnded: false, class: { kind: 'monthly', endOfMonth: false, shifted: false } };

describe('unplaced options', () => {
  it('carries what buildRows left out on the section', () => {
    const options = [
      { PutCall: 'Call', StrikePrice: 10, Uic: 1 },
      { PutCall: 'None', StrikePrice: 10, Uic: 2 },
      { PutCall: 'Call', StrikePrice: 10, Uic: 3 },
    ] as ContractOption[];
    const section = buildSection(EXPIRY, { state: 'ready', options }, 'all', undefined);
    expect(section.unplaced?.map((entry) => entry.reason)).toEqual(['unreadable', 'duplicate']);
    expect(describeUnplaced(section.unplaced)).toBe(
      'Uic 2 (PutCall None, StrikePrice 10); Uic 3 (PutCall Call, StrikePrice 10), a second option for a strike and side already placed',
    );
  });

  it('names junk as the dash and counts many by reason', () => {
    expect(
      describeUnplaced([
        { option: { PutCall: ' ', StrikePrice: 'abc', Uic: 'Undefined' }, reason: 'unreadable' },
        { option: null, reason: 'unreadable' },
      ]),
    ).toBe('Uic — (PutCall —, StrikePrice abc); an entry that is not an option');
    const many = Array.from({ length: 7 }, (_, index) => ({ option: { Uic: index }, reason: index < 6 ? ('unreadable' as const) : ('duplicate' as const) }));
    expect(describeUnplaced(many)).toBe('6 options without a readable call or put side (PutCall) or strike (StrikePrice) and 1 second option for a strike and side already placed');
    expect(describeUnplaced([])).toBeUndefined();
  });

  it('words a stacked expiry none of whose options could be placed apart from one without options', () => {
    const none = buildSection(EXPIRY, { state: 'ready', options: [{ PutCall: 'None', StrikePrice: 1, Uic: 5 }] as ContractOption[] }, 'all', undefined);
    const empty = buildSection({ ...EXPIRY, date: '2027-01-15' }, { state: 'ready', options: [] }, 'all', undefined);
    const texts = buildItems([none, empty], true, undefined, 'SpecificDates').flatMap((item) => (item.type === 'status' ? [item.text] : []));
    expect(texts).toEqual([nothingPlacedText(1), 'No options match the filters for this expiry.']);
    expect(nothingPlacedText(1)).toMatch(/^The one option the service returns for this expiry could not be placed/);
    expect(nothingPlacedText(3)).toMatch(/^None of the 3 options the service returns for this expiry could be placed/);
  });
});
