/**
 * Faults the simulator injects when a test or a demo asks for them, the same
 * in both mounts (the worker's `refex:sim-faults` knob, the HTTP server's
 * `--faults`, SIM_FAULTS and its loopback control endpoint). Without rules
 * every request is answered by the service itself, byte for byte.
 *
 * A rule is JSON: `{ "path": "/openapi/ref/v1/instruments", "kind": "status",
 * "status": 503, "count": 1 }`.
 * - `path`: a glob on the request's path, case-insensitive; `*` matches within
 *   a segment, `**` across segments, `?` one character. A pattern starting
 *   with `/` matches the whole path, any other pattern a part of it
 *   (`timezones` matches both time-zone paths).
 * - `method` (e.g. `GET`), `query` (parameter name to a glob on its value,
 *   `*` for any), `token` (the bearer token the request carries, exactly):
 *   further conditions. `token` keeps a rule to one session, so tests that
 *   share a simulator never take each other's faults.
 * - `count`: how many matching requests the rule applies to (unlimited when
 *   absent). `times` is read as `count`.
 * - `kind` and its options:
 *   - `latency` `{ms}`: the answer comes that much later (adds up with other rules);
 *   - `status` `{status = 503, errorCode?, message?}`: that status, with the
 *     service's error body when an error code and a message are given (its
 *     401, 429 and 503 answers have no body);
 *   - `rate-limit` `{dimension = "Session", limit?, reset = 60}`: a 429 with
 *     `X-RateLimit-<dimension>-Limit`, `-Remaining: 0` and `-Reset` (seconds);
 *   - `drop`: the connection drops before any answer;
 *   - `malformed-json`: the real answer with a syntax error;
 *   - `truncated-body`: the real answer's headers and half its body, then the
 *     connection drops;
 *   - `empty-200`: a 200 with an empty body;
 *   - `junk` `{seed = 1, rate = 0.3, junk = all kinds, fields?}`: the real
 *     answer with junk values (see junk.ts);
 *   - `next-404`: a paged answer whose `__next` leads to a 404;
 *   - `next-loop`: a paged answer whose `__next` is the request itself;
 *   - `inject` `{fields, values, seed = 0}`: the string values of the named
 *     fields (e.g. Description, Symbol, Name, Narrative, Message) replaced by
 *     the given texts in turn, in whatever answer has a JSON body, an error's
 *     too; no field is added (see inject.ts).
 * The first matching rule of a kind other than latency and inject decides the
 * answer; latencies add up, and inject rules rewrite the answer it gives (the
 * service's own or a fault's error body), in their order. Each rule counts
 * the requests it took.
 */
import type { SimRequest, SimResponse } from './http';
import { injectBody } from './inject';
import { canonicalJson } from './json';
import { JUNK_KINDS, junkBody, type JunkKind } from './junk';
import { APP_DAY, REF_DATA, REF_DATA_INSTRUMENTS, SESSION } from './rate-limits';

export const FAULT_KINDS = ['latency', 'status', 'rate-limit', 'drop', 'malformed-json', 'truncated-body', 'empty-200', 'junk', 'next-404', 'next-loop', 'inject'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  path: string;
  method?: string;
  query?: Record<string, string>;
  /** Only requests carrying this bearer token. */
  token?: string;
  /** How many matching requests the rule applies to; unlimited when absent. */
  count?: number;
  kind: FaultKind;
  ms?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  dimension?: string;
  limit?: number;
  reset?: number;
  seed?: number;
  rate?: number;
  junk?: JunkKind[];
  fields?: string[];
  values?: string[];
}

/** The options each kind takes, besides path, method, query and count. */
const KIND_OPTIONS: Record<FaultKind, readonly (keyof FaultRule)[]> = {
  latency: ['ms'],
  status: ['status', 'errorCode', 'message'],
  'rate-limit': ['dimension', 'limit', 'reset'],
  drop: [],
  'malformed-json': [],
  'truncated-body': [],
  'empty-200': [],
  junk: ['seed', 'rate', 'junk', 'fields'],
  'next-404': [],
  'next-loop': [],
  inject: ['fields', 'values', 'seed'],
};
const COMMON_OPTIONS = ['path', 'method', 'query', 'token', 'count', 'times', 'kind'];

/** The gateway's limits of the dimensions the simulator knows, for a rate-limit rule that names none. */
const KNOWN_LIMITS = new Map([APP_DAY, SESSION, REF_DATA_INSTRUMENTS, REF_DATA].map((dimension) => [dimension.name.toLowerCase(), dimension.limit]));

export class FaultRulesError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Bad fault rules: ${problems.join('; ')}`);
    this.name = 'FaultRulesError';
    this.problems = problems;
  }
}

const isInteger = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseRule(raw: unknown, problem: (text: string) => void): FaultRule | undefined {
  if (!isRecord(raw)) return void problem('is not an object');
  // The first fault rules of the worker were { path, status, times }: still read.
  const kind = raw.kind ?? (raw.status !== undefined ? 'status' : undefined);
  if (!FAULT_KINDS.includes(kind as FaultKind)) return void problem(`kind ${JSON.stringify(kind)} is not one of ${FAULT_KINDS.join(', ')}`);
  const rule: FaultRule = { path: '', kind: kind as FaultKind };
  const allowed = [...COMMON_OPTIONS, ...KIND_OPTIONS[rule.kind]];
  for (const key of Object.keys(raw)) if (!allowed.includes(key)) problem(`${key} is not an option of kind ${rule.kind}`);
  if (typeof raw.path !== 'string' || !raw.path.trim()) problem('path must be a non-empty text');
  else rule.path = raw.path.trim();
  if (raw.method !== undefined) {
    if (typeof raw.method === 'string' && /^[A-Za-z]+$/.test(raw.method)) rule.method = raw.method.toUpperCase();
    else problem('method must be a word such as GET');
  }
  if (raw.query !== undefined) {
    if (isRecord(raw.query) && Object.values(raw.query).every((value) => typeof value === 'string')) rule.query = raw.query as Record<string, string>;
    else problem('query must map parameter names to texts');
  }
  if (raw.token !== undefined) {
    if (typeof raw.token === 'string' && raw.token.trim()) rule.token = raw.token.trim();
    else problem('token must be a non-empty text');
  }
  const count = raw.count ?? raw.times;
  if (count !== undefined) {
    if (isInteger(count, 1, Number.MAX_SAFE_INTEGER)) rule.count = count;
    else problem('count must be a whole number from 1 (leave it out for no limit)');
  }
  const integer = (key: 'ms' | 'status' | 'limit' | 'reset' | 'seed', min: number, max: number, fallback?: number): void => {
    const value = raw[key] ?? fallback;
    if (value === undefined) return void problem(`${key} is needed`);
    if (isInteger(value, min, max)) rule[key] = value;
    else problem(`${key} must be a whole number from ${min} to ${max}`);
  };
  switch (rule.kind) {
    case 'latency':
      integer('ms', 0, 600_000);
      break;
    case 'status':
      integer('status', 400, 599, 503);
      if ((raw.errorCode === undefined) !== (raw.message === undefined)) problem('errorCode and message go together');
      else if (raw.errorCode !== undefined) {
        if (typeof raw.errorCode === 'string' && typeof raw.message === 'string') Object.assign(rule, { errorCode: raw.errorCode, message: raw.message });
        else problem('errorCode and message must be texts');
      }
      break;
    case 'rate-limit': {
      const dimension = raw.dimension ?? SESSION.name;
      if (typeof dimension === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(dimension)) rule.dimension = dimension;
      else problem('dimension must be a name such as RefDataMinute');
      integer('limit', 1, Number.MAX_SAFE_INTEGER, KNOWN_LIMITS.get(String(dimension).toLowerCase()) ?? 60);
      integer('reset', 0, 86_400, 60);
      break;
    }
    case 'junk': {
      integer('seed', 0, 2 ** 32 - 1, 1);
      const rate = raw.rate ?? 0.3;
      if (typeof rate === 'number' && rate > 0 && rate <= 1) rule.rate = rate;
      else problem('rate must be a number above 0, at most 1');
      const junk = raw.junk ?? [...JUNK_KINDS];
      if (Array.isArray(junk) && junk.length > 0 && junk.every((item) => JUNK_KINDS.includes(item as JunkKind))) rule.junk = junk as JunkKind[];
      else problem(`junk must list some of ${JUNK_KINDS.join(', ')}`);
      if (raw.fields !== undefined) {
        if (Array.isArray(raw.fields) && raw.fields.every((field) => typeof field === 'string')) rule.fields = raw.fields as string[];
        else problem('fields must be a list of field names');
      }
      break;
    }
    case 'inject': {
      integer('seed', 0, 2 ** 32 - 1, 0);
      const texts = (key: 'fields' | 'values', what: string): void => {
        const value = raw[key];
        if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) rule[key] = value as string[];
        else problem(`${key} must be a non-empty list of ${what}`);
      };
      texts('fields', 'field names');
      texts('values', 'texts');
      break;
    }
    default:
  }
  return rule;
}

/**
 * Reads fault rules: a JSON text or a parsed value, one rule or a list.
 * Throws a FaultRulesError naming every problem, rule by rule.
 */
export function parseFaultRules(input: unknown): FaultRule[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = input.trim() ? JSON.parse(input) : [];
    } catch (error) {
      throw new FaultRulesError([`not JSON (${(error as Error).message})`]);
    }
  }
  const problems: string[] = [];
  const rules: FaultRule[] = [];
  (Array.isArray(value) ? value : [value]).forEach((raw, index) => {
    const rule = parseRule(raw, (text) => problems.push(`rule ${index + 1}: ${text}`));
    if (rule) rules.push(rule);
  });
  if (problems.length > 0) throw new FaultRulesError(problems);
  return rules;
}

/** A glob as a regular expression; `*` stays within a path segment unless `within` is false. */
function globToRegExp(pattern: string, whole: boolean, within = true): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += within ? '[^/]*' : '.*';
    else if (char === '?') source += within ? '[^/]' : '.';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(whole ? `^${source}$` : source, 'i');
}

function matcherOf(rule: FaultRule): (method: string, url: URL, authorization: string | undefined) => boolean {
  const path = globToRegExp(rule.path, rule.path.startsWith('/'));
  const query = Object.entries(rule.query ?? {}).map(([name, glob]) => ({ name: name.toLowerCase(), value: globToRegExp(glob, true, false) }));
  return (method, url, authorization) =>
    (!rule.method || rule.method === method.toUpperCase()) &&
    (rule.token === undefined || authorization?.trim() === `Bearer ${rule.token}`) &&
    path.test(url.pathname) &&
    query.every(({ name, value }) => [...url.searchParams].some(([key, actual]) => key.toLowerCase() === name && value.test(actual)));
}

/** What a mount does with a request: answer (perhaps sending only part of the body before the connection drops), or drop the connection. */
export type FaultOutcome = { type: 'answer'; response: SimResponse; truncateAt?: number } | { type: 'drop' };

/** A response body that breaks off after the given bytes, as when the connection drops while it is on its way (for mounts that build a fetch Response). */
export function brokenBody(bytes: Uint8Array | null): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (bytes) controller.enqueue(bytes);
      controller.error(new TypeError('network error: the connection dropped'));
    },
  });
}

/** The service as the fault layer sees it (the Simulator is one). */
export interface FaultTarget {
  handle(request: SimRequest): SimResponse;
  correlationId(): string;
}

export interface FaultPlan {
  /** Added latency, in milliseconds. */
  delayMs: number;
  answer(target: FaultTarget, request: SimRequest): FaultOutcome;
}

export interface FaultRuleStatus {
  rule: FaultRule;
  /** Requests the rule took so far. */
  applied: number;
  /** Requests it still takes; null for no limit. */
  remaining: number | null;
}

export interface FaultInjector {
  /** Takes the rules a request matches (counting them) and says how to answer it; `authorization` is the request's header. */
  take(method: string, url: string, authorization?: string): FaultPlan;
  /** The rules with their counts. */
  status(): FaultRuleStatus[];
  /** Replaces the rules (their counts start again). */
  replace(rules: readonly FaultRule[]): void;
  add(rules: readonly FaultRule[]): void;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A page's identity: its path and its parameters in any order, names in any case and values however they were
 * encoded, so a client that asks for the page a dead link names, in its own spelling, meets the same 404.
 */
const linkKey = (url: URL): string => {
  const params = [...url.searchParams].map(([name, value]) => `${name.toLowerCase()}=${value}`).sort();
  return `${url.pathname.toLowerCase()}?${params.join('&')}`;
};

interface RuleState extends FaultRuleStatus {
  matches: (method: string, url: URL, authorization: string | undefined) => boolean;
  /** The links a next-404 rule sent, answered with 404. */
  deadLinks: Set<string>;
}

const serviceAnswer = (target: FaultTarget, request: SimRequest): FaultOutcome => ({ type: 'answer', response: target.handle(request) });

/** The outcome with the inject rules' texts in its body (a truncated body breaks off at the same share of the new one). */
function injected(outcome: FaultOutcome, rules: readonly FaultRule[]): FaultOutcome {
  if (outcome.type !== 'answer' || typeof outcome.response.body !== 'string' || outcome.response.body === '') return outcome;
  const before = outcome.response.body;
  const body = rules.reduce((text, rule) => injectBody(text, { fields: rule.fields ?? [], values: rule.values ?? [], seed: rule.seed ?? 0 }), before);
  if (body === before) return outcome;
  const response = { ...outcome.response, body };
  if (outcome.truncateAt === undefined) return { type: 'answer', response };
  const size = (text: string) => new TextEncoder().encode(text).length;
  return { type: 'answer', response, truncateAt: Math.floor((outcome.truncateAt * size(body)) / size(before)) };
}
const PLAIN: FaultPlan = { delayMs: 0, answer: serviceAnswer };

/** Rewrites the `__next` of a paged answer. */
function withNext(response: SimResponse, link: (feed: Record<string, unknown>) => string): SimResponse {
  const feed: unknown = JSON.parse(response.body as string);
  if (!isRecord(feed) || !Array.isArray(feed.Data)) return response;
  return { ...response, body: canonicalJson({ ...feed, __next: link(feed) }) };
}

function faultAnswer(state: RuleState, target: FaultTarget, request: SimRequest): FaultOutcome {
  const { rule } = state;
  const answer = (status: number, headers: Record<string, string>, body: string | null): FaultOutcome => ({
    type: 'answer',
    response: { status, headers: { 'X-Correlation': target.correlationId(), ...(body === null ? {} : { 'Content-Type': JSON_TYPE }), ...headers }, body },
  });
  switch (rule.kind) {
    case 'latency':
      return serviceAnswer(target, request);
    case 'status':
      return answer(rule.status ?? 503, {}, rule.errorCode !== undefined ? canonicalJson({ ErrorCode: rule.errorCode, Message: rule.message }) : null);
    case 'rate-limit': {
      const prefix = `X-RateLimit-${rule.dimension ?? SESSION.name}`;
      return answer(429, { [`${prefix}-Limit`]: String(rule.limit), [`${prefix}-Remaining`]: '0', [`${prefix}-Reset`]: String(rule.reset) }, null);
    }
    case 'drop':
      return { type: 'drop' };
    case 'empty-200':
      return answer(200, {}, '');
    default:
  }
  // The other kinds spoil a real answer; an error or an empty body passes unchanged.
  const real = target.handle(request);
  if (real.status !== 200 || real.body === null) return { type: 'answer', response: real };
  const body = real.body;
  switch (rule.kind) {
    case 'malformed-json':
      return { type: 'answer', response: { ...real, body: `${body.replace(/\}\s*$/, '')},}` } };
    case 'truncated-body':
      return { type: 'answer', response: real, truncateAt: Math.floor(new TextEncoder().encode(body).length / 2) };
    case 'junk':
      return { type: 'answer', response: { ...real, body: junkBody(body, { seed: rule.seed ?? 1, rate: rule.rate ?? 0.3, kinds: rule.junk ?? JUNK_KINDS, fields: rule.fields }) } };
    case 'next-loop':
      return { type: 'answer', response: withNext(real, () => request.url.replace(/%24/gi, '$')) };
    default: {
      const response = withNext(real, (feed) => {
        const next = new URL(typeof feed.__next === 'string' ? feed.__next : request.url);
        if (typeof feed.__next !== 'string') {
          // A single page: a link to the rows after it, as the service would write it.
          const skip = [...next.searchParams].find(([key]) => key.toLowerCase() === '$skip')?.[1];
          for (const key of [...next.searchParams.keys()]) if (key.toLowerCase() === '$skip') next.searchParams.delete(key);
          next.searchParams.set('$skip', String((Number(skip) || 0) + (feed.Data as unknown[]).length));
        }
        state.deadLinks.add(linkKey(next));
        return next.href.replace(/%24/gi, '$');
      });
      return { type: 'answer', response };
    }
  }
}

export function createFaultInjector(initial: readonly FaultRule[] = []): FaultInjector {
  let states: RuleState[] = [];
  const add = (rules: readonly FaultRule[]): void => {
    states = [...states, ...rules.map((rule) => ({ rule, applied: 0, remaining: rule.count ?? null, matches: matcherOf(rule), deadLinks: new Set<string>() }))];
  };
  add(initial);
  return {
    status: () => states.map(({ rule, applied, remaining }) => ({ rule, applied, remaining })),
    replace: (rules) => {
      states = [];
      add(rules);
    },
    add,
    take(method, href, authorization) {
      if (states.length === 0) return PLAIN;
      const url = new URL(href);
      const key = linkKey(url);
      const dead = states.find((state) => state.deadLinks.has(key));
      if (dead) return { delayMs: 0, answer: (target) => ({ type: 'answer', response: { status: 404, headers: { 'X-Correlation': target.correlationId() }, body: null } }) };
      let delayMs = 0;
      let fault: RuleState | undefined;
      const injections: FaultRule[] = [];
      for (const state of states) {
        const adds = state.rule.kind === 'latency' || state.rule.kind === 'inject';
        if (state.remaining === 0 || (fault && !adds) || !state.matches(method, url, authorization)) continue;
        state.applied += 1;
        if (state.remaining !== null) state.remaining -= 1;
        if (state.rule.kind === 'latency') delayMs += state.rule.ms ?? 0;
        else if (state.rule.kind === 'inject') injections.push(state.rule);
        else fault = state;
      }
      const chosen = fault;
      const answer = chosen ? (target: FaultTarget, request: SimRequest) => faultAnswer(chosen, target, request) : serviceAnswer;
      return { delayMs, answer: injections.length === 0 ? answer : (target, request) => injected(answer(target, request), injections) };
    },
  };
}
