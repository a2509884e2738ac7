import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { fakeApi } from '@/test/api';
import { loadEvent, parseEventId } from './load';
import { eventQueries } from './queries';

describe('the event page', () => {
  it('reads an event id from the address', () => {
    expect(parseEventId(' 9501103 ')).toBe('9501103');
    expect(parseEventId('')).toBeUndefined();
    expect(parseEventId('../x')).toBeUndefined();
    expect(parseEventId('x'.repeat(65))).toBeUndefined();
  });
});

describe('the event page’s loader', () => {
  const now = new Date('2026-12-21T09:00:00Z');
  const open: CorporateActionEvent = {
    EventId: 'E1',
    Uic: 211,
    AssetType: 'Stock',
    CorporateActionType: 'Voluntary',
    EventState: 'Confirmed',
    ElectionStatus: 'NotElected',
    Options: [{ OptionId: '1', Deadline: { Date: '2026-12-28' } }],
  };

  function setup(event: CorporateActionEvent) {
    const { api, urls } = fakeApi((url) => (url.pathname.includes('/events/') ? event : { Sessions: [] }));
    return { api, urls, queryClient: new QueryClient() };
  }

  it('starts an open election’s instrument schedule as soon as the event is in, in the page’s own query', async () => {
    const { api, urls, queryClient } = setup(open);
    await loadEvent(queryClient, api, 'E1', {}, now);
    // Sent before the loader returns, so before the page draws the event.
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/\/ref\/v1\/instruments\/tradingschedule\/211\/Stock$/);
    const holidays = eventQueries.holidays(api, { uic: 211, assetType: 'Stock' });
    await expect.poll(() => queryClient.getQueryState(holidays.queryKey)?.status).toBe('success');
  });

  it('asks nothing more for a mandatory event, a closed election or an event without a usable instrument', async () => {
    for (const event of [
      { ...open, CorporateActionType: 'Mandatory' },
      { ...open, ElectionStatus: 'Elected' },
      { ...open, Options: [{ OptionId: '1', Deadline: { Date: '2026-12-01' } }] },
      { ...open, Uic: 0 },
      { ...open, AssetType: ' ' },
    ] satisfies CorporateActionEvent[]) {
      const { api, urls, queryClient } = setup(event);
      await loadEvent(queryClient, api, 'E1', {}, now);
      expect(urls, JSON.stringify(event)).toHaveLength(1);
    }
  });
});
