import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import type { Exchange } from '@/api/request-log';
import { RequestItem } from './RequestItem';
import { checkRecord } from './schema-findings';

const failed: Exchange = {
  id: 7,
  method: 'GET',
  url: 'https://gw.test/openapi/ca/v2/events?ClientKey=k&EventStatus=Soon',
  path: '/openapi/ca/v2/events',
  group: 'ca',
  backend: 'gateway:https://gw.test#u',
  view: '/corporate-actions',
  startedAt: 1,
  state: 'failed',
  status: 400,
  durationMs: 42,
  size: 160,
  headers: [
    ['content-type', 'application/json; charset=utf-8'],
    ['x-correlation', 'abc#sim#9'],
  ],
  body: JSON.stringify({ ErrorCode: 'InvalidRequest', Message: 'The request is invalid.', ModelState: { EventStatus: ['Soon is not a valid EventStatus.'] } }),
  bodyCut: false,
};

describe('RequestItem', () => {
  it('shows the line at once and, opened, the decoded error with its ModelState, the correlation id and the hidden headers', async () => {
    render(
      <ol>
        <RequestItem record={failed} token={undefined} backend={failed.backend} demoBase="https://demo.refex.invalid" />
      </ol>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('400 Bad Request');
    expect(item).toHaveTextContent('42 ms · 160 B');
    expect(item).toHaveTextContent(failed.url);
    expect(within(item).queryByRole('term')).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Details' }));
    expect(
      within(item)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ErrorCode:', 'Message:', 'ModelState']);
    expect(item).toHaveTextContent('EventStatus: Soon is not a valid EventStatus.');
    expect(item).toHaveTextContent('X-Correlation: abc#sim#9');
    expect(item).toHaveTextContent(/Not shown: .*X-RateLimit-\*-Limit/);
    expect(within(item).getByRole('region', { name: 'Raw JSON' })).toHaveTextContent('"ErrorCode": "InvalidRequest"');
    expect(within(item).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the answer’s schema findings: where, the value, what the schema allows, and all of them on demand', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ Identifier: String(index), AssetType: 'Stock' }));
    const drift: Exchange = { ...failed, url: 'https://gw.test/openapi/ref/v1/instruments?Keywords=x', state: 'done', status: 200, body: JSON.stringify({ Data: rows }) };
    render(
      <ol>
        <RequestItem record={drift} check={checkRecord(drift)} token={undefined} backend={failed.backend} demoBase="https://demo.refex.invalid" />
      </ol>,
    );
    const item = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent('7 schema findings');
    expect(item).toHaveTextContent('against SummaryInfoList (4.1)');
    const list = within(item).getByRole('list', { name: `Schema findings of GET ${drift.url}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Data[0].Identifier · Wrong type: "0"Allowed: a whole number');
    await userEvent.click(within(item).getByRole('button', { name: 'Show all 7 findings' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says an answer matches its schema, and why another is not checked', () => {
    const clean: Exchange = { ...failed, state: 'done', status: 200, body: JSON.stringify({ Data: [] }) };
    const { unmount } = render(<RequestItem record={clean} check={checkRecord(clean)} token={undefined} backend={failed.backend} demoBase="" />);
    expect(screen.getByText('Schema check: matches EventList (4.8).')).toBeInTheDocument();
    unmount();
    const lost: Exchange = { ...failed, state: 'failed', status: 0, body: undefined };
    render(<RequestItem record={lost} check={checkRecord(lost)} token={undefined} backend={failed.backend} demoBase="" />);
    expect(screen.getByText('Schema check: not checked, no answer came.')).toBeInTheDocument();
  });
  it('copies a request of another backend or user without the token in hand, and says why', async () => {
    const user = userEvent.setup();
    const done: Exchange = { ...failed, state: 'done', status: 200, body: '{"Data":[]}' };
    const { unmount } = render(<RequestItem record={done} token="token-of-another-user" backend="gateway:https://gw.test#other" demoBase="" />);
    await user.click(screen.getByRole('button', { name: 'Copy as code' }));
    await user.click(await screen.findByRole('menuitem', { name: 'curl' }));
    expect(await screen.findByText(/^curl copied without your token, reading OPENAPI_TOKEN instead: .*another backend or user/)).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).not.toContain('token-of-another-user');
    expect(copied).toContain('$OPENAPI_TOKEN');
    unmount();
    // Its own backend's request gets the token.
    render(<RequestItem record={done} token="token-of-this-user" backend={done.backend} demoBase="" />);
    await user.click(screen.getByRole('button', { name: 'Copy as code' }));
    await user.click(await screen.findByRole('menuitem', { name: 'curl' }));
    expect(await screen.findByText('curl copied, with your token.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('Bearer token-of-this-user');
  });

  it("tells a wait in the app's line from the time the gateway took, in the line and in the details", async () => {
    const sent = new Date(2026, 10, 29, 9, 0, 3, 900).getTime();
    const queued: Exchange = { ...failed, state: 'done', status: 200, body: '{"Data":[]}', startedAt: sent, queuedMs: 3900, durationMs: 80 };
    render(
      <ol>
        <RequestItem record={queued} token={undefined} backend={failed.backend} demoBase="" origin={sent - 3900} />
      </ol>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent("Sent 09:00:03.900 (+3.90 s) · waited 3.90 s in the app's line for the gateway's quota, then 80 ms · 160 B");
    await userEvent.click(within(item).getByRole('button', { name: 'Details' }));
    expect(item).toHaveTextContent(
      "Sent at 09:00:03.900 after it waited 3.90 s in the app's line for the gateway's quota: the app paces its requests to keep within the gateway's request quotas. From sending to the answer's last byte: 80 ms.",
    );
  });

  it("tells a request still in the app's line, and one cancelled there, from one that was sent", async () => {
    const asked = new Date(2026, 10, 29, 9, 0, 1, 0).getTime();
    const pending: Exchange = {
      id: 7,
      method: 'GET',
      url: failed.url,
      path: failed.path,
      group: failed.group,
      backend: failed.backend,
      view: '/',
      startedAt: asked,
      state: 'pending',
    };
    const waiting: Exchange = { ...pending, inLine: true };
    const dropped: Exchange = { ...pending, id: 8, state: 'aborted', status: 0, unsent: true, startedAt: asked + 2500, queuedMs: 2500, durationMs: 0 };
    render(
      <ol>
        <RequestItem record={waiting} token={undefined} backend={failed.backend} demoBase="" origin={asked} />
        <RequestItem record={dropped} token={undefined} backend={failed.backend} demoBase="" origin={asked} />
      </ol>,
    );
    const [line, cancelled] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(line).toHaveTextContent("Waiting in the app's line");
    expect(line).toHaveTextContent('Asked 09:00:01.000 (+0 ms), not sent yet');
    expect(line).not.toHaveTextContent('Waiting for the answer');
    await userEvent.click(within(line).getByRole('button', { name: 'Details' }));
    expect(line).toHaveTextContent("Waiting in the app's line since 09:00:01.000, not sent yet");
    expect(cancelled).toHaveTextContent("Cancelled in the app's line: never sent");
    // Its wait, and no time from a sending that never happened.
    expect(cancelled).toHaveTextContent("Asked 09:00:01.000 (+0 ms), never sent · waited 2.50 s in the app's line for the gateway's quota");
    expect(cancelled).not.toHaveTextContent('then 0 ms');
    await userEvent.click(within(cancelled).getByRole('button', { name: 'Details' }));
    expect(cancelled).toHaveTextContent('so it was never sent. The gateway did not see it, and it counts in none of its quotas.');
    expect(cancelled).not.toHaveTextContent('before its answer came');
    expect(cancelled).not.toHaveTextContent('Sent at');
  });
});
