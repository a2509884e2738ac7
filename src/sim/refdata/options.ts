/**
 * Contract option roots and their option spaces.
 *
 * Roots are static (built once). Expiries are computed from the current day:
 * dailies, weeklies (Fridays), monthlies (third Friday), quarterlies
 * (Mar/Jun/Sep/Dec) and yearlies (Dec, or Jan for US LEAPS), each listed
 * within its own horizon, moved to the previous business day on holidays.
 *
 * Strikes come from a per-root grid that never changes: multiples of a base
 * step near the money, of a coarser multiple further out. Each expiry lists
 * the grid points of its ladder (daily ⊂ weekly ⊂ near ⊂ …; near-dated
 * expiries list more strikes), and since an expiry only ever moves to a nearer
 * bucket, an option that exists today still exists tomorrow.
 *
 * Option Uics are arithmetic, so any Uic decodes without listing the space:
 *   OPTION_UIC_BASE + rootIndex·2^21 + (expiryDay mod 2048)·1024 + gridIndex·2 + (Put ? 1 : 0)
 * Decoding checks that the expiry is listed today and the strike is on its ladder.
 */
import { FRIDAY, MONDAY, MONTH_ABBREVIATIONS, WEDNESDAY, monthIndexOf, monthOfMonthIndex, nthWeekday, weekdayOf, yearOfMonthIndex, ymdOf } from '../core/calendar';
import { exchangeById, type ExchangeInfo } from './data/exchanges';
import type { AssetType } from './asset-types';
import { businessDayOnOrBefore, calendarOfExchange, isBusinessDay } from './calendars';
import { futuresSpaces, listedContracts, MONTH_CODES, type FuturesContract, type FuturesSpaceDef } from './futures';
import {
  instrumentsWhere,
  mix32,
  pickInstruments,
  priceOf,
  universe,
  type Instrument,
  type InstrumentClass,
  type InstrumentList,
  type RootUnderlyingUics,
  type TradingStatus,
  type Universe,
} from './universe';
import { fold } from './text';

export const OPTION_UIC_BASE = 2 ** 26;
const ROOT_SPAN = 2 ** 21;
const DAY_SLOTS = 2048;
const GRID_LIMIT = 512;

export type OptionRootType = 'StockOption' | 'StockIndexOption' | 'FuturesOption';
export type ExpiryClass = 'daily' | 'weekly' | 'monthly' | 'quarterly';

export interface ExpiryPlan {
  /** Business days ahead with a daily expiry. */
  dailies: number;
  /** Weeks ahead with Monday and Wednesday expiries. */
  midweekWeeks: number;
  /** Weeks ahead with a Friday expiry. */
  weeklies: number;
  /** Months ahead with a third-Friday expiry. */
  monthlies: number;
  /** Months ahead with quarterly (Mar/Jun/Sep/Dec) expiries. */
  quarterlies: number;
  /** Months ahead with June/December expiries. */
  semiannuals: number;
  /** Months ahead with a yearly expiry in `yearlyMonth`. */
  yearlies: number;
  yearlyMonth: number;
}

interface LadderShape {
  /** Relative half-widths of the ladders. */
  daily: number;
  weekly: number;
  near: number;
  mid: number;
  far: number;
  /** Strike multiples (of the base step) used by the mid and far ladders. */
  midMultiple: number;
  farMultiple: number;
}

export interface TickScheme {
  DefaultTickSize: number;
  Elements: { HighPrice: number; TickSize: number }[];
}

export interface OptionRoot {
  index: number;
  id: number;
  assetType: OptionRootType;
  code: string;
  symbol: string;
  description: string;
  exchange: ExchangeInfo;
  currency: string;
  /** Underlying instrument (for futures options: the continuous future). */
  underlying: Instrument;
  underlyingType: AssetType;
  futuresSpace: FuturesSpaceDef | undefined;
  /** Second underlying of adjusted series (after a corporate action), and the strike factor. */
  secondary: { uic: number; type: AssetType; factor: number } | undefined;
  price: number;
  step: number;
  strikeDecimals: number;
  contractSize: number;
  multiLeg: boolean;
  exerciseStyle: 'American' | 'European';
  settlementStyle: 'CashDelivery' | 'PhysicalDelivery';
  groupId: number;
  plan: ExpiryPlan;
  shape: LadderShape;
  /** Local time (minutes after midnight) of the last trade on expiry day. */
  lastTradeMinutes: number;
  tickScheme: TickScheme;
  /** Lists the option space in listing order (long-dated series first) rather than by date. */
  listingOrder: boolean;
  search: string;
  grid: Grid | undefined;
}

interface Grid {
  strikes: Float64Array;
  /** 1 where the grid point belongs to the adjusted (secondary-underlying) series. */
  secondary: Uint8Array;
  daily: Uint8Array;
  weekly: Uint8Array;
  near: Uint8Array;
  mid: Uint8Array;
  far: Uint8Array;
}

const NICE_STEPS = [
  0.000001, 0.0000025, 0.000005, 0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500,
  1000,
];

function niceStep(raw: number): number {
  let best = NICE_STEPS[0] as number;
  for (const step of NICE_STEPS) if (Math.abs(Math.log(step / raw)) < Math.abs(Math.log(best / raw))) best = step;
  return best;
}

function decimalsOf(step: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-9) return decimals;
  }
  return 10;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

const STOCK_SHAPE: LadderShape = { daily: 0.04, weekly: 0.1, near: 0.16, mid: 0.35, far: 0.5, midMultiple: 2, farMultiple: 4 };
/** The most traded US names list dozens of strikes per expiry, in 2.5 or 5 steps, far out of the money. */
const POPULAR_SHAPE: LadderShape = { daily: 0.08, weekly: 0.15, near: 0.3, mid: 0.5, far: 0.7, midMultiple: 2, farMultiple: 4 };
const INDEX_SHAPE: LadderShape = { daily: 0.03, weekly: 0.06, near: 0.08, mid: 0.25, far: 0.4, midMultiple: 5, farMultiple: 10 };
const FUTURES_SHAPE: LadderShape = { daily: 0.03, weekly: 0.06, near: 0.1, mid: 0.25, far: 0.35, midMultiple: 2, farMultiple: 4 };

const PLAN_NONE: ExpiryPlan = { dailies: 0, midweekWeeks: 0, weeklies: 0, monthlies: 0, quarterlies: 0, semiannuals: 0, yearlies: 0, yearlyMonth: 12 };
const PLAN_US_POPULAR: ExpiryPlan = { ...PLAN_NONE, weeklies: 5, monthlies: 4, quarterlies: 9, yearlies: 27, yearlyMonth: 1 };
const PLAN_US: ExpiryPlan = { ...PLAN_NONE, monthlies: 3, quarterlies: 9, yearlies: 15, yearlyMonth: 1 };
const PLAN_EU: ExpiryPlan = { ...PLAN_NONE, monthlies: 3, quarterlies: 12, semiannuals: 24, yearlies: 54, yearlyMonth: 12 };
const PLAN_ASIA: ExpiryPlan = { ...PLAN_NONE, monthlies: 3, quarterlies: 12 };
/** SPX: the AM-settled third-Friday series only (monthlies, quarterlies, Decembers out five years). */
const PLAN_SPX: ExpiryPlan = { ...PLAN_NONE, monthlies: 12, quarterlies: 36, yearlies: 60, yearlyMonth: 12 };
/**
 * SPXW: the PM-settled series Cboe lists apart from SPX: dailies, Monday and
 * Wednesday weeklies, Friday weeklies out about eight months, and PM-settled
 * third Fridays (monthly, quarterly).
 */
const PLAN_SPXW: ExpiryPlan = { ...PLAN_NONE, dailies: 15, midweekWeeks: 6, weeklies: 34, monthlies: 12, quarterlies: 12 };
const PLAN_US_INDEX: ExpiryPlan = { ...PLAN_NONE, weeklies: 6, monthlies: 6, quarterlies: 18, yearlies: 36, yearlyMonth: 12 };
const PLAN_EU_INDEX: ExpiryPlan = { ...PLAN_NONE, weeklies: 4, monthlies: 6, quarterlies: 24, yearlies: 60, yearlyMonth: 12 };
const PLAN_FUTURES: ExpiryPlan = { ...PLAN_NONE, weeklies: 3, monthlies: 4, quarterlies: 9 };

const STOCK_TICKS: TickScheme = { DefaultTickSize: 0.05, Elements: [{ HighPrice: 5, TickSize: 0.01 }] };
const INDEX_TICKS: TickScheme = { DefaultTickSize: 0.1, Elements: [{ HighPrice: 3, TickSize: 0.05 }] };

/** Mic used in option root symbols, per derivatives venue. */
const ROOT_MIC: Readonly<Record<string, string>> = {
  CBOE: 'xcbo',
  EUREX: 'xeur',
  EUR_AMS2: 'xams',
  ICE_LIF: 'xlif',
  OSE_JP: 'xose',
  HKEX: 'xhkg',
  ASX: 'xasx',
  CME: 'xcme',
  CBOT: 'xcbt',
  NYMEX: 'xnym',
  COMEX: 'xcec',
  ICE_IPE: 'ifeu',
};

function optionVenue(exchange: ExchangeInfo): string {
  switch (exchange.country) {
    case 'US':
      return 'CBOE';
    case 'NL':
      return 'EUR_AMS2';
    case 'GB':
      return 'ICE_LIF';
    case 'JP':
      return 'OSE_JP';
    case 'HK':
      return 'HKEX';
    case 'AU':
      return 'ASX';
    default:
      return 'EUREX';
  }
}

const VENUE_MULTI_LEG: Readonly<Record<string, boolean>> = {
  CBOE: true,
  EUREX: true,
  EUR_AMS2: false,
  ICE_LIF: false,
  OSE_JP: true,
  HKEX: false,
  ASX: false,
  CME: true,
  CBOT: true,
  NYMEX: true,
  COMEX: true,
  ICE_IPE: false,
};

/** Last trade time on expiry day, in the venue's local time (minutes after midnight). */
const VENUE_LAST_TRADE: Readonly<Record<string, number>> = {
  CBOE: 15 * 60,
  EUREX: 17 * 60 + 30,
  EUR_AMS2: 17 * 60 + 30,
  ICE_LIF: 16 * 60 + 30,
  OSE_JP: 15 * 60 + 30,
  HKEX: 16 * 60,
  ASX: 16 * 60,
  CME: 15 * 60,
  CBOT: 13 * 60 + 15,
  NYMEX: 13 * 60 + 30,
  COMEX: 12 * 60 + 30,
  ICE_IPE: 19 * 60 + 30,
};

/** Option root codes of futures spaces (exchange-style where one exists). */
const FUTURES_OPTION_CODES: Readonly<Record<string, string>> = {
  '6E': 'EUU',
  '6J': 'JPU',
  W: 'OZW',
  ZC: 'OZC',
  ZS: 'OZS',
  ZN: 'OZN',
  ZB: 'OZB',
  CL: 'LO',
  NG: 'ON',
  GC: 'OG',
  SI: 'SO',
  HG: 'HXE',
  FGBL: 'OGBL',
  BRN: 'BRNO',
};

export const ALL_STRATEGIES = [
  'Vertical',
  'Straddle',
  'Strangle',
  'Butterfly',
  'Condor',
  'IronButterfly',
  'IronCondor',
  'CalendarSpread',
  'Diagonal',
  'RiskReversal',
  'Combo',
  'Custom',
] as const;

interface Roots {
  list: OptionRoot[];
  byId: Map<number, OptionRoot>;
  byUnderlying: Map<number, OptionRoot[]>;
}

let memo: Roots | undefined;

/** All option roots (built on first use). */
export function optionRoots(): Roots {
  memo ??= buildRoots();
  return memo;
}

/** The option roots if they have been built, without building them. */
export function readyOptionRoots(): Roots | undefined {
  return memo;
}

interface RootDraft {
  id?: number;
  assetType: OptionRootType;
  code: string;
  description?: string;
  venue: string;
  underlying: Instrument;
  futuresSpace?: FuturesSpaceDef;
  secondary?: OptionRoot['secondary'];
  price: number;
  stepFactor: number;
  plan: ExpiryPlan;
  shape: LadderShape;
  contractSize: number;
  exerciseStyle: 'American' | 'European';
  settlementStyle: 'CashDelivery' | 'PhysicalDelivery';
}

/** Countries whose core stocks and ETFs have listed options. */
const STOCK_OPTION_COUNTRIES: ReadonlySet<string> = new Set(['US', 'DE', 'GB', 'NL', 'DK', 'CH', 'SE', 'NO', 'FI', 'IT', 'ES', 'BE', 'IE', 'JP', 'HK', 'AU']);

/** The instruments the stock and index option roots are written on. */
interface RootUnderlyings {
  /** The core stock indices (the index roots find theirs by symbol). */
  indices: Instrument[];
  /** Core stocks and the ETFs with listed options, in universe order. */
  equities: Instrument[];
  /** The first 40 Paris stocks. */
  paris: Instrument[];
  /** Every 17th tradable generated US stock (230 at most), and for some of them the stock their adjusted series deliver. */
  generated: Instrument[];
  successors: (Instrument | undefined)[];
}

/**
 * Chooses the option roots' underlyings from a universe: scans of its instruments by their shared fields.
 * A snapshot keeps their Uics (rootUnderlyingUicsOf), so a restored universe skips the scans.
 */
function chooseUnderlyings(all: Universe): RootUnderlyings {
  const where = (test: (shared: InstrumentClass) => boolean): Instrument[] => instrumentsWhere(test, [], all);
  const pick = (test: (shared: InstrumentClass) => boolean): InstrumentList => pickInstruments(test, all);
  const indices = where((shared) => shared.origin === 'core' && shared.type === 'StockIndex');
  const equities = where(
    (shared) =>
      shared.origin === 'core' && (shared.type === 'Stock' || shared.type === 'Etf') && shared.exchange.id !== 'PAR' && STOCK_OPTION_COUNTRIES.has(shared.exchange.country),
  ).filter(
    (instrument) =>
      (instrument.type === 'Stock' || ['SPY:arcx', 'QQQ:xnas', 'IWM:arcx', 'EEM:arcx'].includes(instrument.symbol)) && instrument.uic !== 46278 && instrument.uic !== 16348,
  );
  const parisStocks = pick((shared) => shared.exchange.id === 'PAR' && shared.type === 'Stock');
  const paris: Instrument[] = [];
  for (let i = 0; i < Math.min(40, parisStocks.length); i++) paris.push(parisStocks.at(i));
  const generatedUs = pick(
    (shared) =>
      shared.origin === 'generated' &&
      shared.type === 'Stock' &&
      (shared.exchange.id === 'NYSE' || shared.exchange.id === 'NASDAQ') &&
      shared.tradingStatus === 'Tradable' &&
      shared.junk === 0,
  );
  // Every 17th (230 at most), made only as they are chosen; a few carry adjusted series after a corporate action,
  // which deliver the next one in the list (the chosen one is at i * 17).
  const generated: Instrument[] = [];
  const successors: (Instrument | undefined)[] = [];
  for (let i = 0; i < generatedUs.length && generated.length < 230; i += 17) {
    const n = generated.length;
    generated.push(generatedUs.at(i));
    successors.push(n % 29 === 5 ? generatedUs.at((n * 17 + 1) % generatedUs.length) : undefined);
  }
  return { indices, equities, paris, generated, successors };
}

/** The Uics of the option roots' underlyings, for a snapshot of this universe (0: no successor). */
export function rootUnderlyingUicsOf(all: Universe): RootUnderlyingUics {
  const { indices, equities, paris, generated, successors } = chooseUnderlyings(all);
  const uics = (list: Instrument[]): number[] => list.map((instrument) => instrument.uic);
  return { indices: uics(indices), equities: uics(equities), paris: uics(paris), generated: uics(generated), successors: successors.map((instrument) => instrument?.uic ?? 0) };
}

/** The underlyings of this universe's option roots: read by Uic when its snapshot kept them, else chosen. */
function rootUnderlyings(): RootUnderlyings {
  const all = universe();
  const stored = all.rootUnderlyingUics;
  if (!stored) return chooseUnderlyings(all);
  const get = (uic: number): Instrument => {
    const instrument = all.byUic.get(uic);
    if (!instrument) throw new Error(`snapshot: no instrument ${uic} for an option root`);
    return instrument;
  };
  return {
    indices: stored.indices.map(get),
    equities: stored.equities.map(get),
    paris: stored.paris.map(get),
    generated: stored.generated.map(get),
    successors: stored.successors.map((uic) => (uic === 0 ? undefined : get(uic))),
  };
}

function buildRoots(): Roots {
  const { byUic } = universe();
  const { indices, equities: coreEquities, paris, generated, successors } = rootUnderlyings();
  const list: OptionRoot[] = [];
  const reserved = new Set([6, 231, 706, 718]);
  let nextId = 1;
  const add = (draft: RootDraft): void => {
    let id = draft.id;
    if (id === undefined) {
      while (reserved.has(nextId)) nextId += 1;
      id = nextId;
      nextId += 1;
    }
    const exchange = exchangeById(draft.venue);
    if (!exchange) throw new Error(`unknown venue ${draft.venue}`);
    const step = niceStep(draft.price * draft.stepFactor);
    const code = draft.code.toUpperCase();
    const description = (draft.description ?? draft.underlying.description).trim();
    const symbol = `${code}:${ROOT_MIC[draft.venue] ?? exchange.mic.toLowerCase()}`;
    const index = list.length;
    list.push({
      index,
      id,
      assetType: draft.assetType,
      code,
      symbol,
      description,
      exchange,
      currency: draft.futuresSpace?.currency ?? draft.underlying.currency,
      underlying: draft.underlying,
      underlyingType: draft.futuresSpace ? 'ContractFutures' : draft.underlying.type,
      futuresSpace: draft.futuresSpace,
      secondary: draft.secondary,
      price: draft.price,
      step,
      strikeDecimals: Math.max(decimalsOf(step), draft.secondary && draft.secondary.factor !== 1 ? 2 : 0),
      contractSize: draft.contractSize,
      multiLeg: VENUE_MULTI_LEG[draft.venue] ?? false,
      exerciseStyle: draft.exerciseStyle,
      settlementStyle: draft.settlementStyle,
      groupId: draft.underlying.groupId,
      plan: draft.plan,
      shape: draft.shape,
      lastTradeMinutes: VENUE_LAST_TRADE[draft.venue] ?? 17 * 60,
      tickScheme: draft.assetType === 'StockOption' ? STOCK_TICKS : INDEX_TICKS,
      listingOrder: id === 231 || mix32(id * 31 + 7) % 5 === 0,
      search: fold(`${symbol} ${description}`),
      grid: undefined,
    });
  };

  // Index options (ids 1-15; the DAX root keeps id 6 as in the broker's own example).
  const indexRoots: [string, string, string, ExpiryPlan, number][] = [
    ['SPX.I', 'SPX', 'CBOE', PLAN_SPX, 100],
    ['NDX.I', 'NDX', 'CBOE', PLAN_US_INDEX, 100],
    ['RUT.I', 'RUT', 'CBOE', PLAN_US_INDEX, 100],
    ['VIX.I', 'VIX', 'CBOE', { ...PLAN_US_INDEX, yearlies: 0, quarterlies: 0 }, 100],
    ['SX5E.I', 'OESX', 'EUREX', PLAN_EU_INDEX, 10],
    ['DAX.I', 'ODAX', 'EUREX', PLAN_EU_INDEX, 5],
    ['UKX.I', 'UKX', 'ICE_LIF', PLAN_EU_INDEX, 10],
    ['PX1.I', 'PXA', 'EUREX', PLAN_EU_INDEX, 10],
    ['AEX.I', 'AEX', 'EUR_AMS2', PLAN_EU_INDEX, 100],
    ['SMI.I', 'OSMI', 'EUREX', PLAN_EU_INDEX, 10],
    ['OMXS30.I', 'OMXS30', 'EUREX', PLAN_ASIA, 100],
    ['OMXC25.I', 'OMXC25', 'EUREX', PLAN_ASIA, 100],
    ['N225.I', 'N225', 'OSE_JP', PLAN_ASIA, 1000],
    ['HSI.I', 'HSI', 'HKEX', PLAN_ASIA, 50],
    ['XJO.I', 'XJO', 'ASX', PLAN_ASIA, 25],
  ];
  const bySymbol = new Map<string, Instrument>();
  for (const instrument of indices) bySymbol.set(instrument.symbol, instrument);
  for (const [symbol, code, venue, plan, contractSize] of indexRoots) {
    const underlying = bySymbol.get(symbol);
    if (!underlying) throw new Error(`missing index ${symbol}`);
    add({
      ...(code === 'ODAX' ? { id: 6 } : {}),
      assetType: 'StockIndexOption',
      code,
      venue,
      underlying,
      price: priceOf(underlying),
      stepFactor: code === 'SPX' ? 0.00074 : 0.002,
      plan,
      shape: code === 'SPX' ? INDEX_SHAPE : { ...INDEX_SHAPE, near: 0.1, midMultiple: 2, farMultiple: 4, far: 0.3 },
      contractSize,
      exerciseStyle: 'European',
      settlementStyle: 'CashDelivery',
    });
  }

  // Stock (and ETF) options on the real core listings.
  const popular = new Set(
    coreEquities
      .filter((instrument) => instrument.exchange.country === 'US')
      .slice(0, 24)
      .map((instrument) => instrument.uic),
  );
  const stockRoot = (underlying: Instrument, extra: Partial<RootDraft> = {}): RootDraft => {
    const venue = optionVenue(underlying.exchange);
    const us = venue === 'CBOE';
    const plan = us ? (popular.has(underlying.uic) ? PLAN_US_POPULAR : PLAN_US) : venue === 'OSE_JP' || venue === 'HKEX' || venue === 'ASX' ? PLAN_ASIA : PLAN_EU;
    return {
      assetType: 'StockOption',
      code: (underlying.symbol.split(':')[0] ?? 'X').replace(/\./g, '').replace(/_/g, ''),
      venue,
      underlying,
      price: priceOf(underlying),
      stepFactor: us && popular.has(underlying.uic) ? 0.01 : 0.02,
      plan,
      shape: us && popular.has(underlying.uic) ? POPULAR_SHAPE : STOCK_SHAPE,
      contractSize: venue === 'HKEX' ? underlying.lotSize : 100,
      exerciseStyle: 'American',
      settlementStyle: 'PhysicalDelivery',
      ...extra,
    };
  };
  for (const underlying of [...coreEquities, ...paris]) {
    if (underlying.uic === 16350) {
      add(stockRoot(underlying, { id: 231, code: 'RDSA' }));
    } else if (underlying.uic === 14231761) {
      // Unilever NV: series listed before the unification deliver Unilever Plc shares.
      const plc = byUic.get(100105);
      add(stockRoot(underlying, plc ? { secondary: { uic: plc.uic, type: 'Stock', factor: 1 } } : {}));
    } else {
      add(stockRoot(underlying));
    }
  }
  const shellA = byUic.get(16348);
  const shellB = byUic.get(46278);
  if (shellA) add(stockRoot(shellA, { id: 718, code: 'SHA', venue: 'ICE_LIF', plan: PLAN_EU }));
  if (shellB) add(stockRoot(shellB, { id: 706, code: 'RDSB', venue: 'ICE_LIF', plan: PLAN_EU }));

  // Options on generated US stocks; a few carry adjusted series after a corporate action.
  generated.forEach((underlying, i) => {
    const successor = successors[i];
    add(stockRoot(underlying, successor ? { secondary: { uic: successor.uic, type: 'Stock', factor: 0.9346 } } : {}));
  });

  // Futures options on the spaces that have them.
  for (const space of futuresSpaces()) {
    if (!space.options) continue;
    const continuous = byUic.get(space.continuousUic);
    if (!continuous) continue;
    add({
      assetType: 'FuturesOption',
      code: FUTURES_OPTION_CODES[space.base] ?? `${space.base}O`,
      description: `${space.name} Options`,
      venue: space.exchangeId,
      underlying: continuous,
      futuresSpace: space,
      price: space.price,
      stepFactor: 0.004,
      plan: PLAN_FUTURES,
      shape: FUTURES_SHAPE,
      contractSize: 1,
      exerciseStyle: 'American',
      settlementStyle: 'PhysicalDelivery',
    });
  }

  // A second root on the S&P 500 index: its weekly and daily series, listed apart (as SPXW is on Cboe).
  // Added last, so that the other roots keep their Uics and ids; it takes id 1, the demo's big root
  // (the one with the most expiries), and the SPX root the id this one would have had.
  const spx = bySymbol.get('SPX.I');
  const spxRoot = list.find((root) => root.code === 'SPX');
  if (spx && spxRoot) {
    while (reserved.has(nextId)) nextId += 1;
    spxRoot.id = nextId;
    nextId += 1;
    add({
      id: 1,
      assetType: 'StockIndexOption',
      code: 'SPXW',
      description: `${spx.description} Weeklys`,
      venue: 'CBOE',
      underlying: spx,
      price: priceOf(spx),
      stepFactor: 0.00074,
      plan: PLAN_SPXW,
      shape: INDEX_SHAPE,
      contractSize: 100,
      exerciseStyle: 'European',
      settlementStyle: 'CashDelivery',
    });
  }

  const byId = new Map<number, OptionRoot>();
  const byUnderlying = new Map<number, OptionRoot[]>();
  for (const root of list) {
    if (byId.has(root.id)) throw new Error(`duplicate option root id ${root.id}`);
    byId.set(root.id, root);
    const key = root.underlying.uic;
    const existing = byUnderlying.get(key);
    if (existing) existing.push(root);
    else byUnderlying.set(key, [root]);
  }
  return { list, byId, byUnderlying };
}

// ---------------------------------------------------------------------------
// Strike grids

function gridOf(root: OptionRoot): Grid {
  if (root.grid) return root.grid;
  const { price: p, step, shape } = root;
  const decimals = decimalsOf(step);
  const strikes: number[] = [];
  const flags: number[][] = [];
  const kMin = Math.max(1, Math.ceil((p * (1 - shape.far)) / step - 1e-9));
  const kMax = Math.floor((p * (1 + shape.far)) / step + 1e-9);
  for (let k = kMin; k <= kMax; k++) {
    const strike = round(k * step, decimals);
    const distance = Math.abs(strike - p) / p;
    const far = k % shape.farMultiple === 0 && distance <= shape.far;
    const mid = far || (k % shape.midMultiple === 0 && distance <= shape.mid);
    const near = mid || distance <= shape.near;
    const weekly = distance <= shape.weekly;
    const daily = distance <= shape.daily;
    if (!near) continue;
    strikes.push(strike);
    flags.push([0, daily ? 1 : 0, weekly ? 1 : 0, 1, mid ? 1 : 0, far ? 1 : 0]);
  }
  if (root.secondary) {
    const regular = strikes.length;
    for (let i = 0; i < regular; i++) {
      const strike = strikes[i] as number;
      const base = flags[i] as number[];
      if (Math.abs(strike - p) / p > 0.2 || base[4] !== 1) continue;
      strikes.push(round(strike * root.secondary.factor, decimals + 2));
      flags.push([1, 0, 0, 1, 1, 0]);
    }
  }
  if (strikes.length > GRID_LIMIT) throw new Error(`strike grid of root ${root.id} too large (${strikes.length})`);
  const column = (c: number): Uint8Array => Uint8Array.from(flags, (row) => row[c] as number);
  root.grid = {
    strikes: Float64Array.from(strikes),
    secondary: column(0),
    daily: column(1),
    weekly: column(2),
    near: column(3),
    mid: column(4),
    far: column(5),
  };
  return root.grid;
}

// ---------------------------------------------------------------------------
// Expiries

export interface Expiry {
  day: number;
  cls: ExpiryClass;
  /** For futures options: the futures contract delivered. */
  future: FuturesContract | undefined;
}

const expiryCache = new Map<string, Expiry[]>();

function thirdFriday(year: number, month: number): number {
  return nthWeekday(year, month, FRIDAY, 3);
}

/** The expiries of a root listed on `today` (ascending). */
export function expiriesOf(root: OptionRoot, today: number): Expiry[] {
  const key = `${root.index}|${today}`;
  const cached = expiryCache.get(key);
  if (cached) return cached;
  const calendar = calendarOfExchange(root.exchange.id);
  const plan = root.plan;
  const found = new Map<number, ExpiryClass>();
  const month0 = monthIndexOf(today);
  const horizon = Math.max(plan.monthlies, plan.quarterlies, plan.semiannuals, plan.yearlies);
  for (let offset = 0; offset <= horizon; offset++) {
    const monthIndex = month0 + offset;
    const year = yearOfMonthIndex(monthIndex);
    const month = monthOfMonthIndex(monthIndex);
    const day = businessDayOnOrBefore(calendar, thirdFriday(year, month));
    if (day < today) continue;
    const quarterly = month % 3 === 0;
    const listed =
      offset < plan.monthlies ||
      (quarterly && offset < plan.quarterlies) ||
      ((month === 6 || month === 12) && offset < plan.semiannuals) ||
      (month === plan.yearlyMonth && offset < plan.yearlies);
    if (listed) found.set(day, quarterly ? 'quarterly' : 'monthly');
  }
  const thirdFridays = new Set<number>();
  for (let offset = 0; offset <= 4; offset++) {
    const monthIndex = month0 + offset;
    thirdFridays.add(thirdFriday(yearOfMonthIndex(monthIndex), monthOfMonthIndex(monthIndex)));
  }
  const firstFriday = today + ((FRIDAY - weekdayOf(today) + 7) % 7);
  for (let week = 0; week < plan.weeklies; week++) {
    const friday = firstFriday + week * 7;
    if (thirdFridays.has(friday)) continue;
    const day = businessDayOnOrBefore(calendar, friday);
    if (day >= today && !found.has(day)) found.set(day, 'weekly');
  }
  for (let week = 0; week < plan.midweekWeeks; week++) {
    for (const weekday of [MONDAY, WEDNESDAY]) {
      const day = today + ((weekday - weekdayOf(today) + 7) % 7) + week * 7;
      if (isBusinessDay(calendar, day) && !found.has(day)) found.set(day, 'daily');
    }
  }
  for (let day = today, count = 0; count < plan.dailies; day++) {
    if (!isBusinessDay(calendar, day)) continue;
    count += 1;
    if (!found.has(day)) found.set(day, 'daily');
  }
  const futures = root.futuresSpace ? listedContracts(root.futuresSpace, today) : undefined;
  const out: Expiry[] = [];
  for (const day of [...found.keys()].sort((a, b) => a - b)) {
    if (day - today >= DAY_SLOTS - 7) continue;
    let future: FuturesContract | undefined;
    if (futures) {
      future = futures.find((contract) => contract.expiryDay >= day);
      if (!future) continue;
    }
    out.push({ day, cls: found.get(day) as ExpiryClass, future });
  }
  if (expiryCache.size > 5_000) expiryCache.clear();
  expiryCache.set(key, out);
  return out;
}

/** Default expiry: the first one at least eight days away (else the first). */
export function defaultExpiry(expiries: readonly Expiry[], today: number): Expiry | undefined {
  return expiries.find((expiry) => expiry.day - today >= 8) ?? expiries[0];
}

function bucketMask(grid: Grid, expiry: Expiry, today: number): Uint8Array {
  if (expiry.cls === 'daily') return grid.daily;
  if (expiry.cls === 'weekly') return grid.weekly;
  const days = expiry.day - today;
  if (days <= 70) return grid.near;
  if (days <= 400) return grid.mid;
  return grid.far;
}

/** Adjusted series only exist on monthly/quarterly expiries within six months. */
function adjustedListed(expiry: Expiry, today: number): boolean {
  return (expiry.cls === 'monthly' || expiry.cls === 'quarterly') && expiry.day - today <= 183;
}

function dropped(root: OptionRoot, day: number, gridIndex: number, grid: Grid): boolean {
  // A few far-from-the-money strikes are missing on some expiries.
  const strike = grid.strikes[gridIndex] as number;
  if (Math.abs(strike - root.price) / root.price < 0.12) return false;
  return mix32((root.index + 1) * 1_000_003 + day * 1031 + gridIndex) % 100 < 4;
}

/** Grid indices listed for an expiry, ascending by strike (regular series first). */
export function listedStrikes(root: OptionRoot, expiry: Expiry, today: number): number[] {
  const grid = gridOf(root);
  const mask = bucketMask(grid, expiry, today);
  const adjusted = root.secondary !== undefined && adjustedListed(expiry, today);
  const out: number[] = [];
  for (let i = 0; i < grid.strikes.length; i++) {
    if (grid.secondary[i] === 1) {
      if (adjusted) out.push(i);
      continue;
    }
    if (mask[i] === 1 && !dropped(root, expiry.day, i, grid)) out.push(i);
  }
  return out;
}

export function strikeOf(root: OptionRoot, gridIndex: number): number {
  return gridOf(root).strikes[gridIndex] as number;
}

export function isAdjusted(root: OptionRoot, gridIndex: number): boolean {
  return gridOf(root).secondary[gridIndex] === 1;
}

export function optionUic(root: OptionRoot, expiryDay: number, gridIndex: number, put: boolean): number {
  return OPTION_UIC_BASE + root.index * ROOT_SPAN + (expiryDay % DAY_SLOTS) * 1024 + gridIndex * 2 + (put ? 1 : 0);
}

/**
 * Trading status of a listed option, as real chains have them: almost every
 * series tradable; the exceptions come in clusters, not at random. A series
 * expiring today is reduce-only away from the money; the farthest strikes of a
 * ladder are often non-tradable; and now and then a whole expiry has no status
 * set by the exchange feed (NotDefined), which is why the broker's samples
 * advise against filtering on Tradable.
 */
export function optionTradingStatus(root: OptionRoot, expiry: Expiry, gridIndex: number, today: number): TradingStatus {
  const grid = gridOf(root);
  if (mix32((root.index + 1) * 7_919 + expiry.day * 13) % 100 < 4) return 'NotDefined';
  const distance = Math.abs((grid.strikes[gridIndex] as number) - root.price) / root.price;
  if (expiry.day === today && distance > root.shape.near * 0.85) return 'ReduceOnly';
  if (distance > root.shape.far * 0.95 && mix32((root.index + 1) * 104_729 + gridIndex) % 2 === 0) return 'NonTradable';
  return 'Tradable';
}

/**
 * The root that groups a root with its siblings on the same underlying and
 * venue (SPXW with SPX): the first of them; a root on its own is its own group.
 */
export function groupOptionRootId(root: OptionRoot): number {
  const siblings = optionRoots().byUnderlying.get(root.underlying.uic) ?? [];
  const first = siblings.find((other) => other.exchange.id === root.exchange.id && other.assetType === root.assetType);
  return first ? first.id : root.id;
}

export interface OptionInstance {
  uic: number;
  root: OptionRoot;
  expiry: Expiry;
  gridIndex: number;
  strike: number;
  putCall: 'Call' | 'Put';
  underlyingUic: number;
  underlyingType: AssetType;
  tradingStatus: TradingStatus;
}

/** Underlying of a listed option. */
export function underlyingOf(root: OptionRoot, expiry: Expiry, gridIndex: number): { uic: number; type: AssetType } {
  if (root.secondary && isAdjusted(root, gridIndex)) return { uic: root.secondary.uic, type: root.secondary.type };
  if (expiry.future) return { uic: expiry.future.uic, type: 'ContractFutures' };
  return { uic: root.underlying.uic, type: root.underlying.type };
}

export function optionInstance(root: OptionRoot, expiry: Expiry, gridIndex: number, put: boolean, today: number): OptionInstance {
  const uic = optionUic(root, expiry.day, gridIndex, put);
  const underlying = underlyingOf(root, expiry, gridIndex);
  return {
    uic,
    root,
    expiry,
    gridIndex,
    strike: strikeOf(root, gridIndex),
    putCall: put ? 'Put' : 'Call',
    underlyingUic: underlying.uic,
    underlyingType: underlying.type,
    tradingStatus: optionTradingStatus(root, expiry, gridIndex, today),
  };
}

/** Decodes an option Uic; undefined unless that option is listed on `today`. */
export function optionByUic(uic: number, today: number): OptionInstance | undefined {
  if (!Number.isInteger(uic) || uic < OPTION_UIC_BASE) return undefined;
  const offset = uic - OPTION_UIC_BASE;
  const root = optionRoots().list[Math.floor(offset / ROOT_SPAN)];
  if (!root) return undefined;
  const rest = offset % ROOT_SPAN;
  const slot = Math.floor(rest / 1024);
  const gridIndex = Math.floor((rest % 1024) / 2);
  const put = rest % 2 === 1;
  const expiry = expiriesOf(root, today).find((candidate) => candidate.day % DAY_SLOTS === slot);
  if (!expiry) return undefined;
  if (!listedStrikes(root, expiry, today).includes(gridIndex)) return undefined;
  return optionInstance(root, expiry, gridIndex, put, today);
}

const MONTH_LETTERS = MONTH_CODES;

function strikeText(strike: number): string {
  return String(strike);
}

/** Symbol of a listed option, e.g. "AAPL/18Z26C230:xcbo". */
export function optionSymbol(option: OptionInstance): string {
  const { year, month, day } = ymdOf(option.expiry.day);
  const mic = option.root.symbol.split(':')[1] ?? '';
  return `${option.root.code}/${String(day).padStart(2, '0')}${MONTH_LETTERS[month - 1]}${String(year % 100).padStart(2, '0')}${option.putCall === 'Call' ? 'C' : 'P'}${strikeText(option.strike)}:${mic}`;
}

/** Description of a listed option, e.g. "Apple Inc. 18 Dec 2026 230 Call". */
export function optionDescription(option: OptionInstance): string {
  const { year, month, day } = ymdOf(option.expiry.day);
  return `${option.root.description} ${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year} ${strikeText(option.strike)} ${option.putCall}`;
}
