/**
 * 4.1 Instrument and option-root search.
 *
 * Without AssetTypes every instrument appears once, as its primary asset type
 * (a stock as Stock, an FX cross as FxSpot), with all its types in TradableAs;
 * with AssetTypes one row per requested type the instrument trades as (the
 * live service returns EURUSD as both FxSpot and FxForwards rows then).
 * IsKeywordMatch is set on keyword hits of the primary row only: the live
 * rows for secondary asset types and option roots do not carry it.
 *
 * Non-tradable instruments (indices, suspended listings, and continuous
 * futures, the entry points of futures spaces) need IncludeNonTradable=true;
 * the keyword "continuous" then finds every futures space, as in the broker's
 * own search sample.
 *
 * Rows carry what live rows carry and nothing else: no ISIN (a keyword still
 * matches it), IssuerCountry on listed securities, indices and the CFDs on securities, UnderlyingUic on
 * FX forwards and options and on CFDs on futures and indices; option roots
 * their CurrencyCode and GroupOptionRootId.
 *
 * Uics with option-root asset types finds those roots by OptionRootId (the
 * Identifier of their rows): one request names a list of related roots.
 *
 * Keyword ranking, best first: exact symbol (or ISIN), symbol prefix,
 * description prefix, word prefix in the description, anywhere; ties keep the universe order (real
 * core listings first). No __count, as on the live service.
 */
import type { Operation, OperationContext } from '../core/context';
import { badRequest } from '../core/http';
import { dayNumber } from '../core/clock';
import { readPaging, pageOf } from '../core/paging';
import type { QueryParams } from '../core/params';
import { OPTION_ROOT_TYPES, TAGGED_TYPES, VALUE_CHANGE_TYPES, parseAssetType, type AssetType } from './asset-types';
import { RESTRICTED_EXCHANGES, isCashProduct, isRestricted, readAccount } from './access';
import { dynamicInstruments } from './dynamic';
import { isEntityComplex } from './details';
import { groupOptionRootId, optionRoots, type OptionRoot } from './options';
import { assetTypesOf, tradableAsOf } from './tradable-as';
import { fold } from './text';
import { instrumentsWhere, isExpired, mix32, searchTextOf, type Instrument, type InstrumentClass } from './universe';

type Json = Record<string, unknown>;

/** Reads AssetTypes; any unknown value fails the request with AssetTypesParseFailed. */
export function readAssetTypes(query: QueryParams, errorCode: string): AssetType[] | undefined {
  const items = query.list('AssetTypes');
  if (!items) return undefined;
  const out: AssetType[] = [];
  const bad: string[] = [];
  for (const item of items) {
    const type = parseAssetType(item);
    if (type) {
      if (!out.includes(type)) out.push(type);
    } else bad.push(`The value '${item}' is not a valid asset type.`);
  }
  if (bad.length > 0) throw badRequest(errorCode, 'One or more asset types could not be parsed.', { AssetTypes: bad });
  return out;
}

/** Reads Tags: one tag at most ("null" means none). */
export function readTag(query: QueryParams): string | undefined {
  const tags = query.list('Tags')?.filter((tag) => tag.toLowerCase() !== 'null');
  if (!tags || tags.length === 0) return undefined;
  if (tags.length > 1) {
    query.problem('Tags', 'Only one tag is supported.');
    return undefined;
  }
  return (tags[0] as string).toLowerCase();
}

export function tagMatches(instrument: Instrument, type: AssetType, tag: string): boolean {
  return TAGGED_TYPES.has(type) && instrument.tags.includes(tag);
}

/** One week / month / year total value change (%) of instruments with licensed data; undefined without data. */
export function valueChanges(instrument: Instrument): readonly [number, number, number] | undefined {
  if (!VALUE_CHANGE_TYPES.has(instrument.type) || mix32(instrument.uic * 7 + 3) % 10 === 0) return undefined;
  const week = ((mix32(instrument.uic * 13 + 1) % 2401) - 1200) / 100;
  const month = ((mix32(instrument.uic * 17 + 2) % 5001) - 2500) / 100;
  const year = ((mix32(instrument.uic * 19 + 5) % 18001) - 6000) / 100;
  return [week, month, year];
}

interface Criteria {
  types: ReadonlySet<AssetType> | undefined;
  uics: ReadonlySet<number> | undefined;
  multiLeg: boolean | undefined;
  classes: ReadonlySet<string> | undefined;
  exchangeId: string | undefined;
  includeNonTradable: boolean;
  keywords: string[];
  tag: string | undefined;
  bounds: readonly (readonly [number | undefined, number | undefined])[];
  cashOnly: boolean;
  restricted: boolean;
  /** Day number of the request's clock: matured bonds and expired warrants count as non-tradable. */
  today: number;
}

interface Hit {
  item: Instrument | OptionRoot;
  root: boolean;
  type: AssetType;
  score: number;
}

function isWordStart(text: string, index: number): boolean {
  if (index === 0) return true;
  const previous = text.charCodeAt(index - 1);
  // Not a letter or digit.
  return !((previous >= 97 && previous <= 122) || (previous >= 48 && previous <= 57));
}

function wordPrefix(text: string, keyword: string): boolean {
  for (let index = text.indexOf(keyword); index >= 0; index = text.indexOf(keyword, index + 1)) {
    if (isWordStart(text, index)) return true;
  }
  return false;
}

function matchesAll(haystack: string, keywords: readonly string[]): boolean {
  for (const keyword of keywords) if (!haystack.includes(keyword)) return false;
  return true;
}

/** Rank of a keyword match, lower is better (all keywords are known to match). */
function rank(symbol: string, description: string, isin: string | undefined, keywords: readonly string[]): number {
  let total = 0;
  const colon = symbol.indexOf(':');
  // "aapl" is the code of "AAPL:xnas", "spx" the code of the index "SPX.I".
  const code = colon >= 0 ? symbol.slice(0, colon) : symbol.endsWith('.i') ? symbol.slice(0, -2) : symbol;
  for (const keyword of keywords) {
    if (code === keyword || symbol === keyword || isin === keyword) total += 0;
    else if (symbol.startsWith(keyword)) total += 1;
    else if (description.startsWith(keyword)) total += 2;
    else if (wordPrefix(description, keyword)) total += 3;
    else total += 4;
  }
  return total;
}

/**
 * False when no instrument with these shared fields can be a hit (the checks
 * of instrumentHits that need nothing else), so those are never made.
 */
function mayHit(shared: InstrumentClass, criteria: Criteria): boolean {
  if (criteria.restricted && RESTRICTED_EXCHANGES.has(shared.exchange.id)) return false;
  if (criteria.multiLeg !== undefined) return false;
  if (criteria.exchangeId !== undefined && shared.exchangeId.toLowerCase() !== criteria.exchangeId) return false;
  if (!criteria.includeNonTradable && shared.tradingStatus === 'NonTradable') return false;
  // assetTypesOf: TradableAs, plus FxSwap for FX crosses with forwards.
  const types = criteria.types;
  if (types && !shared.tradableAs.some((type) => types.has(type)) && !(types.has('FxSwap') && shared.tradableAs.includes('FxForwards'))) return false;
  return true;
}

function instrumentHits(instrument: Instrument, criteria: Criteria, out: Hit[]): void {
  if (criteria.restricted && RESTRICTED_EXCHANGES.has(instrument.exchange.id)) return;
  if (criteria.multiLeg !== undefined) return;
  if (criteria.uics && !criteria.uics.has(instrument.uic)) return;
  if (criteria.exchangeId !== undefined && instrument.exchangeId.toLowerCase() !== criteria.exchangeId) return;
  if (!criteria.includeNonTradable && (instrument.tradingStatus === 'NonTradable' || isExpired(instrument, criteria.today))) return;
  let score = 0;
  if (criteria.keywords.length > 0) {
    if (!matchesAll(searchTextOf(instrument), criteria.keywords)) return;
    score = rank(fold(instrument.symbol), fold(instrument.description), instrument.isin?.toLowerCase(), criteria.keywords);
  }
  const changes = criteria.bounds.length > 0 ? valueChanges(instrument) : undefined;
  const types: readonly AssetType[] = criteria.types ? assetTypesOf(instrument) : [instrument.type];
  for (const type of types) {
    if (criteria.types && !criteria.types.has(type)) continue;
    if (criteria.cashOnly && !isCashProduct(type)) continue;
    if (criteria.tag !== undefined && !tagMatches(instrument, type, criteria.tag)) continue;
    if (criteria.classes) {
      const complex = isEntityComplex({ kind: 'instrument', instrument }, type);
      if (!criteria.classes.has(complex ? 'Complex' : 'NonComplex')) continue;
    }
    if (criteria.bounds.length > 0) {
      if (!changes || !VALUE_CHANGE_TYPES.has(type)) continue;
      let inside = true;
      for (const [index, [from, to]] of criteria.bounds.entries()) {
        const value = changes[index] as number;
        if ((from !== undefined && value < from) || (to !== undefined && value > to)) inside = false;
      }
      if (!inside) continue;
    }
    out.push({ item: instrument, root: false, type, score });
  }
}

function rootHit(root: OptionRoot, criteria: Criteria, out: Hit[]): void {
  if (criteria.restricted || criteria.cashOnly || criteria.tag !== undefined) return;
  // Uics with option-root asset types: the roots of those OptionRootIds (a root row's Identifier); without AssetTypes, instruments only.
  if (criteria.uics && !(criteria.types && criteria.uics.has(root.id))) return;
  if (criteria.bounds.length > 0) return;
  if (criteria.types && !criteria.types.has(root.assetType)) return;
  if (criteria.multiLeg !== undefined && root.multiLeg !== criteria.multiLeg) return;
  if (criteria.exchangeId !== undefined && root.exchange.id.toLowerCase() !== criteria.exchangeId) return;
  if (criteria.classes && !criteria.classes.has('Complex')) return;
  let score = 0;
  if (criteria.keywords.length > 0) {
    if (!matchesAll(root.search, criteria.keywords)) return;
    score = rank(root.symbol.toLowerCase(), fold(root.description), undefined, criteria.keywords);
  }
  out.push({ item: root, root: true, type: root.assetType, score });
}

/** Types whose rows name the issuer's country (besides stocks, which carry it as the data has it). */
const ISSUER_ROW_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Etf', 'Etc', 'Etn', 'Fund', 'MutualFund', 'Bond', 'Rights', 'StockIndex']);
/** CFDs whose rows name no issuer country: an index or a future has no issuer (live rows carry none). */
const NO_ISSUER_CFD_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['CfdOnIndex', 'CfdOnFutures']);

function issuerCountryOf(instrument: Instrument, type: AssetType): string | undefined {
  if (instrument.type === 'Stock' && !type.startsWith('Cfd')) return instrument.issuerCountry;
  if (NO_ISSUER_CFD_TYPES.has(type)) return undefined;
  if (!ISSUER_ROW_TYPES.has(type) && !type.startsWith('Cfd')) return undefined;
  return instrument.issuerCountry ?? instrument.exchange.country;
}

/** The instrument a row's instrument derives from, where live rows name it. */
function underlyingUicOf(instrument: Instrument, type: AssetType): number | undefined {
  const extra = instrument.extra;
  if (extra?.kind === 'fx') return type === 'FxSpot' ? undefined : instrument.uic;
  if (extra?.kind === 'cfdFuture') return extra.cfd.contract.uic;
  if (extra?.kind === 'cfdIndex') return extra.underlyingUic;
  return undefined;
}

export function instrumentRow(instrument: Instrument, type: AssetType, keywordMatch: boolean): Json {
  const issuerCountry = issuerCountryOf(instrument, type);
  const underlyingUic = underlyingUicOf(instrument, type);
  return {
    AssetType: type,
    CurrencyCode: instrument.currency,
    Description: instrument.description,
    ...(instrument.displayHint !== undefined ? { DisplayHint: instrument.displayHint } : {}),
    ExchangeId: instrument.exchangeId,
    GroupId: instrument.groupId,
    Identifier: instrument.uic,
    ...(keywordMatch && type === instrument.type ? { IsKeywordMatch: true } : {}),
    ...(issuerCountry !== undefined ? { IssuerCountry: issuerCountry } : {}),
    ...(instrument.primaryListing !== undefined ? { PrimaryListing: instrument.primaryListing } : {}),
    SummaryType: 'Instrument',
    Symbol: instrument.symbol,
    TradableAs: tradableAsOf(instrument, type),
    ...(underlyingUic !== undefined ? { UnderlyingUic: underlyingUic } : {}),
  };
}

export function rootRow(root: OptionRoot): Json {
  return {
    AssetType: root.assetType,
    CanParticipateInMultiLegOrder: root.multiLeg,
    CurrencyCode: root.currency,
    Description: root.description,
    ExchangeId: root.exchange.id,
    GroupId: root.groupId,
    GroupOptionRootId: groupOptionRootId(root),
    Identifier: root.id,
    SummaryType: 'ContractOptionRoot',
    Symbol: root.symbol,
  };
}

const CLASSES = ['Complex', 'NonComplex'] as const;

export const searchInstruments: Operation = (ctx: OperationContext) => {
  const query = ctx.query;
  const types = readAssetTypes(query, 'AssetTypesParseFailed');
  const paging = readPaging(query, { top: 50, maxTop: 1000 });
  const account = readAccount(query);
  const multiLeg = query.boolean('CanParticipateInMultiLegOrder');
  const classes = query.enumList('Class', CLASSES);
  const exchangeId = query.string('ExchangeId');
  const includeNonTradable = query.boolean('IncludeNonTradable') ?? false;
  const keywordText = query.string('Keywords');
  const tag = readTag(query);
  const uics = query.integerList('Uics');
  const bounds: [number | undefined, number | undefined][] = [];
  for (const period of ['OneWeek', 'OneMonth', 'OneYear']) {
    bounds.push([query.number(`${period}TotalValueChangesFrom`), query.number(`${period}TotalValueChangesTo`)]);
  }
  query.assertValid('InvalidSearchCriteriaProvided');

  const activeBounds = bounds.some(([from, to]) => from !== undefined || to !== undefined) ? bounds : [];
  const criteria: Criteria = {
    types: types ? new Set(types) : undefined,
    uics: uics ? new Set(uics) : undefined,
    multiLeg,
    classes: classes && classes.length > 0 ? new Set(classes) : undefined,
    exchangeId: exchangeId?.toLowerCase(),
    includeNonTradable,
    keywords: keywordText
      ? fold(keywordText)
          .split(/\s+/)
          .filter((word) => word.length > 0)
      : [],
    tag,
    bounds: activeBounds,
    cashOnly: account?.permission === 'cash-products',
    restricted: isRestricted(ctx),
    today: dayNumber(ctx.now),
  };

  const hits: Hit[] = [];
  const wantsInstruments = !criteria.types || [...criteria.types].some((type) => !OPTION_ROOT_TYPES.has(type));
  if (wantsInstruments) {
    for (const instrument of instrumentsWhere((shared) => mayHit(shared, criteria), criteria.keywords)) instrumentHits(instrument, criteria, hits);
    for (const instrument of dynamicInstruments(dayNumber(ctx.now)).list) instrumentHits(instrument, criteria, hits);
  }
  // Option roots are built on first use (tens of milliseconds): not for a search whose asset types name none of theirs.
  const wantsRoots = !criteria.types || [...criteria.types].some((type) => OPTION_ROOT_TYPES.has(type));
  if (wantsRoots) for (const root of optionRoots().list) rootHit(root, criteria, hits);
  const keywordSearch = criteria.keywords.length > 0;
  if (keywordSearch) hits.sort((a, b) => a.score - b.score);

  const page = pageOf(hits, paging, ctx.url, { count: false });
  return {
    ...page,
    Data: page.Data.map((hit) => (hit.root ? rootRow(hit.item as OptionRoot) : instrumentRow(hit.item as Instrument, hit.type, keywordSearch))),
  };
};
