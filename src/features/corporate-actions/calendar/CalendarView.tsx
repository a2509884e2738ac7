/**
 * The filtered list as a month grid of ex, record, pay and deadline dates,
 * coloured by kind; a day opens its events.
 */
import { useState } from 'react';
import { Badge, Box, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { EventListParams } from '@/api/queries/corporate-actions';
import { clean, dateFormatter, formatNumber } from '@/lib/format';
import { AnchorLink } from '@/components/RouterLinks';
import { ErrorState } from '@/components/ErrorState';
import { StaleNotice } from '@/components/StaleNotice';
import { PageLoader } from '@/components/PageLoader';
import { WEEKDAYS, shiftMonth } from '@/lib/month-grid';
import { CALENDAR_KINDS, kindCounts, monthGrid, type CalendarDay } from './calendar';
import { eventTypeLabel, instrumentLabel } from '@/features/corporate-actions/model/event';
import { cashRate, rateText } from '@/features/corporate-actions/model/pays';
import type { InboxSearch } from '@/features/corporate-actions/url';
import { inboxQueries } from '@/features/corporate-actions/queries';

interface Props {
  params: EventListParams;
  search: InboxSearch;
  month: string;
  today: string;
  onMonth: (month: string) => void;
}

const monthTitle = dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = dateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function describeDay(day: CalendarDay): string {
  const counts = kindCounts(day.entries);
  const parts = CALENDAR_KINDS.filter((kind) => counts[kind.kind] > 0).map((kind) => `${counts[kind.kind]} ${kind.label.toLowerCase()}${counts[kind.kind] === 1 ? '' : 's'}`);
  const names = [...new Set(day.entries.map((entry) => instrumentLabel(entry.event)))];
  const named = names.length > SHOWN_NAMES + 1 ? `${names.slice(0, SHOWN_NAMES).join(', ')} and ${names.length - SHOWN_NAMES} more` : names.join(', ');
  return `${dayTitle.format(new Date(`${day.date}T00:00:00Z`))}: ${parts.join(', ')} — ${named}`;
}

export function CalendarView({ params, search, month, today, onMonth }: Props) {
  const api = useApi();
  const query = useQuery(inboxQueries.wholeList(api, params));
  const [open, setOpen] = useState<CalendarDay | undefined>(undefined);
  const events = query.data ?? [];
  const weeks = monthGrid(month, events);
  const title = monthTitle.format(new Date(`${month}-01T00:00:00Z`));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button variant="default" size="compact-sm" onClick={() => onMonth(shiftMonth(month, -1))} aria-label="Previous month">
            ‹
          </Button>
          <Text fw={600} component="h2" size="lg" m={0} aria-live="polite">
            {title}
          </Text>
          <Button variant="default" size="compact-sm" onClick={() => onMonth(shiftMonth(month, 1))} aria-label="Next month">
            ›
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onMonth(today.slice(0, 7))}>
            This month
          </Button>
        </Group>
        <Group gap={6} aria-label="Legend" role="group">
          {CALENDAR_KINDS.map((kind) => (
            <Badge key={kind.kind} color={kind.color} variant="light" size="sm">
              {kind.label}
            </Badge>
          ))}
        </Group>
      </Group>
      {query.isPending ? (
        <PageLoader label="Loading the calendar…" />
      ) : query.isError && query.data === undefined ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the calendar" />}
          <Text size="sm" c="dimmed" role="status">
            {formatNumber(events.length, 0)} {events.length === 1 ? 'event' : 'events'} in the filtered list
          </Text>
          <Box component="table" w="100%" style={{ tableLayout: 'fixed', borderCollapse: 'collapse' }} aria-label={`Corporate action dates, ${title}`}>
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <Box component="th" scope="col" key={day.short} abbr={day.full} fz="xs" c="dimmed" ta="center" py={4}>
                    {day.short}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((day) => (
                    <DayCell key={day.date} day={day} today={day.date === today} onOpen={() => setOpen(day)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={open ? dayTitle.format(new Date(`${open.date}T00:00:00Z`)) : ''} size="lg">
        {open && (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {open.entries.map((entry, index) => {
              const kind = CALENDAR_KINDS.find((item) => item.kind === entry.kind);
              const id = clean(entry.event.EventId);
              const rate = rateText(cashRate(entry.event));
              return (
                <li key={`${entry.kind}-${id ?? index}-${index}`}>
                  <Group gap="xs" wrap="wrap">
                    <Badge color={kind?.color} variant="light" size="sm">
                      {kind?.label}
                    </Badge>
                    {id ? (
                      <AnchorLink to="/corporate-actions/$eventId" params={{ eventId: id }} search={search} size="sm">
                        {id}: {eventTypeLabel(entry.event)}, {instrumentLabel(entry.event)}
                      </AnchorLink>
                    ) : (
                      <Text size="sm">
                        {eventTypeLabel(entry.event)}, {instrumentLabel(entry.event)}
                      </Text>
                    )}
                    {rate && (
                      <Text size="sm" c="dimmed" className="tabular">
                        {rate} per unit
                      </Text>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** Names shown in a day's cell before "+N more". */
const SHOWN_NAMES = 2;

function DayCell({ day, today, onOpen }: { day: CalendarDay; today: boolean; onOpen: () => void }) {
  const counts = kindCounts(day.entries);
  // What the day holds in full: the button's name, and what pointing at the cell shows.
  const description = day.entries.length > 0 ? describeDay(day) : undefined;
  const content = (
    <Stack gap={2} align="stretch">
      <Text size="xs" fw={today ? 700 : 400} c={day.inMonth ? undefined : 'dimmed'} ta="left">
        {day.dayOfMonth}
      </Text>
      <Group gap={2} wrap="wrap" aria-hidden="true">
        {CALENDAR_KINDS.filter((kind) => counts[kind.kind] > 0).map((kind) => (
          <Badge key={kind.kind} color={kind.color} variant={kind.kind === 'deadline' ? 'filled' : 'light'} size="xs" px={4}>
            {counts[kind.kind]}
          </Badge>
        ))}
      </Group>
      {/* The first names of the day (the button's label says them all). */}
      {day.entries.slice(0, SHOWN_NAMES).map((entry, index) => (
        <Text key={`${entry.kind}-${index}`} size="xs" truncate="end" aria-hidden="true" data-day-name title={`${eventTypeLabel(entry.event)}: ${instrumentLabel(entry.event)}`}>
          {clean(entry.event.DisplayAndFormat?.Symbol)?.split(':')[0] ?? instrumentLabel(entry.event)}
        </Text>
      ))}
      {day.entries.length > SHOWN_NAMES && (
        <Text size="xs" c="dimmed" aria-hidden="true">
          +{day.entries.length - SHOWN_NAMES} more
        </Text>
      )}
    </Stack>
  );
  return (
    <Box
      component="td"
      p={2}
      h={88}
      style={{
        position: 'relative',
        verticalAlign: 'top',
        border: '1px solid var(--mantine-color-default-border)',
        background: today ? 'var(--mantine-color-blue-light)' : day.inMonth ? undefined : 'var(--mantine-color-default-hover)',
      }}
    >
      {content}
      {/* The button covers the cell and shows nothing itself: the cell's marks abbreviate the day ("4", "1 1", "T", "DIS"),
          and a name that holds a control's text in order (WCAG 2.5.3) would have to spell them; its name says the day in full. */}
      {description && <UnstyledButton onClick={onOpen} aria-label={description} title={description} style={{ position: 'absolute', inset: 0 }} />}
    </Box>
  );
}
