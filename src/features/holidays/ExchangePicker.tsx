/**
 * Adds exchanges to the calendar: an exchange id or MIC typed or picked from the exchanges the app knows (any other id
 * can be typed: the service knows more venues), and the exchanges of the current watchlist's instruments.
 */
import { useState } from 'react';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { feedItems } from '@/api/client';
import { ErrorState } from '@/components/ErrorState';
import { checkExchange, errorOf } from '@/lib/input-checks';
import { instrumentGroups } from '@/lib/watchlist';
import { useWatchlists } from '@/lib/watchlist-store';
import { EXCHANGES, exchangeEntry, exchangeIdFor } from '@/model/exchanges';
import { holidaysQueries } from './queries';

interface Props {
  chosen: readonly string[];
  full: boolean;
  onAdd: (ids: string[]) => void;
}

const matches = (id: string, text: string) => {
  const entry = exchangeEntry(id);
  const words = [id, entry?.name, ...(entry?.mics ?? [])].join(' ').toLowerCase();
  return words.includes(text.trim().toLowerCase());
};

export function ExchangePicker({ chosen, full, onAdd }: Props) {
  const [text, setText] = useState('');
  const checked = checkExchange(text);
  const add = (value: string) => {
    const result = checkExchange(value);
    if (!result.ok || !result.value) return;
    onAdd([exchangeIdFor(result.value)]);
    setText('');
  };
  const id = checked.ok && checked.value ? exchangeIdFor(checked.value) : undefined;
  const already = id !== undefined && chosen.some((known) => known.toLowerCase() === id.toLowerCase());

  return (
    <Stack gap="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add(text);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Autocomplete
            label="Add an exchange"
            description="The broker’s exchange id (NYSE, FSE, LSE_SETS) or a MIC (xnys, xetr)"
            placeholder="e.g. NYSE"
            data={EXCHANGES.map((entry) => entry.id)}
            value={text}
            onChange={setText}
            onOptionSubmit={add}
            filter={({ options, search }) => options.filter((item) => !('value' in item) || matches(item.value, search))}
            renderOption={({ option }) => (
              <Text size="sm">
                <span className="mono">{option.value}</span>{' '}
                <Text span size="xs" c="dimmed">
                  {exchangeEntry(option.value)?.name}
                </Text>
              </Text>
            )}
            error={errorOf(checked)}
            autoComplete="off"
            style={{ flex: '1 1 16rem', minWidth: 0 }}
            maxDropdownHeight={280}
          />
          <Button type="submit" size="sm" variant="light" disabled={!id || already || full}>
            {already ? 'Added' : full ? 'List full' : 'Add'}
          </Button>
        </Group>
      </form>
      <WatchlistExchanges full={full} onAdd={onAdd} />
    </Stack>
  );
}

/** The exchanges of the current watchlist's instruments, from the same details lists (4.3) the watchlist page asks. */
function WatchlistExchanges({ full, onAdd }: { full: boolean; onAdd: (ids: string[]) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { current } = useWatchlists();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const groups = current ? instrumentGroups(current.items) : [];
  const skipped = current ? current.items.filter((item) => item.kind !== 'instrument').length : 0;

  const take = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answers = await Promise.all(groups.map((group) => queryClient.fetchQuery(holidaysQueries.watchDetails(api, group))));
      const ids: string[] = [];
      for (const row of answers.flatMap((answer) => feedItems(answer))) {
        const exchangeId = typeof row?.Exchange?.ExchangeId === 'string' ? row.Exchange.ExchangeId.trim() : '';
        if (exchangeId && !ids.some((known) => known.toLowerCase() === exchangeId.toLowerCase())) ids.push(exchangeId);
      }
      onAdd(ids);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!current) {
    return (
      <Text size="sm" c="dimmed">
        No watchlist yet: Watch (or W) on an instrument’s page adds it to one, and its exchange can then be taken from here.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" loading={busy} disabled={groups.length === 0 || full} onClick={() => void take()}>
          Add the exchanges of “{current.name}”
        </Button>
        <Text size="xs" c="dimmed">
          {groups.length === 0
            ? 'The current watchlist has no instruments.'
            : `The exchanges its instruments are listed on${skipped ? ' (its option roots and futures spaces left aside)' : ''}.`}
        </Text>
      </Group>
      {error !== undefined && <ErrorState compact error={error} onRetry={() => void take()} />}
    </Stack>
  );
}
