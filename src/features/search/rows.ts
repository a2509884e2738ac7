/**
 * Search results (4.1) as table rows: every field read through the junk-
 * tolerant helpers, the kind of entry and where it leads.
 */
import type { InstrumentSummary } from '@/api/types';
import { asNumber, clean, display, enumLabel, MISSING } from '@/lib/format';
import { entryKind, entryTarget, type EntryKind, type EntryTarget } from '@/model/search-entries';
import { exchangeEntry } from '@/model/exchanges';
import type { InstrumentPair } from '@/model/pairs';

export const KIND_LABELS: Record<EntryKind, string> = {
  instrument: 'Instrument',
  'option-root': 'Option root',
  'continuous-future': 'Futures space',
};

export interface ResultRow {
  key: string;
  symbol: string;
  description: string;
  /** The asset type as the service spells it (empty when missing). */
  assetType: string;
  assetTypeLabel: string;
  exchangeId: string;
  /** Exchange name from the row, else from the app's list of known exchanges. */
  exchangeName: string | undefined;
  currency: string;
  /** Issuer country, else exchange country. */
  country: string;
  countryNote: string | undefined;
  summaryType: string;
  kind: EntryKind;
  kindLabel: string;
  /** Uic, option root id or continuous futures Uic, depending on the kind. */
  identifier: number | undefined;
  target: EntryTarget | undefined;
  /** The address of the target, for the row's link. */
  href: string | undefined;
  /** The key to compare it by details (4.3): instruments and continuous futures only. */
  pair: InstrumentPair | undefined;
  tradableAs: string[];
}

export function toResultRow(summary: InstrumentSummary, index: number): ResultRow {
  const kind = entryKind(summary);
  // A positive whole number, sent as a number or as numeric text.
  const id = asNumber(summary.Identifier);
  const identifier = Number.isInteger(id) && id! > 0 ? id : undefined;
  const assetType = clean(summary.AssetType) ?? '';
  const exchangeId = clean(summary.ExchangeId) ?? '';
  const issuer = clean(summary.IssuerCountry);
  const exchangeCountry = clean(summary.ExchangeCountry);
  const target = identifier === undefined ? undefined : entryTarget(summary);
  return {
    key: `${clean(summary.SummaryType) ?? '?'}:${assetType}:${identifier ?? 'none'}:${index}`,
    symbol: display(summary.Symbol),
    description: display(summary.Description),
    assetType,
    assetTypeLabel: enumLabel(assetType),
    exchangeId,
    exchangeName: clean(summary.ExchangeName) ?? exchangeEntry(exchangeId)?.name,
    currency: display(summary.CurrencyCode),
    country: issuer ?? exchangeCountry ?? MISSING,
    countryNote:
      issuer && exchangeCountry && issuer !== exchangeCountry
        ? `Issuer ${issuer}, exchange ${exchangeCountry}`
        : issuer
          ? 'Issuer country'
          : exchangeCountry
            ? 'Exchange country'
            : undefined,
    summaryType: enumLabel(summary.SummaryType),
    kind,
    kindLabel: KIND_LABELS[kind],
    identifier,
    target,
    href: target && targetHref(target),
    pair: kind !== 'option-root' && identifier !== undefined && assetType ? { uic: identifier, assetType } : undefined,
    tradableAs: Array.isArray(summary.TradableAs) ? summary.TradableAs.map((type) => clean(type)).filter((type): type is string => type !== undefined) : [],
  };
}

/** The address of a route with its parameters filled in (`/instruments/$assetType/$uic` → `/instruments/Stock/211`). */
export function targetHref(target: EntryTarget): string {
  const params: Record<string, string | number> = target.params;
  return target.to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Accessible name of a row's entry, e.g. "AAPL:xnas, Apple Inc., Stock". */
export function rowName(row: ResultRow): string {
  return [row.symbol, row.description !== MISSING ? row.description : undefined, row.kind === 'instrument' ? row.assetTypeLabel : row.kindLabel].filter(Boolean).join(', ');
}
