/**
 * Formatting that tolerates what the service really sends: trailing spaces,
 * empty strings, the literal "Undefined", "." placeholders, numbers as
 * strings ("5E-05"), unknown enum values and missing fields.
 */

const PLACEHOLDERS = new Set(['', 'undefined', '.', 'null', 'n/a']);

/** A trimmed, meaningful string, or undefined for missing and junk values. */
export function clean(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return PLACEHOLDERS.has(trimmed.toLowerCase()) ? undefined : trimmed;
}

/** Placeholder shown for a missing value. */
export const MISSING = '—';

export function display(value: unknown, fallback: string = MISSING): string {
  return clean(value) ?? fallback;
}

/** A number from a number or numeric string; undefined otherwise. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Human label of an enum value: `AutomatedTrading` → `Automated trading`,
 * `FxSpot` → `Fx spot`. Known acronyms stay upper case. Unknown values are
 * shown the same way rather than hidden.
 */
export function enumLabel(value: unknown, fallback: string = MISSING): string {
  const text = clean(value);
  if (!text) return fallback;
  // Own keys only: a value such as `constructor` must not find an object built-in.
  const custom = Object.hasOwn(ENUM_LABELS, text) ? ENUM_LABELS[text] : undefined;
  if (custom) return custom;
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words
    .map((word, index) => {
      if (ACRONYMS.has(word.toUpperCase())) return word.toUpperCase();
      // A single capital (a class or category letter) stays as it is.
      if (/^[A-Z]$/.test(word)) return word;
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase();
    })
    .join(' ');
}

const ACRONYMS = new Set(['FX', 'CFD', 'CBBC', 'ETF', 'ETC', 'ETN', 'SRD', 'IPO', 'ISIN', 'UIC', 'ID', 'DMA', 'PEA', 'SME', 'KIID', 'KIIDS']);

const ENUM_LABELS: Record<string, string> = {
  FxSpot: 'FX spot',
  FxForwards: 'FX forwards',
  FxSwap: 'FX swap',
  FxVanillaOption: 'FX vanilla option',
  FxKnockInOption: 'FX knock-in option',
  FxKnockOutOption: 'FX knock-out option',
  FxOneTouchOption: 'FX one-touch option',
  FxNoTouchOption: 'FX no-touch option',
  FxBinaryOption: 'FX binary option',
  CfdOnStock: 'CFD on stock',
  CfdOnIndex: 'CFD on index',
  CfdOnFutures: 'CFD on futures',
  CfdOnEtf: 'CFD on ETF',
  CfdOnEtc: 'CFD on ETC',
  CfdOnEtn: 'CFD on ETN',
  CfdOnFund: 'CFD on fund',
  CfdOnRights: 'CFD on rights',
  CfdIndexOption: 'CFD index option',
  SrdOnStock: 'SRD on stock',
  SrdOnEtf: 'SRD on ETF',
  ContractFutures: 'Futures',
  ContractOptionRoot: 'Option root',
  StockIndexOption: 'Index option',
  Etf: 'ETF',
  Etc: 'ETC',
  Etn: 'ETN',
};

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Number with grouping; `decimals` fixes the fraction digits, else up to 8 as needed. */
export function formatNumber(value: unknown, decimals?: number, fallback: string = MISSING): string {
  const number = asNumber(value);
  if (number === undefined) return fallback;
  return decimals === undefined ? numberFormat(0, 8).format(number) : numberFormat(decimals, decimals).format(number);
}

/** `true`/`false` as Yes/No, missing as the placeholder. */
export function formatBoolean(value: unknown, fallback: string = MISSING): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return fallback;
}

/** Parses the service's dates: `YYYY-MM-DD`, or timestamps with up to 7 fraction digits. */
export function parseServiceDate(value: unknown): Date | undefined {
  const text = clean(value);
  if (!text) return undefined;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) return new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])));
  // Trim fraction digits beyond milliseconds, which Date.parse does not accept everywhere.
  const normalized = text.replace(/(\.\d{3})\d+/, '$1');
  const ms = Date.parse(normalized);
  if (Number.isNaN(ms)) return undefined;
  const date = new Date(ms);
  // Placeholders like 0001-01-01 or 9999-12-31 mean "no date".
  const year = date.getUTCFullYear();
  return year <= 1 || year >= 9999 ? undefined : date;
}

/** The months' names as formatDate writes them. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Calendar date, e.g. `18 Apr 2026` (dates are calendar days: shown in UTC).
 * Written out by hand: browsers' locale data differ (`Sep` or `Sept`).
 */
export function formatDate(value: unknown, fallback: string = MISSING): string {
  const date = value instanceof Date ? value : parseServiceDate(value);
  if (!date) return fallback;
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * An en-GB date formatter with the same month abbreviations everywhere
 * (recent locale data write September as `Sept`, the rest of the app `Sep`).
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  const format = new Intl.DateTimeFormat('en-GB', options);
  return { format: (date) => format.format(date).replace(/\bSept\b/, 'Sep') };
}

const dateTimeFormats = new Map<string, { format(date: Date | number): string }>();

/** Date and time in a time zone (IANA name, or a fixed offset like "+05:30"). */
export function formatDateTime(value: unknown, timeZone = 'UTC', fallback: string = MISSING): string {
  const date = value instanceof Date ? value : parseServiceDate(value);
  if (!date) return fallback;
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = dateFormatter({
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** Whole days from `now` to a calendar date (negative when past). */
export function daysUntil(value: unknown, now: Date = new Date()): number | undefined {
  const date = parseServiceDate(value);
  if (!date) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((date.getTime() - today) / 86_400_000);
}
