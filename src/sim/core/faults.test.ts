import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../service';
import { makeClock } from './clock';
import { createFaultInjector, FaultRulesError, parseFaultRules, type FaultInjector, type FaultOutcome } from './faults';
import type { SimResponse } from './http';
import { JUNK_KINDS, UNKNOWN_ENUM_VALUE, type JunkKind } from './junk';
import { unknownFields } from '@/spec/check';

const ORIGIN = 'http://sim.test';
const SEARCH = '/openapi/ref/v1/instruments?Keywords=shell&$top=5';
const ZONES = '/openapi/ref/v1/timezones';

/** A simulator whose answers (rate-limit windows too) depend on nothing but the requests. */
const simulator = (): Simulator => createSimulator({ clock: makeClock(new Date('2026-11-20T10:00:00Z')), ticker: () => 0 });

/** Sends `path` through the faults to the simulator. */
function ask(faults: FaultInjector, sim: Simulator, path: string, method = 'GET', token = 'demo'): { delayMs: number; outcome: FaultOutcome } {
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  const plan = faults.take(method, url, `Bearer ${token}`);
  return { delayMs: plan.delayMs, outcome: plan.answer(sim, { method, url, headers: { authorization: `Bearer ${token}` } }) };
}

function answer(outcome: FaultOutcome): SimResponse {
  if (outcome.type !== 'answer') throw new Error('the connection dropped');
  return outcome.response;
}

/** The answer to `path` under the given rules, on a fresh simulator. */
const under = (rules: unknown, path = SEARCH) => answer(ask(createFaultInjector(parseFaultRules(rules)), simulator(), path).outcome);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = (response: SimResponse): any => JSON.parse(response.body as string);

describe('fault rules', () => {
  it('reads one rule or a list, as JSON text or a value, with the defaults of each kind', () => {
    expect(parseFaultRules('{"path":"timezones","kind":"drop"}')).toEqual([{ path: 'timezones', kind: 'drop' }]);
    expect(parseFaultRules('')).toEqual([]);
    expect(parseFaultRules([{ path: '/openapi/ref/v1/instruments', kind: 'status', count: 1 }])).toEqual([
      { path: '/openapi/ref/v1/instruments', kind: 'status', status: 503, count: 1 },
    ]);
    expect(parseFaultRules({ path: 'x', kind: 'rate-limit' })[0]).toMatchObject({ dimension: 'Session', limit: 120, reset: 60 });
    expect(parseFaultRules({ path: 'x', kind: 'rate-limit', dimension: 'RefDataMinute', reset: 3 })[0]).toMatchObject({ limit: 60, reset: 3 });
    expect(parseFaultRules({ path: 'x', kind: 'junk' })[0]).toMatchObject({ seed: 1, rate: 0.3, junk: [...JUNK_KINDS] });
    expect(parseFaultRules({ path: 'x', kind: 'latency', ms: 250, method: 'get', query: { Keywords: '*' } })[0]).toMatchObject({ method: 'GET', ms: 250 });
  });

  it('still reads the first form, { path, status, times }', () => {
    expect(parseFaultRules([{ path: 'timezones', status: 500, times: 3 }])).toEqual([{ path: 'timezones', kind: 'status', status: 500, count: 3 }]);
  });

  it('names every problem, rule by rule', () => {
    const problems = (input: unknown): readonly string[] => {
      try {
        parseFaultRules(input);
      } catch (error) {
        expect(error).toBeInstanceOf(FaultRulesError);
        return (error as FaultRulesError).problems;
      }
      throw new Error('accepted');
    };
    expect(problems('[{')[0]).toMatch(/^not JSON/);
    expect(problems([{ path: 'a', kind: 'stauts' }, 7])).toEqual([expect.stringMatching(/^rule 1: kind "stauts" is not one of latency, status/), 'rule 2: is not an object']);
    expect(problems([{ kind: 'drop', ms: 5 }])).toEqual(['rule 1: ms is not an option of kind drop', 'rule 1: path must be a non-empty text']);
    expect(problems([{ path: 'a', kind: 'latency', count: 0 }])).toEqual(['rule 1: count must be a whole number from 1 (leave it out for no limit)', 'rule 1: ms is needed']);
    expect(problems([{ path: 'a', kind: 'status', status: 200, errorCode: 'X' }])).toEqual([
      'rule 1: status must be a whole number from 400 to 599',
      'rule 1: errorCode and message go together',
    ]);
    expect(problems([{ path: 'a', kind: 'junk', junk: ['nonsense'], rate: 2 }])).toHaveLength(2);
    expect(problems([{ path: 'a', kind: 'rate-limit', dimension: 'Ref Data', method: 'G T' }])).toHaveLength(2);
  });
});

describe('which requests a rule takes', () => {
  const takes = (rule: object, method: string, path: string) =>
    ask(createFaultInjector(parseFaultRules({ kind: 'drop', ...rule })), simulator(), path, method).outcome.type === 'drop';

  it('matches a glob on the path: from the root when it starts with a slash, anywhere in the path otherwise, in any case', () => {
    expect(takes({ path: '/openapi/ref/v1/instruments' }, 'GET', SEARCH)).toBe(true);
    expect(takes({ path: '/openapi/ref/v1/instruments' }, 'GET', '/openapi/ref/v1/instruments/details?Uics=211')).toBe(false);
    expect(takes({ path: 'TIMEZONES' }, 'GET', '/ref/v1/timezones')).toBe(true);
    expect(takes({ path: '/openapi/ref/v1/instruments/details/*/stock' }, 'GET', '/openapi/ref/v1/instruments/details/211/Stock')).toBe(true);
    expect(takes({ path: '/openapi/*/details/*/Stock' }, 'GET', '/openapi/ref/v1/instruments/details/211/Stock')).toBe(false);
    expect(takes({ path: '/openapi/**/Stock' }, 'GET', '/openapi/ref/v1/instruments/details/211/Stock')).toBe(true);
    expect(takes({ path: 'details/2?1/' }, 'GET', '/openapi/ref/v1/instruments/details/211/Stock')).toBe(true);
  });

  it('matches the method and query parameters when the rule names them', () => {
    expect(takes({ path: 'timezones', method: 'HEAD' }, 'GET', ZONES)).toBe(false);
    expect(takes({ path: 'timezones', method: 'HEAD' }, 'HEAD', ZONES)).toBe(true);
    expect(takes({ path: 'instruments', query: { keywords: 'SH*' } }, 'GET', SEARCH)).toBe(true);
    expect(takes({ path: 'instruments', query: { Keywords: 'apple' } }, 'GET', SEARCH)).toBe(false);
    expect(takes({ path: 'instruments', query: { AssetTypes: '*' } }, 'GET', SEARCH)).toBe(false);
  });

  it('matches the bearer token when the rule names one, so a rule stays with its own session', () => {
    const faults = createFaultInjector(parseFaultRules({ path: 'timezones', kind: 'drop', token: 'mine', count: 1 }));
    const sim = simulator();
    expect(ask(faults, sim, ZONES, 'GET', 'demo').outcome.type).toBe('answer');
    expect(ask(faults, sim, ZONES, 'GET', 'mine').outcome.type).toBe('drop');
    expect(faults.status()[0]).toMatchObject({ applied: 1, remaining: 0 });
    expect(() => parseFaultRules({ path: 'timezones', kind: 'drop', token: ' ' })).toThrow(/token must be a non-empty text/);
  });

  it('applies to as many matching requests as its count, then the service answers; without a count, to all', () => {
    const faults = createFaultInjector(
      parseFaultRules([
        { path: 'timezones', kind: 'status', count: 2 },
        { path: 'instruments', kind: 'status', status: 500 },
      ]),
    );
    const sim = simulator();
    expect([1, 2, 3].map(() => answer(ask(faults, sim, ZONES).outcome).status)).toEqual([503, 503, 200]);
    expect([1, 2, 3].map(() => answer(ask(faults, sim, SEARCH).outcome).status)).toEqual([500, 500, 500]);
    expect(faults.status().map(({ applied, remaining }) => ({ applied, remaining }))).toEqual([
      { applied: 2, remaining: 0 },
      { applied: 3, remaining: null },
    ]);
    faults.replace([]);
    expect(answer(ask(faults, sim, SEARCH).outcome).status).toBe(200);
  });

  it('adds up latencies, which go with the first other fault that matches', () => {
    const faults = createFaultInjector(
      parseFaultRules([
        { path: 'zones', kind: 'latency', ms: 100 },
        { path: 'timezones', kind: 'latency', ms: 50, count: 1 },
        { path: 'timezones', kind: 'status', count: 1 },
        { path: 'timezones', kind: 'drop', count: 1 },
      ]),
    );
    const sim = simulator();
    const first = ask(faults, sim, ZONES);
    expect(first.delayMs).toBe(150);
    expect(answer(first.outcome).status).toBe(503);
    const second = ask(faults, sim, ZONES);
    expect(second).toMatchObject({ delayMs: 100, outcome: { type: 'drop' } });
    expect(answer(ask(faults, sim, ZONES).outcome).status).toBe(200);
  });
});

describe('fault kinds', () => {
  it('status: the status with no body (as the service sends 503), or the service’s error body when one is given', () => {
    const plain = under({ path: 'instruments', kind: 'status' });
    expect(plain).toEqual({ status: 503, headers: { 'X-Correlation': expect.stringMatching(/#sim#1$/) }, body: null });
    const withBody = under({ path: 'instruments', kind: 'status', status: 500, errorCode: 'InternalError', message: 'Something broke.' });
    expect(withBody.status).toBe(500);
    expect(withBody.headers['Content-Type']).toMatch(/^application\/json/);
    expect(json(withBody)).toEqual({ ErrorCode: 'InternalError', Message: 'Something broke.' });
  });

  it('rate-limit: a 429 with the gateway’s X-RateLimit headers for the dimension, and no body', () => {
    const limited = under({ path: 'instruments', kind: 'rate-limit', dimension: 'RefDataInstrumentsMinute', reset: 3 });
    expect(limited.status).toBe(429);
    expect(limited.body).toBeNull();
    expect(limited.headers).toMatchObject({
      'X-RateLimit-RefDataInstrumentsMinute-Limit': '60',
      'X-RateLimit-RefDataInstrumentsMinute-Remaining': '0',
      'X-RateLimit-RefDataInstrumentsMinute-Reset': '3',
    });
    expect(limited.headers['X-Correlation']).toBeTruthy();
  });

  it('drop: no answer at all', () => {
    expect(ask(createFaultInjector(parseFaultRules({ path: 'instruments', kind: 'drop' })), simulator(), SEARCH).outcome).toEqual({ type: 'drop' });
  });

  it('malformed-json: the real answer, announced as JSON, that does not parse', () => {
    const real = simulator().handle({ method: 'GET', url: `${ORIGIN}${SEARCH}`, headers: { authorization: 'Bearer demo' } });
    const malformed = under({ path: 'instruments', kind: 'malformed-json' });
    expect(malformed.status).toBe(200);
    expect(malformed.headers['Content-Type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(malformed.body as string)).toThrow(SyntaxError);
    expect(malformed.body?.startsWith((real.body as string).slice(0, -1))).toBe(true);
  });

  it('truncated-body: the real answer, of which half the bytes are sent before the connection drops', () => {
    const outcome = ask(createFaultInjector(parseFaultRules({ path: 'instruments', kind: 'truncated-body' })), simulator(), SEARCH).outcome;
    if (outcome.type !== 'answer') throw new Error('dropped');
    expect(outcome.response.status).toBe(200);
    expect(outcome.truncateAt).toBe(Math.floor(Buffer.byteLength(outcome.response.body as string) / 2));
    expect(outcome.truncateAt).toBeGreaterThan(0);
  });

  it('empty-200: a 200 announced as JSON with an empty body', () => {
    const empty = under({ path: 'instruments', kind: 'empty-200' });
    expect(empty).toMatchObject({ status: 200, body: '' });
    expect(empty.headers['Content-Type']).toMatch(/^application\/json/);
  });

  it('spoils only answers that are a 200 with a body: an error passes unchanged', () => {
    const faults = createFaultInjector(parseFaultRules({ path: 'details', kind: 'malformed-json' }));
    expect(answer(ask(faults, simulator(), '/openapi/ref/v1/instruments/details/211/Stok').outcome)).toMatchObject({
      status: 400,
      body: expect.stringContaining('InvalidAssetType'),
    });
  });

  it('next-loop: a page whose __next is the request itself', () => {
    const path = '/openapi/ref/v1/instruments?Keywords=shell&$top=2&$skip=2';
    const looped = json(under({ path: 'instruments', kind: 'next-loop' }, path));
    expect(looped.__next).toBe(`${ORIGIN}${path}`);
    expect(looped.Data).toEqual(json(under([], path)).Data);
  });

  it('next-404: a page whose __next leads to a 404, also when the answer is a single page', () => {
    const faults = createFaultInjector(parseFaultRules({ path: '/openapi/ref/v1/instruments', kind: 'next-404', count: 1 }));
    const sim = simulator();
    const first = json(answer(ask(faults, sim, SEARCH).outcome));
    expect(first.__next).toBe(`${ORIGIN}/openapi/ref/v1/instruments?Keywords=shell&$top=5&$skip=5`);
    expect(answer(ask(faults, sim, first.__next).outcome)).toMatchObject({ status: 404, body: null });
    // The same page asked for in another spelling (parameters in another order, names in another case, `$` encoded) is the same dead page.
    expect(answer(ask(faults, sim, '/openapi/ref/v1/instruments?%24skip=5&keywords=shell&$TOP=5').outcome)).toMatchObject({ status: 404, body: null });
    // Other pages are answered by the service.
    expect(answer(ask(faults, sim, '/openapi/ref/v1/instruments?Keywords=shell&$top=5&$skip=10').outcome).status).toBe(200);
    const single = json(under({ path: 'timezones', kind: 'next-404' }, ZONES));
    expect(single.__next).toBe(`${ORIGIN}${ZONES}?$skip=27`);
  });
});

describe('junk', () => {
  const junk = (options: object, path = SEARCH) => under({ path: 'instruments', kind: 'junk', ...options }, path);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (response: SimResponse): Record<string, any>[] => json(response).Data;
  const clean = rows(under([]));

  it('is the same for the same seed and differs with another; rows and identities stay', () => {
    const a = junk({ seed: 7 });
    expect(junk({ seed: 7 }).body).toBe(a.body);
    expect(junk({ seed: 8 }).body).not.toBe(a.body);
    expect(a.body).not.toBe(under([]).body);
    expect(rows(a).map((row) => row.Identifier)).toEqual(clean.map((row) => row.Identifier));
    expect(json(a).__next).toBe(json(under([])).__next);
  });

  const every = (kind: JunkKind) => rows(junk({ junk: [kind], rate: 1 }));

  it('sends each kind of junk it is asked for', () => {
    expect(every('unknown-enum').map((row) => row.SummaryType)).toEqual(clean.map(() => UNKNOWN_ENUM_VALUE));
    expect(every('undefined').map((row) => row.Description)).toEqual(clean.map(() => 'Undefined'));
    expect(every('empty').map((row) => row.Symbol)).toEqual(clean.map(() => ''));
    expect(every('trailing-space').map((row) => row.Symbol)).toEqual(clean.map((row) => `${row.Symbol} `));
    expect(every('number-as-text').map((row) => row.GroupId)).toEqual(clean.map((row) => String(row.GroupId)));
    expect(every('missing').map((row) => Object.keys(row).filter((key) => key !== 'TradableAs'))).toEqual(clean.map(() => ['Identifier']));
  });

  it('touches only the named fields when given', () => {
    const spoilt = rows(junk({ rate: 1, junk: ['empty'], fields: ['ExchangeId'] }));
    expect(spoilt).toEqual(clean.map((row) => ({ ...row, ExchangeId: '' })));
  });
});

describe('inject', () => {
  const EVENT = '/openapi/ca/v2/events/9501101';
  const VALUES = ['<img src=x onerror=alert(1)>', 'javascript:alert(2)', '"><svg onload=alert(3)>'];
  const real = (path: string) => simulator().handle({ method: 'GET', url: `${ORIGIN}${path}`, headers: { authorization: 'Bearer demo' } });
  /** Every [path, value] of the strings of a JSON value, in the order of its text. */
  const strings = (value: unknown, path = ''): [string, string][] => {
    if (typeof value === 'string') return [[path, value]];
    if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
    return [];
  };
  const fieldOf = (path: string) => /([A-Za-z$]+)(?:\[\d+\])?$/.exec(path)?.[1] ?? '';

  it('reads fields, values and a seed (0 when left out), and names what is missing', () => {
    expect(parseFaultRules({ path: 'x', kind: 'inject', fields: ['Description'], values: ['<b>'] })[0]).toEqual({
      path: 'x',
      kind: 'inject',
      fields: ['Description'],
      values: ['<b>'],
      seed: 0,
    });
    expect(() => parseFaultRules({ path: 'x', kind: 'inject', fields: [], values: 'a' })).toThrow(
      'rule 1: fields must be a non-empty list of field names; rule 1: values must be a non-empty list of texts',
    );
    expect(() => parseFaultRules({ path: 'x', kind: 'inject', fields: ['Symbol'], values: ['a'], rate: 1 })).toThrow('rate is not an option of kind inject');
  });

  it('replaces the named fields’ strings with the values in turn from the seed, and touches nothing else', () => {
    const before = json(real(SEARCH));
    const after = json(under({ path: 'instruments', kind: 'inject', fields: ['Description', 'Symbol'], values: VALUES, seed: 1 }));
    const was = strings(before);
    const now = strings(after);
    expect(now.map(([path]) => path)).toEqual(was.map(([path]) => path));
    let turn = 1;
    now.forEach(([path, value], index) => {
      if (['Description', 'Symbol'].includes(fieldOf(path))) expect(value, path).toBe(VALUES[turn++ % VALUES.length]);
      else expect(value, path).toBe(was[index]?.[1]);
    });
    expect(turn).toBe(1 + 2 * before.Data.length);
    // Numbers and booleans of a named field stay.
    expect(json(under({ path: 'instruments', kind: 'inject', fields: ['Identifier', 'IsKeywordMatch'], values: VALUES }))).toEqual(before);
  });

  it('reaches nested objects and lists of strings (narratives of an event and its options, lookup names), adding no field', () => {
    const after = json(under({ path: 'events', kind: 'inject', fields: ['Narrative', 'Name', 'AllowedActions'], values: VALUES }, EVENT));
    const was = strings(json(real(EVENT)));
    const now = strings(after);
    expect(now.map(([path]) => path)).toEqual(was.map(([path]) => path));
    const replaced = now.filter(([path]) => ['Narrative', 'Name', 'AllowedActions'].includes(fieldOf(path)));
    expect(replaced.filter(([path]) => path.endsWith('Narrative')).length).toBeGreaterThan(1);
    expect(replaced.some(([path]) => /AllowedActions\[\d+\]$/.test(path))).toBe(true);
    expect(replaced.every(([, value]) => VALUES.includes(value))).toBe(true);
    expect(unknownFields(after, 'Event')).toEqual([]);
  });

  it('rewrites error bodies, the service’s and a status fault’s, and adds up with the fault that decides', () => {
    const rejected = under({ path: 'instruments', kind: 'inject', fields: ['Message', 'AssetTypes'], values: VALUES }, '/openapi/ref/v1/instruments?AssetTypes=Nonsense');
    expect(rejected.status).toBe(400);
    expect(json(rejected)).toEqual({ ErrorCode: 'AssetTypesParseFailed', Message: VALUES[0], ModelState: { AssetTypes: [VALUES[1]] } });
    const faults = createFaultInjector(
      parseFaultRules([
        { path: 'instruments', kind: 'inject', fields: ['Message'], values: ['first'], count: 1 },
        { path: 'instruments', kind: 'status', status: 500, errorCode: 'InternalError', message: 'Something broke.' },
        { path: 'instruments', kind: 'inject', fields: ['Message'], values: ['second'] },
      ]),
    );
    const sim = simulator();
    expect(json(answer(ask(faults, sim, SEARCH).outcome))).toEqual({ ErrorCode: 'InternalError', Message: 'second' });
    expect(faults.status().map(({ applied }) => applied)).toEqual([1, 1, 1]);
    // An answer without a body, or one that is not JSON, passes as it is.
    expect(
      under(
        [
          { path: 'zones', kind: 'inject', fields: ['DisplayName'], values: VALUES },
          { path: 'zones', kind: 'status' },
        ],
        ZONES,
      ).body,
    ).toBeNull();
    const malformed = under(
      [
        { path: 'zones', kind: 'inject', fields: ['DisplayName'], values: VALUES },
        { path: 'zones', kind: 'malformed-json' },
      ],
      ZONES,
    );
    expect(malformed.body).toContain('"DisplayName":"GMT');
  });

  it('is the same for the same rule, in both orders of the requests', () => {
    const rule = { path: '**', kind: 'inject', fields: ['Description', 'Name'], values: VALUES, seed: 5 };
    const faults = createFaultInjector(parseFaultRules(rule));
    const sim = simulator();
    const first = [SEARCH, EVENT].map((path) => answer(ask(faults, sim, path).outcome).body);
    const second = [EVENT, SEARCH].map((path) => answer(ask(faults, sim, path).outcome).body).reverse();
    expect(second).toEqual(first);
  });
});

describe('without rules', () => {
  const PATHS = [
    SEARCH,
    ZONES,
    '/openapi/ref/v1/instruments/details/211/Stock',
    '/openapi/ref/v1/instruments?Keywords=',
    '/openapi/ca/v2/events?$top=3',
    '/openapi/ref/v1/nothing',
  ];
  const digest = (responses: SimResponse[]) => createHash('sha256').update(JSON.stringify(responses)).digest('hex');

  it('every answer is the service’s own, byte for byte, headers and correlation ids included', () => {
    const direct = simulator();
    const before = PATHS.map((path) => direct.handle({ method: 'GET', url: `${ORIGIN}${path}`, headers: { authorization: 'Bearer demo' } }));
    for (const faults of [createFaultInjector(), createFaultInjector(parseFaultRules('[]')), createFaultInjector(parseFaultRules({ path: '/no/such/path', kind: 'drop' }))]) {
      const sim = simulator();
      const after = PATHS.map((path) => answer(ask(faults, sim, path).outcome));
      expect(digest(after)).toBe(digest(before));
    }
  });
});
