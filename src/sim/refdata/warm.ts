/**
 * Background preparation of what most reference-data requests need: the
 * instrument universe, the option roots and (for a universe built by the
 * generators) the keyword texts. A host with
 * idle time (the browser worker) calls the warmer repeatedly; each call does
 * one short slice of work, so requests are answered in between. Whatever is
 * not ready when a request needs it is finished by that request, as without
 * warming; the answers are the same either way.
 */
import { optionRoots, readyOptionRoots } from './options';
import { advanceUniverse, searchTextOf, universe } from './universe';

/** Instruments whose keyword text is prepared per slice. */
const SEARCH_TEXT_SLICE = 5_000;

/**
 * A warmer: each call does one slice of work and tells whether everything is ready. With `universeOnly`,
 * ready means the universe alone: what every reference-data request needs, made before the page's first
 * request comes. The option roots (tens of milliseconds in one slice) are left to the requests that need
 * them and to the warming after the first answer, so that a request arriving meanwhile does not wait
 * behind them.
 */
export function createWarmer({ universeOnly = false }: { universeOnly?: boolean } = {}): () => boolean {
  let searchTextsDone = 0;
  return () => {
    if (!advanceUniverse()) return false;
    if (universeOnly) return true;
    if (!readyOptionRoots()) {
      optionRoots();
      return false;
    }
    // A universe restored from a snapshot makes an instrument when a request first reaches it and
    // looks keywords up in its columns: making all 53,000 and their keyword texts here would only keep
    // the worker busy (tens of milliseconds in one slice) while the page's next requests wait.
    if (universe().where) return true;
    const { instruments } = universe();
    const end = Math.min(instruments.length, searchTextsDone + SEARCH_TEXT_SLICE);
    for (let i = searchTextsDone; i < end; i++) searchTextOf(instruments[i] as (typeof instruments)[number]);
    searchTextsDone = end;
    return end >= instruments.length;
  };
}
