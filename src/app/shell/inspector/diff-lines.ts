/**
 * The newer answer pretty-printed as lines, each line marked with what the diff says of it: the lines of
 * an added or changed value, and, at the end of their parent, the lines of removed values. The diff view's
 * "Whole answer" renders these; the marks read as a gutter sign (`+`, `~`, `-`), not as colour alone.
 */
import { shownJson, type DiffEntry, type DiffKind } from '@/lib/json-diff';

export interface DiffLine {
  /** The line as printed, indented, without the gutter sign. */
  readonly text: string;
  readonly mark?: DiffKind;
}

/** The gutter sign of each kind of change. */
export const DIFF_SIGN: Readonly<Record<DiffKind, string>> = { added: '+', removed: '-', changed: '~' };

/**
 * Where a path's last step starts: `Data[3].Status` → 7 (`.Status`), `Data[3]` → 4, `Status` → 0.
 * Paths are those of json-diff (identifiers joined by dots, `[3]`, `["odd key"]`), read from the left.
 */
export function lastStepAt(path: string): number {
  let at = 0;
  let last = 0;
  while (at < path.length) {
    last = at;
    if (path[at] === '[') {
      if (path[at + 1] === '"') {
        // A JSON string: skip to its closing quote, escapes included.
        let end = at + 2;
        while (end < path.length && path[end] !== '"') end += path[end] === '\\' ? 2 : 1;
        at = end + 2;
      } else {
        const end = path.indexOf(']', at);
        at = end < 0 ? path.length : end + 1;
      }
    } else {
      let end = at + 1;
      while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
      at = end;
    }
  }
  return last;
}

/** The path of the value that holds `path` ('' for a top-level key or item). */
export function parentPath(path: string): string {
  return path.slice(0, lastStepAt(path));
}

/** A path's last step as shown before a removed value: `Status`, `"odd key"`, `[3]`. */
function lastStep(path: string): string {
  const step = path.slice(lastStepAt(path));
  if (step.startsWith('.')) return step.slice(1);
  if (step.startsWith('["')) return step.slice(1, -1);
  return step;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function join(path: string, key: string): string {
  const part = IDENTIFIER.test(key) ? key : `[${JSON.stringify(key)}]`;
  return !path || part.startsWith('[') ? `${path}${part}` : `${path}.${part}`;
}

const INDENT = '  ';

/** The lines of `after` with the marks of `entries` (a diff of some older answer against it). */
export function diffLines(after: unknown, entries: readonly DiffEntry[]): DiffLine[] {
  const marked = new Map<string, DiffEntry>();
  const removedUnder = new Map<string, DiffEntry[]>();
  for (const entry of entries) {
    if (entry.kind === 'removed') {
      const parent = parentPath(entry.path);
      const list = removedUnder.get(parent);
      if (list) list.push(entry);
      else removedUnder.set(parent, [entry]);
    } else marked.set(entry.path, entry);
  }
  const lines: DiffLine[] = [];
  const push = (text: string, mark: DiffKind | undefined) => lines.push(mark ? { text, mark } : { text });

  /** Prints a value whose first line starts with `lead` (indent and key) and whose last ends with `tail` (a comma or nothing). */
  const print = (value: unknown, path: string | undefined, depth: number, lead: string, tail: string, inherited: DiffKind | undefined) => {
    const entry = path === undefined ? undefined : marked.get(path);
    const mark = inherited ?? entry?.kind;
    const pad = INDENT.repeat(depth);
    const note = entry?.kind === 'changed' ? `   (was ${shownJson(entry.before, 120)})` : '';
    const removed = path === undefined || mark ? [] : (removedUnder.get(path) ?? []);
    const isList = Array.isArray(value);
    if ((isList || (typeof value === 'object' && value !== null)) && (Object.keys(value as object).length > 0 || removed.length > 0)) {
      const children: [string | undefined, unknown, string | undefined, DiffKind | undefined][] = isList
        ? (value as unknown[]).map((item, index) => [undefined, item, path === undefined ? undefined : `${path}[${index}]`, mark])
        : Object.entries(value as Record<string, unknown>)
            .filter(([, item]) => item !== undefined)
            .map(([key, item]) => [key, item, path === undefined ? undefined : join(path, key), mark]);
      for (const gone of removed) children.push([isList ? undefined : lastStep(gone.path), gone.before, undefined, 'removed']);
      push(`${lead}${isList ? '[' : '{'}${note}`, mark);
      children.forEach(([key, item, childPath, childMark], index) => {
        const keyText = key === undefined ? '' : `${JSON.stringify(key)}: `;
        print(item, childPath, depth + 1, `${pad}${INDENT}${keyText}`, index < children.length - 1 ? ',' : '', childMark);
      });
      push(`${pad}${isList ? ']' : '}'}${tail}`, mark);
      return;
    }
    push(`${lead}${JSON.stringify(value) ?? 'null'}${tail}${note}`, mark);
  };

  print(after, '', 0, '', '', undefined);
  return lines;
}
