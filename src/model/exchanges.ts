/**
 * Exchange ids the broker uses, with names, countries and MICs, to suggest
 * values for the search's exchange filter and the holiday calendar's
 * exchanges, and to name the exchange of a result row or a calendar column.
 * The list is a convenience, not a constraint: any id can be typed, since the
 * real service knows many more venues.
 *
 * Symbols end in a lower-case MIC (`AAPL:xnas`, `RDSa:xams`) while the search
 * filters by the broker's exchange id (`NASDAQ`, `AMS`), and none of the
 * operations this app uses lists the two side by side: the MICs here are the
 * venues' ISO 10383 codes, plus the suffixes their symbols are seen with where
 * these differ (option roots of Euronext Amsterdam's derivatives market end in
 * `xams`, those of ICE Futures Europe in `xlif`).
 */
export interface ExchangeEntry {
  id: string;
  name: string;
  country: string;
  /** Lower case; the venue's own MIC first. */
  mics: readonly string[];
}

export const EXCHANGES: readonly ExchangeEntry[] = [
  { id: 'AMS', name: 'Euronext Amsterdam', country: 'NL', mics: ['xams'] },
  { id: 'ASX', name: 'Australian Securities Exchange', country: 'AU', mics: ['xasx'] },
  { id: 'BRU', name: 'Euronext Brussels', country: 'BE', mics: ['xbru'] },
  { id: 'CBOE', name: 'Cboe Options Exchange', country: 'US', mics: ['xcbo'] },
  { id: 'CBOT', name: 'Chicago Board of Trade', country: 'US', mics: ['xcbt'] },
  { id: 'CME', name: 'Chicago Mercantile Exchange', country: 'US', mics: ['xcme'] },
  { id: 'COMEX', name: 'Commodity Exchange (COMEX)', country: 'US', mics: ['xcec'] },
  { id: 'CSE', name: 'Nasdaq Copenhagen', country: 'DK', mics: ['xcse'] },
  { id: 'EUREX', name: 'Eurex', country: 'DE', mics: ['xeur'] },
  { id: 'EUR_AMS2', name: 'Euronext derivatives Amsterdam', country: 'NL', mics: ['xeue', 'xams'] },
  { id: 'EUR_PAR1', name: 'Euronext commodity derivatives Paris', country: 'FR', mics: ['xmat'] },
  { id: 'FSE', name: 'Deutsche Börse (Xetra)', country: 'DE', mics: ['xetr'] },
  { id: 'HKEX', name: 'Hong Kong Exchanges', country: 'HK', mics: ['xhkg'] },
  { id: 'HSE', name: 'Nasdaq Helsinki', country: 'FI', mics: ['xhel'] },
  { id: 'ICE_IPE', name: 'ICE Futures Europe (commodities)', country: 'GB', mics: ['ifeu'] },
  { id: 'ICE_LIF', name: 'ICE Futures Europe (financials)', country: 'GB', mics: ['ifll', 'xlif'] },
  { id: 'ISE', name: 'Euronext Dublin', country: 'IE', mics: ['xmsm', 'xdub'] },
  { id: 'JSE', name: 'Johannesburg Stock Exchange', country: 'ZA', mics: ['xjse'] },
  { id: 'LISB', name: 'Euronext Lisbon', country: 'PT', mics: ['xlis'] },
  { id: 'LSE_SETS', name: 'London Stock Exchange', country: 'GB', mics: ['xlon'] },
  { id: 'LUX', name: 'Luxembourg Stock Exchange', country: 'LU', mics: ['xlux'] },
  { id: 'MIL', name: 'Borsa Italiana', country: 'IT', mics: ['xmil'] },
  { id: 'NASDAQ', name: 'Nasdaq', country: 'US', mics: ['xnas'] },
  { id: 'NYMEX', name: 'New York Mercantile Exchange', country: 'US', mics: ['xnym'] },
  { id: 'NYSE', name: 'New York Stock Exchange', country: 'US', mics: ['xnys'] },
  { id: 'NYSE_AM', name: 'NYSE American', country: 'US', mics: ['xase'] },
  { id: 'NYSE_ARCA', name: 'NYSE Arca', country: 'US', mics: ['arcx'] },
  { id: 'NZSE', name: 'New Zealand Exchange', country: 'NZ', mics: ['xnze'] },
  { id: 'OSE', name: 'Oslo Børs', country: 'NO', mics: ['xosl'] },
  { id: 'OSE_JP', name: 'Osaka Exchange', country: 'JP', mics: ['xose'] },
  { id: 'PAR', name: 'Euronext Paris', country: 'FR', mics: ['xpar'] },
  { id: 'SBFX', name: 'Inter Bank (FX)', country: 'DK', mics: [] },
  { id: 'SGX-ST', name: 'Singapore Exchange', country: 'SG', mics: ['xses'] },
  { id: 'SIBE', name: 'Bolsa de Madrid', country: 'ES', mics: ['xmad'] },
  { id: 'SSE', name: 'Nasdaq Stockholm', country: 'SE', mics: ['xsto'] },
  { id: 'SWX', name: 'SIX Swiss Exchange', country: 'CH', mics: ['xswx'] },
  { id: 'TSE', name: 'Tokyo Stock Exchange', country: 'JP', mics: ['xtks'] },
  { id: 'TSX', name: 'Toronto Stock Exchange', country: 'CA', mics: ['xtse'] },
  { id: 'VIE', name: 'Wiener Börse', country: 'AT', mics: ['xwbo'] },
  { id: 'WSE', name: 'Warsaw Stock Exchange', country: 'PL', mics: ['xwar'] },
];

const BY_ID = new Map(EXCHANGES.map((exchange) => [exchange.id.toLowerCase(), exchange]));
const BY_MIC = new Map<string, ExchangeEntry>();
for (const exchange of EXCHANGES) if (exchange.mics[0]) BY_MIC.set(exchange.mics[0], exchange);
// Other suffixes where no venue has them as its own MIC (xams is Euronext Amsterdam's, not its derivatives market's).
for (const exchange of EXCHANGES) for (const mic of exchange.mics) if (!BY_MIC.has(mic)) BY_MIC.set(mic, exchange);

/** The exchange an exchange id (any case) or a MIC names. */
export function exchangeEntry(text: string | undefined): ExchangeEntry | undefined {
  const key = text?.trim().toLowerCase();
  return key ? (BY_ID.get(key) ?? BY_MIC.get(key)) : undefined;
}

/** Whether the text is a MIC of a known exchange rather than its id. */
export function isMic(text: string | undefined): boolean {
  const key = text?.trim().toLowerCase();
  return key !== undefined && !BY_ID.has(key) && BY_MIC.has(key);
}

/** The ExchangeId the service is asked for: the id of a known exchange or MIC, else the text as typed. */
export function exchangeIdFor(text: string): string {
  return exchangeEntry(text)?.id ?? text.trim();
}
