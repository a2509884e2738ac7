import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { exchangeRecord } from '@/test/exchange';
import { render, screen, within } from '@/test/render';
import { Waterfall } from './Waterfall';

const record = (id: number, startedAt: number, durationMs: number) => exchangeRecord({ id, view: '/x', url: `https://gw.test/openapi/ref/v1/x?n=${id}`, startedAt, durationMs });

describe('Waterfall', () => {
  it('draws bursts with quiet between them as parts, each with a heading and its own axis; offsets stay from the first request', async () => {
    const start = new Date(2026, 10, 29, 9, 0, 0, 0).getTime();
    const later = start + 125_000;
    render(<Waterfall records={[record(1, start, 300), record(2, start + 100, 400), record(3, later, 200)]} view="/x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the waterfall' }));
    const table = screen.getByRole('table', { name: /^Waterfall of \/x: 3 requests in 2 bursts, each on its own time axis, from 09:00:00\.000$/ });
    const headings = within(table).getAllByRole('rowheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Burst 1: 2 requests over 500 ms, from 09:00:00.000 (+0 ms)',
      'Burst 2, after 2 min 4.5 s with no request: 1 request over 200 ms, from 09:02:05.000 (+2 min 5.0 s)',
    ]);
    // Numbered and timed across the parts, from the view's first request.
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(within(last).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(last).getAllByRole('cell')[2]).toHaveTextContent('+2 min 5.0 s09:02:05.000');
  });

  it('keeps one axis in the header when the requests come in one burst', async () => {
    const start = new Date(2026, 10, 29, 9, 0, 0, 0).getTime();
    render(<Waterfall records={[record(1, start, 300), record(2, start + 100, 400)]} view="/x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the waterfall' }));
    const table = screen.getByRole('table', { name: 'Waterfall of /x: 2 requests over 500 ms, from 09:00:00.000' });
    expect(within(table).queryAllByRole('rowheader')).toEqual([]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it("gives a request that waited in the app's line its wait beside its time, and draws it before its bar", async () => {
    const start = new Date(2026, 10, 29, 9, 0, 0, 0).getTime();
    const queued = exchangeRecord({ id: 2, view: '/x', url: 'https://gw.test/openapi/ref/v1/x?n=2', startedAt: start + 3900, queuedMs: 3900, durationMs: 80 });
    render(<Waterfall records={[record(1, start, 100), queued]} view="/x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the waterfall' }));
    const table = screen.getByRole('table', {
      name: "Waterfall of /x: 2 requests over 3.98 s, from 09:00:00.000; a lighter segment before a bar is its wait in the app's line for the gateway's quota",
    });
    const cells = within(within(table).getAllByRole('row').at(-1)!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('+3.90 s09:00:03.900');
    expect(cells[3]).toHaveTextContent("80 msafter 3.90 s in the app's line");
    // The wait, then the bar where it ends.
    const [wait, bar] = [...cells[5]!.querySelectorAll('span')] as HTMLElement[];
    expect([wait?.style.left, wait?.style.width, bar?.style.left]).toEqual(['0%', `${(3900 / 3980) * 100}%`, `${(3900 / 3980) * 100}%`]);
  });

  it("says a request in the app's line is not sent yet and one cancelled there never was, and draws their wait without a bar", async () => {
    const start = new Date(2026, 10, 29, 9, 0, 0, 0).getTime();
    const dropped = exchangeRecord({
      id: 2,
      view: '/x',
      url: 'https://gw.test/openapi/ref/v1/x?n=2',
      startedAt: start + 2500,
      queuedMs: 2500,
      durationMs: 0,
      state: 'aborted',
      status: 0,
      unsent: true,
    });
    const waiting = exchangeRecord({
      id: 3,
      view: '/x',
      url: 'https://gw.test/openapi/ref/v1/x?n=3',
      startedAt: Date.now() - 1500,
      state: 'pending',
      status: undefined,
      inLine: true,
    });
    render(<Waterfall records={[record(1, start, 100), dropped]} view="/x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the waterfall' }));
    const rows = within(screen.getByRole('table', { name: /a lighter segment before a bar is its wait in the app's line/ })).getAllByRole('row');
    const cells = within(rows.at(-1)!).getAllByRole('cell');
    expect(cells.slice(2, 5).map((cell) => cell.textContent)).toEqual(['Never', "2.50 s in the app's line", "Cancelled in the app's line: never sent"]);
    expect(cells[5]!.querySelectorAll('span')).toHaveLength(1);

    render(<Waterfall records={[waiting]} view="/y" />);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Show the waterfall' }).at(-1)!);
    const line = within(screen.getByRole('table', { name: /^Waterfall of \/y/ }))
      .getAllByRole('row')
      .at(-1)!;
    const [, , sent, took, outcome] = within(line).getAllByRole('cell');
    expect([sent?.textContent, outcome?.textContent]).toEqual(['Not yet', "Waiting in the app's line"]);
    // Its wait so far: the 1.5 s it waited before the render, and whatever a slow machine took since.
    const waited = /^(\d+\.\d\d) s in the app's line so far$/.exec(took?.textContent ?? '');
    expect(Number(waited?.[1])).toBeGreaterThanOrEqual(1.5);
  });
});
