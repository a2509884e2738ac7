/**
 * Validation of URL search params that never throws: each field is checked on
 * its own; a bad value is dropped (the page falls back to its default) and
 * reported as a note the page can show.
 */
import { z } from 'zod';

export interface SearchNote {
  field: string;
  value: string;
  message: string;
}

type Shape = Record<string, z.ZodType>;
type Output<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function searchValidator<S extends Shape>(shape: S) {
  const check = (raw: Record<string, unknown>) => {
    const value: Record<string, unknown> = {};
    const notes: SearchNote[] = [];
    for (const [field, schema] of Object.entries(shape)) {
      const input = raw[field];
      if (input === undefined || input === null || input === '') continue;
      const parsed = schema.safeParse(input);
      if (parsed.success) value[field] = parsed.data;
      else notes.push({ field, value: showValue(input), message: parsed.error.issues[0]?.message ?? 'Invalid value' });
    }
    return { value: value as Output<S>, notes };
  };
  return {
    /** For a route's validateSearch: the valid fields only. */
    validate: (raw: Record<string, unknown>): Output<S> => check(raw).value,
    /** The fields that were ignored, for a visible note. */
    notes: (raw: Record<string, unknown>): SearchNote[] => check(raw).notes,
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
