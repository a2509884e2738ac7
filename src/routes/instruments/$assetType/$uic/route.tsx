import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute, notFound, redirect, useMatchRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { getApi, useApi } from '../../../../api/backend';
import { refQueries } from '../../../../api/queries/refdata';
import { InstrumentHeader } from '../../../../features/instrument/InstrumentHeader';
import { InstrumentError, InstrumentNotFound } from '../../../../features/instrument/InstrumentNotFound';
import { canonicalInstrumentParams, ensureOrNotFound, parseUic } from '../../../../features/instrument/loading';
import { headline } from '../../../../features/instrument/model';
import { RECENT_INSTRUMENTS_KEY, pushRecent, type RecentInstrument } from '../../../../lib/recent';

/**
 * An instrument (Uic and asset type): its heading and views. The loader
 * fetches the plain details (4.4) in parallel with the child view's data.
 */
export const Route = createFileRoute('/instruments/$assetType/$uic')({
  // One address per instrument: `/instruments/stock/0211` becomes `/instruments/Stock/211` (same view and
  // search params), so the service gets the asset type as it spells it, and caches and recent lists one entry.
  beforeLoad: ({ params, location }) => {
    const canonical = canonicalInstrumentParams(params);
    if (!canonical) return;
    const schedule = /\/schedule\/?$/.test(location.pathname);
    throw redirect({
      to: schedule ? '/instruments/$assetType/$uic/schedule' : '/instruments/$assetType/$uic',
      params: canonical,
      search: true,
      replace: true,
    });
  },
  loader: async ({ context, params }) => {
    const uic = parseUic(params.uic);
    if (uic === undefined) throw notFound();
    await ensureOrNotFound(context.queryClient, refQueries.details(getApi(), uic, params.assetType));
  },
  component: InstrumentLayout,
  errorComponent: InstrumentLayoutError,
  notFoundComponent: InstrumentLayoutNotFound,
});

function InstrumentLayoutError(props: ErrorComponentProps) {
  const params = Route.useParams();
  return <InstrumentError {...props} uicText={params.uic} assetType={params.assetType} />;
}

function InstrumentLayoutNotFound() {
  const params = Route.useParams();
  return <InstrumentNotFound uicText={params.uic} assetType={params.assetType} />;
}

function InstrumentLayout() {
  const params = Route.useParams();
  const uic = parseUic(params.uic) ?? 0;
  const api = useApi();
  const { data } = useSuspenseQuery(refQueries.details(api, uic, params.assetType));
  const matchRoute = useMatchRoute();
  const onSchedule = Boolean(matchRoute({ to: '/instruments/$assetType/$uic/schedule', params }));
  const head = headline(data, { uic, assetType: params.assetType });

  useEffect(() => {
    const entry: RecentInstrument = { uic: head.uic, assetType: head.assetType };
    if (head.symbol) entry.symbol = head.symbol;
    if (head.description) entry.description = head.description;
    pushRecent(RECENT_INSTRUMENTS_KEY, entry, (item) => `${item.assetType}:${item.uic}`);
  }, [head.uic, head.assetType, head.symbol, head.description]);

  return (
    <>
      <InstrumentHeader details={data} uic={uic} assetType={params.assetType} view={onSchedule ? 'schedule' : 'details'} />
      <Outlet />
    </>
  );
}
