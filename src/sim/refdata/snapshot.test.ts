import { describe, expect, it, vi } from 'vitest';
import { buildUniverse, isinOf, priceOf, searchTextOf, universe, type Instrument } from './universe';
import { readSnapshot, restoreUniverse, serializeSnapshot, snapshotOf } from './snapshot';
import { get, simAt } from './refdata.test-support';
import { fold, isPrintableAscii } from './text';

/** The fields of an instrument as answers see them (lazy values computed, the keyword text left out). */
function fieldsOf(instrument: Instrument): Record<string, unknown> {
  const { search: _search, price: _price, isin: _isin, extra, ...rest } = instrument;
  return { ...rest, price: priceOf(instrument), isin: isinOf(instrument), extra: extra && { ...extra } };
}

describe('snapshot bytes', () => {
  // A small universe: the first instruments of the built one.
  const small = { ...universe(), instruments: universe().instruments.slice(0, 300) };
  const snapshot = snapshotOf(small);

  it('reads back every column and list it wrote', () => {
    const read = readSnapshot(serializeSnapshot(snapshot));
    expect({ ...read }).toEqual({ ...snapshot });
    expect(read.uic).toBeInstanceOf(Int32Array);
    expect(Array.from(read.uic)).toEqual(small.instruments.map((instrument) => instrument.uic));
    expect(new TextDecoder().decode(read.description).split('\n')).toEqual(
      small.instruments.map((instrument) => (isPrintableAscii(instrument.description) ? instrument.description : fold(instrument.description))),
    );
  });

  it('reads bytes that do not start at a multiple of 4 in their buffer (a pooled Node Buffer)', () => {
    const bytes = serializeSnapshot(snapshot);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const read = readSnapshot(shifted.subarray(3));
    expect(Array.from(read.template)).toEqual(Array.from(snapshot.template));
    expect(restoreUniverse(read).instruments.map((instrument) => instrument.symbol)).toEqual(small.instruments.map((instrument) => instrument.symbol));
  });

  it('reads texts from a column that is not ASCII (a text whose folded form keeps other characters)', () => {
    const instruments = small.instruments.map((instrument, index) => (index % 50 === 7 ? { ...instrument, description: `東京 ${instrument.description} Ünïcode` } : instrument));
    const restored = restoreUniverse(readSnapshot(serializeSnapshot(snapshotOf({ ...small, instruments }))));
    expect(restored.instruments.map((instrument) => instrument.description)).toEqual(instruments.map((instrument) => instrument.description));
    expect(restored.where?.(() => true, ['東京']).length).toBe(instruments.filter((instrument) => instrument.description.startsWith('東京')).length);
  });

  it('refuses another format and a file cut short', () => {
    expect(() => readSnapshot(serializeSnapshot({ ...snapshot, format: 2 }))).toThrow(/format 2/);
    const bytes = serializeSnapshot(snapshot);
    expect(() => readSnapshot(bytes.subarray(0, bytes.length - 1000))).toThrow(/out of place/);
  });

  it('makes an instrument from the columns only when it is reached', () => {
    const restored = restoreUniverse(readSnapshot(serializeSnapshot(snapshot)));
    const target = small.instruments[123] as Instrument;
    expect(restored.byUic.get(target.uic)?.description).toBe(target.description);
    expect(restored.byUic.get(target.uic)).toBe(restored.instruments[123]);
  });
});

describe('universe snapshot', () => {
  const built = universe();
  const snapshot = snapshotOf(built);
  const bytes = serializeSnapshot(snapshot);

  // Picks without keywords read the groups instead of walking every instrument.
  it('groups the instruments by template, each group in universe order', () => {
    const { templateOrder, templateStart, template } = snapshot;
    expect(templateStart[snapshot.templates.length]).toBe(built.instruments.length);
    expect(new Set(templateOrder).size).toBe(built.instruments.length);
    const misplaced: string[] = [];
    for (let t = 0; t < snapshot.templates.length; t++) {
      const group = templateOrder.subarray(templateStart[t], templateStart[t + 1]);
      group.forEach((position, k) => {
        if (template[position] !== t || (k > 0 && position <= (group[k - 1] as number))) misplaced.push(`${t}: ${position}`);
      });
    }
    expect(misplaced).toEqual([]);
  });

  // ASCII columns decode without a second pass and fold by lower-casing: the first keyword search waits for both.
  it('keeps its symbol and description columns in ASCII, holding the other texts aside and folded in the column', () => {
    const nonAscii = built.instruments.filter((instrument) => !isPrintableAscii(instrument.description));
    expect(nonAscii.length).toBeGreaterThan(100);
    expect(snapshot.descriptionTexts).toHaveLength(nonAscii.length * 2);
    expect(snapshot.descriptionTexts.filter((item) => typeof item === 'string')).toEqual(nonAscii.map((instrument) => instrument.description));
    for (const column of [snapshot.symbol, snapshot.description]) expect(column.every((byte) => byte < 0x80)).toBe(true);
    const lines = new TextDecoder().decode(snapshot.description).split('\n');
    const index = built.instruments.indexOf(nonAscii[0] as Instrument);
    expect(lines[index]).toBe(fold((nonAscii[0] as Instrument).description));
  });

  it('restores every instrument, field for field and in order', () => {
    const restored = restoreUniverse(readSnapshot(bytes));
    expect(restored.instruments).toHaveLength(built.instruments.length);
    expect(restored.byUic.size).toBe(built.byUic.size);
    const differences: string[] = [];
    built.instruments.forEach((instrument, index) => {
      const copy = restored.instruments[index] as Instrument;
      // Shared references stay shared: the exchange record and the futures space of a continuous future.
      if (copy.exchange !== instrument.exchange) differences.push(`${instrument.uic}: exchange`);
      if (instrument.extra?.kind === 'continuous' && (copy.extra?.kind !== 'continuous' || copy.extra.space !== instrument.extra.space))
        differences.push(`${instrument.uic}: space`);
      if (restored.byUic.get(instrument.uic) !== copy) differences.push(`${instrument.uic}: byUic`);
      if (JSON.stringify(fieldsOf(copy)) !== JSON.stringify(fieldsOf(instrument))) differences.push(`${instrument.uic}: ${JSON.stringify(fieldsOf(copy))}`);
      // Same property order as the build's objects (make()), so both take the same hidden class.
      if (Object.keys(copy).join() !== Object.keys(instrument).join()) differences.push(`${instrument.uic}: keys ${Object.keys(copy).join()}`);
    });
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('comes out the same from a universe that has already answered requests', () => {
    // Prices and generated ISINs are filled in on first use; a later snapshot carries them, with the same values.
    for (const instrument of built.instruments.slice(0, 5000)) searchTextAndPrice(instrument);
    const later = restoreUniverse(readSnapshot(serializeSnapshot(snapshotOf(built))));
    const early = restoreUniverse(readSnapshot(bytes));
    expect(later.instruments.map((instrument) => JSON.stringify(fieldsOf(instrument)))).toEqual(early.instruments.map((instrument) => JSON.stringify(fieldsOf(instrument))));
  });

  it('offers every instrument whose keyword text holds a keyword, making few others', () => {
    const restored = restoreUniverse(readSnapshot(bytes));
    const keywords = new Set(['apple', 'novo', 'continuous', 'nestle', 'societe', 'zurich', 'us0378331005', 'gb', '12', '7', 'a', ':xnas', '.i', 'ae']);
    // Pieces of symbols, descriptions and ISINs (generated ones, their check digit included) of instruments of every kind.
    built.instruments.forEach((instrument, index) => {
      if (index % 1999 !== 0) return;
      const search = searchTextOf(instrument);
      const isin = isinOf(instrument)?.toLowerCase();
      if (isin) keywords.add(isin.slice(3, 9)).add(isin.slice(-5)).add(isin);
      const words = search.split(' ');
      keywords.add(words[0] as string).add((words[1] ?? 'x').slice(0, 4));
    });
    const missing: string[] = [];
    let offered = 0;
    for (const keyword of keywords) {
      const candidates = new Set((restored.where?.(() => true, [keyword]) ?? []).map((instrument) => instrument.uic));
      offered += candidates.size;
      for (const instrument of built.instruments) if (searchTextOf(instrument).includes(keyword) && !candidates.has(instrument.uic)) missing.push(`${keyword}: ${instrument.uic}`);
    }
    expect(missing.slice(0, 5)).toEqual([]);
    // With two keywords, those holding both.
    const both = new Set((restored.where?.(() => true, ['apple', 'inc']) ?? []).map((instrument) => instrument.uic));
    const expectedBoth = built.instruments.filter((instrument) => searchTextOf(instrument).includes('apple') && searchTextOf(instrument).includes('inc'));
    expect(expectedBoth.length).toBeGreaterThan(0);
    expect(expectedBoth.filter((instrument) => !both.has(instrument.uic))).toEqual([]);
    expect(both.size).toBeLessThan(200);
    // A later keyword that only an ISIN holds (stored or generated) is looked for among those left.
    const generated = built.instruments.find((instrument, index) => index > 30_000 && instrument.isinCountry !== undefined) as Instrument;
    for (const pair of [
      ['apple', 'us03783'],
      [fold(generated.description).split(' ')[0] as string, (isinOf(generated) as string).toLowerCase().slice(4, 10)],
    ]) {
      const found = new Set((restored.where?.(() => true, pair) ?? []).map((instrument) => instrument.uic));
      const expected = built.instruments.filter((instrument) => pair.every((keyword) => searchTextOf(instrument).includes(keyword as string)));
      expect(expected.length, pair.join(' ')).toBeGreaterThan(0);
      expect(expected.filter((instrument) => !found.has(instrument.uic))).toEqual([]);
    }
    expect(offered).toBeGreaterThan(0);
  });

  it("keeps the option roots' underlyings, so that a restored universe builds the same roots without scanning for them", async () => {
    const { optionRoots, rootUnderlyingUicsOf } = await import('./options');
    const stored = readSnapshot(bytes).rootUnderlyings;
    expect(stored).toEqual(rootUnderlyingUicsOf(built));
    expect(stored.equities.length).toBeGreaterThan(100);
    expect(stored.successors.filter((uic) => uic !== 0).length).toBeGreaterThan(0);
    const summary = (roots: ReturnType<typeof optionRoots>): string[] =>
      roots.list.map((root) => `${root.id} ${root.assetType} ${root.symbol} ${root.underlying.uic} ${root.secondary?.uic ?? ''} ${root.price} ${root.step}`);
    const expected = summary(optionRoots());
    // A second copy of the simulator's modules whose universe comes from the snapshot.
    vi.resetModules();
    const freshSnapshot = (await import('./snapshot')) as typeof import('./snapshot');
    const freshUniverse = (await import('./universe')) as typeof import('./universe');
    const freshOptions = (await import('./options')) as typeof import('./options');
    freshSnapshot.restoreUniverseFrom(bytes);
    const restored = freshUniverse.universe();
    const where = vi.spyOn(restored, 'where');
    const pick = vi.spyOn(restored, 'pick');
    expect(summary(freshOptions.optionRoots())).toEqual(expected);
    expect([where.mock.calls.length, pick.mock.calls.length]).toEqual([0, 0]);
  });

  it('is much smaller than the objects it describes', () => {
    // About 4 MB for 53,000 instruments; the objects themselves serialise to several times that. Measured on the
    // generators' own output, as the build's snapshot is: the universe this test process shares with other test
    // files gave 4.87 MB once they had run before it (not looked into further).
    expect(serializeSnapshot(snapshotOf(buildUniverse())).length).toBeLessThan(4_500_000);
  });

  it('answers a sample of every reference-data operation byte for byte as the built universe does', async () => {
    const paths = [
      '/openapi/ref/v1/instruments?Keywords=apple&$top=1000',
      '/openapi/ref/v1/instruments?Keywords=novo&$top=1000',
      '/openapi/ref/v1/instruments?Keywords=continuous&IncludeNonTradable=true',
      '/openapi/ref/v1/instruments?Keywords=us0378331005',
      '/openapi/ref/v1/instruments?AssetTypes=Bond,Warrant&ExchangeId=FSE&$top=200&$skip=100',
      '/openapi/ref/v1/instruments?AssetTypes=StockOption,StockIndexOption&$top=1000',
      '/openapi/ref/v1/instruments?AssetTypes=MutualFund&Tags=null&$top=50',
      '/openapi/ref/v1/instruments/details?AssetTypes=Stock&$top=100&$skip=20000',
      '/openapi/ref/v1/instruments/details?AssetTypes=Bond&FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions,MarketData',
      '/openapi/ref/v1/instruments/details/211/Stock?FieldGroups=OrderSetting,TradingSessions',
      '/openapi/ref/v1/instruments/tradingschedule/211/Stock',
      '/openapi/ref/v1/instruments/contractoptionspaces/1',
      '/openapi/ref/v1/instruments/futuresspaces/28001',
    ];
    // Instruments of every kind, by Uic: details and schedules.
    const sample = built.instruments.filter((_, index) => index % 1777 === 0);
    for (const instrument of sample) {
      paths.push(`/openapi/ref/v1/instruments/details/${instrument.uic}/${instrument.type}?FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions`);
      paths.push(`/openapi/ref/v1/instruments/tradingschedule/${instrument.uic}/${instrument.type}`);
    }
    const expected = paths.map((path) => get(simAt(), path).raw);

    // A second copy of the simulator's modules whose universe comes from the snapshot.
    vi.resetModules();
    const fresh = (await import('./snapshot')) as typeof import('./snapshot');
    const freshUniverse = (await import('./universe')) as typeof import('./universe');
    const support = (await import('./refdata.test-support')) as typeof import('./refdata.test-support');
    fresh.restoreUniverseFrom(bytes);
    expect(freshUniverse.readyUniverse()).toBeUndefined();
    const simulator = support.simAt();
    const answers = paths.map((path) => support.get(simulator, path).raw);
    expect(freshUniverse.universe()).not.toBe(built);
    expect(paths.filter((_, index) => answers[index] !== expected[index])).toEqual([]);
    expect(answers.every((answer) => answer !== null && answer.length > 2)).toBe(true);
  });
});

function searchTextAndPrice(instrument: Instrument): void {
  priceOf(instrument);
  isinOf(instrument);
}
