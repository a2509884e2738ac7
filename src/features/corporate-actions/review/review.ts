/**
 * What changed since I last looked: "reviewed" marks kept in this browser
 * (localStorage), each with the event's key fields as they were, so an event
 * reads "new since your last review" (never reviewed, while others were) or
 * "changed since you reviewed it" with each field's old and new value.
 *
 * This browser's memory only: the service has no version or change feed, so
 * this is not the broker's audit log, and another browser knows nothing of it.
 * Kept per backend and user, as watched events are (watch.ts): the demo's
 * event ids are not the gateway's.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { backendKey, useBackend } from '@/api/backend';
import type { CorporateActionEvent } from '@/api/types';
import { clean, formatDate, MONTHS } from '@/lib/format';
import { storedValues } from '@/lib/storage-key';
import { cutOffs, eventElection } from '@/features/corporate-actions/model/action';
import { options, payDate } from '@/features/corporate-actions/model/event';
import { cashRate, rateText } from '@/features/corporate-actions/model/pays';
import { webStorage } from '@/api/storage';

const REVIEWS_KEY = 'refex:ca-reviews';
/** Marks kept at most (the oldest go first). */
export const MAX_REVIEWS = 5000;

export type Snapshot = Record<string, string>;

export interface ReviewStore {
  /** When anything was last marked reviewed (ISO). */
  lastReview?: string;
  events: Record<string, { at: string; fields: Snapshot }>;
}

/** The fields of a snapshot that hold a day, as formatDate writes it. */
export const DAY_FIELDS: ReadonlySet<string> = new Set(['Ex date', 'Record date', 'Pay date']);

/** The ISO day (2026-12-05) of a day as formatDate writes it (05 Dec 2026); undefined for any other text. */
export function isoDayOf(text: string): string | undefined {
  const match = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2] as string) : -1;
  return match && month >= 0 ? `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]}` : undefined;
}

/** The fields a review remembers, as text. */
export function snapshot(event: CorporateActionEvent): Snapshot {
  const list = options(event);
  return {
    State: clean(event.EventState) ?? '',
    Election: eventElection(event) ?? '',
    'Ex date': formatDate(event.Ex?.Date, ''),
    'Record date': formatDate(event.Record?.Date, ''),
    'Pay date': formatDate(payDate(event), ''),
    'Cut-offs': cutOffs(event)
      .map((cut) => cut.text)
      .join(', '),
    Rate: rateText(cashRate(event)) ?? '',
    Options: list.map((option) => `${clean(option.OptionId) ?? '?'} ${clean(option.OptionType?.Code) ?? ''}`.trim()).join(', '),
  };
}

const EMPTY: ReviewStore = { events: {} };

export function parseReviews(raw: string | null | undefined): ReviewStore {
  try {
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (!value || typeof value !== 'object') return EMPTY;
    const { lastReview, events } = value as Partial<ReviewStore>;
    if (!events || typeof events !== 'object') return EMPTY;
    const kept: ReviewStore['events'] = {};
    for (const [id, entry] of Object.entries(events)) {
      if (!entry || typeof entry !== 'object' || typeof entry.at !== 'string' || !entry.fields || typeof entry.fields !== 'object') continue;
      const fields: Snapshot = {};
      for (const [field, text] of Object.entries(entry.fields)) if (typeof text === 'string') fields[field] = text;
      kept[id] = { at: entry.at, fields };
    }
    return { ...(typeof lastReview === 'string' ? { lastReview } : {}), events: kept };
  } catch {
    return EMPTY;
  }
}

/** The store with `events` marked reviewed at `now`. */
export function markReviewed(store: ReviewStore, events: readonly CorporateActionEvent[], now: Date): ReviewStore {
  const at = now.toISOString();
  const next: ReviewStore['events'] = { ...store.events };
  for (const event of events) {
    const id = clean(event.EventId);
    if (!id) continue;
    delete next[id];
    next[id] = { at, fields: snapshot(event) };
  }
  // The oldest marks go first (by time: numeric ids do not keep the order they were added in).
  const marked = new Set(events.map((event) => clean(event.EventId)));
  const older = Object.entries(next)
    .filter(([id]) => !marked.has(id))
    .sort((a, b) => (a[1].at < b[1].at ? -1 : a[1].at > b[1].at ? 1 : 0));
  const excess = Object.keys(next).length - MAX_REVIEWS;
  for (const [id] of older.slice(0, Math.max(0, excess))) delete next[id];
  return { lastReview: at, events: next };
}

export type ReviewState =
  { kind: 'unreviewed' } | { kind: 'new' } | { kind: 'reviewed'; at: string } | { kind: 'changed'; at: string; changes: [field: string, before: string, after: string][] };

/** An event against the store: new since the last review, changed (field by field) or unchanged since reviewed. */
export function reviewState(store: ReviewStore, event: CorporateActionEvent): ReviewState {
  const id = clean(event.EventId);
  const entry = id ? store.events[id] : undefined;
  if (!entry) return store.lastReview ? { kind: 'new' } : { kind: 'unreviewed' };
  const now = snapshot(event);
  const changes: [string, string, string][] = [];
  for (const field of new Set([...Object.keys(entry.fields), ...Object.keys(now)])) {
    const before = entry.fields[field] ?? '';
    const after = now[field] ?? '';
    if (before !== after) changes.push([field, before || '—', after || '—']);
  }
  return changes.length ? { kind: 'changed', at: entry.at, changes } : { kind: 'reviewed', at: entry.at };
}

/** The backend and user in use (backendKey), for the keys of what is kept per backend. */
export function useBackendKey(): string {
  const backend = useBackend();
  return useMemo(() => backendKey(backend), [backend]);
}

// The store as React state, shared by every view of this tab and updated by others (the storage event).
const storage = () => webStorage('localStorage');
const storeOf = storedValues(parseReviews, storage);
const reviewsOf = (backend: string) => storeOf(`${REVIEWS_KEY}:${backend}`);

/** The review marks of the backend in use, and a function marking events reviewed now. */
export function useReviews(): [ReviewStore, (events: readonly CorporateActionEvent[]) => void] {
  const stored = reviewsOf(useBackendKey());
  const store = useSyncExternalStore(stored.subscribe, stored.read, () => EMPTY);
  const mark = useCallback(
    (events: readonly CorporateActionEvent[]) => {
      const next = markReviewed(stored.read(), events, new Date());
      // Storage full or refused: the marks last for this page only.
      stored.save(next, JSON.stringify(next));
    },
    [stored],
  );
  return [store, mark];
}

/** Forgets every review mark of this browser for a backend and user (kept or held for the page). */
export function clearReviews(backend: string): void {
  reviewsOf(backend).save(EMPTY, undefined);
}

/** Said wherever review marks show. */
export const REVIEW_NOTE = 'Review marks are this browser’s memory, not the broker’s audit log: the service sends no versions or changes.';

/** The events new or changed since this browser's review (none before a first review: there is nothing to compare with). */
export function changedSinceReview(events: readonly CorporateActionEvent[], store: ReviewStore): CorporateActionEvent[] {
  if (!store.lastReview) return [];
  return events.filter((event) => {
    const kind = reviewState(store, event).kind;
    return kind === 'new' || kind === 'changed';
  });
}
