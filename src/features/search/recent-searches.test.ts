import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecent, RECENT_SEARCHES_KEY } from '@/lib/recent';
import { describeSearch, readRecentSearch, recordSearch, supersedes, type RecentSearch } from './recent-searches';
import { searchParams } from './url';

/** A minimal localStorage for the node test environment. */
function installStorage() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  // Stubbed and restored after each test: the node project shares its globals between files (isolate: false).
  vi.stubGlobal('window', { localStorage: storage });
  return storage;
}

describe('recent searches', () => {
  let storage: ReturnType<typeof installStorage>;
  beforeEach(() => {
    storage = installStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const stored = () => readRecent<RecentSearch>(RECENT_SEARCHES_KEY).map((entry) => entry.search);

  it('keeps the whole state except the offset and the selection', () => {
    recordSearch({ q: 'aapl', types: 'Stock', ex: 'NASDAQ', top: 25, skip: 50, sel: '211:Stock' }, 1000);
    expect(stored()).toEqual([{ q: 'aapl', types: 'Stock', ex: 'NASDAQ', top: 25 }]);
  });

  it('merges the searches made while typing, the latest wins', () => {
    recordSearch({ q: 'a' }, 1000);
    recordSearch({ q: 'aa' }, 2000);
    recordSearch({ q: 'aap' }, 3000);
    recordSearch({ q: 'aapl' }, 4000);
    expect(stored()).toEqual([{ q: 'aapl' }]);
  });

  it('keeps distinct searches, most recent first, without duplicates', () => {
    recordSearch({ q: 'aapl' }, 1000);
    recordSearch({ q: 'shell' }, 2000);
    recordSearch({ q: 'aapl', ex: 'NASDAQ' }, 3000);
    recordSearch({ q: 'shell' }, 4000);
    expect(stored()).toEqual([{ q: 'shell' }, { q: 'aapl', ex: 'NASDAQ' }, { q: 'aapl' }]);
  });

  it('does not merge related keywords far apart in time', () => {
    recordSearch({ q: 'app' }, 0);
    recordSearch({ q: 'apple' }, 120_000);
    expect(stored()).toEqual([{ q: 'apple' }, { q: 'app' }]);
  });

  it('drops junk found in storage', () => {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([null, 'x', { search: { top: 'abc' } }, { search: { q: 'ok' }, at: 5 }]));
    recordSearch({ q: 'new' }, 10);
    expect(stored()).toEqual([{ q: 'new' }, { q: 'ok' }]);
  });

  it('reads entries back through validation', () => {
    expect(readRecentSearch({ search: { q: 'x', top: 5000, ex: 'PAR' }, at: 'soon' })).toEqual({ search: { q: 'x', ex: 'PAR' }, at: 0 });
    expect(readRecentSearch({ search: {} })).toBeUndefined();
    expect(supersedes({ search: { q: 'ab', ex: 'PAR' }, at: 0 }, { search: { q: 'a' }, at: 0 })).toBe(false);
  });

  it('reads junk from storage without raising the address notes of the search page', () => {
    searchParams.store.clear();
    expect(readRecentSearch({ search: { q: 'x', top: 5000, types: '12x', sel: 'abc' }, at: 1 })).toEqual({ search: { q: 'x' }, at: 1 });
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ search: { q: 'old', top: 'abc' }, at: 1 }]));
    recordSearch({ q: 'new' }, 2000);
    // The notes store is what the page shows as "Some address parameters were ignored".
    expect(searchParams.store.get()).toEqual([]);
  });

  it('describes a search for people', () => {
    expect(describeSearch({ q: 'shell', types: 'Stock,CfdOnStock', ex: 'AMS', nontradable: true, class: 'NonComplex', wkFrom: -5, yrTo: 10, top: 100 })).toEqual({
      title: '“shell”',
      details: [
        'Asset types: Stock, CFD on stock',
        'Exchange: AMS (Euronext Amsterdam)',
        'Class: Non-complex',
        'Non-tradable included',
        'One week change ≥ -5 %',
        'One year change ≤ 10 %',
        '100 per page',
      ],
    });
    expect(describeSearch({ ex: 'XYZ' })).toEqual({ title: 'No keywords', details: ['Exchange: XYZ'] });
    expect(describeSearch({ ex: 'xnas' })).toEqual({ title: 'No keywords', details: ['Exchange: xnas (NASDAQ, Nasdaq)'] });
  });
});
