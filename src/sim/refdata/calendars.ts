/**
 * Market holiday calendars (fixed-date holidays, moveable feasts derived from
 * Easter, nth-weekday rules and weekend substitution) and business-day
 * arithmetic on top of them. Approximations are deliberate: lunar holidays
 * are left out; everything else follows each market's published pattern.
 */
import { FRIDAY, MONDAY, THURSDAY, dayOf, easterSunday, isWeekend, lastWeekday, nthWeekday, weekdayOf, yearOf, SATURDAY, SUNDAY } from '../core/calendar';

export type CalendarId =
  | 'US'
  | 'CME'
  | 'CA'
  | 'UK'
  | 'EURONEXT'
  | 'XETRA'
  | 'EUREX'
  | 'SIX'
  | 'VIE'
  | 'DK'
  | 'SE'
  | 'NO'
  | 'FI'
  | 'IT'
  | 'ES'
  | 'PL'
  | 'JP'
  | 'HK'
  | 'SG'
  | 'AU'
  | 'NZ'
  | 'ZA'
  | 'ICE'
  | 'FX';

type Rule = (year: number) => number[];

/** A fixed date, moved off weekends by `observe`. */
function fixed(month: number, day: number, observe: 'none' | 'us' | 'next' = 'none'): Rule {
  return (year) => {
    const date = dayOf(year, month, day);
    const weekday = weekdayOf(date);
    if (observe === 'us') {
      if (weekday === SATURDAY) return month === 1 && day === 1 ? [] : [date - 1];
      if (weekday === SUNDAY) return [date + 1];
    }
    if (observe === 'next') {
      if (weekday === SATURDAY) return [date + 2];
      if (weekday === SUNDAY) return [date + 1];
    }
    return [date];
  };
}

const easter =
  (offset: number): Rule =>
  (year) => [easterSunday(year) + offset];
const nth =
  (month: number, weekday: number, n: number): Rule =>
  (year) => [nthWeekday(year, month, weekday, n)];
const last =
  (month: number, weekday: number): Rule =>
  (year) => [lastWeekday(year, month, weekday)];

/** Christmas and Boxing Day with British-style substitution (both move to the next free weekdays). */
const christmasPair: Rule = (year) => {
  const christmas = dayOf(year, 12, 25);
  const weekday = weekdayOf(christmas);
  if (weekday === SATURDAY) return [christmas + 2, christmas + 3];
  if (weekday === SUNDAY) return [christmas + 1, christmas + 2];
  if (weekday === FRIDAY) return [christmas, christmas + 3];
  return [christmas, christmas + 1];
};

/** Friday between 19 and 25 June (Midsummer Eve in Sweden and Finland). */
const midsummerEve: Rule = (year) => {
  const start = dayOf(year, 6, 19);
  return [start + ((FRIDAY - weekdayOf(start) + 7) % 7)];
};

/** Monday before 25 May (Victoria Day). */
const victoriaDay: Rule = (year) => {
  const date = dayOf(year, 5, 24);
  return [date - ((weekdayOf(date) - MONDAY + 7) % 7)];
};

const GOOD_FRIDAY = easter(-2);
const EASTER_MONDAY = easter(1);
const MAUNDY_THURSDAY = easter(-3);
const ASCENSION = easter(39);
const WHIT_MONDAY = easter(50);

const RULES: Record<CalendarId, readonly Rule[]> = {
  US: [
    fixed(1, 1, 'us'),
    nth(1, MONDAY, 3),
    nth(2, MONDAY, 3),
    GOOD_FRIDAY,
    last(5, MONDAY),
    fixed(6, 19, 'us'),
    fixed(7, 4, 'us'),
    nth(9, MONDAY, 1),
    nth(11, THURSDAY, 4),
    fixed(12, 25, 'us'),
  ],
  CME: [fixed(1, 1, 'us'), GOOD_FRIDAY, fixed(7, 4, 'us'), nth(11, THURSDAY, 4), fixed(12, 25, 'us')],
  CA: [fixed(1, 1, 'next'), nth(2, MONDAY, 3), GOOD_FRIDAY, victoriaDay, fixed(7, 1, 'next'), nth(8, MONDAY, 1), nth(9, MONDAY, 1), nth(10, MONDAY, 2), christmasPair],
  UK: [fixed(1, 1, 'next'), GOOD_FRIDAY, EASTER_MONDAY, nth(5, MONDAY, 1), last(5, MONDAY), last(8, MONDAY), christmasPair],
  EURONEXT: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(12, 25), fixed(12, 26)],
  XETRA: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  EUREX: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  SIX: [fixed(1, 1), fixed(1, 2), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), ASCENSION, WHIT_MONDAY, fixed(8, 1), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  VIE: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), WHIT_MONDAY, fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  DK: [fixed(1, 1), MAUNDY_THURSDAY, GOOD_FRIDAY, EASTER_MONDAY, ASCENSION, easter(40), WHIT_MONDAY, fixed(6, 5), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  SE: [fixed(1, 1), fixed(1, 6), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), ASCENSION, fixed(6, 6), midsummerEve, fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  NO: [fixed(1, 1), MAUNDY_THURSDAY, GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(5, 17), ASCENSION, WHIT_MONDAY, fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  FI: [fixed(1, 1), fixed(1, 6), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), ASCENSION, midsummerEve, fixed(12, 6), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  IT: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(8, 15), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  ES: [fixed(1, 1), GOOD_FRIDAY, EASTER_MONDAY, fixed(5, 1), fixed(12, 24), fixed(12, 25), fixed(12, 26), fixed(12, 31)],
  PL: [
    fixed(1, 1),
    fixed(1, 6),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    fixed(5, 1),
    fixed(5, 3),
    easter(60),
    fixed(8, 15),
    fixed(11, 1),
    fixed(11, 11),
    fixed(12, 24),
    fixed(12, 25),
    fixed(12, 26),
    fixed(12, 31),
  ],
  JP: [
    fixed(1, 1),
    fixed(1, 2),
    fixed(1, 3),
    nth(1, MONDAY, 2),
    fixed(2, 11, 'next'),
    fixed(2, 23, 'next'),
    (year) => [dayOf(year, 3, 20)],
    fixed(4, 29, 'next'),
    fixed(5, 3),
    fixed(5, 4),
    fixed(5, 5, 'next'),
    nth(7, MONDAY, 3),
    fixed(8, 11, 'next'),
    nth(9, MONDAY, 3),
    (year) => [dayOf(year, 9, 23)],
    nth(10, MONDAY, 2),
    fixed(11, 3, 'next'),
    fixed(11, 23, 'next'),
    fixed(12, 31),
  ],
  HK: [fixed(1, 1, 'next'), GOOD_FRIDAY, easter(-1), EASTER_MONDAY, fixed(4, 4), fixed(5, 1, 'next'), fixed(7, 1, 'next'), fixed(10, 1, 'next'), christmasPair],
  SG: [fixed(1, 1, 'next'), GOOD_FRIDAY, fixed(5, 1, 'next'), fixed(8, 9, 'next'), fixed(12, 25, 'next')],
  AU: [fixed(1, 1, 'next'), fixed(1, 26, 'next'), GOOD_FRIDAY, EASTER_MONDAY, fixed(4, 25), nth(6, MONDAY, 2), christmasPair],
  NZ: [fixed(1, 1, 'next'), fixed(1, 2, 'next'), fixed(2, 6, 'next'), GOOD_FRIDAY, EASTER_MONDAY, fixed(4, 25, 'next'), nth(6, MONDAY, 1), nth(10, MONDAY, 4), christmasPair],
  ZA: [
    fixed(1, 1, 'next'),
    fixed(3, 21, 'next'),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    fixed(4, 27, 'next'),
    fixed(5, 1, 'next'),
    fixed(6, 16, 'next'),
    fixed(8, 9, 'next'),
    fixed(9, 24, 'next'),
    fixed(12, 16, 'next'),
    fixed(12, 25),
    fixed(12, 26, 'next'),
  ],
  ICE: [fixed(1, 1, 'next'), GOOD_FRIDAY, christmasPair],
  FX: [fixed(1, 1), fixed(12, 25)],
};

/** Per calendar, its holidays per year. */
const cache = new Map<CalendarId, Map<number, ReadonlySet<number>>>();

function holidaysOf(calendar: CalendarId, year: number): ReadonlySet<number> {
  let years = cache.get(calendar);
  if (!years) {
    years = new Map();
    cache.set(calendar, years);
  }
  let set = years.get(year);
  if (!set) {
    const days = new Set<number>();
    for (const rule of RULES[calendar]) for (const day of rule(year)) days.add(day);
    set = days;
    years.set(year, set);
  }
  return set;
}

export function isHoliday(calendar: CalendarId, day: number): boolean {
  return holidaysOf(calendar, yearOf(day)).has(day);
}

export function isBusinessDay(calendar: CalendarId, day: number): boolean {
  return !isWeekend(day) && !isHoliday(calendar, day);
}

/** Day after the fourth Thursday of November (US Thanksgiving). */
const dayAfterThanksgiving: Rule = (year) => [nthWeekday(year, 11, THURSDAY, 4) + 1];

interface EarlyCloseRule {
  /** Zone of the close time. */
  zone: string;
  /** Local time (minutes after midnight) at which continuous trading ends on a half day. */
  minutes: number;
  days: readonly Rule[];
}

/**
 * The exchanges' published half days: continuous trading ends early, and what
 * follows it (closing auction, trading at last, after-hours) moves up with it.
 * US equities and options close at 13:00 New York (CME at 12:15 Chicago) on
 * 3 July, the day after Thanksgiving and Christmas Eve; London at 12:30 and
 * Euronext at 14:00 Paris on Christmas Eve and New Year's Eve. A half day that
 * falls on a holiday or a weekend is no trading day at all.
 */
const EARLY_CLOSES: Partial<Record<CalendarId, EarlyCloseRule>> = {
  US: { zone: 'America/New_York', minutes: 13 * 60, days: [fixed(7, 3), dayAfterThanksgiving, fixed(12, 24)] },
  CME: { zone: 'America/Chicago', minutes: 12 * 60 + 15, days: [fixed(7, 3), dayAfterThanksgiving, fixed(12, 24)] },
  UK: { zone: 'Europe/London', minutes: 12 * 60 + 30, days: [fixed(12, 24), fixed(12, 31)] },
  EURONEXT: { zone: 'Europe/Paris', minutes: 14 * 60, days: [fixed(12, 24), fixed(12, 31)] },
};

/** On a half day of `calendar`, the zone and local time at which continuous trading ends; otherwise undefined. */
export function earlyCloseOf(calendar: CalendarId, day: number): { zone: string; minutes: number } | undefined {
  const rule = EARLY_CLOSES[calendar];
  if (!rule || !isBusinessDay(calendar, day)) return undefined;
  const year = yearOf(day);
  return rule.days.some((days) => days(year).includes(day)) ? { zone: rule.zone, minutes: rule.minutes } : undefined;
}

/** The business day `n` business days after (n > 0) or before (n < 0) `day`; n = 0 rolls back to a business day. */
export function addBusinessDays(calendar: CalendarId, day: number, n: number): number {
  let current = day;
  if (n === 0) {
    while (!isBusinessDay(calendar, current)) current -= 1;
    return current;
  }
  const step = n > 0 ? 1 : -1;
  let remaining = Math.abs(n);
  while (remaining > 0) {
    current += step;
    if (isBusinessDay(calendar, current)) remaining -= 1;
  }
  return current;
}

/** `day` itself when it is a business day, else the business day before it. */
export function businessDayOnOrBefore(calendar: CalendarId, day: number): number {
  return addBusinessDays(calendar, day, 0);
}

/** `day` itself when it is a business day, else the business day after it. */
export function businessDayOnOrAfter(calendar: CalendarId, day: number): number {
  let current = day;
  while (!isBusinessDay(calendar, current)) current += 1;
  return current;
}

/** Last business day of a month (month 1-12). */
export function lastBusinessDay(calendar: CalendarId, year: number, month: number): number {
  return businessDayOnOrBefore(calendar, dayOf(year, month + 1, 0));
}

/** Calendar of each exchange id (equities, derivatives and the FX venue). */
export const EXCHANGE_CALENDAR: Readonly<Record<string, CalendarId>> = {
  NYSE: 'US',
  NASDAQ: 'US',
  NYSE_ARCA: 'US',
  NYSE_AM: 'US',
  CBOE: 'US',
  TSX: 'CA',
  LSE_SETS: 'UK',
  ICE_LIF: 'UK',
  ICE_IPE: 'ICE',
  PAR: 'EURONEXT',
  AMS: 'EURONEXT',
  BRU: 'EURONEXT',
  LISB: 'EURONEXT',
  ISE: 'EURONEXT',
  LUX: 'EURONEXT',
  EUR_AMS2: 'EURONEXT',
  EUR_PAR1: 'EURONEXT',
  MIL: 'IT',
  SIBE: 'ES',
  FSE: 'XETRA',
  EUREX: 'EUREX',
  SWX: 'SIX',
  VIE: 'VIE',
  CSE: 'DK',
  SSE: 'SE',
  OSE: 'NO',
  HSE: 'FI',
  WSE: 'PL',
  TSE: 'JP',
  OSE_JP: 'JP',
  HKEX: 'HK',
  'SGX-ST': 'SG',
  ASX: 'AU',
  NZSE: 'NZ',
  JSE: 'ZA',
  CME: 'CME',
  CBOT: 'CME',
  NYMEX: 'CME',
  COMEX: 'CME',
  SBFX: 'FX',
};

export function calendarOfExchange(exchangeId: string): CalendarId {
  return EXCHANGE_CALENDAR[exchangeId] ?? 'FX';
}

/** Settlement calendar of each currency (its main centre's holidays); others settle on the FX venue's days. */
const CURRENCY_CALENDAR: Readonly<Record<string, CalendarId>> = {
  USD: 'US',
  EUR: 'EUREX',
  GBP: 'UK',
  JPY: 'JP',
  CHF: 'SIX',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  DKK: 'DK',
  SEK: 'SE',
  NOK: 'NO',
  HKD: 'HK',
  SGD: 'SG',
  ZAR: 'ZA',
  PLN: 'PL',
};

function settles(currency: string, day: number): boolean {
  return isBusinessDay('FX', day) && isBusinessDay(CURRENCY_CALENDAR[currency] ?? 'FX', day);
}

/**
 * Spot value date of a currency pair traded on `today`, by the market's
 * convention: two days on which both currencies settle (a US holiday in
 * between does not count against a pair with USD), then on to a day that is a
 * business day for both currencies and for USD, through which every cross
 * settles. So EURUSD traded two days before Thanksgiving values the day after.
 */
export function fxSpotDay(base: string, quote: string, today: number): number {
  const counted = [base, quote].filter((currency) => currency !== 'USD');
  let day = today;
  for (let remaining = 2; remaining > 0;) {
    day += 1;
    if (isBusinessDay('FX', day) && counted.every((currency) => settles(currency, day))) remaining -= 1;
  }
  while (![base, quote, 'USD'].every((currency) => settles(currency, day))) day += 1;
  return day;
}

/** The first day on or after `day` on which both currencies (and USD) settle. */
export function fxValueDayOnOrAfter(base: string, quote: string, day: number): number {
  let current = day;
  while (![base, quote, 'USD'].every((currency) => settles(currency, current))) current += 1;
  return current;
}
