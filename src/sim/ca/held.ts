/**
 * What the corporate-action data set is built from: the instruments held and
 * the positions per account. Types only, so the modules that build them can
 * share them without importing each other.
 */
import type { BondDefinition } from '../refdata/data/bonds';

export type HeldAssetType = 'Stock' | 'Etf' | 'Etc' | 'Bond';

export interface HeldInstrument {
  /** Position of the instrument in the held universe (stable; part of event ids). */
  slot: number;
  uic: number;
  symbol: string;
  description: string;
  isin: string;
  assetType: HeldAssetType;
  currency: string;
  exchangeId: string;
  /** Country of the listing venue (drives the dividend calendar). */
  marketCountry: string;
  /** Country of the issuer (drives withholding tax). */
  issuerCountry: string;
  sector: string;
  bond?: BondDefinition;
  /** Set on the generated listings only the institutional client holds (see institutional.ts). */
  tier?: 'institutional';
}

export interface Position {
  accountKey: string;
  instrument: HeldInstrument;
  /** Shares or units; nominal amount for bonds. */
  quantity: number;
}
