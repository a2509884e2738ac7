/**
 * The option chain's URL state and the requests it leads to.
 *
 * View: `expiry` (one date, several comma-separated, or `all`), `stacked`,
 * `side`, `window` (± strikes or `all`), `ref` (reference price), `kinds`
 * (the expiry kinds the strip lists, comma list; all when absent).
 * Service parameters (4.2): `status` (TradingStatus, comma list), `multiLeg`
 * (CanParticipateInMultiLegOrder), `clientKey` (ClientKey), `segment`
 * (OptionSpaceSegment, advanced) and `underlying` (UnderlyingUic).
 *
 * Moving to another root (a related root): `prevExpiry` (the expiries shown
 * on the root left: used where this root lists them, else quietly dropped)
 * and `refOn` (the underlying the reference price was given for: the price
 * only applies to roots on that underlying). The page folds both into the
 * plain parameters at once.
 */
import { z } from 'zod/mini';
import type { OptionSpaceParams } from '@/api/queries/params';
import type { ExpiryBatchParams } from '@/api/queries/option-space-batch';
import type { OptionSpaceSegment } from '@/api/types';
import { booleanParam, keyParam, listParam, mapped, oneOf, searchValidator, uicParam, wholeNumber } from '@/lib/search-params';
import { EXPIRY_KINDS, dayNumberOf, type ExpiryKind } from '@/model/expiry-kinds';

export const SIDES = ['both', 'calls', 'puts'] as const;
export type Side = (typeof SIDES)[number];

export const SEGMENTS = ['AllDates', 'DefaultDates', 'None', 'SpecificDates', 'UnderlyingUic'] as const satisfies readonly OptionSpaceSegment[];

export const TRADING_STATUSES = ['Tradable', 'NotDefined', 'NonTradable', 'ReduceOnly'] as const;
export type TradingStatusValue = (typeof TRADING_STATUSES)[number];

/** Plus/minus this many strikes around the centre, or every strike. */
export type WindowSize = number | 'all';

export const DEFAULT_WINDOW = 10;
export const MAX_WINDOW = 1000;
export const MAX_EXPIRIES = 200;

const expiryParam = mapped(z.union([z.string(), z.number()]), (input, fail) => {
  const value = String(input).trim();
  if (value.toLowerCase() === 'all') return 'all';
  const dates = [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  if (dates.length === 0 || dates.length > MAX_EXPIRIES || dates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || dayNumberOf(date) === undefined)) {
    return fail('Expected dates as YYYY-MM-DD, comma-separated, or "all"');
  }
  return dates.join(',');
});

const statusParam = listParam({
  arrays: true,
  canonical: oneOf(TRADING_STATUSES),
  // In the service's own order, so equal filters give equal URLs and cache keys.
  order: TRADING_STATUSES,
  none: (bad) => (bad.length ? `Expected trading statuses among ${TRADING_STATUSES.join(', ')}` : 'Expected at least one trading status'),
});

/** Known kinds are kept (in the usual order, so equal filters give equal URLs); unknown names are ignored with a note. */
const kindsParam = listParam({
  canonical: (item) => EXPIRY_KINDS.find((kind) => kind === item.toLowerCase()),
  order: EXPIRY_KINDS,
  ignored: (bad) => `Not an expiry kind: ${bad.join(', ')}`,
  none: () => `Expected expiry kinds among ${EXPIRY_KINDS.join(', ')}`,
});

export const chainSearchShape = {
  expiry: expiryParam,
  stacked: booleanParam,
  side: z.enum(SIDES),
  window: z.union([z.literal('all'), z.pipe(z.coerce.number(), wholeNumber(0, MAX_WINDOW))], { error: `Expected a whole number from 0 to ${MAX_WINDOW}, or "all"` }),
  ref: z.coerce.number().check(z.positive(), z.lte(1e12)),
  kinds: kindsParam,
  status: statusParam,
  multiLeg: booleanParam,
  clientKey: keyParam,
  segment: z.enum(SEGMENTS),
  underlying: uicParam,
  prevExpiry: expiryParam,
  refOn: uicParam,
};

export const chainSearch = searchValidator(chainSearchShape);

export type ChainSearch = ReturnType<typeof chainSearch.validate>;

/**
 * Parameters kept as they are when moving to another option root. The expiry
 * and the reference price belong to a root: links to another root carry
 * them as `prevExpiry`, `ref` and `refOn` (carryToRoot).
 */
export const CHAIN_RETAINED_KEYS = ['stacked', 'side', 'window', 'kinds', 'status', 'multiLeg', 'clientKey', 'segment'] as const satisfies readonly (keyof ChainSearch)[];

/**
 * What a link from this root's chain to another root's sets: the expiries
 * shown here (the other root uses those it lists), and the reference price
 * with the underlying it was given for.
 */
export function carryToRoot(search: ChainSearch, underlyingUic: number | undefined): Pick<ChainSearch, 'prevExpiry' | 'ref' | 'refOn'> {
  const refOn = search.ref === undefined ? undefined : (search.refOn ?? underlyingUic);
  return {
    prevExpiry: search.expiry ?? search.prevExpiry,
    // A price of unknown origin does not travel.
    ref: refOn === undefined ? undefined : search.ref,
    refOn,
  };
}

/**
 * Whether the reference price applies on a root with this underlying: it does
 * when it was given here (no `refOn`) or for the same underlying. Another
 * underlying's price (an index level on a stock's chain, EUR on USD) would
 * misplace the centre, the money line and the shading.
 */
export function referenceApplies(search: Pick<ChainSearch, 'ref' | 'refOn'>, underlyingUic: number | undefined): boolean {
  if (search.ref === undefined) return false;
  return search.refOn === undefined || (underlyingUic !== undefined && search.refOn === underlyingUic);
}

// ---------------------------------------------------------------------------
// Reading the state

export function selectedExpiryParam(search: Pick<ChainSearch, 'expiry' | 'prevExpiry'>): 'all' | string[] {
  const value = search.expiry ?? search.prevExpiry;
  if (!value) return [];
  return value === 'all' ? 'all' : value.split(',');
}

export function windowOf(search: ChainSearch): WindowSize {
  return search.window ?? DEFAULT_WINDOW;
}

/** The expiry kinds the strip is narrowed to (empty: every kind). */
export function kindsOf(search: Pick<ChainSearch, 'kinds'>): ExpiryKind[] {
  return search.kinds ? (search.kinds.split(',') as ExpiryKind[]) : [];
}

/** Whether any parameter of the operation itself (not of the view) is set. */
export function serviceParamsSet(search: ChainSearch): boolean {
  return search.status !== undefined || search.multiLeg !== undefined || search.clientKey !== undefined || search.segment !== undefined || search.underlying !== undefined;
}

export function statusesOf(search: ChainSearch): TradingStatusValue[] {
  return search.status ? (search.status.split(',') as TradingStatusValue[]) : [];
}

export type EffectiveSegment = OptionSpaceSegment | 'auto';

/** The segment used for the grid: the advanced choice, else UnderlyingUic with an underlying, else automatic. */
export function effectiveSegment(search: ChainSearch): EffectiveSegment {
  return search.segment ?? (search.underlying !== undefined ? 'UnderlyingUic' : 'auto');
}

// ---------------------------------------------------------------------------
// Requests

/** The cheap request for the header and the expiry list. */
export function listParams(search: ChainSearch): OptionSpaceParams {
  return {
    OptionSpaceSegment: 'None',
    ...(search.multiLeg !== undefined ? { CanParticipateInMultiLegOrder: search.multiLeg } : {}),
    ...(search.clientKey ? { ClientKey: search.clientKey } : {}),
  };
}

function commonParams(search: ChainSearch): ExpiryBatchParams {
  const statuses = statusesOf(search);
  return {
    // Sent whenever chosen (the service narrows every segment that lists options by it).
    ...(search.underlying !== undefined ? { UnderlyingUic: search.underlying } : {}),
    ...(statuses.length > 0 ? { TradingStatus: statuses.join(',') } : {}),
    ...(search.multiLeg !== undefined ? { CanParticipateInMultiLegOrder: search.multiLeg } : {}),
    ...(search.clientKey ? { ClientKey: search.clientKey } : {}),
  };
}

export type GridPlan =
  /**
   * Each shown expiry its own query (SpecificDates, cached per date, prefetchable); expiries
   * asked for together share requests of up to eight dates (refQueries.optionSpaceExpiry).
   */
  | { kind: 'per-expiry'; params: ExpiryBatchParams }
  /** One request whose answer fills the shown expiries it covers. */
  | { kind: 'single'; params: OptionSpaceParams }
  /** The None segment: the service lists expiries only. */
  | { kind: 'none' };

export function gridPlan(search: ChainSearch): GridPlan {
  const common = commonParams(search);
  const segment = effectiveSegment(search);
  switch (segment) {
    case 'auto':
    case 'SpecificDates':
      return { kind: 'per-expiry', params: common };
    case 'None':
      return { kind: 'none' };
    default:
      return { kind: 'single', params: { OptionSpaceSegment: segment, ...common } };
  }
}
