/**
 * Named bonds that the demo clients hold, listed in the reference-data
 * universe under fixed Uics (59,000,101 and up) so that coupon and redemption
 * events point at real instruments. ISINs are plausible (valid check digits);
 * coupons and dates are each bond's terms, so coupon and redemption events
 * fall on fixed calendar dates.
 */
export type BondKind = 'government' | 'corporate' | 'mortgage';

export interface BondDefinition {
  uic: number;
  symbol: string;
  description: string;
  isin: string;
  currency: string;
  /** Suggested listing venue (an exchange id of refdata/data/exchanges.ts). */
  exchangeId: string;
  issuerCountry: string;
  kind: BondKind;
  /** Annual coupon in percent. */
  coupon: number;
  /** Coupons per year (1, 2 or 4). */
  frequency: 1 | 2 | 4;
  /** Month and day of one coupon date; the others follow at equal month steps. */
  couponMonth: number;
  couponDay: number;
  maturity: { year: number; month: number; day: number };
  /** Smallest tradable nominal. */
  denomination: number;
  /** Danish callable mortgage bonds: quarterly partial redemptions (drawings). */
  quarterlyDrawings?: boolean;
}

export const BONDS: readonly BondDefinition[] = [
  { uic: 59000101, symbol: 'DBR 2.6 08/15/34', description: 'Germany (Bund) 2.60% 15 Aug 2034', isin: 'DE000BU2Z049', currency: 'EUR', exchangeId: 'FSE', issuerCountry: 'DE', kind: 'government', coupon: 2.6, frequency: 1, couponMonth: 8, couponDay: 15, maturity: { year: 2034, month: 8, day: 15 }, denomination: 0.01 },
  { uic: 59000102, symbol: 'FRTR 3 05/25/33', description: 'France (OAT) 3.00% 25 May 2033', isin: 'FR001400HI98', currency: 'EUR', exchangeId: 'PAR', issuerCountry: 'FR', kind: 'government', coupon: 3.0, frequency: 1, couponMonth: 5, couponDay: 25, maturity: { year: 2033, month: 5, day: 25 }, denomination: 1 },
  { uic: 59000103, symbol: 'BTPS 4 04/30/35', description: 'Italy (BTP) 4.00% 30 Apr 2035', isin: 'IT0005520348', currency: 'EUR', exchangeId: 'MIL', issuerCountry: 'IT', kind: 'government', coupon: 4.0, frequency: 2, couponMonth: 4, couponDay: 30, maturity: { year: 2035, month: 4, day: 30 }, denomination: 1000 },
  { uic: 59000104, symbol: 'DGB 2.25 11/15/33', description: 'Denmark 2.25% 15 Nov 2033', isin: 'DK0009924185', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'government', coupon: 2.25, frequency: 1, couponMonth: 11, couponDay: 15, maturity: { year: 2033, month: 11, day: 15 }, denomination: 0.01 },
  { uic: 59000105, symbol: 'NYKRE 4 10/01/56', description: 'Nykredit Realkredit 4.00% SDO 01 Oct 2056 (callable)', isin: 'DK0009517617', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 4.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2056, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000106, symbol: 'RDKRE 5 10/01/56', description: 'Realkredit Danmark 5.00% 01 Oct 2056 (callable)', isin: 'DK0000422791', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 5.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2056, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000107, symbol: 'T 4.25 11/15/34', description: 'United States Treasury 4.25% 15 Nov 2034', isin: 'US91282CLW90', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'government', coupon: 4.25, frequency: 2, couponMonth: 5, couponDay: 15, maturity: { year: 2034, month: 11, day: 15 }, denomination: 100 },
  { uic: 59000108, symbol: 'T 4.625 02/15/27', description: 'United States Treasury 4.625% 15 Feb 2027', isin: 'US91282CJZ59', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'government', coupon: 4.625, frequency: 2, couponMonth: 2, couponDay: 15, maturity: { year: 2027, month: 2, day: 15 }, denomination: 100 },
  { uic: 59000109, symbol: 'UKT 4.25 06/07/32', description: 'United Kingdom Gilt 4.25% 07 Jun 2032', isin: 'GB00BMF9LJ15', currency: 'GBP', exchangeId: 'LSE_SETS', issuerCountry: 'GB', kind: 'government', coupon: 4.25, frequency: 2, couponMonth: 6, couponDay: 7, maturity: { year: 2032, month: 6, day: 7 }, denomination: 0.01 },
  { uic: 59000110, symbol: 'AAPL 4.421 05/08/26', description: 'Apple Inc. 4.421% 08 May 2026', isin: 'US037833BX70', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'corporate', coupon: 4.421, frequency: 2, couponMonth: 5, couponDay: 8, maturity: { year: 2026, month: 5, day: 8 }, denomination: 2000 },
  { uic: 59000111, symbol: 'SIEGR 3 11/22/28', description: 'Siemens Financieringsmaatschappij 3.00% 22 Nov 2028', isin: 'XS2781043562', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'NL', kind: 'corporate', coupon: 3.0, frequency: 1, couponMonth: 11, couponDay: 22, maturity: { year: 2028, month: 11, day: 22 }, denomination: 1000 },
  { uic: 59000112, symbol: 'ORSTED 2.25 06/14/28', description: 'Orsted A/S 2.25% Green 14 Jun 2028', isin: 'XS2464898514', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'DK', kind: 'corporate', coupon: 2.25, frequency: 1, couponMonth: 6, couponDay: 14, maturity: { year: 2028, month: 6, day: 14 }, denomination: 100000 },
  { uic: 59000113, symbol: 'VW 3.375 04/06/28', description: 'Volkswagen Financial Services 3.375% 06 Apr 2028', isin: 'XS2791173326', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'DE', kind: 'corporate', coupon: 3.375, frequency: 1, couponMonth: 4, couponDay: 6, maturity: { year: 2028, month: 4, day: 6 }, denomination: 1000 },
  { uic: 59000114, symbol: 'NOVOB 3.375 05/21/34', description: 'Novo Nordisk Finance (Netherlands) 3.375% 21 May 2034', isin: 'XS2647132906', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'NL', kind: 'corporate', coupon: 3.375, frequency: 1, couponMonth: 5, couponDay: 21, maturity: { year: 2034, month: 5, day: 21 }, denomination: 100000 },
  { uic: 59000115, symbol: 'MSFT 3.3 02/06/27', description: 'Microsoft Corp. 3.30% 06 Feb 2027', isin: 'US594918BY93', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'corporate', coupon: 3.3, frequency: 2, couponMonth: 2, couponDay: 6, maturity: { year: 2027, month: 2, day: 6 }, denomination: 2000 },
  { uic: 59000116, symbol: 'NDASS 1 10/01/50', description: 'Nordea Kredit 1.00% 01 Oct 2050 (callable)', isin: 'DK0002044551', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 1.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2050, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000117, symbol: 'JYKRE 4 10/01/53', description: 'Jyske Realkredit 4.00% 01 Oct 2053 (callable)', isin: 'DK0009540221', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 4.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2053, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000118, symbol: 'TTEFP 3.25 07/17/30', description: 'TotalEnergies Capital International 3.25% 17 Jul 2030', isin: 'XS2714831216', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'FR', kind: 'corporate', coupon: 3.25, frequency: 1, couponMonth: 7, couponDay: 17, maturity: { year: 2030, month: 7, day: 17 }, denomination: 100000 },
  { uic: 59000119, symbol: 'ALVGR 4.597 09/07/38', description: 'Allianz SE 4.597% 07 Sep 2038 (subordinated)', isin: 'DE000A351ZS6', currency: 'EUR', exchangeId: 'LUX', issuerCountry: 'DE', kind: 'corporate', coupon: 4.597, frequency: 1, couponMonth: 9, couponDay: 7, maturity: { year: 2038, month: 9, day: 7 }, denomination: 100000 },
  { uic: 59000120, symbol: 'BKO 2.2 03/10/27', description: 'Germany (Schatz) 2.20% 10 Mar 2027', isin: 'DE000BU22320', currency: 'EUR', exchangeId: 'FSE', issuerCountry: 'DE', kind: 'government', coupon: 2.2, frequency: 1, couponMonth: 3, couponDay: 10, maturity: { year: 2027, month: 3, day: 10 }, denomination: 0.01 },
  { uic: 59000121, symbol: 'UKT 3.75 01/29/38', description: 'United Kingdom Gilt 3.75% 29 Jan 2038', isin: 'GB00BLPK7433', currency: 'GBP', exchangeId: 'LSE_SETS', issuerCountry: 'GB', kind: 'government', coupon: 3.75, frequency: 2, couponMonth: 1, couponDay: 29, maturity: { year: 2038, month: 1, day: 29 }, denomination: 0.01 },
  { uic: 59000122, symbol: 'T 3.875 08/15/33', description: 'United States Treasury 3.875% 15 Aug 2033', isin: 'US91282CHT18', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'government', coupon: 3.875, frequency: 2, couponMonth: 2, couponDay: 15, maturity: { year: 2033, month: 8, day: 15 }, denomination: 100 },
  { uic: 59000123, symbol: 'JPM 5.35 06/01/34', description: 'JPMorgan Chase & Co. 5.35% 01 Jun 2034', isin: 'US46647PEA29', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'US', kind: 'corporate', coupon: 5.35, frequency: 2, couponMonth: 6, couponDay: 1, maturity: { year: 2034, month: 6, day: 1 }, denomination: 2000 },
  { uic: 59000124, symbol: 'EQNR 3.625 09/10/28', description: 'Equinor ASA 3.625% 10 Sep 2028', isin: 'US29446MAP02', currency: 'USD', exchangeId: 'NYSE', issuerCountry: 'NO', kind: 'corporate', coupon: 3.625, frequency: 2, couponMonth: 3, couponDay: 10, maturity: { year: 2028, month: 9, day: 10 }, denomination: 1000 },
  { uic: 59000125, symbol: 'KFW 2.75 02/15/29', description: 'KfW 2.75% 15 Feb 2029', isin: 'DE000A383J95', currency: 'EUR', exchangeId: 'FSE', issuerCountry: 'DE', kind: 'government', coupon: 2.75, frequency: 1, couponMonth: 2, couponDay: 15, maturity: { year: 2029, month: 2, day: 15 }, denomination: 1000 },
  { uic: 59000126, symbol: 'NYKRE 1 10/01/53', description: 'Nykredit Realkredit 1.00% SDO 01 Oct 2053 (callable)', isin: 'DK0009543662', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 1.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2053, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000127, symbol: 'NYKRE 5 10/01/56', description: 'Nykredit Realkredit 5.00% SDO 01 Oct 2056 (callable)', isin: 'DK0009551806', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 5.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2056, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000128, symbol: 'RDKRE 1.5 10/01/53', description: 'Realkredit Danmark 1.50% 01 Oct 2053 (callable)', isin: 'DK0000047903', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 1.5, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2053, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000129, symbol: 'RDKRE 4 10/01/56', description: 'Realkredit Danmark 4.00% 01 Oct 2056 (callable)', isin: 'DK0009551129', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 4.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2056, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000130, symbol: 'NDASS 2 10/01/53', description: 'Nordea Kredit 2.00% 01 Oct 2053 (callable)', isin: 'DK0002005677', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 2.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2053, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000131, symbol: 'NDASS 4.5 10/01/56', description: 'Nordea Kredit 4.50% 01 Oct 2056 (callable)', isin: 'DK0002007129', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 4.5, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2056, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000132, symbol: 'JYKRE 1 10/01/50', description: 'Jyske Realkredit 1.00% 01 Oct 2050 (callable)', isin: 'DK0009540122', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 1.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2050, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
  { uic: 59000133, symbol: 'DLRKR 3 10/01/53', description: 'DLR Kredit 3.00% 01 Oct 2053 (callable)', isin: 'DK0006009410', currency: 'DKK', exchangeId: 'CSE', issuerCountry: 'DK', kind: 'mortgage', coupon: 3.0, frequency: 4, couponMonth: 1, couponDay: 1, maturity: { year: 2053, month: 10, day: 1 }, denomination: 0.01, quarterlyDrawings: true },
];
