import { useSyncExternalStore } from 'react';
import { requestLog, type Exchange } from '@/api/request-log';

/** A record of the request log by its id, kept up to date as its answer comes (undefined once the log lets it go). */
export function useLogRecord(id: number | undefined): Exchange | undefined {
  const records = useSyncExternalStore(requestLog.subscribe, requestLog.snapshot, requestLog.snapshot);
  return id === undefined ? undefined : records.find((record) => record.id === id);
}
