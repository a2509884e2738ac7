/**
 * Futures spaces: one continuous (non-tradable) future per space, and the
 * ladder of dated contracts listed at a given day. Contract Uics are derived
 * arithmetically from the space and the contract month, so they are stable
 * from day to day and decode without listing anything.
 */
import { FRIDAY, MONTH_ABBREVIATIONS, THURSDAY, WEDNESDAY, dayOf, lastWeekday, monthIndexOf, monthOfMonthIndex, nthWeekday, yearOfMonthIndex } from '../core/calendar';
import { exchangeById, type ExchangeInfo } from './data/exchanges';
import { addBusinessDays, businessDayOnOrAfter, businessDayOnOrBefore, calendarOfExchange, lastBusinessDay, type CalendarId } from './calendars';
import type { ProductTemplateKey } from './schedule';

/** How the last trading day of a contract month is found. */
type ExpiryRule =
  | 'thirdFriday'
  | 'thirdThursday'
  | 'lastFriday'
  | 'beforeSecondFriday'
  | 'beforeThirdWednesday'
  | 'thirdWednesday'
  | 'businessDayBefore15'
  | 'crude'
  | 'brent'
  | 'natgas'
  | 'thirdLastBusinessDay'
  | 'eurexRates'
  | 'treasury'
  | 'vix'
  | 'lastBusinessDay'
  | 'secondLastBusinessDay'
  | 'gasoil'
  | 'lastBusinessDayPrevMonth';

export type FuturesSector = 'Index' | 'Energy' | 'Metals' | 'Grains' | 'Softs' | 'Livestock' | 'Rates' | 'Fx' | 'Crypto' | 'Volatility';

export interface FuturesSpaceDef {
  /** Position in the list; part of every contract Uic. */
  index: number;
  continuousUic: number;
  /** The broker's base identifier of the space (symbol root). */
  base: string;
  name: string;
  exchangeId: string;
  exchange: ExchangeInfo;
  currency: string;
  /** Contract months, as futures month codes (F … Z). */
  months: string;
  /** Number of contracts listed at any time. */
  listed: number;
  rule: ExpiryRule;
  contractSize: number;
  tickSize: number;
  decimals: number;
  /** Reference price, for option strikes. */
  price: number;
  sector: FuturesSector;
  settlement: 'CashDelivery' | 'PhysicalDelivery';
  product: ProductTemplateKey;
  groupId: number;
  /** CFDs on this space: [symbol prefix, description prefix, display hint, units singular, units plural]. */
  cfd?: readonly [string, string, string | undefined, string, string];
  /** Whether futures options are listed on the space. */
  options: boolean;
}

export const MONTH_CODES = 'FGHJKMNQUVXZ';
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const Q = 'HMUZ';
const ALL = 'FGHJKMNQUVXZ';

type Row = [
  uic: number,
  base: string,
  name: string,
  exchangeId: string,
  months: string,
  listed: number,
  rule: ExpiryRule,
  contractSize: number,
  tickSize: number,
  price: number,
  sector: FuturesSector,
  product: ProductTemplateKey,
  extra?: { cfd?: FuturesSpaceDef['cfd']; options?: boolean; currency?: string; cash?: boolean; decimals?: number },
];

const ROWS: Row[] = [
  // CME equity index
  [28001, 'ES', 'E-mini S&P 500', 'CME', Q, 5, 'thirdFriday', 50, 0.25, 6800, 'Index', 'globex', { options: true, cash: true }],
  [28002, 'NQ', 'E-mini NASDAQ 100', 'CME', Q, 5, 'thirdFriday', 20, 0.25, 24500, 'Index', 'globex', { options: true, cash: true }],
  [28003, 'RTY', 'E-mini Russell 2000', 'CME', Q, 4, 'thirdFriday', 50, 0.1, 2450, 'Index', 'globex', { cash: true }],
  [28004, 'MES', 'Micro E-mini S&P 500', 'CME', Q, 4, 'thirdFriday', 5, 0.25, 6800, 'Index', 'globex', { cash: true }],
  [28005, 'MNQ', 'Micro E-mini NASDAQ 100', 'CME', Q, 4, 'thirdFriday', 2, 0.25, 24500, 'Index', 'globex', { cash: true }],
  [28006, 'YM', 'E-mini Dow Jones', 'CBOT', Q, 4, 'thirdFriday', 5, 1, 46500, 'Index', 'globex', { cash: true }],
  [28007, 'NIY', 'Nikkei 225 (Yen)', 'CME', Q, 4, 'beforeSecondFriday', 500, 5, 48000, 'Index', 'globex', { cash: true, currency: 'JPY' }],
  // CME FX
  [
    28008,
    '6E',
    'Euro FX',
    'CME',
    Q,
    4,
    'beforeThirdWednesday',
    125000,
    0.00005,
    1.16,
    'Fx',
    'globex',
    { options: true, decimals: 5, cfd: ['EURUSDEC', 'Euro/US Dollar', 'Forex', 'Contract', 'Contracts'] },
  ],
  [28009, '6J', 'Japanese Yen', 'CME', Q, 4, 'beforeThirdWednesday', 12500000, 0.0000005, 0.0066, 'Fx', 'globex', { options: true, decimals: 7 }],
  [28010, '6B', 'British Pound', 'CME', Q, 4, 'beforeThirdWednesday', 62500, 0.0001, 1.33, 'Fx', 'globex', { decimals: 4 }],
  [28011, '6A', 'Australian Dollar', 'CME', Q, 4, 'beforeThirdWednesday', 100000, 0.00005, 0.66, 'Fx', 'globex', { decimals: 5 }],
  [28012, '6C', 'Canadian Dollar', 'CME', Q, 4, 'beforeThirdWednesday', 100000, 0.00005, 0.72, 'Fx', 'globex', { decimals: 5 }],
  [28013, '6S', 'Swiss Franc', 'CME', Q, 4, 'beforeThirdWednesday', 125000, 0.00005, 1.25, 'Fx', 'globex', { decimals: 5 }],
  [28014, 'E7', 'E-mini Euro FX', 'CME', Q, 2, 'beforeThirdWednesday', 62500, 0.0001, 1.16, 'Fx', 'globex', { decimals: 4 }],
  [28015, 'M6E', 'E-micro EUR/USD', 'CME', Q, 2, 'beforeThirdWednesday', 12500, 0.0001, 1.16, 'Fx', 'globex', { decimals: 4 }],
  // CBOT grains and rates
  [
    28016,
    'W',
    'Wheat',
    'CBOT',
    'HKNUZ',
    7,
    'businessDayBefore15',
    5000,
    0.25,
    545,
    'Grains',
    'grains',
    { options: true, cfd: ['WHEAT', 'Wheat', undefined, 'Bushel', 'Bushels'], decimals: 2 },
  ],
  [
    28017,
    'ZC',
    'Corn',
    'CBOT',
    'HKNUZ',
    7,
    'businessDayBefore15',
    5000,
    0.25,
    445,
    'Grains',
    'grains',
    { options: true, cfd: ['CORN', 'Corn', undefined, 'Bushel', 'Bushels'], decimals: 2 },
  ],
  [
    28018,
    'ZS',
    'Soybeans',
    'CBOT',
    'FHKNQUX',
    8,
    'businessDayBefore15',
    5000,
    0.25,
    1060,
    'Grains',
    'grains',
    { options: true, cfd: ['SOYBEANS', 'Soybeans', undefined, 'Bushel', 'Bushels'], decimals: 2 },
  ],
  [28019, 'ZM', 'Soybean Meal', 'CBOT', 'FHKNQUVZ', 8, 'businessDayBefore15', 100, 0.1, 310, 'Grains', 'grains', { decimals: 1 }],
  [28020, 'ZL', 'Soybean Oil', 'CBOT', 'FHKNQUVZ', 8, 'businessDayBefore15', 60000, 0.01, 52, 'Grains', 'grains', { decimals: 2 }],
  [28021, 'ZO', 'Oats', 'CBOT', 'HKNUZ', 5, 'businessDayBefore15', 5000, 0.25, 380, 'Grains', 'grains', { decimals: 2 }],
  [28022, 'KE', 'KC HRW Wheat', 'CBOT', 'HKNUZ', 5, 'businessDayBefore15', 5000, 0.25, 560, 'Grains', 'grains', { decimals: 2 }],
  [
    28023,
    'ZN',
    '10-Year U.S. Treasury Note',
    'CBOT',
    Q,
    3,
    'treasury',
    100000,
    0.015625,
    112,
    'Rates',
    'globex',
    { options: true, decimals: 6, cfd: ['US10YNOTE', 'US 10-Year T-Note', 'Interests', 'Contract', 'Contracts'] },
  ],
  [28024, 'ZB', 'U.S. Treasury Bond', 'CBOT', Q, 3, 'treasury', 100000, 0.03125, 117, 'Rates', 'globex', { options: true, decimals: 5 }],
  [28025, 'ZF', '5-Year U.S. Treasury Note', 'CBOT', Q, 3, 'treasury', 100000, 0.0078125, 109, 'Rates', 'globex', { decimals: 7 }],
  [28026, 'ZT', '2-Year U.S. Treasury Note', 'CBOT', Q, 3, 'treasury', 200000, 0.00390625, 104, 'Rates', 'globex', { decimals: 8 }],
  [28027, 'UB', 'Ultra U.S. Treasury Bond', 'CBOT', Q, 3, 'treasury', 100000, 0.03125, 121, 'Rates', 'globex', { decimals: 5 }],
  [28028, 'SR3', 'Three-Month SOFR', 'CME', ALL, 12, 'thirdWednesday', 2500, 0.0025, 96.4, 'Rates', 'globex', { decimals: 4 }],
  // CME livestock and crypto
  [28029, 'LE', 'Live Cattle', 'CME', 'GJMQVZ', 6, 'lastBusinessDay', 40000, 0.025, 225, 'Livestock', 'globex', { decimals: 3 }],
  [28030, 'HE', 'Lean Hogs', 'CME', 'GJKMNQVZ', 7, 'lastBusinessDay', 40000, 0.025, 88, 'Livestock', 'globex', { decimals: 3 }],
  [28031, 'GF', 'Feeder Cattle', 'CME', 'FHJKQUVX', 6, 'lastBusinessDay', 50000, 0.025, 330, 'Livestock', 'globex', { decimals: 3 }],
  [28032, 'BTC', 'Bitcoin', 'CME', ALL, 6, 'lastFriday', 5, 5, 98000, 'Crypto', 'globex', { cash: true, decimals: 0 }],
  [28033, 'ETH', 'Ether', 'CME', ALL, 6, 'lastFriday', 50, 0.5, 3600, 'Crypto', 'globex', { cash: true, decimals: 1 }],
  // NYMEX / COMEX
  [
    28034,
    'CL',
    'Crude Oil WTI',
    'NYMEX',
    ALL,
    18,
    'crude',
    1000,
    0.01,
    64,
    'Energy',
    'globex',
    { options: true, cfd: ['OILUS', 'US Crude', undefined, 'Barrel', 'Barrels'], decimals: 2 },
  ],
  [
    28035,
    'NG',
    'Henry Hub Natural Gas',
    'NYMEX',
    ALL,
    18,
    'natgas',
    10000,
    0.001,
    3.6,
    'Energy',
    'globex',
    { options: true, cfd: ['NATGAS', 'Natural Gas', undefined, 'MMBtu', 'MMBtu'], decimals: 3 },
  ],
  [
    28036,
    'HO',
    'NY Harbor ULSD',
    'NYMEX',
    ALL,
    12,
    'lastBusinessDayPrevMonth',
    42000,
    0.0001,
    2.3,
    'Energy',
    'globex',
    { cfd: ['HEATINGOIL', 'Heating Oil', undefined, 'Gallon', 'Gallons'], decimals: 4 },
  ],
  [
    28037,
    'RB',
    'RBOB Gasoline',
    'NYMEX',
    ALL,
    12,
    'lastBusinessDayPrevMonth',
    42000,
    0.0001,
    2.05,
    'Energy',
    'globex',
    { cfd: ['GASOLINE', 'Gasoline', undefined, 'Gallon', 'Gallons'], decimals: 4 },
  ],
  [28038, 'QM', 'E-mini Crude Oil', 'NYMEX', ALL, 6, 'crude', 500, 0.025, 64, 'Energy', 'globex', { decimals: 3 }],
  [28039, 'PL', 'Platinum', 'NYMEX', 'FJNV', 4, 'thirdLastBusinessDay', 50, 0.1, 1050, 'Metals', 'globex', { decimals: 1 }],
  [28040, 'PA', 'Palladium', 'NYMEX', Q, 4, 'thirdLastBusinessDay', 100, 0.5, 1100, 'Metals', 'globex', { decimals: 1 }],
  [
    28041,
    'GC',
    'Gold',
    'COMEX',
    'GJMQVZ',
    8,
    'thirdLastBusinessDay',
    100,
    0.1,
    3950,
    'Metals',
    'globex',
    { options: true, cfd: ['GOLD', 'Gold', undefined, 'Ounce', 'Ounces'], decimals: 1 },
  ],
  [
    28042,
    'SI',
    'Silver',
    'COMEX',
    'FHKNUZ',
    6,
    'thirdLastBusinessDay',
    5000,
    0.005,
    47,
    'Metals',
    'globex',
    { options: true, cfd: ['SILVER', 'Silver', undefined, 'Ounce', 'Ounces'], decimals: 3 },
  ],
  [
    28043,
    'HG',
    'Copper',
    'COMEX',
    ALL,
    12,
    'thirdLastBusinessDay',
    25000,
    0.0005,
    5.1,
    'Metals',
    'globex',
    { options: true, cfd: ['COPPERUS', 'Copper', undefined, 'Pound', 'Pounds'], decimals: 4 },
  ],
  [28044, 'MGC', 'Micro Gold', 'COMEX', 'GJMQVZ', 4, 'thirdLastBusinessDay', 10, 0.1, 3950, 'Metals', 'globex', { decimals: 1 }],
  // Cboe volatility
  [
    28045,
    'VX',
    'Cboe Volatility Index (VIX)',
    'CBOE',
    ALL,
    8,
    'vix',
    1000,
    0.05,
    17.5,
    'Volatility',
    'globex',
    { cash: true, cfd: ['VIX', 'VIX', 'StockIndices', 'Contract', 'Contracts'], decimals: 2 },
  ],
  // Eurex
  [28046, 'FESX', 'Euro Stoxx 50', 'EUREX', Q, 3, 'thirdFriday', 10, 1, 5650, 'Index', 'eurexFutures', { cash: true, decimals: 0 }],
  [28047, 'FDAX', 'DAX', 'EUREX', Q, 3, 'thirdFriday', 25, 1, 24000, 'Index', 'eurexFutures', { cash: true, decimals: 0 }],
  [28048, 'FDXM', 'Mini-DAX', 'EUREX', Q, 3, 'thirdFriday', 5, 1, 24000, 'Index', 'eurexFutures', { cash: true, decimals: 0 }],
  [28049, 'FSMI', 'SMI', 'EUREX', Q, 3, 'thirdFriday', 10, 1, 12300, 'Index', 'eurexFutures', { cash: true, currency: 'CHF', decimals: 0 }],
  [
    28050,
    'FGBL',
    'Euro-Bund',
    'EUREX',
    Q,
    3,
    'eurexRates',
    100000,
    0.01,
    129,
    'Rates',
    'eurexFutures',
    { options: true, decimals: 2, cfd: ['BUND', 'Euro Bund', 'Interests', 'Contract', 'Contracts'] },
  ],
  [28051, 'FGBM', 'Euro-Bobl', 'EUREX', Q, 3, 'eurexRates', 100000, 0.01, 117, 'Rates', 'eurexFutures', { decimals: 2 }],
  [28052, 'FGBS', 'Euro-Schatz', 'EUREX', Q, 3, 'eurexRates', 100000, 0.005, 107, 'Rates', 'eurexFutures', { decimals: 3 }],
  [28053, 'FGBX', 'Euro-Buxl', 'EUREX', Q, 3, 'eurexRates', 100000, 0.02, 113, 'Rates', 'eurexFutures', { decimals: 2 }],
  [28054, 'FOAT', 'Euro-OAT', 'EUREX', Q, 3, 'eurexRates', 100000, 0.01, 122, 'Rates', 'eurexFutures', { decimals: 2 }],
  [28055, 'FVS', 'VSTOXX', 'EUREX', ALL, 8, 'vix', 100, 0.05, 19, 'Volatility', 'eurexFutures', { cash: true, decimals: 2 }],
  // ICE Futures Europe
  [
    28056,
    'BRN',
    'Brent Crude',
    'ICE_IPE',
    ALL,
    18,
    'brent',
    1000,
    0.01,
    67,
    'Energy',
    'iceEnergy',
    { options: true, currency: 'USD', cfd: ['OILUK', 'UK Crude', undefined, 'Barrel', 'Barrels'], decimals: 2 },
  ],
  [28057, 'GAS', 'Low Sulphur Gasoil', 'ICE_IPE', ALL, 12, 'gasoil', 100, 0.25, 690, 'Energy', 'iceEnergy', { currency: 'USD', decimals: 2 }],
  [28058, 'Z', 'FTSE 100 Index', 'ICE_LIF', Q, 3, 'thirdFriday', 10, 0.5, 9650, 'Index', 'iceFinancials', { cash: true, decimals: 1 }],
  [28059, 'R', 'Long Gilt', 'ICE_LIF', Q, 3, 'treasury', 100000, 0.01, 92, 'Rates', 'iceFinancials', { decimals: 2 }],
  [28060, 'SO3', 'Three Month SONIA', 'ICE_LIF', Q, 8, 'thirdWednesday', 500000, 0.005, 96.2, 'Rates', 'iceFinancials', { decimals: 3 }],
  [28061, 'C', 'London Cocoa', 'ICE_LIF', 'HKNUZ', 5, 'treasury', 10, 1, 5200, 'Softs', 'iceEnergy', { decimals: 0 }],
  [28062, 'RC', 'Robusta Coffee', 'ICE_LIF', 'FHKNUX', 6, 'treasury', 10, 1, 4300, 'Softs', 'iceEnergy', { currency: 'USD', decimals: 0 }],
  // Euronext commodities
  [28063, 'EBM', 'Milling Wheat', 'EUR_PAR1', 'HKUZ', 6, 'lastBusinessDayPrevMonth', 50, 0.25, 195, 'Grains', 'euronextCommodities', { decimals: 2 }],
  [28064, 'ECO', 'Rapeseed Euro', 'EUR_PAR1', 'GKQX', 6, 'lastBusinessDayPrevMonth', 50, 0.25, 470, 'Grains', 'euronextCommodities', { decimals: 2 }],
  [28065, 'EMA', 'Corn Euro', 'EUR_PAR1', 'HMQX', 5, 'lastBusinessDayPrevMonth', 50, 0.25, 190, 'Grains', 'euronextCommodities', { decimals: 2 }],
  // Osaka, Hong Kong, Australia
  [28066, 'NK', 'Nikkei 225', 'OSE_JP', Q, 4, 'beforeSecondFriday', 1000, 10, 48000, 'Index', 'oseDerivatives', { cash: true, decimals: 0 }],
  [28067, 'NKM', 'Nikkei 225 mini', 'OSE_JP', Q, 4, 'beforeSecondFriday', 100, 5, 48000, 'Index', 'oseDerivatives', { cash: true, decimals: 0 }],
  [28068, 'TPX', 'TOPIX', 'OSE_JP', Q, 4, 'beforeSecondFriday', 10000, 0.5, 3250, 'Index', 'oseDerivatives', { cash: true, decimals: 1 }],
  [28069, 'JB', 'JGB 10-Year', 'OSE_JP', Q, 3, 'treasury', 100000000, 0.01, 136, 'Rates', 'oseDerivatives', { decimals: 2 }],
  [28070, 'HSI', 'Hang Seng Index', 'HKEX', ALL, 4, 'secondLastBusinessDay', 50, 1, 25800, 'Index', 'hkexFutures', { cash: true, decimals: 0 }],
  [28071, 'AP', 'S&P/ASX 200 (SPI 200)', 'ASX', Q, 4, 'thirdThursday', 25, 1, 8750, 'Index', 'asxFutures', { cash: true, decimals: 0 }],
];

export const FUTURES_UIC_BASE = 60_000_000;
export const CFD_FUTURES_UIC_BASE = 62_000_000;
const PER_SPACE = 1000;

let spaces: FuturesSpaceDef[] | undefined;

export function futuresSpaces(): readonly FuturesSpaceDef[] {
  if (!spaces) {
    spaces = ROWS.map((row, index) => {
      const [continuousUic, base, name, exchangeId, months, listed, rule, contractSize, tickSize, price, sector, product, extra = {}] = row;
      const exchange = exchangeById(exchangeId);
      if (!exchange) throw new Error(`unknown exchange ${exchangeId}`);
      const cash = extra.cash ?? (sector === 'Index' || sector === 'Volatility' || sector === 'Crypto');
      const def: FuturesSpaceDef = {
        index,
        continuousUic,
        base,
        name,
        exchangeId,
        exchange,
        currency: extra.currency ?? exchange.currency,
        months,
        listed,
        rule,
        contractSize,
        tickSize,
        decimals: extra.decimals ?? 2,
        price,
        sector,
        settlement: cash ? 'CashDelivery' : 'PhysicalDelivery',
        product,
        groupId: 28500 + index * 7,
        options: extra.options ?? false,
        ...(extra.cfd ? { cfd: extra.cfd } : {}),
      };
      return def;
    });
  }
  return spaces;
}

const byContinuous = new Map<number, FuturesSpaceDef>();

export function spaceByContinuousUic(uic: number): FuturesSpaceDef | undefined {
  if (byContinuous.size === 0) for (const space of futuresSpaces()) byContinuous.set(space.continuousUic, space);
  return byContinuous.get(uic);
}

function expiryOf(rule: ExpiryRule, calendar: CalendarId, year: number, month: number): number {
  const bizBefore = (day: number): number => businessDayOnOrBefore(calendar, day);
  switch (rule) {
    case 'thirdFriday':
      return bizBefore(nthWeekday(year, month, FRIDAY, 3));
    case 'thirdThursday':
      return bizBefore(nthWeekday(year, month, THURSDAY, 3));
    case 'lastFriday':
      return bizBefore(lastWeekday(year, month, FRIDAY));
    case 'beforeSecondFriday':
      return addBusinessDays(calendar, nthWeekday(year, month, FRIDAY, 2), -1);
    case 'beforeThirdWednesday':
      return addBusinessDays(calendar, nthWeekday(year, month, WEDNESDAY, 3), -2);
    case 'thirdWednesday':
      return bizBefore(nthWeekday(year, month, WEDNESDAY, 3));
    case 'businessDayBefore15':
      return addBusinessDays(calendar, dayOf(year, month, 15), -1);
    case 'crude': {
      // Three business days before the 25th of the month before delivery.
      const anchor = businessDayOnOrBefore(calendar, dayOf(year, month - 1, 25));
      return addBusinessDays(calendar, anchor, -3);
    }
    case 'brent':
      return lastBusinessDay(calendar, yearOfMonthIndex(year * 12 + month - 3), monthOfMonthIndex(year * 12 + month - 3));
    case 'natgas':
      return addBusinessDays(calendar, dayOf(year, month, 1), -3);
    case 'thirdLastBusinessDay':
      return addBusinessDays(calendar, lastBusinessDay(calendar, year, month), -2);
    case 'eurexRates':
      return addBusinessDays(calendar, businessDayOnOrAfter(calendar, dayOf(year, month, 10)), -2);
    case 'treasury':
      return addBusinessDays(calendar, lastBusinessDay(calendar, year, month), -7);
    case 'vix': {
      // Thirty days before the third Friday of the following month.
      const next = year * 12 + month;
      return bizBefore(nthWeekday(yearOfMonthIndex(next), monthOfMonthIndex(next), FRIDAY, 3) - 30);
    }
    case 'lastBusinessDay':
      return lastBusinessDay(calendar, year, month);
    case 'secondLastBusinessDay':
      return addBusinessDays(calendar, lastBusinessDay(calendar, year, month), -1);
    case 'gasoil':
      return addBusinessDays(calendar, dayOf(year, month, 14), -2);
    case 'lastBusinessDayPrevMonth':
      return lastBusinessDay(calendar, yearOfMonthIndex(year * 12 + month - 2), monthOfMonthIndex(year * 12 + month - 2));
  }
}

export interface FuturesContract {
  uic: number;
  space: FuturesSpaceDef;
  /** year·12 + month−1 of the contract month. */
  monthIndex: number;
  expiryDay: number;
  noticeDay: number;
  symbol: string;
  description: string;
}

function contractOf(space: FuturesSpaceDef, monthIndex: number): FuturesContract {
  const year = yearOfMonthIndex(monthIndex);
  const month = monthOfMonthIndex(monthIndex);
  const calendar = calendarOfExchange(space.exchangeId);
  const expiryDay = expiryOf(space.rule, calendar, year, month);
  // Physically delivered contracts have a first notice day before expiry: the
  // last business day before the delivery month (or the day after expiry for
  // energy); cash-settled ones use the expiry.
  let noticeDay = expiryDay;
  if (space.settlement === 'PhysicalDelivery') {
    if (space.sector === 'Energy') noticeDay = addBusinessDays(calendar, expiryDay, 1);
    else noticeDay = Math.min(expiryDay, lastBusinessDay(calendar, yearOfMonthIndex(monthIndex - 1), monthOfMonthIndex(monthIndex - 1)));
  }
  const code = MONTH_CODES[month - 1] as string;
  return {
    uic: FUTURES_UIC_BASE + space.index * PER_SPACE + (monthIndex % PER_SPACE),
    space,
    monthIndex,
    expiryDay,
    noticeDay,
    symbol: `${space.base}${code}${year % 10}`,
    description: `${space.name} - ${MONTH_ABBREVIATIONS[month - 1]} ${year}`,
  };
}

const ladderCache = new Map<string, FuturesContract[]>();

/** The contracts of a space listed on `today` (expiring today or later), nearest first. */
export function listedContracts(space: FuturesSpaceDef, today: number): FuturesContract[] {
  const key = `${space.index}|${today}`;
  const cached = ladderCache.get(key);
  if (cached) return cached;
  const out: FuturesContract[] = [];
  let monthIndex = monthIndexOf(today) - 2;
  for (let guard = 0; out.length < space.listed && guard < 240; guard++, monthIndex++) {
    const month = monthOfMonthIndex(monthIndex);
    if (!space.months.includes(MONTH_CODES[month - 1] as string)) continue;
    const contract = contractOf(space, monthIndex);
    if (contract.expiryDay >= today) out.push(contract);
  }
  if (ladderCache.size > 1_000) ladderCache.clear();
  ladderCache.set(key, out);
  return out;
}

/** Decodes a dated-contract Uic; only contracts listed on `today` are returned. */
export function contractByUic(uic: number, today: number): FuturesContract | undefined {
  if (uic < FUTURES_UIC_BASE || uic >= FUTURES_UIC_BASE + 1_000_000) return undefined;
  const space = futuresSpaces()[Math.floor((uic - FUTURES_UIC_BASE) / PER_SPACE)];
  if (!space) return undefined;
  return listedContracts(space, today).find((contract) => contract.uic === uic);
}

export interface CfdOnFuture {
  uic: number;
  contract: FuturesContract;
  symbol: string;
  description: string;
  primaryUic: number;
}

/** CFDs on the two nearest contracts of spaces that have them. */
export function cfdsOnFutures(space: FuturesSpaceDef, today: number): CfdOnFuture[] {
  if (!space.cfd) return [];
  const [prefix, label] = space.cfd;
  const contracts = listedContracts(space, today).slice(0, 2);
  const first = contracts[0];
  return contracts.map((contract) => {
    const month = monthOfMonthIndex(contract.monthIndex);
    const year = yearOfMonthIndex(contract.monthIndex);
    return {
      uic: CFD_FUTURES_UIC_BASE + (contract.uic - FUTURES_UIC_BASE),
      contract,
      symbol: `${prefix}${(MONTH_NAMES[month - 1] as string).slice(0, 3).toUpperCase()}${String(year % 100).padStart(2, '0')}`,
      description: `${label} ${MONTH_NAMES[month - 1]} ${year}`,
      primaryUic: first ? CFD_FUTURES_UIC_BASE + (first.uic - FUTURES_UIC_BASE) : 0,
    };
  });
}

export function cfdOnFutureByUic(uic: number, today: number): CfdOnFuture | undefined {
  if (uic < CFD_FUTURES_UIC_BASE || uic >= CFD_FUTURES_UIC_BASE + 1_000_000) return undefined;
  const space = futuresSpaces()[Math.floor((uic - CFD_FUTURES_UIC_BASE) / PER_SPACE)];
  if (!space) return undefined;
  return cfdsOnFutures(space, today).find((cfd) => cfd.uic === uic);
}
