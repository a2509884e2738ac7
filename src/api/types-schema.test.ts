/**
 * The client's resource types (types.ts) agree with the specification's table (src/spec/schemas.ts): the same
 * field names, and each `Open<...>` union the documented values of its enumeration (every published value,
 * and no value the table does not list; the live ones it may name or leave to the open part).
 *
 * The check is made by the type checker (`npm run check`): a disagreement is a type error that names it, e.g.
 * "InstrumentDetails.Foo: in the app's type, not in the table". The test below only runs what can be read at
 * run time (the asset type list).
 */
import { describe, expect, it } from 'vitest';
import { ENUMS, type EnumName, type SCHEMAS, type SchemaName } from '@/spec/schemas';
import { KNOWN_ASSET_TYPES } from './types';
import type * as App from './types';

type Schemas = typeof SCHEMAS;
type Enums = typeof ENUMS;

/** The named fields of a type, an index signature aside. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] } & string;
type Fields<S extends SchemaName> = keyof Schemas[S]['fields'] & string;
type FieldType<S extends SchemaName, K> = K extends keyof Schemas[S]['fields'] ? Schemas[S]['fields'][K] : never;
type Element<T> = T extends `${infer E}[]` ? E : T;
type Values<E> = E extends EnumName ? Enums[E]['values'][number] : never;
type LiveValues<E> = E extends EnumName ? (Enums[E] extends { live: readonly (infer L)[] } ? L : never) : never;
type Published<E> = Exclude<Values<E>, LiveValues<E>>;
/** The literal values of an `Open<...>` union (lists unwrapped); never for a plain string. */
type Literals<T> = T extends readonly (infer I)[] ? Literals<I> : T extends string ? (string extends T ? never : T) : never;

type FieldProblems<A, S extends SchemaName> =
  `${S}.${Exclude<KnownKeys<A>, Fields<S>>}: in the app's type, not in the table` | `${S}.${Exclude<Fields<S>, KnownKeys<A>>}: in the table, not in the app's type`;

type EnumProblem<Where extends string, L, E> = [L] extends [never]
  ? never
  : E extends EnumName
    ? `${Where}: ${Exclude<Published<E>, L> & string} is published, not in the app's union` | `${Where}: ${Exclude<L, Values<E>> & string} is in the app's union, not documented`
    : `${Where}: the app's union, where the table has ${E & string}`;

type EnumProblems<A, S extends SchemaName> = {
  [K in KnownKeys<A> & Fields<S>]: EnumProblem<`${S}.${K}`, Literals<Exclude<A[K & keyof A], undefined>>, Element<FieldType<S, K>>>;
}[KnownKeys<A> & Fields<S>];

type Problems<A, S extends SchemaName> = FieldProblems<A, S> | EnumProblems<A, S>;

type Item<T> = Exclude<T, undefined> extends readonly (infer I)[] ? I : Exclude<T, undefined>;

type All =
  | Problems<App.Feed<unknown>, 'SummaryInfoList'>
  | Problems<App.Feed<unknown>, 'InstrumentDetailsList'>
  | Problems<App.Feed<unknown>, 'TimeZoneList'>
  | Problems<App.Feed<unknown>, 'EventList'>
  | Problems<App.Feed<unknown>, 'LookupList'>
  | Problems<App.InstrumentSummary, 'SummaryInfo'>
  | Problems<App.ContractOptionSpace, 'ContractOptionSpace'>
  | Problems<App.OptionSpaceEntry, 'ContractOptionEntry'>
  | Problems<App.ContractOption, 'ContractOption'>
  | Problems<App.TickSizeScheme, 'TickSizeScheme'>
  | Problems<Item<App.TickSizeScheme['Elements']>, 'TickSizeSchemeElement'>
  | Problems<App.ExchangeSummary, 'ExchangeSummary'>
  | Problems<App.InstrumentKey, 'InstrumentKey'>
  | Problems<App.OrderDistances, 'OrderDistances'>
  | Problems<App.PriceDisplayFormat, 'PriceDisplayFormat'>
  | Problems<App.RelatedOptionRoot, 'RelatedOptionRoot'>
  | Problems<App.InstrumentDetails, 'InstrumentDetails'>
  | Problems<App.LocalizedInfo, 'LocalizedInfo'>
  | Problems<App.IpoDetails, 'IpoDetails'>
  | Problems<App.StrategyLeg, 'StrategyLeg'>
  | Problems<Item<App.InstrumentDetails['OrderSetting']>, 'OrderSetting'>
  | Problems<Item<App.InstrumentDetails['SupportedOrderTypeSettings']>, 'SupportedOrderTypeSetting'>
  | Problems<App.TradingSchedule, 'InstrumentTradeSessions'>
  | Problems<App.TradingSession, 'InstrumentSession'>
  | Problems<App.FuturesSpace, 'FuturesSpace'>
  | Problems<App.FuturesSpaceElement, 'FuturesSpaceElement'>
  | Problems<App.TimeZoneDetails, 'TimeZoneDetails'>
  | Problems<App.ServiceErrorBody, 'Error'>
  | Problems<App.CorporateActionEvent, 'Event'>
  | Problems<App.CodeDescription, 'CodeDescription'>
  | Problems<App.DateAndStatus, 'DateAndStatus'>
  | Problems<App.DateAndStatus, 'DateTimeAndStatus'>
  | Problems<App.DatePeriod, 'DatePeriod'>
  | Problems<App.PriceAndRate, 'PriceAndRate'>
  | Problems<App.IndicatorDetail, 'IndicatorDetail'>
  | Problems<App.InstrumentDisplayAndFormat, 'InstrumentDisplayAndFormat'>
  | Problems<App.EventOption, 'EventOption'>
  | Problems<App.CashMovement, 'CashMovement'>
  | Problems<Item<App.EventOption['PayoutBreakdown']>, 'PayoutBreakdownComponent'>
  | Problems<App.SecurityMovement, 'SecurityMovement'>
  | Problems<App.Holding, 'Holding'>
  | Problems<App.HoldingOption, 'HoldingOption'>
  | Problems<Item<App.HoldingOption['Instruction']>, 'Instruction'>
  | Problems<App.LookupEntry, 'Lookup'>;

/**
 * What the app's types hold beyond the table, on purpose: the instrument details page reads these when a
 * gateway sends them, though no source documents them on details, so the schema check reports them.
 */
type BeyondTheTable =
  | "InstrumentDetails.ExerciseStyle: in the app's type, not in the table"
  | "InstrumentDetails.OptionRootId: in the app's type, not in the table"
  | "InstrumentDetails.UnderlyingUic: in the app's type, not in the table";

/** Fails to compile, naming each problem (as the keys of an object), unless there is none. */
type NoProblem<T extends Record<string, never>> = T;
export type TypesAgreeWithTheTable = NoProblem<{ [K in Exclude<All, BeyondTheTable>]: K }>;
export type NoStaleException = NoProblem<{ [K in Exclude<BeyondTheTable, All>]: K }>;

// The check itself finds what it should: a made-up type against ContractOption.
type MadeUp = { PutCall?: App.Open<'Call' | 'Put' | 'Sideways'>; StrikePrice?: number; TradingStatus?: App.Open<'Tradable' | 'Undefined'>; Uic?: number; Isin?: string };
type Expected =
  | "ContractOption.Isin: in the app's type, not in the table"
  | "ContractOption.UnderlyingUic: in the table, not in the app's type"
  | "ContractOption.PutCall: None is published, not in the app's union"
  | "ContractOption.PutCall: Sideways is in the app's union, not documented"
  | "ContractOption.TradingStatus: NonTradable is published, not in the app's union"
  | "ContractOption.TradingStatus: NotDefined is published, not in the app's union"
  | "ContractOption.TradingStatus: ReduceOnly is published, not in the app's union";
export type FindsWhatItShould = NoProblem<{ [K in Exclude<Problems<MadeUp, 'ContractOption'>, Expected> | Exclude<Expected, Problems<MadeUp, 'ContractOption'>>]: K }>;

describe('the client’s types and the specification’s table', () => {
  it('know the same asset types: every published one, and of those seen live only what the table lists', () => {
    const table: readonly string[] = ENUMS.AssetType.values;
    const live: readonly string[] = ENUMS.AssetType.live;
    const app: readonly string[] = KNOWN_ASSET_TYPES;
    expect(table.filter((value) => !live.includes(value) && !app.includes(value))).toEqual([]);
    expect(app.filter((value) => !table.includes(value))).toEqual([]);
  });
});
