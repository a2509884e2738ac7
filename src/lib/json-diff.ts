/**
 * What changed between two JSON answers, read as data rather than as text: key order is ignored, numbers
 * compare by value, and the items of a list are matched by what they are rather than where they stand.
 *
 * A list's items are matched by the first identity that every item of both lists carries, uniquely within
 * each list, in this order of preference: `Uic` with `AssetType`, `EventId`, `OptionRootId`, `StrikePrice`
 * with `PutCall`, `Id`. An item that only moved, its content equal, is no change. A list whose items carry
 * none of these (or repeat one) is compared position by position.
 *
 * Paths read like the schema check's (src/spec/check.ts): `Data[3].TradableAs[1]`, `["odd key"]`, and the
 * empty path for the answer itself. The index of an item matched by identity, and of an added item, is its
 * index in the newer answer; a removed item is named by its index in the older answer (it has no other).
 *
 * The work is linear in the size of the two answers: each list is matched through a map of identities.
 */

export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffEntry {
  /** Where, from the answer's root: `Data[3].TradableAs[1]`; empty for the answer itself. */
  readonly path: string;
  readonly kind: DiffKind;
  /** The older value (absent for `added`). */
  readonly before?: unknown;
  /** The newer value (absent for `removed`). */
  readonly after?: unknown;
}

/** The identities a list's items may carry, most telling first. */
const IDENTITIES: readonly (readonly string[])[] = [['Uic', 'AssetType'], ['EventId'], ['OptionRootId'], ['StrikePrice', 'PutCall'], ['Id']];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `path` and one key further, as the schema check writes paths: `Data.Symbol`, `Data["odd key"]`; the root's path is ''. */
export function joinPath(path: string, key: string): string {
  const part = IDENTIFIER.test(key) ? key : `[${JSON.stringify(key)}]`;
  return !path || part.startsWith('[') ? `${path}${part}` : `${path}.${part}`;
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasOwn = (value: Plain, key: string) => Object.prototype.hasOwnProperty.call(value, key) && value[key] !== undefined;

/** The item's identity under `fields` as a string that keeps the values' types apart, or undefined if it has none. */
function identityOf(item: unknown, fields: readonly string[]): string | undefined {
  if (!isPlain(item)) return undefined;
  let key = '';
  for (const field of fields) {
    const value = item[field];
    if (typeof value === 'string') key += `s${value.length}:${value}`;
    else if (typeof value === 'number' || typeof value === 'boolean') key += `${typeof value}:${String(value)};`;
    else return undefined;
  }
  return key;
}

/** The identities of every item of a list, or undefined when one lacks it or two share one. */
function identities(list: readonly unknown[], fields: readonly string[]): Map<string, number> | undefined {
  const seen = new Map<string, number>();
  for (let index = 0; index < list.length; index++) {
    const key = identityOf(list[index], fields);
    if (key === undefined || seen.has(key)) return undefined;
    seen.set(key, index);
  }
  return seen;
}

function diffList(before: readonly unknown[], after: readonly unknown[], path: string, out: DiffEntry[]): void {
  if (before.length > 0 || after.length > 0) {
    for (const fields of IDENTITIES) {
      const older = identities(before, fields);
      if (!older) continue;
      const newer = identities(after, fields);
      if (!newer) continue;
      after.forEach((item, index) => {
        const key = identityOf(item, fields) as string;
        const at = older.get(key);
        if (at === undefined) out.push({ path: `${path}[${index}]`, kind: 'added', after: item });
        else diffValue(before[at], item, `${path}[${index}]`, out);
      });
      before.forEach((item, index) => {
        if (!newer.has(identityOf(item, fields) as string)) out.push({ path: `${path}[${index}]`, kind: 'removed', before: item });
      });
      return;
    }
  }
  const common = Math.min(before.length, after.length);
  for (let index = 0; index < common; index++) diffValue(before[index], after[index], `${path}[${index}]`, out);
  for (let index = common; index < after.length; index++) out.push({ path: `${path}[${index}]`, kind: 'added', after: after[index] });
  for (let index = common; index < before.length; index++) out.push({ path: `${path}[${index}]`, kind: 'removed', before: before[index] });
}

function diffObject(before: Plain, after: Plain, path: string, out: DiffEntry[]): void {
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (hasOwn(before, key)) diffValue(before[key], after[key], joinPath(path, key), out);
    else out.push({ path: joinPath(path, key), kind: 'added', after: after[key] });
  }
  for (const key of Object.keys(before)) {
    if (before[key] !== undefined && !hasOwn(after, key)) out.push({ path: joinPath(path, key), kind: 'removed', before: before[key] });
  }
}

function diffValue(before: unknown, after: unknown, path: string, out: DiffEntry[]): void {
  if (Array.isArray(before) && Array.isArray(after)) diffList(before, after, path, out);
  else if (isPlain(before) && isPlain(after)) diffObject(before, after, path, out);
  // Scalars (and a value that became another kind of value): equal only if of the same type and value.
  else if (before !== after && !(Number.isNaN(before) && Number.isNaN(after))) out.push({ path, kind: 'changed', before, after });
}

/** What changed from `before` to `after` (two parsed JSON answers), in the order of the newer answer, then what went. */
export function diffJson(before: unknown, after: unknown): DiffEntry[] {
  const out: DiffEntry[] = [];
  if (before === undefined && after === undefined) return out;
  if (before === undefined) return [{ path: '', kind: 'added', after }];
  if (after === undefined) return [{ path: '', kind: 'removed', before }];
  diffValue(before, after, '', out);
  return out;
}

/** The longest value shown in a line of the text report; longer ones are cut with an ellipsis. */
export const SHOWN_VALUE = 500;

/** A value as one line of JSON, cut at `limit` characters. */
export function shownJson(value: unknown, limit = SHOWN_VALUE): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The answer's root in a report, where the path is empty. */
export const ROOT_PATH = '(the whole answer)';

/**
 * A plain-text report to copy, one line per entry: `changed Data[3].Amount: 12 -> 13`,
 * `added Data[4]: {…}`, `removed Data[2]: {…}`; "No differences." when there are none.
 */
export function diffText(entries: readonly DiffEntry[]): string {
  if (entries.length === 0) return 'No differences.';
  return entries
    .map((entry) => {
      const where = entry.path || ROOT_PATH;
      switch (entry.kind) {
        case 'added':
          return `added ${where}: ${shownJson(entry.after)}`;
        case 'removed':
          return `removed ${where}: ${shownJson(entry.before)}`;
        default:
          return `changed ${where}: ${shownJson(entry.before)} -> ${shownJson(entry.after)}`;
      }
    })
    .join('\n');
}
