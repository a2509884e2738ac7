/** The picker's choices, read from its two searches: futures spaces (continuous futures) and option roots, each once. */
import type { InstrumentSummary } from '@/api/types';
import { clean, enumLabel } from '@/lib/format';
import { entryKind } from '@/model/search-entries';
import type { ItemRef } from './calendar';

export interface Choice {
  ref: ItemRef;
  name: string;
  /** Symbol, kind and id, e.g. "ES:xcme · Futures space · Uic 28001". */
  detail: string;
}

/** At most this many of each kind are offered. */
export const CHOICES_PER_KIND = 6;

export function choicesOf(futuresRows: readonly InstrumentSummary[] | undefined, rootRows: readonly InstrumentSummary[] | undefined): Choice[] {
  const out: Choice[] = [];
  const add = (rows: readonly InstrumentSummary[] | undefined, kind: 'continuous-future' | 'option-root') => {
    let count = 0;
    for (const row of Array.isArray(rows) ? rows : []) {
      if (count >= CHOICES_PER_KIND) break;
      if (!row || entryKind(row) !== kind) continue;
      const id = row.Identifier;
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) continue;
      const ref: ItemRef = kind === 'continuous-future' ? { list: 'futures', id } : { list: 'roots', id };
      if (out.some((known) => known.ref.list === ref.list && known.ref.id === id)) continue;
      const symbol = clean(row.Symbol);
      const what = kind === 'continuous-future' ? `Futures space · Uic ${id}` : `${enumLabel(row.AssetType, 'Option')} root · OptionRootId ${id}`;
      out.push({ ref, name: clean(row.Description) ?? symbol ?? String(id), detail: [symbol, what].filter(Boolean).join(' · ') });
      count += 1;
    }
  };
  add(futuresRows, 'continuous-future');
  add(rootRows, 'option-root');
  return out;
}
