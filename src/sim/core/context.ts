import type { QueryParams } from './params';

/** What a caller may see, decided by the bearer token. */
export type AccessLevel = 'full' | 'restricted';

export interface SimUser {
  token: string;
  /** Display name of the demo user. */
  name: string;
  access: AccessLevel;
  /** The client the user logs in as; the default ClientKey of corporate actions. */
  clientKey: string;
}

/** Everything an operation needs to answer one request. */
export interface OperationContext {
  /** The simulator's clock reading for this request. */
  now: Date;
  user: SimUser;
  query: QueryParams;
  /** The full request URL (absolute), used for `__next` links. */
  url: URL;
  /** Path parameters, by the names the spec gives them. */
  path: Record<string, string>;
}

export type Operation = (ctx: OperationContext) => unknown;
