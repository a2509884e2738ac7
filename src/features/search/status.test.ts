import { describe, expect, it } from 'vitest';
import { statusText } from './status';
import { pageInfo, type SearchUrl } from './url';

const done = { isPending: false, isFetching: false, isError: false, isPlaceholderData: false };
const search: SearchUrl = { q: 'eur' };

describe('statusText', () => {
  it('says how many results there are when the total is known', () => {
    expect(statusText(done, pageInfo(search, { __count: 1234, rows: 25 }), 25)).toBe('Rows 1–25 of 1,234 · page 1 of 25');
  });
  it('says only that more are available when the total is not known', () => {
    expect(statusText(done, pageInfo(search, { nextSkip: 25, rows: 25 }), 25)).toBe('Rows 1–25 · page 1 · more available');
    expect(statusText(done, pageInfo(search, { rows: 7 }), 7)).toBe('Rows 1–7 · page 1 · last page');
    // A broad keyword search: its ranked window is full, more lie beyond it.
    expect(statusText(done, pageInfo(search, { nextSkip: 50, rows: 50 }), 50, 1000)).toBe('Rows 1–50 of over 1,000 · page 1 · more available');
  });
  it('tells a search on its way, a failure and no rows apart', () => {
    const info = pageInfo(search, { rows: 0 });
    expect(statusText({ ...done, isPending: true }, info, 0)).toBe('Searching…');
    expect(statusText({ ...done, isFetching: true, isPlaceholderData: true }, info, 0)).toBe('Searching… (previous results shown)');
    expect(statusText({ ...done, isError: true }, info, 0)).toBe('The search failed');
    expect(statusText(done, info, 0)).toBe('No results');
    expect(statusText(done, pageInfo({ ...search, skip: 50 }, { rows: 0 }), 0)).toBe('No rows on this page');
  });
});
