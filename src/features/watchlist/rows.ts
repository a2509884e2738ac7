/**
 * A watchlist's rows: for each item the facts a trader scans (symbol, description, kind, exchange, currency, market
 * open now or next open, the next expiry or notice date), read from the answers the page has so far; an item whose
 * answer failed or did not name it says so in its row, and the other rows stand.
 */
import type { ContractOptionSpace, CorporateActionEvent, FuturesSpace, InstrumentDetails, TradingSchedule } from '@/api/types';
import { clean, enumLabel } from '@/lib/format';
import { itemText, type WatchItem } from '@/lib/watchlist';
import { buildLadder } from '@/model/futures-space';
import { isoDay } from '@/model/option-expiries';
import { formatRelative, marketStatus, normalizeSessions, sessionState, type Session } from '@/model/sessions';
import type { SortKey } from './url';

export type RowState = { kind: 'loading' } | { kind: 'failed'; error: unknown; retry: () => void } | { kind: 'missing' } | { kind: 'ok' };

export interface NextDate {
  /** yyyy-mm-dd, as the service sent it. */
  date: string;
  what: 'Expiry' | 'Notice' | 'Last trade';
}

export interface WatchRow {
  item: WatchItem;
  text: string;
  kindLabel: string;
  symbol: string | undefined;
  description: string | undefined;
  assetType: string | undefined;
  exchangeId: string | undefined;
  currency: string | undefined;
  market: { open: boolean; text: string; sortAt: number } | undefined;
  next: NextDate | undefined;
  /** The next corporate action on the instrument among the user's upcoming events; `unavailable` when they could not be read. */
  event: { id: string; type: string; date: string | undefined } | 'unavailable' | undefined;
  state: RowState;
}

/** What an answer gave for a request, as the page's queries have it. */
export interface Answer<T> {
  data: T | undefined;
  error: unknown;
  pending: boolean;
  retry: () => void;
}

export interface WatchData {
  /** Instrument details by `uic:assettype` (lower case), with the answer that was to hold them. */
  details: (item: Extract<WatchItem, { kind: 'instrument' }>) => { row: InstrumentDetails | undefined; answer: Answer<unknown> };
  root: (id: number) => Answer<ContractOptionSpace>;
  futures: (uic: number) => Answer<FuturesSpace>;
  /** A futures contract's details, when asked: a front contract's (its notice date) or a continuous future's (the space's name). */
  contract: (uic: number) => InstrumentDetails | undefined;
  /** An exchange's schedule, when asked. */
  schedule: (exchangeId: string) => TradingSchedule | undefined;
  /** The first upcoming corporate action on a Uic (events are typed by the service's own asset types: matched by Uic). */
  event: (uic: number) => CorporateActionEvent | undefined | 'unavailable';
}

/** The first of the dates from `today` on, with what it is. */
function firstAhead(candidates: readonly (NextDate | undefined)[], today: string): NextDate | undefined {
  let best: NextDate | undefined;
  for (const candidate of candidates) if (candidate && candidate.date >= today && (!best || candidate.date < best.date)) best = candidate;
  return best;
}

function stateOf(answer: Answer<unknown>, found: boolean): RowState {
  if (found) return { kind: 'ok' };
  if (answer.pending) return { kind: 'loading' };
  if (answer.error) return { kind: 'failed', error: answer.error, retry: answer.retry };
  return { kind: 'missing' };
}

/**
 * The market now, as a trader reads it: "Open" is regular trading only, closing when regular trading ends (not when
 * the post-market after it does); extended hours and auctions are named; "opens" is when regular trading next starts.
 */
function marketOf(schedule: TradingSchedule | undefined, now: number): WatchRow['market'] {
  if (!schedule) return undefined;
  const { sessions } = normalizeSessions(schedule.Sessions);
  const status = marketStatus(sessions, now);
  if (status.coverage === 'empty') return { open: false, text: 'No sessions', sortAt: Number.MAX_SAFE_INTEGER };
  const { current, closesAt } = status;
  const isRegular = (session: Session) => sessionState(session.state).category === 'regular';
  if (status.open && current && isRegular(current)) {
    const run = sessions.filter((session) => session.start >= current.start && closesAt !== undefined && session.end <= closesAt && isRegular(session));
    const close = run.at(-1)?.end ?? current.end;
    return { open: true, text: `Open, closes ${formatRelative(close, now)}`, sortAt: now };
  }
  const opens = status.nextRegular ?? (status.nextOpen && isRegular(status.nextOpen) ? status.nextOpen : undefined);
  const state = status.open && current ? sessionState(current.state).label : 'Closed';
  return opens ? { open: false, text: `${state}, opens ${formatRelative(opens.start, now)}`, sortAt: opens.start } : { open: false, text: state, sortAt: Number.MAX_SAFE_INTEGER };
}

export function watchRow(item: WatchItem, data: WatchData, now: Date, labels: Record<string, string>): WatchRow {
  const today = now.toISOString().slice(0, 10);
  const text = itemText(item);
  const base = {
    item,
    text,
    symbol: undefined,
    description: labels[text],
    assetType: undefined,
    exchangeId: undefined,
    currency: undefined,
    market: undefined,
    next: undefined,
    event: undefined,
  };
  if (item.kind === 'instrument') {
    const { row, answer } = data.details(item);
    const exchangeId = clean(row?.Exchange?.ExchangeId);
    return {
      ...base,
      kindLabel: enumLabel(item.assetType),
      symbol: clean(row?.Symbol),
      description: clean(row?.Description) ?? base.description,
      assetType: clean(row?.AssetType) ?? item.assetType,
      exchangeId,
      currency: clean(row?.CurrencyCode),
      market: exchangeId ? marketOf(data.schedule(exchangeId), now.getTime()) : undefined,
      next: firstAhead([notice(row?.NoticeDate), expiry(row?.ExpiryDate)], today),
      event: nextEvent(data.event(item.uic)),
      state: stateOf(answer, row !== undefined),
    };
  }
  if (item.kind === 'root') {
    const answer = data.root(item.id);
    const space = answer.data;
    const expiries = (Array.isArray(space?.OptionSpace) ? space.OptionSpace : []).map((entry) => expiry(entry?.Expiry));
    return {
      ...base,
      kindLabel: 'Option root',
      symbol: clean(space?.Symbol),
      description: clean(space?.Description) ?? base.description,
      assetType: clean(space?.AssetType),
      exchangeId: clean(space?.Exchange?.ExchangeId),
      currency: clean(space?.CurrencyCode),
      next: firstAhead(expiries, today),
      state: stateOf(answer, space !== undefined),
    };
  }
  const answer = data.futures(item.uic);
  const space = answer.data;
  const front = frontContract(space, now);
  const contract = front ? data.contract(front.uic) : undefined;
  const exchangeId = clean(contract?.Exchange?.ExchangeId);
  const symbol = clean(space?.BaseIdentifier);
  return {
    ...base,
    kindLabel: 'Futures space',
    symbol,
    // Named as its page names it, saved or shared: the continuous future's description, never the front contract's.
    description: clean(data.contract(item.uic)?.Description) ?? base.description ?? (symbol ? `Futures space ${symbol}` : undefined),
    assetType: 'ContractFutures',
    exchangeId,
    currency: clean(contract?.CurrencyCode),
    market: exchangeId ? marketOf(data.schedule(exchangeId), now.getTime()) : undefined,
    next: firstAhead([front ? { date: front.expiry, what: 'Expiry' } : undefined, notice(contract?.NoticeDate)], today),
    state: stateOf(answer, space !== undefined),
  };
}

function nextEvent(event: CorporateActionEvent | undefined | 'unavailable'): WatchRow['event'] {
  if (event === undefined || event === 'unavailable') return event;
  const id = clean(event.EventId);
  if (!id) return undefined;
  return {
    id,
    type: clean(event.EventType?.Name) ?? clean(event.EventType?.Code) ?? 'Event',
    date: isoDay(event.Ex?.Date) ?? isoDay(event.Record?.Date) ?? isoDay(event.Effective?.Date),
  };
}

const expiry = (value: unknown): NextDate | undefined => {
  const date = isoDay(value);
  return date ? { date, what: 'Expiry' } : undefined;
};
const notice = (value: unknown): NextDate | undefined => {
  const date = isoDay(value);
  return date ? { date, what: 'Notice' } : undefined;
};

/** The contract of a futures space that expires first from today on (the ladder's reading of the space). */
export function frontContract(space: FuturesSpace | undefined, now: Date): { uic: number; expiry: string } | undefined {
  const front = space ? buildLadder(space, now).find((row) => !row.isExpired && row.daysToExpiry !== undefined && row.uic !== undefined) : undefined;
  const expiry = isoDay(front?.expiryDate);
  return front?.uic !== undefined && expiry ? { uic: front.uic, expiry } : undefined;
}

const TEXT_KEYS: Partial<Record<SortKey, (row: WatchRow) => string | undefined>> = {
  item: (row) => row.symbol ?? row.text,
  description: (row) => row.description,
  type: (row) => row.kindLabel,
  exchange: (row) => row.exchangeId,
  currency: (row) => row.currency,
  next: (row) => row.next?.date,
  event: (row) => (typeof row.event === 'object' ? (row.event.date ?? '9999') : undefined),
};

/** The rows in the order asked for; rows without the value last, in either direction, and the list's order among equals. */
export function sortRows(rows: readonly WatchRow[], sort: SortKey | undefined, dir: 'asc' | 'desc' | undefined): WatchRow[] {
  if (!sort) return [...rows];
  const sign = dir === 'desc' ? -1 : 1;
  const valueOf = (row: WatchRow): string | number | undefined => (sort === 'market' ? row.market?.sortAt : TEXT_KEYS[sort]?.(row));
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value), undefined, { sensitivity: 'base' });
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
