import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { createTestSimulator, TEST_GATEWAY } from '@/sim/testing';
import { MAX_EVENTS, MAX_VERSIONS, parseHistory, recordVersions, timeline, timelineCsv, type HistoryStore } from './history';

const event = (id: string, state: string, net = 1): CorporateActionEvent =>
  ({ EventId: id, EventState: state, Options: [{ OptionId: '1', IsDefault: true, NetRate: net, CashMovements: [{ Currency: 'EUR' }] }] }) as unknown as CorporateActionEvent;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe('the versions of an event this browser has seen', () => {
  it('keeps the first version, and another only when a key field differs', () => {
    const first = recordVersions({}, [event('1', 'Preliminary')], at(8));
    expect(first['1']).toHaveLength(1);
    expect(recordVersions(first, [event('1', 'Preliminary')], at(9))).toBe(first);
    const second = recordVersions(first, [event('1', 'Confirmed', 1.2)], at(10));
    expect(second['1']?.map((version) => version.seen)).toEqual([at(8).toISOString(), at(10).toISOString()]);
    const entries = timeline(second['1'] ?? []);
    expect(entries[0]?.changes).toEqual([]);
    expect(entries[1]?.changes).toEqual([
      ['State', 'Preliminary', 'Confirmed'],
      ['Rate', 'EUR 1 net', 'EUR 1.2 net'],
    ]);
    const csv = timelineCsv('1', second['1'] ?? []);
    expect(csv.split('\r\n')[0]).toBe('Event,First seen in this browser,Field,Before,After');
    expect(csv).toContain(`1,${at(10).toISOString()},State,Preliminary,Confirmed`);
    // Service text that starts like a formula is defused, as in every export.
    expect(timelineCsv('2', recordVersions({}, [{ ...event('2', '=HYPERLINK("x")') }], at(8))['2'] ?? [])).toContain(`,State,,"'=HYPERLINK(""x"")"`);
  });

  it('writes days as ISO days in the CSV, as the other exports write them', () => {
    const dated = (ex: string) => ({ ...event('3', 'Confirmed'), Ex: { Date: ex } }) as CorporateActionEvent;
    let store = recordVersions({}, [dated('2026-12-10')], at(8));
    store = recordVersions(store, [dated('2026-12-11')], at(9));
    expect(timeline(store['3'] ?? [])[1]?.changes).toEqual([['Ex date', '10 Dec 2026', '11 Dec 2026']]);
    const rows = timelineCsv('3', store['3'] ?? []).split('\r\n');
    expect(rows).toContain(`3,${at(8).toISOString()},Ex date,,2026-12-10`);
    expect(rows).toContain(`3,${at(9).toISOString()},Ex date,2026-12-10,2026-12-11`);
    // A day the first version lacked is left empty.
    expect(rows).toContain(`3,${at(8).toISOString()},Pay date,,`);
  });

  it('is bounded: the last versions of an event, the events seen most recently', () => {
    let store: HistoryStore = {};
    for (let index = 0; index < MAX_VERSIONS + 5; index += 1) store = recordVersions(store, [event('1', 'Confirmed', index)], new Date(Date.UTC(2026, 0, 1, 0, index)));
    expect(store['1']).toHaveLength(MAX_VERSIONS);
    expect(store['1']?.[0]?.fields.Rate).toBe('EUR 5 net');
    const many = Array.from({ length: MAX_EVENTS + 3 }, (_, index) => event(String(index + 10), 'Confirmed'));
    store = recordVersions(store, many.slice(0, 3), at(1));
    store = recordVersions(store, many.slice(3), at(2));
    expect(Object.keys(store)).toHaveLength(MAX_EVENTS);
    // Those seen longest ago went first: event 1 (2026-01-01) and the first three of the batch.
    expect(store['1']).toBeUndefined();
    expect(store['10']).toBeUndefined();
    expect(store[String(MAX_EVENTS + 12)]).toBeDefined();
  });

  it('reads what it kept and drops junk', () => {
    expect(parseHistory({ 1: [{ seen: 'x', fields: { State: 'A', Bad: 3 } }, { seen: 5 }], 2: 'no', 3: [] })).toEqual({ 1: [{ seen: 'x', fields: { State: 'A' } }] });
    expect(parseHistory('junk')).toEqual({});
  });

  it('over the simulator’s daily revisions, each revised event gets its second version, the one announced its first, and no other event', () => {
    let store: HistoryStore = {};
    for (const hour of [9, 11, 13, 15, 17]) {
      const simulator = createTestSimulator(at(hour));
      const answer = simulator.handle({ method: 'GET', url: `${TEST_GATEWAY}/openapi/ca/v2/events?$top=1000`, headers: { authorization: 'Bearer demo' } });
      const events = (JSON.parse(String(answer.body)) as { Data: CorporateActionEvent[] }).Data;
      store = recordVersions(store, events, at(hour));
    }
    const revised = Object.entries(store).filter(([, versions]) => versions.length > 1);
    expect(Object.fromEntries(revised.map(([id, versions]) => [id, versions.map((version) => version.seen.slice(11, 13))]))).toEqual({
      9501121: ['09', '11'],
      9501122: ['09', '13'],
      9501123: ['09', '15'],
      9501124: ['09', '17'],
    });
    expect(store['9501125']?.map((version) => version.seen.slice(11, 13))).toEqual(['15']);
    expect(timeline(store['9501123'] ?? [])[1]?.changes).toContainEqual(['State', 'Confirmed', 'Withdrawn']);
    expect(timeline(store['9501121'] ?? [])[1]?.changes).toContainEqual(['State', 'Preliminary', 'Confirmed']);
  });
});
