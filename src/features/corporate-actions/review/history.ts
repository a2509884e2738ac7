/**
 * What the service said, as this browser saw it: each version of an event's key fields (review.ts's snapshot), kept
 * when the page shows the event and it differs from the last one kept, with when it was first seen. The service has
 * no versions or change feed: these are this browser's observations, not the broker's record.
 *
 * Bounded: the last MAX_VERSIONS versions of an event, MAX_EVENTS events (those seen longest ago go first). Kept per
 * backend and user, as the review marks; cleared with them (clearReviewData), on demand.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CorporateActionEvent } from '@/api/types';
import { readJson, webStorage } from '@/api/storage';
import { toCsv } from '@/lib/csv';
import { clean } from '@/lib/format';
import { storedValues } from '@/lib/storage-key';
import { clearReviews, DAY_FIELDS, isoDayOf, snapshot, useBackendKey, type Snapshot } from './review';

const HISTORY_KEY = 'refex:ca-history';
export const MAX_VERSIONS = 20;
export const MAX_EVENTS = 1000;

export interface Version {
  /** When this browser first saw it (ISO). */
  seen: string;
  fields: Snapshot;
}

export type HistoryStore = Record<string, Version[]>;

export interface TimelineEntry {
  seen: string;
  /** What differed from the version before: none for the first. */
  changes: [field: string, before: string, after: string][];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The store as kept, its junk dropped. */
export function parseHistory(value: unknown): HistoryStore {
  if (!isRecord(value)) return {};
  const store: HistoryStore = {};
  for (const [id, versions] of Object.entries(value)) {
    if (!Array.isArray(versions)) continue;
    const kept = versions.filter((version): version is Version => isRecord(version) && typeof version.seen === 'string' && isRecord(version.fields));
    if (kept.length)
      store[id] = kept.map((version) => ({
        seen: version.seen,
        fields: Object.fromEntries(Object.entries(version.fields).filter(([, text]) => typeof text === 'string')) as Snapshot,
      }));
  }
  return store;
}

const same = (a: Snapshot, b: Snapshot) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
};

/** The store with `events` as seen at `now`: a version added where one differs from the last kept. Unchanged: the same store. */
export function recordVersions(store: HistoryStore, events: readonly CorporateActionEvent[], now: Date): HistoryStore {
  let next: HistoryStore | undefined;
  for (const event of events) {
    const id = clean(event.EventId);
    if (!id) continue;
    const fields = snapshot(event);
    const versions = (next ?? store)[id] ?? [];
    const last = versions[versions.length - 1];
    if (last && same(last.fields, fields)) continue;
    next ??= { ...store };
    next[id] = [...versions, { seen: now.toISOString(), fields }].slice(-MAX_VERSIONS);
  }
  if (!next) return store;
  // Over the bound, the events whose last version is the oldest go first (by time: numeric ids keep no insertion order).
  const excess = Object.keys(next).length - MAX_EVENTS;
  if (excess > 0) {
    const lastSeen = (id: string) => next?.[id]?.at(-1)?.seen ?? '';
    for (const id of Object.keys(next)
      .sort((a, b) => (lastSeen(a) < lastSeen(b) ? -1 : lastSeen(a) > lastSeen(b) ? 1 : 0))
      .slice(0, excess))
      delete next[id];
  }
  return next;
}

/** An event's versions as a timeline, oldest first: each with what differed from the one before. */
export function timeline(versions: readonly Version[]): TimelineEntry[] {
  return versions.map((version, index) => {
    const before = versions[index - 1]?.fields;
    if (!before) return { seen: version.seen, changes: [] };
    const changes: TimelineEntry['changes'] = [];
    for (const field of new Set([...Object.keys(before), ...Object.keys(version.fields)])) {
      const old = before[field] ?? '';
      const now = version.fields[field] ?? '';
      if (old !== now) changes.push([field, old || '—', now || '—']);
    }
    return { seen: version.seen, changes };
  });
}

/**
 * The timeline as CSV (the exports' own writer, lib/csv): one row per change, the first version one row per field.
 * Days are written as ISO days (2026-12-05), as in the other exports, whatever the page shows.
 */
export function timelineCsv(eventId: string, versions: readonly Version[]): string {
  const value = (field: string, text: string) => (DAY_FIELDS.has(field) && isoDayOf(text)) || text;
  const rows: string[][] = [];
  timeline(versions).forEach((entry, index) => {
    if (index === 0) for (const [field, text] of Object.entries(versions[0]?.fields ?? {})) rows.push([eventId, entry.seen, field, '', value(field, text)]);
    else for (const [field, before, after] of entry.changes) rows.push([eventId, entry.seen, field, value(field, before), value(field, after)]);
  });
  return toCsv(['Event', 'First seen in this browser', 'Field', 'Before', 'After'], rows);
}

// The store as React state, shared by every view of this tab and updated by others (the storage event).
const storage = () => webStorage('localStorage');
const storeOf = storedValues((raw) => parseHistory(readJson({ getItem: () => raw }, HISTORY_KEY)), storage);
const historyOf = (backend: string) => storeOf(`${HISTORY_KEY}:${backend}`);
const EMPTY: HistoryStore = {};

/** The versions kept for the backend in use. */
export function useHistory(): HistoryStore {
  const stored = historyOf(useBackendKey());
  return useSyncExternalStore(stored.subscribe, stored.read, () => EMPTY);
}

/** Keeps a version of each event shown that differs from the last kept (written only when one does). */
export function useRecordVersions(events: readonly CorporateActionEvent[] | undefined): void {
  const stored = historyOf(useBackendKey());
  useEffect(() => {
    if (!events?.length) return;
    const record = () => {
      const store = stored.read();
      const next = recordVersions(store, events, new Date());
      if (next === store) return;
      // Storage full or refused: the versions last for this page only.
      stored.save(next, JSON.stringify(next));
    };
    // In a quiet moment: a new page of rows is painted first.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(record, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(record, 100);
    return () => clearTimeout(timer);
  }, [events, stored]);
}

/** Clears this browser's review marks and history of the events for the backend in use: both, at once. */
export function useClearReviewData(): () => void {
  const backend = useBackendKey();
  return useCallback(() => {
    historyOf(backend).save(EMPTY, undefined);
    clearReviews(backend);
  }, [backend]);
}
