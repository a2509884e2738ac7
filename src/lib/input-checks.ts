/**
 * Checks of what people type into the app's fields, before anything is sent:
 * each gives the value to use (undefined for an empty field) or a message to
 * show next to the field, in words that say what is expected. A value that is
 * changed on the way (control characters removed) is neutralised silently;
 * what cannot be used is refused and nothing is sent.
 */
import { MAX_UIC } from './search-params';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(error: string): Checked<T> => ({ ok: false, error });

/** The error message of a check, or undefined (for a field's `error` prop). */
export const errorOf = (checked: Checked<unknown>): string | undefined => (checked.ok ? undefined : checked.error);

/** The most characters a search's keywords may have (as the address takes them). */
export const MAX_KEYWORDS = 200;

/** Control and other invisible format characters: never meant as part of a search. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Keywords: control characters become spaces, runs of spaces one; at most `max` characters. */
export function checkKeywords(text: string, max = MAX_KEYWORDS): Checked<string | undefined> {
  const value = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (value.length > max) return refuse(`At most ${max} characters (this is ${value.length}): shorten the keywords.`);
  return ok(value || undefined);
}

/** A whole number from `min` to `max` (a Uic, an id): only digits. */
export function checkWholeNumber(text: string, { what = 'A Uic', example = '211', min = 1, max = MAX_UIC } = {}): Checked<number | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  if (!/^\d+$/.test(value)) return refuse(`${what} is a whole number, such as ${example}.`);
  const number = Number(value);
  if (number < min) return refuse(`${what} is at least ${min}.`);
  if (number > max) return refuse(`${what} is at most ${max}.`);
  return ok(number);
}

/** Whole numbers separated by commas or spaces (Uics), each from 1 to the largest Uic; at most `most` of them. */
export function checkWholeNumbers(text: string, { what = 'Uics', example = '211, 21', most = 200 } = {}): Checked<number[]> {
  const items = text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !/^\d+$/.test(item) || Number(item) < 1 || Number(item) > MAX_UIC);
  if (bad.length > 0) return refuse(`${what} are whole numbers from 1 to ${MAX_UIC}, such as ${example}; not ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? '…' : ''}.`);
  if (items.length > most) return refuse(`At most ${most} ${what}.`);
  return ok([...new Set(items.map(Number))]);
}

/**
 * A corporate-action event id. The service types it as a string; the ids seen are digits
 * (e.g. 9501103), so letters, digits, '-' and '_' pass, and nothing that would change the path.
 */
export function checkEventId(text: string): Checked<string | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return refuse('An event id is letters and digits, such as 9501103.');
  if (value.length > 40) return refuse('An event id has at most 40 characters.');
  return ok(value);
}

/** A price: a number above zero (a point for decimals), e.g. a reference price. */
export function checkPrice(text: string | number, what = 'The price'): Checked<number | undefined> {
  const value = String(text).trim();
  if (value === '') return ok(undefined);
  const number = /^\d*\.?\d+(?:[eE][+-]?\d+)?$|^\d+\.$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return refuse(`${what} is a number, such as 4512.5.`);
  if (number <= 0) return refuse(`${what} must be above 0.`);
  return ok(number);
}

/** The characters of the service's keys (ClientKey, AccountKey, AccountGroupKey): base64 and a few more. */
const KEY = /^[A-Za-z0-9|=_\-+/.]+$/;

/** A ClientKey, AccountKey or AccountGroupKey: one word of its usual characters, at most 200 of them. */
export function checkKey(text: string, what = 'A key'): Checked<string | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  if (/\s/.test(value)) return refuse(`${what} has no spaces: paste it in one piece.`);
  if (!KEY.test(value)) return refuse(`${what} holds only letters, digits and | = _ - + / . (as in Xq7fVb3mN2pLrT8kC1dWzA==).`);
  if (value.length > 200) return refuse(`${what} has at most 200 characters.`);
  return ok(value);
}

/** An exchange: the broker's id (NASDAQ, LSE_SETS, SGX-ST) or a MIC (xnas). */
export function checkExchange(text: string): Checked<string | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return refuse('An exchange id (NASDAQ) or a MIC (xnas): letters, digits, _ and - only.');
  if (value.length > 40) return refuse('An exchange id has at most 40 characters.');
  return ok(value);
}
