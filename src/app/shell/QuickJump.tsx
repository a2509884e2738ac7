import '@mantine/spotlight/styles.css';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Box, Group, Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { useSettingsReturn } from '@/lib/use-settings-return';
import { refQueries } from '@/api/queries/refdata';
import { display, enumLabel } from '@/lib/format';
import { checkEventId, checkKeywords } from '@/lib/input-checks';
import { entryKind, entryTarget } from '@/model/search-entries';
import { describeError } from '@/components/describe-error';

const PAGES = [
  { id: 'page-search', label: 'Search instruments', to: '/' as const },
  { id: 'page-options', label: 'Option roots', to: '/browse/options' as const },
  { id: 'page-futures', label: 'Futures spaces', to: '/browse/futures' as const },
  { id: 'page-watchlist', label: 'Watchlists', to: '/watchlist' as const },
  { id: 'page-expiries', label: 'Expiry calendar', to: '/calendar/expiries' as const },
  { id: 'page-holidays', label: 'Holiday calendar', to: '/calendar/holidays' as const },
  { id: 'page-ca', label: 'Corporate actions', to: '/corporate-actions' as const },
  { id: 'page-tz', label: 'Time zones', to: '/timezones' as const },
  { id: 'page-settings', label: 'Settings', to: '/settings' as const },
];

const KIND_LABEL = { instrument: undefined, 'option-root': 'Option root', 'continuous-future': 'Futures space' } as const;

interface Option {
  key: string;
  content: ReactNode;
  /** Where it leads; none for an entry without an identifier. */
  run?: () => void;
}

/**
 * App-wide quick jump (Ctrl/Cmd+K or "/"): search instruments from anywhere. A combobox: the typed
 * text filters a listbox whose first option is highlighted, the arrow keys move the highlight, Enter
 * follows it; the highlighted option is the input's active descendant.
 */
export function QuickJump() {
  const api = useApi();
  const navigate = useNavigate();
  const settingsReturn = useSettingsReturn();
  const listId = useId();
  const [query, setQuery] = useState('');
  // Keywords the search cannot take (too long) are not searched for; the list says why.
  const checked = checkKeywords(query);
  const text = checked.ok ? checked.value : undefined;
  const [debounced] = useDebouncedValue(text ?? '', 200);
  const results = useQuery({
    // Futures spaces are non-tradable: "continuous" finds them only with non-tradables included.
    ...refQueries.search(api, { Keywords: debounced, $top: 12, ...(/(^|\s)continuous(\s|$)/i.test(debounced) ? { IncludeNonTradable: true } : {}) }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });

  const rows = debounced ? (results.data?.Data ?? []) : [];
  const found: Option[] = rows.map((row, index) => {
    const target = entryTarget(row);
    return {
      key: `${row.SummaryType}-${row.AssetType}-${row.Identifier}-${index}`,
      run: target ? () => void navigate(target) : undefined,
      content: (
        <Group wrap="nowrap" gap="sm" w="100%">
          <Text fw={600} size="sm" miw={110} className="mono">
            {display(row.Symbol)}
          </Text>
          <Text size="sm" style={{ flex: 1 }} truncate>
            {display(row.Description)}
          </Text>
          <Badge variant="light" size="sm">
            {KIND_LABEL[entryKind(row)] ?? enumLabel(row.AssetType)}
          </Badge>
        </Group>
      ),
    };
  });
  // A number may be a corporate-action event's id (the ids seen are digits): offer to open it.
  const eventId = text && /^\d+$/.test(text) ? checkEventId(text) : undefined;
  if (eventId?.ok && eventId.value)
    found.push({
      key: `event-${eventId.value}`,
      run: () => void navigate({ to: '/corporate-actions/$eventId', params: { eventId: eventId.value as string } }),
      content: `Corporate action event ${eventId.value}`,
    });
  if (text) found.push({ key: 'all-results', run: () => void navigate({ to: '/', search: { q: text } }), content: `All results for “${text}” in search` });
  const pages: Option[] = PAGES.filter((page) => !text || page.label.toLowerCase().includes(text.toLowerCase())).map((page) => ({
    key: page.id,
    run: () => void navigate(page.to === '/settings' ? { to: page.to, search: settingsReturn } : { to: page.to }),
    content: page.label,
  }));
  const options = [...found, ...pages];

  // A new list highlights its first option that leads somewhere.
  const optionsKey = options.map((option) => option.key).join('|');
  const [active, setActive] = useState({ key: '', index: -1 });
  const first = options.findIndex((option) => option.run);
  const selected = active.key === optionsKey ? active.index : first;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (selected >= 0) document.getElementById(`${listId}-option-${selected}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, selected]);

  const move = (step: 1 | -1) => {
    for (let count = 1, index = selected; count <= options.length; count++) {
      index = (index + step + options.length) % options.length;
      if (options[index]?.run) return setActive({ key: optionsKey, index });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[selected];
      if (option?.run) {
        option.run();
        spotlight.close();
      }
    }
  };

  // Spotlight's own action drops its id: the options are buttons with its look.
  const renderOption = (option: Option, index: number) => (
    <UnstyledButton
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === selected}
      data-selected={index === selected || undefined}
      className={Spotlight.classes.action}
      tabIndex={-1}
      disabled={!option.run}
      // The focus stays in the search field.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        option.run?.();
        spotlight.close();
      }}
    >
      {option.content}
    </UnstyledButton>
  );

  return (
    // No blur behind it: a blurred backdrop is painted again in every frame of the open and close transitions, which cost a
    // frame of well over 100 ms on a machine without a GPU.
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightOpen={() => setActive({ key: '', index: -1 })}
      title={<VisuallyHidden>Quick jump</VisuallyHidden>}
      styles={{ header: { minHeight: 0 } }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 0 }}
    >
      <Spotlight.Search
        placeholder="Search instruments, option roots, futures…"
        aria-label="Quick jump search"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
        onKeyDown={onKeyDown}
        rightSection={results.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
      />
      {!checked.ok && <Spotlight.Empty role="alert">{checked.error}</Spotlight.Empty>}
      {debounced && results.isError && <Spotlight.Empty role="status">{describeError(results.error).title}</Spotlight.Empty>}
      {debounced && results.isSuccess && rows.length === 0 && <Spotlight.Empty role="status">No instruments match “{debounced}”.</Spotlight.Empty>}
      <Box role="listbox" id={listId} aria-label="Quick jump results" className={Spotlight.classes.actionsList} mah={480} style={{ overflowY: 'auto' }}>
        {found.map(renderOption)}
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages" role="group" aria-label="Pages">
            {pages.map((page, index) => renderOption(page, found.length + index))}
          </Spotlight.ActionsGroup>
        )}
      </Box>
    </Spotlight.Root>
  );
}
