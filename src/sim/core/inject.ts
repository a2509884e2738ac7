/**
 * Texts put into a real answer on request (the `inject` fault): the string
 * values of the named fields are replaced by the given texts, so a test can
 * place hostile text (markup, script, addresses) where the service puts
 * descriptions, symbols, names, narratives or error messages.
 *
 * Only strings that are there are replaced: no field is added or removed,
 * and a field holding a number, a boolean or null keeps it. A named field
 * holding a list of strings has each of them replaced; a named field holding
 * an object or a list of objects is looked into like any other. The n-th
 * string replaced in the answer (in the order of the answer's text) gets
 * `values[(seed + n) % values.length]`, so an answer with as many such
 * strings as there are values shows each of them once, and the same answer,
 * values and seed give the same bytes.
 */
import { canonicalJson } from './json';

export interface InjectOptions {
  /** Field names whose string values are replaced, e.g. Description, Symbol, Name, Narrative, Message. */
  fields: readonly string[];
  /** The texts put in, taken in turn. */
  values: readonly string[];
  /** Which value the first replaced string gets. */
  seed: number;
}

/** The body with the named fields' strings replaced, or the body unchanged when it is not a JSON object or list, or has none of them. */
export function injectBody(body: string, options: InjectOptions): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || options.values.length === 0) return body;
  const fields = new Set(options.fields);
  let next = options.seed;
  const take = (): string => options.values[next++ % options.values.length] as string;
  const walk = (value: unknown, named: boolean): unknown => {
    if (typeof value === 'string') return named ? take() : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, named && typeof item === 'string'));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value as object)) out[name] = walk(inner, fields.has(name));
    return out;
  };
  const injected = walk(parsed, false);
  return next === options.seed ? body : canonicalJson(injected);
}
