import { useEffect, type ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { RECENT_INSTRUMENTS_KEY, pushRecent, type RecentInstrument } from '@/lib/recent';
import { headline } from '@/model/instrument';
import { InstrumentHeader } from './InstrumentHeader';
import { instrumentQueries } from './queries';

/** An instrument's heading above its view (details or schedule); records the visit in the recent instruments. */
export function InstrumentLayout({ uic, assetType, view, children }: { uic: number; assetType: string; view: 'details' | 'schedule'; children: ReactNode }) {
  const api = useApi();
  const { data } = useSuspenseQuery(instrumentQueries.heading(api, uic, assetType));
  // Every asset type of the Uic (when it fails, the heading offers TradableAs alone).
  const sameUic = useQuery(instrumentQueries.sameUic(api, uic)).data?.Data;
  const head = headline(data, { uic, assetType });

  useEffect(() => {
    const entry: RecentInstrument = { uic: head.uic, assetType: head.assetType };
    if (head.symbol) entry.symbol = head.symbol;
    if (head.description) entry.description = head.description;
    pushRecent(RECENT_INSTRUMENTS_KEY, entry, (item) => `${item.assetType}:${item.uic}`);
  }, [head.uic, head.assetType, head.symbol, head.description]);

  return (
    <>
      <InstrumentHeader details={data} sameUic={sameUic} uic={uic} assetType={assetType} view={view} />
      {children}
    </>
  );
}
