/**
 * Who may see and trade what: the restricted demo user sees no option roots
 * and nothing listed on Asia-Pacific venues; accounts with cash-products
 * permission only trade cash products. AccountKey/ClientKey must be demo keys,
 * and an account given with a client must be that client's.
 */
import type { OperationContext } from '../core/context';
import { CASH_PRODUCT_ASSET_TYPES, DEMO_ACCOUNTS, accountByKey, accountsOfClient, clientByKey, type DemoAccount, type DemoClient } from '../core/accounts';
import type { QueryParams } from '../core/params';
import type { AssetType } from './asset-types';

/** Venues hidden from restricted users. */
export const RESTRICTED_EXCHANGES: ReadonlySet<string> = new Set(['TSE', 'HKEX', 'SGX-ST', 'ASX', 'NZSE', 'OSE_JP']);

export function isRestricted(ctx: OperationContext): boolean {
  return ctx.user.access === 'restricted';
}

/** Whether the caller may see an instrument listed on `exchangeId`. */
export function exchangeVisible(ctx: OperationContext, exchangeId: string): boolean {
  return !isRestricted(ctx) || !RESTRICTED_EXCHANGES.has(exchangeId);
}

/** Reads AccountKey; an unknown key is recorded as a problem of the query. */
export function readAccount(query: QueryParams): DemoAccount | undefined {
  const key = query.string('AccountKey');
  if (key === undefined) return undefined;
  const account = accountByKey(key);
  if (!account) query.problem('AccountKey', `The account '${key}' is not known or not accessible.`);
  return account;
}

/** Reads ClientKey; an unknown key is recorded as a problem of the query. */
export function readClient(query: QueryParams): DemoClient | undefined {
  const key = query.string('ClientKey');
  if (key === undefined) return undefined;
  const client = clientByKey(key);
  if (!client) query.problem('ClientKey', `The client '${key}' is not known or not accessible.`);
  return client;
}

/**
 * Reads AccountKey and ClientKey together: each must be known, and when both
 * are given the account must belong to that client (else a problem on
 * AccountKey), so a request never mixes one client's account with another's.
 */
export function readScope(query: QueryParams): TradingScope {
  const account = readAccount(query);
  const client = readClient(query);
  if (account && client && account.clientKey !== client.clientKey) {
    query.problem('AccountKey', `The account '${account.accountKey}' does not belong to the client '${client.clientKey}'.`);
  }
  return { account, client };
}

export function isCashProduct(type: AssetType): boolean {
  return CASH_PRODUCT_ASSET_TYPES.has(type);
}

/** Whether an account may trade an asset type. */
export function accountMayTrade(account: DemoAccount, type: AssetType): boolean {
  return account.permission === 'all' || isCashProduct(type);
}

export interface TradingScope {
  account: DemoAccount | undefined;
  client: DemoClient | undefined;
}

/**
 * Account ids an instrument is tradable on: the given account, else the given
 * client's accounts, else the calling user's own client's accounts.
 */
export function tradableOn(ctx: OperationContext, scope: TradingScope, type: AssetType, tradable: boolean): string[] {
  if (!tradable) return [];
  let accounts: readonly DemoAccount[];
  if (scope.account) accounts = [scope.account];
  else if (scope.client) accounts = accountsOfClient(scope.client.clientKey);
  else accounts = accountsOfClient(ctx.user.clientKey);
  if (accounts.length === 0) accounts = DEMO_ACCOUNTS;
  return accounts.filter((account) => accountMayTrade(account, type)).map((account) => account.accountId);
}
