import { describe, expect, it } from 'vitest';
import { EXCHANGES, exchangeEntry, exchangeIdFor, isMic } from './exchanges';

describe('exchanges by id or MIC', () => {
  it('finds an exchange by its id in any case, or by the MIC its symbols end in', () => {
    expect(exchangeEntry('NASDAQ')?.id).toBe('NASDAQ');
    expect(exchangeEntry(' fse ')?.id).toBe('FSE');
    expect(exchangeEntry('xnas')?.id).toBe('NASDAQ');
    expect(exchangeEntry('XETR')?.id).toBe('FSE');
    expect(exchangeEntry('arcx')?.id).toBe('NYSE_ARCA');
    expect(exchangeEntry('nowhere')).toBeUndefined();
    expect(exchangeEntry(undefined)).toBeUndefined();
  });

  it("gives a venue's own MIC to it, and a suffix only other venues' symbols carry to those", () => {
    // Live symbols: RDSa:xams is listed on AMS, the option root RDSA:xams on EUR_AMS2, SHA:xlif on ICE_LIF.
    expect(exchangeIdFor('xams')).toBe('AMS');
    expect(exchangeIdFor('xlif')).toBe('ICE_LIF');
    expect(exchangeIdFor('ifll')).toBe('ICE_LIF');
    expect(exchangeEntry('EUR_AMS2')?.mics).toContain('xams');
  });

  it('the MICs of the live sample rows name their exchanges', () => {
    // Two rows of the live search samples (src/features/search/__fixtures__/search-samples.json).
    for (const row of [
      { Symbol: 'RDSa:xams', ExchangeId: 'AMS' },
      { Symbol: 'SAF:xpar', ExchangeId: 'PAR' },
    ]) {
      expect(exchangeIdFor(row.Symbol.split(':')[1] as string), row.Symbol).toBe(row.ExchangeId);
    }
  });

  it('tells a MIC from an id, and passes an unknown value on as typed', () => {
    expect(isMic('xnas')).toBe(true);
    expect(isMic('NASDAQ')).toBe(false);
    expect(isMic('SBFX')).toBe(false);
    expect(isMic('zzz')).toBe(false);
    expect(exchangeIdFor(' BATS_EU ')).toBe('BATS_EU');
  });

  it('every MIC is four lower-case characters and names one exchange first', () => {
    const owners = new Map<string, string>();
    for (const exchange of EXCHANGES) {
      for (const mic of exchange.mics) expect(mic).toMatch(/^[a-z0-9]{4}$/);
      const own = exchange.mics[0];
      if (own) {
        expect(owners.get(own), own).toBeUndefined();
        owners.set(own, exchange.id);
      }
    }
  });
});
