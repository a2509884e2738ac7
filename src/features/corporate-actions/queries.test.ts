import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/api';
import { inboxRequests, loadInbox } from './load';
import { actionParams, COUNTED_STATUSES, dueThisWeekParams, inboxQueries } from './queries';
import type { InboxSearch } from './url';

const now = new Date('2026-11-20T10:00:00Z');

const setup = () => fakeApi();

const keyOf = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe('the inbox requests, listed once', () => {
  it('lists the view’s list, the lookup, a count per status tab, the selection’s open elections and the strip’s counts, from the page’s own query options', () => {
    const { api } = setup();
    const search: InboxSearch = { q: 'shell' };
    const queries = inboxQueries.address(api, search, now);
    const requests = inboxRequests(api, search, now);
    const warnings = inboxQueries.warnings(api, search, now);
    expect(requests.map(keyOf)).toEqual([queries.page, queries.lookup, ...queries.counts, queries.due, warnings.paying, warnings.preliminary].map(keyOf));
    expect(queries.counts).toHaveLength(COUNTED_STATUSES.length);
    expect(keyOf(inboxRequests(api, { ...search, action: 'open' }, now)[0]!)).toBe(keyOf(queries.action));
    expect(keyOf(inboxRequests(api, { ...search, view: 'calendar' }, now)[0]!)).toBe(keyOf(queries.calendar));
    expect(keyOf(inboxRequests(api, { ...search, changed: true }, now)[0]!)).toBe(keyOf(queries.changed));
  });

  it('each of the strip’s counts is read from the list its link opens', () => {
    const { api } = setup();
    const search: InboxSearch = { client: 'C1', q: 'shell', status: 'Past', dueIn: 5 };
    const warnings = inboxQueries.warnings(api, search, now);
    const opened = (link: InboxSearch) => inboxQueries.address(api, link, now);
    // The service's counts: the All tab's count of the list opened.
    expect(keyOf(warnings.paying)).toBe(keyOf(opened(warnings.links.paying).counts[0]!));
    expect(keyOf(warnings.preliminary)).toBe(keyOf(opened(warnings.links.preliminary).counts[0]!));
    // The whole lists behind the review marks: the very list the opened page picks from.
    expect(keyOf(warnings.changed)).toBe(keyOf(opened(warnings.links.changed).changed));
    expect(keyOf(warnings.withdrawn)).toBe(keyOf(opened(warnings.links.withdrawn).changed));
    // The watched events, before a review and after one (then only those new or changed).
    expect(keyOf(warnings.watched)).toBe(keyOf(opened(warnings.links.watched).changed));
    expect(keyOf(warnings.watched)).toBe(keyOf(opened({ ...warnings.links.watched, changed: true }).changed));
    // The open elections: the list the action view reads, for the selection alone.
    expect(keyOf(inboxQueries.address(api, search, now).due)).toBe(keyOf(opened(warnings.links.due).action));
  });

  it('the loader starts exactly those requests, each once', async () => {
    const { api, urls } = setup();
    const queryClient = new QueryClient();
    const search: InboxSearch = { q: 'shell' };
    loadInbox(queryClient, api, search, now);
    const started = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(started.sort()).toEqual(inboxRequests(api, search, now).map(keyOf).sort());
    await Promise.all(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('the open elections', () => {
  const NOW = new Date('2026-03-10T23:30:00Z');

  it('asks for what can need an election, from today on, for the selection only when counting the week', () => {
    expect(dueThisWeekParams({ client: 'C', group: 'G', subs: true, q: 'ignored', types: 'DVCA', action: 'week' }, NOW)).toEqual({
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
});
