/**
 * The warnings strip above the inbox: what needs the desk today, each count with the address of the list it opens.
 * A count is always read from the very list its link opens (the same query or the same rule), so the two agree.
 *
 * - elections due within N business days and not instructed: the action-needed rows whose cut-off is N weekdays
 *   away or nearer, in the user's time zone (`due`);
 * - events paying within five business days: the list filtered on its pay date from today to five weekdays on;
 * - preliminary events whose ex date falls within two weeks;
 * - withdrawn events new or changed since this browser's review, and every event new or changed since then;
 * - the watched events (by id, or on an instrument of a watchlist): their number, and how many are new or changed.
 *
 * Business days here are weekdays: market holidays differ by instrument and are counted on each row, not here.
 * (The rules: `addWeekdays` in @/lib/business-days, `dueWithin` in action.ts, `changedSinceReview` in review.ts.)
 */
import { addWeekdays } from '@/lib/business-days';
import { dayNumber, dayText } from '@/features/corporate-actions/model/event';
import { DEFAULT_DUE_IN, LIST_EVENT_STATES, whosePart, type InboxSearch } from '@/features/corporate-actions/url';

/** Events paying within this many business days. */
export const PAYING_DAYS = 5;
/** Preliminary events whose ex date falls within this many days. */
export const PRELIMINARY_DAYS = 14;

export type WarningId = 'due' | 'paying' | 'preliminary' | 'withdrawn' | 'changed' | 'watched';

/** The address of each warning's list, for the whose-events choice of `search`; other filters are left behind. */
export function warningSearches(search: InboxSearch, now: Date, dueIn: number): Record<WarningId, InboxSearch> {
  const whose = whosePart(search);
  const today = dayText(dayNumber(now));
  return {
    due: { ...whose, action: 'due', ...(dueIn === DEFAULT_DUE_IN ? {} : { dueIn }) },
    paying: { ...whose, payFrom: today, payTo: addWeekdays(today, PAYING_DAYS) },
    preliminary: { ...whose, states: 'Preliminary', exFrom: today, exTo: dayText(dayNumber(now) + PRELIMINARY_DAYS) },
    withdrawn: { ...whose, states: 'Withdrawn', changed: true },
    changed: { ...whose, changed: true },
    // Withdrawn events too: a watched event that is withdrawn is news.
    watched: { ...whose, watched: true, states: LIST_EVENT_STATES.join(',') },
  };
}
