/**
 * URL search params of the trading schedule: `tz` (exchange | local | a
 * broker zone id) and `view` (timeline | table).
 */
import { z } from 'zod/mini';
import { searchValidator, wholeNumber } from '@/lib/search-params';

export type ZoneParam = 'exchange' | 'local' | number;
export type ScheduleView = 'timeline' | 'table';

const zoneId = wholeNumber(0, 9999);

export const scheduleSearch = searchValidator({
  tz: z.union(
    [
      z.enum(['exchange', 'local']),
      zoneId,
      // Numeric text from a hand-written address.
      z.pipe(z.string().check(z.regex(/^\s*\d{1,4}\s*$/)), z.transform(Number)),
    ],
    { error: 'expected exchange, local or a time zone id' },
  ),
  view: z.enum(['timeline', 'table'], { error: 'expected timeline or table' }),
});

export interface ScheduleSearch {
  tz?: ZoneParam | undefined;
  view?: ScheduleView | undefined;
}
