import { describe, expect, it } from 'vitest';
import { wordChanges, type TextPart } from './word-diff';

const text = (parts: readonly TextPart[]) => parts.map((part) => part.text).join('');
const changed = (parts: readonly TextPart[]) => parts.filter((part) => part.changed).map((part) => part.text);

describe('a changed text, word by word', () => {
  it('marks the words gone from the older value and those new in the newer one; each side reads back as its JSON', () => {
    const before = 'Interim cash dividend of EUR 2.20 gross per share, record date to be announced.';
    const after = 'Interim cash dividend of EUR 2.35 gross per share, record date 14 December 2026.';
    const words = wordChanges(before, after);
    expect(words).toBeDefined();
    expect(text(words!.before)).toBe(JSON.stringify(before));
    expect(text(words!.after)).toBe(JSON.stringify(after));
    expect(changed(words!.before)).toEqual(['2.20', 'to be announced']);
    expect(changed(words!.after)).toEqual(['2.35', '14 December 2026']);
  });

  it('shortens long shared runs to their ends, and says so', () => {
    const filler = 'The offer is subject to the terms of the offer document and applicable law. '.repeat(8);
    const words = wordChanges(`${filler}Deadline 4 December.${filler}`, `${filler}Deadline 8 December.${filler}`)!;
    expect(changed(words.before)).toEqual(['4']);
    expect(changed(words.after)).toEqual(['8']);
    const shown = text(words.after);
    expect(shown.length).toBeLessThan(200);
    expect(shown).toMatch(/^….*Deadline 8 December\..*…$/);
    // Cut between words.
    expect(shown).toMatch(/^… [A-Za-z]/);
    expect(shown).toMatch(/[a-z.] …$/);
    expect(words.after.filter((part) => part.shortened)).toHaveLength(2);
  });

  it('leaves short values, non-texts and unrelated texts whole', () => {
    expect(wordChanges('Active', 'Cancelled')).toBeUndefined();
    expect(wordChanges(12, 'twelve and then some more words to make it long')).toBeUndefined();
    expect(wordChanges('alpha beta gamma delta epsilon zeta eta theta', 'one two three four five six seven eight nine')).toBeUndefined();
  });

  it('keeps escapes as JSON shows them (quotes, newlines, markup as text)', () => {
    const before = 'He said "no" to the <b>offer</b>\nthen left the meeting early today';
    const after = 'He said "yes" to the <b>offer</b>\nthen left the meeting early today';
    const words = wordChanges(before, after)!;
    expect(text(words.before)).toBe(JSON.stringify(before));
    expect(text(words.after)).toBe(JSON.stringify(after));
    expect(changed(words.after).join('')).toContain('yes');
  });
});
