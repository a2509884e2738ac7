/**
 * The ten operations of the specification (service-spec 4.1 to 4.10) and the schema of each one's answer, so
 * that a request's URL names the schema its answer is held to. Paths are those of the specification, from the
 * service group's version segment on: a gateway puts its own prefix in front (`/openapi`, `/sim/openapi`).
 */
import type { SchemaName } from './schemas';

export interface Operation {
  /** The specification's section, e.g. `4.1`. */
  readonly section: string;
  readonly title: string;
  /** The path as the specification writes it, from the version segment on. */
  readonly path: string;
  /** The schema of a successful answer (an error answer's is `Error`). */
  readonly schema: SchemaName;
}

export const OPERATIONS: readonly Operation[] = [
  { section: '4.1', title: 'Search for instruments or contract option roots', path: '/ref/v1/instruments', schema: 'SummaryInfoList' },
  { section: '4.2', title: 'Option details and option space for an option root', path: '/ref/v1/instruments/contractoptionspaces/{OptionRootId}', schema: 'ContractOptionSpace' },
  { section: '4.3', title: 'Detailed information for a list of instruments', path: '/ref/v1/instruments/details', schema: 'InstrumentDetailsList' },
  { section: '4.4', title: 'Detailed information for a specific instrument', path: '/ref/v1/instruments/details/{Uic}/{AssetType}', schema: 'InstrumentDetails' },
  { section: '4.5', title: 'Contract futures space', path: '/ref/v1/instruments/futuresspaces/{ContinuousFuturesUic}', schema: 'FuturesSpace' },
  { section: '4.6', title: 'Trading schedule', path: '/ref/v1/instruments/tradingschedule/{Uic}/{AssetType}', schema: 'InstrumentTradeSessions' },
  { section: '4.7', title: 'Time zones', path: '/ref/v1/timezones', schema: 'TimeZoneList' },
  { section: '4.8', title: 'Get corporate action events', path: '/ca/v2/events', schema: 'EventList' },
  { section: '4.10', title: 'Lookup for filters', path: '/ca/v2/events/lookupdata', schema: 'LookupList' },
  { section: '4.9', title: 'Get corporate action event', path: '/ca/v2/events/{EventId}', schema: 'Event' },
];

const patterns = OPERATIONS.map((operation) => ({
  operation,
  // A path parameter is one segment; a literal segment (lookupdata) is listed before the parameter that would take it.
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
}));

/** The path of a URL (absolute, or a path with a query). */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://path.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** The operation a request's URL (or path) calls, whatever the gateway's prefix; undefined for any other path. */
export function operationOf(url: string): Operation | undefined {
  const path = pathOf(url);
  if (path === undefined) return undefined;
  const at = path.search(/\/(ref\/v1|ca\/v2)(\/|$)/i);
  if (at < 0) return undefined;
  const tail = path.slice(at);
  return patterns.find(({ pattern }) => pattern.test(tail))?.operation;
}

/** The operation whose answer is the feed `schema`, if it is one. */
export function operationOfSchema(schema: string): Operation | undefined {
  return OPERATIONS.find((operation) => operation.schema === schema);
}
