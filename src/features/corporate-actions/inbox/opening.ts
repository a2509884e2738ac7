/**
 * Which view the inbox opens on when its address names none (the sidebar's link, a bare link): the user's last
 * choice between Action needed and the lists, kept in this browser; before any choice, Action needed when an
 * election needs action, else the list of all events.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { readJson, webStorage, writeJson } from '@/api/storage';
import { actionNeeded } from '@/features/corporate-actions/model/action';
import { inboxQueries } from '@/features/corporate-actions/queries';
import { WHOSE_FIELDS, type InboxSearch } from '@/features/corporate-actions/url';

export const OPENING_KEY = 'refex:ca-opening';
export type Opening = 'action' | 'list';

const storage = () => webStorage('localStorage');

export function readOpening(): Opening | undefined {
  const value = readJson(storage(), OPENING_KEY);
  return value === 'action' || value === 'list' ? value : undefined;
}

/** Kept when the user picks a tab: Action needed, or one of the lists. */
export function writeOpening(opening: Opening): void {
  writeJson(storage(), OPENING_KEY, opening);
}

/** An address that names no view: whose events at most. */
export function namesNoView(search: InboxSearch): boolean {
  return Object.keys(search).every((key) => (WHOSE_FIELDS as readonly string[]).includes(key));
}

/**
 * The address to open instead of `search`, if any: Action needed for a user who last chose it, or, before any
 * choice, when the selection has an open election (the list the strip and the tab count read, so no extra request).
 */
export async function openingAddress(queryClient: QueryClient, api: ApiClient, search: InboxSearch, now: Date, opening = readOpening()): Promise<InboxSearch | undefined> {
  if (!namesNoView(search) || opening === 'list') return undefined;
  const action: InboxSearch = { ...search, action: 'open' };
  if (opening === 'action') return action;
  try {
    const events = await queryClient.ensureQueryData(inboxQueries.address(api, search, now).due);
    return actionNeeded(events, now).length > 0 ? action : undefined;
  } catch {
    // The list will show its own error: open on it.
    return undefined;
  }
}
