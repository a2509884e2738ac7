/**
 * A compact, columnar copy of the built instrument universe, so that a mount
 * can start answering without running the generators (about a second of CPU):
 * the browser worker gets one made at build time (vite.config.ts), the HTTP
 * mount one cached on disk under a hash of the simulator's sources
 * (server/snapshot-cache.ts). Tests and the fingerprint build the universe as
 * before; `src/sim/refdata/snapshot.test.ts` checks that a restored universe
 * equals the built one, field by field, and answers the same.
 *
 * The format (bytes, read when the universe is first needed; see
 * serializeSnapshot): what instruments share is a table of templates; per
 * instrument, its template, Uic and PrimaryListing are columns of integers,
 * read as typed arrays over the file's bytes without copying or parsing;
 * symbols and descriptions are one text each (lines), with where each line
 * starts, decoded when an instrument is first made or a keyword first
 * searched: a line that is not printable ASCII is held there folded (as
 * keyword search compares it), its own text in a sparse list, so the texts
 * are ASCII, decode at once and fold by lower-casing; prices set at build
 * time and the extras of derivatives, bonds, FX crosses and index CFDs are
 * columns too (their instruments' positions, then the values), found by binary
 * search when an instrument is made; the rest of what only some instruments
 * have (GroupId other than the default, an ISIN set at build time, another
 * PrimaryListing) is a sparse list in a small JSON header.
 */
import { EXCHANGES, type ExchangeInfo } from './data/exchanges';
import type { AssetType } from './asset-types';
import { futuresSpaces, type FuturesSpaceDef } from './futures';
import type { ProductTemplateKey } from './schedule';
import { rootUnderlyingUicsOf } from './options';
import { fold, isPrintableAscii } from './text';
import {
  generatedIsinBodyTest,
  mix32,
  setUniverseSource,
  tradable,
  type Instrument,
  type InstrumentClass,
  type InstrumentExtra,
  type RootUnderlyingUics,
  type TradingStatus,
  type UicLookup,
  type Universe,
} from './universe';

/** Bumped whenever the layout below changes. */
export const SNAPSHOT_FORMAT = 5;

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
  /** Per instrument: its template. */
  template: Uint16Array;
  /** The instruments' positions grouped by template (each group in order), and where each template's group starts (one more: the end). */
  templateOrder: Int32Array;
  templateStart: Int32Array;
  /** Per instrument: its Uic. */
  uic: Int32Array;
  /** Per instrument, its PrimaryListing: 0 none, 1 itself, 2 another one (in `primaryListings`). */
  primaryListing: Uint8Array;
  /** [index delta, PrimaryListing] where it is another instrument. */
  primaryListings: number[];
  /**
   * Symbols, then descriptions: one per line, in UTF-8; a text that is not printable ASCII is
   * folded there (fold(), the form keyword search compares), itself in `symbolTexts` or
   * `descriptionTexts`.
   */
  symbol: Uint8Array;
  description: Uint8Array;
  /** The length of each line of `symbol` and `description` (UTF-16 units, as the decoded texts count them). */
  symbolLength: Uint8Array;
  descriptionLength: Uint8Array;
  /** [index delta, text] for the symbols and descriptions that are not printable ASCII. */
  symbolTexts: (number | string)[];
  descriptionTexts: (number | string)[];
  /** [index delta, GroupId] where it is not the default derived from the Uic. */
  groupIds: number[];
  /** [index delta, ISIN] where one is set at build time ("=": the symbol). */
  isins: (number | string)[];
  /** The instruments whose price is set at build time (else computed on first use), in order, and those prices. */
  priceAt: Int32Array;
  price: Float64Array;
  /**
   * The instruments that have an extra, in order, and per extra: its kind (EXTRA_KINDS), two
   * integers, a number and two texts (indices into `extraTexts`), as extraColumns lays them out.
   */
  extraAt: Int32Array;
  extraKind: Uint8Array;
  extraInt: Int32Array;
  extraNumber: Float64Array;
  extraText: Uint16Array;
  extraTexts: string[];
  /** The option roots' underlyings (options.ts): a restored universe reads them by Uic instead of scanning for them. */
  rootUnderlyings: RootUnderlyingUics;
}

/** The binary columns of a snapshot, in the order the file holds them, and their element types. */
const COLUMNS = [
  ['price', Float64Array],
  ['extraNumber', Float64Array],
  ['priceAt', Int32Array],
  ['extraAt', Int32Array],
  ['extraInt', Int32Array],
  ['extraKind', Uint8Array],
  ['extraText', Uint16Array],
  ['templateOrder', Int32Array],
  ['templateStart', Int32Array],
  ['template', Uint16Array],
  ['uic', Int32Array],
  ['primaryListing', Uint8Array],
  ['symbolLength', Uint8Array],
  ['descriptionLength', Uint8Array],
  ['symbol', Uint8Array],
  ['description', Uint8Array],
] as const;

type ColumnName = (typeof COLUMNS)[number][0];

/** The file's JSON header: the snapshot without its columns, and where each column lies (byte offset, element count). */
type SnapshotHeader = Omit<UniverseSnapshot, ColumnName> & { columns: Record<ColumnName, [offset: number, length: number]> };

/** The GroupId make() gives an instrument without one. */
const defaultGroupId = (uic: number): number => (mix32(uic ^ 0x5bd1e995) % 40000) + 1;

function joined(items: readonly string[], what: string, uic: number): string {
  if (items.some((item) => item.includes(','))) throw new Error(`instrument ${uic}: a ${what} item contains a comma`);
  return items.join(',');
}

/** The kinds of extra a snapshot holds, by their number in `extraKind`. */
const EXTRA_KINDS = ['bond', 'derivative', 'fx', 'cfdIndex', 'continuous'] as const;

/** An integer column's value for "none" (a bond without maturity, a CFD on an index without underlying). */
const NONE = -0x80000000;

/**
 * The extras of the instruments that have one, as columns: per extra, its kind, two integers, a
 * number and two texts. Bond: maturity day; coupon; coupon type, bond type. Derivative: underlying
 * Uic, expiry day; strike; underlying type, put or call. FX: decimals; base, quote. CFD on an
 * index: underlying Uic; product. Continuous future: the space's continuous Uic.
 */
function extraColumns(
  extras: readonly [index: number, extra: InstrumentExtra][],
): Pick<UniverseSnapshot, 'extraAt' | 'extraKind' | 'extraInt' | 'extraNumber' | 'extraText' | 'extraTexts'> {
  const n = extras.length;
  const out = {
    extraAt: new Int32Array(n),
    extraKind: new Uint8Array(n),
    extraInt: new Int32Array(2 * n).fill(NONE),
    extraNumber: new Float64Array(n),
    extraText: new Uint16Array(2 * n),
    extraTexts: [] as string[],
  };
  const textIndex = new Map<string, number>();
  const text = (value: string): number => {
    let found = textIndex.get(value);
    if (found === undefined) {
      found = out.extraTexts.length;
      if (found > 0xffff) throw new Error('snapshot: more than 65,536 texts in extras');
      out.extraTexts.push(value);
      textIndex.set(value, found);
    }
    return found;
  };
  const integer = (value: number | undefined, what: string): number => {
    if (value === undefined) return NONE;
    if (!Number.isInteger(value) || value <= NONE || value > 0x7fffffff) throw new Error(`snapshot: an extra's ${what} ${value} is not a 32-bit integer`);
    return value;
  };
  extras.forEach(([index, extra], k) => {
    out.extraAt[k] = index;
    const kind = EXTRA_KINDS.indexOf(extra.kind as (typeof EXTRA_KINDS)[number]);
    // Dated contracts and CFDs on them are built per day (dynamic.ts), never part of the universe.
    if (kind < 0) throw new Error(`cannot snapshot an instrument extra of kind ${extra.kind}`);
    out.extraKind[k] = kind;
    const set = (int0: number, int1: number, number: number, text0: number, text1: number): void => {
      out.extraInt[2 * k] = int0;
      out.extraInt[2 * k + 1] = int1;
      out.extraNumber[k] = number;
      out.extraText[2 * k] = text0;
      out.extraText[2 * k + 1] = text1;
    };
    switch (extra.kind) {
      case 'bond':
        set(integer(extra.maturityDay, 'maturity day'), NONE, extra.coupon, text(extra.couponType), text(extra.bondType));
        break;
      case 'derivative':
        set(integer(extra.underlyingUic, 'underlying Uic'), integer(extra.expiryDay, 'expiry day'), extra.strike, text(extra.underlyingType), text(extra.putCall));
        break;
      case 'fx':
        set(integer(extra.decimals, 'decimals'), NONE, 0, text(extra.base), text(extra.quote));
        break;
      case 'cfdIndex':
        set(integer(extra.underlyingUic, 'underlying Uic'), NONE, 0, text(extra.product), 0);
        break;
      case 'continuous':
        set(integer(extra.space.continuousUic, 'continuous Uic'), NONE, 0, 0, 0);
        break;
    }
  });
  return out;
}

/** The extra at position k of a snapshot's extra columns (see extraColumns). */
function restoreExtra(snapshot: UniverseSnapshot, k: number, spaces: () => ReadonlyMap<number, FuturesSpaceDef>): InstrumentExtra {
  const int0 = snapshot.extraInt[2 * k] as number;
  const int1 = snapshot.extraInt[2 * k + 1] as number;
  const number = snapshot.extraNumber[k] as number;
  const text0 = snapshot.extraTexts[snapshot.extraText[2 * k] as number] as string;
  const text1 = snapshot.extraTexts[snapshot.extraText[2 * k + 1] as number] as string;
  const kind = EXTRA_KINDS[snapshot.extraKind[k] as number];
  switch (kind) {
    case 'bond':
      return { kind, coupon: number, couponType: text0, bondType: text1, maturityDay: int0 === NONE ? undefined : int0 };
    case 'derivative':
      return { kind, underlyingUic: int0, underlyingType: text0 as AssetType, strike: number, putCall: text1 as 'Call' | 'Put', expiryDay: int1 };
    case 'fx':
      return { kind, base: text0, quote: text1, decimals: int0 };
    case 'cfdIndex':
      return { kind, underlyingUic: int0 === NONE ? undefined : int0, product: text0 as ProductTemplateKey };
    case 'continuous': {
      const space = spaces().get(int0);
      if (!space) throw new Error(`snapshot: no futures space with continuous Uic ${int0}`);
      return { kind, space };
    }
    default:
      throw new Error(`snapshot: unknown extra kind ${String(snapshot.extraKind[k])}`);
  }
}

/**
 * Texts as lines of a column: each printable ASCII one as it is (fold() only lower-cases it), any
 * other folded, and those others themselves as a sparse list [index delta, text].
 */
function columnLines(texts: readonly string[], what: string): { lines: string[]; originals: (number | string)[] } {
  const originals: (number | string)[] = [];
  let last = 0;
  const lines = texts.map((text, index) => {
    if (text.includes('\n')) throw new Error(`snapshot: a line break in the ${what} "${text}"`);
    if (isPrintableAscii(text)) return text;
    const folded = fold(text);
    // Keyword search lower-cases the whole column: a folded line must come through unchanged.
    if (folded.toLowerCase() !== folded || folded.includes('\n')) throw new Error(`snapshot: the ${what} "${text}" folds to "${folded}", which lower-casing changes`);
    originals.push(index - last, text);
    last = index;
    return folded;
  });
  return { lines, originals };
}

/** The length of each of some texts, 255 at most. */
function lengthsOf(texts: readonly string[]): Uint8Array {
  return Uint8Array.from(texts, (text) => {
    if (text.length > 255) throw new Error(`snapshot: "${text.slice(0, 20)}…" is longer than 255`);
    return text.length;
  });
}

/** Where each line of a text starts, from the lengths of the lines, and (last) the text's length plus one. */
function startsFrom(lengths: Uint8Array): Int32Array {
  const starts = new Int32Array(lengths.length + 1);
  let at = 0;
  for (let i = 0; i < lengths.length; i++) {
    starts[i] = at;
    at += (lengths[i] as number) + 1;
  }
  starts[lengths.length] = at;
  return starts;
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
  const count = built.instruments.length;
  const template = new Uint16Array(count);
  const uics = new Int32Array(count);
  const primary = new Uint8Array(count);
  const primaryListings: number[] = [];
  const groupIds: number[] = [];
  const isins: (number | string)[] = [];
  const priceAt: number[] = [];
  const prices: number[] = [];
  const extras: [number, InstrumentExtra][] = [];
  const last = { primary: 0, groupId: 0, isin: 0 };
  built.instruments.forEach((instrument, index) => {
    const { uic, symbol } = instrument;
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
    if (found > 0xffff) throw new Error('snapshot: more than 65,536 templates');
    if (!Number.isSafeInteger(uic) || uic < 0 || uic > 0x7ffffffd) throw new Error(`instrument ${uic}: a Uic out of range`);
    template[index] = found;
    uics[index] = uic;
    primary[index] = instrument.primaryListing === undefined ? 0 : instrument.primaryListing === uic ? 1 : 2;
    if (primary[index] === 2) {
      primaryListings.push(index - last.primary, instrument.primaryListing as number);
      last.primary = index;
    }
    if (instrument.groupId !== defaultGroupId(uic)) {
      groupIds.push(index - last.groupId, instrument.groupId);
      last.groupId = index;
    }
    if (instrument.isin !== undefined) {
      isins.push(index - last.isin, instrument.isin === symbol ? '=' : instrument.isin);
      last.isin = index;
    }
    if (!Number.isNaN(instrument.price)) {
      priceAt.push(index);
      prices.push(instrument.price);
    }
    if (instrument.extra) extras.push([index, instrument.extra]);
  });
  const symbols = columnLines(
    built.instruments.map((instrument) => instrument.symbol),
    'symbol',
  );
  const descriptions = columnLines(
    built.instruments.map((instrument) => instrument.description),
    'description',
  );
  const encoder = new TextEncoder();
  // Positions grouped by template: a counting sort, which keeps each group in order.
  const templateStart = new Int32Array(templates.length + 1);
  for (const t of template) templateStart[t + 1] = (templateStart[t + 1] as number) + 1;
  for (let t = 0; t < templates.length; t++) templateStart[t + 1] = (templateStart[t + 1] as number) + (templateStart[t] as number);
  const templateOrder = new Int32Array(count);
  const filled = templateStart.slice(0, templates.length);
  template.forEach((t, index) => {
    templateOrder[filled[t] as number] = index;
    filled[t] = (filled[t] as number) + 1;
  });
  return {
    format: SNAPSHOT_FORMAT,
    count,
    templates,
    template,
    templateOrder,
    templateStart,
    uic: uics,
    primaryListing: primary,
    symbol: encoder.encode(symbols.lines.join('\n')),
    description: encoder.encode(descriptions.lines.join('\n')),
    symbolLength: lengthsOf(symbols.lines),
    descriptionLength: lengthsOf(descriptions.lines),
    symbolTexts: symbols.originals,
    descriptionTexts: descriptions.originals,
    primaryListings,
    groupIds,
    isins,
    priceAt: Int32Array.from(priceAt),
    price: Float64Array.from(prices),
    ...extraColumns(extras),
    rootUnderlyings: rootUnderlyingUicsOf(built),
  };
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

/**
 * A column of lines whose starts are known: each line's text (its own, where the column holds it
 * folded), and the column's text for keyword search, decoded on first use. In an ASCII column (as
 * many bytes as characters) a line is read from its own bytes, so a request that makes a few
 * instruments does not decode the whole column.
 */
function lines(bytes: Uint8Array, starts: Int32Array, originals: readonly (number | string)[]): { line: (index: number) => string; text: () => string; starts: Int32Array } {
  let decoded: string | undefined;
  const text = (): string => {
    if (decoded === undefined) {
      decoded = new TextDecoder().decode(bytes);
      if (decoded.length + 1 !== starts[starts.length - 1]) throw new Error('snapshot: the line starts do not fit the text');
    }
    return decoded;
  };
  const positions = positionsOf(originals);
  const ascii = (starts[starts.length - 1] as number) - 1 === bytes.length;
  return {
    line: (index) => {
      const entry = entryOf(positions, index);
      if (entry >= 0) return originals[2 * entry + 1] as string;
      const start = starts[index] as number;
      const end = (starts[index + 1] as number) - 1;
      if (decoded !== undefined || !ascii) return text().slice(start, end);
      // A line is 255 characters at most (lengthsOf): few enough to pass as arguments.
      return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
    },
    text,
    starts,
  };
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

/** Marks (1) the lines of a folded text that contain a keyword, adding those not marked yet to a list. */
function markLines(text: string, starts: Int32Array, keyword: string, marks: Uint8Array, marked: number[]): void {
  for (let at = text.indexOf(keyword); at >= 0;) {
    const line = lineAt(starts, at);
    if (marks[line] === 0) marked.push(line);
    marks[line] = 1;
    at = text.indexOf(keyword, starts[line + 1] as number);
  }
}

/**
 * The position of each Uic in a column of distinct Uics: an open-addressing hash table in a typed
 * array (a Map of fifty thousand entries takes several times as long to fill, and the first request
 * for an instrument waits for it).
 */
function uicIndex(uics: Int32Array): (uic: number) => number | undefined {
  let size = 1;
  while (size < uics.length * 2) size <<= 1;
  const mask = size - 1;
  // Slot -> 1 + the Uic's position (0: empty).
  const slots = new Int32Array(size);
  const slotOf = (uic: number): number => {
    let slot = Math.imul(uic, 0x9e3779b1) >>> 0;
    for (slot &= mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot] as number;
      if (held === 0 || uics[held - 1] === uic) return slot;
    }
  };
  for (let i = 0; i < uics.length; i++) {
    const slot = slotOf(uics[i] as number);
    if (slots[slot] !== 0) throw new Error(`snapshot: Uic ${uics[i]} twice`);
    slots[slot] = i + 1;
  }
  return (uic) => {
    if (!Number.isInteger(uic) || uic < -0x80000000 || uic > 0x7fffffff) return undefined;
    const held = slots[slotOf(uic)] as number;
    return held === 0 ? undefined : held - 1;
  };
}

/** Texts a keyword may match inside an ISIN: letters and digits, twelve at most. */
const ISIN_LIKE = /^[a-z0-9]{1,12}$/;

/** The instrument positions of a sparse list of [index delta, value] pairs, in order. */
function positionsOf(pairs: readonly unknown[]): Int32Array {
  const positions = new Int32Array(pairs.length / 2);
  let index = 0;
  for (let k = 0; k < positions.length; k++) {
    index += pairs[2 * k] as number;
    positions[k] = index;
  }
  return positions;
}

/** Where an instrument's position is among positions in order (by binary search), or -1. */
function entryOf(positions: Int32Array, index: number): number {
  let low = 0;
  let high = positions.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = positions[middle] as number;
    if (at === index) return middle;
    if (at < index) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
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
  // Each template's shared fields, made when first needed.
  const sharedOf: (Shared | undefined)[] = new Array<Shared | undefined>(snapshot.templates.length);
  const templateAt = (t: number): Shared => (sharedOf[t] ??= shared(snapshot.templates[t] as Template));
  const templateOf = snapshot.template;
  const uics = snapshot.uic;
  const primaries = snapshot.primaryListing;
  if (templateOf.length !== count || uics.length !== count || primaries.length !== count || snapshot.templateOrder.length !== count)
    throw new Error('snapshot: a column of the wrong length');
  if (snapshot.templateStart.length !== snapshot.templates.length + 1 || snapshot.templateStart[snapshot.templates.length] !== count)
    throw new Error('snapshot: template groups that do not fit');
  const symbolLines = lines(snapshot.symbol, startsFrom(snapshot.symbolLength), snapshot.symbolTexts);
  const descriptionLines = lines(snapshot.description, startsFrom(snapshot.descriptionLength), snapshot.descriptionTexts);
  const symbols = symbolLines.line;
  const descriptions = descriptionLines.line;
  // The sparse lists are looked up by binary search in their positions: an instrument is made once.
  const primaryAt = positionsOf(snapshot.primaryListings);
  const groupIdAt = positionsOf(snapshot.groupIds);
  const isinAt = positionsOf(snapshot.isins);
  let spaceMap: Map<number, FuturesSpaceDef> | undefined;
  const spaces = (): Map<number, FuturesSpaceDef> => (spaceMap ??= new Map(futuresSpaces().map((space) => [space.continuousUic, space])));

  const made: Instrument[] = new Array<Instrument>(count);
  let madeCount = 0;
  const at = (i: number): Instrument => {
    const existing = made[i];
    if (existing) return existing;
    const uic = uics[i] as number;
    const t = templateAt(templateOf[i] as number);
    const primary = primaries[i] as number;
    const symbol = symbols(i);
    const groupEntry = entryOf(groupIdAt, i);
    const isinEntry = entryOf(isinAt, i);
    const priceEntry = entryOf(snapshot.priceAt, i);
    const extraEntry = entryOf(snapshot.extraAt, i);
    let isin: string | undefined;
    if (isinEntry >= 0) {
      const stored = snapshot.isins[2 * isinEntry + 1] as string;
      isin = stored === '=' ? symbol : stored;
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
      groupId: groupEntry >= 0 ? (snapshot.groupIds[2 * groupEntry + 1] as number) : defaultGroupId(uic),
      primaryListing: primary === 0 ? undefined : primary === 1 ? uic : (snapshot.primaryListings[2 * entryOf(primaryAt, i) + 1] as number),
      sector: t.sector,
      tags: t.tags,
      tradableAs: t.tradableAs,
      displayHint: t.displayHint,
      tradingStatus: t.tradingStatus,
      nonTradableReason: t.nonTradableReason,
      price: priceEntry >= 0 ? (snapshot.price[priceEntry] as number) : Number.NaN,
      lotSize: t.lotSize,
      search: undefined,
      extra: extraEntry >= 0 ? restoreExtra(snapshot, extraEntry, spaces) : undefined,
      junk: t.junk,
      origin: t.origin,
    };
    made[i] = instrument;
    madeCount += 1;
    return instrument;
  };

  // Keyword search without making instruments: the search text of an instrument is
  // fold("symbol description isin"), and a keyword (no spaces) matches it when it is
  // in the folded symbol, the folded description or the folded ISIN. The columns hold
  // each line as it is where it is printable ASCII, else folded: lower-cased, they are folded.
  let folded: { symbol: string; symbolStarts: Int32Array; description: string; descriptionStarts: Int32Array } | undefined;
  // Per template, the positions of its instruments in order (views of the snapshot's grouped column).
  const groupOf = (template: number): Int32Array => snapshot.templateOrder.subarray(snapshot.templateStart[template] as number, snapshot.templateStart[template + 1] as number);

  /** Per instrument, 1 where its ISIN was set at build time (made on the first search for an ISIN-like keyword). */
  let storedIsinMarks: Uint8Array | undefined;
  const storedIsins = (): Uint8Array => {
    if (!storedIsinMarks) {
      storedIsinMarks = new Uint8Array(count);
      for (const i of isinAt) storedIsinMarks[i] = 1;
    }
    return storedIsinMarks;
  };
  /** Per template, the test of its generated ISINs for a keyword (null: none of them can hold it). */
  const generatedIsinTests = (keyword: string): (((uic: number) => boolean) | null)[] => {
    const byCountry = new Map<string, ((uic: number) => boolean) | null>();
    return snapshot.templates.map((row) => {
      const country = row[4] ?? undefined;
      if (country === undefined) return null;
      let test = byCountry.get(country);
      if (test === undefined) {
        test = generatedIsinBodyTest(country, keyword) ?? null;
        byCountry.set(country, test);
      }
      return test;
    });
  };
  /**
   * The instruments, in order, whose search text may hold every keyword: the first keyword is
   * looked for in the whole columns (and in every ISIN), each next one only among those left.
   */
  const keywordCandidates = (keywords: readonly string[]): number[] => {
    folded ??= {
      symbol: symbolLines.text().toLowerCase(),
      symbolStarts: symbolLines.starts,
      description: descriptionLines.text().toLowerCase(),
      descriptionStarts: descriptionLines.starts,
    };
    const marks = new Uint8Array(count);
    let candidates: number[] | undefined;
    for (const keyword of keywords) {
      marks.fill(0);
      const marked: number[] = [];
      markLines(folded.symbol, folded.symbolStarts, keyword, marks, marked);
      markLines(folded.description, folded.descriptionStarts, keyword, marks, marked);
      if (!ISIN_LIKE.test(keyword)) {
        candidates = candidates ? candidates.filter((i) => marks[i] === 1) : marked.sort((a, b) => a - b);
        continue;
      }
      // The ISIN: one set at build time, else the generated one (its body and a check digit).
      const generated = generatedIsinTests(keyword);
      const storedHolds = (i: number, entry: number): boolean => {
        const stored = snapshot.isins[2 * entry + 1] as string;
        return fold(stored === '=' ? symbols(i) : stored).includes(keyword);
      };
      const isinHolds = (i: number, entry: number): boolean => (entry >= 0 ? storedHolds(i, entry) : generated[templateOf[i] as number]?.(uics[i] as number) === true);
      if (candidates) {
        candidates = candidates.filter((i) => marks[i] === 1 || isinHolds(i, entryOf(isinAt, i)));
        continue;
      }
      // The lines marked, then the stored ISINs that hold it, then the generated ones, read template
      // by template and only for the templates whose country's ISINs may hold it.
      const next = marked;
      const stored = storedIsins();
      for (let entry = 0; entry < isinAt.length; entry++) {
        const i = isinAt[entry] as number;
        if (marks[i] === 0 && storedHolds(i, entry)) {
          marks[i] = 1;
          next.push(i);
        }
      }
      generated.forEach((test, template) => {
        if (!test) return;
        for (const i of groupOf(template)) {
          if (marks[i] === 0 && stored[i] === 0 && test(uics[i] as number)) {
            marks[i] = 1;
            next.push(i);
          }
        }
      });
      next.sort((a, b) => a - b);
      candidates = next;
    }
    return candidates ?? [];
  };

  // The first few Uics are looked up by the column's own indexOf (a native scan, tens of microseconds);
  // after that, through a hash table built once (a few milliseconds), so a request that needs one
  // instrument does not wait for the table.
  let indexOfUic: ((uic: number) => number | undefined) | undefined;
  let scans = 0;
  const find = (uic: number): number | undefined => {
    if (indexOfUic) return indexOfUic(uic);
    scans += 1;
    if (scans > 64) {
      indexOfUic = uicIndex(uics);
      return indexOfUic(uic);
    }
    const index = Number.isInteger(uic) ? uics.indexOf(uic) : -1;
    return index < 0 ? undefined : index;
  };
  const byUic: UicLookup = {
    get: (uic) => {
      const index = find(uic);
      return index === undefined ? undefined : at(index);
    },
    has: (uic) => find(uic) !== undefined,
    size: count,
  };

  const indicesWhere = (test: (shared: Shared) => boolean, keywords: readonly string[]): ArrayLike<number> => {
    if (keywords.length === 0) {
      // Each template with instruments tested once; the positions of those that pass, in order.
      const chosen: Int32Array[] = [];
      for (let template = 0; template < snapshot.templates.length; template++) {
        const positions = groupOf(template);
        if (positions.length > 0 && test(templateAt(template))) chosen.push(positions);
      }
      const out = new Int32Array(chosen.reduce((sum, positions) => sum + positions.length, 0));
      let at = 0;
      for (const positions of chosen) {
        out.set(positions, at);
        at += positions.length;
      }
      return chosen.length > 1 ? out.sort() : out;
    }
    const verdicts = new Int8Array(snapshot.templates.length);
    const out: number[] = [];
    for (const i of keywordCandidates(keywords)) {
      const template = templateOf[i] as number;
      let verdict = verdicts[template] as number;
      if (verdict === 0) {
        verdict = test(templateAt(template)) ? 1 : 2;
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
    rootUnderlyingUics: snapshot.rootUnderlyings,
    where: (test, keywords = []) => Array.from(indicesWhere(test, keywords), at),
    pick: (test) => {
      const indices = indicesWhere(test, []);
      return { length: indices.length, at: (index) => at(indices[index] as number) };
    },
  };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The snapshot as bytes: the length of the JSON header (4 bytes, little
 * endian), the header (padded with spaces to a multiple of 4 bytes), then the
 * columns, each at an offset that is a multiple of 8, in the machine's byte
 * order (little endian on every platform the app runs on; checked on reading).
 */
export function serializeSnapshot(snapshot: UniverseSnapshot): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('snapshot: a big-endian machine');
  const rest: Record<string, unknown> = { ...snapshot };
  for (const [name] of COLUMNS) delete rest[name];
  const columns = {} as SnapshotHeader['columns'];
  const encoder = new TextEncoder();
  // The header's size depends on the offsets it lists: lay the columns out after a header of a size
  // guessed from the header without them, grown until the header fits.
  let room = Math.ceil((encoder.encode(JSON.stringify(rest)).length + 1024) / 4) * 4;
  for (;;) {
    let offset = 4 + room;
    for (const [name] of COLUMNS) {
      const column = snapshot[name];
      offset = Math.ceil(offset / 8) * 8;
      columns[name] = [offset, column.length];
      offset += column.byteLength;
    }
    offset = Math.ceil(offset / 8) * 8;
    const header = encoder.encode(JSON.stringify({ ...rest, columns }));
    if (header.length > room) {
      room = Math.ceil((header.length + 256) / 4) * 4;
      continue;
    }
    const bytes = new Uint8Array(offset);
    new DataView(bytes.buffer).setUint32(0, room, true);
    bytes.fill(0x20, 4, 4 + room);
    bytes.set(header, 4);
    for (const [name] of COLUMNS) {
      const column = snapshot[name];
      bytes.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), columns[name][0]);
    }
    return bytes;
  }
}

/** The snapshot in bytes (serializeSnapshot), its columns viewed in place rather than copied. */
export function readSnapshot(source: Uint8Array | ArrayBuffer): UniverseSnapshot {
  if (!LITTLE_ENDIAN) throw new Error('snapshot: a big-endian machine');
  // Typed views need offsets that are multiples of their element size: a copy when the bytes start elsewhere.
  const bytes = source instanceof Uint8Array ? (source.byteOffset % 8 === 0 ? source : source.slice()) : new Uint8Array(source);
  if (bytes.length < 4) throw new Error('snapshot: too short');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as SnapshotHeader;
  if (header.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${header.format}, expected ${SNAPSHOT_FORMAT}`);
  const { columns, ...rest } = header;
  const out = { ...rest } as UniverseSnapshot;
  for (const [name, Type] of COLUMNS) {
    const [offset, length] = columns[name];
    if (offset % 8 !== 0 || offset + length * Type.BYTES_PER_ELEMENT > bytes.length) throw new Error(`snapshot: column ${name} out of place`);
    (out as unknown as Record<ColumnName, unknown>)[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
  }
  return out;
}

/**
 * Makes the universe come from a snapshot (its bytes, or a function giving
 * them, read on first use) instead of the generators. Answers are the same
 * either way.
 */
export function restoreUniverseFrom(source: Uint8Array | ArrayBuffer | (() => Uint8Array | ArrayBuffer)): void {
  setUniverseSource(() => restoreUniverse(readSnapshot(typeof source === 'function' ? source() : source)));
}
