/**
 * Whose events: client, account, account group and sub-accounts
 * (ClientKey, AccountKey, AccountGroupKey, IncludeSubAccounts), by name.
 */
import { memo, useState, type FormEvent } from 'react';
import { Button, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useBackend } from '@/api/backend';
import type { CorporateActionEvent } from '@/api/types';
import { checkKey, errorOf } from '@/lib/input-checks';
import { WHOSE_FIELDS, type InboxSearch } from '@/features/corporate-actions/url';
import { choicesFromHoldings, demoChoices, withValue } from './whose';
import { inboxQueries } from '@/features/corporate-actions/queries';

interface Props {
  search: InboxSearch;
  onChange: (patch: Partial<InboxSearch>) => void;
  /** Events shown, whose holdings name clients and accounts (for a gateway). */
  events: readonly CorporateActionEvent[];
}

/** Re-renders only when whose events, the events it learns names from or the callback change. */
export const WhosePicker = memo(
  WhosePickerFields,
  (before, after) => before.onChange === after.onChange && before.events === after.events && WHOSE_FIELDS.every((field) => before.search[field] === after.search[field]),
);

function WhosePickerFields({ search, onChange, events }: Props) {
  const backend = useBackend();
  const demo = backend.kind === 'demo';
  const directory = useQuery({ ...inboxQueries.demoDirectory(useApi()), enabled: demo });
  const choices = demo ? (directory.data ? demoChoices(directory.data, search.client) : { clients: [], accounts: [], groups: [] }) : choicesFromHoldings(events, search.client);
  const own = demo ? choices.ownClient : undefined;
  const clientValue = search.client ?? own ?? null;
  return (
    <div role="group" aria-label="Whose events">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Client"
          data={withValue(choices.clients, search.client)}
          value={clientValue}
          placeholder={demo ? undefined : 'Own client'}
          searchable
          selectFirstOptionOnChange
          clearable={!demo}
          w={{ base: '100%', xs: 220 }}
          allowDeselect={false}
          nothingFoundMessage="No client of that name"
          onChange={(value) => onChange({ client: value && value !== own ? value : undefined, account: undefined, group: undefined })}
        />
        <Select
          label="Account"
          data={withValue(choices.accounts, search.account)}
          value={search.account ?? null}
          placeholder="All accounts"
          searchable
          selectFirstOptionOnChange
          clearable
          w={{ base: '100%', xs: 220 }}
          nothingFoundMessage="No account of that name"
          onChange={(value) => onChange({ account: value ?? undefined })}
        />
        <Select
          label="Account group"
          data={withValue(choices.groups, search.group)}
          value={search.group ?? null}
          placeholder={choices.groups.length || search.group ? 'No group' : 'No groups known'}
          clearable
          w={{ base: '100%', xs: 200 }}
          disabled={choices.groups.length === 0 && !search.group && demo}
          onChange={(value) => onChange({ group: value ?? undefined })}
        />
        <Switch mb={8} label="Include sub-accounts" checked={search.subs === true} onChange={(event) => onChange({ subs: event.currentTarget.checked ? true : undefined })} />
      </Group>
      {!demo && <KeyForm search={search} onChange={onChange} />}
    </div>
  );
}

/** Against a gateway, keys can be typed in (the names above come from holdings already seen). */
function KeyForm({ search, onChange }: Pick<Props, 'search' | 'onChange'>) {
  const [client, setClient] = useState(search.client ?? '');
  const [account, setAccount] = useState(search.account ?? '');
  const [group, setGroup] = useState(search.group ?? '');
  const checks = { client: checkKey(client, 'A client key'), account: checkKey(account, 'An account key'), group: checkKey(group, 'An account group key') };
  // Keys that cannot be a key's text are not sent; each field says what is wrong.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checks.client.ok && checks.account.ok && checks.group.ok) onChange({ client: checks.client.value, account: checks.account.value, group: checks.group.value });
  };
  return (
    <form onSubmit={submit} aria-label="Keys">
      <Text size="xs" c="dimmed" mt="sm">
        Or type the keys (holdings carry client and account keys):
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Client key" value={client} error={errorOf(checks.client)} onChange={(event) => setClient(event.currentTarget.value)} />
        <TextInput label="Account key" value={account} error={errorOf(checks.account)} onChange={(event) => setAccount(event.currentTarget.value)} />
        <TextInput label="Account group key" value={group} error={errorOf(checks.group)} onChange={(event) => setGroup(event.currentTarget.value)} />
        <Button type="submit" variant="default">
          Use these keys
        </Button>
      </Group>
    </form>
  );
}
