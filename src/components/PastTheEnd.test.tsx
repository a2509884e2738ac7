import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@/test/render';
import { PastTheEnd } from './PastTheEnd';

describe('PastTheEnd', () => {
  it('with the list’s size, says where the list ends and offers its first and last page', async () => {
    const onPage = vi.fn();
    render(<PastTheEnd skip={2000} top={100} total={1234} noun={['event', 'events']} onPage={onPage} />);
    expect(screen.getByText(/^Page 21 would start at row 2,001, but the list has 1,234 events on 13 pages\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page (13)' }));
    expect(onPage).toHaveBeenLastCalledWith(1200);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it('without it, or with one page, offers the first page only', () => {
    const { unmount } = render(<PastTheEnd skip={150} top={50} noun={['instrument', 'instruments']} onPage={() => undefined} />);
    expect(screen.getByText(/^The list ends before row 151\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /last page/ })).toBeNull();
    unmount();
    render(<PastTheEnd skip={50} top={50} total={1} noun={['event', 'events']} onPage={() => undefined} />);
    expect(screen.getByText(/the list has 1 event on 1 page\./)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Go to the first page']);
  });

  it('puts the last page at the last full multiple of the page size', async () => {
    const onPage = vi.fn();
    for (const total of [100, 101]) {
      const { unmount } = render(<PastTheEnd skip={500} top={50} total={total} noun={['event', 'events']} onPage={onPage} />);
      await userEvent.click(screen.getByRole('button', { name: /^Go to the last page/ }));
      unmount();
    }
    expect(onPage.mock.calls).toEqual([[50], [100]]);
  });
});
