/**
 * Adds a futures space or an option root to the calendar: keywords search
 * the instrument universe (4.1) as the user types, and each result has an
 * Add button.
 */
import { useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { ErrorState } from '@/components/ErrorState';
import { checkKeywords, errorOf } from '@/lib/input-checks';
import type { ItemRef } from './calendar';
import { choicesOf } from './picker';
import { expiriesQueries } from './queries';

interface Props {
  chosen: readonly ItemRef[];
  full: { futures: boolean; roots: boolean };
  onAdd: (ref: ItemRef) => void;
}

export function ItemPicker({ chosen, full, onAdd }: Props) {
  const api = useApi();
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const checked = checkKeywords(text);
  const [keywords] = useDebouncedValue(checked.ok ? (checked.value ?? '') : '', 250);
  const enabled = keywords.length > 0;
  const futures = useQuery({ ...expiriesQueries.picker.futures(api, keywords), enabled, placeholderData: keepPreviousData });
  const roots = useQuery({ ...expiriesQueries.picker.roots(api, keywords), enabled, placeholderData: keepPreviousData });
  const choices = enabled ? choicesOf(futures.data?.Data, roots.data?.Data) : [];
  const loading = enabled && (futures.isFetching || roots.isFetching);
  const failed = futures.isError ? futures : roots.isError ? roots : undefined;

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <TextInput
          type="search"
          label="Add a futures space or an option root"
          description="Keywords of its name or symbol, e.g. crude, S&P 500, SPX"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errorOf(checked)}
          rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : undefined}
          autoComplete="off"
          ref={box}
        />
        {failed && <ErrorState compact error={failed.error} onRetry={() => void failed.refetch()} />}
        <div role="status" aria-live="polite">
          {enabled && !loading && !failed && choices.length === 0 && (
            <Text size="sm" c="dimmed">
              No futures space or option root matches “{keywords}”.
            </Text>
          )}
          {loading && choices.length === 0 && (
            <Text size="sm" c="dimmed">
              Searching…
            </Text>
          )}
        </div>
        {choices.length > 0 && (
          <Stack component="ul" gap={4} aria-label="Futures spaces and option roots found" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {choices.map((choice) => {
              const added = chosen.some((ref) => ref.list === choice.ref.list && ref.id === choice.ref.id);
              const isFull = full[choice.ref.list];
              return (
                <Group component="li" key={`${choice.ref.list}-${choice.ref.id}`} justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {choice.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {choice.detail}
                    </Text>
                  </div>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={added || isFull}
                    onClick={() => {
                      onAdd(choice.ref);
                      // The button turns to "Added", disabled: the focus goes back to the box, its words selected for the next item.
                      box.current?.focus();
                      box.current?.select();
                    }}
                    aria-label={added ? `${choice.name} is in the calendar` : `Add ${choice.name} to the calendar`}
                  >
                    {added ? 'Added' : isFull ? 'List full' : 'Add'}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
