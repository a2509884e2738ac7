/**
 * Instruments that depend on the day: the dated futures contracts of every
 * space and the CFDs on the nearest contracts. They are regular Instrument
 * objects (so search and details treat them like the static ones), rebuilt per
 * day and cached.
 */
import { cfdOnFutureByUic, cfdsOnFutures, contractByUic, futuresSpaces, listedContracts, type CfdOnFuture, type FuturesContract } from './futures';
import { make, tradable, type Instrument } from './universe';

const CONTRACT_TYPES = tradable('ContractFutures');
const CFD_TYPES = tradable('CfdOnFutures');

function contractInstrument(contract: FuturesContract, primaryUic: number): Instrument {
  const space = contract.space;
  return make({
    uic: contract.uic,
    type: 'ContractFutures',
    symbol: contract.symbol,
    description: contract.description,
    exchange: space.exchange,
    currency: space.currency,
    groupId: space.groupId,
    primaryListing: primaryUic,
    tradableAs: CONTRACT_TYPES,
    price: space.price,
    extra: { kind: 'future', contract },
    origin: 'generated',
  });
}

function cfdInstrument(cfd: CfdOnFuture): Instrument {
  const space = cfd.contract.space;
  return make({
    uic: cfd.uic,
    type: 'CfdOnFutures',
    symbol: cfd.symbol,
    description: cfd.description,
    exchange: space.exchange,
    // CFDs on futures report an empty ExchangeId, as the live service does.
    exchangeId: '',
    currency: space.currency,
    groupId: 0,
    primaryListing: cfd.primaryUic,
    tradableAs: CFD_TYPES,
    displayHint: space.cfd?.[2],
    price: space.price,
    extra: { kind: 'cfdFuture', cfd },
    origin: 'generated',
  });
}

interface DayInstruments {
  day: number;
  list: Instrument[];
  byUic: Map<number, Instrument>;
}

let cache: DayInstruments[] = [];

/** Dated futures and futures CFDs listed on `today`, in space order. */
export function dynamicInstruments(today: number): DayInstruments {
  const hit = cache.find((entry) => entry.day === today);
  if (hit) return hit;
  const list: Instrument[] = [];
  for (const space of futuresSpaces()) {
    const contracts = listedContracts(space, today);
    const front = contracts[0];
    for (const contract of contracts) list.push(contractInstrument(contract, front ? front.uic : contract.uic));
    for (const cfd of cfdsOnFutures(space, today)) list.push(cfdInstrument(cfd));
  }
  const entry: DayInstruments = { day: today, list, byUic: new Map(list.map((instrument) => [instrument.uic, instrument])) };
  cache = [entry, ...cache.slice(0, 2)];
  return entry;
}

/** A dated futures contract or futures CFD by Uic, if listed on `today`. */
export function dynamicByUic(uic: number, today: number): Instrument | undefined {
  if (!contractByUic(uic, today) && !cfdOnFutureByUic(uic, today)) return undefined;
  return dynamicInstruments(today).byUic.get(uic);
}
