/** Asset type names as the service spells them. */
import { KNOWN_ASSET_TYPES } from '@/api/types';

const KNOWN_BY_LOWER = new Map<string, string>(KNOWN_ASSET_TYPES.map((type) => [type.toLowerCase(), type]));

/** Canonical spelling of a known asset type (`stock` → `Stock`); unknown names are kept as written, trimmed (the service decides). */
export function canonicalAssetType(name: string): string {
  return KNOWN_BY_LOWER.get(name.trim().toLowerCase()) ?? name.trim();
}
