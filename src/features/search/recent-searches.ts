/**
 * Recent searches: the whole search state (criteria and page size), kept in
 * localStorage. Typing produces a search per pause; consecutive searches with
 * the same filters whose keywords extend one another within a minute are one
 * search, the latest wins.
 */
import { pushRecent, RECENT_SEARCHES_KEY } from '@/lib/recent';
import { enumLabel, formatNumber } from '@/lib/format';
import { decodeUics, normalizeKeywords, parseList } from '@/lib/search-params';
import { criteriaKey, criteriaOf, RANGES, searchParams, type SearchUrl } from './url';
import { exchangeEntry, isMic } from '@/model/exchanges';

export const RECENT_SEARCH_LIMIT = 12;
const MERGE_WINDOW_MS = 60_000;

export interface RecentSearch {
  search: SearchUrl;
  at: number;
}

/** What is kept of a state: its criteria and page size (not the offset or the selection). */
export function recentState(search: SearchUrl): SearchUrl {
  const kept = criteriaOf(search);
  return search.top !== undefined ? { ...kept, top: search.top } : kept;
}

/** A stored entry read back safely: junk in storage is dropped, fields are validated again. */
export function readRecentSearch(entry: unknown): RecentSearch | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { search, at } = entry as { search?: unknown; at?: unknown };
  if (!search || typeof search !== 'object') return undefined;
  // parse, not validate: junk in storage is not the address, so it must not show an "ignored parameters" note.
  const valid = recentState(searchParams.parse(search as Record<string, unknown>));
  if (Object.keys(valid).length === 0) return undefined;
  // Number.isFinite takes numbers only (no coercion).
  return { search: valid, at: Number.isFinite(at) ? (at as number) : 0 };
}

function filtersKey(search: SearchUrl): string {
  return criteriaKey({ ...search, q: undefined }) + `|${search.top ?? ''}`;
}

/** Whether `latest` replaces `earlier`: same filters, keywords one a prefix of the other, close in time. */
export function supersedes(latest: RecentSearch, earlier: RecentSearch): boolean {
  if (filtersKey(latest.search) !== filtersKey(earlier.search)) return false;
  const a = (normalizeKeywords(latest.search.q) ?? '').toLowerCase();
  const b = (normalizeKeywords(earlier.search.q) ?? '').toLowerCase();
  if (a === b) return true;
  const related = a.startsWith(b) || b.startsWith(a);
  return related && Math.abs(latest.at - earlier.at) <= MERGE_WINDOW_MS;
}

/** Records a search that ran (with results or not). */
export function recordSearch(search: SearchUrl, now: number = Date.now()): void {
  const entry: RecentSearch = { search: recentState(search), at: now };
  if (Object.keys(entry.search).length === 0) return;
  const NEW = '\u0000new';
  pushRecent<unknown>(
    RECENT_SEARCHES_KEY,
    entry,
    (stored) => {
      if (stored === entry) return NEW;
      const read = readRecentSearch(stored);
      // Unreadable entries collapse into the new one, i.e. are dropped.
      if (!read || supersedes(entry, read)) return NEW;
      return criteriaKey(read.search) + `|${read.search.top ?? ''}`;
    },
    RECENT_SEARCH_LIMIT,
  );
}

/** A value-change range, in percent. */
function rangeText(from: number | undefined, to: number | undefined): string {
  if (from !== undefined && to !== undefined) return `${formatNumber(from)} % to ${formatNumber(to)} %`;
  if (from !== undefined) return `≥ ${formatNumber(from)} %`;
  return `≤ ${formatNumber(to)} %`;
}

/** Short human descriptions of the filters of a state, e.g. "Exchange: PAR". */
export function describeFilters(search: SearchUrl): string[] {
  const parts: string[] = [];
  const types = parseList(search.types);
  if (types.length) parts.push(`Asset types: ${types.map((type) => enumLabel(type)).join(', ')}`);
  if (search.ex) {
    const known = exchangeEntry(search.ex);
    parts.push(`Exchange: ${search.ex}${known ? ` (${isMic(search.ex) ? `${known.id}, ` : ''}${known.name})` : ''}`);
  }
  if (search.tag) parts.push(`Tag: ${search.tag}`);
  if (search.class)
    parts.push(
      `Class: ${parseList(search.class)
        .map((value) => (value === 'NonComplex' ? 'Non-complex' : value))
        .join(', ')}`,
    );
  if (search.nontradable !== undefined) parts.push(search.nontradable ? 'Non-tradable included' : 'Tradable only');
  if (search.multileg !== undefined) parts.push(search.multileg ? 'Multi-leg capable' : 'Not multi-leg capable');
  const uics = decodeUics(search.uics);
  if (uics.length) parts.push(`Uics: ${uics.join(', ')}`);
  if (search.account) parts.push(`Account: ${search.account}`);
  for (const range of RANGES) {
    const from = search[range.from];
    const to = search[range.to];
    if (from !== undefined || to !== undefined) parts.push(`${range.label} change ${rangeText(from, to)}`);
  }
  return parts;
}

/** Title and details of a recent search, for its entry in the list. */
export function describeSearch(search: SearchUrl): { title: string; details: string[] } {
  const details = describeFilters(search);
  if (search.top !== undefined) details.push(`${search.top} per page`);
  const keywords = normalizeKeywords(search.q);
  return { title: keywords ? `“${keywords}”` : 'No keywords', details };
}
