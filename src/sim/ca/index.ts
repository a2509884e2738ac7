import type { Operation } from '../core/context';

/** Corporate-action operations (spec 4.8 to 4.10). */
export interface CorporateActionOperations {
  listEvents: Operation;
  getEvent: Operation;
  getLookupData: Operation;
}

const notYet: Operation = () => {
  throw new Error('not implemented');
};

export const corporateActionOperations: CorporateActionOperations = {
  listEvents: notYet,
  getEvent: notYet,
  getLookupData: notYet,
};
