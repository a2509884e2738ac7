/**
 * A changed text value, word by word: which words of the older value went and which of the newer one came, so a long
 * text (an event's narrative quoting a revised rate, say) shows where it changed rather than two walls of text. Both
 * sides are the values as JSON (quoted and escaped, as the diff list shows them); long runs both share are shortened
 * to their ends. The diff itself is jsdiff's, on tokens of our own: a word with the marks inside it (`2.20`,
 * `2026-12-14`, `e-mail`) is one, so is each run of spaces and each other mark, so that each side reads back whole.
 */
import { diffArrays } from 'diff';

export interface TextPart {
  readonly text: string;
  /** Gone from the older value (on its side) or new in the newer one (on its side). */
  readonly changed?: true;
  /** A long shared run, shortened to its ends: the value is longer than shown. */
  readonly shortened?: true;
}

export interface WordChanges {
  readonly before: readonly TextPart[];
  readonly after: readonly TextPart[];
}

/** Values shorter than this are shown whole: a word diff of a code or a date says no more than the two values. */
export const WORD_DIFF_FROM = 40;
/** A shared run longer than this keeps about CONTEXT characters at each end, cut between words. */
const SHARED_RUN = 240;
const CONTEXT = 80;
/** Past this many words changed the diff gives up (two unrelated texts): the values are then shown whole. */
const MAX_EDITS = 400;

/** The start of a long run, up to a space within its first CONTEXT characters (the space kept). */
function head(text: string): string {
  const cut = text.slice(0, CONTEXT);
  const space = cut.lastIndexOf(' ');
  return space > CONTEXT / 2 ? cut.slice(0, space + 1) : cut;
}

/** The end of a long run, from a space within its last CONTEXT characters (the space kept). */
function tail(text: string): string {
  const cut = text.slice(-CONTEXT);
  const space = cut.indexOf(' ');
  return space >= 0 && space < CONTEXT / 2 ? cut.slice(space) : cut;
}

/** A shared run, shortened to its ends when long: at the start only its end, at the end only its start. */
function shared(text: string, first: boolean, last: boolean): TextPart[] {
  if (text.length <= SHARED_RUN) return [{ text }];
  const gap: TextPart = { text: '…', shortened: true };
  if (first) return [gap, { text: tail(text) }];
  if (last) return [{ text: head(text) }, gap];
  return [{ text: head(text) }, gap, { text: tail(text) }];
}

/** Words (with the marks inside them), runs of spaces, and single other marks. */
const TOKEN = /[\p{L}\p{N}_]+(?:[.,:/'’-][\p{L}\p{N}_]+)*|\s+|[^\p{L}\p{N}_\s]/gu;
const WORDY = /[\p{L}\p{N}]/u;

/** Marked runs joined across the spaces between them: "to be announced" is one change, not three. */
function joined(parts: readonly TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  parts.forEach((part, index) => {
    const previous = out[out.length - 1];
    const between = !part.changed && !part.shortened && part.text.trim() === '' && previous?.changed && parts[index + 1]?.changed;
    if (previous?.changed && (part.changed || between)) out[out.length - 1] = { text: previous.text + part.text, changed: true };
    else out.push(part);
  });
  return out;
}

/**
 * The two text values' words, those gone and those new marked; undefined when either is no text, both are short, or
 * they share no word (a word diff of two unrelated texts helps no one).
 */
export function wordChanges(before: unknown, after: unknown): WordChanges | undefined {
  if (typeof before !== 'string' || typeof after !== 'string') return undefined;
  if (Math.max(before.length, after.length) < WORD_DIFF_FROM) return undefined;
  const tokens = (value: string) => JSON.stringify(value).match(TOKEN) ?? [];
  const changes = diffArrays(tokens(before), tokens(after), { maxEditLength: MAX_EDITS });
  if (!changes?.some((change) => !change.added && !change.removed && change.value.some((token) => WORDY.test(token)))) return undefined;
  const older: TextPart[] = [];
  const newer: TextPart[] = [];
  changes.forEach((change, index) => {
    const text = change.value.join('');
    if (change.removed) older.push({ text, changed: true });
    else if (change.added) newer.push({ text, changed: true });
    else {
      const parts = shared(text, index === 0, index === changes.length - 1);
      older.push(...parts);
      newer.push(...parts);
    }
  });
  return { before: joined(older), after: joined(newer) };
}
