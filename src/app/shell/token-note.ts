/** What the backend badge says of a pasted token's time left, and when that wording next changes. */
import { TOKEN_WARNING_MINUTES } from '@/api/jwt';

export interface TokenNote {
  /** The badge's text (and the link's name) at every width. */
  readonly text: string;
  /** What a narrow screen shows ('' for nothing). */
  readonly short: string;
  readonly color: string;
  /** In how many ms the wording changes (undefined once the token has expired: it says so for good). */
  readonly changesInMs: number | undefined;
}

const MINUTE = 60_000;

/**
 * Whole minutes are counted down (rounded down, never up): a token with 40 s left says "less than a minute",
 * not "0 min", and one whose time is up says "expired".
 */
function formatRemaining(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The note for a token with `remainingMs` left (0 or less: expired). */
export function tokenNoteOf(remainingMs: number): TokenNote {
  if (remainingMs <= 0) return { text: 'token expired', short: 'expired', color: 'red', changesInMs: undefined };
  const minutes = Math.floor(remainingMs / MINUTE);
  // The wording holds until the next whole minute is crossed (or, under a minute, until the end).
  const changesInMs = minutes === 0 ? remainingMs : remainingMs - minutes * MINUTE + 1;
  if (minutes === 0) return { text: 'token expires in less than a minute', short: '< 1 min', color: 'orange', changesInMs };
  if (minutes < TOKEN_WARNING_MINUTES) return { text: `token expires in ${formatRemaining(minutes)}`, short: formatRemaining(minutes), color: 'orange', changesInMs };
  return { text: `token valid ${formatRemaining(minutes)}`, short: '', color: 'gray', changesInMs };
}
