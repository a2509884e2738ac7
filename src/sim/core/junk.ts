/**
 * The junk live reference data is seen to carry, applied to a real answer on
 * request (the `junk` fault): unknown enum values, the literal "Undefined",
 * empty strings, trailing spaces, missing fields and numbers sent as text.
 *
 * Deterministic: the same answer, seed and options give the same bytes. The
 * feed's envelope and the identities of the resources (Uic, Identifier,
 * EventId, OptionRootId, TimeZoneId) are never touched, so the answer still
 * names the same things.
 */
import { canonicalJson } from './json';
import { createRng } from './rng';

export const JUNK_KINDS = ['unknown-enum', 'undefined', 'empty', 'trailing-space', 'missing', 'number-as-text'] as const;
export type JunkKind = (typeof JUNK_KINDS)[number];

export interface JunkOptions {
  seed: number;
  /** Share of the fields in scope that get junk, 0 to 1. */
  rate: number;
  /** The kinds of junk to use (all by default). */
  kinds: readonly JunkKind[];
  /** Only these field names get junk (all but the untouched ones by default). */
  fields?: readonly string[] | undefined;
}

/** An enum value no schema of the service lists. */
export const UNKNOWN_ENUM_VALUE = 'FutureValue';

const UNTOUCHED = new Set(['Data', '__count', '__next', 'MaxRows', 'Uic', 'Identifier', 'EventId', 'OptionRootId', 'TimeZoneId']);
/** A single PascalCase word, as the service's enum values are. */
const ENUM_LIKE = /^[A-Z][A-Za-z]+$/;

function junkFor(value: unknown, inList: boolean): JunkKind[] {
  const missing: JunkKind[] = inList ? [] : ['missing'];
  if (typeof value === 'string') return [...(ENUM_LIKE.test(value) ? (['unknown-enum'] as const) : []), 'undefined', 'empty', 'trailing-space', ...missing];
  if (typeof value === 'number') return ['number-as-text', ...missing];
  return value === null ? [] : missing;
}

/** The value with junk of the given kind; undefined drops the field. */
function spoil(value: unknown, kind: JunkKind): unknown {
  switch (kind) {
    case 'unknown-enum':
      return UNKNOWN_ENUM_VALUE;
    case 'undefined':
      return 'Undefined';
    case 'empty':
      return '';
    case 'trailing-space':
      return `${String(value)} `;
    case 'number-as-text':
      return String(value);
    case 'missing':
      return undefined;
  }
}

const isScalar = (value: unknown): boolean => value === null || typeof value !== 'object';

/** Returns the body with junk, or the body unchanged when it is not a JSON object or list. */
export function junkBody(body: string, options: JunkOptions): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object') return body;
  const rng = createRng(options.seed);
  const inScope = (key: string) => !UNTOUCHED.has(key) && (!options.fields || options.fields.includes(key));
  const maybeSpoil = (value: unknown, inList: boolean): unknown => {
    const kinds = junkFor(value, inList).filter((kind) => options.kinds.includes(kind));
    return kinds.length > 0 && rng.chance(options.rate) ? spoil(value, rng.pick(kinds)) : value;
  };
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => (isScalar(item) && key !== undefined && inScope(key) ? maybeSpoil(item, true) : walk(item, undefined)));
    if (isScalar(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value as object)) {
      if (!inScope(name)) out[name] = walk(inner, name);
      else if (isScalar(inner)) out[name] = maybeSpoil(inner, false);
      // A whole section missing, less often than a single field.
      else out[name] = options.kinds.includes('missing') && rng.chance(options.rate / 4) ? undefined : walk(inner, name);
    }
    return out;
  };
  return canonicalJson(walk(parsed, undefined));
}
