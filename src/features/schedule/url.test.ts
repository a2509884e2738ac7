import { describe, expect, it } from 'vitest';
import { scheduleSearch } from './url';

describe('schedule search params', () => {
  it('accepts exchange, local and zone ids (as the router parses them: numbers)', () => {
    expect(scheduleSearch.validate({ tz: 'exchange', view: 'table' })).toEqual({ tz: 'exchange', view: 'table' });
    expect(scheduleSearch.validate({ tz: 'local' })).toEqual({ tz: 'local' });
    expect(scheduleSearch.validate({ tz: 4 })).toEqual({ tz: 4 });
    expect(scheduleSearch.validate({ tz: '10' })).toEqual({ tz: 10 });
  });

  it('drops bad values with a note, never throws', () => {
    const raw = { tz: 'mars', view: 'chart' };
    expect(scheduleSearch.validate(raw)).toEqual({});
    expect(scheduleSearch.notes(raw).map((note) => note.field)).toEqual(['tz', 'view']);
    expect(scheduleSearch.notes(raw)[0]?.message).toBe('expected exchange, local or a time zone id');
    expect(scheduleSearch.validate({ tz: -1 })).toEqual({});
    expect(scheduleSearch.validate({ tz: 2.5 })).toEqual({});
    expect(scheduleSearch.validate({ tz: true })).toEqual({});
    expect(() => scheduleSearch.validate({ tz: { a: 1 }, view: ['x'] })).not.toThrow();
  });
});

describe('validate and the router', () => {
  it('overrides an invalid raw value, so the router cannot bring it back when it merges the raw search', () => {
    expect(scheduleSearch.validate({ tz: 'mars', view: 'table' })).toStrictEqual({ tz: undefined, view: 'table' });
  });
});

describe('empty values', () => {
  it('are removed from the address, without a note', () => {
    expect({ tz: '', view: 'table', ...scheduleSearch.validate({ tz: '', view: 'table' }) }).toStrictEqual({ tz: undefined, view: 'table' });
    expect(scheduleSearch.notes({ tz: '', view: null })).toEqual([]);
  });
});
