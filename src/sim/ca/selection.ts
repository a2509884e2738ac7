/**
 * Which accounts a corporate-action request looks at, from ClientKey,
 * AccountKey, AccountGroupKey and IncludeSubAccounts:
 *
 * - The client is ClientKey, or the calling user's own client when absent.
 *   A ClientKey that is not a known client is a 400 (InvalidRequest).
 * - AccountKey and AccountGroupKey must belong to that client; an unknown key
 *   or a key of another client is a 400 (InvalidRequest) with the parameter
 *   in ModelState. With both, the account must be a member of the group.
 * - The base accounts are the given account, else the members of the given
 *   group, else all the client's top-level accounts (those that are not
 *   sub-accounts).
 * - IncludeSubAccounts=true adds the sub-accounts of the base accounts; with
 *   false (the default) sub-accounts are only looked at when one is asked for
 *   explicitly through AccountKey.
 */
import { accountByKey, accountsOfClient, accountsOfGroup, clientByKey, subAccountsOf, type DemoAccount, type DemoClient } from '../core/accounts';
import type { OperationContext } from '../core/context';

export interface Selection {
  client: DemoClient;
  /** Account keys looked at. */
  accounts: ReadonlySet<string>;
  includeSubAccounts: boolean;
}

/**
 * Reads the selection parameters. Problems are recorded on the query (the
 * caller raises them together with the other parameter problems); the result
 * is undefined when the selection cannot be made.
 */
export function readSelection(ctx: OperationContext, options: { accountGroup: boolean }): Selection | undefined {
  const { query } = ctx;
  const includeSubAccounts = query.boolean('IncludeSubAccounts') ?? false;
  const clientKey = query.string('ClientKey') ?? ctx.user.clientKey;
  const client = clientByKey(clientKey);
  if (!client) {
    query.problem('ClientKey', `The value '${clientKey}' is not a known client.`);
    return undefined;
  }
  const accountKey = query.string('AccountKey');
  const groupKey = options.accountGroup ? query.string('AccountGroupKey') : undefined;
  let account: DemoAccount | undefined;
  if (accountKey !== undefined) {
    account = accountByKey(accountKey);
    if (!account) query.problem('AccountKey', `The value '${accountKey}' is not a known account.`);
    else if (account.clientKey !== client.clientKey) {
      query.problem('AccountKey', `The account '${accountKey}' does not belong to the client '${client.clientKey}'.`);
      account = undefined;
    }
  }
  let groupOk = false;
  if (groupKey !== undefined) {
    groupOk = client.accountGroups.some((group) => group.accountGroupKey === groupKey);
    if (!groupOk) query.problem('AccountGroupKey', `The value '${groupKey}' is not an account group of the client '${client.clientKey}'.`);
  }
  if (account && groupKey !== undefined && groupOk && account.accountGroupKey !== groupKey) {
    query.problem('AccountKey', `The account '${account.accountKey}' is not a member of the account group '${groupKey}'.`);
  }
  if ((accountKey !== undefined && !account) || (groupKey !== undefined && !groupOk) || query.hasProblems()) return undefined;

  const base = account ? [account] : groupKey !== undefined ? accountsOfGroup(groupKey) : accountsOfClient(client.clientKey).filter((candidate) => !candidate.parentAccountKey);
  const keys = new Set(base.map((candidate) => candidate.accountKey));
  if (includeSubAccounts) {
    const queue = [...base];
    while (queue.length > 0) {
      const next = queue.shift() as DemoAccount;
      for (const sub of subAccountsOf(next.accountKey)) {
        if (!keys.has(sub.accountKey)) {
          keys.add(sub.accountKey);
          queue.push(sub);
        }
      }
    }
  }
  return { client, accounts: keys, includeSubAccounts };
}
