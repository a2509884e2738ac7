/**
 * The underlyings of a chain: the shown expiry's own (futures options are each on their future, not on the root's
 * continuous underlying) with its symbol and name, and the underlyings to choose from in the service parameters.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { ContractOptionSpace } from '@/api/types';
import { asNumber, clean } from '@/lib/format';
import type { ChainSection } from './chain-model';
import type { UnderlyingChoice } from './ServiceParams';
import { optionsQueries } from './queries';

export function useChainUnderlyings({
  api,
  space,
  sections,
  stacked,
  rootUnderlying,
}: {
  api: ApiClient;
  space: ContractOptionSpace;
  sections: readonly ChainSection[];
  stacked: boolean;
  rootUnderlying: number | undefined;
}) {
  const underlyingType = clean(space.UnderlyingAssetType);
  const firstUnderlying = sections[0]?.primaryUnderlying;
  const expiryUnderlying = firstUnderlying !== undefined && firstUnderlying !== rootUnderlying ? firstUnderlying : undefined;
  // Its symbol and name (one lookup per underlying, cached).
  const expiryUnderlyingDetails = useQuery({
    ...optionsQueries.details(api, expiryUnderlying ?? 0, underlyingType ?? ''),
    enabled: !stacked && expiryUnderlying !== undefined && underlyingType !== undefined,
    retry: false,
  }).data;

  // Underlyings to choose from: the related instruments and those the loaded options refer to.
  const underlyings = useMemo<UnderlyingChoice[]>(() => {
    const seen = new Map<number, string>();
    for (const key of space.RelatedInstruments ?? []) {
      const uic = asNumber(key?.Uic);
      const type = clean(key?.AssetType);
      if (uic !== undefined && type && !type.startsWith('Cfd') && !seen.has(uic)) seen.set(uic, `${type} ${uic}`);
    }
    for (const section of sections) {
      for (const row of section.rows) if (row.underlyingUic !== undefined && !seen.has(row.underlyingUic)) seen.set(row.underlyingUic, `Uic ${row.underlyingUic}`);
    }
    return [...seen].map(([uic, label]) => ({ uic, label }));
  }, [space, sections]);

  return { underlyingType, expiryUnderlying, expiryUnderlyingDetails, underlyings };
}
