/**
 * Holds an answer to the published schemas (schemas.ts): pure, and the same for the simulator's tests and the
 * app's request inspector. Each finding names where it is (a JSON path such as `Data[3].TradableAs[1]`), the
 * value found there, and what the schema allows:
 *
 * - `unknown-field`: a field the schema (and the documented live answers) does not have;
 * - `enum`: a value outside the documented set of its enumeration;
 * - `type`: a value of another type (a number sent as text, a null, text that is no date…);
 * - `required`: a field the specification requires, missing;
 * - `envelope`: a feed whose paging breaks the rules (`__count` not a count, `__next` not a URL of the same
 *   operation, `Data` not a list);
 * - `body`: an answer that is not JSON at all, or empty where the operation answers a JSON object.
 */
import { isEnumName, isSchemaName, SCALARS, enumDef, schemaDef, type Scalar, type SchemaName } from './schemas';
import { operationOf, operationOfSchema, type Operation } from './operations';

export type FindingKind = 'unknown-field' | 'enum' | 'type' | 'required' | 'envelope' | 'body';

export interface Finding {
  readonly kind: FindingKind;
  /** Where: a JSON path from the answer's root (`Data[3].TradableAs[1]`), empty for the answer itself. */
  readonly path: string;
  /** The value found there, as short JSON (`missing` for a missing field). */
  readonly value: string;
  /** What the schema allows there, in words. */
  readonly allowed: string;
}

export interface CheckOptions {
  /** The URL the answer came from: a feed's `__next` must then lead to the same origin too. */
  readonly url?: string | undefined;
}

/** Findings are counted in full, but at most this many are kept of one answer (a junk answer may have thousands). */
export const FINDINGS_KEPT = 200;

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const VALUE_CHARS = 120;
const LISTED_VALUES = 12;

function isScalar(type: string): type is Scalar {
  return (SCALARS as readonly string[]).includes(type);
}

/** A value as it is shown in a finding: short JSON, `missing` when absent. */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

/** What a type expression (schemas.ts) allows, in words. */
export function describeType(type: string): string {
  if (type.endsWith('[]')) return `a list of ${type.slice(0, -2)}`;
  switch (type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'date':
      return 'a date (YYYY-MM-DD, with or without a time)';
    case 'date-time':
      return 'a date and time (ISO 8601)';
    case 'any':
      return 'any value';
  }
  if (isEnumName(type)) {
    const { values, flags } = enumDef(type);
    const joined = flags ? ', or several joined by commas' : '';
    return values.length > LISTED_VALUES ? `one of the ${values.length} documented values of ${type}${joined}` : `one of ${type}: ${values.join(', ')}${joined}`;
  }
  return `an object (${type})`;
}

function join(path: string, key: string): string {
  const part = IDENTIFIER.test(key) ? key : `[${JSON.stringify(key)}]`;
  return !path || part.startsWith('[') ? `${path}${part}` : `${path}.${part}`;
}

function scalarFits(value: unknown, type: Scalar): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'date-time':
      return typeof value === 'string' && DATE.test(value);
    case 'any':
      return true;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether a feed's `__next` link breaks the rules: not a URL, or not one of the same operation (and origin). */
function nextLinkBreaks(next: unknown, operation: Operation | undefined, url: string | undefined): boolean {
  if (typeof next !== 'string' || !next.trim()) return true;
  let target: URL;
  try {
    target = new URL(next, url ?? 'http://relative.invalid/');
  } catch {
    return true;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return true;
  if (operation && operationOf(target.href) !== operation) return true;
  if (url) {
    try {
      if (new URL(url).origin !== target.origin) return true;
    } catch {
      // A request URL that does not parse says nothing of the link's origin.
    }
  }
  return false;
}

class Walk {
  readonly findings: Finding[] = [];
  total = 0;

  constructor(private readonly url: string | undefined) {}

  add(kind: FindingKind, path: string, value: unknown, allowed: string): void {
    this.total += 1;
    if (this.findings.length < FINDINGS_KEPT) this.findings.push({ kind, path, value: shownValue(value), allowed });
  }

  value(value: unknown, type: string, path: string): void {
    if (type.endsWith('[]')) {
      if (!Array.isArray(value)) this.add('type', path, value, describeType(type));
      else value.forEach((item, index) => this.value(item, type.slice(0, -2), `${path}[${index}]`));
      return;
    }
    if (isScalar(type)) {
      if (!scalarFits(value, type)) this.add('type', path, value, describeType(type));
      return;
    }
    if (isEnumName(type)) {
      if (typeof value !== 'string') {
        this.add('type', path, value, `text, ${describeType(type)}`);
        return;
      }
      const { values, flags } = enumDef(type);
      const parts = flags ? value.split(/,\s*/) : [value];
      if (!parts.every((part) => values.includes(part))) this.add('enum', path, value, describeType(type));
      return;
    }
    if (!isSchemaName(type)) throw new Error(`schemas.ts names no type ${type}`);
    this.object(value, type, path);
  }

  object(value: unknown, name: SchemaName, path: string): void {
    if (!isObject(value)) {
      this.add('type', path, value, describeType(name));
      return;
    }
    const def = schemaDef(name);
    for (const field of def.required ?? []) {
      if (value[field] === undefined) this.add('required', join(path, field), undefined, `${field} is required in ${name}`);
    }
    for (const [key, inner] of Object.entries(value)) {
      const where = join(path, key);
      const type = Object.hasOwn(def.fields, key) ? def.fields[key] : def.anyKey;
      if (type === undefined) this.add('unknown-field', where, inner, `the fields of ${name} (${Object.keys(def.fields).length} documented)`);
      else if (def.feed && key !== 'Data') this.envelope(key, inner, name, where);
      else if (def.feed && !Array.isArray(inner)) this.add('envelope', where, inner, 'a list: the rows of this page of the feed');
      else this.value(inner, type, where);
    }
  }

  /** The paging fields of a feed (facts 0.5). */
  envelope(key: string, value: unknown, name: SchemaName, where: string): void {
    if (key === '__count' && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      this.add('envelope', where, value, 'a whole number of 0 or more: the count of every row of the feed');
    } else if (key === 'MaxRows' && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
      this.add('envelope', where, value, 'a number: the most rows a page may hold');
    } else if (key === '__next') {
      const operation = operationOfSchema(name);
      if (nextLinkBreaks(value, operation, this.url)) {
        const origin = this.url ? ` at ${originOf(this.url)}` : '';
        this.add('envelope', where, value, `the URL of the next page of the same operation${operation ? ` (GET …${operation.path})` : ''}${origin}`);
      }
    }
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export interface CheckResult {
  /** The findings, at most FINDINGS_KEPT of them. */
  readonly findings: readonly Finding[];
  /** How many there are in all. */
  readonly total: number;
}

/** Every finding of `answer` held to `type`: a schema's name (`SummaryInfoList`), or a list of one (`SummaryInfo[]`). */
export function checkAll(answer: unknown, type: string, options: CheckOptions = {}): CheckResult {
  if (!isSchemaName(type.replace(/\[\]$/, ''))) throw new Error(`schemas.ts has no schema ${type}`);
  const walk = new Walk(options.url);
  walk.value(answer, type, '');
  return { findings: walk.findings, total: walk.total };
}

/** The findings of `answer` held to `type` (see checkAll), at most FINDINGS_KEPT of them. */
export function check(answer: unknown, type: SchemaName | `${SchemaName}[]`, options: CheckOptions = {}): Finding[] {
  return [...checkAll(answer, type, options).findings];
}

/** Every field path of `value` (read as `schema`) that the schemas do not list, e.g. `Data[3].IsinCode`. */
export function unknownFields(value: unknown, type: SchemaName | `${SchemaName}[]`): string[] {
  return check(value, type)
    .filter((finding) => finding.kind === 'unknown-field')
    .map((finding) => finding.path);
}

export interface AnswerInput {
  /** The request's URL, as sent. */
  readonly url: string;
  /** The HTTP status; 0 or undefined when no answer came. */
  readonly status: number | undefined;
  /** The body as text. */
  readonly body: string | undefined;
}

export interface AnswerCheck extends CheckResult {
  /** The operation the request called, if it is one of the ten. */
  readonly operation?: Operation;
  /** The schema the answer was held to. */
  readonly schema?: SchemaName;
  /** Why the answer was not held to a schema (another path, no answer, no body); undefined when it was. */
  readonly skipped?: string;
}

const NONE: CheckResult = { findings: [], total: 0 };

/**
 * A request's answer held to its schema: a successful answer to the operation's (4.1 to 4.10), an error
 * answer with a body to the error body's. An error without a body (401, 404, 429, 503 document none) has
 * nothing to hold.
 */
export function checkAnswer({ url, status, body }: AnswerInput): AnswerCheck {
  const operation = operationOf(url);
  if (!operation) return { ...NONE, skipped: 'not one of the ten operations of the specification' };
  if (!status) return { ...NONE, operation, skipped: 'no answer came' };
  const ok = status >= 200 && status < 300;
  if (!ok && status < 400) return { ...NONE, operation, skipped: `HTTP ${status}: no schema` };
  const schema: SchemaName = ok ? operation.schema : 'Error';
  const text = body?.trim() ?? '';
  if (!text) {
    if (!ok) return { ...NONE, operation, skipped: 'an error answer without a body' };
    return { operation, schema, findings: [{ kind: 'body', path: '', value: '(empty)', allowed: `a JSON body: ${describeType(schema)}` }], total: 1 };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { operation, schema, findings: [{ kind: 'body', path: '', value: shownValue(text), allowed: `a JSON body: ${describeType(schema)}` }], total: 1 };
  }
  return { operation, schema, ...checkAll(json, schema, { url }) };
}
