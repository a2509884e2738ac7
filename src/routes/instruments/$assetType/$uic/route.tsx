import { Outlet, createFileRoute, notFound, redirect, useMatchRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { InstrumentLayout } from '@/features/instrument/InstrumentLayout';
import { InstrumentError, InstrumentNotFound } from '@/features/instrument/InstrumentNotFound';
import { loadInstrument } from '@/features/instrument/load';
import { canonicalInstrumentParams } from '@/features/instrument/url';
import { uicFromPath } from '@/lib/search-params';

/**
 * An instrument (Uic and asset type): its heading and views. The loader
 * fetches the plain details (4.4) in parallel with the child view's data.
 * The path params stay text: a not-found page shows them as typed, and a
 * non-canonical spelling is redirected to the canonical one.
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
  loader: async ({ context, params, cause }) => {
    const uic = uicFromPath(params.uic);
    if (uic === undefined) throw notFound();
    await loadInstrument(context.queryClient, uic, params.assetType, cause);
  },
  // The heading paints as soon as the instrument's answer is there: a loading indicator already shown (after the
  // router's 150 ms) is not held on screen for the router's usual minimum, which would keep the answer from the page.
  pendingMinMs: 0,
  component: function InstrumentRoute() {
    const params = Route.useParams();
    const onSchedule = Boolean(useMatchRoute()({ to: '/instruments/$assetType/$uic/schedule', params }));
    return (
      <InstrumentLayout uic={uicFromPath(params.uic) ?? 0} assetType={params.assetType} view={onSchedule ? 'schedule' : 'details'}>
        <Outlet />
      </InstrumentLayout>
    );
  },
  errorComponent: function InstrumentRouteError(props: ErrorComponentProps) {
    const params = Route.useParams();
    return <InstrumentError {...props} uicText={params.uic} assetType={params.assetType} />;
  },
  notFoundComponent: function InstrumentRouteNotFound() {
    const params = Route.useParams();
    return <InstrumentNotFound uicText={params.uic} assetType={params.assetType} />;
  },
});
