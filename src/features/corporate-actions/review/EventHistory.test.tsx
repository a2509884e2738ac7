import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@/test/render';
import { EventHistory } from './EventHistory';

describe('clearing the review marks and versions', () => {
  afterEach(() => localStorage.clear());

  it('hands the focus on as its buttons come and go: to the safe choice, back to the opener, to the section', () => {
    render(<EventHistory event={{ EventId: '9501101' }} />);
    const opener = () => screen.getByRole('button', { name: 'Clear review marks and versions…' });
    opener().focus();
    fireEvent.click(opener());
    expect(screen.getByRole('button', { name: 'Keep them' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(opener()).toHaveFocus();
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Clear them' }));
    expect(screen.getByRole('region', { name: 'What the service said' })).toHaveFocus();
  });
});
