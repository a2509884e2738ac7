import '@mantine/spotlight/styles.css';
import { useState } from 'react';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import { display, enumLabel } from '@/lib/format';
import { entryKind, entryTarget } from '@/model/search-entries';
import { describeError } from '@/components/describe-error';

const PAGES = [
  { id: 'page-search', label: 'Search instruments', to: '/' as const },
  { id: 'page-ca', label: 'Corporate actions', to: '/corporate-actions' as const },
  { id: 'page-tz', label: 'Time zones', to: '/timezones' as const },
  { id: 'page-settings', label: 'Settings', to: '/settings' as const },
];

const KIND_LABEL = { instrument: undefined, 'option-root': 'Option root', 'continuous-future': 'Futures space' } as const;

/** App-wide quick jump (Ctrl/Cmd+K or "/"): search instruments from anywhere. */
export function QuickJump() {
  const api = useApi();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const results = useQuery({
    // Futures spaces are non-tradable: "continuous" finds them only with non-tradables included.
    ...refQueries.search(api, { Keywords: debounced, $top: 12, ...(/(^|\s)continuous(\s|$)/i.test(debounced) ? { IncludeNonTradable: true } : {}) }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });

  // Ctrl/Cmd+K works everywhere, also while typing in a field; "/" only outside fields.
  useHotkeys([['mod+K', () => spotlight.open()]], []);
  useHotkeys([['/', () => spotlight.open()]]);

  const pages = PAGES.filter((page) => !query.trim() || page.label.toLowerCase().includes(query.trim().toLowerCase()));
  const rows = debounced ? (results.data?.Data ?? []) : [];

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight={480}>
      <Spotlight.Search placeholder="Search instruments, option roots, futures…" aria-label="Quick jump search" rightSection={results.isFetching ? <Loader size="xs" /> : null} />
      <Spotlight.ActionsList>
        {rows.map((row, index) => {
          const target = entryTarget(row);
          const kind = KIND_LABEL[entryKind(row)];
          return (
            <Spotlight.Action
              key={`${row.SummaryType}-${row.AssetType}-${row.Identifier}-${index}`}
              disabled={!target}
              onClick={() => {
                if (target) void navigate(target);
                spotlight.close();
              }}
            >
              <Group wrap="nowrap" gap="sm" w="100%">
                <Text fw={600} size="sm" miw={110} className="mono">
                  {display(row.Symbol)}
                </Text>
                <Text size="sm" style={{ flex: 1 }} truncate>
                  {display(row.Description)}
                </Text>
                <Badge variant="light" size="sm">
                  {kind ?? enumLabel(row.AssetType)}
                </Badge>
              </Group>
            </Spotlight.Action>
          );
        })}
        {debounced && results.isError && <Spotlight.Empty>{describeError(results.error).title}</Spotlight.Empty>}
        {debounced && results.isSuccess && rows.length === 0 && <Spotlight.Empty>No instruments match “{debounced}”.</Spotlight.Empty>}
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages">
            {pages.map((page) => (
              <Spotlight.Action
                key={page.id}
                label={page.label}
                onClick={() => {
                  void navigate({ to: page.to });
                  spotlight.close();
                }}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
