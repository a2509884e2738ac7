import { createApiClient } from '@/api/client';

/**
 * An API client over a fake service for unit tests: `answer` gives each request's answer from its URL, as a Response
 * of its own (any status) or as JSON answered 200 (an empty list by default), at once or later; the URLs asked are
 * recorded in order.
 */
export function fakeApi(answer: (url: URL) => unknown = () => ({ Data: [] })) {
  const urls: string[] = [];
  const api = createApiClient({
    key: 'test',
    baseUrl: 'https://gw.test',
    token: 't',
    fetch: async (input) => {
      const url = new URL(String(input));
      urls.push(url.href);
      const answered: unknown = await answer(url);
      return answered instanceof Response ? answered : new Response(JSON.stringify(answered), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, urls };
}
