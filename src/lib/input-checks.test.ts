import { describe, expect, it } from 'vitest';
import { checkEventId, checkExchange, checkKey, checkKeywords, checkPrice, checkWholeNumber, checkWholeNumbers, errorOf, MAX_KEYWORDS } from './input-checks';
import { MAX_UIC } from './search-params';

describe('keywords', () => {
  it('collapse spaces, turn control and invisible characters into spaces, and read empty as none', () => {
    expect(checkKeywords('  royal\t\tdutch \n shell ')).toEqual({ ok: true, value: 'royal dutch shell' });
    expect(checkKeywords('a\u0000b\u200bc\u202ed')).toEqual({ ok: true, value: 'a b c d' });
    expect(checkKeywords(' \u0007 ')).toEqual({ ok: true, value: undefined });
    // Markup is text to the service: sent as typed (the address and the query string encode it).
    expect(checkKeywords('<script>alert(1)</script>')).toEqual({ ok: true, value: '<script>alert(1)</script>' });
  });

  it('refuse more than the most characters, saying how many there are', () => {
    expect(checkKeywords('a'.repeat(MAX_KEYWORDS))).toMatchObject({ ok: true });
    expect(errorOf(checkKeywords('a'.repeat(MAX_KEYWORDS + 1)))).toBe(`At most ${MAX_KEYWORDS} characters (this is ${MAX_KEYWORDS + 1}): shorten the keywords.`);
    expect(errorOf(checkKeywords('abcdef', 5))).toMatch(/^At most 5 characters \(this is 6\)/);
  });
});

describe('whole numbers', () => {
  it('take digits only, from the least to the largest Uic', () => {
    expect(checkWholeNumber(' 211 ')).toEqual({ ok: true, value: 211 });
    expect(checkWholeNumber('')).toEqual({ ok: true, value: undefined });
    expect(checkWholeNumber(String(MAX_UIC))).toEqual({ ok: true, value: MAX_UIC });
    for (const bad of ['21.5', '-4', '1e3', '0x10', '２１１', '211abc', '<b>']) expect(errorOf(checkWholeNumber(bad)), bad).toBe('A Uic is a whole number, such as 211.');
    expect(errorOf(checkWholeNumber('0'))).toBe('A Uic is at least 1.');
    expect(errorOf(checkWholeNumber(String(MAX_UIC + 1)))).toBe(`A Uic is at most ${MAX_UIC}.`);
    expect(errorOf(checkWholeNumber('x', { what: 'A root id', example: '129' }))).toBe('A root id is a whole number, such as 129.');
  });

  it('in a list: separated by commas or spaces, without duplicates, naming the bad items', () => {
    expect(checkWholeNumbers('211, 21 211,,16350')).toEqual({ ok: true, value: [211, 21, 16350] });
    expect(checkWholeNumbers(' ')).toEqual({ ok: true, value: [] });
    expect(errorOf(checkWholeNumbers('211, abc, 0, -5, 7.5'))).toBe(`Uics are whole numbers from 1 to ${MAX_UIC}, such as 211, 21; not abc, 0, -5….`);
    expect(errorOf(checkWholeNumbers('1 2 3', { most: 2 }))).toBe('At most 2 Uics.');
  });
});

describe('event ids', () => {
  it('are digits', () => {
    expect(checkEventId(' 9501103 ')).toEqual({ ok: true, value: '9501103' });
    expect(checkEventId('')).toEqual({ ok: true, value: undefined });
    // The service types the id as a string: letters pass, anything that would change the path does not.
    expect(checkEventId('CA-95011a')).toEqual({ ok: true, value: 'CA-95011a' });
    for (const bad of ['../9501103', '9501103?x=1', '9501103#x', '12 34', 'javascript:alert(1)'])
      expect(errorOf(checkEventId(bad)), bad).toBe('An event id is letters and digits, such as 9501103.');
    expect(errorOf(checkEventId('1'.repeat(41)))).toBe('An event id has at most 40 characters.');
  });
});

describe('prices', () => {
  it('are numbers above zero, with a point for decimals', () => {
    expect(checkPrice('4512.5')).toEqual({ ok: true, value: 4512.5 });
    expect(checkPrice(12)).toEqual({ ok: true, value: 12 });
    expect(checkPrice('.5')).toEqual({ ok: true, value: 0.5 });
    expect(checkPrice('')).toEqual({ ok: true, value: undefined });
    expect(errorOf(checkPrice('0'))).toBe('The price must be above 0.');
    expect(errorOf(checkPrice(0, 'The reference price'))).toBe('The reference price must be above 0.');
    for (const bad of ['-5', 'abc', '1,5', 'Infinity', 'NaN', '1e999', '12 3']) expect(errorOf(checkPrice(bad)), bad).toBe('The price is a number, such as 4512.5.');
  });
});

describe('keys', () => {
  it('take the service’s key characters, in one piece', () => {
    expect(checkKey(' Xq7fVb3mN2pLrT8kC1dWzA== ')).toEqual({ ok: true, value: 'Xq7fVb3mN2pLrT8kC1dWzA==' });
    expect(checkKey('Hb3V|kR9tZx1nQw5pS7cLmE==')).toMatchObject({ ok: true });
    expect(checkKey('')).toEqual({ ok: true, value: undefined });
    expect(errorOf(checkKey('Xq7f Vb3m', 'A client key'))).toBe('A client key has no spaces: paste it in one piece.');
    expect(errorOf(checkKey('"><script>', 'An account key'))).toMatch(/^An account key holds only letters, digits and/);
    expect(errorOf(checkKey('a'.repeat(201)))).toBe('A key has at most 200 characters.');
  });
});

describe('exchanges', () => {
  it('are an exchange id or a MIC', () => {
    expect(checkExchange(' xnas ')).toEqual({ ok: true, value: 'xnas' });
    expect(checkExchange('LSE_SETS')).toMatchObject({ ok: true });
    expect(checkExchange('SGX-ST')).toMatchObject({ ok: true });
    expect(errorOf(checkExchange('NAS DAQ'))).toMatch(/^An exchange id \(NASDAQ\) or a MIC \(xnas\)/);
    expect(errorOf(checkExchange('x'.repeat(41)))).toBe('An exchange id has at most 40 characters.');
  });
});
