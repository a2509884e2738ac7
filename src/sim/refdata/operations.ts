/**
 * 4.3 to 4.7: instrument details (list and single), futures spaces, trading
 * schedules and the time zone list.
 */
import type { Operation, OperationContext } from '../core/context';
import { badRequest, notFound } from '../core/http';
import { dayNumber, isoDay } from '../core/clock';
import { readPaging, pageOf } from '../core/paging';
import type { QueryParams } from '../core/params';
import { formatOffset, zoneOffsetMinutes } from '../core/tz';
import { FIELD_GROUPS, OPTION_ROOT_TYPES, parseAssetType, type AssetType, type FieldGroup } from './asset-types';
import { exchangeVisible, isCashProduct, readAccount, readScope } from './access';
import { entityByUic, entityTypes, entityVisible, instrumentDetails, scheduleOf, type Entity } from './details';
import { dynamicInstruments } from './dynamic';
import { listedContracts, spaceByContinuousUic } from './futures';
import { readAssetTypes, readTag, tagMatches } from './search';
import { tradeSessions, zoneAbbreviation } from './schedule';
import { pickInstruments, universe, type InstrumentClass } from './universe';
import { assetTypesOf } from './tradable-as';

function readFieldGroups(query: QueryParams): Set<FieldGroup> {
  return new Set(query.enumList('FieldGroups', FIELD_GROUPS) ?? []);
}

/**
 * Asset types that some static instrument answers as, or a contract option root: read from the
 * fields instruments share (a restored universe decides them once per template, making no
 * instrument), then the FX crosses with forwards, which also answer as FxSwap (assetTypesOf),
 * made only until one is found.
 */
function populatedAssetTypes(): Set<AssetType> {
  const types = new Set<AssetType>(OPTION_ROOT_TYPES);
  const withForwards = (shared: InstrumentClass): boolean => shared.tradableAs.includes('FxForwards');
  pickInstruments((shared) => {
    for (const type of shared.tradableAs) types.add(type);
    return false;
  });
  const forwards = pickInstruments(withForwards);
  for (let i = 0; i < forwards.length && !types.has('FxSwap'); i++) for (const type of assetTypesOf(forwards.at(i))) types.add(type);
  return types;
}

/** Asset types that have at least one instrument (static, futures, or a contract option root). */
let populatedTypes: Set<AssetType> | undefined;
function hasInstruments(type: AssetType, today: number): boolean {
  populatedTypes ??= populatedAssetTypes();
  if (populatedTypes.has(type)) return true;
  return dynamicInstruments(today).list.some((instrument) => assetTypesOf(instrument).includes(type));
}

interface DetailRow {
  entity: Entity;
  type: AssetType;
}

export const listInstrumentDetails: Operation = (ctx: OperationContext) => {
  const query = ctx.query;
  const types = readAssetTypes(query, 'InvalidSearchCriteriaProvided');
  const paging = readPaging(query, { top: 50, maxTop: 1000 });
  const account = readAccount(query);
  const fieldGroups = readFieldGroups(query);
  const tag = readTag(query);
  const uics = query.integerList('Uics');
  query.assertValid('InvalidSearchCriteriaProvided');
  const today = dayNumber(ctx.now);
  const typeSet = types ? new Set(types) : undefined;
  if (types && !types.some((type) => hasInstruments(type, today))) throw notFound();

  const rows: DetailRow[] = [];
  const accept = (entity: Entity, type: AssetType): void => {
    if (typeSet && !typeSet.has(type)) return;
    if (account?.permission === 'cash-products' && !isCashProduct(type)) return;
    if (tag !== undefined && (entity.kind !== 'instrument' || !tagMatches(entity.instrument, type, tag))) return;
    rows.push({ entity, type });
  };
  if (uics) {
    for (const uic of new Set(uics)) {
      const entity = entityByUic(uic, today);
      if (!entity || !entityVisible(ctx, entity)) continue;
      for (const type of entityTypes(entity)) accept(entity, type);
    }
  } else {
    if (types && types.every((type) => OPTION_ROOT_TYPES.has(type))) {
      throw badRequest('NoSearchCriteriaProvided', 'Contract options can only be listed by Uics.');
    }
    const lists = [universe().instruments, dynamicInstruments(today).list];
    for (const list of lists) {
      for (const instrument of list) {
        if (!exchangeVisible(ctx, instrument.exchange.id)) continue;
        const entity: Entity = { kind: 'instrument', instrument };
        for (const type of assetTypesOf(instrument)) accept(entity, type);
      }
    }
  }
  const page = pageOf(rows, paging, ctx.url, { count: true });
  const opts = { ctx, today, fieldGroups, scope: { account, client: undefined } };
  return { ...page, Data: page.Data.map((row) => instrumentDetails(row.entity, row.type, opts)) };
};

/** Validates the {Uic}/{AssetType} path of the single-instrument operations. */
function readPath(ctx: OperationContext): { uic: number; type: AssetType } {
  const rawType = ctx.path.AssetType ?? '';
  const type = parseAssetType(rawType);
  if (!type) throw badRequest('InvalidAssetType', 'Invalid AssetType specified.');
  const rawUic = (ctx.path.Uic ?? '').trim();
  if (!/^\d{1,10}$/.test(rawUic) || Number(rawUic) < 1 || Number(rawUic) > 2_147_483_647) {
    throw badRequest('InvalidRequest', 'One or more properties of the request are invalid!', { Uic: [`The value '${rawUic}' is not a valid Uic.`] });
  }
  return { uic: Number(rawUic), type };
}

function visibleEntity(ctx: OperationContext, uic: number, type: AssetType): Entity {
  const entity = entityByUic(uic, dayNumber(ctx.now));
  if (!entity || !entityVisible(ctx, entity) || !entityTypes(entity).includes(type)) throw notFound();
  return entity;
}

export const getInstrumentDetails: Operation = (ctx: OperationContext) => {
  const { uic, type } = readPath(ctx);
  const query = ctx.query;
  const scope = readScope(query);
  const fieldGroups = readFieldGroups(query);
  query.assertValid('InvalidRequest');
  const entity = visibleEntity(ctx, uic, type);
  return instrumentDetails(entity, type, { ctx, today: dayNumber(ctx.now), fieldGroups, scope });
};

export const getTradingSchedule: Operation = (ctx: OperationContext) => {
  const { uic, type } = readPath(ctx);
  const entity = visibleEntity(ctx, uic, type);
  const { template, exchange } = scheduleOf(entity, type);
  return tradeSessions(template, exchange, ctx.now.getTime());
};

export const getFuturesSpace: Operation = (ctx: OperationContext) => {
  const raw = (ctx.path.ContinuousFuturesUic ?? '').trim();
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) {
    throw badRequest('InvalidContinuousFuturesUic', 'Invalid ContinuousFuturesUic specified.', {
      ContinuousFuturesUic: [`The value '${raw}' is not a valid Uic.`],
    });
  }
  const space = spaceByContinuousUic(Number(raw));
  if (!space || !exchangeVisible(ctx, space.exchangeId)) throw notFound();
  const today = dayNumber(ctx.now);
  return {
    BaseIdentifier: space.base,
    Elements: listedContracts(space, today).map((contract) => ({
      DaysToExpiry: contract.expiryDay - today,
      ExpiryDate: isoDay(contract.expiryDay),
      Symbol: contract.symbol,
      Uic: contract.uic,
    })),
  };
};

/**
 * The broker's time zone list: the six zones the specification shows (ids 0 to
 * 5, UTC first), then the other zones of the documented live list in ascending
 * id, so every zone an exchange of the simulator names (Hong Kong 7, Sydney 8,
 * Tokyo 10 among them) resolves. The fixed-offset zones (Etc/GMT-n) have no
 * abbreviation, and their entries carry none (the field is optional).
 */
const TIME_ZONES: readonly (readonly [id: string, name: string, zone: string, standard?: string])[] = [
  ['0', 'GMT a.k.a. UTC', 'Etc/UTC', 'UTC'],
  ['1', 'British Time', 'Europe/London', 'GMT'],
  ['2', 'Singapore Time', 'Asia/Singapore', 'SGT'],
  ['3', 'US Eastern Time', 'America/New_York', 'EST'],
  ['4', 'Central European Time', 'Europe/Paris', 'CET'],
  ['5', 'US Central Time', 'America/Chicago', 'CST'],
  ['6', 'US Pacific Time', 'America/Los_Angeles', 'PST'],
  ['7', 'Hong Kong Time', 'Asia/Hong_Kong', 'HKT'],
  ['8', 'Sydney Time', 'Australia/Sydney', 'AEST'],
  ['9', 'New Zealand Time', 'Pacific/Auckland', 'NZST'],
  ['10', 'GMT +9 No Daylight S.', 'Etc/GMT-9'],
  ['11', 'GMT +7 No Daylight S.', 'Etc/GMT-7'],
  ['12', 'Russia Zone 2', 'Europe/Moscow', 'MSK'],
  ['13', 'GMT +8 No Daylight S.', 'Etc/GMT-8'],
  ['14', 'Eastern European Time', 'Europe/Helsinki', 'EET'],
  ['15', 'Hawaii Time', 'Pacific/Honolulu', 'HST'],
  ['16', 'South African Time', 'Africa/Johannesburg', 'SAST'],
  ['17', 'GMT +10 No Daylight S.', 'Etc/GMT-10'],
  ['18', 'GMT+3', 'Etc/GMT-3'],
  ['19', 'GMT+4', 'Etc/GMT-4'],
  ['20', 'Brazil Sao Paulo', 'America/Sao_Paulo', 'BRT'],
  ['33', 'Africa/Cairo', 'Africa/Cairo', 'EET'],
  ['104', 'America/Caracas', 'America/Caracas', 'VET'],
  ['130', 'America/Halifax', 'America/Halifax', 'AST'],
  ['147', 'America/La_Paz', 'America/La_Paz', 'BOT'],
  ['256', 'Asia/Kolkata', 'Asia/Kolkata', 'IST'],
  ['298', 'Atlantic/Azores', 'Atlantic/Azores', 'AZOT'],
];

export const listTimeZones: Operation = (ctx: OperationContext) => {
  const now = ctx.now.getTime();
  const data = TIME_ZONES.map(([id, name, zone, standard]) => ({
    DisplayName: name,
    ...(standard !== undefined ? { TimeZoneAbbreviation: zoneAbbreviation(zone, standard, now) } : {}),
    TimeZoneId: id,
    TimeZoneOffset: formatOffset(zoneOffsetMinutes(zone, now)),
    ZoneName: zone,
  }));
  return { __count: data.length, Data: data };
};
