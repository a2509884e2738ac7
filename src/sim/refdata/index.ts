import type { Operation } from '../core/context';

/**
 * Reference-data operations (spec 4.1 to 4.7). Each returns the response body
 * or throws a SimError.
 */
export interface RefDataOperations {
  searchInstruments: Operation;
  getContractOptionSpace: Operation;
  listInstrumentDetails: Operation;
  getInstrumentDetails: Operation;
  getFuturesSpace: Operation;
  getTradingSchedule: Operation;
  listTimeZones: Operation;
}

const notYet: Operation = () => {
  throw new Error('not implemented');
};

export const refDataOperations: RefDataOperations = {
  searchInstruments: notYet,
  getContractOptionSpace: notYet,
  listInstrumentDetails: notYet,
  getInstrumentDetails: notYet,
  getFuturesSpace: notYet,
  getTradingSchedule: notYet,
  listTimeZones: notYet,
};
