/**
 * The inbox table's columns: which can be sorted on the server (SortColumn),
 * which are shown by default, and the user's choice kept in localStorage.
 */
import type { SortColumnValue } from './url';

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
  | 'state'
  | 'status'
  | 'election'
  | 'eligible'
  | 'affected'
  | 'assetType'
  | 'isin';

export interface ColumnDef {
  id: ColumnId;
  label: string;
  /** The service's sort column for this column, when it has one. */
  sort?: SortColumnValue;
  /** Always shown (the row's identity and link). */
  fixed?: boolean;
  numeric?: boolean;
}

export const COLUMNS: readonly ColumnDef[] = [
  { id: 'eventId', label: 'Event', sort: 'EventId', fixed: true },
  { id: 'instrument', label: 'Instrument', sort: 'InstrumentDescription' },
  { id: 'isin', label: 'ISIN' },
  { id: 'assetType', label: 'Asset type' },
  { id: 'type', label: 'Type', sort: 'EventType' },
  { id: 'kind', label: 'Mandatory / voluntary', sort: 'CorporateActionType' },
  { id: 'announced', label: 'Announced' },
  { id: 'ex', label: 'Ex date', sort: 'Date' },
  { id: 'record', label: 'Record date' },
  { id: 'pay', label: 'Pay date' },
  { id: 'deadline', label: 'Deadline' },
  { id: 'state', label: 'State' },
  { id: 'status', label: 'Status' },
  { id: 'election', label: 'Election' },
  { id: 'eligible', label: 'Eligible holdings', sort: 'EligibleHoldings', numeric: true },
  { id: 'affected', label: 'Affected accounts', sort: 'AffectedAccounts', numeric: true },
];

export const DEFAULT_COLUMNS: readonly ColumnId[] = ['eventId', 'instrument', 'type', 'kind', 'ex', 'record', 'pay', 'deadline', 'state', 'election', 'eligible', 'affected'];

export const COLUMNS_STORAGE_KEY = 'refex:ca-columns';

const KNOWN = new Set<string>(COLUMNS.map((column) => column.id));

/** The stored choice, in table order; the default when nothing (usable) is stored. */
export function readColumns(storage: Pick<Storage, 'getItem'> | undefined): ColumnId[] {
  try {
    const raw = storage?.getItem(COLUMNS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (Array.isArray(parsed)) {
      const chosen = new Set(parsed.filter((item): item is string => typeof item === 'string' && KNOWN.has(item)));
      if (chosen.size > 0) return orderColumns([...chosen] as ColumnId[]);
    }
  } catch {
    // Unreadable storage: the default.
  }
  return [...DEFAULT_COLUMNS];
}

export function writeColumns(storage: Pick<Storage, 'setItem'> | undefined, columns: readonly ColumnId[]): void {
  try {
    storage?.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(orderColumns(columns)));
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
}

/** Columns in table order, the fixed ones always in. */
export function orderColumns(columns: readonly ColumnId[]): ColumnId[] {
  const chosen = new Set<ColumnId>(columns);
  return COLUMNS.filter((column) => column.fixed || chosen.has(column.id)).map((column) => column.id);
}
