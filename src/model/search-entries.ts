/**
 * Where a search entry leads, as the service defines it: an instrument to its
 * details, an option root to its option space, a continuous future to its
 * futures space.
 */
import type { InstrumentSummary } from '@/api/types';
import { asNumber, clean } from '@/lib/format';

export type EntryKind = 'instrument' | 'option-root' | 'continuous-future';

export function entryKind(summary: InstrumentSummary): EntryKind {
  if (clean(summary.SummaryType) === 'ContractOptionRoot') return 'option-root';
  if (clean(summary.AssetType) === 'ContractFutures' && clean(summary.DisplayHint) === 'Continuous') return 'continuous-future';
  return 'instrument';
}

export type EntryTarget =
  | { to: '/options/$optionRootId'; params: { optionRootId: number } }
  | { to: '/futures/$uic'; params: { uic: number } }
  | { to: '/instruments/$assetType/$uic'; params: { assetType: string; uic: string } };

/** Route of a search entry, or undefined when the entry lacks its identifier. */
export function entryTarget(summary: InstrumentSummary): EntryTarget | undefined {
  // Numeric text counts: the service's numbers are not always typed.
  const id = asNumber(summary.Identifier);
  if (id === undefined) return undefined;
  switch (entryKind(summary)) {
    case 'option-root':
      return { to: '/options/$optionRootId', params: { optionRootId: id } };
    case 'continuous-future':
      return { to: '/futures/$uic', params: { uic: id } };
    default: {
      const assetType = clean(summary.AssetType);
      return assetType ? { to: '/instruments/$assetType/$uic', params: { assetType, uic: String(id) } } : undefined;
    }
  }
}
