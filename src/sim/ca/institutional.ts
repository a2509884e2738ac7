/**
 * The institutional demo client, Aurora Nordic Asset Management A/S: equity
 * and bond funds, segregated mandates and share-class sub-accounts (see
 * core/accounts.ts). Its positions come from mandates (which instruments an
 * account invests in, and how much) applied to two sets of instruments:
 *
 * - the curated instruments the other demo clients hold (instruments.ts);
 *   these positions are static and join the events every client sees;
 * - a second tier of listings of the generated reference-data universe
 *   (stocks, bonds and ETFs of many markets), picked deterministically, with
 *   their own slots and EventIds of eight digits (INSTITUTIONAL_ID_OFFSET). This tier is only built when a request looks
 *   at the institutional client (it needs the universe), so the other clients
 *   and the start of the simulator do not pay for it.
 *
 * Every choice is drawn from the account key and the Uic, so positions do not
 * depend on the order in which things are built.
 */
import { INSTITUTIONAL_CLIENT_KEY, accountsOfClient } from '../core/accounts';
import { createRng } from '../core/rng';
import type { BondDefinition } from '../refdata/data/bonds';
import { isinOf, mix32, universe, type Instrument } from '../refdata/universe';
import type { HeldInstrument, Position } from './held';

/**
 * EventIds of the generated tier's calendar events are those of the curated
 * numbering (slots from 0) plus this offset, so they never meet curated ones.
 */
export const INSTITUTIONAL_ID_OFFSET = 10_000_000;

export const INSTITUTIONAL_ACCOUNT_KEYS: ReadonlySet<string> = new Set(accountsOfClient(INSTITUTIONAL_CLIENT_KEY).map((account) => account.accountKey));

const NORDIC = new Set(['DK', 'SE', 'NO', 'FI']);
const EUROPE = new Set(['DE', 'FR', 'NL', 'IT', 'ES', 'BE', 'AT', 'PT', 'IE', 'CH', 'GB', 'LU']);
const NORTH_AMERICA = new Set(['US', 'CA']);
const ASIA_PACIFIC = new Set(['JP', 'HK', 'AU', 'SG', 'NZ']);

function maturityYear(inst: HeldInstrument): number {
  return inst.bond?.maturity.year ?? 9999;
}

interface Mandate {
  accountKey: string;
  /** Share of the matching instruments the account holds. */
  share(inst: HeldInstrument): number;
  quantity: { min: number; max: number; step: number };
  bondNominal?: { min: number; max: number; step: number };
  /** Sub-accounts invest in a part of their parent's positions. */
  parent?: string;
}

const stock = (inst: HeldInstrument, countries?: ReadonlySet<string>): boolean => inst.assetType === 'Stock' && (!countries || countries.has(inst.marketCountry));
const fund = (inst: HeldInstrument): boolean => inst.assetType === 'Etf' || inst.assetType === 'Etc';

const MANDATES: readonly Mandate[] = [
  { accountKey: 'Dn01A9EqG2rTq4LxW8nP0g==', share: (i) => (stock(i) ? 0.3 : 0), quantity: { min: 2_000, max: 60_000, step: 100 } },
  { accountKey: 'Dn02A8EqN3sUr5MyX9oQ1h==', share: (i) => (stock(i, NORDIC) ? 0.9 : 0), quantity: { min: 5_000, max: 150_000, step: 100 } },
  { accountKey: 'Dn03A7EqD4tVs6NzY0pR2i==', share: (i) => (stock(i, EUROPE) ? 0.45 : 0), quantity: { min: 3_000, max: 80_000, step: 100 } },
  { accountKey: 'Dn04A6EqA5uWt7OaZ1qS3j==', share: (i) => (stock(i, NORTH_AMERICA) ? 0.6 : 0), quantity: { min: 1_000, max: 40_000, step: 50 } },
  { accountKey: 'Dn05A5EqP6vXu8PbA2rT4k==', share: (i) => (stock(i, ASIA_PACIFIC) ? 0.85 : 0), quantity: { min: 2_000, max: 100_000, step: 100 } },
  {
    accountKey: 'Dn06A4FiG7wYv9QcB3sU5l==',
    share: (i) => (i.assetType === 'Bond' && i.currency !== 'DKK' ? 0.8 : 0),
    quantity: { min: 1, max: 1, step: 1 },
    bondNominal: { min: 500_000, max: 12_000_000, step: 100_000 },
  },
  {
    accountKey: 'Dn07A3FiM8xZw0RdC4tV6m==',
    share: (i) => (i.assetType === 'Bond' && i.currency === 'DKK' ? 1 : 0),
    quantity: { min: 1, max: 1, step: 1 },
    bondNominal: { min: 5_000_000, max: 60_000_000, step: 1_000_000 },
  },
  {
    accountKey: 'Dn08A2FiS9yAx1SeD5uW7n==',
    share: (i) => (i.assetType === 'Bond' && maturityYear(i) <= 2030 ? 1 : 0),
    quantity: { min: 1, max: 1, step: 1 },
    bondNominal: { min: 1_000_000, max: 20_000_000, step: 250_000 },
  },
  {
    accountKey: 'Dn09A1MaP0zBy2TfE6vX8o==',
    share: (i) => (fund(i) ? 0.5 : stock(i, NORDIC) ? 0.45 : i.assetType === 'Bond' && i.currency === 'DKK' ? 0.6 : 0),
    quantity: { min: 5_000, max: 120_000, step: 100 },
    bondNominal: { min: 10_000_000, max: 80_000_000, step: 1_000_000 },
  },
  { accountKey: 'Dn10A0MaF1aCz3UgF7wY9p==', share: (i) => (fund(i) ? 0.35 : stock(i) ? 0.08 : 0), quantity: { min: 1_000, max: 30_000, step: 50 } },
  {
    accountKey: 'Dn11A9TrL2bDa4VhG8xZ0q==',
    share: (i) => (fund(i) ? 0.2 : i.assetType === 'Bond' && i.bond?.kind === 'government' ? 0.35 : 0),
    quantity: { min: 500, max: 20_000, step: 50 },
    bondNominal: { min: 1_000_000, max: 25_000_000, step: 500_000 },
  },
  { accountKey: 'Dn12A8SbI3cEb5WiH9yA1r==', parent: 'Dn01A9EqG2rTq4LxW8nP0g==', share: () => 0.4, quantity: { min: 500, max: 20_000, step: 50 } },
  { accountKey: 'Dn13A7SbR4dFc6XjI0zB2s==', parent: 'Dn01A9EqG2rTq4LxW8nP0g==', share: () => 0.25, quantity: { min: 100, max: 5_000, step: 10 } },
  { accountKey: 'Dn14A6SbH5eGd7YkJ1aC3t==', parent: 'Dn02A8EqN3sUr5MyX9oQ1h==', share: () => 0.3, quantity: { min: 500, max: 25_000, step: 50 } },
  {
    accountKey: 'Dn15A5SbD6fHe8ZlK2bD4u==',
    parent: 'Dn06A4FiG7wYv9QcB3sU5l==',
    share: () => 0.3,
    quantity: { min: 1, max: 1, step: 1 },
    bondNominal: { min: 100_000, max: 2_000_000, step: 50_000 },
  },
  { accountKey: 'Dn16A4SbE7gIf9AmL3cE5v==', share: (i) => (fund(i) ? 0.15 : stock(i, EUROPE) || stock(i, NORDIC) ? 0.06 : 0), quantity: { min: 500, max: 15_000, step: 50 } },
  { accountKey: 'Dn17A3SbM8hJg0BnM4dF6w==', share: (i) => (fund(i) ? 0.15 : stock(i) ? 0.03 : 0), quantity: { min: 200, max: 8_000, step: 25 } },
  { accountKey: 'Dn18A2SbS9iKh1CoN5eG7x==', parent: 'Dn12A8SbI3cEb5WiH9yA1r==', share: () => 0.35, quantity: { min: 100, max: 4_000, step: 10 } },
];

function drawQuantity(accountKey: string, inst: HeldInstrument, mandate: Mandate): number {
  const range = inst.assetType === 'Bond' ? (mandate.bondNominal ?? { min: 500_000, max: 5_000_000, step: 100_000 }) : mandate.quantity;
  const rng = createRng(`institutional-quantity:${accountKey}:${inst.uic}`);
  const raw = range.min + (range.max - range.min) * rng.next() ** 1.6;
  return Math.max(range.step, Math.round(raw / range.step) * range.step);
}

/** The institutional client's positions in the given instruments, by mandate. */
export function mandatePositions(instruments: readonly HeldInstrument[]): Position[] {
  const held = new Map<string, Set<number>>();
  const out: Position[] = [];
  for (const mandate of MANDATES) {
    const mine = new Set<number>();
    const parentHeld = mandate.parent ? held.get(mandate.parent) : undefined;
    for (const inst of instruments) {
      if (parentHeld && !parentHeld.has(inst.uic)) continue;
      const share = mandate.share(inst);
      if (share <= 0) continue;
      if (createRng(`institutional-pick:${mandate.accountKey}:${inst.uic}`).next() >= share) continue;
      mine.add(inst.uic);
      out.push({ accountKey: mandate.accountKey, instrument: inst, quantity: drawQuantity(mandate.accountKey, inst, mandate) });
    }
    held.set(mandate.accountKey, mine);
  }
  return out;
}

// ---------------------------------------------------------------------------
// The generated tier

/** How many generated listings of each market the tier takes. */
const STOCK_QUOTAS: Readonly<Record<string, number>> = {
  US: 230,
  CA: 30,
  DK: 40,
  SE: 40,
  NO: 30,
  FI: 25,
  DE: 60,
  NL: 25,
  GB: 70,
  CH: 25,
  IT: 20,
  ES: 20,
  BE: 12,
  JP: 55,
  HK: 25,
  AU: 25,
  SG: 12,
};
const BOND_QUOTAS: Readonly<Record<string, number>> = { EUR: 90, USD: 50, GBP: 15, DKK: 25 };
const ETF_QUOTA = 90;

/** Sovereign and supranational issuers (the generated universe's bonds are all of these). */
const SOVEREIGN = /Republic|Kingdom|Bundesrepublik|Treasury|Government|Gilt|Confederation|Commonwealth|State of|Kommunekredit|KfW|European Investment Bank|European Union/i;

function bondDefinition(instrument: Instrument, isin: string, issuerCountry: string): BondDefinition | undefined {
  const extra = instrument.extra;
  if (extra?.kind !== 'bond' || extra.maturityDay === undefined || !(extra.coupon > 0) || extra.couponType !== 'Fixed') return undefined;
  const maturity = new Date(extra.maturityDay * 86_400_000);
  const frequency = instrument.currency === 'USD' || instrument.currency === 'GBP' ? 2 : 1;
  const description = instrument.description.trim();
  const government = SOVEREIGN.test(description);
  const mortgage = !government && instrument.currency === 'DKK';
  return {
    uic: instrument.uic,
    symbol: instrument.symbol,
    description,
    isin,
    currency: instrument.currency,
    exchangeId: instrument.exchangeId,
    issuerCountry,
    kind: government ? 'government' : mortgage ? 'mortgage' : 'corporate',
    coupon: extra.coupon,
    frequency,
    couponMonth: maturity.getUTCMonth() + 1,
    couponDay: Math.min(28, maturity.getUTCDate()),
    maturity: { year: maturity.getUTCFullYear(), month: maturity.getUTCMonth() + 1, day: maturity.getUTCDate() },
    denomination: instrument.currency === 'USD' ? 1000 : 0.01,
    ...(mortgage ? { quarterlyDrawings: false } : {}),
  };
}

function heldOf(instrument: Instrument, slot: number): HeldInstrument | undefined {
  const isin = isinOf(instrument);
  if (!isin) return undefined;
  const type = instrument.type;
  if (type !== 'Stock' && type !== 'Etf' && type !== 'Bond') return undefined;
  const issuerCountry = instrument.issuerCountry || isin.slice(0, 2);
  const base: HeldInstrument = {
    slot,
    uic: instrument.uic,
    symbol: instrument.symbol,
    description: instrument.description,
    isin,
    assetType: type,
    currency: instrument.currency,
    exchangeId: instrument.exchangeId,
    marketCountry: instrument.exchange.country,
    issuerCountry,
    sector: instrument.sector ?? (type === 'Bond' ? 'Corporate credit' : 'Other'),
    tier: 'institutional',
  };
  if (type !== 'Bond') return base;
  const bond = bondDefinition(instrument, isin, issuerCountry);
  if (!bond) return undefined;
  return { ...base, sector: bond.kind === 'government' ? 'Government' : bond.kind === 'mortgage' ? 'Mortgage credit' : 'Corporate credit', bond };
}

export interface InstitutionalTier {
  instruments: readonly HeldInstrument[];
  positions: readonly Position[];
  positionsByUic: ReadonlyMap<number, readonly Position[]>;
  /** Wall time of picking the instruments and positions (ms), the universe build included. */
  buildMs: number;
  /** Quotas the universe could not fill (diagnostics). */
  unfilled: Readonly<Record<string, number>>;
}

let tier: InstitutionalTier | undefined;

/** The generated tier, built on first use (builds the reference-data universe if needed). */
export function institutionalTier(): InstitutionalTier {
  if (tier) return tier;
  const started = performance.now();
  const { instruments } = universe();
  const stockLeft: Record<string, number> = { ...STOCK_QUOTAS };
  const bondLeft: Record<string, number> = { ...BOND_QUOTAS };
  let etfLeft = ETF_QUOTA;
  const picked: HeldInstrument[] = [];
  for (const instrument of instruments) {
    if (instrument.origin !== 'generated' || instrument.junk !== 0 || instrument.tradingStatus !== 'Tradable') continue;
    // A sparse, fixed sample, so the tier spreads over each market's listings.
    if (mix32(instrument.uic ^ 0x5a17) % 2 !== 0) continue;
    const country = instrument.exchange.country;
    if (instrument.type === 'Stock' && (stockLeft[country] ?? 0) > 0) {
      const held = heldOf(instrument, picked.length);
      if (held) {
        picked.push(held);
        stockLeft[country] = (stockLeft[country] ?? 0) - 1;
      }
    } else if (instrument.type === 'Bond' && (bondLeft[instrument.currency] ?? 0) > 0) {
      const held = heldOf(instrument, picked.length);
      if (held && held.bond && held.bond.maturity.year >= 2026) {
        picked.push(held);
        bondLeft[instrument.currency] = (bondLeft[instrument.currency] ?? 0) - 1;
      }
    } else if (instrument.type === 'Etf' && etfLeft > 0) {
      const held = heldOf(instrument, picked.length);
      if (held) {
        picked.push(held);
        etfLeft -= 1;
      }
    }
  }
  const positions = mandatePositions(picked);
  const held = new Set(positions.map((position) => position.instrument.uic));
  // Instruments no mandate picked are not held; keep slots stable by filtering after numbering.
  const kept = picked.filter((inst) => held.has(inst.uic));
  const positionsByUic = new Map<number, Position[]>();
  for (const position of positions) {
    const list = positionsByUic.get(position.instrument.uic) ?? [];
    list.push(position);
    positionsByUic.set(position.instrument.uic, list);
  }
  tier = {
    instruments: kept,
    positions,
    positionsByUic,
    buildMs: performance.now() - started,
    unfilled: {
      ...Object.fromEntries(Object.entries(stockLeft).filter(([, n]) => n > 0)),
      ...Object.fromEntries(
        Object.entries(bondLeft)
          .filter(([, n]) => n > 0)
          .map(([c, n]) => [`bond ${c}`, n]),
      ),
      etf: etfLeft,
    },
  };
  return tier;
}

/** Whether the tier has been built (requests for other clients must not build it). */
export function isInstitutionalTierBuilt(): boolean {
  return tier !== undefined;
}
