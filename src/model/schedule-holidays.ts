/**
 * The market holidays a trading schedule shows (4.6, or an instrument's
 * TradingSessions: sessions from now to about a week ahead): the weekdays it
 * covers whole on which no session trades, and the last day it covers (after
 * it, holidays are not known). Shared by the corporate-actions inbox, the
 * expiry calendar and the holiday calendar.
 *
 * Without a zone the days are UTC days and a day trades when any trading
 * session overlaps it. With the exchange's zone they are the exchange's own
 * days, and a day trades when a trading session ends on it (or spans it
 * whole): a session that opens the evening before its trade date (a futures
 * market's overnight session) counts for the day it ends on, and extended
 * hours that run past midnight UTC (a US market's after-hours) do not make the
 * next UTC day a trading day.
 */
import type { TradingSession } from '@/api/types';
import { dayOfIndex, isWeekendIndex } from '@/lib/business-days';
import { clean, parseServiceDate } from '@/lib/format';
import { zoneOffsetMinutes } from './timezones';

const DAY_MS = 86_400_000;

/** Session states in which the market does not trade. */
const NOT_TRADING = new Set(['Closed', 'Break']);

/** What a schedule tells of the days it covers. */
export interface ScheduleDays {
  /** Weekdays (`YYYY-MM-DD`) covered whole on which nothing trades. */
  holidays: Set<string>;
  /** Days (`YYYY-MM-DD`, weekends included) on which trading is seen, the first day in part included. */
  trading: Set<string>;
  /** The first and last days covered whole. */
  from?: string;
  until?: string;
}

/** The weekdays (UTC days, or the days of `zone`) the schedule covers whole on which no session trades. Days beyond it are not known. */
export function scheduleHolidays(sessions: readonly TradingSession[] | undefined, zone?: string): Set<string> {
  return scheduleDays(sessions, zone).holidays;
}

/** The last day (UTC, or of `zone`; `YYYY-MM-DD`) a trading schedule covers whole: holidays after it are not known. */
export function scheduleReach(sessions: readonly TradingSession[] | undefined, zone?: string): string | undefined {
  return scheduleDays(sessions, zone).until;
}

/** The days a schedule covers, in UTC or, given the exchange's zone (an IANA name or a fixed offset), in the exchange's own days. */
export function scheduleDays(sessions: readonly TradingSession[] | undefined, zone?: string): ScheduleDays {
  // In the exchange's days, an instant is moved by the zone's offset at that instant: day boundaries fall on local midnights.
  const local = (ms: number) => (zone ? ms + zoneOffsetMinutes(zone, new Date(ms)) * 60_000 : ms);
  const spans: { start: number; end: number; trading: boolean }[] = [];
  for (const session of Array.isArray(sessions) ? sessions : []) {
    const start = parseServiceDate(session?.StartTime)?.getTime();
    const end = parseServiceDate(session?.EndTime)?.getTime();
    if (start === undefined || end === undefined || end <= start) continue;
    spans.push({ start: local(start), end: local(end), trading: !NOT_TRADING.has(clean(session.State) ?? '') });
  }
  const holidays = new Set<string>();
  const trading = new Set<string>();
  if (spans.length === 0) return { holidays, trading };
  const trades = (from: number, to: number) =>
    spans.some((span) => span.trading && (zone ? (span.end > from && span.end <= to) || (span.start <= from && span.end >= to) : span.start < to && span.end > from));
  const first = Math.min(...spans.map((span) => span.start));
  const last = Math.max(...spans.map((span) => span.end));
  let from: string | undefined;
  let until: string | undefined;
  for (let day = Math.floor(first / DAY_MS); day * DAY_MS < last; day += 1) {
    const start = day * DAY_MS;
    const end = start + DAY_MS;
    if (trades(start, end)) trading.add(dayOfIndex(day));
    if (start < first || end > last) continue;
    until = dayOfIndex(day);
    from ??= until;
    if (!isWeekendIndex(day) && !trading.has(until)) holidays.add(until);
  }
  return { holidays, trading, ...(from ? { from } : {}), ...(until ? { until } : {}) };
}
