/**
 * The service paths of the ten operations, in one place: the query factories, the paged-list builders and the request
 * lines a view shows are built from these (no view spells a service path: a lint wall in eslint.config.js).
 */
import type { DetailsParams } from './params';

const REF = '/openapi/ref/v1';
const CA = '/openapi/ca/v2';

export const servicePaths = {
  /** The instrument search (4.1). */
  instruments: `${REF}/instruments`,
  /** One root's option space (4.2). */
  optionSpace: (optionRootId: number) => `${REF}/instruments/contractoptionspaces/${optionRootId}`,
  /** The details list (4.3). */
  detailsList: `${REF}/instruments/details`,
  /** One instrument's details (4.4). */
  details: (uic: number, assetType: string) => `${REF}/instruments/details/${uic}/${encodeURIComponent(assetType)}`,
  /** A continuous future's space (4.5). */
  futuresSpace: (continuousFuturesUic: number) => `${REF}/instruments/futuresspaces/${continuousFuturesUic}`,
  /** One instrument's trading schedule (4.6). */
  schedule: (uic: number, assetType: string) => `${REF}/instruments/tradingschedule/${uic}/${encodeURIComponent(assetType)}`,
  /** The time zones (4.7). */
  timeZones: `${REF}/timezones`,
  /** The event list (4.8). */
  events: `${CA}/events`,
  /** One event (4.9). */
  event: (eventId: string) => `${CA}/events/${encodeURIComponent(eventId)}`,
  /** The filter lookup (4.10). */
  lookup: `${CA}/events/lookupdata`,
} as const;

/**
 * The request line of one instrument's details (4.4) as the details page shows it: the path, then the account, the
 * client and the field groups (their commas left as they are).
 */
export function detailsRequestPath(uic: number, assetType: string, params: DetailsParams): string {
  const query = new URLSearchParams();
  if (params.AccountKey) query.set('AccountKey', params.AccountKey);
  if (params.ClientKey) query.set('ClientKey', params.ClientKey);
  if (params.FieldGroups?.length) query.set('FieldGroups', params.FieldGroups.join(','));
  const text = query.toString().replace(/%2C/g, ',');
  return `${servicePaths.details(uic, assetType)}${text ? `?${text}` : ''}`;
}
