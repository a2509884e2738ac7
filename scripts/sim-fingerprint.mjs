// One hash of the simulator's answers to a broad, fixed set of requests, with
// its clock pinned: a refactoring of src/sim that changes no answer keeps the
// hash. Run with `npx tsx scripts/sim-fingerprint.mjs` (`--verbose` prints a
// hash per section, to find which part of the service changed; `--snapshot` answers from a universe
// restored from its snapshot, as the browser worker and the HTTP mount do, instead of the generators').
import { createHash } from 'node:crypto';
import { createSimulator } from '../src/sim/service.ts';
import { dayNumber, isoDay, makeClock } from '../src/sim/core/clock.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENTS } from '../src/sim/core/accounts.ts';
import { ALL_ASSET_TYPES } from '../src/sim/refdata/asset-types.ts';
import { datasetForAccounts } from '../src/sim/ca/store.ts';
import { CORPORATE_ACTION_TYPES, ELECTION_STATUSES, EVENT_STATES, EVENT_STATUSES, LOOKUP_FIELD_GROUPS, SORT_COLUMNS } from '../src/sim/ca/vocabulary.ts';

const verbose = process.argv.includes('--verbose');
if (process.argv.includes('--snapshot')) {
  const { restoreUniverseFrom, serializeSnapshot, snapshotOf } = await import('../src/sim/refdata/snapshot.ts');
  const { buildUniverse } = await import('../src/sim/refdata/universe.ts');
  restoreUniverseFrom(serializeSnapshot(snapshotOf(buildUniverse())));
}
const ORIGIN = 'https://gateway.test';
const total = createHash('sha256');
let section = createHash('sha256');
let sectionName = '';
let count = 0;

function begin(name) {
  if (sectionName && verbose) console.info(`${sectionName}: ${section.digest('hex').slice(0, 16)}`);
  section = createHash('sha256');
  sectionName = name;
}

/** Asks the simulator and folds the status and body into the hash; returns the parsed body (or undefined). */
function ask(sim, path, token = 'demo') {
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  const response = sim.handle({ method: 'GET', url, headers: { Authorization: `Bearer ${token}` } });
  count += 1;
  const line = `${url}\n${response.status}\n${response.body ?? ''}\n`;
  total.update(line);
  section.update(line);
  if (response.body === null || response.status !== 200) return undefined;
  return JSON.parse(response.body);
}

/** Asks for every page of a list, following __next. */
function askAll(sim, path, token, maxPages = Infinity) {
  const rows = [];
  let next = path;
  for (let page = 0; next && page < maxPages; page++) {
    const body = ask(sim, next, token);
    if (!body) break;
    rows.push(...(body.Data ?? []));
    next = body.__next;
  }
  return rows;
}

const qs = (params) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

function corporateActions(sim, now) {
  const day = dayNumber(now);
  for (const client of DEMO_CLIENTS) {
    begin(`ca ${now.toISOString()} ${client.name}`);
    const accounts = DEMO_ACCOUNTS.filter((account) => account.clientKey === client.clientKey);
    const base = { ClientKey: client.clientKey };
    const selections = [
      base,
      { ...base, IncludeSubAccounts: 'true' },
      ...accounts.map((account) => ({ ...base, AccountKey: account.accountKey })),
      ...accounts.map((account) => ({ ...base, AccountKey: account.accountKey, IncludeSubAccounts: 'true' })),
      ...client.accountGroups.map((group) => ({ ...base, AccountGroupKey: group.accountGroupKey })),
      ...client.accountGroups.map((group) => ({ ...base, AccountGroupKey: group.accountGroupKey, IncludeSubAccounts: 'true' })),
    ];
    for (const selection of selections) {
      for (const group of LOOKUP_FIELD_GROUPS) ask(sim, `/openapi/ca/v2/events/lookupdata?${qs({ ...selection, FieldGroups: group })}`);
      ask(sim, `/openapi/ca/v2/events/lookupdata?${qs(selection)}`);
      askAll(sim, `/openapi/ca/v2/events?${qs(selection)}`);
    }
    const all = { ...base, IncludeSubAccounts: 'true' };
    const everyState = { ...all, IncludeLapsedEvents: 'true', EventStates: EVENT_STATES.join(',') };
    const filters = [
      everyState,
      { ...all, IncludeLapsedEvents: 'true' },
      ...EVENT_STATES.map((state) => ({ ...all, EventStates: state, IncludeLapsedEvents: 'true' })),
      ...EVENT_STATUSES.map((status) => ({ ...all, EventStatus: status })),
      ...CORPORATE_ACTION_TYPES.map((type) => ({ ...all, CorporateActionTypes: type })),
      ...ELECTION_STATUSES.map((status) => ({ ...all, ElectionStatuses: status })),
      { ...all, EventTypes: 'DVCA,SPLF,RHTS,TEND,MRGR,DRIP,BONU' },
      { ...all, EventTypes: 'XXXX' },
      { ...all, AssetTypes: 'Stock' },
      { ...all, AssetTypes: 'Bond,Etf' },
      { ...all, Keywords: 'a' },
      { ...all, Keywords: 'novo' },
      { ...all, Keywords: 'inc class' },
      { ...all, FromExDate: isoDay(day - 30), ToExDate: isoDay(day + 30) },
      { ...all, FromPayDate: isoDay(day - 10), ToPayDate: isoDay(day + 60) },
      { ...all, FromRecordDate: isoDay(day), ToRecordDate: isoDay(day + 90) },
      { ...all, FromDeadlineDate: isoDay(day), ToDeadlineDate: isoDay(day + 20) },
      { ...all, FromDeadlineDate: isoDay(day - 5) },
      { ...all, ToExDate: isoDay(day - 100) },
      { ...all, FromPayDate: 'notaday' },
      { ...all, $top: '7', $skip: '3' },
      { ...all, $top: '1000' },
      { ...all, $top: '0' },
      { ...all, $top: '-1' },
      ...SORT_COLUMNS.flatMap((column) => [
        { ...everyState, SortColumn: column, SortType: 'Asc' },
        { ...everyState, SortColumn: column, SortType: 'Desc', $top: '1000' },
      ]),
    ];
    for (const filter of filters) askAll(sim, `/openapi/ca/v2/events?${qs(filter)}`);
    // Every event the client's accounts hold, by id, and a sample per account.
    const keys = new Set(accounts.map((account) => account.accountKey));
    const ids = [...datasetForAccounts(day, keys).byId.keys()].sort();
    if (verbose) console.info(`  ${ids.length} events by id`);
    for (const id of ids) ask(sim, `/openapi/ca/v2/events/${id}?${qs(all)}`);
    for (const account of accounts) {
      for (let i = accounts.indexOf(account) % 7; i < ids.length; i += 7) ask(sim, `/openapi/ca/v2/events/${ids[i]}?${qs({ ...base, AccountKey: account.accountKey })}`);
    }
    ask(sim, `/openapi/ca/v2/events/${ids[0]}?${qs({ ...all, EventStates: 'Cancelled' })}`);
  }
  begin('ca errors');
  ask(sim, '/openapi/ca/v2/events?ClientKey=nope');
  ask(sim, '/openapi/ca/v2/events?AccountKey=nope');
  ask(sim, `/openapi/ca/v2/events?AccountKey=${DEMO_ACCOUNTS[5].accountKey}`);
  ask(sim, `/openapi/ca/v2/events?AccountGroupKey=${DEMO_CLIENTS[1].accountGroups[0].accountGroupKey}`);
  ask(sim, '/openapi/ca/v2/events?SortColumn=Nope&SortType=Up&EventStates=Nope&IncludeLapsedEvents=maybe');
  ask(sim, '/openapi/ca/v2/events/1');
  ask(sim, '/openapi/ca/v2/events/lookupdata?FieldGroups=Nope');
  ask(sim, '/openapi/ca/v2/events', 'demo-restricted');
  ask(sim, '/openapi/ca/v2/events');
  ask(sim, '/openapi/ca/v2/events/lookupdata');
}

function referenceData(sim) {
  begin('ref timezones');
  ask(sim, '/ref/v1/timezones');
  ask(sim, '/openapi/ref/v1/timezones');

  begin('ref search');
  const keywords = ['spx', 'apple', 'novo', 'a', 'bank', 'eur', 'eurusd', 'gold', 'continuous', 'fund', 'bond', 'etf', 'us', 'DK0060534915', 'vix', 'oil', 'x', 'zz'];
  for (const keyword of keywords) {
    askAll(sim, `/openapi/ref/v1/instruments?${qs({ Keywords: keyword, $top: '1000' })}`, 'demo', 3);
    askAll(sim, `/openapi/ref/v1/instruments?${qs({ Keywords: keyword, IncludeNonTradable: 'true', $top: '50' })}`, 'demo', 3);
    ask(sim, `/openapi/ref/v1/instruments?${qs({ Keywords: keyword })}`, 'demo-restricted');
  }
  const byType = new Map();
  for (const type of ALL_ASSET_TYPES) {
    const rows = askAll(sim, `/openapi/ref/v1/instruments?${qs({ AssetTypes: type, IncludeNonTradable: 'true', $top: '1000' })}`, 'demo', 4);
    byType.set(type, rows);
    ask(sim, `/openapi/ref/v1/instruments?${qs({ AssetTypes: type, $skip: '13', $top: '25' })}`);
  }
  const searches = [
    { AssetTypes: 'Stock', ExchangeId: 'NASDAQ' },
    { AssetTypes: 'Stock', ExchangeId: 'xcse', IncludeNonTradable: 'true' },
    { AssetTypes: 'Stock,Etf', Keywords: 'global', Class: 'Complex' },
    { AssetTypes: 'Stock', Class: 'NonComplex', $top: '200' },
    { AssetTypes: 'Stock', Tags: 'technology' },
    { AssetTypes: 'Etf', Tags: 'dividend' },
    { AssetTypes: 'Stock', OneWeekTotalValueChangesFrom: '2', OneMonthTotalValueChangesTo: '5' },
    { AssetTypes: 'Stock', OneYearTotalValueChangesFrom: '-10', OneYearTotalValueChangesTo: '10', $top: '300' },
    { CanParticipateInMultiLegOrder: 'true', $top: '300' },
    { AssetTypes: 'StockOption,StockIndexOption', CanParticipateInMultiLegOrder: 'false' },
    { Uics: '211,1,2,3,4,5,100,1000,10000', IncludeNonTradable: 'true' },
    { AccountKey: DEMO_ACCOUNTS[2].accountKey, AssetTypes: 'Stock,CfdOnStock,Bond' },
    { ClientKey: DEMO_CLIENTS[0].clientKey, Keywords: 'novo' },
    { AccountKey: 'nope' },
    { AssetTypes: 'Nope' },
    { AssetTypes: 'CertificateTwinWin,InlineWarrant,CBBCCategoryN,FxSwap' },
    { $top: '1001' },
    { $top: 'x', $skip: '-2' },
    { IncludeNonTradable: 'maybe' },
    {},
  ];
  for (const search of searches) askAll(sim, `/openapi/ref/v1/instruments?${qs(search)}`, 'demo', 3);

  begin('ref details list');
  askAll(sim, '/openapi/ref/v1/instruments/details?$top=1000', 'demo', 6);
  for (const type of ALL_ASSET_TYPES) askAll(sim, `/openapi/ref/v1/instruments/details?${qs({ AssetTypes: type, $top: '200' })}`, 'demo', 2);
  ask(sim, '/openapi/ref/v1/instruments/details?AssetTypes=StockOption');
  ask(sim, '/openapi/ref/v1/instruments/details?Uics=1,2,3&FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions,MarketData');
  ask(sim, '/openapi/ref/v1/instruments/details?AssetTypes=Stock&Tags=technology&FieldGroups=TradingSessions');
  ask(sim, `/openapi/ref/v1/instruments/details?${qs({ AssetTypes: 'Stock,Bond,CfdOnStock', AccountKey: DEMO_ACCOUNTS[2].accountKey, $top: '100' })}`);

  begin('ref details and schedules');
  const uicsByType = new Map();
  for (const [type, rows] of byType) {
    const uics = rows.filter((row) => row.SummaryType !== 'ContractOptionRoot').map((row) => row.Identifier);
    const step = Math.max(1, Math.floor(uics.length / 12));
    const picked = [];
    for (let i = 0; i < uics.length && picked.length < 12; i += step) picked.push(uics[i]);
    uicsByType.set(type, picked);
  }
  const fieldGroups = 'OrderSetting,SupportedOrderTypeSettings,TradingSessions,MarketData';
  for (const [type, uics] of uicsByType) {
    for (const uic of uics) {
      ask(sim, `/openapi/ref/v1/instruments/details/${uic}/${type}`);
      ask(sim, `/openapi/ref/v1/instruments/details/${uic}/${type}?FieldGroups=${fieldGroups}`);
      ask(sim, `/openapi/ref/v1/instruments/tradingschedule/${uic}/${type}`);
    }
    if (uics.length > 0) {
      ask(sim, `/openapi/ref/v1/instruments/details?${qs({ Uics: uics.join(','), FieldGroups: fieldGroups })}`);
      ask(sim, `/openapi/ref/v1/instruments/details/${uics[0]}/${type}?${qs({ AccountKey: DEMO_ACCOUNTS[2].accountKey })}`);
      ask(sim, `/openapi/ref/v1/instruments/details/${uics[0]}/${type}?${qs({ ClientKey: DEMO_CLIENTS[1].clientKey })}`);
      ask(sim, `/openapi/ref/v1/instruments/details/${uics[0]}/${type}`, 'demo-restricted');
    }
  }
  ask(sim, '/openapi/ref/v1/instruments/details/0/Stock');
  ask(sim, '/openapi/ref/v1/instruments/details/211/Nope');
  ask(sim, '/openapi/ref/v1/instruments/details/99999999/Stock');
  ask(sim, '/openapi/ref/v1/instruments/tradingschedule/abc/Stock');

  begin('ref option spaces');
  const roots = askAll(sim, '/openapi/ref/v1/instruments?AssetTypes=StockOption,StockIndexOption,FuturesOption&$top=1000');
  const optionUics = [];
  if (verbose) console.info(`  ${roots.length} option roots`);
  for (const [index, root] of roots.entries()) {
    const space = ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}`);
    if (!space) continue;
    const expiries = space.OptionSpace ?? [];
    if (index % 5 === 0) {
      ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?OptionSpaceSegment=DefaultDates`);
      ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?OptionSpaceSegment=None`);
      ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?TradingStatus=NonTradable,ReduceOnly`);
      ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?CanParticipateInMultiLegOrder=true`);
      const dates = expiries
        .slice(0, 3)
        .map((expiry) => expiry.Expiry)
        .filter(Boolean);
      if (dates.length > 0) ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?${qs({ ExpiryDates: dates.join(',') })}`);
      ask(sim, `/openapi/ref/v1/instruments/details/${root.Identifier}/${root.AssetType}`);
    }
    const options = expiries.flatMap((expiry) => expiry.SpecificOptions ?? []);
    if (options.length > 0) optionUics.push([options[index % options.length].Uic, root.AssetType]);
  }
  ask(sim, '/openapi/ref/v1/instruments/contractoptionspaces/0');
  ask(sim, '/openapi/ref/v1/instruments/contractoptionspaces/99999999');
  ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${roots[0]?.Identifier}?OptionSpaceSegment=SpecificDates`);
  ask(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${roots[0]?.Identifier}?OptionSpaceSegment=None&UnderlyingUic=211`);
  for (const [uic, type] of optionUics.slice(0, 300)) {
    ask(sim, `/openapi/ref/v1/instruments/details/${uic}/${type}?FieldGroups=${fieldGroups}`);
    ask(sim, `/openapi/ref/v1/instruments/tradingschedule/${uic}/${type}`);
  }
  ask(
    sim,
    `/openapi/ref/v1/instruments/details?${qs({
      Uics: optionUics
        .slice(0, 100)
        .map(([uic]) => uic)
        .join(','),
    })}`,
  );

  begin('ref futures spaces');
  const continuous = askAll(sim, '/openapi/ref/v1/instruments?AssetTypes=ContractFutures&IncludeNonTradable=true&Keywords=continuous&$top=1000');
  if (verbose) console.info(`  ${continuous.length} futures spaces`);
  for (const row of continuous) {
    const space = ask(sim, `/openapi/ref/v1/instruments/futuresspaces/${row.Identifier}`);
    for (const element of (space?.Elements ?? []).slice(0, 3)) {
      ask(sim, `/openapi/ref/v1/instruments/details/${element.Uic}/ContractFutures?FieldGroups=${fieldGroups}`);
      ask(sim, `/openapi/ref/v1/instruments/tradingschedule/${element.Uic}/ContractFutures`);
    }
  }
  ask(sim, '/openapi/ref/v1/instruments/futuresspaces/0');
  ask(sim, '/openapi/ref/v1/instruments/futuresspaces/12');
  ask(sim, '/openapi/ref/v1/instruments/futuresspaces/1', 'demo-restricted');
  begin('');
}

for (const instant of ['2026-11-20T10:00:00Z', '2025-02-28T23:30:00Z']) {
  const now = new Date(instant);
  const sim = createSimulator({ clock: makeClock(now) });
  referenceData(sim);
  corporateActions(sim, now);
}
console.info(`requests: ${count}`);
console.info(`fingerprint: ${total.digest('hex')}`);
