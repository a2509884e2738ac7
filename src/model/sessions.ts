/**
 * Trading sessions (4.6, and the TradingSessions field group of 4.4): what
 * each session state means, cleaning up the service's list, and whether the
 * market is open at a given instant.
 *
 * "Open" means a state in which orders trade: regular trading, extended
 * hours (pre-/post-market) and auctions. Closed, Break, Halt, Suspended,
 * Undefined and states this code does not know are not open.
 */
import type { TradingSession } from '@/api/types';
import { clean, enumLabel, parseServiceDate } from '@/lib/format';
import { zoneOffsetMinutes } from './timezones';

export type SessionCategory = 'regular' | 'extended' | 'auction' | 'closed' | 'halted' | 'unknown';

export interface SessionStateInfo {
  /** The service's value (trimmed), or "Undefined" when missing. */
  state: string;
  label: string;
  category: SessionCategory;
  /** Whether orders trade in this state. */
  open: boolean;
  /** Fill of the state's bar and legend swatch (a CSS value). */
  fill: string;
  /** A short description for the legend. */
  description: string;
}

const CATEGORY_OPEN: Readonly<Record<SessionCategory, boolean>> = {
  regular: true,
  extended: true,
  auction: true,
  closed: false,
  halted: false,
  unknown: false,
};

const color = (name: string) => `var(--mantine-color-${name.replace('.', '-')})`;
const hatch = (line: string, gap: number) => `repeating-linear-gradient(135deg, ${line} 0 2px, transparent 2px ${gap}px)`;

const STATES: Readonly<Record<string, { category: SessionCategory; fill: string; label?: string; description: string }>> = {
  AutomatedTrading: { category: 'regular', fill: color('green.7'), description: 'Regular trading' },
  PitTrading: { category: 'regular', fill: color('teal.7'), description: 'Trading on the exchange floor' },
  CallAuctionTrading: { category: 'auction', fill: color('orange.5'), label: 'Call auction trading', description: 'Trading by periodic call auctions' },
  OpeningAuction: { category: 'auction', fill: color('yellow.6'), description: 'Auction before the open' },
  Auction: { category: 'auction', fill: color('orange.7'), description: 'Auction (e.g. the closing auction)' },
  TradingAtLast: { category: 'auction', fill: color('grape.6'), label: 'Trading at last', description: 'Trading at the closing price' },
  PreMarket: { category: 'extended', fill: color('cyan.7'), label: 'Pre-market', description: 'Extended hours before the open' },
  PreTrading: { category: 'extended', fill: color('cyan.5'), label: 'Pre-trading', description: 'Extended hours before the open' },
  PreAutomatedTrading: { category: 'extended', fill: color('cyan.9'), label: 'Pre-automated trading', description: 'Extended hours before the open (legacy)' },
  PostMarket: { category: 'extended', fill: color('violet.6'), label: 'Post-market', description: 'Extended hours after the close' },
  PostTrading: { category: 'extended', fill: color('violet.4'), label: 'Post-trading', description: 'Extended hours after the close' },
  PostAutomatedTrading: {
    category: 'extended',
    fill: color('violet.8'),
    label: 'Post-automated trading',
    description: 'Extended hours after the close (legacy)',
  },
  Break: { category: 'closed', fill: hatch(color('gray.6'), 4), description: 'Break during the trading day' },
  Closed: { category: 'closed', fill: hatch(color('gray.5'), 8), description: 'No trading' },
  Halt: { category: 'halted', fill: color('red.7'), description: 'Trading halted' },
  Suspended: { category: 'halted', fill: color('red.9'), description: 'Trading suspended' },
  // The service's own word for "no state"; shown in words, never as "Undefined".
  Undefined: { category: 'unknown', fill: hatch(color('dark.2'), 3), label: 'Unknown state', description: 'The service gives no state' },
};

/** What a session state means; unknown values are shown as they come, never as open. */
export function sessionState(value: unknown): SessionStateInfo {
  const state = clean(value) ?? 'Undefined';
  const known = STATES[state];
  const category = known?.category ?? 'unknown';
  return {
    state,
    label: known?.label ?? enumLabel(state),
    category,
    open: CATEGORY_OPEN[category],
    fill: known?.fill ?? hatch(color('dark.3'), 3),
    description: known?.description ?? 'State not documented',
  };
}

/** Legend order: the order of STATES, unknown values last. */
export function compareStates(a: string, b: string): number {
  const order = Object.keys(STATES);
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.localeCompare(b);
}

/** One usable session: instants in epoch milliseconds. */
export interface Session {
  /** Position in the service's list. */
  index: number;
  start: number;
  end: number;
  state: string;
}

/**
 * Sessions with readable start and end (placeholder dates such as
 * 9999-12-31 are unreadable), end after start, sorted by start.
 */
export function normalizeSessions(raw: readonly TradingSession[] | undefined | null): { sessions: Session[]; dropped: number } {
  const list = Array.isArray(raw) ? raw : [];
  const sessions: Session[] = [];
  list.forEach((session, index) => {
    if (!session || typeof session !== 'object') return;
    const start = parseServiceDate(session.StartTime)?.getTime();
    const end = parseServiceDate(session.EndTime)?.getTime();
    if (start === undefined || end === undefined || end <= start) return;
    sessions.push({ index, start, end, state: clean(session.State) ?? 'Undefined' });
  });
  sessions.sort((a, b) => a.start - b.start || a.index - b.index);
  return { sessions, dropped: list.length - sessions.length };
}

/** Two sessions touch when one ends where the next starts (within a second). */
const CONTIGUOUS_MS = 1000;

function touches(previous: Session, next: Session): boolean {
  return Math.abs(next.start - previous.end) <= CONTIGUOUS_MS;
}

export type Coverage =
  /** A session covers now. */
  | 'covered'
  /** Now is before the first session. */
  | 'before'
  /** Now is after the last session. */
  | 'after'
  /** Now falls between two sessions that do not touch. */
  | 'gap'
  /** No usable session at all. */
  | 'empty';

export interface MarketStatus {
  coverage: Coverage;
  open: boolean;
  /** The session covering now. */
  current?: Session;
  /** When open: the end of the run of touching open sessions from now. */
  closesAt?: number;
  /** When open: the run reaches the end of the schedule, so it may last longer. */
  closesAtEndOfData?: boolean;
  /** When open: the session right after the open run, if any. */
  afterClose?: Session;
  /** When not open: the first open session after now. */
  nextOpen?: Session;
  /** The next regular-trading session after now, when the current session is not regular trading. */
  nextRegular?: Session;
}

/** Open now / next open, from the sessions and an instant. */
export function marketStatus(sessions: readonly Session[], now: number): MarketStatus {
  if (sessions.length === 0) return { coverage: 'empty', open: false };
  let currentIndex = -1;
  for (let i = 0; i < sessions.length; i++) {
    const session = sessions[i]!;
    if (session.start <= now && now < session.end) currentIndex = i;
  }
  const current = currentIndex >= 0 ? sessions[currentIndex] : undefined;
  const after = (from: number, predicate: (session: Session) => boolean) => sessions.find((session) => session.start >= from && predicate(session));
  const isRegular = (session: Session) => sessionState(session.state).category === 'regular';
  const isOpen = (session: Session) => sessionState(session.state).open;

  let coverage: Coverage = 'covered';
  if (!current) {
    if (now < sessions[0]!.start) coverage = 'before';
    else if (now >= Math.max(...sessions.map((session) => session.end))) coverage = 'after';
    else coverage = 'gap';
  }

  if (current && isOpen(current)) {
    let last = currentIndex;
    while (last + 1 < sessions.length && touches(sessions[last]!, sessions[last + 1]!) && isOpen(sessions[last + 1]!)) last++;
    const next = sessions[last + 1];
    const afterClose = next && touches(sessions[last]!, next) ? next : undefined;
    const status: MarketStatus = {
      coverage,
      open: true,
      current,
      closesAt: sessions[last]!.end,
      closesAtEndOfData: last === sessions.length - 1,
    };
    if (afterClose) status.afterClose = afterClose;
    if (!isRegular(current)) {
      const nextRegular = after(current.end, isRegular);
      if (nextRegular) status.nextRegular = nextRegular;
    }
    return status;
  }

  const status: MarketStatus = { coverage, open: false };
  if (current) status.current = current;
  const from = current ? current.end : now;
  const nextOpen = after(from, isOpen);
  if (nextOpen) status.nextOpen = nextOpen;
  if (nextOpen && !isRegular(nextOpen)) {
    const nextRegular = after(nextOpen.start, isRegular);
    if (nextRegular) status.nextRegular = nextRegular;
  }
  return status;
}

/** A span of time for people: `45 min`, `6 h 30 min`, `2 d 3 h`, `< 1 min`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const totalMinutes = Math.round(Math.abs(ms) / 60_000);
  if (totalMinutes < 1) return '< 1 min';
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** `in 2 h 5 min` for a future instant, `2 h 5 min ago` for a past one. */
export function formatRelative(target: number, now: number): string {
  const delta = target - now;
  return delta >= 0 ? `in ${formatDuration(delta)}` : `${formatDuration(delta)} ago`;
}

/** A day whose regular trading ends well before its usual time (a half day), in the exchange's time. */
export interface EarlyClose {
  /** The instant regular trading ends that day. */
  close: number;
  /** The exchange's day, `YYYY-MM-DD`. */
  day: string;
  /** `13:00`: the close, and the usual one, in the exchange's time. */
  closeText: string;
  usualText: string;
}

/** An early close ends regular trading at least this much before the usual close. */
const EARLY_BY_MINUTES = 30;

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The half days of a schedule: the days whose regular trading (continuous, not auctions or extended hours) ends at
 * least half an hour before the close most of its days share, in the exchange's zone. Needs two days of regular
 * trading to know the usual close; the service's schedule runs about a week ahead.
 */
export function earlyCloses(sessions: readonly Session[], zone: string): EarlyClose[] {
  const localOf = (instant: number) => new Date(instant + zoneOffsetMinutes(zone, new Date(instant)) * 60_000);
  // The day the schedule stops on is cut short by its reach (a lunch break, say), not by the exchange: never a half day.
  const reach = sessions.reduce((latest, session) => Math.max(latest, session.end), Number.NEGATIVE_INFINITY);
  const cutDay = Number.isFinite(reach) ? localOf(reach).toISOString().slice(0, 10) : undefined;
  const closes = new Map<string, { close: number; minutes: number }>();
  for (const session of sessions) {
    if (sessionState(session.state).category !== 'regular') continue;
    const local = localOf(session.end);
    const day = local.toISOString().slice(0, 10);
    if (day === cutDay) continue;
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const known = closes.get(day);
    if (!known || session.end > known.close) closes.set(day, { close: session.end, minutes });
  }
  if (closes.size < 2) return [];
  const counts = new Map<number, number>();
  for (const { minutes } of closes.values()) counts.set(minutes, (counts.get(minutes) ?? 0) + 1);
  // The usual close: the one most days share (the later of a tie).
  const usual = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  if (usual === undefined || (counts.get(usual) ?? 0) < 2) return [];
  return [...closes]
    .filter(([, { minutes }]) => minutes <= usual - EARLY_BY_MINUTES)
    .map(([day, { close, minutes }]) => ({ close, day, closeText: clockText(minutes), usualText: clockText(usual) }))
    .sort((a, b) => a.close - b.close);
}
