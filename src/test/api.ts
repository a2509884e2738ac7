import { createApiClient } from '@/api/client';

/**
 * An API client over a fake service for unit tests: each request is answered 200 with the JSON `answer` gives for its
 * URL (an empty list by default), and the URLs asked are recorded in order.
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
      return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, urls };
}
