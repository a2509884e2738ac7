import { dateFormatter } from './format';

const TIME = dateFormatter({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const DAY_AND_TIME = dateFormatter({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** When data on screen was loaded, in the reader's time: the time of day, with the day when it is not today. */
export function loadedAt(updatedAt: number, now: number = Date.now()): string {
  if (!Number.isFinite(updatedAt) || updatedAt <= 0) return 'earlier';
  const sameDay = new Date(updatedAt).toDateString() === new Date(now).toDateString();
  return sameDay ? TIME.format(updatedAt) : DAY_AND_TIME.format(updatedAt);
}
