import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { setDemoFetch } from '@/api/backend';
import { render, screen, waitFor } from '@/test/render';
import { EveryPage } from './EveryPage';

/** A list of 250 rows in pages of 100; the second page waits for `release()`. */
function installService() {
  const urls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  setDemoFetch(async (input) => {
    urls.push(input);
    const url = new URL(input);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    if (skip === 100) await gate;
    const data = Array.from({ length: Math.min(100, 250 - skip) }, (_, index) => ({ Uic: skip + index, Symbol: `S${skip + index}` }));
    const next = new URL(url);
    next.searchParams.set('$skip', String(skip + 100));
    return new Response(JSON.stringify({ __count: 250, Data: data, ...(skip + 100 < 250 ? { __next: next.href } : {}) }), { status: 200 });
  });
  return { urls, release: () => release() };
}

/** A view that builds its list anew at every render, as the pages do. */
function View() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <Button onClick={() => setRenders((value) => value + 1)}>Render again ({renders})</Button>
      <EveryPage list={{ path: '/openapi/ref/v1/instruments', query: { Keywords: 'x' }, mode: 'next', pageSize: 100 }} noun="instruments" fileName="test" />
    </>
  );
}

describe('Fetch every page', { timeout: 20_000 }, () => {
  it('runs once to the end, with progress against __count, though the view renders again meanwhile', async () => {
    const service = installService();
    const user = userEvent.setup();
    render(<View />);
    await user.click(screen.getByRole('button', { name: 'Fetch every page' }));
    await screen.findByText(/^Fetched 100 of 250 instruments/, undefined, { timeout: 10_000 });
    expect(screen.getByRole('progressbar', { name: 'Every page: instruments fetched' })).toHaveAttribute('aria-valuenow', '100');
    // The focus is in the popover, on its first control.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
    // Closing the popover (Escape) gives the focus back to the button; a render of the view leaves the run going.
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Every page: 40%' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Render again/ }));
    service.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Every page: 250 instruments' })).toBeInTheDocument());
    expect(service.urls.map((url) => new URL(url).searchParams.get('$skip'))).toEqual([null, '100', '200']);

    // From the keyboard, the same button opens it again; Escape closes it.
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus in the popover when the run ends under it, and gives it back to the button on Close', async () => {
    const service = installService();
    const user = userEvent.setup();
    render(<View />);
    const button = screen.getByRole('button', { name: 'Fetch every page' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus(), { timeout: 10_000 });
    // Stop goes with the run it stopped: the focus moves on to the next control, not to the page.
    service.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveFocus(), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fetch every page' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Fetch every page' })).toBe(button);
  });

  it('says so when the runner’s code does not come, where it would show', async () => {
    vi.resetModules();
    vi.doMock('./every-page/EveryPageRunner', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { EveryPage: Fresh } = await import('./EveryPage');
      const user = userEvent.setup();
      render(<Fresh list={{ path: '/openapi/ref/v1/instruments', query: { Keywords: 'x' }, mode: 'next', pageSize: 100 }} noun="instruments" fileName="test" />);
      await user.click(screen.getByRole('button', { name: 'Fetch every page' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('did not load');
      expect(screen.queryByText('Loading…')).toBeNull();
    } finally {
      vi.doUnmock('./every-page/EveryPageRunner');
    }
  });
});
