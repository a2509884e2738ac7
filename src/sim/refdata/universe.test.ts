import { describe, expect, it } from 'vitest';
import { generatedIsinBodyTest, universe, isinOf, JUNK_EMPTY_ISSUER_COUNTRY, JUNK_MISSING_ISIN, JUNK_TRAILING_SPACE, JUNK_UNDEFINED_ENUM, type Instrument } from './universe';
import { isValidIsin, makeIsin } from './isin';
import { PARIS_EQUITIES } from './data/paris';
import { PARIS_ISINS } from './data/core-listings';
import { FUTURES_UIC_BASE } from './futures';
import { OPTION_UIC_BASE } from './options';
import { EXCHANGES } from './data/exchanges';
import { get, simAt } from './refdata.test-support';

describe('instrument universe', () => {
  const { instruments, byUic } = universe();

  // Its build time is a benchmark figure (npm run bench:sim, the simulator's first answer), not a test.
  it('is built once and kept for the process', () => {
    expect(universe().instruments).toBe(instruments);
  });

  it('holds at least 50,000 instruments over at least 30 exchanges and 12 asset types', () => {
    expect(instruments.length).toBeGreaterThanOrEqual(50_000);
    expect(new Set(instruments.map((instrument) => instrument.exchange.id)).size).toBeGreaterThanOrEqual(30);
    const types = new Set(instruments.flatMap((instrument) => instrument.tradableAs));
    for (const type of [
      'Stock',
      'Etf',
      'Etc',
      'Etn',
      'Bond',
      'FxSpot',
      'FxForwards',
      'ContractFutures',
      'CfdOnStock',
      'CfdOnIndex',
      'StockIndex',
      'MutualFund',
      'Fund',
      'Warrant',
      'Rights',
      'SrdOnStock',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(types.size).toBeGreaterThanOrEqual(12);
  });

  it('uses every exchange of the exchange list somewhere', () => {
    const used = new Set(instruments.map((instrument) => instrument.exchange.id));
    const missing = EXCHANGES.filter((exchange) => !used.has(exchange.id)).map((exchange) => exchange.id);
    // The derivatives-only venues without static listings carry options or dated futures instead.
    expect(missing.every((id) => ['EUR_AMS2', 'ICE_LIF', 'OSE_JP', 'EUR_PAR1', 'ICE_IPE', 'CME', 'CBOT', 'NYMEX', 'COMEX', 'EUREX'].includes(id))).toBe(true);
  });

  it('has unique Uics below the futures and option ranges, and unique symbols per exchange', () => {
    expect(byUic.size).toBe(instruments.length);
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const instrument of instruments) {
      if (instrument.uic <= 0 || instrument.uic >= FUTURES_UIC_BASE || instrument.uic >= OPTION_UIC_BASE) problems.push(`uic ${instrument.uic}`);
      const key = `${instrument.exchange.id}|${instrument.symbol}|${instrument.type}`;
      if (seen.has(key)) problems.push(key);
      seen.add(key);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the real core: Paris listings with their quirks and ISINs, Shell A with its broker Uic', () => {
    const paris = instruments.filter((instrument) => instrument.exchange.id === 'PAR' && instrument.type === 'Stock');
    expect(paris).toHaveLength(PARIS_EQUITIES.length);
    expect(byUic.get(15311)?.description).toBe('Safran ');
    expect(byUic.get(23255427)?.isin).toBe(PARIS_ISINS['TTE:xpar']);
    expect(byUic.get(23255427)?.tradableAs).toEqual(['Stock', 'SrdOnStock']);
    expect(byUic.get(16350)).toMatchObject({ symbol: 'RDSa:xams', description: 'Royal Dutch Shell Plc A', groupId: 1798, primaryListing: 16348 });
    expect(byUic.get(21)).toMatchObject({ symbol: 'EURUSD', type: 'FxSpot' });
    expect(byUic.get(21)?.tradableAs).toEqual(['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption', 'FxOneTouchOption', 'FxNoTouchOption']);
  });

  it('gives every ISIN a valid check digit', () => {
    expect(makeIsin('US', '037833100')).toBe('US0378331005');
    let checked = 0;
    const invalid: string[] = [];
    for (const instrument of instruments) {
      const isin = isinOf(instrument);
      if (isin === undefined) continue;
      if (!isValidIsin(isin)) invalid.push(`${instrument.symbol} ${isin}`);
      checked += 1;
    }
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThan(40_000);
    const generated = instruments
      .filter((instrument) => instrument.origin === 'generated')
      .map(isinOf)
      .filter((isin) => isin !== undefined);
    expect(new Set(generated).size).toBe(generated.length);
  });

  it('generates listings in each market style', () => {
    const pick = (exchangeId: string) =>
      instruments.filter((instrument) => instrument.exchange.id === exchangeId && instrument.type === 'Stock' && instrument.origin === 'generated');
    for (const instrument of pick('TSE').slice(0, 50)) expect(instrument.symbol).toMatch(/^\d{4}:xtks$/);
    for (const instrument of pick('HKEX').slice(0, 50)) expect(instrument.symbol).toMatch(/^\d{1,4}:xhkg$/);
    for (const instrument of pick('NYSE').slice(0, 50)) {
      expect(instrument.symbol).toMatch(/^[A-Z0-9]{2,6}:xnys$/);
      expect(instrument.currency).toBe('USD');
    }
    const german = pick('FSE').slice(0, 200);
    expect(german.filter((instrument) => / (AG|SE|KGaA)$/.test(instrument.description.trim())).length).toBeGreaterThan(150);
    expect(pick('SSE').some((instrument) => instrument.description.trim().endsWith(' AB') || / AB - [AB]$/.test(instrument.description))).toBe(true);
    for (const instrument of pick('LSE_SETS').slice(0, 20)) expect(instrument.currency).toBe('GBP');
  });

  it('sprinkles the live service junk on a small share', () => {
    const count = (flag: number) => instruments.filter((instrument) => (instrument.junk & flag) !== 0).length;
    for (const flag of [JUNK_TRAILING_SPACE, JUNK_EMPTY_ISSUER_COUNTRY, JUNK_UNDEFINED_ENUM, JUNK_MISSING_ISIN]) {
      expect(count(flag)).toBeGreaterThan(0);
      expect(count(flag)).toBeLessThan(instruments.length * 0.05);
    }
    expect(instruments.some((instrument) => instrument.issuerCountry === '')).toBe(true);
    expect(instruments.some((instrument) => instrument.extra?.kind === 'bond' && (instrument.extra.couponType === 'Undefined' || instrument.extra.bondType === 'Undefined'))).toBe(
      true,
    );
    expect(instruments.some((instrument) => instrument.displayHint === 'Undefined')).toBe(true);
  });

  it('shows the junk through the service too', () => {
    const sim = simAt();
    const safran = get(sim, '/openapi/ref/v1/instruments?Uics=15311').body.Data[0];
    expect(safran.Description).toBe('Safran ');
    const trailing = instruments.find((instrument) => instrument.origin === 'generated' && (instrument.junk & JUNK_TRAILING_SPACE) !== 0);
    const row = get(sim, `/openapi/ref/v1/instruments?Uics=${trailing?.uic}&IncludeNonTradable=true`).body.Data[0];
    expect(row.Description.endsWith(' ')).toBe(true);
    const empty = instruments.find((instrument) => instrument.issuerCountry === '');
    expect(get(sim, `/openapi/ref/v1/instruments?Uics=${empty?.uic}&IncludeNonTradable=true`).body.Data[0].IssuerCountry).toBe('');
    const undefinedBond = instruments.find((instrument) => instrument.extra?.kind === 'bond' && instrument.extra.couponType === 'Undefined');
    expect(get(sim, `/openapi/ref/v1/instruments/details/${undefinedBond?.uic}/Bond`).body.CouponType).toBe('Undefined');
    const noIsin = instruments.find((instrument) => instrument.origin === 'generated' && instrument.type === 'Stock' && (instrument.junk & JUNK_MISSING_ISIN) !== 0);
    const details = get(sim, `/openapi/ref/v1/instruments/details/${noIsin?.uic}/Stock`).body;
    expect(details).not.toHaveProperty('IsinCode');
  });
});

describe('bonds held by the demo clients', () => {
  it('are instruments of the universe with their own Uics and ISINs', async () => {
    const { BONDS } = await import('./data/bonds');
    const { byUic } = universe();
    for (const bond of BONDS) {
      const instrument = byUic.get(bond.uic);
      expect(instrument?.type).toBe('Bond');
      expect(instrument?.isin).toBe(bond.isin);
    }
  });
});

describe('generated ISIN bodies tested for a keyword', () => {
  // The ISIN a listing without one gets (isinOf), less its check digit, folded: the text keyword search compares.
  const bodyOf = (country: string, uic: number): string => (isinOf({ uic, isin: undefined, isinCountry: country } as Instrument) as string).slice(0, 11).toLowerCase();
  // The string form is the reference: contains the keyword, or ends with it less a final digit.
  const reference = (country: string, uic: number, keyword: string): boolean => {
    const body = bodyOf(country, uic);
    return body.includes(keyword) || (/[0-9]$/.test(keyword) && body.endsWith(keyword.slice(0, -1)));
  };

  it('agrees with the bodies as text, for every style of national code', () => {
    const uics = Array.from({ length: 400 }, (_, i) => 1 + i * 7_771 + (i % 13) * 3);
    let hits = 0;
    for (const country of ['US', 'GB', 'DE', 'FR', 'JP', 'KY', 'CN', 'XS', 'EU', 'ZZ']) {
      // Keywords cut from real bodies (so some match), plus ones that fit a position only in some bodies.
      const keywords = new Set(['0', '00b', 'gb00', 'us0', 'de000', 'a1', 'zz', '7', '12', 'b7', 'apple', 'xs2']);
      for (const uic of uics.slice(0, 25)) {
        const body = bodyOf(country, uic);
        keywords
          .add(body.slice(3, 7))
          .add(body.slice(-3))
          .add(`${body.slice(-2)}5`);
      }
      for (const keyword of keywords) {
        const test = generatedIsinBodyTest(country, keyword);
        const expected = uics.filter((uic) => reference(country, uic, keyword));
        hits += expected.length;
        expect(
          uics.filter((uic) => test?.(uic) ?? false),
          `${country} ${keyword}`,
        ).toEqual(expected);
      }
    }
    expect(hits).toBeGreaterThan(1_000);
  });
});
