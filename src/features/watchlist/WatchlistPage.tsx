/**
 * The watchlists: the lists kept in this browser for this backend and user, one shown at a time with the facts a
 * trader scans, sortable; a list shared by address opened read-only until saved; CSV out and in; the address to share.
 */
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CopyButton } from '@/components/CopyButton';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Note } from '@/components/Note';
import { AnchorLink, ButtonLink } from '@/components/RouterLinks';
import { downloadText, safeFileName } from '@/lib/csv';
import { parseCsv } from '@/lib/csv-read';
import { MISSING, formatDate } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { formatItems, parseItems, toggleItem, type WatchItem, type Watchlist } from '@/lib/watchlist';
import { itemsFromCsvRows, listToCsv } from '@/lib/watchlist-csv';
import { useWatchlists } from '@/lib/watchlist-store';
import { sortRows, watchRow, type WatchRow } from './rows';
import type { SortKey, WatchlistSearch } from './url';
import { useWatchData } from './use-watch-data';

interface Props {
  search: WatchlistSearch;
  onNavigate: (patch: Partial<WatchlistSearch>) => void;
}

const COLUMNS: { key: SortKey; title: string }[] = [
  { key: 'item', title: 'Item' },
  { key: 'description', title: 'Description' },
  { key: 'type', title: 'Kind' },
  { key: 'exchange', title: 'Exchange' },
  { key: 'currency', title: 'Currency' },
  { key: 'market', title: 'Market' },
  { key: 'next', title: 'Next date' },
  { key: 'event', title: 'Next corporate action' },
];

const PAGE_HEADING = 'watchlists-heading';
const LIST_HEADING = 'watchlist-name';

export function WatchlistPage({ search, onNavigate }: Props) {
  const watchlists = useWatchlists();
  const shared = search.items !== undefined;
  const kept = shared ? undefined : (watchlists.lists.find((list) => list.id === search.list) ?? (search.list ? undefined : watchlists.current));
  const list: Watchlist | undefined = shared ? { id: '', name: search.name ?? 'Shared watchlist', items: parseItems(search.items).items, labels: {} } : kept;
  const [imported, setImported] = useState<string | undefined>();
  // Where the focus goes once the button that had it is gone (Save as a list, Delete): the list's name, or the page's heading.
  // Asked for in the handler, carried out after the render the handler's change brings.
  const focusTo = useRef<string>(undefined);
  useEffect(() => {
    if (!focusTo.current) return;
    document.getElementById(focusTo.current)?.focus();
    focusTo.current = undefined;
  });

  const header = (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} id={PAGE_HEADING} tabIndex={-1}>
          Watchlists
        </Title>
        <Text size="sm" c="dimmed">
          Instruments, option roots and futures spaces you follow, kept in this browser for this backend and user. Add them with Watch (or W) on an instrument, an option chain or a
          futures space, or the star of a search result.
        </Text>
      </div>
      {!shared && watchlists.lists.length > 0 && (
        <Select
          label="List"
          data={watchlists.lists.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.items.length})` }))}
          value={list?.id ?? null}
          allowDeselect={false}
          onChange={(id) => {
            if (!id) return;
            watchlists.activate(id);
            onNavigate({ list: id });
          }}
          w={260}
        />
      )}
    </Group>
  );

  const onImport = async (file: File | null) => {
    if (!file) return;
    const { items, labels, skipped } = itemsFromCsvRows(parseCsv(await file.text()));
    if (items.length === 0) {
      setImported(`Nothing to import from ${file.name}: no row names an item${skipped ? ` (${skipped} rows could not be read)` : ''}.`);
      return;
    }
    const id = watchlists.create(file.name.replace(/\.csv$/i, ''), items, labels);
    setImported(`Imported ${items.length} ${items.length === 1 ? 'item' : 'items'} from ${file.name} as a new list${skipped ? `; ${skipped} rows could not be read` : ''}.`);
    onNavigate({ list: id, items: undefined, name: undefined });
  };

  return (
    <Stack gap="md">
      {header}
      {imported && (
        <Alert variant="light" color="blue" withCloseButton onClose={() => setImported(undefined)} closeButtonLabel="Dismiss" role="status">
          {imported}
        </Alert>
      )}
      {shared && list && (
        <Alert variant="light" color="yellow" title="A shared list, read-only" role="note">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">This list came in the address. Save it to keep it in this browser and change it.</Text>
            <Button
              size="xs"
              onClick={() => {
                const id = watchlists.create(list.name, list.items);
                onNavigate({ list: id, items: undefined, name: undefined });
                focusTo.current = LIST_HEADING;
              }}
            >
              Save as a list
            </Button>
          </Group>
        </Alert>
      )}
      {!list ? (
        search.list ? (
          <EmptyState title="No such list">
            No watchlist with the id “{search.list}” is kept in this browser for this backend and user.{' '}
            <AnchorLink to="/watchlist" search={{}}>
              Show the lists
            </AnchorLink>
          </EmptyState>
        ) : (
          <EmptyState title="No watchlist yet">
            Press Watch (or W) on an instrument, an option chain or a futures space, or the star of a search result, or import a CSV file.
            <Group justify="center" mt="sm">
              <ImportButton onImport={onImport} />
            </Group>
          </EmptyState>
        )
      ) : (
        <ListView list={list} shared={shared} search={search} onNavigate={onNavigate} onImport={onImport} onDeleted={() => (focusTo.current = PAGE_HEADING)} />
      )}
    </Stack>
  );
}

function ListView({
  list,
  shared,
  search,
  onNavigate,
  onImport,
  onDeleted,
}: {
  list: Watchlist;
  shared: boolean;
  search: WatchlistSearch;
  onNavigate: Props['onNavigate'];
  onImport: (file: File | null) => Promise<void>;
  onDeleted: () => void;
}) {
  const watchlists = useWatchlists();
  const now = useNow(60_000);
  const data = useWatchData(list.items, now);
  const rows = sortRows(
    list.items.map((item) => watchRow(item, data, now, list.labels)),
    search.sort,
    search.dir,
  );
  const shareAddress = useMemo(() => {
    const url = new URL('/watchlist', window.location.origin);
    url.searchParams.set('items', formatItems(list.items));
    url.searchParams.set('name', list.name);
    return url.toString();
  }, [list]);
  // A removed row takes its Remove button, which had the focus, along: the focus goes to the next row's (the one
  // before at the end, the list's name once it is empty).
  const table = useRef<HTMLTableElement>(null);
  const focusRow = useRef<string>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    const button = table.current?.querySelector<HTMLButtonElement>(`tr[data-item="${CSS.escape(focusRow.current)}"] button[data-remove]`);
    (button ?? document.getElementById(LIST_HEADING))?.focus();
    focusRow.current = undefined;
  });
  const remove = (item: WatchItem, index: number) => {
    focusRow.current = rows[index + 1]?.text ?? rows[index - 1]?.text ?? '';
    watchlists.update(toggleItem(list, item));
  };
  const calendar = expiryCalendar(list.items);
  const holidays = holidayCalendar(rows);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={LIST_HEADING} tabIndex={-1}>
          {list.name}{' '}
          <Text span c="dimmed" size="sm">
            ({list.items.length} {list.items.length === 1 ? 'item' : 'items'})
          </Text>
        </Title>
        <Group gap="xs" wrap="wrap">
          {!shared && <ListActions list={list} onNavigate={onNavigate} onDeleted={onDeleted} />}
          {calendar && (
            <ButtonLink size="xs" variant="default" to="/calendar/expiries" search={calendar.search}>
              {calendar.label}
            </ButtonLink>
          )}
          {holidays && (
            <ButtonLink size="xs" variant="default" to="/calendar/holidays" search={holidays.search}>
              {holidays.label}
            </ButtonLink>
          )}
          <Button size="xs" variant="default" onClick={() => downloadText(`${safeFileName(list.name)}.csv`, listToCsv(list))} disabled={list.items.length === 0}>
            Export CSV
          </Button>
          <ImportButton onImport={onImport} />
        </Group>
      </Group>
      <TextInput
        size="xs"
        label="Address to share (opens this list read-only)"
        value={shareAddress}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={<CopyButton value={shareAddress} label="Copy the list’s address" />}
        maw={720}
      />
      {list.items.length === 0 ? (
        <EmptyState title="This list is empty">Press Watch (or W) on an instrument, an option chain or a futures space to add it here.</EmptyState>
      ) : (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table ref={table} aria-label={`Watchlist ${list.name}`} highlightOnHover verticalSpacing={6} miw={1000}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <SortHeader key={column.key} column={column} search={search} onNavigate={onNavigate} />
                ))}
                {!shared && (
                  <Table.Th scope="col">
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Row key={row.text} row={row} onRemove={shared ? undefined : () => remove(row.item, index)} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Note>
        Market: the exchange’s trading schedule (one instrument per exchange), in your time. Next date: the next expiry or notice date from today on, as the service gives it. Next
        corporate action: the first upcoming event of your own accounts on the instrument (its ex date, else its record or effective date); the service lists events only on what
        the accounts hold.
      </Note>
    </Stack>
  );
}

/** The expiry calendar of a list's futures spaces and option roots (the calendar takes up to 8 of each). */
function expiryCalendar(items: readonly WatchItem[]): { search: { futures?: string; roots?: string }; label: string } | undefined {
  const futures = items.flatMap((item) => (item.kind === 'futures' ? [item.uic] : []));
  const roots = items.flatMap((item) => (item.kind === 'root' ? [item.id] : []));
  if (futures.length === 0 && roots.length === 0) return undefined;
  const more = futures.length > CALENDAR_MAX || roots.length > CALENDAR_MAX;
  return {
    search: { ...(futures.length ? { futures: futures.slice(0, CALENDAR_MAX).join(',') } : {}), ...(roots.length ? { roots: roots.slice(0, CALENDAR_MAX).join(',') } : {}) },
    label: more ? `Expiry calendar (the first ${CALENDAR_MAX} of each)` : 'Expiry calendar',
  };
}

/** Most futures spaces, and most option roots, the expiry calendar shows at once. */
const CALENDAR_MAX = 8;

/** The holiday calendar of the exchanges the list's instruments are listed on, as far as their rows know them (it takes up to 12). */
function holidayCalendar(rows: readonly WatchRow[]): { search: { exchanges?: string }; label: string } | undefined {
  if (!rows.some((row) => row.item.kind === 'instrument')) return undefined;
  const exchanges = [...new Set(rows.flatMap((row) => (row.item.kind === 'instrument' && row.exchangeId ? [row.exchangeId] : [])))];
  return {
    search: exchanges.length ? { exchanges: exchanges.slice(0, HOLIDAYS_MAX).join(',') } : {},
    label: exchanges.length > HOLIDAYS_MAX ? `Holiday calendar (the first ${HOLIDAYS_MAX} exchanges)` : 'Holiday calendar',
  };
}

/** Most exchanges the holiday calendar shows at once. */
const HOLIDAYS_MAX = 12;

/** Picks a CSV file to import as a new list. */
function ImportButton({ onImport }: { onImport: (file: File | null) => Promise<void> }) {
  return (
    <FileButton onChange={(file) => void onImport(file)} accept=".csv,text/csv">
      {(props) => (
        <Button {...props} size="xs" variant="default">
          Import CSV
        </Button>
      )}
    </FileButton>
  );
}

function SortHeader({ column, search, onNavigate }: { column: { key: SortKey; title: string }; search: WatchlistSearch; onNavigate: Props['onNavigate'] }) {
  const active = search.sort === column.key;
  const dir = search.dir ?? 'asc';
  return (
    <Table.Th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Button
        variant="subtle"
        size="compact-sm"
        color="dark"
        onClick={() => onNavigate({ sort: column.key, dir: active && dir === 'asc' ? 'desc' : 'asc' })}
        rightSection={<span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>}
      >
        {column.title}
      </Button>
    </Table.Th>
  );
}

function itemLink(row: WatchRow) {
  const name = row.symbol ?? row.text;
  const { item } = row;
  if (item.kind === 'instrument') {
    return (
      <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: item.assetType, uic: String(item.uic) }} className="mono">
        {name}
      </AnchorLink>
    );
  }
  if (item.kind === 'root') {
    return (
      <AnchorLink to="/options/$optionRootId" params={{ optionRootId: item.id }} className="mono">
        {name}
      </AnchorLink>
    );
  }
  return (
    <AnchorLink to="/futures/$uic" params={{ uic: item.uic }} className="mono">
      {name}
    </AnchorLink>
  );
}

function eventCell(row: WatchRow) {
  if (row.event === 'unavailable') {
    return (
      <Text size="sm" c="dimmed" span title="The corporate actions could not be read for this user">
        Not available
      </Text>
    );
  }
  if (!row.event) return MISSING;
  return (
    <AnchorLink to="/corporate-actions/$eventId" params={{ eventId: row.event.id }} search={{}}>
      {row.event.type}
      {row.event.date && (
        <>
          , <span style={NOWRAP}>{formatDate(row.event.date)}</span>
        </>
      )}
    </AnchorLink>
  );
}

/** Short values stay on one line: the table scrolls in its frame on a narrow screen rather than break them. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A market's text broken only after its commas ("Open, / closes in 18 h 29 min"). */
function Unbroken({ text }: { text: string }) {
  return text.split(', ').map((part, index, parts) => (
    <Fragment key={index}>
      <span style={NOWRAP}>{index < parts.length - 1 ? `${part},` : part}</span>
      {index < parts.length - 1 ? ' ' : ''}
    </Fragment>
  ));
}

function Row({ row, onRemove }: { row: WatchRow; onRemove: (() => void) | undefined }) {
  const { state } = row;
  return (
    <Table.Tr data-item={row.text}>
      <Table.Td>{itemLink(row)}</Table.Td>
      {state.kind === 'failed' ? (
        <Table.Td colSpan={7}>
          <ErrorState error={state.error} onRetry={state.retry} compact />
        </Table.Td>
      ) : state.kind === 'loading' ? (
        <Table.Td colSpan={7}>
          <Text size="sm" c="dimmed">
            Loading {row.description ?? row.text}…
          </Text>
        </Table.Td>
      ) : state.kind === 'missing' ? (
        <Table.Td colSpan={7}>
          <Text size="sm">
            The service’s answer does not have {row.text}
            {row.description ? ` (${row.description})` : ''}: it may no longer be listed.
          </Text>
        </Table.Td>
      ) : (
        <>
          <Table.Td>{row.description ?? MISSING}</Table.Td>
          <Table.Td style={NOWRAP}>{row.kindLabel}</Table.Td>
          <Table.Td className="mono">{row.exchangeId ?? MISSING}</Table.Td>
          <Table.Td className="mono">{row.currency ?? MISSING}</Table.Td>
          <Table.Td>
            {row.market ? (
              // A colour without a shade is the scheme's own text colour (theme.ts keeps the light one at 4.6:1 or more).
              <Text size="sm" c={row.market.open ? 'green' : undefined} span>
                <Unbroken text={row.market.text} />
              </Text>
            ) : (
              MISSING
            )}
          </Table.Td>
        </>
      )}
      {state.kind === 'ok' && <Table.Td style={NOWRAP}>{row.next ? `${row.next.what} ${formatDate(row.next.date)}` : MISSING}</Table.Td>}
      {state.kind === 'ok' && <Table.Td>{eventCell(row)}</Table.Td>}
      {onRemove && (
        <Table.Td>
          {/* The colour without a shade: Mantine draws a subtle button's text at shade 6 at most (3.3:1 on white), theme.ts darkens this one. */}
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove} data-remove aria-label={`Remove ${row.symbol ?? row.text} from the list`}>
            Remove
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Rename, new list, delete (in two steps). */
function ListActions({ list, onNavigate, onDeleted }: { list: Watchlist; onNavigate: Props['onNavigate']; onDeleted: () => void }) {
  const watchlists = useWatchlists();
  const [renaming, rename] = useDisclosure(false);
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // The field takes focus as it opens (the Rename button that had it is gone).
  useEffect(() => {
    if (renaming) input.current?.focus();
  }, [renaming]);
  // The button that had the focus is replaced each way: the confirmation takes it on its safe choice, and gives it back
  // to Delete list when cancelled.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  if (renaming) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          watchlists.update({ ...list, name: name.trim() || list.name });
          rename.close();
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput size="xs" aria-label="List name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={80} ref={input} />
          <Button size="xs" type="submit">
            Save
          </Button>
          <Button size="xs" variant="default" onClick={rename.close}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <>
      <Button size="xs" variant="default" onClick={() => (setName(list.name), rename.open())}>
        Rename
      </Button>
      <Button size="xs" variant="default" onClick={() => onNavigate({ list: watchlists.create('New list') })}>
        New list
      </Button>
      {confirming ? (
        <Group
          gap={4}
          wrap="nowrap"
          role="group"
          aria-label="Delete this list?"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setConfirming(false);
          }}
        >
          <Button
            size="xs"
            color="red.9"
            onClick={() => {
              watchlists.remove(list.id);
              // The page gives the focus to its heading: Delete list is not given it back.
              wasConfirming.current = false;
              setConfirming(false);
              onNavigate({ list: undefined });
              onDeleted();
            }}
          >
            Delete “{list.name}”
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)} ref={keep}>
            Keep it
          </Button>
        </Group>
      ) : (
        <Button size="xs" variant="default" onClick={() => setConfirming(true)} ref={deleteButton}>
          Delete list
        </Button>
      )}
    </>
  );
}
