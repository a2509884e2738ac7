/**
 * The market holidays before an open election's cut-off, as far as the
 * instrument's trading schedule (4.6) shows them (about a week ahead): the
 * event page counts business days without them. Nothing is asked for a
 * mandatory or closed event, and a schedule that cannot be had leaves
 * weekends as the only days skipped.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import type { CorporateActionEvent } from '@/api/types';
import { clean } from '@/lib/format';
import { needsAction, scheduleHolidays, scheduleReach } from './action';

const NONE: ReadonlySet<string> = new Set();

/** The holidays the instrument's schedule shows, and the last day it covers (none known without a schedule). */
export function useMarketHolidays(event: CorporateActionEvent, now: Date): { holidays: ReadonlySet<string>; knownUntil?: string } {
  const api = useApi();
  const uic = typeof event.Uic === 'number' && Number.isInteger(event.Uic) && event.Uic > 0 ? event.Uic : undefined;
  const assetType = clean(event.AssetType);
  const wanted = uic !== undefined && assetType !== undefined && needsAction(event, now);
  const schedule = useQuery({ ...refQueries.schedule(api, uic ?? 0, assetType ?? ''), enabled: wanted, retry: false });
  const sessions = wanted ? schedule.data?.Sessions : undefined;
  return useMemo(() => {
    const knownUntil = sessions ? scheduleReach(sessions) : undefined;
    return { holidays: sessions ? scheduleHolidays(sessions) : NONE, ...(knownUntil ? { knownUntil } : {}) };
  }, [sessions]);
}
