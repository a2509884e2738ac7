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
import { z } from 'zod';

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

type Shape = Record<string, z.ZodType>;
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

export function searchValidator<S extends Shape>(shape: S) {
  const check = (raw: Record<string, unknown>) => {
    const value: Record<string, unknown> = {};
    const notes: SearchNote[] = [];
    for (const [field, schema] of Object.entries(shape)) {
      const input = raw[field];
      if (input === undefined || input === null || input === '') continue;
      const parsed = schema.safeParse(input);
      if (parsed.success && parsed.data instanceof PartialValue) {
        value[field] = parsed.data.value;
        notes.push({ field, value: parsed.data.ignored, message: parsed.data.message, partial: true });
      } else if (parsed.success) value[field] = parsed.data;
      else notes.push({ field, value: showValue(input), message: parsed.error.issues[0]?.message ?? 'Invalid value' });
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
