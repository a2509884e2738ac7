/**
 * Whose events the inbox shows, chosen by name. In demo mode the choices are
 * the demo user's clients, their accounts (sub-accounts marked) and account
 * groups; against a gateway, the clients and accounts its answers have shown
 * (holdings carry their keys and names), besides keys typed in.
 */
import type { DemoDirectory } from '@/api/backend';
import type { CorporateActionEvent } from '@/api/types';
import { clean } from '@/lib/format';

export interface Choice {
  value: string;
  label: string;
}

export interface WhoseChoices {
  /** The caller's own client (the default selection), when known. */
  ownClient?: string;
  clients: Choice[];
  accounts: Choice[];
  groups: Choice[];
}

/** The demo user's clients; accounts and groups of `clientKey` (the own client when absent). */
export function demoChoices(directory: DemoDirectory, clientKey: string | undefined): WhoseChoices {
  const client = clientKey ?? directory.ownClientKey;
  const known = directory.clients.find((entry) => entry.clientKey === client);
  const accounts = directory.accounts.filter((account) => account.clientKey === client);
  const name = (key: string) => accounts.find((account) => account.accountKey === key)?.displayName ?? key;
  return {
    ownClient: directory.ownClientKey,
    clients: directory.clients.map((entry) => ({ value: entry.clientKey, label: entry.clientKey === directory.ownClientKey ? `${entry.name} (own client)` : entry.name })),
    accounts: accounts.map((account) => ({
      value: account.accountKey,
      label: `${account.displayName} · ${account.accountId}${account.parentAccountKey ? ` · under ${name(account.parentAccountKey)}` : ''}`,
    })),
    groups: (known?.accountGroups ?? []).map((group) => ({ value: group.accountGroupKey, label: group.name })),
  };
}

/** Clients and accounts named by the holdings of events a gateway returned (keys typed in are added by the caller). */
export function choicesFromHoldings(events: readonly CorporateActionEvent[], clientKey: string | undefined): WhoseChoices {
  const clients = new Map<string, string>();
  const accounts = new Map<string, string>();
  for (const event of events) {
    for (const holding of Array.isArray(event.Holdings) ? event.Holdings : []) {
      const client = clean(holding?.ClientKey);
      const account = clean(holding?.AccountKey);
      if (client && !clients.has(client)) clients.set(client, clean(holding.ClientName) ?? client);
      if (account && (!clientKey || client === clientKey) && !accounts.has(account)) {
        accounts.set(account, [clean(holding.AccountDisplayName), clean(holding.AccountId)].filter(Boolean).join(' · ') || account);
      }
    }
  }
  const list = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label }));
  return { clients: list(clients), accounts: list(accounts), groups: [] };
}

/** A choice list that also holds `value` (a key typed in or from the address), labelled by the key itself. */
export function withValue(choices: readonly Choice[], value: string | undefined): Choice[] {
  if (!value || choices.some((choice) => choice.value === value)) return [...choices];
  return [...choices, { value, label: value }];
}
