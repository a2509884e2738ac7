/**
 * An answer's JSON as a tree, as pure functions: the rows a reader sees (each node with its level, place
 * among its siblings and whether it is open), their paths (`Data[3].TradableAs[1]`, as the schema check
 * writes them), and a search over keys and values. Large arrays are cut into ranges of 100 (`[0 … 99]`,
 * ranges of ranges beyond 10,000), so a 2 MB answer never has more open rows than the reader opened.
 *
 * Which nodes are open is an `Openness`: every node up to `depth` open, everything open (`all`), and the nodes
 * toggled away from that (`toggled`), so that "expand all" and "collapse all" cost nothing however large the answer.
 */
import { joinPath } from '@/lib/json-diff';

export type Segment = string | number;

export type NodeKind = 'object' | 'array' | 'range' | 'string' | 'number' | 'boolean' | 'null';

export interface TreeRow {
  /** Unique among the rows: the node's path, or its array's path and its range for a range. */
  id: string;
  /** The node's place from the answer's root (a range's: its array's). */
  segments: readonly Segment[];
  /** How the row names itself: a key, an index `[3]`, a range `[0 … 99]`; undefined for the answer itself. */
  label: string | undefined;
  level: number;
  posinset: number;
  setsize: number;
  kind: NodeKind;
  value: unknown;
  /** Members of an object or array, items of a range. */
  size: number;
  expandable: boolean;
  expanded: boolean;
  parentId: string | undefined;
}

export interface Openness {
  /** Nodes up to this level are open unless toggled (the root is level 1). */
  depth: number;
  /** Everything open unless toggled ("expand all"). */
  all: boolean;
  /** Nodes whose openness differs from the rule above. */
  toggled: ReadonlySet<string>;
}

/** Items per range, and ranges per range. */
export const CHUNK = 100;

/** A path as the schema check writes it: `Data[3].TradableAs[1]`, odd keys as `["a key"]`; the root is ''. */
export function formatPath(segments: readonly Segment[]): string {
  return segments.reduce<string>((path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : joinPath(path, segment)), '');
}

/** A node's row id: its path, with `$` for the root so that no id is empty. */
export function nodeId(segments: readonly Segment[]): string {
  return `$${formatPath(segments)}`;
}

/** A range's row id: its array's, then `#from-to` (no path holds `#` outside a quoted key). */
export function rangeId(arraySegments: readonly Segment[], from: number, to: number): string {
  return `${nodeId(arraySegments)}#${from}-${to}`;
}

function kindOf(value: unknown): NodeKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'object':
      return 'object';
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'null';
  }
}

/** The size of the ranges an array of `length` items is cut into at its first level (1: not cut). */
export function chunkSize(length: number): number {
  let size = 1;
  while (Math.ceil(length / size) > CHUNK) size *= CHUNK;
  return size;
}

export function isOpen(openness: Openness, id: string, level: number): boolean {
  const rule = openness.all || level <= openness.depth;
  return openness.toggled.has(id) ? !rule : rule;
}

/** Openness with `id` toggled. */
export function toggle(openness: Openness, id: string): Openness {
  const toggled = new Set(openness.toggled);
  if (toggled.has(id)) toggled.delete(id);
  else toggled.add(id);
  return { ...openness, toggled };
}

/** Openness with every one of `ids` (at their levels) open. */
export function openAll(openness: Openness, ids: readonly { id: string; level: number }[]): Openness {
  let toggled: Set<string> | undefined;
  for (const { id, level } of ids) {
    if (isOpen(openness, id, level)) continue;
    toggled ??= new Set(openness.toggled);
    if (toggled.has(id)) toggled.delete(id);
    else toggled.add(id);
  }
  return toggled ? { ...openness, toggled } : openness;
}

interface Child {
  id: string;
  segments: readonly Segment[];
  label: string;
  kind: NodeKind;
  value: unknown;
  size: number;
}

function sizeOf(kind: NodeKind, value: unknown): number {
  if (kind === 'array') return (value as unknown[]).length;
  if (kind === 'object') return Object.keys(value as object).length;
  return 0;
}

/** The children of a container, or of a range `from…to` of an array at `segments` cut at `size`. */
function childrenOf(kind: NodeKind, value: unknown, segments: readonly Segment[], range?: { from: number; to: number; size: number }): Child[] {
  if (kind === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([key, member]) => {
      const memberKind = kindOf(member);
      const path = [...segments, key];
      return { id: nodeId(path), segments: path, label: key, kind: memberKind, value: member, size: sizeOf(memberKind, member) };
    });
  }
  const items = value as unknown[];
  const from = range?.from ?? 0;
  const to = range?.to ?? items.length - 1;
  const size = range ? range.size / CHUNK : chunkSize(items.length);
  const children: Child[] = [];
  if (size > 1) {
    for (let start = from; start <= to; start += size) {
      const end = Math.min(to, start + size - 1);
      children.push({ id: rangeId(segments, start, end), segments, label: `[${start} … ${end}]`, kind: 'range', value: items, size: end - start + 1 });
    }
    return children;
  }
  for (let index = from; index <= to; index++) {
    const item = items[index];
    const itemKind = kindOf(item);
    const path = [...segments, index];
    children.push({ id: nodeId(path), segments: path, label: `[${index}]`, kind: itemKind, value: item, size: sizeOf(itemKind, item) });
  }
  return children;
}

function rangeOf(id: string): { from: number; to: number } {
  const [from, to] = (id.slice(id.lastIndexOf('#') + 1).split('-') as [string, string]).map(Number) as [number, number];
  return { from, to };
}

/** The rows a reader sees of `root`, in order: the root, and the children of every open node. */
export function visibleRows(root: unknown, openness: Openness): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (child: Child, level: number, posinset: number, setsize: number, parentId: string | undefined, rangeSize: number) => {
    const expandable = (child.kind === 'object' || child.kind === 'array' || child.kind === 'range') && child.size > 0;
    const expanded = expandable && isOpen(openness, child.id, level);
    rows.push({ ...child, label: level === 1 ? undefined : child.label, level, posinset, setsize, expandable, expanded, parentId });
    if (!expanded) return;
    const children =
      child.kind === 'range' ? childrenOf('array', child.value, child.segments, { ...rangeOf(child.id), size: rangeSize }) : childrenOf(child.kind, child.value, child.segments);
    const arraySize = child.kind === 'array' ? chunkSize(child.size) : rangeSize / CHUNK;
    children.forEach((grandchild, index) => visit(grandchild, level + 1, index + 1, children.length, child.id, grandchild.kind === 'range' ? arraySize : 1));
  };
  const kind = kindOf(root);
  visit({ id: nodeId([]), segments: [], label: '', kind, value: root, size: sizeOf(kind, root) }, 1, 1, 1, undefined, 1);
  return rows;
}

/**
 * The rows above a node, from the root down (ranges included), each with its level: what must be open for the
 * node to be seen.
 */
export function ancestorsOf(root: unknown, segments: readonly Segment[]): { id: string; level: number }[] {
  const chain: { id: string; level: number }[] = [];
  let value: unknown = root;
  let level = 1;
  for (let at = 0; at < segments.length; at++) {
    const here = segments.slice(0, at);
    chain.push({ id: nodeId(here), level: level++ });
    const segment = segments[at] as Segment;
    if (Array.isArray(value) && typeof segment === 'number') {
      // The ranges the item sits in, widest first.
      for (let size = chunkSize(value.length); size > 1; size /= CHUNK) {
        const from = Math.floor(segment / size) * size;
        chain.push({ id: rangeId(here, from, Math.min(value.length - 1, from + size - 1)), level: level++ });
      }
      value = value[segment];
    } else value = (value as Record<string, unknown>)?.[segment as string];
  }
  return chain;
}

export interface Match {
  segments: readonly Segment[];
  id: string;
  /** Whether the key (or index) matched, and whether the value did. */
  inKey: boolean;
  inValue: boolean;
}

/** How many matches a search keeps (the count says when there were more). */
export const MATCH_LIMIT = 5000;

/** The text a primitive shows in the tree: JSON's (strings in quotes). */
export function primitiveText(kind: NodeKind, value: unknown): string {
  return kind === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * The nodes whose key or value holds `query` (in any case), in the order of the answer, at most MATCH_LIMIT;
 * `more` when there were more. A value matches by its text as the tree shows it, a string without its quotes.
 */
export function searchTree(root: unknown, query: string): { matches: Match[]; more: boolean } {
  const needle = query.trim().toLowerCase();
  const matches: Match[] = [];
  if (!needle) return { matches, more: false };
  let more = false;
  const walk = (value: unknown, segments: Segment[], key: string | undefined) => {
    if (more) return;
    const kind = kindOf(value);
    const inKey = key !== undefined && key.toLowerCase().includes(needle);
    const inValue = kind !== 'object' && kind !== 'array' && String(value).toLowerCase().includes(needle);
    if (inKey || inValue) {
      if (matches.length === MATCH_LIMIT) {
        more = true;
        return;
      }
      matches.push({ segments: [...segments], id: nodeId(segments), inKey, inValue });
    }
    if (kind === 'array') (value as unknown[]).forEach((item, index) => walk(item, [...segments, index], undefined));
    else if (kind === 'object') for (const [name, member] of Object.entries(value as Record<string, unknown>)) walk(member, [...segments, name], name);
  };
  walk(root, [], undefined);
  return { matches, more };
}

/** A node's value as copied: a string as it is, anything else as JSON (containers indented). */
export function copiedValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** What a closed container or a range says of itself: `{…} 3 keys`, `[…] 1,000 items`. */
export function summaryOf(kind: NodeKind, size: number): string {
  const count = size.toLocaleString('en-US');
  if (kind === 'object') return `{…} ${count} ${size === 1 ? 'key' : 'keys'}`;
  return `[…] ${count} ${size === 1 ? 'item' : 'items'}`;
}
