import { describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, orderColumns, readColumns, writeColumns } from './columns';
import { parseEventId } from './load';
import { actionParams, calendarParams, dueThisWeekListParams, tabCountParams } from './queries';
import { demoDirectory } from '@/sim/browser/transport';
import { choicesFromHoldings, demoChoices as demoChoicesOf, withValue } from './whose';

const demoChoices = (clientKey: string | undefined) => demoChoicesOf(demoDirectory(), clientKey);

const NOW = new Date('2026-03-10T23:30:00Z');

describe('requests besides the page', () => {
  it('counts a tab with the same filters, one row, no sorting or paging', () => {
    const search = { q: 'novo', kind: 'Voluntary', sort: 'EventId' as const, dir: 'Asc' as const, skip: 200, top: 50, status: 'Past' as const, client: 'C' };
    expect(tabCountParams(search, 'Upcoming')).toEqual({ ClientKey: 'C', Keywords: 'novo', CorporateActionTypes: ['Voluntary'], EventStatus: 'Upcoming', $top: 1 });
    expect(tabCountParams(search, undefined)).toEqual({ ClientKey: 'C', Keywords: 'novo', CorporateActionTypes: ['Voluntary'], $top: 1 });
  });

  it('asks for what can need an election, from today on, for the selection only when counting the week', () => {
    expect(dueThisWeekListParams({ client: 'C', group: 'G', subs: true, q: 'ignored', types: 'DVCA', action: 'week' }, NOW)).toEqual({
      ClientKey: 'C',
      AccountGroupKey: 'G',
      IncludeSubAccounts: true,
      CorporateActionTypes: ['Voluntary'],
      ElectionStatuses: ['NotElected', 'PartialElected'],
      EventStates: ['Preliminary', 'Confirmed', 'Approved'],
      FromDeadlineDate: '2026-03-10',
    });
    // The view's own filters apply; a later start is kept, an earlier one moves to today.
    expect(actionParams({ q: 'novo', states: 'Confirmed', deadlineFrom: '2026-04-01', status: 'Past' }, NOW)).toEqual({
      Keywords: 'novo',
      CorporateActionTypes: ['Voluntary'],
      ElectionStatuses: ['NotElected', 'PartialElected'],
      EventStates: ['Confirmed'],
      FromDeadlineDate: '2026-04-01',
    });
    expect(actionParams({ deadlineFrom: '2026-01-01' }, NOW).FromDeadlineDate).toBe('2026-03-10');
  });

  it('gives the calendar the whole filtered list (the tab included, no paging)', () => {
    expect(calendarParams({ status: 'Active', exFrom: '2026-01-01', top: 25, skip: 50, sort: 'EventId' })).toEqual({ EventStatus: 'Active', FromExDate: '2026-01-01' });
  });

  it('reads an event id from the address', () => {
    expect(parseEventId(' 9501103 ')).toBe('9501103');
    expect(parseEventId('')).toBeUndefined();
    expect(parseEventId('../x')).toBeUndefined();
    expect(parseEventId('x'.repeat(65))).toBeUndefined();
  });
});

describe('the column choice', () => {
  const memory = () => {
    const store = new Map<string, string>();
    return { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  };

  it('keeps the choice, in table order, the event id always', () => {
    const storage = memory();
    expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    writeColumns(storage, ['status', 'type']);
    expect(readColumns(storage)).toEqual(['eventId', 'type', 'status']);
    expect(orderColumns(['affected', 'eventId', 'instrument'])).toEqual(['eventId', 'instrument', 'affected']);
  });

  it('falls back to the default for junk', () => {
    for (const junk of ['not json', '{"a":1}', '["nope"]', '[]']) {
      const storage = memory();
      storage.setItem(COLUMNS_STORAGE_KEY, junk);
      expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    }
    expect(readColumns(undefined)).toEqual([...DEFAULT_COLUMNS]);
  });
});

describe('whose events', () => {
  it('names the demo clients, the chosen client’s accounts (sub-accounts marked) and its groups', () => {
    const own = demoChoices(undefined);
    expect(own.clients.length).toBeGreaterThan(1);
    expect(own.clients.find((client) => client.value === own.ownClient)?.label).toMatch(/\(own client\)$/);
    const other = own.clients.find((client) => client.value !== own.ownClient)?.value as string;
    const choices = demoChoices(other);
    expect(choices.accounts.length).toBeGreaterThan(0);
    expect(choices.accounts.some((account) => / · under /.test(account.label))).toBe(true);
    expect(choices.groups.length).toBeGreaterThan(0);
    expect(demoChoices('unknown').accounts).toEqual([]);
  });

  it('learns clients and accounts from holdings, tolerating junk', () => {
    const choices = choicesFromHoldings(
      [
        { Holdings: [{ ClientKey: 'C1', ClientName: 'Client one', AccountKey: 'A1', AccountDisplayName: 'Main', AccountId: '123' }, null as never, { ClientKey: 'C2', AccountKey: 'A2' }] },
        { Holdings: 'junk' as never },
      ],
      'C1',
    );
    expect(choices.clients).toEqual([
      { value: 'C1', label: 'Client one' },
      { value: 'C2', label: 'C2' },
    ]);
    expect(choices.accounts).toEqual([{ value: 'A1', label: 'Main · 123' }]);
    expect(withValue(choices.accounts, 'typed')).toEqual([...choices.accounts, { value: 'typed', label: 'typed' }]);
  });
});
