/**
 * Validation of URL search params that never throws: each field is checked on
 * its own; a bad value is dropped (the page falls back to its default) and
 * reported as a note the page can show.
 *
 * The router merges validated params over the raw ones, so refused and empty
 * fields are returned as undefined; the router then rewrites the address
 * without them.
 * The notes therefore cannot be read back from the address: validate() keeps
 * the last ones in a small store that <SearchNotes> shows until dismissed or
 * until the page is left.
 */
import { z } from 'zod/mini';

export interface SearchNote {
  field: string;
  value: string;
  message: string;
  /** Only `value` (a part of the field) was ignored; the field's other values are used. */
  partial?: boolean;
}

/**
 * What a field's schema returns when it keeps part of a value (the valid
 * items of a list) and ignores the rest: the kept value, and a note on the
 * ignored part.
 */
export class PartialValue<T> {
  constructor(
    readonly value: T,
    readonly ignored: string,
    readonly message: string,
  ) {}
}

type Unwrap<T> = T extends PartialValue<infer V> ? V : T;

/** The ignored values a validator saw last. */
export interface NotesStore {
  get(): SearchNote[];
  subscribe(listener: () => void): () => void;
  clear(): void;
  /** Clears after the current task unless cancelled (survives React's strict-mode remount). */
  clearSoon(): void;
  cancelClear(): void;
}

/** Computes the notes for raw params; carries the store of the validator it belongs to. */
export type NotesSource = ((raw: Record<string, unknown>) => SearchNote[]) & { store?: NotesStore };

type Shape = Record<string, z.ZodMiniType>;
type Output<S extends Shape> = { [K in keyof S]?: Unwrap<z.output<S[K]>> };

function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function createNotesStore(): NotesStore & { set(notes: SearchNote[]): void } {
  let notes: SearchNote[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
  const store = {
    get: () => notes,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SearchNote[]) {
      const same = next.length === notes.length && next.every((note, index) => note.field === notes[index]?.field && note.value === notes[index]?.value);
      if (same) return;
      notes = next;
      emit();
    },
    clear() {
      if (notes.length === 0) return;
      notes = [];
      emit();
    },
    clearSoon() {
      store.cancelClear();
      timer = setTimeout(() => store.clear(), 0);
    },
    cancelClear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
  return store;
}

const SHOWN_CHOICES = 12;
const TYPE_WORDS: Record<string, string> = { number: 'a number', int: 'a whole number', string: 'text', boolean: 'true or false', array: 'a list' };
const UNITS: Record<string, string> = { string: ' characters', array: ' items' };

/**
 * What a refused value should have been, in words, where the schema gives none of its own (`Expected one of: calls,
 * puts, both`, `Above 0`, `Expected a number`): the error map of every parse of an address param. A schema's own
 * message comes first; zod's wording, which depends on whether some code loaded its locale, never shows.
 */
export const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return choices.length <= SHOWN_CHOICES ? `Expected one of: ${choices.join(', ')}` : `Expected one of ${choices.length} values, such as ${choices.slice(0, 3).join(', ')}`;
    }
    case 'invalid_type':
      return `Expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return `${issue.inclusive === false ? 'Above' : 'At least'} ${String(issue.minimum)}${UNITS[issue.origin] ?? ''}`;
    case 'too_big':
      return `${issue.inclusive === false ? 'Below' : 'At most'} ${String(issue.maximum)}${UNITS[issue.origin] ?? ''}`;
    default:
      return 'Not a valid value';
  }
};

export function searchValidator<S extends Shape>(shape: S) {
  const check = (raw: Record<string, unknown>) => {
    const value: Record<string, unknown> = {};
    const notes: SearchNote[] = [];
    for (const [field, schema] of Object.entries(shape)) {
      const input = raw[field];
      if (input === undefined || input === null || input === '') continue;
      const parsed = schema.safeParse(input, { error: describeIssue });
      if (parsed.success && parsed.data instanceof PartialValue) {
        value[field] = parsed.data.value;
        notes.push({ field, value: parsed.data.ignored, message: parsed.data.message, partial: true });
      } else if (parsed.success) value[field] = parsed.data;
      else notes.push({ field, value: showValue(input), message: parsed.error.issues[0]?.message ?? 'Not a valid value' });
    }
    return { value, notes };
  };
  const store = createNotesStore();
  const notes: NotesSource = (raw) => check(raw).notes;
  notes.store = store;
  return {
    /** For a route's validateSearch: the valid fields, refused ones overridden with undefined. */
    validate: (raw: Record<string, unknown>): Output<S> => {
      const result = check(raw);
      if (result.notes.length > 0) store.set(result.notes);
      const out: Record<string, unknown> = { ...result.value };
      for (const note of result.notes) if (!note.partial) out[note.field] = undefined;
      // An empty value (`?ex=`) means "not set": overridden too, so the router drops it from the address
      // instead of keeping the raw empty string (which a page would take for a filter). No note.
      for (const field of Object.keys(shape)) if (raw[field] === '' || raw[field] === null) out[field] = undefined;
      return out as Output<S>;
    },
    /** The valid fields of `raw`, without noting the ignored ones (for values that are not the address, e.g. stored ones). */
    parse: (raw: Record<string, unknown>): Output<S> => check(raw).value as Output<S>,
    /** The fields of `raw` that would be ignored (pure; for tests and checks). */
    notes,
    store,
  };
}

/** Comma-separated list in a search param → array of trimmed, non-empty items. */
export function parseList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/* ---- The address-param vocabulary: one meaning per kind of value, for every view's url.ts. ---- */

const MAX_TEXT = 200;
/** The largest Uic (and id) the service has: a positive 32-bit integer. */
export const MAX_UIC = 2_147_483_647;
/** The most rows a page of the service may hold ($top). */
export const MAX_TOP = 1000;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * Free text. The router turns `?q=211` into a number and `?q=true` into a
 * boolean: both are read back as text.
 */
export const textParam = (max = MAX_TEXT) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean()]),
      z.transform((value) => String(value).trim()),
    ),
    z.string().check(z.minLength(1, 'Empty value'), z.maxLength(max, `At most ${max} characters`)),
  );

/** A name the service could take as an enum value or a field group: a letter, then letters and digits. */
export const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * `input`'s value mapped by `map`, which refuses it with `fail(message)`
 * (zod's transform with a custom issue).
 */
export const mapped = <I extends z.ZodMiniType, O>(input: I, map: (value: z.output<I>, fail: (message: string) => never) => O) =>
  z.pipe(
    input,
    z.transform((value: z.output<I>, ctx) =>
      map(value, (message) => {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }),
    ),
  );

/**
 * A comma-separated list of names (asset types, field groups, statuses…).
 * `canonical` gives an item's spelling, or undefined when it is not one of
 * the names; `order`, when given, fixes the order they are written back in
 * (else as given, without duplicates). Items that are not names are ignored
 * with the note `ignored`, or refuse the whole value when there is no
 * `ignored`; a value with no name left is refused with the note `none`.
 */
export function listParam({
  canonical,
  order,
  ignored,
  none,
  arrays = false,
  typeError,
}: {
  canonical: (item: string) => string | undefined;
  order?: readonly string[];
  ignored?: (items: readonly string[]) => string;
  none: (items: readonly string[]) => string;
  /** Also take the router's array form (`?x=a&x=b`). */
  arrays?: boolean;
  /** The note for a value that is not a list at all (an object). */
  typeError?: string;
}) {
  const error = typeError ?? none([]);
  const input = arrays ? z.union([z.string(), z.number(), z.array(z.string())], { error }) : z.union([z.string(), z.number()], { error });
  return mapped(input, (value, fail) => {
    const items = parseList(Array.isArray(value) ? value.join(',') : String(value));
    const bad = items.filter((item) => canonical(item) === undefined);
    const names = unique(items.map(canonical).filter((name): name is string => name !== undefined));
    const kept = order ? order.filter((name) => names.includes(name)) : names;
    if (kept.length === 0 || (bad.length > 0 && !ignored)) return fail(none(bad));
    const text = kept.join(',');
    return bad.length > 0 && ignored ? new PartialValue(text, bad.join(','), ignored(bad)) : text;
  });
}

/** The spelling among `values` of a name written in any case, or undefined. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (item: string): T | undefined => {
    const lower = item.trim().toLowerCase();
    return values.find((known) => known.toLowerCase() === lower);
  };

/** Keywords as the service gets them: trimmed, inner runs of spaces collapsed. */
export function normalizeKeywords(text: string | undefined): string | undefined {
  const value = text?.trim().replace(/\s+/g, ' ');
  return value ? value : undefined;
}

/** One of `values`, matched regardless of case and written as the service spells it. */
export const enumParam = <T extends string>(values: readonly T[], what: string) =>
  mapped(z.string({ error: `Not ${what}` }), (value, fail) => oneOf(values)(value) ?? fail(`Not ${what}: ${values.join(', ')}`));

/** A key of the service (ClientKey, AccountKey, AccountGroupKey): text of its usual characters. */
export const keyParam = z.pipe(textParam(200), z.string().check(z.regex(/^[A-Za-z0-9|=_\-+/.]+$/, 'Unexpected characters in a key')));

/** A whole number from `min` to `max` (a number in the address), each bound with its note. */
export const wholeNumber = (min: number, max: number, notes: { type?: string; min?: string; max?: string } = {}) =>
  z
    .number({ error: notes.type ?? 'Not a number' })
    .check(z.refine(Number.isInteger, notes.type ?? 'Not a whole number'), z.gte(min, notes.min ?? `At least ${min}`), z.lte(max, notes.max ?? `At most ${max}`));

/** A finite number; numeric text is accepted too. */
export const numberParam = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(NUMBER_TEXT)), z.transform(Number))], { error: 'Not a number' }),
  z.number().check(z.refine(Number.isFinite, 'Not a finite number')),
);

/** true or false; the words are accepted as text too (`?x="true"`). */
export const booleanParam = z.union(
  [
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ],
  {
    error: 'Must be true or false',
  },
);

export const topParam = wholeNumber(1, MAX_TOP);
export const skipParam = wholeNumber(0, MAX_UIC, { min: 'Not negative', max: 'Too large' });

/** A Uic or another id of the service: a positive 32-bit integer, from a number or its digits. */
export const uicParam = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'Not a Uic')), z.transform(Number))], { error: 'Not a Uic' }),
  wholeNumber(1, MAX_UIC, { type: 'Not a Uic', min: 'Not a Uic', max: 'Not a Uic' }),
);

/** A Uic (or id) from a path segment; undefined when the text is none. */
export function uicFromPath(text: string): number | undefined {
  const parsed = uicParam.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** Uics: one (a number in the URL) or several (a comma-separated string). */
export const uicsParam = mapped(z.union([z.number(), z.string()]), (value, fail) => {
  const items = typeof value === 'number' ? [String(value)] : parseList(value);
  const bad = items.filter((item) => uicFromPath(item) === undefined);
  if (items.length === 0 || bad.length > 0) return fail(bad.length ? `Not a Uic: ${bad.join(', ')}` : 'Empty list');
  if (items.length > 200) return fail('At most 200 Uics');
  return encodeUics(items.map(Number));
});

export function encodeUics(uics: readonly number[]): number | string | undefined {
  const list = unique(uics);
  if (list.length === 0) return undefined;
  return list.length === 1 ? (list[0] as number) : list.join(',');
}

export function decodeUics(value: number | string | undefined): number[] {
  if (value === undefined) return [];
  if (typeof value === 'number') return [value];
  return parseList(value)
    .filter((item) => /^\d+$/.test(item))
    .map(Number);
}
