/**
 * A part kept out of the first load, shown once its code has come: `load` imports the module whose default export it
 * is (declared at module level, so that it is the same function at every render), and the part renders with `props`.
 * Until then `fallback`; if the code does not come (offline, or a new deployment replaced it), `failed` (both nothing
 * unless given).
 *
 * Held in state rather than shown through React.lazy, whose retry React renders at its lowest priority: on a slow
 * machine a page still busy (a view's request waiting, the route's progress bar moving) held a lazy part back for tens
 * of seconds after its code had come. The request inspector does the same in its own control (it loads on first use).
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** `props` may be left out only where the part needs none. */
type PartProps<P> = Record<string, never> extends P ? { props?: P } : { props: P };

export function OnDemand<P extends object>({
  load,
  props,
  fallback,
  failed,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  fallback?: ReactNode;
  failed?: ReactNode;
} & PartProps<P>) {
  // Empty once the code has failed to come.
  const [part, setPart] = useState<{ Part?: ComponentType<P> }>();
  useEffect(() => {
    load().then(
      (module) => setPart({ Part: module.default }),
      () => setPart({}),
    );
  }, [load]);
  const Part = part?.Part;
  return Part ? <Part {...(props as P)} /> : part ? failed : fallback;
}
