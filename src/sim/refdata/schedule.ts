/**
 * Trading sessions. Each venue/product has a template of sessions per trade
 * date in the venue's local time; a schedule is built by laying the template
 * over the business days around "now", converting to UTC with the zone's real
 * offsets (DST included), filling the gaps with Closed (or Break for short
 * intraday pauses) and cutting the result to start with the session in force
 * now and reach about a week ahead.
 */
import { saxoTimestamp } from '../core/clock';
import { formatOffset, isDaylightSaving, localDayNumber, wallTimeToUtc, zoneOffsetMinutes } from '../core/tz';
import type { ExchangeInfo } from './data/exchanges';
import { exchangeById } from './data/exchanges';
import type { AssetType } from './asset-types';
import { calendarOfExchange, earlyCloseOf, isBusinessDay, type CalendarId } from './calendars';

export type SessionState = 'AutomatedTrading' | 'Auction' | 'Break' | 'Closed' | 'OpeningAuction' | 'PostMarket' | 'PreMarket' | 'PreTrading' | 'TradingAtLast';

type Segment = readonly [start: number, end: number, state: SessionState];

export interface SessionTemplate {
  key: string;
  zone: string;
  calendar: CalendarId;
  /** Sessions of one trade date, in minutes after that date's local midnight (may be negative or pass 24:00). */
  segments: readonly Segment[];
  /** Gaps between sessions up to this many minutes are a Break; longer ones are Closed. */
  breakGap: number;
}

const T = (hours: number, minutes = 0): number => hours * 60 + minutes;

function template(key: string, zone: string, calendar: CalendarId, segments: readonly Segment[], breakGap = 0): SessionTemplate {
  return { key, zone, calendar, segments, breakGap };
}

/** Auction-style cash equity day: opening call, continuous trading, closing auction, optional trading-at-last. */
function cashDay(open: number, start: number, close: number, auctionEnd: number, atLastEnd?: number): Segment[] {
  const out: Segment[] = [];
  if (open < start) out.push([open, start, 'OpeningAuction']);
  out.push([start, close, 'AutomatedTrading']);
  if (auctionEnd > close) out.push([close, auctionEnd, 'Auction']);
  if (atLastEnd !== undefined && atLastEnd > auctionEnd) out.push([auctionEnd, atLastEnd, 'TradingAtLast']);
  return out;
}

const EURONEXT_DAY = cashDay(T(7, 15), T(9), T(17, 30), T(17, 35), T(17, 40));
const EURONEXT_WEST_DAY = cashDay(T(6, 15), T(8), T(16, 30), T(16, 35), T(16, 40));

/** Cash-equity templates by exchange id. */
const EQUITY: Record<string, SessionTemplate> = {
  NYSE: template('us-equity', 'America/New_York', 'US', [
    [T(4), T(9, 30), 'PreMarket'],
    [T(9, 30), T(16), 'AutomatedTrading'],
    [T(16), T(20), 'PostMarket'],
  ]),
  TSX: template('tsx', 'America/Toronto', 'CA', [
    [T(7), T(9, 30), 'PreTrading'],
    [T(9, 30), T(16), 'AutomatedTrading'],
  ]),
  LSE_SETS: template('lse', 'Europe/London', 'UK', cashDay(T(7, 50), T(8), T(16, 30), T(16, 35))),
  PAR: template('euronext-par', 'Europe/Paris', 'EURONEXT', EURONEXT_DAY),
  AMS: template('euronext-ams', 'Europe/Amsterdam', 'EURONEXT', EURONEXT_DAY),
  BRU: template('euronext-bru', 'Europe/Brussels', 'EURONEXT', EURONEXT_DAY),
  LISB: template('euronext-lis', 'Europe/Lisbon', 'EURONEXT', EURONEXT_WEST_DAY),
  ISE: template('euronext-dub', 'Europe/Dublin', 'EURONEXT', EURONEXT_WEST_DAY),
  LUX: template('lux', 'Europe/Luxembourg', 'EURONEXT', [[T(9), T(17, 30), 'AutomatedTrading']]),
  FSE: template('xetra', 'Europe/Berlin', 'XETRA', cashDay(T(8, 50), T(9), T(17, 30), T(17, 35))),
  MIL: template('mil', 'Europe/Rome', 'IT', cashDay(T(8), T(9), T(17, 30), T(17, 35), T(17, 42))),
  SIBE: template('sibe', 'Europe/Madrid', 'ES', cashDay(T(8, 30), T(9), T(17, 30), T(17, 35))),
  SWX: template('six', 'Europe/Zurich', 'SIX', cashDay(T(6), T(9), T(17, 20), T(17, 30))),
  VIE: template('vie', 'Europe/Vienna', 'VIE', cashDay(T(8, 45), T(9), T(17, 30), T(17, 35))),
  CSE: template('cse', 'Europe/Copenhagen', 'DK', cashDay(T(8, 45), T(9), T(17, 25), T(17, 30))),
  SSE: template('sse', 'Europe/Stockholm', 'SE', cashDay(T(8, 45), T(9), T(17, 25), T(17, 30))),
  HSE: template('hse', 'Europe/Helsinki', 'FI', cashDay(T(9, 45), T(10), T(18, 25), T(18, 30))),
  OSE: template('ose', 'Europe/Oslo', 'NO', cashDay(T(8, 15), T(9), T(16, 20), T(16, 25))),
  WSE: template('wse', 'Europe/Warsaw', 'PL', cashDay(T(8, 30), T(9), T(16, 50), T(17), T(17, 5))),
  JSE: template('jse', 'Africa/Johannesburg', 'ZA', cashDay(T(8, 30), T(9), T(16, 50), T(17))),
  TSE: template('tse', 'Asia/Tokyo', 'JP', [
    [T(8), T(9), 'OpeningAuction'],
    [T(9), T(11, 30), 'AutomatedTrading'],
    [T(11, 30), T(12, 30), 'Break'],
    [T(12, 30), T(15, 25), 'AutomatedTrading'],
    [T(15, 25), T(15, 30), 'Auction'],
  ]),
  HKEX: template('hkex', 'Asia/Hong_Kong', 'HK', [
    [T(9), T(9, 30), 'OpeningAuction'],
    [T(9, 30), T(12), 'AutomatedTrading'],
    [T(12), T(13), 'Break'],
    [T(13), T(16), 'AutomatedTrading'],
    [T(16), T(16, 10), 'Auction'],
  ]),
  'SGX-ST': template('sgx', 'Asia/Singapore', 'SG', [
    [T(8, 30), T(9), 'OpeningAuction'],
    [T(9), T(12), 'AutomatedTrading'],
    [T(12), T(13), 'Break'],
    [T(13), T(17), 'AutomatedTrading'],
    [T(17), T(17, 6), 'Auction'],
  ]),
  ASX: template('asx', 'Australia/Sydney', 'AU', cashDay(T(7), T(10), T(16), T(16, 12))),
  NZSE: template('nzse', 'Pacific/Auckland', 'NZ', cashDay(T(9), T(10), T(16, 45), T(17))),
};
EQUITY.NASDAQ = EQUITY.NYSE as SessionTemplate;
EQUITY.NYSE_ARCA = EQUITY.NYSE as SessionTemplate;
EQUITY.NYSE_AM = EQUITY.NYSE as SessionTemplate;

/** Derivatives and other product templates, by key. */
export const PRODUCT_TEMPLATES = {
  /** CME Globex style: Sunday–Friday, 17:00 to 16:00 Chicago with a one-hour daily break. */
  globex: template('globex', 'America/Chicago', 'CME', [[-T(7), T(16), 'AutomatedTrading']], 60),
  /** CBOT grains: overnight plus day session with a short morning pause. */
  grains: template(
    'cbot-grains',
    'America/Chicago',
    'CME',
    [
      [-T(5), T(7, 45), 'AutomatedTrading'],
      [T(8, 30), T(13, 20), 'AutomatedTrading'],
    ],
    60,
  ),
  cboeOptions: template('cboe-options', 'America/Chicago', 'US', [[T(8, 30), T(15), 'AutomatedTrading']]),
  cboeIndexOptions: template('cboe-index-options', 'America/Chicago', 'US', [[T(8, 30), T(15, 15), 'AutomatedTrading']]),
  eurexFutures: template('eurex-futures', 'Europe/Berlin', 'EUREX', [[T(1, 10), T(22), 'AutomatedTrading']]),
  eurexOptions: template('eurex-options', 'Europe/Berlin', 'EUREX', [[T(9), T(17, 30), 'AutomatedTrading']]),
  euronextDerivatives: template('euronext-derivatives', 'Europe/Amsterdam', 'EURONEXT', [[T(8), T(17, 30), 'AutomatedTrading']]),
  euronextCommodities: template('euronext-commodities', 'Europe/Paris', 'EURONEXT', [[T(10, 45), T(18, 30), 'AutomatedTrading']]),
  iceEnergy: template('ice-energy', 'Europe/London', 'ICE', [[T(1), T(23), 'AutomatedTrading']]),
  iceFinancials: template('ice-financials', 'Europe/London', 'UK', [[T(1), T(21), 'AutomatedTrading']]),
  iceOptions: template('ice-options', 'Europe/London', 'UK', [[T(8), T(16, 30), 'AutomatedTrading']]),
  oseDerivatives: template(
    'ose-derivatives',
    'Asia/Tokyo',
    'JP',
    [
      [T(8, 45), T(15, 45), 'AutomatedTrading'],
      [T(17), T(30), 'AutomatedTrading'],
    ],
    90,
  ),
  hkexFutures: template(
    'hkex-futures',
    'Asia/Hong_Kong',
    'HK',
    [
      [T(9, 15), T(12), 'AutomatedTrading'],
      [T(13), T(16, 30), 'AutomatedTrading'],
      [T(17, 15), T(27), 'AutomatedTrading'],
    ],
    60,
  ),
  hkexOptions: template(
    'hkex-options',
    'Asia/Hong_Kong',
    'HK',
    [
      [T(9, 30), T(12), 'AutomatedTrading'],
      [T(13), T(16), 'AutomatedTrading'],
    ],
    60,
  ),
  asxFutures: template(
    'asx-futures',
    'Australia/Sydney',
    'AU',
    [
      [T(9, 50), T(16, 30), 'AutomatedTrading'],
      [T(17, 10), T(31), 'AutomatedTrading'],
    ],
    60,
  ),
  asxOptions: template('asx-options', 'Australia/Sydney', 'AU', [[T(10), T(16), 'AutomatedTrading']]),
  /** Spot FX: Sunday 17:04 to Friday 16:59 New York, with a five-minute daily roll. */
  fx: template('fx', 'America/New_York', 'FX', [[-T(6, 56), T(16, 59), 'AutomatedTrading']]),
  cfdEuropeIndex: template('cfd-eu-index', 'Europe/Berlin', 'EUREX', [[T(1, 15), T(22), 'AutomatedTrading']]),
  cfdUkIndex: template('cfd-uk-index', 'Europe/London', 'UK', [[T(1), T(21), 'AutomatedTrading']]),
  cfdAsiaIndex: template('cfd-asia-index', 'America/Chicago', 'CME', [[-T(7), T(16), 'AutomatedTrading']], 60),
} as const;

export type ProductTemplateKey = keyof typeof PRODUCT_TEMPLATES;

const derived = new Map<string, SessionTemplate>();

/** The continuous part of a template only (no auctions or extended hours), e.g. for CFDs and indices. */
function continuousOnly(base: SessionTemplate): SessionTemplate {
  const key = `${base.key}/continuous`;
  let result = derived.get(key);
  if (!result) {
    result = { ...base, key, segments: base.segments.filter(([, , state]) => state === 'AutomatedTrading' || state === 'Break') };
    derived.set(key, result);
  }
  return result;
}

/** Plain day session in an exchange's zone (bonds, funds). */
function simpleDay(exchange: ExchangeInfo, kind: string, start: number, end: number): SessionTemplate {
  const key = `${exchange.id}/${kind}`;
  let result = derived.get(key);
  if (!result) {
    result = template(key, exchange.zone, calendarOfExchange(exchange.id), [[start, end, 'AutomatedTrading']]);
    derived.set(key, result);
  }
  return result;
}

function equityTemplate(exchange: ExchangeInfo): SessionTemplate {
  return EQUITY[exchange.id] ?? simpleDay(exchange, 'cash', T(9), T(17, 30));
}

/** Derivatives venue template for options listed on an exchange. */
export function optionTemplate(exchangeId: string, assetType: AssetType): SessionTemplate {
  switch (exchangeId) {
    case 'CBOE':
      return assetType === 'StockIndexOption' ? PRODUCT_TEMPLATES.cboeIndexOptions : PRODUCT_TEMPLATES.cboeOptions;
    case 'EUREX':
      return PRODUCT_TEMPLATES.eurexOptions;
    case 'EUR_AMS2':
      return PRODUCT_TEMPLATES.euronextDerivatives;
    case 'ICE_LIF':
      return PRODUCT_TEMPLATES.iceOptions;
    case 'OSE_JP':
      return PRODUCT_TEMPLATES.oseDerivatives;
    case 'HKEX':
      return PRODUCT_TEMPLATES.hkexOptions;
    case 'ASX':
      return PRODUCT_TEMPLATES.asxOptions;
    case 'CME':
    case 'CBOT':
    case 'NYMEX':
    case 'COMEX':
      return PRODUCT_TEMPLATES.globex;
    default: {
      const exchange = exchangeById(exchangeId);
      return exchange ? continuousOnly(equityTemplate(exchange)) : PRODUCT_TEMPLATES.fx;
    }
  }
}

/**
 * The template of an instrument listed on `exchange` traded as `assetType`.
 * `product` overrides it for futures, futures CFDs and CFDs on indices.
 */
export function templateFor(exchange: ExchangeInfo, assetType: AssetType, product?: ProductTemplateKey): SessionTemplate {
  if (product) return PRODUCT_TEMPLATES[product];
  switch (assetType) {
    case 'FxSpot':
    case 'FxForwards':
    case 'FxSwap':
    case 'FxVanillaOption':
    case 'FxKnockInOption':
    case 'FxKnockOutOption':
    case 'FxOneTouchOption':
    case 'FxNoTouchOption':
      return PRODUCT_TEMPLATES.fx;
    case 'Stock':
    case 'Etf':
    case 'Etc':
    case 'Etn':
    case 'SrdOnStock':
    case 'Rights':
    case 'Warrant':
      return equityTemplate(exchange);
    case 'CfdOnStock':
    case 'CfdOnEtf':
    case 'CfdOnEtc':
    case 'CfdOnEtn':
    case 'CfdOnRights':
    case 'StockIndex':
      return continuousOnly(equityTemplate(exchange));
    case 'Bond':
      return simpleDay(exchange, 'bond', T(8), T(17));
    case 'MutualFund':
    case 'Fund':
      return simpleDay(exchange, 'fund', T(9), T(16));
    case 'StockOption':
    case 'StockIndexOption':
    case 'FuturesOption':
      return optionTemplate(exchange.id, assetType);
    default:
      return continuousOnly(equityTemplate(exchange));
  }
}

export interface SessionOut {
  StartTime: string;
  EndTime: string;
  State: SessionState;
}

export interface TradeSessions {
  Sessions: SessionOut[];
  TimeZone: number;
  TimeZoneAbbreviation: string;
  TimeZoneOffset: string;
}

interface Interval {
  start: number;
  end: number;
  state: SessionState;
}

const WEEK_MS = 7 * 86_400_000;
const sessionCache = new Map<string, SessionOut[]>();

/**
 * A trade date's segments on a half day: the segment in force at `close`
 * (local minutes) ends then, and the segments after it (closing auction,
 * trading at last, after-hours) move up by as much. A close outside every
 * segment leaves the day as it is.
 */
function closeEarly(segments: readonly Segment[], close: number): readonly Segment[] {
  const index = segments.findIndex(([start, end]) => start < close && close < end);
  const cut = segments[index];
  if (!cut) return segments;
  const shift = close - cut[1];
  return [...segments.slice(0, index), [cut[0], close, cut[2]], ...segments.slice(index + 1).map(([start, end, state]): Segment => [start + shift, end + shift, state])];
}

/** The segments of trade date `day`: the template's, cut short on the calendar's half days. */
function segmentsOn(tpl: SessionTemplate, day: number): readonly Segment[] {
  const early = earlyCloseOf(tpl.calendar, day);
  if (!early) return tpl.segments;
  const closeMs = wallTimeToUtc(early.zone, day, early.minutes);
  return closeEarly(tpl.segments, (closeMs - wallTimeToUtc(tpl.zone, day, 0)) / 60_000);
}

function buildIntervals(tpl: SessionTemplate, nowMs: number): Interval[] {
  const today = localDayNumber(tpl.zone, nowMs);
  const raw: Interval[] = [];
  for (let day = today - 4; day <= today + 11; day++) {
    if (!isBusinessDay(tpl.calendar, day)) continue;
    for (const [start, end, state] of segmentsOn(tpl, day)) {
      raw.push({ start: wallTimeToUtc(tpl.zone, day, start), end: wallTimeToUtc(tpl.zone, day, end), state });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const interval of raw) {
    const previous = out[out.length - 1];
    let start = interval.start;
    if (previous) {
      if (start < previous.end) start = previous.end;
      if (start > previous.end) {
        const gapMinutes = (start - previous.end) / 60_000;
        const state: SessionState = gapMinutes <= tpl.breakGap ? 'Break' : 'Closed';
        out.push({ start: previous.end, end: start, state });
      }
    }
    if (interval.end <= start) continue;
    const last = out[out.length - 1];
    if (last && last.state === interval.state && last.end === start) last.end = interval.end;
    else out.push({ start, end: interval.end, state: interval.state });
  }
  return out;
}

/** Sessions from the one in force at `nowMs` through about a week ahead. */
export function sessionsOf(tpl: SessionTemplate, nowMs: number): SessionOut[] {
  const key = `${tpl.key}|${nowMs}`;
  const cached = sessionCache.get(key);
  if (cached) return cached;
  const intervals = buildIntervals(tpl, nowMs);
  const horizon = nowMs + WEEK_MS;
  const out: SessionOut[] = [];
  let first = intervals.findIndex((interval) => interval.end > nowMs);
  if (first < 0) first = intervals.length;
  // Before the first generated session everything is closed (cannot happen with the look-back used above).
  if (first === 0 && intervals[0] && intervals[0].start > nowMs) {
    out.push({ StartTime: saxoTimestamp(new Date(nowMs)), EndTime: saxoTimestamp(new Date(intervals[0].start)), State: 'Closed' });
  }
  for (let i = first; i < intervals.length; i++) {
    const interval = intervals[i] as Interval;
    out.push({ StartTime: saxoTimestamp(new Date(interval.start)), EndTime: saxoTimestamp(new Date(interval.end)), State: interval.state });
    if (interval.end >= horizon) break;
  }
  if (sessionCache.size > 2_000) sessionCache.clear();
  sessionCache.set(key, out);
  return out;
}

const DST_ABBREVIATIONS: Readonly<Record<string, string>> = {
  EST: 'EDT',
  CST: 'CDT',
  PST: 'PDT',
  GMT: 'BST',
  CET: 'CEST',
  EET: 'EEST',
  WET: 'WEST',
  AEST: 'AEDT',
  NZST: 'NZDT',
  AST: 'ADT',
  AZOT: 'AZOST',
};

/** Current abbreviation of a zone given its standard-time abbreviation. */
export function zoneAbbreviation(zone: string, standardAbbreviation: string, nowMs: number): string {
  if (!isDaylightSaving(zone, nowMs)) return standardAbbreviation;
  if (zone === 'Europe/Dublin') return 'IST';
  return DST_ABBREVIATIONS[standardAbbreviation] ?? standardAbbreviation;
}

const ZONE_STANDARD_ABBREVIATION: Readonly<Record<string, string>> = {
  'America/Chicago': 'CST',
  'America/New_York': 'EST',
  'America/Toronto': 'EST',
  'Europe/London': 'GMT',
  'Europe/Dublin': 'GMT',
  'Europe/Lisbon': 'WET',
  'Europe/Helsinki': 'EET',
  'Asia/Tokyo': 'JST',
  'Asia/Hong_Kong': 'HKT',
  'Asia/Singapore': 'SGT',
  'Australia/Sydney': 'AEST',
  'Pacific/Auckland': 'NZST',
  'Africa/Johannesburg': 'SAST',
  'Etc/UTC': 'UTC',
};

/** Standard abbreviation of a zone (Central European zones default to CET). */
export function standardAbbreviationOf(zone: string): string {
  return ZONE_STANDARD_ABBREVIATION[zone] ?? 'CET';
}

/**
 * The trading-schedule body: sessions of `tpl` plus the zone fields of the
 * venue. The zone reported is the template's zone, with the broker's numeric
 * id of the exchange when the zones agree.
 */
export function tradeSessions(tpl: SessionTemplate, exchange: ExchangeInfo, nowMs: number): TradeSessions {
  const sameZone = tpl.zone === exchange.zone;
  const zone = tpl.zone;
  const timeZoneId = sameZone ? exchange.timeZoneId : (ZONE_IDS[zone] ?? exchange.timeZoneId);
  const standard = sameZone ? exchange.zoneAbbreviation : standardAbbreviationOf(zone);
  return {
    Sessions: sessionsOf(tpl, nowMs),
    TimeZone: timeZoneId,
    TimeZoneAbbreviation: zoneAbbreviation(zone, standard, nowMs),
    TimeZoneOffset: formatOffset(zoneOffsetMinutes(zone, nowMs)),
  };
}

/** Broker zone ids of the zones templates use (see the time zone list). */
const ZONE_IDS: Readonly<Record<string, number>> = {
  'Etc/UTC': 0,
  'Europe/London': 1,
  'Asia/Singapore': 2,
  'America/New_York': 3,
  'Europe/Paris': 4,
  'Europe/Berlin': 4,
  'Europe/Amsterdam': 4,
  'America/Chicago': 5,
  'Asia/Hong_Kong': 7,
  'Australia/Sydney': 8,
  'Pacific/Auckland': 9,
  'Asia/Tokyo': 10,
};
