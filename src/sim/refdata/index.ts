import type { Operation } from '../core/context';
import { getContractOptionSpace } from './option-space';
import { getFuturesSpace, getInstrumentDetails, getTradingSchedule, listInstrumentDetails, listTimeZones } from './operations';
import { searchInstruments } from './search';

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

export const refDataOperations: RefDataOperations = {
  searchInstruments,
  getContractOptionSpace,
  listInstrumentDetails,
  getInstrumentDetails,
  getFuturesSpace,
  getTradingSchedule,
  listTimeZones,
};
