/**
 * A compact, columnar copy of the built instrument universe, so that a mount
 * can start answering without running the generators (about a second of CPU):
 * the browser worker gets one made at build time (vite.config.ts), the HTTP
 * mount one cached on disk under a hash of the simulator's sources
 * (server/snapshot-cache.ts). Tests and the fingerprint build the universe as
 * before; `src/sim/refdata/snapshot.test.ts` checks that a restored universe
 * equals the built one, field by field, and answers the same.
 *
 * The format (JSON text, parsed when the universe is first needed): what
 * instruments share is a table of templates; per instrument, its template,
 * Uic delta and PrimaryListing are packed into strings of base-64 digits,
 * symbols and descriptions are one string each; what only some instruments
 * have (GroupId other than the default, an ISIN set at build time, a price,
 * an extra) is a sparse list.
 */
import { EXCHANGES, type ExchangeInfo } from './data/exchanges';
import type { AssetType } from './asset-types';
import { futuresSpaces, type FuturesSpaceDef } from './futures';
import type { ProductTemplateKey } from './schedule';
import { fold } from './text';
import { generatedIsinBody, generatedIsinMayContain, mix32, setUniverseSource, tradable, type Instrument, type InstrumentClass, type InstrumentExtra, type TradingStatus, type UicLookup, type Universe } from './universe';

/** Bumped whenever the layout below changes. */
export const SNAPSHOT_FORMAT = 2;

type ExtraTuple =
  | [0, number, string, string, number | null]
  | [1, number, string, number, string, number]
  | [2, string, string, number]
  | [3, number | null, string]
  | [4, number];

/**
 * What many instruments share (type, exchange, currency, countries, sector,
 * tags, TradableAs, hints, status, lot size, junk, origin): a few thousand
 * distinct combinations for the whole universe. Undefined is null; arrays are
 * joined with commas.
 */
type Template = [
  type: string,
  exchange: number,
  exchangeId: string,
  currency: string,
  isinCountry: string | null,
  issuerCountry: string | null,
  sector: string | null,
  tags: string,
  tradableAs: string,
  displayHint: string | null,
  tradingStatus: string,
  nonTradableReason: string,
  lotSize: number,
  junk: number,
  origin: string,
];

export interface UniverseSnapshot {
  format: number;
  count: number;
  templates: Template[];
  /** Per instrument: its template (variable-length base-64 integers, see vlq). */
  template: string;
  /** Per instrument: the Uic's difference from the previous one (zigzag, vlq). */
  uic: string;
  /** Symbols, then descriptions, one per line. */
  symbol: string;
  description: string;
  /** Per instrument (vlq): 0 none, 1 itself, else the PrimaryListing plus 2. */
  primaryListing: string;
  /** [index delta, GroupId] where it is not the default derived from the Uic. */
  groupIds: number[];
  /** [index delta, ISIN] where one is set at build time ("=": the symbol). */
  isins: (number | string)[];
  /** [index delta, price] where the price is set at build time (else computed on first use). */
  prices: number[];
  /** [index delta, ...extra tuple] where the instrument has an extra. */
  extras: (number | string | null)[][];
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUES[DIGITS.charCodeAt(i)] = i;

/** Appends a non-negative integer as base-64 digits of 5 bits, low first, the 6th bit meaning "more follows". */
function vlq(out: string[], value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`vlq: ${value} is not a non-negative integer`);
  let rest = value;
  do {
    let digit = rest % 32;
    rest = Math.floor(rest / 32);
    if (rest > 0) digit += 32;
    out.push(DIGITS[digit] as string);
  } while (rest > 0);
}

function readVlq(text: string, count: number): Float64Array {
  const values = new Float64Array(count);
  let position = 0;
  for (let i = 0; i < count; i++) {
    let value = 0;
    let scale = 1;
    for (;;) {
      const digit = DIGIT_VALUES[text.charCodeAt(position++)] as number;
      if (digit < 0) throw new Error('snapshot: bad digit');
      value += (digit & 31) * scale;
      if (digit < 32) break;
      scale *= 32;
    }
    values[i] = value;
  }
  return values;
}

const zigzag = (value: number): number => (value >= 0 ? value * 2 : -value * 2 - 1);
const unzigzag = (value: number): number => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);

/** The GroupId make() gives an instrument without one. */
const defaultGroupId = (uic: number): number => (mix32(uic ^ 0x5bd1e995) % 40000) + 1;

function joined(items: readonly string[], what: string, uic: number): string {
  if (items.some((item) => item.includes(','))) throw new Error(`instrument ${uic}: a ${what} item contains a comma`);
  return items.join(',');
}

function extraTuple(extra: InstrumentExtra): ExtraTuple {
  switch (extra.kind) {
    case 'bond':
      return [0, extra.coupon, extra.couponType, extra.bondType, extra.maturityDay ?? null];
    case 'derivative':
      return [1, extra.underlyingUic, extra.underlyingType, extra.strike, extra.putCall, extra.expiryDay];
    case 'fx':
      return [2, extra.base, extra.quote, extra.decimals];
    case 'cfdIndex':
      return [3, extra.underlyingUic ?? null, extra.product];
    case 'continuous':
      return [4, extra.space.continuousUic];
    default:
      // Dated contracts and CFDs on them are built per day (dynamic.ts), never part of the universe.
      throw new Error(`cannot snapshot an instrument extra of kind ${extra.kind}`);
  }
}

/**
 * The snapshot of a built universe. Values the instruments compute on first
 * use (price, generated ISIN, search text) may or may not be there yet: they
 * come out the same either way.
 */
export function snapshotOf(built: Universe): UniverseSnapshot {
  const exchangeIndex = new Map<ExchangeInfo, number>(EXCHANGES.map((exchange, index) => [exchange, index]));
  const templates: Template[] = [];
  const templateIndex = new Map<string, number>();
  const template: string[] = [];
  const uics: string[] = [];
  const primary: string[] = [];
  const groupIds: number[] = [];
  const isins: (number | string)[] = [];
  const prices: number[] = [];
  const extras: (number | string | null)[][] = [];
  const last = { groupId: 0, isin: 0, price: 0, extra: 0 };
  let previousUic = 0;
  built.instruments.forEach((instrument, index) => {
    const { uic, symbol, description } = instrument;
    if (symbol.includes('\n') || description.includes('\n')) throw new Error(`instrument ${uic}: a line break in its symbol or description`);
    const exchange = exchangeIndex.get(instrument.exchange);
    if (exchange === undefined) throw new Error(`instrument ${uic}: exchange ${instrument.exchange.id} is not one of EXCHANGES`);
    const row: Template = [
      instrument.type,
      exchange,
      instrument.exchangeId,
      instrument.currency,
      instrument.isinCountry ?? null,
      instrument.issuerCountry ?? null,
      instrument.sector ?? null,
      joined(instrument.tags, 'tag', uic),
      joined(instrument.tradableAs, 'TradableAs', uic),
      instrument.displayHint ?? null,
      instrument.tradingStatus,
      instrument.nonTradableReason,
      instrument.lotSize,
      instrument.junk,
      instrument.origin,
    ];
    const key = JSON.stringify(row);
    let found = templateIndex.get(key);
    if (found === undefined) {
      found = templates.length;
      templates.push(row);
      templateIndex.set(key, found);
    }
    vlq(template, found);
    vlq(uics, zigzag(uic - previousUic));
    previousUic = uic;
    vlq(primary, instrument.primaryListing === undefined ? 0 : instrument.primaryListing === uic ? 1 : instrument.primaryListing + 2);
    if (instrument.groupId !== defaultGroupId(uic)) {
      groupIds.push(index - last.groupId, instrument.groupId);
      last.groupId = index;
    }
    if (instrument.isin !== undefined) {
      isins.push(index - last.isin, instrument.isin === symbol ? '=' : instrument.isin);
      last.isin = index;
    }
    if (!Number.isNaN(instrument.price)) {
      prices.push(index - last.price, instrument.price);
      last.price = index;
    }
    if (instrument.extra) {
      extras.push([index - last.extra, ...extraTuple(instrument.extra)]);
      last.extra = index;
    }
  });
  return {
    format: SNAPSHOT_FORMAT,
    count: built.instruments.length,
    templates,
    template: template.join(''),
    uic: uics.join(''),
    symbol: built.instruments.map((instrument) => instrument.symbol).join('\n'),
    description: built.instruments.map((instrument) => instrument.description).join('\n'),
    primaryListing: primary.join(''),
    groupIds,
    isins,
    prices,
    extras,
  };
}

function restoreExtra(tuple: (number | string | null)[], spaces: ReadonlyMap<number, FuturesSpaceDef>): InstrumentExtra {
  const t = tuple as unknown[];
  switch (t[1]) {
    case 0:
      return { kind: 'bond', coupon: t[2] as number, couponType: t[3] as string, bondType: t[4] as string, maturityDay: (t[5] as number | null) ?? undefined };
    case 1:
      return { kind: 'derivative', underlyingUic: t[2] as number, underlyingType: t[3] as AssetType, strike: t[4] as number, putCall: t[5] as 'Call' | 'Put', expiryDay: t[6] as number };
    case 2:
      return { kind: 'fx', base: t[2] as string, quote: t[3] as string, decimals: t[4] as number };
    case 3:
      return { kind: 'cfdIndex', underlyingUic: (t[2] as number | null) ?? undefined, product: t[3] as ProductTemplateKey };
    case 4: {
      const space = spaces.get(t[2] as number);
      if (!space) throw new Error(`snapshot: no futures space with continuous Uic ${String(t[2])}`);
      return { kind: 'continuous', space };
    }
    default:
      throw new Error(`snapshot: unknown extra kind ${String(t[1])}`);
  }
}

type Shared = InstrumentClass;

function shared(row: Template): Shared {
  const list = (text: string): string[] => (text === '' ? [] : text.split(','));
  const exchange = EXCHANGES[row[1]];
  if (!exchange) throw new Error(`snapshot: no exchange ${row[1]}`);
  return {
    type: row[0] as AssetType,
    exchange,
    exchangeId: row[2],
    currency: row[3],
    isinCountry: row[4] ?? undefined,
    issuerCountry: row[5] ?? undefined,
    sector: row[6] ?? undefined,
    tags: list(row[7]),
    tradableAs: tradable(...(list(row[8]) as AssetType[])),
    displayHint: row[9] ?? undefined,
    tradingStatus: row[10] as TradingStatus,
    nonTradableReason: row[11],
    lotSize: row[12],
    junk: row[13],
    origin: row[14] as 'core' | 'generated',
  };
}

/** Where each of the `count` lines of a text starts, and (last) its length plus one. */
function lineStarts(text: string, count: number): Int32Array {
  const starts = new Int32Array(count + 1);
  let line = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    line += 1;
    if (line >= count) break;
    starts[line] = at + 1;
  }
  if (line !== count - 1) throw new Error('snapshot: wrong number of symbols or descriptions');
  starts[count] = text.length + 1;
  return starts;
}

/** The lines of a text (`count` of them, none with a line break), cut out when asked for. */
function lines(text: string, count: number): (index: number) => string {
  const starts = lineStarts(text, count);
  return (index) => text.slice(starts[index] as number, (starts[index + 1] as number) - 1);
}

/** The line of a text holding a position (by binary search in its line starts). */
function lineAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Marks (1) the lines of a folded text that contain a keyword. */
function markLines(text: string, starts: Int32Array, keyword: string, marks: Uint8Array): void {
  for (let at = text.indexOf(keyword); at >= 0; ) {
    const line = lineAt(starts, at);
    marks[line] = 1;
    at = text.indexOf(keyword, starts[line + 1] as number);
  }
}

/**
 * Folds each line of a text as fold() would (lines with only printable ASCII
 * are just lower-cased), keeping the line breaks.
 */
function foldLines(text: string): string {
  const parts: string[] = [];
  const outside = /[^\n -~]/g;
  let from = 0;
  for (let match = outside.exec(text); match; match = outside.exec(text)) {
    const start = text.lastIndexOf('\n', match.index) + 1;
    const newline = text.indexOf('\n', match.index);
    const end = newline < 0 ? text.length : newline;
    parts.push(text.slice(from, start).toLowerCase(), fold(text.slice(start, end)));
    from = end;
    outside.lastIndex = end;
  }
  parts.push(text.slice(from).toLowerCase());
  return parts.join('');
}

/** Texts a keyword may match inside an ISIN: letters and digits, twelve at most. */
const ISIN_LIKE = /^[a-z0-9]{1,12}$/;

/** Per instrument, 1 + the position of its entry in a sparse list of pairs (0: none). */
function sparseSlots(pairs: readonly unknown[], count: number, width: number): Int32Array {
  const slots = new Int32Array(count);
  let index = 0;
  for (let k = 0; k < pairs.length; k += width) {
    index += pairs[k] as number;
    slots[index] = k + 1;
  }
  return slots;
}

/**
 * The universe a snapshot describes (the same instruments, in the same order,
 * as the build that made it). Instruments are made from the columns when first
 * reached (by index, by Uic, through `where`, or all at once through
 * `instruments`), each once, so a request that needs a few makes only those.
 */
export function restoreUniverse(snapshot: UniverseSnapshot): Universe {
  if (snapshot.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${snapshot.format}, expected ${SNAPSHOT_FORMAT}`);
  const started = performance.now();
  const count = snapshot.count;
  const templates = snapshot.templates.map(shared);
  const templateOf = readVlq(snapshot.template, count);
  const uics = readVlq(snapshot.uic, count);
  let uic = 0;
  for (let i = 0; i < count; i++) {
    uic += unzigzag(uics[i] as number);
    uics[i] = uic;
  }
  const primaries = readVlq(snapshot.primaryListing, count);
  const symbols = lines(snapshot.symbol, count);
  const descriptions = lines(snapshot.description, count);
  const groupIdSlots = sparseSlots(snapshot.groupIds, count, 2);
  const isinSlots = sparseSlots(snapshot.isins, count, 2);
  const priceSlots = sparseSlots(snapshot.prices, count, 2);
  const extraSlots = sparseSlots(snapshot.extras.map((tuple) => tuple[0]), count, 1);
  let spaces: Map<number, FuturesSpaceDef> | undefined;

  const made: Instrument[] = new Array<Instrument>(count);
  let madeCount = 0;
  const at = (i: number): Instrument => {
    const existing = made[i];
    if (existing) return existing;
    const uic = uics[i] as number;
    const t = templates[templateOf[i] as number] as Shared;
    const primary = primaries[i] as number;
    const symbol = symbols(i);
    const groupSlot = groupIdSlots[i] as number;
    const isinSlot = isinSlots[i] as number;
    const priceSlot = priceSlots[i] as number;
    const extraSlot = extraSlots[i] as number;
    let isin: string | undefined;
    if (isinSlot > 0) {
      const stored = snapshot.isins[isinSlot] as string;
      isin = stored === '=' ? symbol : stored;
    }
    let extra: InstrumentExtra | undefined;
    if (extraSlot > 0) {
      spaces ??= new Map(futuresSpaces().map((space) => [space.continuousUic, space]));
      extra = restoreExtra(snapshot.extras[extraSlot - 1] as (number | string | null)[], spaces);
    }
    // The shape of make()'s objects, field for field.
    const instrument: Instrument = {
      uic,
      type: t.type,
      symbol,
      description: descriptions(i),
      exchange: t.exchange,
      exchangeId: t.exchangeId,
      currency: t.currency,
      isin,
      isinCountry: t.isinCountry,
      issuerCountry: t.issuerCountry,
      groupId: groupSlot > 0 ? (snapshot.groupIds[groupSlot] as number) : defaultGroupId(uic),
      primaryListing: primary === 0 ? undefined : primary === 1 ? uic : primary - 2,
      sector: t.sector,
      tags: t.tags,
      tradableAs: t.tradableAs,
      displayHint: t.displayHint,
      tradingStatus: t.tradingStatus,
      nonTradableReason: t.nonTradableReason,
      price: priceSlot > 0 ? (snapshot.prices[priceSlot] as number) : Number.NaN,
      lotSize: t.lotSize,
      search: undefined,
      extra,
      junk: t.junk,
      origin: t.origin,
    };
    made[i] = instrument;
    madeCount += 1;
    return instrument;
  };

  // Keyword search without making instruments: the search text of an instrument is
  // fold("symbol description isin"), and a keyword (no spaces) matches it when it is
  // in the folded symbol, the folded description or the folded ISIN.
  let folded: { symbol: string; symbolStarts: Int32Array; description: string; descriptionStarts: Int32Array } | undefined;
  const keywordLines = (keywords: readonly string[]): Uint8Array => {
    if (!folded) {
      const symbol = foldLines(snapshot.symbol);
      const description = foldLines(snapshot.description);
      folded = { symbol, symbolStarts: lineStarts(symbol, count), description, descriptionStarts: lineStarts(description, count) };
    }
    const all = new Uint8Array(count).fill(1);
    const marks = new Uint8Array(count);
    for (const keyword of keywords) {
      marks.fill(0);
      markLines(folded.symbol, folded.symbolStarts, keyword, marks);
      markLines(folded.description, folded.descriptionStarts, keyword, marks);
      if (ISIN_LIKE.test(keyword)) {
        const countries = new Map<string, boolean>();
        const endsWithDigit = /[0-9]$/.test(keyword);
        for (let i = 0; i < count; i++) {
          if (marks[i] === 1 || all[i] === 0) continue;
          const slot = isinSlots[i] as number;
          if (slot > 0) {
            const stored = snapshot.isins[slot] as string;
            if (fold(stored === '=' ? symbols(i) : stored).includes(keyword)) marks[i] = 1;
            continue;
          }
          const country = (templates[templateOf[i] as number] as Shared).isinCountry;
          if (country === undefined) continue;
          let may = countries.get(country);
          if (may === undefined) {
            may = generatedIsinMayContain(country, keyword);
            countries.set(country, may);
          }
          if (!may) continue;
          // The ISIN is this body and a check digit.
          const body = generatedIsinBody(country, uics[i] as number);
          if (body.includes(keyword) || (endsWithDigit && body.endsWith(keyword.slice(0, -1)))) marks[i] = 1;
        }
      }
      for (let i = 0; i < count; i++) all[i] = (all[i] as number) & (marks[i] as number);
    }
    return all;
  };

  let indexOfUic: Map<number, number> | undefined;
  const find = (uic: number): number | undefined => {
    if (!indexOfUic) {
      indexOfUic = new Map<number, number>();
      for (let i = 0; i < count; i++) indexOfUic.set(uics[i] as number, i);
    }
    return indexOfUic.get(uic);
  };
  const byUic: UicLookup = {
    get: (uic) => {
      const index = find(uic);
      return index === undefined ? undefined : at(index);
    },
    has: (uic) => find(uic) !== undefined,
    size: count,
  };

  const indicesWhere = (test: (shared: Shared) => boolean, keywords: readonly string[]): number[] => {
    const verdicts = new Int8Array(templates.length);
    const out: number[] = [];
    const wanted = keywords.length > 0 ? keywordLines(keywords) : undefined;
    for (let i = 0; i < count; i++) {
      if (wanted && wanted[i] !== 1) continue;
      const template = templateOf[i] as number;
      let verdict = verdicts[template] as number;
      if (verdict === 0) {
        verdict = test(templates[template] as Shared) ? 1 : 2;
        verdicts[template] = verdict;
      }
      if (verdict === 1) out.push(i);
    }
    return out;
  };

  return {
    get instruments(): Instrument[] {
      if (madeCount < count) for (let i = 0; i < count; i++) at(i);
      return made;
    },
    byUic,
    buildMs: performance.now() - started,
    where: (test, keywords = []) => indicesWhere(test, keywords).map(at),
    pick: (test) => {
      const indices = indicesWhere(test, []);
      return { length: indices.length, at: (index) => at(indices[index] as number) };
    },
  };
}

/** Serialised snapshot (JSON text). */
export function serializeSnapshot(snapshot: UniverseSnapshot): string {
  return JSON.stringify(snapshot);
}

/**
 * Makes the universe come from a snapshot (JSON text or a function giving it,
 * read on first use) instead of the generators. Answers are the same either way.
 */
export function restoreUniverseFrom(source: string | (() => string)): void {
  setUniverseSource(() => restoreUniverse(JSON.parse(typeof source === 'string' ? source : source()) as UniverseSnapshot));
}
