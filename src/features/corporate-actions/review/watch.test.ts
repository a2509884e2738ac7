import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { isWatched, parseWatchedEvents, watchedEvents, watchedInstruments } from './watch';

const event = (EventId: string, Uic: number, AssetType = 'Stock'): CorporateActionEvent => ({ EventId, Uic, AssetType });

describe('watched events', () => {
  it('reads the stored ids defensively', () => {
    expect(parseWatchedEvents('["9501101","9501101","../x",7,"6283257"]')).toEqual(['9501101', '6283257']);
    expect(parseWatchedEvents('{}')).toEqual([]);
    expect(parseWatchedEvents('oops')).toEqual([]);
    expect(parseWatchedEvents(null)).toEqual([]);
  });

  it('watches an event by its id, or by its instrument on any watchlist (asset types in any case)', () => {
    const instruments = watchedInstruments([
      {
        id: 'a',
        name: 'A',
        items: [
          { kind: 'instrument', uic: 211, assetType: 'Stock' },
          { kind: 'root', id: 5 },
        ],
        labels: {},
      },
      { id: 'b', name: 'B', items: [{ kind: 'instrument', uic: 36611, assetType: 'Etf' }], labels: {} },
    ]);
    expect([...instruments]).toEqual(['211:stock', '36611:etf']);
    const watch = { events: new Set(['1']), instruments };
    expect(isWatched(event('1', 999), watch)).toBe(true);
    expect(isWatched(event('2', 211, 'STOCK'), watch)).toBe(true);
    expect(isWatched(event('3', 211, 'Bond'), watch)).toBe(false);
    expect(isWatched({ EventId: '4' }, watch)).toBe(false);
    expect(watchedEvents([event('1', 1), event('2', 36611, 'Etf'), event('3', 2)], watch).map((entry) => entry.EventId)).toEqual(['1', '2']);
  });
});
