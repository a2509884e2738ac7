import { useEffect, useRef, useState } from 'react';
import { isApiError, rateLimitWaitMs, type ApiError } from '@/api/errors';

/** Views ask again by themselves after at most this many 429s in a row; then it is up to the reader. */
export const MAX_AUTOMATIC_RETRIES = 3;
/** A 429 this long after the previous one's wait is over still continues the row. */
const ROW_GRACE_MS = 30_000;

/** The app's row of 429s (the session's quotas are shared by every view): when the last wait ends, and how many so far. */
let row = { until: Number.NEGATIVE_INFINITY, count: 0 };
const positions = new WeakMap<ApiError, number>();
/** The 429s whose wait is over and which asked again: a panel shown again for the same answer (remounted) does not ask again. */
const askedAgain = new WeakSet<ApiError>();

/** Where a 429 stands in the row (1 for the first); one that comes during another's wait is part of the same burst. */
function positionInRow(error: ApiError): number {
  let position = positions.get(error);
  if (position === undefined) {
    if (error.receivedAt < row.until) position = row.count;
    else position = error.receivedAt <= row.until + ROW_GRACE_MS ? row.count + 1 : 1;
    row = { until: Math.max(row.until, error.receivedAt + rateLimitWaitMs(error)), count: position };
    positions.set(error, position);
  }
  return position;
}

/**
 * For a 429: the seconds left before asking again, from when the answer
 * came (the wait the service names, else a quota minute); 0 once the wait is over, when `onElapsed` is called (once per answer, however often the panel mounts).
 * Undefined for any other error, and after MAX_AUTOMATIC_RETRIES 429s in a row.
 */
export function useRetryCountdown(error: unknown, onElapsed?: () => void): number | undefined {
  const limited = isApiError(error) && error.isRateLimited ? error : undefined;
  const position = limited ? positionInRow(limited) : 0;
  const deadline = limited && position <= MAX_AUTOMATIC_RETRIES ? limited.receivedAt + rateLimitWaitMs(limited) : undefined;
  // The time the countdown was last brought up to date, for this error.
  const [clock, setClock] = useState(() => ({ error, now: limited?.receivedAt ?? 0 }));
  const now = clock.error === error ? clock.now : (limited?.receivedAt ?? 0);

  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useEffect(() => {
    if (deadline === undefined || !limited) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (): void => {
      const left = deadline - Date.now();
      if (left <= 0) {
        // Once per answer: a route's error page remounts while its retry loads, and must not start it again (and again).
        if (!askedAgain.has(limited)) {
          askedAgain.add(limited);
          elapsed.current?.();
        }
        return;
      }
      // Wake when the number of seconds shown changes.
      timer = setTimeout(
        () => {
          setClock({ error, now: Date.now() });
          tick();
        },
        left % 1000 || 1000,
      );
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, error, limited]);

  if (deadline === undefined) return undefined;
  // Shown again after its wait and its retry: nothing left to count.
  return limited && askedAgain.has(limited) ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}
