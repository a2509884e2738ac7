/**
 * What the option chain may ask the service, built from its address, in one place: the route's loader, the page and its
 * data hook use these query options, and the request lines the page prints are read from the same options.
 */
import type { ApiClient } from '@/api/client';
import { requestLine, requestOf } from '@/api/queries/describe';
import { EXPIRY_BATCH_SIZE, batchParams, planBatches, type ExpiryBatchParams } from '@/api/queries/option-space-batch';
import type { OptionSpaceParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';
import { listParams, type ChainSearch, type GridPlan } from './url';

/** How many expiries one request of the grid asks for at most. */
export { EXPIRY_BATCH_SIZE };

export const optionsQueries = {
  /** The root's expiry list (and its terms), with the address's service parameters. */
  list: (api: ApiClient, rootId: number, search: ChainSearch) => refQueries.optionSpace(api, rootId, listParams(search)),
  /** The options of a segment other than SpecificDates: one request for every expiry. */
  single: (api: ApiClient, rootId: number, params: OptionSpaceParams) => refQueries.optionSpace(api, rootId, params),
  /** The options of one expiry, cached per date; expiries asked for together share a request (`batch`). */
  expiry: (api: ApiClient, rootId: number, params: ExpiryBatchParams, date: string) => refQueries.optionSpaceExpiry(api, rootId, params, date),
  /** The request the expiries asked for together send: SpecificDates with their dates. */
  batch: (api: ApiClient, rootId: number, params: ExpiryBatchParams, dates: readonly string[]) => refQueries.optionSpace(api, rootId, batchParams(params, dates)),
  /** An instrument the chain names (its underlying). */
  details: (api: ApiClient, uic: number, assetType: string) => refQueries.details(api, uic, assetType),
  /** Option roots by id, in one search (the related roots' names). */
  roots: (api: ApiClient, rootIds: readonly number[]) => refQueries.optionRoots(api, rootIds),
};

function lineOf(options: { meta?: Record<string, unknown> | undefined }): string[] {
  const request = requestOf(options);
  return request ? [requestLine(request)] : [];
}

/** The line of the expiry list's request. */
export function listRequestLine(api: ApiClient, rootId: number, search: ChainSearch): string[] {
  return lineOf(optionsQueries.list(api, rootId, search));
}

/** The lines of the grid's requests for the shown expiries (a long stack: the first three and how many more). */
export function gridRequestLines(api: ApiClient, rootId: number, plan: GridPlan, dates: readonly string[]): string[] {
  if (plan.kind === 'single') return lineOf(optionsQueries.single(api, rootId, plan.params));
  if (plan.kind === 'none') return [];
  const batches = planBatches(dates);
  const lines = batches.slice(0, 3).flatMap((batch) => lineOf(optionsQueries.batch(api, rootId, plan.params, batch)));
  if (batches.length > 3) lines.push(`… and ${batches.length - 3} more, up to ${EXPIRY_BATCH_SIZE} expiries each`);
  return lines;
}
