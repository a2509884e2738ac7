import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import { diffJson, diffText } from '@/lib/json-diff';
import { DiffView, LISTED_DIFFERENCES } from './DiffView';

const before = {
  Data: [
    { EventId: 'A', Status: 'Active' },
    { EventId: 'B', Status: 'Active' },
  ],
  __count: 2,
};
const after = {
  __count: 2,
  Data: [
    { EventId: 'C', Status: 'Active' },
    { EventId: 'A', Status: 'Cancelled' },
  ],
};

describe('DiffView', () => {
  it('lists each difference with its kind in words, its path and both values, and counts them', () => {
    render(<DiffView before={before} after={after} beforeLabel="Previous answer" afterLabel="This answer" />);
    expect(screen.getByText(/3 differences \(1 changed, 1 added, 1 removed\)/)).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '+ addedData[0]This answer: {"EventId":"C","Status":"Active"}',
      '~ changedData[1].StatusPrevious answer: "Active"This answer: "Cancelled"',
      '- removedData[1]Previous answer: {"EventId":"B","Status":"Active"}',
    ]);
  });

  it('says "No differences" when the answers are equal but for order', () => {
    render(<DiffView before={before} after={{ Data: [...before.Data].reverse(), __count: 2 }} beforeLabel="Previous answer" afterLabel="This answer" />);
    expect(screen.getByText('No differences.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy differences' })).toBeNull();
  });

  it('shows the whole newer answer with its differences marked, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DiffView before={before} after={after} beforeLabel="Previous answer" afterLabel="This answer" />);
    const whole = screen.getByRole('button', { name: 'Whole answer' });
    expect(whole).toHaveAttribute('aria-pressed', 'false');
    whole.focus();
    await user.keyboard('{Enter}');
    expect(whole).toHaveAttribute('aria-pressed', 'true');
    const region = screen.getByRole('region', { name: /This answer, with its differences marked/ });
    expect(region.textContent).toContain('~       "Status": "Cancelled"   (was "Active")\n');
    expect(region.querySelectorAll('[data-mark="removed"]').length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Only differences' }));
    expect(screen.getByRole('list')).toBeInTheDocument();
  });

  it('copies the plain-text report', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<DiffView before={before} after={after} beforeLabel="Previous answer" afterLabel="This answer" />);
    await user.click(screen.getByRole('button', { name: 'Copy differences' }));
    expect(writeText).toHaveBeenCalledWith(diffText(diffJson(before, after)));
    expect(await screen.findByRole('status')).toHaveTextContent('3 differences copied.');
  });

  it('lists a bounded number of differences', () => {
    const many = Array.from({ length: LISTED_DIFFERENCES + 5 }, (_, index) => ({ Id: index, Value: 1 }));
    render(<DiffView before={many} after={many.map((item) => ({ ...item, Value: 2 }))} beforeLabel="Older" afterLabel="Newer" />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(LISTED_DIFFERENCES);
    expect(screen.getByText(new RegExp(`The first ${LISTED_DIFFERENCES} of ${LISTED_DIFFERENCES + 5} differences`))).toBeInTheDocument();
  });
});

describe('DiffView, a long text that changed', () => {
  it('strikes through the words gone and underlines the words new, saying so once; short values stay whole', () => {
    const narrative = (rate: string) => `The board declared an interim cash dividend of EUR ${rate} gross per share, payable to holders of record.`;
    const older = { Narrative: narrative('2.20'), State: 'Preliminary' };
    const newer = { Narrative: narrative('2.35'), State: 'Confirmed' };
    const { container } = render(<DiffView before={older} after={newer} beforeLabel="Previous answer" afterLabel="This answer" />);
    expect(screen.getByText(/the words struck through are gone and the words underlined are new/)).toBeInTheDocument();
    expect([...container.querySelectorAll('del')].map((element) => element.textContent)).toEqual(['2.20']);
    expect([...container.querySelectorAll('ins')].map((element) => element.textContent)).toEqual(['2.35']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // Each side still reads as its value.
    expect(items[0]?.textContent).toBe(`~ changedNarrativePrevious answer: ${JSON.stringify(older.Narrative)}This answer: ${JSON.stringify(newer.Narrative)}`);
    expect(items[1]?.textContent).toBe('~ changedStatePrevious answer: "Preliminary"This answer: "Confirmed"');
  });
});
