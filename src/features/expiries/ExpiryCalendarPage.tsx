/**
 * The expiry calendar: for the futures spaces and option roots in the
 * address, every contract's expiry and notice date and every option expiry
 * (with its kind, and its last trade when that is an earlier day), as a
 * month grid and as a sorted list, counted in business days, and as .ics and
 * CSV files. Each item loads, fails and retries on its own.
 */
import { useMemo, useState } from 'react';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { EmptyState } from '@/components/EmptyState';
import { Note } from '@/components/Note';
import { downloadText } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import { ICS_TYPE } from '@/lib/ics';
import { EXPIRY_KINDS, EXPIRY_KIND_LABEL, type ExpiryKind } from '@/model/expiry-kind';
import { localDay, NO_MARKET_DAYS, ofKinds, sortEntries, WARN_DAYS, type ExpiryEntry, type ItemRef, type MarketDays } from './calendar';
import { EntriesTable } from './EntriesTable';
import { toExpiryCsv, toExpiryIcs } from './exports';
import { ITEMS_TITLE_ID, ItemList } from './ItemList';
import { ItemPicker } from './ItemPicker';
import { MonthGrid } from './MonthGrid';
import { useCalendarData } from './use-calendar-data';
import { idsOf, kindsOf, withItem, withoutItem } from './choice';
import { MAX_ITEMS, type ExpiriesSearch } from './url';

export type ExpiriesUpdate = (previous: ExpiriesSearch) => ExpiriesSearch;

interface Props {
  search: ExpiriesSearch;
  onNavigate: (update: ExpiriesUpdate, options?: { replace?: boolean }) => void;
}

const refKey = (ref: ItemRef) => `${ref.list}-${ref.id}`;

export function ExpiryCalendarPage({ search, onNavigate }: Props) {
  const [now] = useState(() => new Date());
  const today = localDay(now);
  const futures = useMemo(() => idsOf(search.futures), [search.futures]);
  const roots = useMemo(() => idsOf(search.roots), [search.roots]);
  const items = useCalendarData(futures, roots, now);
  const kinds = kindsOf(search);
  const month = search.month ?? today.slice(0, 7);

  const order = items.map((item) => item.ref);
  const all = sortEntries(
    items.flatMap((item) => item.entries),
    order,
  );
  const shown = ofKinds(all, kinds);
  const markets = new Map<string, MarketDays>(items.map((item) => [refKey(item.ref), item.market]));
  const marketOf = (entry: ExpiryEntry) => markets.get(refKey(entry.item)) ?? NO_MARKET_DAYS;
  const shownCount = (ref: ItemRef) => shown.filter((entry) => entry.item.list === ref.list && entry.item.id === ref.id).length;
  const reach = [...new Set(items.map((item) => item.market.knownUntil).filter((day): day is string => day !== undefined))].sort();
  // The kinds the roots list, and any chosen in the address (so that a chosen kind can be unticked).
  const present = EXPIRY_KINDS.filter((kind) => all.some((entry) => entry.option?.kind === kind) || (search.kinds !== undefined && kinds.includes(kind)));
  const hasRoots = roots.length > 0;
  const hasFutures = futures.length > 0;
  const ready = items.some((item) => item.status === 'ready');

  const add = (ref: ItemRef) => onNavigate((previous) => withItem(previous, ref.list, ref.id));
  const remove = (ref: ItemRef) => onNavigate((previous) => withoutItem(previous, ref.list, ref.id));
  const setKinds = (next: ExpiryKind[]) =>
    onNavigate(
      (previous) => {
        const value = EXPIRY_KINDS.filter((kind) => next.includes(kind));
        // Every kind listed ticked (or none left): all kinds, without a filter in the address.
        const everything = value.length === 0 || present.every((kind) => value.includes(kind));
        const copy: ExpiriesSearch = { ...previous, kinds: everything ? undefined : value.join(',') };
        if (copy.kinds === undefined) delete copy.kinds;
        return copy;
      },
      { replace: true },
    );
  const setMonth = (next: string) =>
    onNavigate(
      (previous) => {
        const copy: ExpiriesSearch = { ...previous, month: next };
        if (next === today.slice(0, 7)) delete copy.month;
        return copy;
      },
      { replace: true },
    );
  const stamp = today;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Expiry calendar</Title>
        <Note>
          When futures contracts expire or enter their notice period, and when option series expire, as the service’s reference data gives them: futures spaces (4.5) with their
          contracts’ details (4.3), option roots (4.2). Dates are shown as sent, without any time-zone shift.
        </Note>
      </div>

      <ItemPicker chosen={order} full={{ futures: futures.length >= MAX_ITEMS, roots: roots.length >= MAX_ITEMS }} onAdd={add} />

      <Title order={2} size="h4" id={ITEMS_TITLE_ID} tabIndex={-1}>
        Shown in the calendar
      </Title>
      {items.length === 0 ? (
        <EmptyState title="Nothing chosen yet">
          Find a futures space or an option root above and add it. The futures space and option chain pages also open this calendar with their item (“Expiry calendar”).
        </EmptyState>
      ) : (
        <>
          <ItemList items={items} shownCount={shownCount} onRemove={remove} />

          <Group justify="space-between" wrap="wrap" gap="xs">
            {hasRoots && present.length > 0 ? (
              <Group gap={6} role="group" aria-label="Option expiries shown">
                <Text size="sm">Option expiries:</Text>
                <Chip.Group multiple value={[...kinds]} onChange={(values) => setKinds(values as ExpiryKind[])}>
                  {present.map((kind) => (
                    <Chip key={kind} value={kind} size="xs" variant="outline">
                      {EXPIRY_KIND_LABEL[kind]}
                    </Chip>
                  ))}
                </Chip.Group>
              </Group>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <HeldButton
                size="xs"
                variant="default"
                held={shown.length === 0}
                onClick={() => downloadText(`expiry-calendar-${stamp}.ics`, toExpiryIcs(shown, new Date(), window.location.origin), ICS_TYPE)}
              >
                Add to my calendar (.ics)
              </HeldButton>
              <HeldButton size="xs" variant="default" held={shown.length === 0} onClick={() => downloadText(`expiry-calendar-${stamp}.csv`, toExpiryCsv(shown, today, marketOf))}>
                Download CSV
              </HeldButton>
            </Group>
          </Group>

          <Text size="sm" c="dimmed">
            Counted in business days from today ({formatDate(today)}): weekends are skipped, and the exchange holidays each item’s trading schedule shows. A schedule reaches only
            about a week ahead
            {reach.length > 0 ? ` (here up to ${formatDate(reach[0])}${reach.length > 1 && reach.at(-1) !== reach[0] ? `–${formatDate(reach.at(-1))}` : ''})` : ''}, so later counts
            skip weekends only. Dates within {WARN_DAYS} business days are flagged.
            {hasFutures &&
              ' The service gives futures an expiry date and a notice date, but no separate last trading date; brokers close physically settled positions some days before the notice date.'}
          </Text>

          <MonthGrid month={month} today={today} entries={shown} onMonth={setMonth} />

          <section aria-labelledby="expiry-list-title">
            <Title order={2} size="h4" id="expiry-list-title" mb="xs">
              All dates
            </Title>
            {shown.length > 0 ? (
              <EntriesTable entries={shown} today={today} marketOf={marketOf} />
            ) : (
              <Text size="sm" c="dimmed" role="status">
                {ready ? (all.length > 0 ? 'No dates of the expiry kinds chosen.' : 'The service lists no dates for these items.') : 'The dates show as each item loads.'}
              </Text>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
