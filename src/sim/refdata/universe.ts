/**
 * The static instrument universe: real core listings (data/core-listings.ts,
 * data/paris.ts) plus generated listings that fill every exchange, built once per
 * process from a fixed seed. Nothing here depends on the clock; dated
 * contracts (futures, options) are derived per day elsewhere.
 *
 * Deliberate junk, as the real service has it, on a small deterministic share:
 * trailing spaces in descriptions, empty IssuerCountry, the literal
 * "Undefined" in optional enum-like fields, missing optional fields (no ISIN),
 * and an empty ExchangeId on CFDs on futures (see futures rows).
 */
import { createRng, hashString, type Rng } from '../core/rng';
import { dayOf, FRIDAY, MONTH_ABBREVIATIONS, nthWeekday } from '../core/calendar';
import { EXCHANGES, exchangeById, type ExchangeInfo } from './data/exchanges';
import { CORE_FX, CORE_LISTINGS, PARIS_ISINS, type CoreListing } from './data/core-listings';
import { PARIS_EQUITIES } from './data/paris';
import { BONDS } from './data/bonds';
import type { AssetType } from './asset-types';
import { FX_OPTION_TYPES } from './asset-types';
import { COMMODITIES, ETF_ISSUERS, ETF_THEMES, SECTORS, SOVEREIGNS, WARRANT_ISSUERS, companyName, type Sector } from './names';
import { makeIsin } from './isin';
import { fold } from './text';
import { futuresSpaces, type CfdOnFuture, type FuturesContract, type FuturesSpaceDef } from './futures';
import type { ProductTemplateKey } from './schedule';

export type TradingStatus = 'Tradable' | 'NonTradable' | 'ReduceOnly' | 'NotDefined';

export interface BondInfo {
  kind: 'bond';
  coupon: number;
  couponType: string;
  bondType: string;
  /** Maturity day number; undefined for perpetuals. */
  maturityDay: number | undefined;
}

export interface DerivativeInfo {
  kind: 'derivative';
  underlyingUic: number;
  underlyingType: AssetType;
  strike: number;
  putCall: 'Call' | 'Put';
  expiryDay: number;
}

export interface FxInfo {
  kind: 'fx';
  base: string;
  quote: string;
  decimals: number;
}

export interface CfdIndexInfo {
  kind: 'cfdIndex';
  underlyingUic: number | undefined;
  product: ProductTemplateKey;
}

export interface ContinuousInfo {
  kind: 'continuous';
  space: FuturesSpaceDef;
}

export interface FutureInfo {
  kind: 'future';
  contract: FuturesContract;
}

export interface CfdFutureInfo {
  kind: 'cfdFuture';
  cfd: CfdOnFuture;
}

export type InstrumentExtra = BondInfo | DerivativeInfo | FxInfo | CfdIndexInfo | ContinuousInfo | FutureInfo | CfdFutureInfo;

/** Junk markers (bit flags), to find examples in tests and documentation. */
export const JUNK_TRAILING_SPACE = 1;
export const JUNK_EMPTY_ISSUER_COUNTRY = 2;
export const JUNK_UNDEFINED_ENUM = 4;
export const JUNK_MISSING_ISIN = 8;

export interface Instrument {
  uic: number;
  /** The primary asset type: the one search rows show by default. */
  type: AssetType;
  symbol: string;
  description: string;
  exchange: ExchangeInfo;
  /** ExchangeId as reported (normally exchange.id). */
  exchangeId: string;
  currency: string;
  /** ISIN; for generated listings filled on first use from isinCountry (see isinOf). */
  isin: string | undefined;
  /** Country prefix of a generated ISIN not yet materialised. */
  isinCountry: string | undefined;
  issuerCountry: string | undefined;
  groupId: number;
  primaryListing: number | undefined;
  sector: string | undefined;
  /** Lower-case tags for the Tags filter (sector, display hint, theme). */
  tags: readonly string[];
  tradableAs: readonly AssetType[];
  displayHint: string | undefined;
  tradingStatus: TradingStatus;
  nonTradableReason: string;
  /** Reference price; NaN until first asked for (see priceOf). */
  price: number;
  lotSize: number;
  /** Folded "symbol description isin" for keyword matching; built lazily (see searchTextOf). */
  search: string | undefined;
  extra: InstrumentExtra | undefined;
  junk: number;
  /** Where it comes from: the real core, or generated. */
  origin: 'core' | 'generated';
}

/** Reference price of an instrument (computed on first use). */
export function priceOf(instrument: Instrument): number {
  if (Number.isNaN(instrument.price)) instrument.price = priceFor(instrument.symbol, instrument.currency, instrument.uic);
  return instrument.price;
}

/** ISIN of an instrument, if it has one (generated ones are derived from the Uic on first use). */
export function isinOf(instrument: Instrument): string | undefined {
  if (instrument.isin === undefined && instrument.isinCountry !== undefined) {
    instrument.isin = generatedIsin(instrument.isinCountry, instrument.uic);
  }
  return instrument.isin;
}

/** Folded search text of an instrument (computed on first use). */
export function searchTextOf(instrument: Instrument): string {
  instrument.search ??= searchText(instrument.symbol, instrument.description, isinOf(instrument));
  return instrument.search;
}

/** Cheap integer hash (murmur3 finaliser) for deterministic per-id values. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function isTradable(instrument: Instrument): boolean {
  return instrument.tradingStatus === 'Tradable' || instrument.tradingStatus === 'NotDefined';
}

/**
 * Last day an instrument with a fixed end can trade: a bond's maturity, a
 * warrant's or mini future's expiry; undefined for everything else.
 */
export function lastDayOf(instrument: Instrument): number | undefined {
  const extra = instrument.extra;
  if (extra?.kind === 'bond') return extra.maturityDay;
  if (extra?.kind === 'derivative' && instrument.type !== 'CertificateTracker' && extra.expiryDay > 0) return extra.expiryDay;
  return undefined;
}

/**
 * True once the instrument's last day is behind the given day. The universe is
 * clock-free, so this is decided per request: an instrument that has matured or
 * expired answers as non-tradable with the reason ExpiredInstrument, and search
 * leaves it out unless non-tradable instruments are asked for.
 */
export function isExpired(instrument: Instrument, today: number): boolean {
  const last = lastDayOf(instrument);
  return last !== undefined && last < today;
}

/**
 * The fields an instrument shares with many others (a snapshot stores them
 * once per combination, see snapshot.ts): enough to pick instruments without
 * making the others.
 */
export type InstrumentClass = Pick<
  Instrument,
  | 'type'
  | 'exchange'
  | 'exchangeId'
  | 'currency'
  | 'isinCountry'
  | 'issuerCountry'
  | 'sector'
  | 'tags'
  | 'tradableAs'
  | 'displayHint'
  | 'tradingStatus'
  | 'nonTradableReason'
  | 'lotSize'
  | 'junk'
  | 'origin'
>;

/** Instruments by Uic (a Map for a built universe). */
export interface UicLookup {
  get(uic: number): Instrument | undefined;
  has(uic: number): boolean;
  readonly size: number;
}

export interface Universe {
  /** Every instrument, in order (a restored universe makes them on first access). */
  readonly instruments: Instrument[];
  readonly byUic: UicLookup;
  /** Wall time the build took (ms), for diagnostics. */
  buildMs: number;
  /**
   * The instruments whose shared fields pass a test, in order, making only
   * those (a restored universe); with folded keywords, only those whose
   * symbol, description or ISIN may contain every one of them (never fewer
   * than those whose search text does). Without it, `instruments.filter(test)`.
   */
  where?: (test: (shared: InstrumentClass) => boolean, keywords?: readonly string[]) => Instrument[];
  /** Like `where` without keywords, making each instrument only when the list is asked for it. */
  pick?: (test: (shared: InstrumentClass) => boolean) => InstrumentList;
  /** The option roots' underlyings as the snapshot kept them (see options.ts); without it, they are chosen by scans. */
  rootUnderlyingUics?: RootUnderlyingUics;
}

/** The Uics of the instruments the option roots are written on, by kind (options.ts, rootUnderlyingUicsOf). */
export interface RootUnderlyingUics {
  indices: number[];
  equities: number[];
  paris: number[];
  generated: number[];
  /** Per generated underlying: the stock its adjusted series deliver, or 0. */
  successors: number[];
}

/** Instruments in order, each made when first asked for (see Universe.pick). */
export interface InstrumentList {
  readonly length: number;
  /** The instrument at an index from 0 to length - 1. */
  at(index: number): Instrument;
}

/** The instruments whose shared fields pass a test, in universe order, made when asked for (see Universe.pick); of the simulator's universe unless another is given. */
export function pickInstruments(test: (shared: InstrumentClass) => boolean, all: Universe = universe()): InstrumentList {
  if (all.pick) return all.pick(test);
  const list = all.instruments.filter(test);
  return { length: list.length, at: (index) => list[index] as Instrument };
}

/**
 * The instruments whose shared fields pass a test, in universe order; with
 * folded keywords, possibly only those whose search text may contain them all
 * (see Universe.where): callers still check each instrument. Of the
 * simulator's universe unless another is given.
 */
export function instrumentsWhere(test: (shared: InstrumentClass) => boolean, keywords?: readonly string[], all: Universe = universe()): Instrument[] {
  return all.where ? all.where(test, keywords) : all.instruments.filter(test);
}

/** Approximate reference prices of well-known listings, so option strikes look right. */
const CORE_PRICES: Readonly<Record<string, number>> = {
  'AAPL:xnas': 265,
  'MSFT:xnas': 510,
  'AMZN:xnas': 225,
  'GOOGL:xnas': 285,
  'GOOG:xnas': 286,
  'META:xnas': 640,
  'NVDA:xnas': 185,
  'TSLA:xnas': 420,
  'INTC:xnas': 37,
  'CSCO:xnas': 72,
  'NFLX:xnas': 110,
  'ADBE:xnas': 330,
  'AMD:xnas': 240,
  'QCOM:xnas': 170,
  'AVGO:xnas': 350,
  'SBUX:xnas': 85,
  'COST:xnas': 920,
  'PEP:xnas': 148,
  'BRK.B:xnys': 500,
  'JPM:xnys': 305,
  'JNJ:xnys': 195,
  'V:xnys': 340,
  'PG:xnys': 150,
  'XOM:xnys': 118,
  'WMT:xnys': 102,
  'MA:xnys': 560,
  'KO:xnys': 70,
  'ORCL:xnys': 230,
  'IBM:xnys': 300,
  'MCD:xnys': 300,
  'DIS:xnys': 112,
  'NKE:xnys': 64,
  'BA:xnys': 200,
  'PFE:xnys': 25,
  'MRK:xnys': 88,
  'CVX:xnys': 155,
  'BAC:xnys': 52,
  'GS:xnys': 790,
  'HD:xnys': 370,
  'CAT:xnys': 560,
  'MMM:xnys': 165,
  'T:xnys': 26,
  'VZ:xnys': 41,
  'UNH:xnys': 330,
  'LLY:xnys': 950,
  'ABBV:xnys': 225,
  'CRM:xnys': 240,
  'SPOT:xnys': 650,
  'SAP:xetr': 215,
  'SIE:xetr': 235,
  'ALV:xetr': 350,
  'BAS:xetr': 43,
  'BAYN:xetr': 28,
  'BMW:xetr': 86,
  'MBG:xetr': 56,
  'VOW3:xetr': 95,
  'DTE:xetr': 28,
  'DBK:xetr': 30,
  'ADS:xetr': 165,
  'IFX:xetr': 35,
  'RHM:xetr': 1700,
  'SHEL:xlon': 27,
  'BP.:xlon': 4.4,
  'HSBA:xlon': 10.5,
  'AZN:xlon': 125,
  'ULVR:xlon': 45,
  'GSK:xlon': 17,
  'VOD:xlon': 0.9,
  'RDSa:xams': 27,
  'ASML:xams': 880,
  'INGA:xams': 21,
  'ADYEN:xams': 1450,
  'PHIA:xams': 23,
  'HEIA:xams': 70,
  'NOVO_B:xcse': 320,
  'MAERSK_B:xcse': 12500,
  'DSV:xcse': 1450,
  'VWS:xcse': 120,
  'DANSKE:xcse': 270,
  'NESN:xswx': 80,
  'NOVN:xswx': 105,
  'ROG:xswx': 280,
  'UBSG:xswx': 31,
  'TTE:xpar': 56,
  'MC:xpar': 600,
  'BNP:xpar': 70,
  'AI:xpar': 165,
  'SAN:xpar': 85,
  'OR:xpar': 360,
  'AIR:xpar': 205,
  '7203:xtks': 3000,
  '6758:xtks': 4200,
  '9984:xtks': 17000,
  '700:xhkg': 630,
  '9988:xhkg': 160,
  'BHP:xasx': 42,
  'CBA:xasx': 175,
  'SPY:arcx': 680,
  'QQQ:xnas': 600,
  'IWM:arcx': 245,
  'EEM:arcx': 53,
  'IVV:arcx': 683,
  'VOO:arcx': 625,
  'SPX.I': 6800,
  'NDX.I': 24500,
  'DJI.I': 46500,
  'RUT.I': 2450,
  'VIX.I': 17.5,
  'DAX.I': 24000,
  'SX5E.I': 5650,
  'UKX.I': 9650,
  'PX1.I': 8100,
  'AEX.I': 950,
  'SMI.I': 12300,
  'OMXS30.I': 2700,
  'OMXC25.I': 1650,
  'N225.I': 48000,
  'HSI.I': 25800,
  'XJO.I': 8750,
};

const PRICE_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  USD: [5, 400],
  CAD: [2, 150],
  GBP: [0.5, 60],
  EUR: [2, 250],
  CHF: [5, 500],
  DKK: [20, 2000],
  SEK: [10, 600],
  NOK: [10, 500],
  PLN: [5, 500],
  JPY: [200, 15000],
  HKD: [0.5, 200],
  SGD: [0.2, 20],
  AUD: [0.1, 80],
  NZD: [0.5, 20],
  ZAR: [5, 500],
};

function unitHash(seed: string | number): number {
  return hashString(String(seed)) / 4294967296;
}

function priceFor(symbol: string, currency: string, uic: number): number {
  const known = CORE_PRICES[symbol];
  if (known !== undefined) return known;
  const [lo, hi] = PRICE_RANGE[currency] ?? [5, 300];
  const u = unitHash(`price:${uic}`);
  const raw = Math.exp(Math.log(lo) + u * (Math.log(hi) - Math.log(lo)));
  const digits = raw < 10 ? 2 : raw < 100 ? 1 : 0;
  return Number(raw.toFixed(digits));
}

const CFD_INDEX_UNDERLYING: Readonly<Record<string, [string, ProductTemplateKey]>> = {
  'US500.I': ['SPX.I', 'globex'],
  'USNAS100.I': ['NDX.I', 'globex'],
  'US30.I': ['DJI.I', 'globex'],
  'GER40.I': ['DAX.I', 'cfdEuropeIndex'],
  'UK100.I': ['UKX.I', 'cfdUkIndex'],
  'FRA40.I': ['PX1.I', 'cfdEuropeIndex'],
  'EU50.I': ['SX5E.I', 'cfdEuropeIndex'],
  'JP225.I': ['N225.I', 'cfdAsiaIndex'],
  'HK50.I': ['HSI.I', 'cfdAsiaIndex'],
  'AUS200.I': ['XJO.I', 'cfdAsiaIndex'],
  'NETH25.I': ['AEX.I', 'cfdEuropeIndex'],
  'SWI20.I': ['SMI.I', 'cfdEuropeIndex'],
};

const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  EUR: 'Euro',
  USD: 'US Dollar',
  GBP: 'British Pound',
  JPY: 'Japanese Yen',
  CHF: 'Swiss Franc',
  AUD: 'Australian Dollar',
  NZD: 'New Zealand Dollar',
  CAD: 'Canadian Dollar',
  SEK: 'Swedish Krona',
  NOK: 'Norwegian Krone',
  DKK: 'Danish Krone',
  PLN: 'Polish Zloty',
  HUF: 'Hungarian Forint',
  CZK: 'Czech Koruna',
  TRY: 'Turkish Lira',
  ZAR: 'South African Rand',
  MXN: 'Mexican Peso',
  SGD: 'Singapore Dollar',
  HKD: 'Hong Kong Dollar',
  CNH: 'Chinese Yuan Renminbi (Offshore)',
  ILS: 'Israeli Shekel',
  THB: 'Thai Baht',
  RON: 'Romanian Leu',
  XAU: 'Gold',
  XAG: 'Silver',
  XPT: 'Platinum',
  XPD: 'Palladium',
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  XRP: 'Ripple',
  SOL: 'Solana',
  ADA: 'Cardano',
};

const FX_FULL: readonly AssetType[] = ['FxSpot', 'FxForwards', ...FX_OPTION_TYPES];
const FX_FIVE: readonly AssetType[] = ['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption'];
const FX_MINOR: readonly AssetType[] = ['FxSpot', 'FxForwards', 'FxVanillaOption'];
const FX_METAL: readonly AssetType[] = ['FxSpot', 'FxForwards'];
const FX_CRYPTO: readonly AssetType[] = ['FxSpot'];

/** Interned TradableAs arrays, so instruments share them. */
const TRADABLE: Record<string, readonly AssetType[]> = {};
export function tradable(...types: AssetType[]): readonly AssetType[] {
  const key = types.join(',');
  return (TRADABLE[key] ??= Object.freeze(types));
}

const STOCK_ONLY = tradable('Stock');
const STOCK_CFD = tradable('Stock', 'CfdOnStock');
const APAC_CFD_SHARE = 0.35;

/** Mutable state shared by the build steps. */
class Builder {
  readonly instruments: Instrument[] = [];
  readonly byUic = new Map<number, Instrument>();
  readonly codes = new Map<string, Set<string>>();
  readonly descriptions = new Map<string, Set<string>>();
  private nextUic = 1_100_000;
  private serial = 0;

  add(instrument: Instrument): Instrument {
    if (this.byUic.has(instrument.uic)) throw new Error(`duplicate uic ${instrument.uic}`);
    this.byUic.set(instrument.uic, instrument);
    this.instruments.push(instrument);
    const colon = instrument.symbol.indexOf(':');
    this.codesOf(instrument.exchange.id).add(colon < 0 ? instrument.symbol : instrument.symbol.slice(0, colon));
    return instrument;
  }

  codesOf(exchangeId: string): Set<string> {
    let set = this.codes.get(exchangeId);
    if (!set) this.codes.set(exchangeId, (set = new Set()));
    return set;
  }

  descriptionsOf(exchangeId: string): Set<string> {
    let set = this.descriptions.get(exchangeId);
    if (!set) this.descriptions.set(exchangeId, (set = new Set()));
    return set;
  }

  /** A fresh generated Uic (spread out like real ones, never colliding). */
  uic(): number {
    this.serial += 1;
    let uic = this.nextUic + (mix32(this.serial) % 560);
    this.nextUic += 640;
    while (this.byUic.has(uic)) uic += 1;
    return uic;
  }

  /** A low Uic for FX crosses. */
  fxUic(start: number): number {
    let uic = start;
    while (this.byUic.has(uic)) uic += 1;
    return uic;
  }
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function chars(rng: Rng, alphabet: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/**
 * Shape of generated national codes per country: a fixed prefix plus the Uic
 * scrambled bijectively into the remaining characters, so every generated
 * ISIN is unique without bookkeeping.
 */
const NSIN_STYLE: Readonly<Record<string, readonly [prefix: string, base: 10 | 36]>> = {
  US: ['0', 10],
  CA: ['0', 10],
  GB: ['00B', 36],
  IE: ['00B', 36],
  JE: ['00B', 36],
  DE: ['000', 36],
  FR: ['001', 36],
  NL: ['0', 10],
  JP: ['3', 10],
  HK: ['0', 10],
  KY: ['G', 10],
  BM: ['G', 10],
  CN: ['E', 10],
  LU: ['1', 10],
  CH: ['0', 10],
  XS: ['2', 10],
  EU: ['000', 36],
};

const BASE_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Whether an ISIN generated for this country (see generatedIsin) may contain
 * a folded text: false only when no generated ISIN of the country can.
 */
export function generatedIsinMayContain(country: string, text: string): boolean {
  const [prefix, base] = NSIN_STYLE[country] ?? ['0', 10];
  const fixed = `${country}${prefix}`.toLowerCase();
  const digits = BASE_DIGITS.slice(0, base);
  // Country and prefix, then the national code's digits up to position 10, then the check digit.
  const allowed = (position: number, char: string): boolean =>
    position < fixed.length ? fixed[position] === char : position < 11 ? digits.includes(char) : char >= '0' && char <= '9';
  for (let start = 0; start + text.length <= 12; start++) {
    let fits = true;
    for (let j = 0; j < text.length && fits; j++) fits = allowed(start + j, text[j] as string);
    if (fits) return true;
  }
  return false;
}

/** The number a generated national code writes in its base, in `width` digits. */
function scrambledCode(uic: number, base: number, width: number): number {
  // Multiplying by a number coprime with the base permutes the residues.
  return (uic * 7919 + 104_729) % base ** width;
}

function generatedNsin(country: string, uic: number): string {
  const [prefix, base] = NSIN_STYLE[country] ?? ['0', 10];
  const width = 9 - prefix.length;
  const body = scrambledCode(uic, base, width).toString(base).toUpperCase().padStart(width, '0');
  return `${prefix}${body}`;
}

function generatedIsin(country: string, uic: number): string {
  return makeIsin(country, generatedNsin(country, uic));
}

/**
 * A test of Uics for a folded keyword: whether the ISIN a listing of this country without one gets
 * (see isinOf), less its check digit and folded, contains it, or,
 * for a keyword ending with a digit (which may be the check digit), ends with the rest of it.
 * Undefined when no generated ISIN of the country may contain it (generatedIsinMayContain).
 * Works on digits, making no string: keyword search runs it over tens of thousands of listings.
 */
export function generatedIsinBodyTest(country: string, keyword: string): ((uic: number) => boolean) | undefined {
  if (!generatedIsinMayContain(country, keyword)) return undefined;
  const [prefix, base] = NSIN_STYLE[country] ?? ['0', 10];
  const fixed = `${country}${prefix}`.toLowerCase();
  const width = 9 - prefix.length;
  const length = fixed.length + width;
  const body = new Uint8Array(length);
  for (let i = 0; i < fixed.length; i++) body[i] = fixed.charCodeAt(i);
  const wanted = Array.from(keyword, (char) => char.charCodeAt(0));
  const head = /[0-9]$/.test(keyword) ? wanted.slice(0, -1) : undefined;
  const at = (codes: readonly number[], start: number): boolean => {
    for (let j = 0; j < codes.length; j++) if (body[start + j] !== codes[j]) return false;
    return true;
  };
  return (uic) => {
    let code = scrambledCode(uic, base, width);
    for (let i = length - 1; i >= fixed.length; i--) {
      const digit = code % base;
      code = (code - digit) / base;
      body[i] = digit < 10 ? 48 + digit : 87 + digit;
    }
    for (let start = 0; start + wanted.length <= length; start++) if (at(wanted, start)) return true;
    return head !== undefined && at(head, length - head.length);
  };
}

const NAME_NOISE = new Set([
  'INC',
  'CORP',
  'CO',
  'LTD',
  'PLC',
  'AG',
  'SE',
  'SA',
  'NV',
  'SPA',
  'AB',
  'ASA',
  'AS',
  'OYJ',
  'ABP',
  'HOLDINGS',
  'HOLDING',
  'GROUP',
  'THE',
  'KGAA',
  'SCA',
  'SGPS',
  'INTERNATIONAL',
  'CORPORATION',
  'COMPANY',
  'A',
  'B',
  'DE',
  'DU',
  'LA',
  'LE',
]);

/** A new ticker for `name` unique on `exchangeId`, in that market's style. */
function tickerFor(b: Builder, rng: Rng, exchange: ExchangeInfo, name: string): string {
  const taken = b.codesOf(exchange.id);
  const free = (code: string): boolean => !taken.has(code);
  switch (exchange.id) {
    case 'TSE':
      for (;;) {
        const code = String(rng.int(1300, 9999));
        if (free(code)) return code;
      }
    case 'HKEX':
      for (;;) {
        const code = String(rng.int(1, 9999));
        if (free(code)) return code;
      }
    case 'SGX-ST':
      for (;;) {
        const pattern = rng.int(0, 2);
        const code =
          pattern === 0
            ? `${chars(rng, LETTERS, 1)}${chars(rng, DIGITS, 2)}`
            : pattern === 1
              ? `${chars(rng, LETTERS, 1)}${chars(rng, DIGITS, 1)}${chars(rng, LETTERS, 1)}`
              : `${chars(rng, DIGITS, 1)}${chars(rng, LETTERS, 2)}`;
        if (free(code)) return code;
      }
    default:
      break;
  }
  const words = tickerWords(name);
  const dash = name.lastIndexOf(' - ');
  const classSuffix = dash > 0 && name.length === dash + 4 ? name.slice(dash + 3) : undefined;
  const suffix = classSuffix && exchange.country !== 'US' ? `_${classSuffix}` : '';
  const first = words[0] ?? 'X';
  const second = words[1] ?? '';
  const maxLength = exchange.country === 'US' ? 4 : 5;
  const attempt = (candidate: string): string | undefined => {
    if (candidate.length < 2) return undefined;
    const code = `${candidate}${suffix}`;
    return taken.has(code) ? undefined : code;
  };
  let initials = '';
  for (const word of words) initials += word[0];
  const found =
    (initials.length >= 2 ? attempt(initials.slice(0, maxLength)) : undefined) ??
    attempt(first.slice(0, 3)) ??
    attempt(first.slice(0, 4)) ??
    attempt(`${first.slice(0, 2)}${second.slice(0, 1)}`) ??
    attempt(`${first.slice(0, 3)}${second.slice(0, 1)}`) ??
    attempt(`${first.slice(0, 1)}${first.slice(2, 4)}`) ??
    attempt(first.slice(0, maxLength));
  if (found) return found;
  for (;;) {
    const code = attempt(`${first.slice(0, 2)}${chars(rng, LETTERS, rng.int(1, 2))}`);
    if (code) return code;
  }
}

/** Upper-case ASCII words of a name (other characters split or vanish), minus legal-form noise. */
function tickerWords(name: string): string[] {
  const words: string[] = [];
  let current = '';
  for (let i = 0; i <= name.length; i++) {
    const code = i < name.length ? name.charCodeAt(i) : 32;
    if (code >= 97 && code <= 122) current += String.fromCharCode(code - 32);
    else if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) current += name[i];
    else if (code === 32 || code === 45 || code === 47 || code === 38) {
      if (current.length > 0 && !NAME_NOISE.has(current)) words.push(current);
      current = '';
    }
  }
  return words;
}

function symbolOf(code: string, exchange: ExchangeInfo): string {
  return `${code}:${exchange.mic.toLowerCase()}`;
}

function searchText(symbol: string, description: string, isin: string | undefined): string {
  return fold(`${symbol} ${description}${isin ? ` ${isin}` : ''}`);
}

export interface Draft {
  uic: number;
  type: AssetType;
  symbol: string;
  description: string;
  exchange: ExchangeInfo;
  currency?: string;
  isin?: string | undefined;
  isinCountry?: string | undefined;
  issuerCountry?: string | undefined;
  groupId?: number;
  primaryListing?: number | undefined;
  sector?: string | undefined;
  tags?: readonly string[];
  tradableAs: readonly AssetType[];
  displayHint?: string | undefined;
  tradingStatus?: TradingStatus;
  nonTradableReason?: string;
  price?: number;
  lotSize?: number;
  extra?: InstrumentExtra;
  junk?: number;
  origin: 'core' | 'generated';
  exchangeId?: string;
}

export function make(draft: Draft): Instrument {
  const currency = draft.currency ?? draft.exchange.currency;
  return {
    uic: draft.uic,
    type: draft.type,
    symbol: draft.symbol,
    description: draft.description,
    exchange: draft.exchange,
    exchangeId: draft.exchangeId ?? draft.exchange.id,
    currency,
    isin: draft.isin,
    isinCountry: draft.isinCountry,
    issuerCountry: draft.issuerCountry,
    groupId: draft.groupId ?? (mix32(draft.uic ^ 0x5bd1e995) % 40000) + 1,
    primaryListing: draft.primaryListing,
    sector: draft.sector,
    tags: draft.tags ?? [],
    tradableAs: draft.tradableAs,
    displayHint: draft.displayHint,
    tradingStatus: draft.tradingStatus ?? 'Tradable',
    nonTradableReason: draft.nonTradableReason ?? 'None',
    price: draft.price ?? Number.NaN,
    lotSize: draft.lotSize ?? 1,
    search: undefined,
    extra: draft.extra,
    junk: draft.junk ?? 0,
    origin: draft.origin,
  };
}

function requireExchange(id: string): ExchangeInfo {
  const exchange = exchangeById(id);
  if (!exchange) throw new Error(`unknown exchange ${id}`);
  return exchange;
}

// ---------------------------------------------------------------------------
// Core listings

function coreTradableAs(listing: CoreListing): readonly AssetType[] {
  switch (listing.assetType) {
    case 'Stock':
      return tradable('Stock', 'CfdOnStock');
    case 'Etf':
      return tradable('Etf', 'CfdOnEtf');
    case 'Etc':
      return tradable('Etc', 'CfdOnEtc');
    case 'Etn':
      return tradable('Etn', 'CfdOnEtn');
    default:
      return tradable(listing.assetType);
  }
}

function addCore(b: Builder, byIsin: Map<string, Instrument>, byIndexSymbol: Map<string, Instrument>): void {
  for (const listing of CORE_LISTINGS) {
    const exchange = requireExchange(listing.exchangeId);
    const first = listing.isin ? byIsin.get(listing.isin) : undefined;
    const isIndex = listing.assetType === 'StockIndex';
    const isCfdIndex = listing.assetType === 'CfdOnIndex';
    const displayHint = listing.assetType === 'Etf' ? 'Etf' : listing.assetType === 'Etc' ? 'Etc' : listing.assetType === 'Etn' ? 'Etn' : undefined;
    const cfdUnderlying = isCfdIndex ? CFD_INDEX_UNDERLYING[listing.symbol] : undefined;
    const instrument = b.add(
      make({
        uic: listing.uic,
        type: listing.assetType,
        symbol: listing.symbol,
        description: listing.description,
        exchange,
        currency: listing.currency ?? exchange.currency,
        isin: listing.isin,
        issuerCountry: listing.assetType === 'Stock' ? listing.issuerCountry : undefined,
        ...(first ? { groupId: first.groupId, primaryListing: first.uic } : {}),
        sector: listing.sector,
        tags: tagsOf(listing.assetType, listing.sector, displayHint),
        tradableAs: coreTradableAs(listing),
        displayHint,
        lotSize: listing.assetType === 'Stock' && ['TSE', 'HKEX', 'SGX-ST'].includes(exchange.id) ? 100 : 1,
        ...(isIndex ? { tradingStatus: 'NonTradable' as const, nonTradableReason: 'NotOnlineClientTradable' } : {}),
        ...(cfdUnderlying ? { extra: { kind: 'cfdIndex', underlyingUic: byIndexSymbol.get(cfdUnderlying[0])?.uic, product: cfdUnderlying[1] } } : {}),
        origin: 'core',
      }),
    );
    if (instrument.primaryListing === undefined && (listing.assetType === 'Stock' || listing.assetType === 'Etf')) {
      instrument.primaryListing = instrument.uic;
    }
    if (listing.isin && !first) byIsin.set(listing.isin, instrument);
    if (isIndex) byIndexSymbol.set(listing.symbol, instrument);
  }
}

/** Two historical Shell lines that the broker's own samples reference. */
function addShellLines(b: Builder): void {
  const ams = b.byUic.get(16350);
  if (ams) {
    ams.groupId = 1798;
    ams.primaryListing = 16348;
  }
  b.add(
    make({
      uic: 16348,
      type: 'Stock',
      symbol: 'RDSA:xlon',
      description: 'Royal Dutch Shell Plc A',
      exchange: requireExchange('LSE_SETS'),
      isin: 'GB00B03MLX29',
      issuerCountry: 'GB',
      groupId: 1798,
      primaryListing: 16348,
      sector: 'Energy',
      tags: ['energy'],
      tradableAs: tradable('Stock', 'CfdOnStock'),
      price: 22,
      origin: 'core',
    }),
  );
  b.add(
    make({
      uic: 46278,
      type: 'Stock',
      symbol: 'RDSB:xams',
      description: 'Royal Dutch Shell Plc B',
      exchange: requireExchange('AMS'),
      isin: 'GB00B03MKM49',
      issuerCountry: 'GB',
      groupId: 1798,
      primaryListing: 16348,
      sector: 'Energy',
      tags: ['energy'],
      tradableAs: tradable('Stock'),
      price: 27,
      origin: 'core',
    }),
  );
}

function tagsOf(type: AssetType, sector: string | undefined, displayHint: string | undefined): string[] {
  const tags: string[] = [];
  if (sector) tags.push(sector.toLowerCase());
  if (displayHint) tags.push(displayHint.toLowerCase());
  if (type === 'Etf' && !displayHint) tags.push('etf');
  return tags;
}

// ---------------------------------------------------------------------------
// FX

const FX_MAJORS = ['EUR', 'GBP', 'AUD', 'NZD', 'USD', 'CAD', 'CHF', 'JPY'];
const FX_MINORS = ['SEK', 'NOK', 'DKK', 'PLN', 'HUF', 'CZK', 'TRY', 'ZAR', 'MXN', 'SGD', 'HKD', 'CNH', 'ILS', 'THB', 'RON'];

function fxDecimals(base: string, quote: string): number {
  if (base === 'XAU' || base === 'XPT' || base === 'XPD' || ['BTC', 'ETH'].includes(base)) return 2;
  if (base === 'XAG') return 3;
  if (['LTC', 'SOL'].includes(base)) return 2;
  if (['XRP', 'ADA'].includes(base)) return 4;
  if (['JPY', 'HUF', 'THB'].includes(quote)) return 2;
  return 4;
}

function addFx(b: Builder): void {
  const exchange = requireExchange('SBFX');
  const present = new Set<string>();
  for (const pair of CORE_FX) {
    const base = pair.symbol.slice(0, 3);
    const quote = pair.symbol.slice(3);
    const tradableAs = pair.displayHint === 'CryptoCurrencies' ? FX_CRYPTO : pair.displayHint === 'PreciousMetal' ? FX_METAL : [12, 22, 23].includes(pair.uic) ? FX_FIVE : FX_FULL;
    addFxPair(b, exchange, pair.uic, base, quote, pair.displayHint, tradableAs, 'core', pair.description);
    present.add(pair.symbol);
  }
  const pairs: [string, string, string, readonly AssetType[]][] = [];
  for (let i = 0; i < FX_MAJORS.length; i++) {
    for (let j = i + 1; j < FX_MAJORS.length; j++) {
      pairs.push([FX_MAJORS[i] as string, FX_MAJORS[j] as string, 'Forex', FX_FULL]);
    }
  }
  for (const minor of FX_MINORS) {
    for (const base of ['EUR', 'USD', 'GBP', 'CHF']) pairs.push([base, minor, 'Forex', FX_MINOR]);
  }
  for (const [base, quote] of [
    ['NOK', 'SEK'],
    ['SEK', 'JPY'],
    ['NOK', 'JPY'],
    ['DKK', 'SEK'],
    ['SGD', 'JPY'],
    ['ZAR', 'JPY'],
    ['TRY', 'JPY'],
    ['MXN', 'JPY'],
  ] as const) {
    pairs.push([base, quote, 'Forex', FX_MINOR]);
  }
  for (const metal of ['XAU', 'XAG', 'XPT', 'XPD']) {
    for (const quote of ['USD', 'EUR', 'GBP', 'CHF', 'AUD', 'JPY']) pairs.push([metal, quote, 'PreciousMetal', FX_METAL]);
  }
  for (const coin of ['BTC', 'ETH', 'LTC', 'XRP', 'SOL', 'ADA']) {
    for (const quote of ['USD', 'EUR', 'GBP']) pairs.push([coin, quote, 'CryptoCurrencies', FX_CRYPTO]);
  }
  let next = 48;
  for (const [base, quote, hint, types] of pairs) {
    if (present.has(`${base}${quote}`)) continue;
    present.add(`${base}${quote}`);
    const uic = b.fxUic(next);
    next = uic + 1;
    addFxPair(b, exchange, uic, base, quote, hint, types, 'generated');
  }
}

function addFxPair(
  b: Builder,
  exchange: ExchangeInfo,
  uic: number,
  base: string,
  quote: string,
  hint: string,
  tradableAs: readonly AssetType[],
  origin: 'core' | 'generated',
  description?: string,
): void {
  b.add(
    make({
      uic,
      type: 'FxSpot',
      symbol: `${base}${quote}`,
      description: description ?? `${CURRENCY_NAMES[base] ?? base}/${CURRENCY_NAMES[quote] ?? quote}`,
      exchange,
      currency: quote,
      groupId: 28000 + (hashString(`fxgroup:${base}${quote}`) % 1500),
      tradableAs,
      displayHint: hint === 'Forex' ? undefined : hint,
      price: 1,
      extra: { kind: 'fx', base, quote, decimals: fxDecimals(base, quote) },
      origin,
    }),
  );
}

// ---------------------------------------------------------------------------
// Paris (real)

/**
 * The Paris equities, with the GroupIds live answers give them, each its own primary listing (as live). A core line of
 * the same ISIN listed elsewhere (Unibail-Rodamco-Westfield in Amsterdam) joins the Paris line's group and names it as
 * its primary listing, as live answers do for a security listed on several exchanges (Shell's Amsterdam line names
 * its London line).
 */
function addParis(b: Builder, byIsin: Map<string, Instrument>): void {
  const exchange = requireExchange('PAR');
  for (const [uic, symbol, description, groupId, issuerCountry, srd] of PARIS_EQUITIES) {
    const isin = PARIS_ISINS[symbol];
    const reduceOnly = /reduce only/i.test(description);
    const sector = SECTORS[hashString(`sector:${uic}`) % SECTORS.length] as Sector;
    const elsewhere = isin ? byIsin.get(isin) : undefined;
    if (elsewhere) {
      elsewhere.groupId = groupId;
      elsewhere.primaryListing = uic;
    }
    b.add(
      make({
        uic,
        type: 'Stock',
        symbol,
        description,
        exchange,
        isin,
        issuerCountry,
        groupId,
        primaryListing: uic,
        sector,
        tags: [sector.toLowerCase()],
        tradableAs: srd ? tradable('Stock', 'SrdOnStock') : tradable('Stock'),
        ...(reduceOnly ? { tradingStatus: 'ReduceOnly' as const, nonTradableReason: 'ReduceOnlyInstrument' } : {}),
        junk: (description !== description.trimEnd() ? JUNK_TRAILING_SPACE : 0) | (isin ? 0 : JUNK_MISSING_ISIN),
        origin: 'core',
      }),
    );
  }
}

// ---------------------------------------------------------------------------
// Continuous futures

function addContinuousFutures(b: Builder): void {
  for (const space of futuresSpaces()) {
    b.add(
      make({
        uic: space.continuousUic,
        type: 'ContractFutures',
        symbol: `${space.base}:${space.exchange.mic.toLowerCase()}`,
        description: `${space.name} - Continuous`,
        exchange: space.exchange,
        currency: space.currency,
        groupId: space.groupId,
        primaryListing: space.continuousUic,
        tradableAs: tradable('ContractFutures'),
        displayHint: 'Continuous',
        tradingStatus: 'NonTradable',
        nonTradableReason: 'NotOnlineClientTradable',
        price: space.price,
        extra: { kind: 'continuous', space },
        origin: 'core',
      }),
    );
  }
}

// ---------------------------------------------------------------------------
// Generated stocks

const STOCK_COUNTS: Readonly<Record<string, number>> = {
  NYSE: 3300,
  NASDAQ: 4400,
  NYSE_ARCA: 150,
  NYSE_AM: 330,
  TSX: 1650,
  LSE_SETS: 2200,
  AMS: 130,
  BRU: 130,
  LISB: 50,
  ISE: 40,
  MIL: 420,
  SIBE: 190,
  FSE: 1300,
  SWX: 260,
  VIE: 80,
  CSE: 150,
  SSE: 850,
  OSE: 260,
  HSE: 150,
  WSE: 420,
  TSE: 4000,
  HKEX: 2600,
  'SGX-ST': 620,
  ASX: 2100,
  NZSE: 130,
  JSE: 320,
  LUX: 100,
};

const APAC = new Set(['TSE', 'HKEX', 'SGX-ST', 'ASX', 'NZSE', 'OSE_JP']);

const FOREIGN_ISSUERS: Readonly<Record<string, readonly string[]>> = {
  HK: ['KY', 'BM', 'CN'],
  US: ['IE', 'NL', 'GB', 'CA', 'BM'],
  default: ['NL', 'LU', 'IE', 'GB', 'US', 'CH'],
};

/** Country used for names, given an exchange. */
function nameCountry(exchange: ExchangeInfo): string {
  return exchange.country;
}

function boardLot(rng: Rng, exchange: ExchangeInfo): number {
  if (exchange.id === 'TSE') return 100;
  if (exchange.id === 'HKEX') return rng.pick([100, 200, 400, 500, 1000, 2000]);
  if (exchange.id === 'SGX-ST') return 100;
  return 1;
}

function uniqueName(b: Builder, exchange: ExchangeInfo, generate: () => string): string {
  const seen = b.descriptionsOf(exchange.id);
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = generate();
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
  }
  for (let n = 2; ; n++) {
    const name = `${generate()} ${n}`;
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
  }
}

/** Generated stocks, remembered per exchange for options, warrants and rights. */
interface StockPools {
  byExchange: Map<string, Instrument[]>;
}

/** Generated stocks, one exchange per step. */
function* addGeneratedStocks(b: Builder, rngRoot: Rng): BuildSteps<StockPools> {
  const byExchange = new Map<string, Instrument[]>();
  for (const exchange of EXCHANGES) {
    const count = STOCK_COUNTS[exchange.id] ?? 0;
    if (count === 0) continue;
    const rng = rngRoot.fork(`stocks:${exchange.id}`);
    const list: Instrument[] = [];
    for (let i = 0; i < count; i++) {
      const sector = rng.pick(SECTORS);
      const country = nameCountry(exchange);
      let description = uniqueName(b, exchange, () => companyName(rng, country, sector));
      const code = tickerFor(b, rng, exchange, description);
      let junk = 0;
      const roll = rng.next();
      let issuerCountry: string | undefined = exchange.country;
      if (rng.chance(0.03)) issuerCountry = rng.pick(FOREIGN_ISSUERS[exchange.country] ?? (FOREIGN_ISSUERS.default as readonly string[]));
      let isinCountry: string | undefined = issuerCountry;
      if (roll < 0.01) {
        description = `${description} `;
        junk |= JUNK_TRAILING_SPACE;
      } else if (roll < 0.015) {
        issuerCountry = '';
        junk |= JUNK_EMPTY_ISSUER_COUNTRY;
      } else if (roll < 0.025) {
        isinCountry = undefined;
        issuerCountry = undefined;
        junk |= JUNK_MISSING_ISIN;
      }
      const status = rng.next();
      const tradingStatus: TradingStatus = status < 0.02 ? 'NonTradable' : status < 0.03 ? 'ReduceOnly' : 'Tradable';
      const cfd = rng.chance(APAC.has(exchange.id) ? APAC_CFD_SHARE : 0.8);
      const uic = b.uic();
      const instrument = b.add(
        make({
          uic,
          type: 'Stock',
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          isinCountry,
          issuerCountry,
          primaryListing: uic,
          sector,
          tags: [sector.toLowerCase()],
          tradableAs: cfd ? STOCK_CFD : STOCK_ONLY,
          tradingStatus,
          nonTradableReason: tradingStatus === 'NonTradable' ? 'NotOnlineClientTradable' : tradingStatus === 'ReduceOnly' ? 'ReduceOnlyInstrument' : 'None',
          lotSize: boardLot(rng, exchange),
          junk,
          origin: 'generated',
        }),
      );
      list.push(instrument);
    }
    byExchange.set(exchange.id, list);
    yield;
  }
  return { byExchange };
}

// ---------------------------------------------------------------------------
// ETFs, ETCs, ETNs, funds

const ETF_COUNTS: Readonly<Record<string, number>> = {
  NYSE_ARCA: 1800,
  NASDAQ: 400,
  FSE: 1000,
  LSE_SETS: 700,
  AMS: 150,
  PAR: 200,
  SWX: 150,
  MIL: 150,
  SSE: 60,
  TSX: 200,
  ASX: 150,
  HKEX: 100,
  TSE: 100,
};
const ETC_COUNTS: Readonly<Record<string, number>> = { LSE_SETS: 150, FSE: 200, SWX: 50, PAR: 30, MIL: 40 };
const ETN_COUNTS: Readonly<Record<string, number>> = { NYSE_ARCA: 200, NASDAQ: 60, SSE: 60 };
const US_ETF_MODIFIERS = ['Core', 'Equal Weight', 'Low Volatility', 'Momentum', 'Value', 'Growth', 'Dividend', 'ESG', 'Quality', 'Ultra', 'Short', 'Enhanced', 'Select', 'Total'];
const ETC_ISSUERS = ['WisdomTree', 'iShares', 'Invesco', 'Xtrackers', 'Amundi', 'VanEck', '21Shares', 'CoinShares', 'HANetf'];
const ETN_ISSUERS = ['iPath', 'ETRACS', 'MicroSectors', 'Barclays', 'JPMorgan', 'Xtrackers', 'Valour', 'Nordnet Markets'];
const ETN_THEMES = [
  'Bloomberg Commodity Index',
  'S&P 500 VIX Short-Term Futures',
  'Alerian MLP Index',
  'FANG+ Index',
  'US Big Oil Index',
  'Gold Miners 3x Leveraged',
  'Bull OMXS30 X5',
  'Bear OMXS30 X5',
  'Bitcoin Tracker',
  'Monthly Pay 2x Leveraged Mortgage REIT',
];

/** ETFs, ETCs and ETNs, one exchange per step. */
function* addExchangeTraded(b: Builder, rngRoot: Rng): BuildSteps {
  for (const [exchangeId, count] of Object.entries(ETF_COUNTS)) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`etf:${exchangeId}`);
    const us = exchange.country === 'US';
    for (let i = 0; i < count; i++) {
      const issuer = rng.pick(ETF_ISSUERS);
      const theme = rng.pick(ETF_THEMES);
      const description = uniqueName(b, exchange, () => {
        if (us) {
          const style = rng.int(0, 3);
          if (style === 0) return `${issuer} ${theme} ETF`;
          return `${issuer} ${rng.pick(US_ETF_MODIFIERS)} ${theme} ETF`;
        }
        const variant = rng.pick(['Acc', 'Dist', 'EUR Hedged Acc', 'USD Acc', '1C', 'USD Dist', 'GBP Hedged Dist']);
        return `${issuer} ${theme} UCITS ETF ${variant}`;
      });
      const code = tickerFor(b, rng, exchange, `${issuer} ${theme}`);
      const themeTag = /bond|treasury|aggregate|yield|inflation/i.test(theme) ? 'fixed income' : 'equity index';
      const domicile = us ? 'US' : rng.chance(0.7) ? 'IE' : 'LU';
      const currency = exchange.id === 'LSE_SETS' && rng.chance(0.4) ? 'USD' : exchange.currency;
      const uic = b.uic();
      const junky = rng.chance(0.01);
      b.add(
        make({
          uic,
          type: 'Etf',
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          currency,
          ...(junky ? { junk: JUNK_MISSING_ISIN } : { isinCountry: domicile }),
          primaryListing: uic,
          sector: themeTag,
          tags: ['etf', themeTag],
          tradableAs: rng.chance(0.6) ? tradable('Etf', 'CfdOnEtf') : tradable('Etf'),
          displayHint: 'Etf',
          origin: 'generated',
        }),
      );
    }
    yield;
  }
  for (const [exchangeId, count] of Object.entries(ETC_COUNTS)) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`etc:${exchangeId}`);
    for (let i = 0; i < count; i++) {
      const issuer = rng.pick(ETC_ISSUERS);
      const [commodity, group] = rng.pick(COMMODITIES);
      const description = uniqueName(b, exchange, () => {
        const style = rng.int(0, 3);
        if (style === 0) return `${issuer} Physical ${commodity}`;
        if (style === 1) return `${issuer} ${commodity} ETC`;
        if (style === 2) return `${issuer} ${commodity} ${rng.pick(['2x', '3x'])} Daily Leveraged`;
        return `${issuer} ${commodity} ${rng.pick(['EUR Hedged', 'GBP Hedged', 'Enhanced Roll'])} ETC`;
      });
      const code = tickerFor(b, rng, exchange, `${issuer} ${commodity}`);
      b.add(
        make({
          uic: b.uic(),
          type: 'Etc',
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          currency: rng.chance(0.5) ? 'USD' : exchange.currency,
          isinCountry: rng.pick(['JE', 'IE', 'DE', 'CH', 'GB']),
          sector: group,
          tags: ['etc', group.toLowerCase()],
          tradableAs: rng.chance(0.4) ? tradable('Etc', 'CfdOnEtc') : tradable('Etc'),
          displayHint: 'Etc',
          origin: 'generated',
        }),
      );
    }
    yield;
  }
  for (const [exchangeId, count] of Object.entries(ETN_COUNTS)) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`etn:${exchangeId}`);
    for (let i = 0; i < count; i++) {
      const issuer = rng.pick(ETN_ISSUERS);
      const theme = rng.pick(ETN_THEMES);
      const description = uniqueName(b, exchange, () => `${issuer} ${theme} ETN${rng.chance(0.3) ? ` ${rng.pick(['Series B', 'Series C', 'II'])}` : ''}`);
      const code = tickerFor(b, rng, exchange, `${issuer} ${theme}`);
      b.add(
        make({
          uic: b.uic(),
          type: 'Etn',
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          isinCountry: exchange.country === 'US' ? 'US' : 'SE',
          tradableAs: rng.chance(0.3) ? tradable('Etn', 'CfdOnEtn') : tradable('Etn'),
          displayHint: 'Etn',
          origin: 'generated',
        }),
      );
    }
    yield;
  }
}

const FUND_HOUSES = [
  'BlackRock Global Funds',
  'Fidelity Funds',
  'Schroder International Selection Fund',
  'JPMorgan Funds',
  'Franklin Templeton',
  'Nordea 1',
  'Danske Invest',
  'Sparinvest',
  'DNB Fund',
  'Carmignac Portfolio',
  'Pictet',
  'Robeco Capital Growth Funds',
  'M&G (Lux) Investment Funds',
  'Invesco Funds',
  'Allianz Global Investors Fund',
  'Amundi Funds',
  'Vontobel Fund',
  'UBS (Lux) Equity Fund',
  'T. Rowe Price Funds',
  'Morgan Stanley Investment Funds',
  'Janus Henderson Horizon',
  'abrdn SICAV I',
];
const FUND_THEMES = [
  'Global Equity',
  'European Value',
  'Asian Dragon',
  'World Technology',
  'Global Bond',
  'Emerging Market Debt',
  'Sustainable Energy',
  'US Growth',
  'Euro Short Duration Bond',
  'Global Multi-Asset Income',
  'Japan Opportunities',
  'China A-Shares',
  'Nordic Equity',
  'Global Healthcare',
  'Global Real Estate Securities',
  'European Small Cap',
  'Latin American Equity',
  'Global High Yield',
  'Swiss Franc Bond',
  'Global Climate Change',
  'Frontier Markets',
  'India Equity',
  'Global Dividend',
  'Euro Corporate Bond',
];
const FUND_COUNTS: Readonly<Record<string, number>> = { LUX: 3000, ISE: 600, PAR: 200, CSE: 150, SSE: 100 };
const CLOSED_END_COUNTS: Readonly<Record<string, number>> = { LSE_SETS: 300, NYSE: 250, ASX: 50, TSX: 50 };

/** Mutual and closed-end funds, one exchange per step. */
function* addFunds(b: Builder, rngRoot: Rng): BuildSteps {
  for (const [exchangeId, count] of Object.entries(FUND_COUNTS)) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`fund:${exchangeId}`);
    for (let i = 0; i < count; i++) {
      const house = exchangeId === 'CSE' ? rng.pick(['Danske Invest', 'Sparinvest', 'Nordea Invest', 'BankInvest', 'Jyske Invest']) : rng.pick(FUND_HOUSES);
      const theme = rng.pick(FUND_THEMES);
      const currency = exchangeId === 'CSE' ? 'DKK' : exchangeId === 'SSE' ? 'SEK' : rng.pick(['EUR', 'EUR', 'USD', 'USD', 'GBP', 'CHF', 'SEK']);
      const description = uniqueName(
        b,
        exchange,
        () => `${house} - ${theme} Fund ${rng.pick(['A2', 'A', 'E', 'I', 'I2', 'Z', 'B', 'C', 'D'])} ${rng.pick(['Acc', 'Dis'])} ${currency}`,
      );
      const uic = b.uic();
      const isin = generatedIsin(exchangeId === 'ISE' ? 'IE' : exchangeId === 'PAR' ? 'FR' : exchangeId === 'CSE' ? 'DK' : exchangeId === 'SSE' ? 'SE' : 'LU', uic);
      const undefinedHint = rng.chance(0.01);
      b.add(
        make({
          uic,
          type: 'MutualFund',
          symbol: isin,
          description,
          exchange,
          currency,
          isin,
          tradableAs: tradable('MutualFund'),
          displayHint: undefinedHint ? 'Undefined' : undefined,
          junk: undefinedHint ? JUNK_UNDEFINED_ENUM : 0,
          price: Number((10 + rng.next() * 240).toFixed(2)),
          origin: 'generated',
        }),
      );
    }
    yield;
  }
  for (const [exchangeId, count] of Object.entries(CLOSED_END_COUNTS)) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`closed-end:${exchangeId}`);
    for (let i = 0; i < count; i++) {
      const sector = rng.pick(SECTORS);
      const base = companyName(rng, exchange.country, sector).replace(
        / (Inc\.|Corp\.|Plc|Ltd|Group Plc|Holdings Plc|Holdings Inc\.|Group Inc\.|Co\.|Resources Ltd|Group Ltd|Holdings Ltd)$/,
        '',
      );
      const description = uniqueName(b, exchange, () =>
        exchange.country === 'GB'
          ? `${base} ${rng.pick(['Investment Trust Plc', 'Income Trust Plc', 'Growth Trust Plc'])}`
          : `${base} ${rng.pick(['Income Fund', 'Municipal Fund', 'Opportunities Fund', 'Closed-End Fund'])}`,
      );
      const code = tickerFor(b, rng, exchange, description);
      b.add(
        make({
          uic: b.uic(),
          type: 'Fund',
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          isinCountry: exchange.country,
          tradableAs: tradable('Fund'),
          displayHint: 'Fund',
          origin: 'generated',
        }),
      );
    }
    yield;
  }
}

// ---------------------------------------------------------------------------
// Indices

const EXTRA_INDICES: ReadonlyArray<readonly [string, string, string, number]> = [
  ['S&P 400 MidCap Index', 'MID.I', 'CBOE', 3200],
  ['S&P 600 SmallCap Index', 'SML.I', 'CBOE', 1450],
  ['Dow Jones Transportation Average', 'DJT.I', 'CBOE', 16500],
  ['Dow Jones Utility Average', 'DJU.I', 'CBOE', 1100],
  ['NYSE Composite Index', 'NYA.I', 'NYSE', 21000],
  ['NASDAQ Composite Index', 'COMP.I', 'NASDAQ', 23000],
  ['Russell 1000 Index', 'RUI.I', 'CBOE', 3700],
  ['Russell 3000 Index', 'RUA.I', 'CBOE', 3900],
  ['S&P 500 Equal Weight Index', 'SPXEW.I', 'CBOE', 7900],
  ['MDAX Index', 'MDAX.I', 'FSE', 30500],
  ['SDAX Index', 'SDAX.I', 'FSE', 16800],
  ['TecDAX Index', 'TDXP.I', 'FSE', 3700],
  ['FTSE 250 Index', 'MCX.I', 'LSE_SETS', 22000],
  ['FTSE All-Share Index', 'ASX.I', 'LSE_SETS', 5200],
  ['SBF 120 Index', 'SBF120.I', 'PAR', 6200],
  ['CAC Next 20 Index', 'CN20.I', 'PAR', 11500],
  ['AMX Index', 'AMX.I', 'AMS', 920],
  ['BEL 20 Index', 'BEL20.I', 'BRU', 4900],
  ['PSI Index', 'PSI.I', 'LISB', 8100],
  ['ISEQ 20 Index', 'ISEQ20.I', 'ISE', 1900],
  ['FTSE MIB Index', 'FTSEMIB.I', 'MIL', 43000],
  ['IBEX 35 Index', 'IBEX35.I', 'SIBE', 16000],
  ['Swiss Performance Index', 'SPI.I', 'SWX', 17000],
  ['ATX Index', 'ATX.I', 'VIE', 4700],
  ['OMX Helsinki 25 Index', 'OMXH25.I', 'HSE', 5200],
  ['OBX Index', 'OBX.I', 'OSE', 1500],
  ['WIG20 Index', 'WIG20.I', 'WSE', 2900],
  ['TOPIX Index', 'TOPX.I', 'TSE', 3250],
  ['JPX-Nikkei 400 Index', 'JPXN400.I', 'TSE', 29000],
  ['Hang Seng China Enterprises Index', 'HSCEI.I', 'HKEX', 9200],
  ['Hang Seng TECH Index', 'HSTECH.I', 'HKEX', 5900],
  ['Straits Times Index', 'STI.I', 'SGX-ST', 4400],
  ['S&P/ASX 50 Index', 'XFL.I', 'ASX', 8400],
  ['S&P/NZX 50 Index', 'NZ50.I', 'NZSE', 13300],
  ['FTSE/JSE Top 40 Index', 'JTOPI.I', 'JSE', 95000],
  ['S&P/TSX Composite Index', 'TSX.I', 'TSX', 30500],
  ['S&P/TSX 60 Index', 'TX60.I', 'TSX', 1800],
  ['Euro Stoxx Banks Index', 'SX7E.I', 'EUREX', 220],
  ['STOXX Europe 600 Index', 'SXXP.I', 'EUREX', 570],
  ['STOXX Europe 50 Index', 'SX5P.I', 'EUREX', 4900],
  ['VSTOXX Index', 'V2X.I', 'EUREX', 19],
  ['OMX Stockholm All-Share Index', 'OMXSPI.I', 'SSE', 1050],
  ['OMX Copenhagen All-Share Index', 'OMXCPI.I', 'CSE', 1900],
  ['S&P 500 Information Technology Sector Index', 'SPXIT.I', 'CBOE', 5300],
  ['S&P 500 Financials Sector Index', 'SPXFN.I', 'CBOE', 900],
  ['S&P 500 Health Care Sector Index', 'SPXHC.I', 'CBOE', 1700],
  ['S&P 500 Energy Sector Index', 'SPXEN.I', 'CBOE', 690],
  ['S&P 500 Industrials Sector Index', 'SPXIN.I', 'CBOE', 1250],
  ['S&P 500 Consumer Discretionary Sector Index', 'SPXCD.I', 'CBOE', 1900],
  ['S&P 500 Utilities Sector Index', 'SPXUT.I', 'CBOE', 440],
  ['S&P 500 Materials Sector Index', 'SPXMT.I', 'CBOE', 560],
  ['S&P 500 Real Estate Sector Index', 'SPXRE.I', 'CBOE', 260],
  ['S&P 500 Communication Services Sector Index', 'SPXCS.I', 'CBOE', 420],
  ['S&P 500 Consumer Staples Sector Index', 'SPXCS2.I', 'CBOE', 870],
];

function addIndices(b: Builder): void {
  for (const [description, symbol, exchangeId, price] of EXTRA_INDICES) {
    b.add(
      make({
        uic: b.uic(),
        type: 'StockIndex',
        symbol,
        description,
        exchange: requireExchange(exchangeId),
        tradableAs: tradable('StockIndex'),
        tradingStatus: 'NonTradable',
        nonTradableReason: 'NotOnlineClientTradable',
        sector: 'Equity index',
        price,
        origin: 'generated',
      }),
    );
  }
}

// ---------------------------------------------------------------------------
// Bonds

const SOVEREIGN_EXCHANGE: Readonly<Record<string, string>> = {
  DE: 'FSE',
  FR: 'PAR',
  IT: 'MIL',
  ES: 'SIBE',
  NL: 'AMS',
  BE: 'BRU',
  AT: 'VIE',
  FI: 'HSE',
  DK: 'CSE',
  SE: 'SSE',
  NO: 'OSE',
  GB: 'LSE_SETS',
  US: 'NYSE',
  XS: 'LUX',
  EU: 'LUX',
  PL: 'WSE',
  CH: 'SWX',
};

function couponText(coupon: number): string {
  return coupon.toFixed(3);
}

function bondDateText(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}${MONTH_ABBREVIATIONS[date.getUTCMonth()]}${date.getUTCFullYear()}`;
}

/** Sovereign and corporate bonds, a thousand per step. */
function* addBonds(b: Builder, rngRoot: Rng, pools: StockPools): BuildSteps {
  const rng = rngRoot.fork('bonds');
  const corporates: Instrument[] = [];
  for (const id of ['NYSE', 'NASDAQ', 'LSE_SETS', 'FSE', 'PAR', 'AMS', 'MIL', 'SIBE', 'SWX', 'SSE', 'CSE']) {
    corporates.push(...(pools.byExchange.get(id) ?? []).slice(0, 220));
  }
  const total = 9000;
  const byExchangeSymbols = new Set<string>();
  for (let i = 0; i < total; i++) {
    const sovereign = i < 2200;
    let issuerName: string;
    let ticker: string;
    let isinCountry: string;
    let currency: string;
    let exchangeId: string;
    if (sovereign) {
      const [name, tick, country, ccy] = rng.pick(SOVEREIGNS);
      issuerName = name;
      ticker = tick;
      isinCountry = country === 'EU' ? 'EU' : country;
      currency = ccy;
      exchangeId = SOVEREIGN_EXCHANGE[country] ?? 'LUX';
    } else {
      const issuer = rng.pick(corporates);
      issuerName = issuer.description.trim();
      ticker = (issuer.symbol.split(':')[0] ?? 'X').replace(/_.*/, '');
      const us = issuer.exchange.country === 'US';
      isinCountry = us ? 'US' : 'XS';
      currency = us ? 'USD' : rng.pick(['EUR', 'EUR', 'EUR', 'USD', 'GBP', issuer.exchange.currency]);
      exchangeId = us ? 'NYSE' : rng.chance(0.7) ? 'LUX' : issuer.exchange.id;
    }
    const exchange = requireExchange(exchangeId);
    const kindRoll = rng.next();
    let couponType = 'Fixed';
    let bondType = 'NonInflationLinked';
    let coupon = Math.round(rng.next() * 64) / 8; // 0 … 8 in eighths
    let maturityDay: number | undefined = dayOf(rng.int(2027, 2065), rng.int(1, 12), rng.pick([1, 15, 15, 20, 25, 28]));
    if (coupon === 0) couponType = 'None';
    if (kindRoll < 0.06 && sovereign) {
      bondType = 'InflationLinked';
      coupon = Math.round(rng.next() * 24) / 8;
    } else if (kindRoll < 0.12 && !sovereign) {
      bondType = 'FloatingRateNote';
      couponType = 'Variable';
    } else if (kindRoll < 0.16 && !sovereign) {
      bondType = 'Convertible';
      coupon = Math.round(rng.next() * 24) / 8;
    } else if (kindRoll < 0.18 && !sovereign) {
      bondType = 'Perpetual';
      maturityDay = undefined;
      coupon = 3 + Math.round(rng.next() * 40) / 8;
      couponType = 'Fixed';
    } else if (kindRoll < 0.19) {
      couponType = 'Other';
    }
    let junk = 0;
    const junkRoll = rng.next();
    if (junkRoll < 0.03) {
      couponType = 'Undefined';
      junk |= JUNK_UNDEFINED_ENUM;
    } else if (junkRoll < 0.05) {
      bondType = 'Undefined';
      junk |= JUNK_UNDEFINED_ENUM;
    }
    const tenor = maturityDay === undefined ? 'Perpetual' : bondDateText(maturityDay);
    const rate = bondType === 'FloatingRateNote' ? 'FRN' : `${couponText(coupon)}%`;
    const linker = bondType === 'InflationLinked' ? ' Inflation-Linked' : bondType === 'Convertible' ? ' Convertible' : '';
    const description = `${issuerName} ${rate} ${tenor}${linker}`;
    let symbol = `${ticker} ${bondType === 'FloatingRateNote' ? 'FRN' : couponText(coupon)} ${tenor}`;
    while (byExchangeSymbols.has(symbol)) symbol = `${symbol}A`;
    byExchangeSymbols.add(symbol);
    b.add(
      make({
        uic: b.uic(),
        type: 'Bond',
        symbol,
        description,
        exchange,
        currency,
        isinCountry,
        tradableAs: tradable('Bond'),
        price: Number((85 + rng.next() * 25).toFixed(3)),
        extra: { kind: 'bond', coupon, couponType, bondType, maturityDay },
        junk,
        origin: 'generated',
      }),
    );
    if (i % 1000 === 999) yield;
  }
}

/** The named bonds the demo clients hold (fixed Uics, see data/bonds.ts). */
function addHeldBonds(b: Builder): void {
  for (const bond of BONDS) {
    const { year, month, day } = bond.maturity;
    b.add(
      make({
        uic: bond.uic,
        type: 'Bond',
        symbol: bond.symbol,
        description: bond.description,
        exchange: requireExchange(bond.exchangeId),
        currency: bond.currency,
        isin: bond.isin,
        issuerCountry: bond.issuerCountry,
        tradableAs: tradable('Bond'),
        lotSize: bond.denomination,
        extra: { kind: 'bond', coupon: bond.coupon, couponType: 'Fixed', bondType: 'NonInflationLinked', maturityDay: dayOf(year, month, day) },
        origin: 'core',
      }),
    );
  }
}

// ---------------------------------------------------------------------------
// Warrants, mini futures, certificates, rights

const WARRANT_COUNTS: ReadonlyArray<readonly [string, AssetType, number, string]> = [
  ['FSE', 'Warrant', 3000, 'DE'],
  ['SWX', 'Warrant', 800, 'CH'],
  ['PAR', 'Warrant', 300, 'FR'],
  ['MIL', 'Warrant', 300, 'LU'],
  ['HKEX', 'Warrant', 800, 'HK'],
  ['SGX-ST', 'Warrant', 200, 'SG'],
  ['FSE', 'MiniFuture', 200, 'DE'],
  ['SSE', 'MiniFuture', 100, 'SE'],
  ['FSE', 'WarrantKnockOut', 200, 'DE'],
  ['SWX', 'WarrantKnockOut', 100, 'CH'],
  ['FSE', 'CertificateTracker', 120, 'DE'],
  ['SWX', 'CertificateTracker', 80, 'CH'],
];

const ISSUER_PREFIX: Readonly<Record<string, string>> = {
  'Société Générale': 'SG',
  'BNP Paribas': 'BN',
  Vontobel: 'VT',
  UBS: 'UB',
  HSBC: 'HS',
  Citigroup: 'CI',
  'Goldman Sachs': 'GS',
  'Morgan Stanley': 'MS',
  'DZ Bank': 'DZ',
  Leonteq: 'LQ',
  Macquarie: 'MQ',
  'J.P. Morgan': 'JP',
};

/** Warrants, mini futures, turbos and trackers, one issue venue and type per step. */
function* addWarrants(b: Builder, rngRoot: Rng, underlyings: readonly Instrument[]): BuildSteps {
  for (const [exchangeId, type, count, country] of WARRANT_COUNTS) {
    const exchange = requireExchange(exchangeId);
    const rng = rngRoot.fork(`warrants:${exchangeId}:${type}`);
    const local = underlyings.filter((u) => u.exchange.country === exchange.country || u.type === 'StockIndex' || u.exchange.id === 'NASDAQ');
    for (let i = 0; i < count; i++) {
      const underlying = rng.pick(local.length > 0 ? local : underlyings);
      const issuer = rng.pick(WARRANT_ISSUERS);
      const putCall: 'Call' | 'Put' = rng.chance(0.6) ? 'Call' : 'Put';
      const factor = putCall === 'Call' ? 0.8 + rng.next() * 0.5 : 0.6 + rng.next() * 0.4;
      const underlyingPrice = priceOf(underlying);
      const strike = Number((underlyingPrice * factor).toPrecision(underlyingPrice < 10 ? 2 : 3));
      const expiryYear = rng.int(2027, 2030);
      const expiryMonth = rng.int(1, 12);
      const expiryDay = nthWeekday(expiryYear, expiryMonth, FRIDAY, 3);
      const name = underlying.description.trim();
      const label =
        type === 'MiniFuture'
          ? `Mini ${putCall === 'Call' ? 'Long' : 'Short'} ${name} ${strike}`
          : type === 'WarrantKnockOut'
            ? `Turbo ${putCall === 'Call' ? 'Long' : 'Short'} ${name} ${strike} ${MONTH_ABBREVIATIONS[expiryMonth - 1]} ${expiryYear}`
            : type === 'CertificateTracker'
              ? `Tracker Certificate ${name}`
              : `${putCall} ${name} ${strike} ${MONTH_ABBREVIATIONS[expiryMonth - 1]} ${expiryYear}`;
      const description = `${label} - ${issuer}`;
      const prefix = ISSUER_PREFIX[issuer] ?? 'WA';
      const taken = b.codesOf(exchange.id);
      let code = '';
      do {
        code = exchangeId === 'HKEX' ? String(rng.int(10000, 29999)) : `${prefix}${chars(rng, ALNUM, 4)}`;
      } while (taken.has(code));
      b.add(
        make({
          uic: b.uic(),
          type,
          symbol: symbolOf(code, exchange),
          description,
          exchange,
          isinCountry: country,
          tradableAs: tradable(type),
          displayHint: type === 'Warrant' ? 'Warrant' : undefined,
          price: Number((0.1 + rng.next() * 9).toFixed(2)),
          extra: { kind: 'derivative', underlyingUic: underlying.uic, underlyingType: underlying.type, strike, putCall, expiryDay },
          origin: 'generated',
        }),
      );
    }
    yield;
  }
}

function addRights(b: Builder, rngRoot: Rng, pools: StockPools): void {
  const rng = rngRoot.fork('rights');
  const exchanges = ['CSE', 'SSE', 'OSE', 'HSE', 'FSE', 'MIL', 'SIBE', 'LSE_SETS', 'WSE', 'ASX'];
  for (let i = 0; i < 250; i++) {
    const exchange = requireExchange(exchanges[i % exchanges.length] as string);
    const pool = pools.byExchange.get(exchange.id) ?? [];
    const company = pool[(i * 7) % Math.max(1, pool.length)];
    if (!company) continue;
    const baseCode = (company.symbol.split(':')[0] ?? 'X').replace(/_.*/, '');
    const taken = b.codesOf(exchange.id);
    let code = `${baseCode}_TR`;
    for (let n = 2; taken.has(code); n++) code = `${baseCode}_TR${n}`;
    b.add(
      make({
        uic: b.uic(),
        type: 'Rights',
        symbol: symbolOf(code, exchange),
        description: `${company.description.trim()} - Subscription Rights`,
        exchange,
        isinCountry: exchange.country,
        tradableAs: rng.chance(0.3) ? tradable('Rights', 'CfdOnRights') : tradable('Rights'),
        displayHint: 'Rights',
        price: Number((0.05 + rng.next() * 3).toFixed(3)),
        extra: { kind: 'derivative', underlyingUic: company.uic, underlyingType: 'Stock', strike: Number((priceOf(company) * 0.7).toFixed(2)), putCall: 'Call', expiryDay: 0 },
        origin: 'generated',
      }),
    );
  }
}

// ---------------------------------------------------------------------------

/** Build steps: each does a slice of the work, so a caller with time to spare can build in the background. */
type BuildSteps<T = void> = Generator<void, T, void>;

function* buildSteps(): BuildSteps<Universe> {
  const b = new Builder();
  const rng = createRng('refex-universe-v1');
  const byIsin = new Map<string, Instrument>();
  const byIndexSymbol = new Map<string, Instrument>();
  // Indices first so CFDs on indices can point at them.
  addCore(b, byIsin, byIndexSymbol);
  addShellLines(b);
  addFx(b);
  addParis(b, byIsin);
  addContinuousFutures(b);
  yield;
  const pools = yield* addGeneratedStocks(b, rng);
  yield* addExchangeTraded(b, rng);
  addIndices(b);
  yield* addFunds(b, rng);
  yield* addBonds(b, rng, pools);
  addHeldBonds(b);
  const warrantUnderlyings = b.instruments.filter((i) => i.origin === 'core' && (i.type === 'Stock' || i.type === 'StockIndex') && !i.extra);
  yield* addWarrants(b, rng, warrantUnderlyings);
  addRights(b, rng, pools);
  return { instruments: b.instruments, byUic: b.byUic, buildMs: 0 };
}

let memo: Universe | undefined;
let building: BuildSteps<Universe> | undefined;
let buildWorkMs = 0;
let source: (() => Universe) | undefined;

/**
 * Makes the universe come from elsewhere than the generators (a snapshot of
 * their output, see snapshot.ts), on first use. Only before the universe is
 * first asked for; the answers must be the same as the build's.
 */
export function setUniverseSource(restore: () => Universe): void {
  if (memo || building) throw new Error('the universe is already being built');
  source = restore;
}

/** The build's generators, for a snapshot (whatever source is set). */
export function buildUniverse(): Universe {
  const started = performance.now();
  const steps = buildSteps();
  let next: IteratorResult<void, Universe>;
  do next = steps.next();
  while (!next.done);
  return { ...next.value, buildMs: performance.now() - started };
}

/** Runs one build step (all remaining ones with `all`); the universe once it is complete. */
function step(all: boolean): Universe | undefined {
  if (memo) return memo;
  if (source) {
    memo = source();
    return memo;
  }
  const steps = (building ??= buildSteps());
  const started = performance.now();
  let next: IteratorResult<void, Universe>;
  try {
    do next = steps.next();
    while (!next.done && all);
  } catch (error) {
    building = undefined; // a failed build starts over next time
    throw error;
  } finally {
    buildWorkMs += performance.now() - started;
  }
  if (!next.done) return undefined;
  memo = { ...next.value, buildMs: buildWorkMs };
  building = undefined;
  return memo;
}

/** The universe if it is ready (built or restored), without building it. */
export function readyUniverse(): Universe | undefined {
  return memo;
}

/** The static universe, built on first use (finishing a background build) and cached for the process. */
export function universe(): Universe {
  return step(true) as Universe;
}

/**
 * Advances the build by one short step (tens of milliseconds), for building in
 * the background; true once the universe is complete. The result is the same
 * whether the universe is built in steps, at once, or both.
 */
export function advanceUniverse(): boolean {
  return step(false) !== undefined;
}
