import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { namesNoView, openingAddress } from './opening';

const now = new Date('2026-11-20T10:00:00Z');
const open = {
  EventId: '1',
  CorporateActionType: 'Voluntary',
  EventState: 'Confirmed',
  ElectionStatus: 'NotElected',
  Options: [{ OptionId: '1', Deadline: { Date: '2026-11-25T12:00:00Z' } }],
};
const elected = { ...open, EventId: '2', ElectionStatus: 'Elected' };

function api(answer: () => Response) {
  let asked = 0;
  const client = createApiClient({
    key: 'test',
    baseUrl: 'https://gw.test',
    token: 't',
    fetch: async () => {
      asked += 1;
      return answer();
    },
  });
  return { client, asked: () => asked };
}
const events = (data: unknown[]) => () => new Response(JSON.stringify({ Data: data, __count: data.length }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('which view the inbox opens on', () => {
  it('only an address that names no view (whose events at most) is opened on a choice', () => {
    expect(namesNoView({})).toBe(true);
    expect(namesNoView({ client: 'C', subs: true })).toBe(true);
    expect(namesNoView({ status: 'Past' })).toBe(false);
    expect(namesNoView({ client: 'C', payFrom: '2026-11-20' })).toBe(false);
    expect(namesNoView({ changed: true })).toBe(false);
  });

  it('before any choice: Action needed when an election needs action, else the list', async () => {
    const due = api(events([open, elected]));
    expect(await openingAddress(new QueryClient(), due.client, { client: 'C' }, now, undefined)).toEqual({ client: 'C', action: 'open' });
    const none = api(events([elected]));
    expect(await openingAddress(new QueryClient(), none.client, {}, now, undefined)).toBeUndefined();
    const failing = api(() => new Response('', { status: 400 }));
    expect(await openingAddress(new QueryClient({ defaultOptions: { queries: { retry: false } } }), failing.client, {}, now, undefined)).toBeUndefined();
  });

  it('the user’s last choice, without asking the service', async () => {
    const service = api(events([open]));
    expect(await openingAddress(new QueryClient(), service.client, {}, now, 'action')).toEqual({ action: 'open' });
    expect(await openingAddress(new QueryClient(), service.client, {}, now, 'list')).toBeUndefined();
    expect(await openingAddress(new QueryClient(), service.client, { status: 'Past' }, now, undefined)).toBeUndefined();
    expect(service.asked()).toBe(0);
  });
});
