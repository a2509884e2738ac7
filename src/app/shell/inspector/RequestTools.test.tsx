import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import { DEMO_BASE_URL, setDemoFetch } from '@/api/backend';
import { requestLog, type Exchange } from '@/api/request-log';
import { RequestTools } from './RequestTools';
import { sentFrom } from './send';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ Identifier: index + 1, Description: `Row ${index + 1}` }));

/** A finished demo-mode search of `top` rows, as the log holds it. */
function searchRecord(top: number, backend = 'demo:demo', base = DEMO_BASE_URL): Exchange {
  return {
    id: 9000 + top,
    method: 'GET',
    url: `${base}/openapi/ref/v1/instruments?Keywords=shell&$top=${top}`,
    path: '/openapi/ref/v1/instruments',
    group: 'ref',
    backend,
    view: '/?q=shell',
    startedAt: Date.now(),
    state: 'done',
    status: 200,
    durationMs: 12,
    body: JSON.stringify({ Data: rows(top) }),
    size: 100,
  };
}

describe('RequestTools', () => {
  it('sends an edited request through the app’s client, and shows the new answer beside the last one with the differences', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    setDemoFetch((input, init) => {
      asked.push({ url: input, authorization: new Headers(init?.headers).get('Authorization') });
      const top = Number(new URL(input).searchParams.get('$top'));
      return Promise.resolve(new Response(JSON.stringify({ Data: rows(top) }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    render(<RequestTools record={searchRecord(3)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit and send again' }));
    const panel = screen.getByRole('region', { name: 'Edit and send again' });
    expect(within(panel).getByRole('textbox', { name: 'Path' })).toHaveValue('/openapi/ref/v1/instruments');
    const top = within(panel).getByRole('textbox', { name: 'Value of $top' });
    await userEvent.clear(top);
    await userEvent.type(top, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await within(panel).findByText(/^New answer: 200 OK, in [\d.]+ m?s\.$/)).toBeInTheDocument();
    expect(asked).toEqual([{ url: `${DEMO_BASE_URL}/openapi/ref/v1/instruments?Keywords=shell&$top=2`, authorization: 'Bearer demo' }]);
    // In the log, marked as the inspector's.
    const sent = requestLog.snapshot().at(-1);
    expect(sent?.url).toBe(asked[0]?.url);
    expect(sent && sentFrom(sent)).toBe('resend');
    // The last answer had a third row.
    const result = within(panel).getByRole('region', { name: 'The new answer beside the last one' });
    expect(within(result).getByText(/^Last answer → New answer: /)).toHaveTextContent('1 difference (0 changed, 0 added, 1 removed)');
    expect(within(result).getByRole('list', { name: /^Last answer → New answer/ })).toHaveTextContent('- removedData[2]Last answer: {"Identifier":3,"Description":"Row 3"}');
  });

  it('offers the comparison with the simulator for a gateway’s request only, and the type for a JSON answer only', () => {
    const { unmount } = render(<RequestTools record={searchRecord(1)} />);
    expect(screen.queryByRole('button', { name: 'Compare with the simulator' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy TypeScript type' })).toBeInTheDocument();
    unmount();
    const gateway = { ...searchRecord(1, 'gateway:https://gw.test#u', 'https://gw.test'), body: '' };
    render(<RequestTools record={gateway} />);
    expect(screen.getByRole('button', { name: 'Compare with the simulator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit and send again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy TypeScript type' })).toBeNull();
  });

  it('offers nothing to send for a URL outside the service’s paths', () => {
    render(<RequestTools record={{ ...searchRecord(1), url: 'https://gw.test/elsewhere', body: '' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
