/**
 * The option chain's URL state and the requests it leads to.
 *
 * View: `expiry` (one date, several comma-separated, or `all`), `stacked`,
 * `side`, `window` (± strikes or `all`), `ref` (reference price).
 * Service parameters (4.2): `status` (TradingStatus, comma list), `multiLeg`
 * (CanParticipateInMultiLegOrder), `clientKey` (ClientKey), `segment`
 * (OptionSpaceSegment, advanced) and `underlying` (UnderlyingUic).
 */
import { z } from 'zod';
import type { OptionSpaceParams } from '../../api/queries/refdata';
import type { OptionSpaceSegment } from '../../api/types';
import { searchValidator } from '../../lib/search-params';
import { dayNumberOf } from './expiry-kind';
import { DEFAULT_WINDOW, type WindowSize } from './chain-model';

export const SIDES = ['both', 'calls', 'puts'] as const;
export type Side = (typeof SIDES)[number];

export const SEGMENTS = ['AllDates', 'DefaultDates', 'None', 'SpecificDates', 'UnderlyingUic'] as const satisfies readonly OptionSpaceSegment[];

export const TRADING_STATUSES = ['Tradable', 'NotDefined', 'NonTradable', 'ReduceOnly'] as const;
export type TradingStatusValue = (typeof TRADING_STATUSES)[number];

export const MAX_WINDOW = 1000;
export const MAX_EXPIRIES = 200;

const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

const booleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'Expected true or false',
});

const expiryParam = text.pipe(
  z
    .string()
    .transform((value, ctx) => {
      if (value.toLowerCase() === 'all') return 'all';
      const dates = [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
      if (dates.length === 0 || dates.length > MAX_EXPIRIES || dates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || dayNumberOf(date) === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'Expected dates as YYYY-MM-DD, comma-separated, or "all"' });
        return z.NEVER;
      }
      return dates.join(',');
    }),
);

const statusParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
    const out: TradingStatusValue[] = [];
    for (const item of items) {
      const known = TRADING_STATUSES.find((status) => status.toLowerCase() === item.toLowerCase());
      if (!known) {
        ctx.addIssue({ code: 'custom', message: `Expected trading statuses among ${TRADING_STATUSES.join(', ')}` });
        return z.NEVER;
      }
      if (!out.includes(known)) out.push(known);
    }
    if (out.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Expected at least one trading status' });
      return z.NEVER;
    }
    // In the service's own order, so equal filters give equal URLs and cache keys.
    return TRADING_STATUSES.filter((status) => out.includes(status)).join(',');
  });

export const chainSearchShape = {
  expiry: expiryParam,
  stacked: booleanParam,
  side: z.enum(SIDES),
  window: z.union([z.literal('all'), z.coerce.number().int().min(0).max(MAX_WINDOW)], { error: `Expected a whole number from 0 to ${MAX_WINDOW}, or "all"` }),
  ref: z.coerce.number().positive().max(1e12),
  status: statusParam,
  multiLeg: booleanParam,
  clientKey: text.pipe(z.string().min(1).max(200).regex(/^[A-Za-z0-9|=_\-+/.]+$/, 'Unexpected characters in a client key')),
  segment: z.enum(SEGMENTS),
  underlying: z.coerce.number().int().positive().max(2_147_483_647),
};

export const chainSearch = searchValidator(chainSearchShape);

export type ChainSearch = ReturnType<typeof chainSearch.validate>;

/** Parameters kept when moving to another option root (a related root). */
export const CHAIN_RETAINED_KEYS = ['expiry', 'stacked', 'side', 'window', 'ref', 'status', 'multiLeg', 'clientKey', 'segment'] as const satisfies readonly (keyof ChainSearch)[];

// ---------------------------------------------------------------------------
// Reading the state

export function selectedExpiryParam(search: ChainSearch): 'all' | string[] {
  if (!search.expiry) return [];
  return search.expiry === 'all' ? 'all' : search.expiry.split(',');
}

export function windowOf(search: ChainSearch): WindowSize {
  return search.window ?? DEFAULT_WINDOW;
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

function commonParams(search: ChainSearch): OptionSpaceParams {
  const statuses = statusesOf(search);
  return {
    ...(statuses.length > 0 ? { TradingStatus: statuses.join(',') } : {}),
    ...(search.multiLeg !== undefined ? { CanParticipateInMultiLegOrder: search.multiLeg } : {}),
    ...(search.clientKey ? { ClientKey: search.clientKey } : {}),
  };
}

export type GridPlan =
  /** One request per shown expiry (SpecificDates with its date): small, cached per expiry, prefetchable. */
  | { kind: 'per-expiry'; params: (date: string) => OptionSpaceParams }
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
      return { kind: 'per-expiry', params: (date) => ({ OptionSpaceSegment: 'SpecificDates', ExpiryDates: [date], ...common }) };
    case 'None':
      return { kind: 'none' };
    case 'UnderlyingUic':
      return {
        kind: 'single',
        params: { OptionSpaceSegment: 'UnderlyingUic', ...(search.underlying !== undefined ? { UnderlyingUic: search.underlying } : {}), ...common },
      };
    default:
      return { kind: 'single', params: { OptionSpaceSegment: segment, ...common } };
  }
}

