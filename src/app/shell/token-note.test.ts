import { describe, expect, it } from 'vitest';
import { tokenNoteOf } from './token-note';

const MINUTE = 60_000;

describe('tokenNoteOf', () => {
  it('says "less than a minute" under a minute, never "0 min"', () => {
    for (const left of [29_000, 1, 59_999]) {
      expect(tokenNoteOf(left)).toMatchObject({ text: 'token expires in less than a minute', short: '< 1 min', color: 'orange' });
    }
    // The wording holds until the end.
    expect(tokenNoteOf(29_000).changesInMs).toBe(29_000);
  });

  it('says "expired" once the time is up, for good', () => {
    for (const left of [0, -1, -45 * MINUTE]) expect(tokenNoteOf(left)).toEqual({ text: 'token expired', short: 'expired', color: 'red', changesInMs: undefined });
  });

  it('counts whole minutes down, and changes when the next is crossed', () => {
    expect(tokenNoteOf(MINUTE)).toMatchObject({ text: 'token expires in 1 min', short: '1 min' });
    expect(tokenNoteOf(20 * MINUTE - 1)).toMatchObject({ text: 'token expires in 19 min', changesInMs: MINUTE });
    expect(tokenNoteOf(20 * MINUTE)).toMatchObject({ text: 'token expires in 20 min', changesInMs: 1 });
    const left = 90_000;
    const note = tokenNoteOf(left);
    expect(note.text).toBe('token expires in 1 min');
    expect(tokenNoteOf(left - (note.changesInMs ?? 0)).text).toBe('token expires in less than a minute');
    expect(tokenNoteOf(left - (note.changesInMs ?? 0) + 1).text).toBe(note.text);
  });

  it('from the warning on, orange; before it, the time it is valid in hours and minutes', () => {
    expect(tokenNoteOf(30 * MINUTE - 1)).toMatchObject({ text: 'token expires in 29 min', color: 'orange' });
    expect(tokenNoteOf(30 * MINUTE)).toMatchObject({ text: 'token valid 30 min', short: '', color: 'gray' });
    expect(tokenNoteOf(24 * 60 * MINUTE - 1)).toMatchObject({ text: 'token valid 23 h 59 min', changesInMs: MINUTE });
  });
});
