/**
 * The schema checks of the request log's records, made once per record and kept by its id (a record's
 * body may later be let go to keep the log's memory in bounds; its findings stay). They are made a few
 * at a time between tasks, so that a session of large option spaces does not hold up the page when the
 * inspector first opens.
 */
import { useEffect, useState } from 'react';
import type { Exchange } from '@/api/request-log';
import { checkRecord, type RecordCheck } from './schema-findings';

/** How long one slice of checking may run before it gives the page back, in ms. */
const SLICE_MS = 12;

const checks = new Map<number, RecordCheck>();

/** The checks made so far of `records` (by record id); those still to make follow in later renders. */
export function useSchemaChecks(records: readonly Exchange[]): ReadonlyMap<number, RecordCheck> {
  const [, setDone] = useState(0);
  useEffect(() => {
    // Forget the records the log has let go.
    const kept = new Set(records.map((record) => record.id));
    for (const id of checks.keys()) if (!kept.has(id)) checks.delete(id);
    const todo = records.filter((record) => record.state !== 'pending' && !checks.has(record.id));
    if (todo.length === 0) return;
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      const start = performance.now();
      while (next < todo.length && performance.now() - start < SLICE_MS) {
        const record = todo[next++] as Exchange;
        const check = checkRecord(record);
        if (check) checks.set(record.id, check);
      }
      setDone((count) => count + 1);
      if (next < todo.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [records]);
  return checks;
}
