/**
 * URL search params of the instrument details page: the field groups
 * (`groups`, comma-separated), the account and client the details are for
 * (`accountKey`, `clientKey`) and the tab (`tab=json` for the raw payload).
 */
import { z } from 'zod/mini';
import { canonicalAssetType } from '@/model/asset-types';
import { keyParam, listParam, searchValidator, uicFromPath } from '@/lib/search-params';
import type { DetailsParams } from '@/api/queries/params';
import { FIELD_GROUPS, fieldGroupOf, parseGroups } from '@/model/field-groups';

export const detailsSearch = searchValidator({
  // Known field groups are kept; unknown names are ignored with a note.
  groups: listParam({
    canonical: fieldGroupOf,
    order: FIELD_GROUPS,
    ignored: (bad) => `not a field group: ${bad.join(', ')}`,
    none: () => `expected a comma-separated list of ${FIELD_GROUPS.join(', ')}`,
  }),
  accountKey: keyParam,
  clientKey: keyParam,
  tab: z.enum(['overview', 'json'], { error: 'expected overview or json' }),
});

export interface DetailsSearch {
  groups?: string | undefined;
  accountKey?: string | undefined;
  clientKey?: string | undefined;
  tab?: 'overview' | 'json' | undefined;
}

/**
 * The canonical path params of an instrument address, when they differ from
 * the ones given: the asset type trimmed and in the service's spelling
 * (`stock` → `Stock`; unknown names only trimmed, the service decides), the
 * Uic without leading zeros or spaces. Undefined when already canonical or
 * when nothing sensible can be made of it (the page then says why).
 */
export function canonicalInstrumentParams(params: { assetType: string; uic: string }): { assetType: string; uic: string } | undefined {
  const uic = uicFromPath(params.uic);
  const trimmed = params.assetType.trim();
  if (uic === undefined || trimmed === '') return undefined;
  const canonical = { assetType: canonicalAssetType(trimmed), uic: String(uic) };
  return canonical.assetType === params.assetType && canonical.uic === params.uic ? undefined : canonical;
}

/** Parameters of operation 4.4 from the page's search params. */
export function detailsParams(search: { groups?: string | undefined; accountKey?: string | undefined; clientKey?: string | undefined }): DetailsParams {
  const params: DetailsParams = {};
  const groups = parseGroups(search.groups);
  if (groups.length) params.FieldGroups = groups;
  if (search.accountKey) params.AccountKey = search.accountKey;
  if (search.clientKey) params.ClientKey = search.clientKey;
  return params;
}
