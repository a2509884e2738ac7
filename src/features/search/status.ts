/**
 * The results' status line: what the search is doing, and which rows of how many are shown.
 */
import { formatNumber } from '@/lib/format';
import type { PageInfo } from './url';

export interface SearchState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/** `atLeast`: without a total, how many results there are at least (a keyword search's ranked window, full). */
export function statusText(query: SearchState, info: PageInfo, rows: number, atLeast?: number): string {
  if (query.isError) return 'The search failed';
  if (query.isPending) return 'Searching…';
  if (query.isFetching && query.isPlaceholderData) return 'Searching… (previous results shown)';
  if (rows === 0) return info.page > 1 ? 'No rows on this page' : 'No results';
  const of = info.total !== undefined ? ` of ${formatNumber(info.total)}` : atLeast !== undefined && atLeast > info.last ? ` of over ${formatNumber(atLeast)}` : '';
  const parts = [`Rows ${formatNumber(info.first)}–${formatNumber(info.last)}${of}`];
  parts.push(`page ${formatNumber(info.page)}${info.pages !== undefined ? ` of ${formatNumber(info.pages)}` : ''}`);
  if (info.total === undefined) parts.push(info.nextSkip !== undefined ? 'more available' : 'last page');
  return parts.join(' · ');
}
