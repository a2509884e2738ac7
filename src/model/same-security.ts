/**
 * The same security elsewhere: which rows of an instrument search are listings of the instrument shown, which one
 * is the primary listing, and the ISIN that corporate-action events give for its Uic.
 *
 * What the service offers for it: reference data never returns an ISIN (its keyword search matches one without
 * returning it); corporate-action events name theirs in `DisplayAndFormat.IsinCode`, beside the event's `Uic`. A
 * search row's `GroupId` groups related instruments (0: none) and its `PrimaryListing` is the Uic of the primary
 * listing (a row that is its own primary listing names its own Uic). A group is wider than one security (share
 * classes, an instrument's CFDs and option roots, the expiries of a futures product), so the search's keyword does
 * the narrowing: on the ISIN, only that security's listings match. Instrument details send `GroupId: 0`, so the
 * instrument's group is read from its own row among the search's rows.
 */
import type { CorporateActionEvent, InstrumentDetails, InstrumentSummary } from '@/api/types';
import { asNumber, clean } from '@/lib/format';

/** Where a corporate-action event gave the ISIN of a Uic. */
export interface IsinSource {
  isin: string;
  eventId: string | undefined;
  /** The event's asset type (the corporate-actions schema's: an ETF's events are typed Stock). */
  assetType: string | undefined;
  /** Other ISINs events of the same Uic name (an ISIN change), in the order of the events. */
  others: string[];
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** An ISIN as an event gives it, trimmed and upper-cased; undefined for junk. */
export function isinOf(value: unknown): string | undefined {
  const text = clean(value)?.toUpperCase();
  return text !== undefined && ISIN.test(text) ? text : undefined;
}

/** The ISIN the events give for `uic` (the first event of that Uic with a well-formed one), or undefined. */
export function isinFromEvents(events: readonly CorporateActionEvent[] | undefined, uic: number): IsinSource | undefined {
  let source: IsinSource | undefined;
  for (const event of events ?? []) {
    if (asNumber(event?.Uic) !== uic) continue;
    const isin = isinOf(event.DisplayAndFormat?.IsinCode);
    if (isin === undefined) continue;
    if (source === undefined) source = { isin, eventId: clean(event.EventId), assetType: clean(event.AssetType), others: [] };
    else if (isin !== source.isin && !source.others.includes(isin)) source.others.push(isin);
  }
  return source;
}

/** What the corporate-action events are asked for: the instrument's symbol (else its description), which their keywords match. */
export function eventKeywords(details: Pick<InstrumentDetails, 'Symbol' | 'Description'>): string | undefined {
  return clean(details.Symbol) ?? clean(details.Description);
}

export interface SearchKeyword {
  kind: 'isin' | 'description' | 'symbol';
  text: string;
}

/** What the search is on: the ISIN when one is known, else the description, else the symbol. */
export function searchKeyword(isin: string | undefined, details: Pick<InstrumentDetails, 'Symbol' | 'Description'>): SearchKeyword | undefined {
  if (isin) return { kind: 'isin', text: isin };
  const description = clean(details.Description);
  if (description) return { kind: 'description', text: description };
  const symbol = clean(details.Symbol);
  return symbol ? { kind: 'symbol', text: symbol } : undefined;
}

export interface Listing {
  uic: number;
  /** The row's asset type, the one its details page is under. */
  assetType: string;
  symbol: string | undefined;
  description: string | undefined;
  exchange: string | undefined;
  currency: string | undefined;
  /** The instrument shown (the same Uic). */
  isThis: boolean;
  isPrimary: boolean;
}

export type SameSecurity =
  /** The search did not return the instrument's own row, so its group is not known. */
  | { kind: 'not-found' }
  /** The instrument's row puts it in no group (GroupId 0, or none given): the service links no listing to it. */
  | { kind: 'ungrouped' }
  | {
      kind: 'grouped';
      groupId: number;
      /** This listing and the others, the primary first, then in the service's order. */
      listings: Listing[];
      /** The Uic the instrument names as its primary listing, when it names one. */
      primaryUic: number | undefined;
      /** The primary listing is among the listings. */
      primaryFound: boolean;
    };

const isInstrumentRow = (row: InstrumentSummary) => {
  const type = clean(row?.SummaryType);
  return (type === undefined || type === 'Instrument') && asNumber(row.Identifier) !== undefined && clean(row.AssetType) !== undefined;
};

/** A positive whole number, or undefined (GroupId 0 means no group; junk is no number). */
function positive(value: unknown): number | undefined {
  const number = asNumber(value);
  return number !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The listings of the instrument `uic` (shown under `assetType`) among a search's rows: the instrument rows (option
 * roots left out) that share its GroupId, one per Uic. The instrument's own row gives the GroupId and the primary
 * listing; the details stand in for either where they give one (their GroupId is 0 in live answers).
 */
export function sameSecurity(
  rows: readonly InstrumentSummary[] | undefined,
  uic: number,
  assetType: string,
  details: Pick<InstrumentDetails, 'GroupId' | 'PrimaryListing'> = {},
): SameSecurity {
  const instruments = (rows ?? []).filter(isInstrumentRow);
  const own = instruments.filter((row) => asNumber(row.Identifier) === uic);
  const ownRow = own.find((row) => clean(row.AssetType) === assetType) ?? own[0];
  const group = positive(ownRow?.GroupId) ?? positive(details.GroupId);
  if (group === undefined) return ownRow ? { kind: 'ungrouped' } : { kind: 'not-found' };
  const primaryUic = positive(ownRow?.PrimaryListing) ?? positive(details.PrimaryListing);

  const byUic = new Map<number, InstrumentSummary>();
  for (const row of instruments) {
    if (asNumber(row.GroupId) !== group) continue;
    const id = asNumber(row.Identifier) as number;
    // One row per Uic; for the instrument shown, the row of the asset type it is shown under.
    if (!byUic.has(id) || (id === uic && clean(row.AssetType) === assetType)) byUic.set(id, row);
  }
  const listings = [...byUic.values()].map((row): Listing => {
    const id = asNumber(row.Identifier) as number;
    return {
      uic: id,
      assetType: clean(row.AssetType) as string,
      symbol: clean(row.Symbol),
      description: clean(row.Description),
      exchange: clean(row.ExchangeName) ?? clean(row.ExchangeId),
      currency: clean(row.CurrencyCode),
      isThis: id === uic,
      // Without the instrument's own word, a row that names itself as the primary listing is one.
      isPrimary: primaryUic !== undefined ? id === primaryUic : positive(row.PrimaryListing) === id,
    };
  });
  // The primary first; the rest keep the service's order (a stable sort).
  listings.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return { kind: 'grouped', groupId: group, listings, primaryUic, primaryFound: listings.some((listing) => listing.isPrimary) };
}

/** The listings other than the instrument shown. */
export function otherListings(result: SameSecurity): Listing[] {
  return result.kind === 'grouped' ? result.listings.filter((listing) => !listing.isThis) : [];
}
