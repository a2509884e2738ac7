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
 * are ASCII, decode at once and fold by lower-casing; what only some instruments have (GroupId other than the default,
 * an ISIN set at build time, a price, an extra) is a sparse list in a small
 * JSON header.
 */
import { EXCHANGES, type ExchangeInfo } from './data/exchanges';
import type { AssetType } from './asset-types';
import { futuresSpaces, type FuturesSpaceDef } from './futures';
import type { ProductTemplateKey } from './schedule';
import { fold } from './text';
import { generatedIsinBodyTest, mix32, setUniverseSource, tradable, type Instrument, type InstrumentClass, type InstrumentExtra, type TradingStatus, type UicLookup, type Universe } from './universe';

/** Bumped whenever the layout below changes. */
export const SNAPSHOT_FORMAT = 4;

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
  /** Per instrument: its template. */
  template: Uint16Array;
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
  /** [index delta, price] where the price is set at build time (else computed on first use). */
  prices: number[];
  /** [index delta, ...extra tuple] where the instrument has an extra. */
  extras: (number | string | null)[][];
}

/** The binary columns of a snapshot, in the order the file holds them, and their element types. */
const COLUMNS = [
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

const PRINTABLE_ASCII = /^[ -~]*$/;

/**
 * Texts as lines of a column: each printable ASCII one as it is (fold() only lower-cases it), any
 * other folded, and those others themselves as a sparse list [index delta, text].
 */
function columnLines(texts: readonly string[], what: string): { lines: string[]; originals: (number | string)[] } {
  const originals: (number | string)[] = [];
  let last = 0;
  const lines = texts.map((text, index) => {
    if (text.includes('\n')) throw new Error(`snapshot: a line break in the ${what} "${text}"`);
    if (PRINTABLE_ASCII.test(text)) return text;
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
  const prices: number[] = [];
  const extras: (number | string | null)[][] = [];
  const last = { primary: 0, groupId: 0, isin: 0, price: 0, extra: 0 };
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
      prices.push(index - last.price, instrument.price);
      last.price = index;
    }
    if (instrument.extra) {
      extras.push([index - last.extra, ...extraTuple(instrument.extra)]);
      last.extra = index;
    }
  });
  const symbols = columnLines(built.instruments.map((instrument) => instrument.symbol), 'symbol');
  const descriptions = columnLines(built.instruments.map((instrument) => instrument.description), 'description');
  const encoder = new TextEncoder();
  return {
    format: SNAPSHOT_FORMAT,
    count,
    templates,
    template,
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

/**
 * A column of lines whose starts are known: each line's text (its own, where the column holds it
 * folded), and the column's text for keyword search, decoded on first use.
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
  const slots = sparseSlots(originals, starts.length - 1, 2);
  return {
    line: (index) => {
      const slot = slots[index] as number;
      return slot > 0 ? (originals[slot] as string) : text().slice(starts[index] as number, (starts[index + 1] as number) - 1);
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

/** Marks (1) the lines of a folded text that contain a keyword. */
function markLines(text: string, starts: Int32Array, keyword: string, marks: Uint8Array): void {
  for (let at = text.indexOf(keyword); at >= 0; ) {
    const line = lineAt(starts, at);
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
  const templateOf = snapshot.template;
  const uics = snapshot.uic;
  const primaries = snapshot.primaryListing;
  if (templateOf.length !== count || uics.length !== count || primaries.length !== count) throw new Error('snapshot: a column of the wrong length');
  const symbolLines = lines(snapshot.symbol, startsFrom(snapshot.symbolLength), snapshot.symbolTexts);
  const descriptionLines = lines(snapshot.description, startsFrom(snapshot.descriptionLength), snapshot.descriptionTexts);
  const symbols = symbolLines.line;
  const descriptions = descriptionLines.line;
  const primarySlots = sparseSlots(snapshot.primaryListings, count, 2);
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
      primaryListing: primary === 0 ? undefined : primary === 1 ? uic : (snapshot.primaryListings[primarySlots[i] as number] as number),
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
  // in the folded symbol, the folded description or the folded ISIN. The columns hold
  // each line as it is where it is printable ASCII, else folded: lower-cased, they are folded.
  let folded: { symbol: string; symbolStarts: Int32Array; description: string; descriptionStarts: Int32Array } | undefined;
  const keywordLines = (keywords: readonly string[]): Uint8Array => {
    folded ??= {
      symbol: symbolLines.text().toLowerCase(),
      symbolStarts: symbolLines.starts,
      description: descriptionLines.text().toLowerCase(),
      descriptionStarts: descriptionLines.starts,
    };
    const all = new Uint8Array(count).fill(1);
    const marks = new Uint8Array(count);
    for (const keyword of keywords) {
      marks.fill(0);
      markLines(folded.symbol, folded.symbolStarts, keyword, marks);
      markLines(folded.description, folded.descriptionStarts, keyword, marks);
      if (ISIN_LIKE.test(keyword)) {
        const countries = new Map<string, ((uic: number) => boolean) | undefined>();
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
          if (!countries.has(country)) countries.set(country, generatedIsinBodyTest(country, keyword));
          // The ISIN is this body and a check digit.
          if (countries.get(country)?.(uics[i] as number)) marks[i] = 1;
        }
      }
      for (let i = 0; i < count; i++) all[i] = (all[i] as number) & (marks[i] as number);
    }
    return all;
  };

  let indexOfUic: ((uic: number) => number | undefined) | undefined;
  const find = (uic: number): number | undefined => (indexOfUic ??= uicIndex(uics))(uic);
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

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The snapshot as bytes: the length of the JSON header (4 bytes, little
 * endian), the header (padded with spaces to a multiple of 4 bytes), then the
 * columns, each at an offset that is a multiple of 4, in the machine's byte
 * order (little endian on every platform the app runs on; checked on reading).
 */
export function serializeSnapshot(snapshot: UniverseSnapshot): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('snapshot: a big-endian machine');
  const { template: _t, uic: _u, primaryListing: _p, symbol: _s, description: _d, symbolLength: _sl, descriptionLength: _dl, ...rest } = snapshot;
  const columns = {} as SnapshotHeader['columns'];
  const encoder = new TextEncoder();
  // The header's size depends on the offsets it lists: lay the columns out after a header of a size
  // guessed from the header without them, grown until the header fits.
  let room = Math.ceil((encoder.encode(JSON.stringify(rest)).length + 1024) / 4) * 4;
  for (;;) {
    let offset = 4 + room;
    for (const [name] of COLUMNS) {
      const column = snapshot[name];
      columns[name] = [offset, column.length];
      offset += Math.ceil(column.byteLength / 4) * 4;
    }
    const header = encoder.encode(JSON.stringify({ ...rest, columns } satisfies SnapshotHeader));
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
  const bytes = source instanceof Uint8Array ? (source.byteOffset % 4 === 0 ? source : source.slice()) : new Uint8Array(source);
  if (bytes.length < 4) throw new Error('snapshot: too short');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as SnapshotHeader;
  if (header.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${header.format}, expected ${SNAPSHOT_FORMAT}`);
  const { columns, ...rest } = header;
  const out = { ...rest } as UniverseSnapshot;
  for (const [name, Type] of COLUMNS) {
    const [offset, length] = columns[name];
    if (offset % 4 !== 0 || offset + length * Type.BYTES_PER_ELEMENT > bytes.length) throw new Error(`snapshot: column ${name} out of place`);
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
