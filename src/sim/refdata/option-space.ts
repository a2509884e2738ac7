/**
 * 4.2 Contract option space of an option root.
 *
 * OptionSpace always lists every expiry; SpecificOptions is filled for the
 * expiries the segment selects. When OptionSpaceSegment is absent the
 * simulator answers like the live service did (SpecificOptions for every
 * expiry, i.e. AllDates), not like the published default (None).
 *
 * SpecificDates matches an ExpiryDates entry against the expiry date or its
 * display date (first of the month, which then selects every expiry of that
 * month). CanParticipateInMultiLegOrder acts as a filter on the root: a root
 * with the other value answers 404, like an unknown root.
 *
 * No parameter is silently ignored: ExpiryDates and UnderlyingUic narrow
 * SpecificOptions under every segment that fills it (a request naming no
 * segment gets SpecificDates with ExpiryDates, else UnderlyingUic with
 * UnderlyingUic); under None, which fills nothing, they are a 400.
 */
import type { Operation, OperationContext } from '../core/context';
import { badRequest, notFound } from '../core/http';
import { dayNumber, isoDay, parseIsoDay, saxoTimestamp } from '../core/clock';
import { dayOf, ymdOf } from '../core/calendar';
import { wallTimeToUtc } from '../core/tz';
import type { QueryParams } from '../core/params';
import { isRestricted, readClient, tradableOn } from './access';
import {
  ALL_STRATEGIES,
  defaultExpiry,
  expiriesOf,
  groupOptionRootId,
  isAdjusted,
  listedStrikes,
  optionRoots,
  optionTradingStatus,
  optionUic,
  strikeOf,
  underlyingOf,
  type Expiry,
  type ExpiryClass,
  type OptionRoot,
} from './options';
import { DERIVATIVE_DISTANCES, rootReference } from './details';

type Json = Record<string, unknown>;

const SEGMENTS = ['AllDates', 'DefaultDates', 'None', 'SpecificDates', 'UnderlyingUic'] as const;
type Segment = (typeof SEGMENTS)[number];
const STATUSES = ['NonTradable', 'NotDefined', 'ReduceOnly', 'Tradable'] as const;

/** Segment of a request that names none and gives neither ExpiryDates nor UnderlyingUic (see the module comment). */
export const DEFAULT_SEGMENT: Segment = 'AllDates';

function readDays(query: QueryParams, name: string): Set<number> | undefined {
  const items = query.list(name);
  if (!items) return undefined;
  const days = new Set<number>();
  for (const item of items) {
    const day = parseIsoDay(item);
    if (day === undefined) query.problem(name, `The value '${item}' is not a valid date.`);
    else days.add(day);
  }
  return days;
}

const LISTING_RANK: Readonly<Record<ExpiryClass, number>> = { quarterly: 0, monthly: 1, weekly: 2, daily: 3 };

function firstOfMonth(day: number): number {
  const { year, month } = ymdOf(day);
  return dayOf(year, month, 1);
}

function relatedInstruments(root: OptionRoot): Json[] {
  const out: Json[] = [];
  if (root.futuresSpace) {
    out.push({ AssetType: 'ContractFutures', Uic: root.underlying.uic });
  } else {
    for (const type of root.underlying.tradableAs) {
      if (type === 'Stock' || type === 'CfdOnStock' || type === 'Etf' || type === 'CfdOnEtf' || type === 'StockIndex') {
        out.push({ AssetType: type, Uic: root.underlying.uic });
      }
    }
  }
  if (root.secondary) out.push({ AssetType: root.secondary.type, Uic: root.secondary.uic });
  return out;
}

interface Selection {
  segment: Segment;
  days: ReadonlySet<number> | undefined;
  underlyingUic: number | undefined;
  statuses: ReadonlySet<string> | undefined;
  defaultDay: number | undefined;
}

function specificOptions(root: OptionRoot, expiry: Expiry, today: number, selection: Selection): Json[] | undefined {
  switch (selection.segment) {
    case 'None':
      return undefined;
    case 'DefaultDates':
      if (expiry.day !== selection.defaultDay) return undefined;
      break;
    default:
      break;
  }
  if (selection.days && !selection.days.has(expiry.day) && !selection.days.has(firstOfMonth(expiry.day))) return undefined;
  const out: Json[] = [];
  for (const gridIndex of listedStrikes(root, expiry, today)) {
    const underlying = underlyingOf(root, expiry, gridIndex);
    if (selection.underlyingUic !== undefined && underlying.uic !== selection.underlyingUic) continue;
    const strike = strikeOf(root, gridIndex);
    for (const put of [false, true]) {
      const uic = optionUic(root, expiry.day, gridIndex, put);
      const status = optionTradingStatus(root, expiry, gridIndex, today);
      if (selection.statuses && !selection.statuses.has(status)) continue;
      out.push({ PutCall: put ? 'Put' : 'Call', StrikePrice: strike, TradingStatus: status, Uic: uic, UnderlyingUic: underlying.uic });
    }
  }
  if (selection.underlyingUic !== undefined && out.length === 0) return undefined;
  return out;
}

function spaceEntry(root: OptionRoot, expiry: Expiry, today: number, selection: Selection): Json {
  const display = firstOfMonth(expiry.day);
  const lastTrade = wallTimeToUtc(root.exchange.zone, expiry.day, root.lastTradeMinutes);
  const options = specificOptions(root, expiry, today, selection);
  return {
    DisplayDaysToExpiry: Math.max(0, display - today),
    DisplayDaysToLastTradeDate: Math.max(0, expiry.day - today),
    DisplayExpiry: isoDay(display),
    Expiry: isoDay(expiry.day),
    LastTradeDate: saxoTimestamp(new Date(lastTrade)),
    ...(options ? { SpecificOptions: options } : {}),
    TickSizeScheme: root.tickScheme,
  };
}

function defaultOption(root: OptionRoot, expiry: Expiry | undefined, today: number): Json | undefined {
  if (!expiry) return undefined;
  let best: number | undefined;
  for (const gridIndex of listedStrikes(root, expiry, today)) {
    if (isAdjusted(root, gridIndex)) continue;
    if (best === undefined || Math.abs(strikeOf(root, gridIndex) - root.price) < Math.abs(strikeOf(root, best) - root.price)) best = gridIndex;
  }
  if (best === undefined) return undefined;
  return {
    PutCall: 'Call',
    StrikePrice: strikeOf(root, best),
    TradingStatus: optionTradingStatus(root, expiry, best, today),
    Uic: optionUic(root, expiry.day, best, false),
    UnderlyingUic: underlyingOf(root, expiry, best).uic,
  };
}

export const getContractOptionSpace: Operation = (ctx: OperationContext) => {
  const raw = (ctx.path.OptionRootId ?? '').trim();
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) {
    throw badRequest('InvalidOptionRootId', 'Invalid OptionRootId specified.', { OptionRootId: [`The value '${raw}' is not a valid option root id.`] });
  }
  const query = ctx.query;
  const multiLeg = query.boolean('CanParticipateInMultiLegOrder');
  const client = readClient(query);
  const days = readDays(query, 'ExpiryDates');
  const named = query.enumValue('OptionSpaceSegment', SEGMENTS);
  const statuses = query.enumList('TradingStatus', STATUSES);
  const underlyingUic = query.integer('UnderlyingUic', { min: 1 });
  if (named === 'None') {
    for (const [name, given] of [
      ['ExpiryDates', days],
      ['UnderlyingUic', underlyingUic],
    ] as const) {
      if (given !== undefined) query.problem(name, `${name} has no effect with OptionSpaceSegment None, which lists no options.`);
    }
  }
  query.assertValid('InvalidRequest');
  const segment = named ?? (days ? 'SpecificDates' : underlyingUic !== undefined ? 'UnderlyingUic' : DEFAULT_SEGMENT);
  if (segment === 'SpecificDates' && (!days || days.size === 0)) {
    throw badRequest('ExpiryDatesMustBeSet', 'ExpiryDates must be set if SpecificDates is chosen in OptionSpaceSegment.');
  }
  if (segment === 'UnderlyingUic' && underlyingUic === undefined) {
    throw badRequest('UnderlyingUICMustBeSet', 'UnderlyingUic must be set if UnderlyingUic is chosen in OptionSpaceSegment.');
  }
  if (isRestricted(ctx)) throw notFound();
  const root = optionRoots().byId.get(Number(raw));
  if (!root) throw notFound();
  if (multiLeg !== undefined && root.multiLeg !== multiLeg) throw notFound();

  const today = dayNumber(ctx.now);
  const expiries = expiriesOf(root, today);
  const chosenDefault = defaultExpiry(expiries, today);
  const selection: Selection = {
    segment,
    days,
    underlyingUic,
    statuses: statuses && statuses.length > 0 ? new Set(statuses) : undefined,
    defaultDay: chosenDefault?.day,
  };
  const ordered = root.listingOrder ? [...expiries].sort((a, b) => LISTING_RANK[a.cls] - LISTING_RANK[b.cls] || a.day - b.day) : expiries;
  let minStrike = Number.POSITIVE_INFINITY;
  let maxStrike = Number.NEGATIVE_INFINITY;
  for (const expiry of expiries) {
    for (const gridIndex of listedStrikes(root, expiry, today)) {
      const strike = strikeOf(root, gridIndex);
      if (strike < minStrike) minStrike = strike;
      if (strike > maxStrike) maxStrike = strike;
    }
  }
  const siblings = (optionRoots().byUnderlying.get(root.underlying.uic) ?? []).filter((other) => other !== root);
  const fallbackDefault = defaultOption(root, chosenDefault, today);
  return {
    AmountDecimals: 0,
    AssetType: root.assetType,
    CanParticipateInMultiLegOrder: root.multiLeg,
    ContractSize: root.contractSize,
    CurrencyCode: root.currency,
    DefaultAmount: 1,
    ...(chosenDefault ? { DefaultExpiry: `${isoDay(chosenDefault.day)}T00:00:00Z` } : {}),
    ...(fallbackDefault ? { DefaultOption: fallbackDefault } : {}),
    Description: root.description,
    Exchange: {
      CountryCode: root.exchange.country,
      ExchangeId: root.exchange.id,
      Name: root.exchange.name,
      ...(root.exchange.derivatives ? { PriceSourceName: root.exchange.name } : {}),
      TimeZoneId: String(root.exchange.timeZoneId),
    },
    ExerciseStyle: root.exerciseStyle,
    Format: { Decimals: 2, OrderDecimals: 2, StrikeDecimals: root.strikeDecimals },
    GroupId: 0,
    GroupOptionRootId: groupOptionRootId(root),
    IncrementSize: 1,
    IsComplex: true,
    IsTradable: true,
    LotSize: 1,
    LotSizeType: 'OddLotsNotAllowed',
    ...(Number.isFinite(maxStrike) ? { MaximumStrikePrice: maxStrike, MinimumStrikePrice: minStrike } : {}),
    OptionRootId: root.id,
    OptionSpace: ordered.map((expiry) => spaceEntry(root, expiry, today, selection)),
    OrderDistances: DERIVATIVE_DISTANCES,
    PriceToContractFactor: root.futuresSpace ? root.futuresSpace.contractSize : root.contractSize,
    RelatedInstruments: relatedInstruments(root),
    RelatedOptionRoots: [],
    ...(siblings.length > 0 ? { RelatedOptionRootsEnhanced: siblings.map(rootReference) } : {}),
    SettlementStyle: root.settlementStyle,
    StandardAmounts: [1, 5, 10, 25, 50, 100, 500, 1000],
    SupportedOrderTypes: ['Limit'],
    // Roots that take no multi-leg orders leave the list out, as the live root 231 does.
    ...(root.multiLeg ? { SupportedStrategies: [...ALL_STRATEGIES] } : {}),
    Symbol: root.symbol,
    TickSize: 0.01,
    TradableOn: tradableOn(ctx, { account: undefined, client }, root.assetType, true),
    UnderlyingAssetType: root.underlyingType,
  };
};
