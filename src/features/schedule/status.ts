/**
 * The "open now / next open in …" sentence of a schedule, in a display zone.
 */
import { earlyCloses, formatRelative, marketStatus, sessionState, type MarketStatus, type Session } from '@/model/sessions';
import { formatClock, formatDayOf, formatDayTime } from './days';

export type StatusTone = 'open' | 'extended' | 'closed' | 'halted' | 'unknown';

export interface StatusText {
  tone: StatusTone;
  headline: string;
  details: string[];
  status: MarketStatus;
}

function at(instant: number, zone: string, now: number): string {
  return `${formatDayTime(instant, zone)} (${formatRelative(instant, now)})`;
}

function nextOpenLine(session: Session | undefined, zone: string, now: number): string {
  if (!session) return 'No trading session ahead in the schedule.';
  return `Next open: ${sessionState(session.state).label} from ${at(session.start, zone, now)}.`;
}

/**
 * The current session and the open sessions that follow it without a gap, each with its end:
 * `Automated trading until Mon 23 Nov 16:00 (in 2 h), then post-market until 20:00 (in 6 h).`
 */
function openRunLine(sessions: readonly Session[], status: MarketStatus, zone: string, now: number): string {
  const current = status.current as Session;
  const closes = status.closesAt ?? current.end;
  const run = sessions.filter((session) => session.start >= current.start && session.end <= closes && session !== current && session.start >= current.end);
  const parts = [current, ...run];
  let previousEnd = current.end;
  return (
    parts
      .map((session, index) => {
        const label = sessionState(session.state).label;
        const until = status.closesAtEndOfData && index === parts.length - 1 ? 'until at least' : 'until';
        if (index === 0) return `${label} ${until} ${at(session.end, zone, now)}`;
        const sameDay = formatDayOf(session.end, zone) === formatDayOf(previousEnd, zone);
        previousEnd = session.end;
        const time = sameDay ? formatClock(session.end, zone) : formatDayTime(session.end, zone);
        return `then ${label.toLowerCase()} ${until} ${time} (${formatRelative(session.end, now)})`;
      })
      .join(', ') + '.'
  );
}

/**
 * The half days ahead (and today's, until its close), said in words: `Early close Fri 27 Nov: regular trading ends at
 * 13:00 (usually 16:00), exchange time.`
 */
export function earlyCloseLines(sessions: readonly Session[], now: number, exchangeZone: string): string[] {
  return earlyCloses(sessions, exchangeZone)
    .filter((early) => early.close > now)
    .map((early) => `Early close ${formatDayOf(early.close, exchangeZone)}: regular trading ends at ${early.closeText} (usually ${early.usualText}), exchange time.`);
}

export function describeStatus(sessions: readonly Session[], now: number, zone: string, exchangeZone = zone): StatusText {
  const text = describeNow(sessions, now, zone);
  return { ...text, details: [...text.details, ...earlyCloseLines(sessions, now, exchangeZone)] };
}

function describeNow(sessions: readonly Session[], now: number, zone: string): StatusText {
  const status = marketStatus(sessions, now);
  const details: string[] = [];
  const regular = status.nextRegular ? `Regular trading from ${at(status.nextRegular.start, zone, now)}.` : undefined;

  if (status.open && status.current) {
    const state = sessionState(status.current.state);
    details.push(openRunLine(sessions, status, zone, now));
    if (status.afterClose) details.push(`Then ${sessionState(status.afterClose.state).label.toLowerCase()}.`);
    if (regular) details.push(regular);
    // Only regular trading is "open"; extended hours and auctions are named for what they are.
    const headline = state.category === 'regular' ? 'Open now' : `${state.label} now`;
    return { tone: state.category === 'regular' ? 'open' : 'extended', headline, details, status };
  }

  switch (status.coverage) {
    case 'empty':
      return { tone: 'unknown', headline: 'No sessions', details: ['The service returned no usable trading sessions.'], status };
    case 'before':
      details.push(`The schedule starts ${at(sessions[0]!.start, zone, now)}.`);
      details.push(nextOpenLine(status.nextOpen, zone, now));
      if (regular) details.push(regular);
      return { tone: 'unknown', headline: 'Not open now', details, status };
    case 'after':
      details.push(`The schedule ended ${at(Math.max(...sessions.map((session) => session.end)), zone, now)}; it has no later sessions.`);
      return { tone: 'unknown', headline: 'Not open now', details, status };
    case 'gap':
      details.push('No session covers the current time.');
      details.push(nextOpenLine(status.nextOpen, zone, now));
      if (regular) details.push(regular);
      return { tone: 'unknown', headline: 'Not open now', details, status };
    default: {
      const state = sessionState(status.current?.state);
      const halted = state.category === 'halted';
      if (status.current && status.nextOpen?.start !== status.current.end) details.push(`${state.label} until ${at(status.current.end, zone, now)}.`);
      details.push(nextOpenLine(status.nextOpen, zone, now));
      if (regular) details.push(regular);
      return {
        tone: halted ? 'halted' : 'closed',
        headline: halted ? (state.state === 'Halt' ? 'Halted now' : `${state.label} now`) : 'Closed now',
        details,
        status,
      };
    }
  }
}
