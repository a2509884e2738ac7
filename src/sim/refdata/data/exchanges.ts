/**
 * Exchanges of the simulated universe. Ids follow the broker's own naming
 * style; MICs, countries, currencies and zones are real facts.
 * `timeZoneId` is the broker's numeric zone id (see the time zone list; ids
 * above 5 exist on the real service but are not part of that list).
 */
export interface ExchangeInfo {
  id: string;
  mic: string;
  name: string;
  country: string;
  currency: string;
  /** IANA zone of the venue. */
  zone: string;
  /** The broker's numeric time zone id. */
  timeZoneId: number;
  /** Abbreviation used in trading schedules (standard time). */
  zoneAbbreviation: string;
  /** Where the venue is mainly a derivatives market. */
  derivatives?: boolean;
}

export const EXCHANGES: readonly ExchangeInfo[] = [
  { id: 'NYSE', mic: 'XNYS', name: 'New York Stock Exchange', country: 'US', currency: 'USD', zone: 'America/New_York', timeZoneId: 3, zoneAbbreviation: 'EST' },
  { id: 'NASDAQ', mic: 'XNAS', name: 'NASDAQ', country: 'US', currency: 'USD', zone: 'America/New_York', timeZoneId: 3, zoneAbbreviation: 'EST' },
  { id: 'NYSE_ARCA', mic: 'ARCX', name: 'NYSE Arca', country: 'US', currency: 'USD', zone: 'America/New_York', timeZoneId: 3, zoneAbbreviation: 'EST' },
  { id: 'NYSE_AM', mic: 'XASE', name: 'NYSE American', country: 'US', currency: 'USD', zone: 'America/New_York', timeZoneId: 3, zoneAbbreviation: 'EST' },
  { id: 'TSX', mic: 'XTSE', name: 'Toronto Stock Exchange', country: 'CA', currency: 'CAD', zone: 'America/Toronto', timeZoneId: 3, zoneAbbreviation: 'EST' },
  { id: 'LSE_SETS', mic: 'XLON', name: 'London Stock Exchange', country: 'GB', currency: 'GBP', zone: 'Europe/London', timeZoneId: 1, zoneAbbreviation: 'GMT' },
  { id: 'PAR', mic: 'XPAR', name: 'Euronext Paris', country: 'FR', currency: 'EUR', zone: 'Europe/Paris', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'AMS', mic: 'XAMS', name: 'Euronext Amsterdam', country: 'NL', currency: 'EUR', zone: 'Europe/Amsterdam', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'BRU', mic: 'XBRU', name: 'Euronext Brussels', country: 'BE', currency: 'EUR', zone: 'Europe/Brussels', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'LISB', mic: 'XLIS', name: 'Euronext Lisbon', country: 'PT', currency: 'EUR', zone: 'Europe/Lisbon', timeZoneId: 1, zoneAbbreviation: 'WET' },
  { id: 'ISE', mic: 'XMSM', name: 'Euronext Dublin', country: 'IE', currency: 'EUR', zone: 'Europe/Dublin', timeZoneId: 1, zoneAbbreviation: 'GMT' },
  { id: 'MIL', mic: 'XMIL', name: 'Borsa Italiana', country: 'IT', currency: 'EUR', zone: 'Europe/Rome', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'SIBE', mic: 'XMAD', name: 'Bolsa de Madrid', country: 'ES', currency: 'EUR', zone: 'Europe/Madrid', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'FSE', mic: 'XETR', name: 'Deutsche Börse (Xetra)', country: 'DE', currency: 'EUR', zone: 'Europe/Berlin', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'SWX', mic: 'XSWX', name: 'SIX Swiss Exchange', country: 'CH', currency: 'CHF', zone: 'Europe/Zurich', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'VIE', mic: 'XWBO', name: 'Wiener Börse', country: 'AT', currency: 'EUR', zone: 'Europe/Vienna', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'CSE', mic: 'XCSE', name: 'Nasdaq Copenhagen', country: 'DK', currency: 'DKK', zone: 'Europe/Copenhagen', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'SSE', mic: 'XSTO', name: 'Nasdaq Stockholm', country: 'SE', currency: 'SEK', zone: 'Europe/Stockholm', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'OSE', mic: 'XOSL', name: 'Oslo Børs', country: 'NO', currency: 'NOK', zone: 'Europe/Oslo', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'HSE', mic: 'XHEL', name: 'Nasdaq Helsinki', country: 'FI', currency: 'EUR', zone: 'Europe/Helsinki', timeZoneId: 14, zoneAbbreviation: 'EET' },
  { id: 'WSE', mic: 'XWAR', name: 'Warsaw Stock Exchange', country: 'PL', currency: 'PLN', zone: 'Europe/Warsaw', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'TSE', mic: 'XTKS', name: 'Tokyo Stock Exchange', country: 'JP', currency: 'JPY', zone: 'Asia/Tokyo', timeZoneId: 10, zoneAbbreviation: 'JST' },
  { id: 'HKEX', mic: 'XHKG', name: 'Hong Kong Exchanges', country: 'HK', currency: 'HKD', zone: 'Asia/Hong_Kong', timeZoneId: 7, zoneAbbreviation: 'HKT' },
  { id: 'SGX-ST', mic: 'XSES', name: 'Singapore Exchange', country: 'SG', currency: 'SGD', zone: 'Asia/Singapore', timeZoneId: 2, zoneAbbreviation: 'SGT' },
  { id: 'ASX', mic: 'XASX', name: 'Australian Securities Exchange', country: 'AU', currency: 'AUD', zone: 'Australia/Sydney', timeZoneId: 8, zoneAbbreviation: 'AEST' },
  { id: 'NZSE', mic: 'XNZE', name: 'New Zealand Exchange', country: 'NZ', currency: 'NZD', zone: 'Pacific/Auckland', timeZoneId: 9, zoneAbbreviation: 'NZST' },
  { id: 'JSE', mic: 'XJSE', name: 'Johannesburg Stock Exchange', country: 'ZA', currency: 'ZAR', zone: 'Africa/Johannesburg', timeZoneId: 16, zoneAbbreviation: 'SAST' },
  { id: 'LUX', mic: 'XLUX', name: 'Luxembourg Stock Exchange', country: 'LU', currency: 'EUR', zone: 'Europe/Luxembourg', timeZoneId: 4, zoneAbbreviation: 'CET' },
  { id: 'CME', mic: 'XCME', name: 'Chicago Mercantile Exchange', country: 'US', currency: 'USD', zone: 'America/Chicago', timeZoneId: 5, zoneAbbreviation: 'CST', derivatives: true },
  { id: 'CBOT', mic: 'XCBT', name: 'Chicago Board of Trade', country: 'US', currency: 'USD', zone: 'America/Chicago', timeZoneId: 5, zoneAbbreviation: 'CST', derivatives: true },
  { id: 'NYMEX', mic: 'XNYM', name: 'New York Mercantile Exchange', country: 'US', currency: 'USD', zone: 'America/Chicago', timeZoneId: 5, zoneAbbreviation: 'CST', derivatives: true },
  { id: 'COMEX', mic: 'XCEC', name: 'Commodity Exchange (COMEX)', country: 'US', currency: 'USD', zone: 'America/Chicago', timeZoneId: 5, zoneAbbreviation: 'CST', derivatives: true },
  { id: 'CBOE', mic: 'XCBO', name: 'Cboe Options Exchange', country: 'US', currency: 'USD', zone: 'America/Chicago', timeZoneId: 5, zoneAbbreviation: 'CST', derivatives: true },
  { id: 'EUREX', mic: 'XEUR', name: 'Eurex', country: 'DE', currency: 'EUR', zone: 'Europe/Berlin', timeZoneId: 4, zoneAbbreviation: 'CET', derivatives: true },
  { id: 'ICE_LIF', mic: 'IFLL', name: 'ICE Futures Europe - Financials', country: 'GB', currency: 'GBP', zone: 'Europe/London', timeZoneId: 1, zoneAbbreviation: 'GMT', derivatives: true },
  { id: 'ICE_IPE', mic: 'IFEU', name: 'ICE Futures Europe - Commodities', country: 'GB', currency: 'USD', zone: 'Europe/London', timeZoneId: 1, zoneAbbreviation: 'GMT', derivatives: true },
  { id: 'EUR_AMS2', mic: 'XEUE', name: 'Euronext Equity & Index Derivatives - AMS', country: 'NL', currency: 'EUR', zone: 'Europe/Amsterdam', timeZoneId: 4, zoneAbbreviation: 'CET', derivatives: true },
  { id: 'EUR_PAR1', mic: 'XMAT', name: 'Euronext Commodity Derivatives - PAR', country: 'FR', currency: 'EUR', zone: 'Europe/Paris', timeZoneId: 4, zoneAbbreviation: 'CET', derivatives: true },
  { id: 'OSE_JP', mic: 'XOSE', name: 'Osaka Exchange', country: 'JP', currency: 'JPY', zone: 'Asia/Tokyo', timeZoneId: 10, zoneAbbreviation: 'JST', derivatives: true },
  { id: 'SBFX', mic: 'SBFX', name: 'Inter Bank', country: 'DK', currency: 'USD', zone: 'America/New_York', timeZoneId: 3, zoneAbbreviation: 'EST' },
];

const BY_ID = new Map(EXCHANGES.map((exchange) => [exchange.id, exchange]));

export function exchangeById(id: string): ExchangeInfo | undefined {
  return BY_ID.get(id);
}
