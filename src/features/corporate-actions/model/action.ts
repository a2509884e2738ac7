/**
 * What needs an election, and by when: the cut-off of an event (its next
 * open option deadline, with its time), business days left to it, the
 * option applied without an instruction, the amount still uninstructed per
 * account, and the "action needed" and "deadline passed" rules.
 *
 * Pure: the clock and the time zone are arguments, so tests pin both.
 */
import type { CorporateActionEvent, EventOption, Holding } from '@/api/types';
import { addWeekdays, businessDaysBetween, dayOfIndex, weekdayText } from '@/lib/business-days';
import { asNumber, clean, parseServiceDate } from '@/lib/format';
import { isVoluntary, options } from './event';
import { DEFAULT_DUE_IN, type InboxSearch } from '@/features/corporate-actions/url';

const DAY_MS = 86_400_000;

/** An option's cut-off as an instant: a date without a time is taken to close at the end of that UTC day. */
export interface CutOff {
  /** As sent. */
  text: string;
  /** The instant it closes. */
  at: Date;
  /** Whether the service gave a time of day. */
  timed: boolean;
}

export function cutOffOf(value: unknown): CutOff | undefined {
  const text = clean(value);
  const date = parseServiceDate(text);
  if (!text || !date) return undefined;
  const timed = text.includes('T');
  return { text, timed, at: timed ? date : new Date(date.getTime() + DAY_MS - 1) };
}

/** Every option deadline of an event as cut-offs, earliest first. */
export function cutOffs(event: CorporateActionEvent): CutOff[] {
  const seen = new Set<number>();
  const out: CutOff[] = [];
  for (const option of options(event)) {
    const cut = cutOffOf(option.Deadline?.Date);
    if (cut && !seen.has(cut.at.getTime())) {
      seen.add(cut.at.getTime());
      out.push(cut);
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The next cut-off not yet passed at `now`. */
export function nextCutOff(event: CorporateActionEvent, now: Date): CutOff | undefined {
  return cutOffs(event).find((cut) => cut.at.getTime() > now.getTime());
}

const CLOSED_STATES = new Set(['Withdrawn', 'Cancelled', 'Complete']);

/** The election status of the event: the service's, else derived from its holdings (elected amount against amount). */
export function eventElection(event: CorporateActionEvent): 'NotElected' | 'PartialElected' | 'Elected' | undefined {
  const sent = clean(event.ElectionStatus);
  if (sent === 'NotElected' || sent === 'PartialElected' || sent === 'Elected') return sent;
  if (!isVoluntary(event)) return undefined;
  const holdings = Array.isArray(event.Holdings) ? event.Holdings : [];
  if (holdings.length === 0) return undefined;
  const statuses = holdings.map(holdingElection);
  if (statuses.every((status) => status === 'Elected')) return 'Elected';
  if (statuses.every((status) => status === 'NotElected')) return 'NotElected';
  return 'PartialElected';
}

/** The amount a holding has elected: its own field, else the sum over its options. */
export function electedAmount(holding: Holding): number {
  const own = asNumber(holding.ElectedAmount);
  if (own !== undefined) return own;
  const list = Array.isArray(holding.Options) ? holding.Options : [];
  return list.reduce((sum, option) => sum + (asNumber(option?.ElectedAmount) ?? 0), 0);
}

/** A holding's election status: its own field, else from elected against held amount. */
export function holdingElection(holding: Holding): 'NotElected' | 'PartialElected' | 'Elected' {
  const sent = clean(holding.ElectionStatus);
  if (sent === 'NotElected' || sent === 'PartialElected' || sent === 'Elected') return sent;
  const elected = electedAmount(holding);
  const amount = asNumber(holding.Amount);
  if (elected <= 0) return 'NotElected';
  if (amount === undefined || elected >= amount) return 'Elected';
  return 'PartialElected';
}

/**
 * An open election: voluntary, not (fully) elected, neither withdrawn, cancelled nor complete, and a cut-off
 * still ahead at `now`.
 */
export function needsAction(event: CorporateActionEvent, now: Date): boolean {
  if (!isVoluntary(event)) return false;
  if (CLOSED_STATES.has(clean(event.EventState) ?? '')) return false;
  if (eventElection(event) === 'Elected') return false;
  return nextCutOff(event, now) !== undefined;
}

/** A voluntary event left without any election whose every cut-off has passed (and that was not withdrawn or cancelled). */
export function deadlinePassed(event: CorporateActionEvent, now: Date): boolean {
  if (!isVoluntary(event)) return false;
  if (CLOSED_STATES.has(clean(event.EventState) ?? '')) return false;
  if (eventElection(event) !== 'NotElected') return false;
  const all = cutOffs(event);
  return all.length > 0 && all.every((cut) => cut.at.getTime() <= now.getTime());
}

/** Open elections at `now`, soonest cut-off first (ties by event id). */
export function actionNeeded(events: readonly CorporateActionEvent[], now: Date): { event: CorporateActionEvent; cutOff: CutOff }[] {
  const out: { event: CorporateActionEvent; cutOff: CutOff }[] = [];
  for (const event of events) {
    if (!needsAction(event, now)) continue;
    const cutOff = nextCutOff(event, now);
    if (cutOff) out.push({ event, cutOff });
  }
  return out.sort((a, b) => a.cutOff.at.getTime() - b.cutOff.at.getTime() || (clean(a.event.EventId) ?? '').localeCompare(clean(b.event.EventId) ?? ''));
}

/** One formatter per zone and kind: making an Intl.DateTimeFormat costs far more than using one (lists call these per row). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(kind: 'day' | 'cut-off', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(key, format);
  }
  return format;
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function zoneDay(at: Date, timeZone: string): string {
  const parts = zoneFormatter('day', timeZone).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The day a cut-off falls on, as seen in `timeZone`: a date-only cut-off keeps its own date in every zone (it is a
 * day, not the instant it is taken to close at); a timed one (or a bare instant) the day of that instant there.
 */
export function cutOffDay(cut: CutOff | Date, timeZone: string): string {
  if (cut instanceof Date) return zoneDay(cut, timeZone);
  return cut.timed ? zoneDay(cut.at, timeZone) : dayOfIndex(Math.floor(cut.at.getTime() / DAY_MS));
}

/**
 * Business days from `now` to the cut-off, as seen in `timeZone`: the working days after today up to and including
 * the cut-off's day (0 when it falls today or before the next working day). Weekends are skipped, and the days of
 * `holidays` (`YYYY-MM-DD`) when given.
 */
export function businessDaysLeft(now: Date, cutOff: CutOff | Date, timeZone: string, holidays: ReadonlySet<string> = new Set()): number {
  return businessDaysBetween(zoneDay(now, timeZone), cutOffDay(cutOff, timeZone), holidays);
}

/** "today", "1 business day", "4 business days". */
export function businessDaysText(now: Date, cutOff: CutOff | Date, timeZone: string, holidays?: ReadonlySet<string>): string {
  // A date-only cut-off still open after the user's midnight (east of UTC) is due today, not in 0 days.
  if (cutOffDay(cutOff, timeZone) <= zoneDay(now, timeZone)) return 'today';
  const days = businessDaysLeft(now, cutOff, timeZone, holidays);
  return days === 1 ? '1 business day' : `${days} business days`;
}

/** `Mon 30 Nov 2026 14:00` in a zone (the time left out when the service gave none). */
export function formatCutOff(cut: CutOff, timeZone: string): string {
  const parts = zoneFormatter('cut-off', timeZone).formatToParts(cut.at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  if (!cut.timed) return weekdayText(cut.text.slice(0, 10));
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')} ${get('hour')}:${get('minute')}`;
}

/** The browser's time zone (UTC when it cannot be read). */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The option applied without an instruction (IsDefault), if the service marks one. */
export function defaultOption(event: CorporateActionEvent): EventOption | undefined {
  return options(event).find((option) => option.IsDefault === true);
}

export function optionName(option: EventOption): string {
  const name = clean(option.OptionType?.Name) ?? clean(option.OptionType?.Description) ?? clean(option.OptionType?.Code) ?? 'Option';
  const id = clean(option.OptionId);
  return id ? `${name} (option ${id})` : name;
}

export interface Uninstructed {
  account: string;
  amount: number;
}

/** The amount still without an instruction, per account (accounts fully instructed left out). */
export function uninstructed(event: CorporateActionEvent): Uninstructed[] {
  const holdings = Array.isArray(event.Holdings) ? event.Holdings : [];
  const byAccount = new Map<string, number>();
  for (const holding of holdings) {
    if (!holding || typeof holding !== 'object') continue;
    const amount = asNumber(holding.Amount);
    if (amount === undefined) continue;
    const left = Math.max(0, amount - electedAmount(holding));
    if (left <= 0) continue;
    const account = clean(holding.AccountDisplayName) ?? clean(holding.AccountId) ?? clean(holding.AccountKey) ?? 'Unnamed account';
    byAccount.set(account, (byAccount.get(account) ?? 0) + left);
  }
  return [...byAccount].map(([account, amount]) => ({ account, amount }));
}

/** Accounts holding the event: the service's count when sent (with sub-accounts), else the distinct accounts of its holdings. */
export function affectedAccounts(event: CorporateActionEvent): number | undefined {
  const sent = asNumber(event.AffectedAccounts);
  if (sent !== undefined) return sent;
  const holdings = Array.isArray(event.Holdings) ? event.Holdings : [];
  if (holdings.length === 0) return undefined;
  const accounts = new Set(holdings.map((holding) => clean(holding?.AccountKey) ?? clean(holding?.AccountId) ?? ''));
  return accounts.size;
}

/** Whether a cut-off closes within the week: before the end of the sixth day after today (UTC days, as the service's date filters). */
export function dueThisWeek(cut: CutOff, now: Date): boolean {
  const endOfWeek = (Math.floor(now.getTime() / DAY_MS) + 7) * DAY_MS;
  return cut.at.getTime() < endOfWeek;
}

export interface Urgency {
  label: string;
  color: 'red' | 'orange' | 'gray';
  /** The cut-off it counts to (none for a passed deadline). */
  cutOff?: CutOff;
  passed: boolean;
}

/**
 * The list's and the event page's mark: "Due today" or "Due in N business days" for an open election (red to the next
 * business day, orange within the week), "Deadline passed" for a lapsed, unelected one; nothing otherwise.
 */
export function urgency(event: CorporateActionEvent, now: Date, timeZone: string, holidays?: ReadonlySet<string>): Urgency | undefined {
  if (deadlinePassed(event, now)) return { label: 'Deadline passed', color: 'red', passed: true };
  if (!needsAction(event, now)) return undefined;
  const cutOff = nextCutOff(event, now);
  if (!cutOff) return undefined;
  const text = businessDaysText(now, cutOff, timeZone, holidays);
  const days = text === 'today' ? 0 : businessDaysLeft(now, cutOff, timeZone, holidays);
  return { label: text === 'today' ? 'Due today' : `Due in ${text}`, color: days <= 1 ? 'red' : days <= 4 ? 'orange' : 'gray', cutOff, passed: false };
}

/** The holdings' distinct accounts. */
function accountsOf(event: CorporateActionEvent): string[] {
  const holdings = Array.isArray(event.Holdings) ? event.Holdings : [];
  const names = holdings
    .filter((holding) => holding && typeof holding === 'object')
    .map((holding) => clean(holding.AccountDisplayName) ?? clean(holding.AccountId) ?? clean(holding.AccountKey) ?? 'Unnamed account');
  return [...new Set(names)];
}

/**
 * The event page's one-line answer: how many accounts are still to instruct, what happens without an instruction,
 * and the cut-off with the business days left (or that it passed).
 */
export function actionSummary(event: CorporateActionEvent, now: Date, timeZone: string, holidays?: ReadonlySet<string>, holidaysKnownUntil?: string): string {
  if (!isVoluntary(event)) return 'Mandatory: nothing to elect';
  const accounts = accountsOf(event);
  // Withdrawn, cancelled or complete: nothing is left to instruct, whatever the holdings say.
  if (CLOSED_STATES.has(clean(event.EventState) ?? '')) {
    const held = accounts.length > 0 ? ` · held in ${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}` : '';
    return `${enumText(event.EventState)}: no instruction applies${held}`;
  }
  const parts: string[] = [];
  if (accounts.length > 0) {
    const open = uninstructed(event).length;
    parts.push(`${open} of ${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'} still to instruct`);
  }
  const fallback = defaultOption(event);
  parts.push(`default: ${fallback ? optionName(fallback) : 'none marked'}`);
  const next = nextCutOff(event, now);
  const all = cutOffs(event);
  if (next) {
    // The market holidays skipped on the way, when the instrument's trading schedule showed some.
    const from = zoneDay(now, timeZone);
    const to = cutOffDay(next, timeZone);
    const skipped = [...(holidays ?? [])].filter((day) => day > from && day <= to).sort();
    const notes = skipped.length ? [`market ${skipped.length === 1 ? 'holiday' : 'holidays'} ${skipped.join(', ')} skipped`] : [];
    if (holidaysKnownUntil && to > holidaysKnownUntil) notes.push(`market holidays after ${holidaysKnownUntil} not known`);
    const note = notes.length ? ` (${notes.join('; ')})` : '';
    parts.push(`cut-off ${formatCutOff(next, 'UTC')}${next.timed ? ' UTC' : ''}, ${businessDaysText(now, next, timeZone, holidays)}${note}`);
  } else if (all.length > 0) {
    const last = all[all.length - 1] as CutOff;
    parts.push(`deadline passed (${formatCutOff(last, 'UTC')}${last.timed ? ' UTC' : ''})`);
  } else parts.push('no cut-off given');
  return parts.join(' · ');
}

const enumText = (value: unknown) => clean(value) ?? '';

/** The last day (in `timeZone`) of "within `days` business days" from `now`. */
export function dueByDay(now: Date, days: number, timeZone: string): string {
  return addWeekdays(zoneDay(now, timeZone), days);
}

/** Whether a cut-off falls within `days` business days (weekdays) of `now`, in `timeZone`: today's count too. */
export function dueWithin(cut: CutOff, now: Date, days: number, timeZone: string): boolean {
  return businessDaysLeft(now, cut, timeZone) <= days;
}

export type ActionScope = 'open' | 'week' | 'due';

/** The view's scope in an address: every open election unless it names another. */
export function actionScope(search: InboxSearch): ActionScope {
  return search.action === 'week' || search.action === 'due' ? search.action : 'open';
}

/**
 * The rows of the view: every open election, those due within the week, or those due within `dueIn` business days
 * in `timeZone` (the warnings strip counts these very rows).
 */
export function actionRows(
  events: readonly CorporateActionEvent[],
  now: Date,
  scope: ActionScope,
  due: { dueIn: number; timeZone: string } = { dueIn: DEFAULT_DUE_IN, timeZone: 'UTC' },
) {
  const rows = actionNeeded(events, now);
  if (scope === 'week') return rows.filter((row) => dueThisWeek(row.cutOff, now));
  if (scope === 'due') return rows.filter((row) => dueWithin(row.cutOff, now, due.dueIn, due.timeZone));
  return rows;
}
