import { beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import { requestLog, type Exchange } from '@/api/request-log';
import { AnswerHistory } from './AnswerHistory';

const URL_A = 'https://demo.refex.invalid/openapi/ca/v2/events/9501122';

function answer(body: unknown, url = URL_A, backend = 'demo:demo'): Exchange {
  const id = requestLog.start({ url, backend });
  requestLog.finish(id, { state: 'done', status: 200, body: JSON.stringify(body) });
  return requestLog.snapshot().find((record) => record.id === id)!;
}

beforeEach(() => requestLog.clear());

// jsdom has no IndexedDB: the history offers this page's answers from the log, as a browser that refuses storage would.
describe('AnswerHistory', () => {
  it('lists the earlier answers of the same address and backend within a page’s life, and compares the previous one', async () => {
    const user = userEvent.setup();
    answer({ Options: [{ GrossRate: 2.1 }] });
    answer({ Secret: true }, URL_A, 'gateway:https://gw.test#u1');
    answer({}, `${URL_A}?other=1`);
    answer({ Options: [{ GrossRate: 2.2 }] });
    const latest = answer({ Options: [{ GrossRate: 2.35 }] });
    render(<AnswerHistory record={latest} />);
    const section = await screen.findByRole('region', { name: 'Earlier answers (2)' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Compare with previous answer' }));
    const differences = await within(section).findByRole('list', { name: /^Previous answer .* → This answer/ });
    expect(
      within(differences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^~ changedOptions\[0\]\.GrossRate.*: 2\.2.*: 2\.35$/)]);

    const earliest = within(section).getAllByRole('button', { name: /^Open the answer of / })[1]!;
    await user.click(earliest);
    expect(JSON.parse((await within(section).findByRole('region', { name: /^The answer of / })).textContent ?? '')).toEqual({ Options: [{ GrossRate: 2.1 }] });
  });

  it('says when there is no earlier answer, and shows nothing for a request without a whole answer', async () => {
    const only = answer({ A: 1 });
    const { unmount } = render(<AnswerHistory record={only} />);
    expect(await screen.findByRole('region', { name: 'Earlier answers (0)' })).toHaveTextContent(/None kept/);
    expect(screen.queryByRole('button', { name: 'Compare with previous answer' })).toBeNull();
    unmount();
    const pending = requestLog.start({ url: URL_A, backend: 'demo:demo' });
    render(<AnswerHistory record={requestLog.snapshot().find((record) => record.id === pending)!} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Earlier answers/)).toBeNull();
  });
});
