/**
 * The market holidays a trading schedule shows (4.6, or an instrument's
 * TradingSessions: sessions from now to about a week ahead): the weekdays it
 * covers whole on which no session trades, and the last day it covers (after
 * it, holidays are not known). Shared by the corporate-actions inbox and the
 * expiry calendar, which count business days without them.
 */
import type { TradingSession } from '@/api/types';
import { dayOfIndex, isWeekendIndex } from '@/lib/business-days';
import { clean, parseServiceDate } from '@/lib/format';

const DAY_MS = 86_400_000;

/** Session states in which the market does not trade. */
const NOT_TRADING = new Set(['Closed', 'Break']);

/** The weekdays (UTC days, `YYYY-MM-DD`) the schedule covers whole on which no session trades. Days beyond it are not known. */
export function scheduleHolidays(sessions: readonly TradingSession[] | undefined): Set<string> {
  return readSchedule(sessions).holidays;
}

/** The last UTC day (`YYYY-MM-DD`) a trading schedule covers whole: holidays after it are not known. */
export function scheduleReach(sessions: readonly TradingSession[] | undefined): string | undefined {
  return readSchedule(sessions).until;
}

function readSchedule(sessions: readonly TradingSession[] | undefined): { holidays: Set<string>; until?: string } {
  const spans: { start: number; end: number; trading: boolean }[] = [];
  for (const session of Array.isArray(sessions) ? sessions : []) {
    const start = parseServiceDate(session?.StartTime)?.getTime();
    const end = parseServiceDate(session?.EndTime)?.getTime();
    if (start === undefined || end === undefined || end <= start) continue;
    spans.push({ start, end, trading: !NOT_TRADING.has(clean(session.State) ?? '') });
  }
  const holidays = new Set<string>();
  if (spans.length === 0) return { holidays };
  const first = Math.min(...spans.map((span) => span.start));
  const last = Math.max(...spans.map((span) => span.end));
  let until: string | undefined;
  for (let day = Math.ceil(first / DAY_MS); (day + 1) * DAY_MS <= last; day += 1) {
    until = dayOfIndex(day);
    if (isWeekendIndex(day)) continue;
    const from = day * DAY_MS;
    const to = from + DAY_MS;
    if (!spans.some((span) => span.trading && span.start < to && span.end > from)) holidays.add(until);
  }
  return until === undefined ? { holidays } : { holidays, until };
}
