/**
 * An event as one request sees it: its holdings restricted to the selected
 * accounts, with the figures that depend on them (eligible holdings, affected
 * accounts, election status, lapsed).
 *
 * Lapsed: a voluntary (electable) event whose every dated election deadline
 * lies before today (UTC day) and on which the selected holdings carry no
 * election (ElectedAmount 0). A deadline that is not known yet never lapses.
 *
 * ElectionStatus (voluntary events only; mandatory events carry none):
 * NotElected when nothing is elected on the selected holdings, Elected when
 * every selected holding is elected in full, PartialElected otherwise.
 * Rejected instructions do not count as elected.
 */
import type { Selection } from './selection';
import type { StoredEvent, StoredHolding } from './store';
import type { CaEvent } from './types';
import type { ElectionStatus } from './vocabulary';

export interface EventView {
  event: StoredEvent;
  holdings: StoredHolding[];
  eligible: number;
  affected: number;
  elected: number;
  electionStatus?: ElectionStatus;
  lapsed: boolean;
}

export function viewOf(event: StoredEvent, selection: Selection, today: number): EventView | undefined {
  const holdings = event.holdings.filter((holding) => selection.accounts.has(holding.account.accountKey));
  if (holdings.length === 0) return undefined;
  let eligible = 0;
  let elected = 0;
  let allElected = true;
  const accounts = new Set<string>();
  for (const holding of holdings) {
    eligible += holding.amount;
    elected += holding.electedAmount;
    if (holding.electedAmount < holding.amount) allElected = false;
    accounts.add(holding.account.accountKey);
  }
  const view: EventView = { event, holdings, eligible, affected: accounts.size, elected, lapsed: false };
  if (event.voluntary) {
    view.electionStatus = elected <= 0 ? 'NotElected' : allElected ? 'Elected' : 'PartialElected';
    const last = event.dates.lastDeadline;
    view.lapsed = last !== undefined && last < today && elected <= 0;
  }
  return view;
}

/** The wire form of a view. AffectedAccounts is only present when sub-accounts are included. */
export function wireOf(view: EventView, selection: Selection): CaEvent {
  const { event } = view;
  return {
    ...event.body,
    ...(selection.includeSubAccounts ? { AffectedAccounts: view.affected } : {}),
    ...(view.electionStatus ? { ElectionStatus: view.electionStatus } : {}),
    EligibleHoldings: view.eligible,
    EventId: event.eventId,
    EventState: event.state,
    EventStatus: event.status,
    Holdings: view.holdings.map((holding) => holding.wire),
  };
}
