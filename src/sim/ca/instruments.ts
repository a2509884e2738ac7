/**
 * The instruments the demo clients hold and the positions per account,
 * resolved against the reference-data listings (and the bonds of
 * refdata/data/bonds.ts), so every event's Uic is an instrument of the universe.
 */
import { accountByKey } from '../core/accounts';
import { createRng } from '../core/rng';
import { CORE_LISTINGS, PARIS_ISINS, type CoreListing } from '../refdata/data/core-listings';
import { PARIS_EQUITIES } from '../refdata/data/paris';
import { exchangeById } from '../refdata/data/exchanges';
import { BONDS, type BondDefinition } from '../refdata/data/bonds';
import { ACCOUNT_POSITIONS } from './data/positions';
import type { HeldInstrument, Position } from './held';
import { mandatePositions } from './institutional';

export type { HeldAssetType, HeldInstrument, Position } from './held';

type Resolved = Omit<HeldInstrument, 'slot'>;

function fromCore(listing: CoreListing): Resolved {
  const exchange = exchangeById(listing.exchangeId);
  const assetType = listing.assetType;
  if (assetType !== 'Stock' && assetType !== 'Etf' && assetType !== 'Etc') {
    throw new Error(`${listing.symbol}: asset type ${assetType} cannot be held for corporate actions`);
  }
  if (!listing.isin) throw new Error(`${listing.symbol}: no ISIN`);
  return {
    uic: listing.uic,
    symbol: listing.symbol,
    description: listing.description,
    isin: listing.isin,
    assetType,
    currency: listing.currency ?? exchange?.currency ?? 'USD',
    exchangeId: listing.exchangeId,
    marketCountry: exchange?.country ?? listing.isin.slice(0, 2),
    issuerCountry: listing.issuerCountry ?? listing.isin.slice(0, 2),
    sector: listing.sector ?? 'Other',
  };
}

function fromParis(symbol: string): Resolved | undefined {
  const row = PARIS_EQUITIES.find((candidate) => candidate[1] === symbol);
  const isin = PARIS_ISINS[symbol];
  if (!row || !isin) return undefined;
  return {
    uic: row[0],
    symbol,
    description: row[2],
    isin,
    assetType: 'Stock',
    currency: 'EUR',
    exchangeId: 'PAR',
    marketCountry: 'FR',
    issuerCountry: row[4],
    sector: 'Other',
  };
}

function fromBond(bond: BondDefinition): Resolved {
  return {
    uic: bond.uic,
    symbol: bond.symbol,
    description: bond.description,
    isin: bond.isin,
    assetType: 'Bond',
    currency: bond.currency,
    exchangeId: bond.exchangeId,
    marketCountry: bond.issuerCountry,
    issuerCountry: bond.issuerCountry,
    sector: bond.kind === 'government' ? 'Government' : bond.kind === 'mortgage' ? 'Mortgage credit' : 'Corporate credit',
    bond,
  };
}

function resolve(symbol: string): Resolved {
  const bond = BONDS.find((candidate) => candidate.symbol === symbol);
  if (bond) return fromBond(bond);
  const core = CORE_LISTINGS.find((listing) => listing.symbol === symbol);
  if (core) return fromCore(core);
  const paris = fromParis(symbol);
  if (paris) return paris;
  throw new Error(`held instrument ${symbol} is not part of the universe`);
}

function build(): { instruments: HeldInstrument[]; positions: Position[] } {
  const bySymbol = new Map<string, HeldInstrument>();
  const instruments: HeldInstrument[] = [];
  const positions: Position[] = [];
  for (const account of ACCOUNT_POSITIONS) {
    if (!accountByKey(account.accountKey)) throw new Error(`positions for unknown account ${account.accountKey}`);
    for (const entry of account.positions) {
      const symbol = typeof entry === 'string' ? entry : entry[0];
      let instrument = bySymbol.get(symbol);
      if (!instrument) {
        instrument = { slot: instruments.length, ...resolve(symbol) };
        bySymbol.set(symbol, instrument);
        instruments.push(instrument);
      }
      let quantity: number;
      if (typeof entry === 'string') {
        const { min, max, step } = account.quantity;
        const rng = createRng(`position:${account.accountKey}:${symbol}`);
        // Skewed towards smaller positions, rounded to the account's step.
        const raw = min + (max - min) * rng.next() ** 1.6;
        quantity = Math.max(step, Math.round(raw / step) * step);
      } else {
        quantity = entry[1];
      }
      positions.push({ accountKey: account.accountKey, instrument, quantity });
    }
  }
  return { instruments, positions };
}

interface Held {
  instruments: readonly HeldInstrument[];
  positions: readonly Position[];
  byUic: ReadonlyMap<number, Position[]>;
}

let held: Held | undefined;

/**
 * Built on first use, not when the module loads: the browser worker loads the corporate-actions code with the rest
 * of the simulator, and a reference-data request, the first of most pages, needs none of this.
 */
function heldData(): Held {
  if (held) return held;
  const built = build();
  // The position file's, then the institutional client's (by mandate, see institutional.ts; they add no
  // instruments, so no slot moves).
  const positions = [...built.positions, ...mandatePositions(built.instruments)];
  const byUic = new Map<number, Position[]>();
  for (const position of positions) {
    const list = byUic.get(position.instrument.uic) ?? [];
    list.push(position);
    byUic.set(position.instrument.uic, list);
  }
  held = { instruments: built.instruments, positions, byUic };
  return held;
}

/** Every instrument held by at least one demo account, in slot order. */
export function heldInstruments(): readonly HeldInstrument[] {
  return heldData().instruments;
}

/** Every position of every demo account in the curated instruments. */
export function allPositions(): readonly Position[] {
  return heldData().positions;
}

/** Positions in an instrument, in account order of the position file. */
export function positionsIn(uic: number): readonly Position[] {
  return heldData().byUic.get(uic) ?? [];
}

export function heldInstrument(symbol: string): HeldInstrument {
  const found = heldInstruments().find((instrument) => instrument.symbol === symbol);
  if (!found) throw new Error(`${symbol} is not held`);
  return found;
}
