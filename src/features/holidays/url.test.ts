import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { exchangesOf, replacingExchange, suggestedExchanges, withExchanges, withoutExchange } from './choice';
import { holidaysParams, MAX_EXCHANGES } from './url';

function fromAddress(query: string) {
  const raw = defaultParseSearch(query) as Record<string, unknown>;
  return { value: holidaysParams.validate(raw), notes: holidaysParams.notes(raw) };
}

describe('the holiday calendar’s address', () => {
  it('reads exchange ids, a known one in any case or by its MIC written as its id', () => {
    expect(fromAddress('?exchanges=NYSE,fse,xlon')).toEqual({ value: { exchanges: 'NYSE,FSE,LSE_SETS' }, notes: [] });
    // An id the app does not know is kept: the service may know it (the page says when it does not).
    expect(fromAddress('?exchanges=XETRA').value.exchanges).toBe('XETRA');
    expect(exchangesOf({ exchanges: 'NYSE,FSE' })).toEqual(['NYSE', 'FSE']);
    expect(exchangesOf({})).toEqual([]);
  });

  it('keeps the good items of a list and notes the others, and falls back to nothing chosen when none is good', () => {
    const { value, notes } = fromAddress('?exchanges=NYSE,<b>,nyse,xnys,a b');
    expect(value.exchanges).toBe('NYSE');
    expect(notes).toEqual([{ field: 'exchanges', value: '<b>,a b', message: 'Not an exchange id: <b>, a b', partial: true }]);
    const none = fromAddress('?exchanges=%3Cscript%3E');
    expect(none.value.exchanges).toBeUndefined();
    expect(none.notes[0]).toMatchObject({ field: 'exchanges', message: 'Not an exchange id: <script>' });
    // Too many: the first ones are kept.
    const ids = ['NYSE', 'NASDAQ', 'TSX', 'LSE_SETS', 'PAR', 'AMS', 'BRU', 'FSE', 'MIL', 'SIBE', 'SWX', 'VIE', 'CSE', 'SSE'];
    const many = fromAddress(`?exchanges=${ids.join(',')}`);
    expect(exchangesOf(many.value)).toEqual(ids.slice(0, MAX_EXCHANGES));
    expect(many.notes[0]).toMatchObject({ field: 'exchanges', value: 'CSE,SSE', message: `At most ${MAX_EXCHANGES} exchanges`, partial: true });
    // What the router may parse never throws: a number is read as text, objects are refused.
    expect(fromAddress('?exchanges=123').value.exchanges).toBe('123');
    expect(() => fromAddress('?exchanges={"a":1}')).not.toThrow();
    expect(fromAddress('?exchanges={"a":1}').value.exchanges).toBeUndefined();
    expect(fromAddress('?exchanges=').value.exchanges).toBeUndefined();
  });

  it('adds, removes and replaces exchanges', () => {
    expect(withExchanges({}, ['NYSE', 'FSE'])).toEqual({ exchanges: 'NYSE,FSE' });
    expect(withExchanges({ exchanges: 'NYSE' }, ['nyse', 'PAR'])).toEqual({ exchanges: 'NYSE,PAR' });
    expect(withExchanges({}, [])).toEqual({});
    expect(
      exchangesOf(
        withExchanges(
          {},
          Array.from({ length: 20 }, (_, index) => `X${index}`),
        ),
      ),
    ).toHaveLength(MAX_EXCHANGES);
    expect(withoutExchange({ exchanges: 'NYSE,FSE' }, 'nyse')).toEqual({ exchanges: 'FSE' });
    expect(withoutExchange({ exchanges: 'NYSE' }, 'NYSE')).toEqual({});
    expect(replacingExchange({ exchanges: 'NYSE,XETRA,PAR' }, 'XETRA', 'FSE')).toEqual({ exchanges: 'NYSE,FSE,PAR' });
    expect(replacingExchange({ exchanges: 'FSE,XETRA' }, 'XETRA', 'FSE')).toEqual({ exchanges: 'FSE' });
  });

  it('suggests a known exchange for an id not found by its name', () => {
    expect(suggestedExchanges('XETRA').map((entry) => entry.id)).toEqual(['FSE']);
    expect(suggestedExchanges('euronext').map((entry) => entry.id)).toHaveLength(3);
    expect(suggestedExchanges('madrid').map((entry) => entry.id)).toEqual(['SIBE']);
    expect(suggestedExchanges('xx')).toEqual([]);
  });
});
