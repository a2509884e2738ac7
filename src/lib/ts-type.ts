/**
 * An answer's shape as TypeScript: interfaces inferred from one JSON value. Pure and deterministic (the
 * same value gives the same text): fields in the order the answer first sends them, interfaces in the order
 * they are first met.
 *
 * - The items of an array are merged into one type: a field missing from some items is optional (`?`), a
 *   field of several types is a union (`string | number`), and `null` is kept (`| null`).
 * - A nested object is an interface named from its key in PascalCase (`Exchange`), an array's object items
 *   from their key and `Item` (`Data: DataItem[]`); a name already taken by another shape gets a number
 *   (`Format2`), the same shape under the same name is written once.
 * - A key that is not a valid identifier is quoted (`"Some-Field"`); an empty array's items are `unknown`,
 *   an object seen only empty is `Record<string, unknown>`.
 */

/** The types seen at one place of the value. */
interface TypeSet {
  string: boolean;
  number: boolean;
  boolean: boolean;
  null: boolean;
  object: ObjectShape | undefined;
  /** The items of the arrays seen here, merged. */
  array: TypeSet | undefined;
}

interface ObjectShape {
  /** How many objects were merged. */
  count: number;
  /** Each field (in the order first seen), its types and how many of the objects had it. */
  fields: Map<string, { type: TypeSet; count: number }>;
}

const emptySet = (): TypeSet => ({ string: false, number: false, boolean: false, null: false, object: undefined, array: undefined });

/** Adds `value` to the types seen at a place. */
function add(set: TypeSet, value: unknown): void {
  if (value === null || value === undefined) set.null = true;
  else if (typeof value === 'string') set.string = true;
  else if (typeof value === 'number' || typeof value === 'bigint') set.number = true;
  else if (typeof value === 'boolean') set.boolean = true;
  else if (Array.isArray(value)) {
    set.array ??= emptySet();
    for (const item of value) add(set.array, item);
  } else if (typeof value === 'object') {
    const shape = (set.object ??= { count: 0, fields: new Map() });
    shape.count += 1;
    for (const [key, field] of Object.entries(value)) {
      let entry = shape.fields.get(key);
      if (!entry) {
        entry = { type: emptySet(), count: 0 };
        shape.fields.set(key, entry);
      }
      entry.count += 1;
      add(entry.type, field);
    }
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as TypeScript writes it: bare when it is an identifier, else quoted. */
export function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/** A key as an interface name: its words in PascalCase (`order_distances` → `OrderDistances`), ASCII letters and digits only. */
export function pascalCase(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  if (!name) return 'Field';
  return /^[0-9]/.test(name) ? `T${name}` : name;
}

/** Whether a type's text is a union at its top level (outside parentheses and angle brackets). */
function topLevelUnion(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '<') depth += 1;
    else if (char === ')' || char === '>') depth -= 1;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

interface Declared {
  name: string;
  /** The interface's body, once its fields are written (undefined while they are). */
  body: string | undefined;
}

class Writer {
  private readonly declared: Declared[] = [];
  private readonly taken = new Set<string>();

  /** A name from `base` that no other interface has yet. */
  private unique(base: string): string {
    if (!this.taken.has(base)) return base;
    let number = 2;
    while (this.taken.has(`${base}${number}`)) number += 1;
    return `${base}${number}`;
  }

  reserve(name: string): void {
    this.taken.add(name);
  }

  /** The interface of an object shape, declared under a name from `base` (or the same shape declared before under it). */
  objectType(shape: ObjectShape, base: string): string {
    if (shape.fields.size === 0) return 'Record<string, unknown>';
    // The name is taken before the fields are written, so that the outer object keeps the plainer name.
    const slot: Declared = { name: this.unique(base), body: undefined };
    this.taken.add(slot.name);
    this.declared.push(slot);
    const lines = [...shape.fields].map(([key, field]) => `  ${propertyName(key)}${field.count < shape.count ? '?' : ''}: ${this.typeOf(field.type, pascalCase(key))};`);
    const body = lines.join('\n');
    const same = this.declared.find((other) => other !== slot && other.body === body && (other.name === base || new RegExp(`^${base}\\d+$`).test(other.name)));
    if (same) {
      this.declared.splice(this.declared.indexOf(slot), 1);
      this.taken.delete(slot.name);
      return same.name;
    }
    slot.body = body;
    return slot.name;
  }

  /** The type of what was seen at one place; `base` names the interfaces of its objects. */
  typeOf(set: TypeSet, base: string): string {
    const members: string[] = [];
    if (set.string) members.push('string');
    if (set.number) members.push('number');
    if (set.boolean) members.push('boolean');
    if (set.object) members.push(this.objectType(set.object, base));
    if (set.array) {
      const item = this.typeOf(set.array, base.endsWith('Item') ? base : `${base}Item`);
      members.push(topLevelUnion(item) ? `(${item})[]` : `${item}[]`);
    }
    if (set.null) members.push('null');
    return members.length ? members.join(' | ') : 'unknown';
  }

  interfaces(): string[] {
    return this.declared.map(({ name, body }) => `export interface ${name} {\n${body ?? ''}\n}`);
  }
}

export interface TypeOptions {
  /** The name of the answer's type (default `Answer`). */
  rootName?: string;
  /** Lines of a comment to put first (e.g. the request it was inferred from). */
  comment?: readonly string[];
}

/** The TypeScript declarations of `value`'s shape: the root's interface (or type alias) first, then its nested interfaces. */
export function inferTypeScript(value: unknown, options: TypeOptions = {}): string {
  const root = pascalCase(options.rootName ?? 'Answer');
  const seen = emptySet();
  add(seen, value);
  const writer = new Writer();
  const blocks: string[] = [];
  if (seen.object && !seen.null) {
    writer.objectType(seen.object, root);
    if (seen.object.fields.size === 0) blocks.push(`export type ${root} = Record<string, unknown>;`);
  } else {
    writer.reserve(root);
    blocks.push(`export type ${root} = ${writer.typeOf(seen, `${root}Item`)};`);
  }
  blocks.push(...writer.interfaces());
  // A comment's line may not end it early: `*/` cannot occur in a line comment's text, only line breaks matter.
  const comment = (options.comment ?? []).map((line) => `// ${line.replace(/[\r\n\u2028\u2029]+/g, ' ')}`.trimEnd());
  return `${[...(comment.length ? [comment.join('\n')] : []), ...blocks].join('\n\n')}\n`;
}
