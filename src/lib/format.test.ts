import { describe, expect, it } from 'vitest';
import { asNumber, clean, dateFormatter, daysUntil, display, enumLabel, formatDate, formatNumber, parseServiceDate } from './format';

describe('junk-tolerant formatting', () => {
  it('treats empty strings, "Undefined", "." and whitespace as missing', () => {
    for (const junk of ['', '   ', 'Undefined', 'undefined', '.', null, undefined, {}]) expect(clean(junk)).toBeUndefined();
    expect(display('Safran ')).toBe('Safran');
    expect(display('')).toBe('—');
  });

  it('reads numbers given as strings, like the "5E-05" tick size artefact', () => {
    expect(asNumber('5E-05')).toBe(0.00005);
    expect(asNumber(0.0001)).toBe(0.0001);
    expect(asNumber('abc')).toBeUndefined();
    expect(formatNumber('5E-05')).toBe('0.00005');
    expect(formatNumber(1234567.5, 2)).toBe('1,234,567.50');
  });

  it('labels known and unknown enum values', () => {
    expect(enumLabel('AutomatedTrading')).toBe('Automated trading');
    expect(enumLabel('FxSpot')).toBe('FX spot');
    expect(enumLabel('constructor')).toBe('Constructor');
    expect(enumLabel('toString')).toBe('To string');
    expect(enumLabel('CfdOnStock')).toBe('CFD on stock');
    expect(enumLabel('SomeNewAssetType')).toBe('Some new asset type');
    expect(enumLabel('CBBCCategoryN')).toBe('CBBC category N');
    expect(enumLabel('Undefined')).toBe('—');
  });

  it('parses service dates and ignores placeholder years', () => {
    expect(parseServiceDate('2019-03-08T21:59:00.000000Z')?.toISOString()).toBe('2019-03-08T21:59:00.000Z');
    expect(parseServiceDate('2017-07-14')?.toISOString()).toBe('2017-07-14T00:00:00.000Z');
    expect(parseServiceDate('9999-12-31T23:59:59.999999Z')).toBeUndefined();
    expect(parseServiceDate('0001-01-01T00:00:00Z')).toBeUndefined();
    expect(formatDate('2017-07-14')).toBe('14 Jul 2017');
    expect(formatDate('2027-09-17')).toBe('17 Sep 2027');
    // A day already read is taken as it is.
    expect(formatDate(new Date(Date.UTC(2026, 3, 18)))).toBe('18 Apr 2026');
    expect(daysUntil('2026-11-25', new Date('2026-11-20T23:00:00Z'))).toBe(5);
  });
});

describe('dateFormatter', () => {
  it('writes September as Sep whatever the locale data say', () => {
    const format = dateFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(format.format(new Date('2027-09-17T00:00:00Z'))).toBe('17 Sep');
  });
});
