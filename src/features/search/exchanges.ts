/**
 * Exchange ids the broker uses, with names and countries, to suggest values
 * for the exchange filter and to name the exchange of a result row. The list
 * is a convenience, not a constraint: any id can be typed, since the real
 * service knows many more venues.
 */
export interface ExchangeEntry {
  id: string;
  name: string;
  country: string;
}

export const EXCHANGES: readonly ExchangeEntry[] = [
  { id: 'AMS', name: 'Euronext Amsterdam', country: 'NL' },
  { id: 'ASX', name: 'Australian Securities Exchange', country: 'AU' },
  { id: 'BRU', name: 'Euronext Brussels', country: 'BE' },
  { id: 'CBOE', name: 'Cboe Options Exchange', country: 'US' },
  { id: 'CBOT', name: 'Chicago Board of Trade', country: 'US' },
  { id: 'CME', name: 'Chicago Mercantile Exchange', country: 'US' },
  { id: 'COMEX', name: 'Commodity Exchange (COMEX)', country: 'US' },
  { id: 'CSE', name: 'Nasdaq Copenhagen', country: 'DK' },
  { id: 'EUREX', name: 'Eurex', country: 'DE' },
  { id: 'EUR_AMS2', name: 'Euronext derivatives Amsterdam', country: 'NL' },
  { id: 'EUR_PAR1', name: 'Euronext commodity derivatives Paris', country: 'FR' },
  { id: 'FSE', name: 'Deutsche Börse (Xetra)', country: 'DE' },
  { id: 'HKEX', name: 'Hong Kong Exchanges', country: 'HK' },
  { id: 'HSE', name: 'Nasdaq Helsinki', country: 'FI' },
  { id: 'ICE_IPE', name: 'ICE Futures Europe (commodities)', country: 'GB' },
  { id: 'ICE_LIF', name: 'ICE Futures Europe (financials)', country: 'GB' },
  { id: 'ISE', name: 'Euronext Dublin', country: 'IE' },
  { id: 'JSE', name: 'Johannesburg Stock Exchange', country: 'ZA' },
  { id: 'LISB', name: 'Euronext Lisbon', country: 'PT' },
  { id: 'LSE_SETS', name: 'London Stock Exchange', country: 'GB' },
  { id: 'LUX', name: 'Luxembourg Stock Exchange', country: 'LU' },
  { id: 'MIL', name: 'Borsa Italiana', country: 'IT' },
  { id: 'NASDAQ', name: 'Nasdaq', country: 'US' },
  { id: 'NYMEX', name: 'New York Mercantile Exchange', country: 'US' },
  { id: 'NYSE', name: 'New York Stock Exchange', country: 'US' },
  { id: 'NYSE_AM', name: 'NYSE American', country: 'US' },
  { id: 'NYSE_ARCA', name: 'NYSE Arca', country: 'US' },
  { id: 'NZSE', name: 'New Zealand Exchange', country: 'NZ' },
  { id: 'OSE', name: 'Oslo Børs', country: 'NO' },
  { id: 'OSE_JP', name: 'Osaka Exchange', country: 'JP' },
  { id: 'PAR', name: 'Euronext Paris', country: 'FR' },
  { id: 'SBFX', name: 'Inter Bank (FX)', country: 'DK' },
  { id: 'SGX-ST', name: 'Singapore Exchange', country: 'SG' },
  { id: 'SIBE', name: 'Bolsa de Madrid', country: 'ES' },
  { id: 'SSE', name: 'Nasdaq Stockholm', country: 'SE' },
  { id: 'SWX', name: 'SIX Swiss Exchange', country: 'CH' },
  { id: 'TSE', name: 'Tokyo Stock Exchange', country: 'JP' },
  { id: 'TSX', name: 'Toronto Stock Exchange', country: 'CA' },
  { id: 'VIE', name: 'Wiener Börse', country: 'AT' },
  { id: 'WSE', name: 'Warsaw Stock Exchange', country: 'PL' },
];

const BY_ID = new Map(EXCHANGES.map((exchange) => [exchange.id.toLowerCase(), exchange]));

export function exchangeEntry(id: string | undefined): ExchangeEntry | undefined {
  return id ? BY_ID.get(id.trim().toLowerCase()) : undefined;
}
