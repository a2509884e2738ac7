/**
 * The inbox table's columns: which can be sorted on the server (SortColumn),
 * which are shown by default, and the user's choice kept in localStorage.
 */
import { readJson, writeJson } from '@/api/storage';
import type { SortColumnValue } from '@/features/corporate-actions/url';

export type ColumnId =
  | 'eventId'
  | 'instrument'
  | 'type'
  | 'kind'
  | 'announced'
  | 'ex'
  | 'record'
  | 'pay'
  | 'deadline'
  | 'status'
  | 'election'
  | 'eligible'
  | 'affected'
  | 'assetType'
  | 'isin'
  | 'rate'
  | 'changes';

export interface ColumnDef {
  id: ColumnId;
  label: string;
  /** The service's sort column for this column, when it has one. */
  sort?: SortColumnValue;
  /** Always shown (the row's identity and link). */
  fixed?: boolean;
  numeric?: boolean;
  /** Its least width (rem): every row is laid out alone on the same grid, so widths are set, not measured. */
  min: number;
  /** What the header's sort orders by, when that is not what the header names. */
  sortNote?: string;
  /** Its share of the width left over (none: always `min`). */
  grow?: number;
}

export const COLUMNS: readonly ColumnDef[] = [
  { id: 'eventId', label: 'Event', sort: 'EventId', fixed: true, min: 5.25 },
  { id: 'instrument', label: 'Instrument', sort: 'InstrumentDescription', min: 7.5, grow: 2 },
  { id: 'isin', label: 'ISIN', min: 8.5 },
  { id: 'assetType', label: 'Asset type', min: 7, grow: 1 },
  { id: 'type', label: 'Type', sort: 'EventType', min: 7.75, grow: 1.5 },
  {
    id: 'kind',
    label: 'Kind · state',
    sort: 'CorporateActionType',
    sortNote: 'Sorts on mandatory or voluntary',
    min: 6.75,
  },
  { id: 'announced', label: 'Announced', min: 6.25 },
  {
    id: 'ex',
    label: 'Ex date',
    sort: 'Date',
    sortNote: 'Sorts on the service’s Date: the ex date, else the record, effective or announced date',
    min: 6.25,
  },
  { id: 'record', label: 'Record date', min: 6.25 },
  { id: 'pay', label: 'Pay date', min: 6.25 },
  { id: 'rate', label: 'Rate', min: 6.5 },
  { id: 'deadline', label: 'Deadline (UTC)', min: 8.25 },
  { id: 'status', label: 'Status', min: 6 },
  { id: 'election', label: 'Election', min: 8.75 },
  { id: 'eligible', label: 'Eligible holdings', sort: 'EligibleHoldings', numeric: true, min: 5.5 },
  { id: 'affected', label: 'Affected accounts', sort: 'AffectedAccounts', numeric: true, min: 5.5 },
];

/** What changed since the review, old → new: shown, last, only in the list of events new or changed since then. */
export const CHANGES_COLUMN: ColumnDef = { id: 'changes', label: 'What changed since your review', min: 16, grow: 3 };

/**
 * Fits a 1440 px screen beside the navigation, one line a row: what kind of event each is and how final (M or V and
 * its state) beside its type. The others (record date, status, ISIN…) are a choice away.
 */
export const DEFAULT_COLUMNS: readonly ColumnId[] = ['eventId', 'instrument', 'type', 'kind', 'ex', 'pay', 'rate', 'deadline', 'election', 'eligible', 'affected'];

export const COLUMNS_STORAGE_KEY = 'refex:ca-columns';

const KNOWN = new Set<string>(COLUMNS.map((column) => column.id));

/** The stored choice, in table order; the default when nothing (usable) is stored. */
export function readColumns(storage: Pick<Storage, 'getItem'> | undefined): ColumnId[] {
  const parsed = readJson<unknown>(storage, COLUMNS_STORAGE_KEY);
  if (Array.isArray(parsed)) {
    const chosen = new Set(parsed.filter((item): item is string => typeof item === 'string' && KNOWN.has(item)));
    if (chosen.size > 0) return orderColumns([...chosen] as ColumnId[]);
  }
  return [...DEFAULT_COLUMNS];
}

/** Keeps the choice; a full or refused storage keeps nothing (the choice lasts for this page only). */
export function writeColumns(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, columns: readonly ColumnId[]): void {
  writeJson(storage, COLUMNS_STORAGE_KEY, orderColumns(columns));
}

/** Columns in table order, the fixed ones always in. */
export function orderColumns(columns: readonly ColumnId[]): ColumnId[] {
  const chosen = new Set<ColumnId>(columns);
  return COLUMNS.filter((column) => column.fixed || chosen.has(column.id)).map((column) => column.id);
}
