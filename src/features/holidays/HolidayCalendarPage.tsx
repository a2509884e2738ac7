/**
 * The holiday calendar: for the exchanges in the address, the days each is closed and the days it closes early, as
 * far as its trading schedule reaches (about a week), side by side by date, in each exchange's time and in the user's,
 * and as .ics and CSV files. Each exchange loads, fails and retries on its own.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '@/components/EmptyState';
import { Note } from '@/components/Note';
import { downloadText } from '@/lib/csv';
import { ICS_TYPE } from '@/lib/ics';
import { localZone } from '@/model/timezones';
import { exchangesOf, replacingExchange, withExchanges, withoutExchange } from './choice';
import { dayIn, sideBySide, zoneWords } from './days';
import { weekdayText } from '@/lib/business-days';
import { ExchangeList } from './ExchangeList';
import { ExchangePicker } from './ExchangePicker';
import { toHolidayCsv, toHolidayIcs, type ShownExchange } from './exports';
import { HolidayTable } from './HolidayTable';
import { sourceText, useHolidayData } from './use-holiday-data';
import { MAX_EXCHANGES, type HolidaysSearch } from './url';

const PAGE_HEADING = 'holiday-calendar-title';

export type HolidaysUpdate = (previous: HolidaysSearch) => HolidaysSearch;

interface Props {
  search: HolidaysSearch;
  onNavigate: (update: HolidaysUpdate, options?: { replace?: boolean }) => void;
}

export function HolidayCalendarPage({ search, onNavigate }: Props) {
  const [now] = useState(() => new Date());
  const userZone = useMemo(() => localZone(), []);
  const today = dayIn(now.getTime(), userZone);
  const chosen = useMemo(() => exchangesOf(search), [search]);
  const exchanges = useHolidayData(chosen);
  const rows = sideBySide(exchanges.map((exchange) => exchange.days));
  const shown: ShownExchange[] = exchanges.flatMap((exchange) =>
    exchange.days && exchange.instrument && exchange.zone
      ? [{ id: exchange.id, name: exchange.name, days: exchange.days, time: zoneWords(exchange.zone), source: sourceText(exchange.instrument) }]
      : [],
  );
  const anyDays = shown.some((exchange) => exchange.days.closed.length + exchange.days.early.length > 0);
  const reaches = [...new Set(shown.map((exchange) => exchange.days.until).filter((day): day is string => day !== undefined))].sort();
  const loading = exchanges.some((exchange) => exchange.status === 'loading');
  const full = chosen.length >= MAX_EXCHANGES;

  const add = (ids: string[]) => onNavigate((previous) => withExchanges(previous, ids));
  // The exchange whose Remove button takes the focus once the chosen ones change (the button that had it is gone):
  // the next one's, the one put in its place, else the page's heading.
  const focusTo = useRef<string>(undefined);
  useEffect(() => {
    const target = focusTo.current?.toLowerCase();
    if (target === undefined) return;
    focusTo.current = undefined;
    const id = chosen.find((known) => known.toLowerCase() === target);
    const button = id === undefined ? null : document.querySelector<HTMLElement>(`[data-remove="${CSS.escape(id)}"]`);
    (button ?? document.getElementById(PAGE_HEADING))?.focus();
  }, [chosen]);
  const remove = (id: string) => {
    const index = chosen.indexOf(id);
    focusTo.current = chosen[index + 1] ?? chosen[index - 1] ?? '';
    onNavigate((previous) => withoutExchange(previous, id));
  };
  const replace = (from: string, to: string) => {
    focusTo.current = to;
    onNavigate((previous) => replacingExchange(previous, from, to));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} id={PAGE_HEADING} tabIndex={-1}>
          Holiday calendar
        </Title>
        <Note>
          The days each exchange is closed and the days it closes early, read from the trading schedule (4.6) of one instrument listed on it, found by a search on the exchange
          (4.1). A schedule reaches only about a week ahead, so each exchange says up to which day its days are known, and no later day is shown.
        </Note>
      </div>

      <Paper withBorder p="sm">
        <ExchangePicker chosen={chosen} full={full} onAdd={add} />
      </Paper>

      {chosen.length === 0 ? (
        <EmptyState title="No exchange chosen yet">
          Add an exchange above by its id (NYSE, FSE, LSE_SETS) or the MIC its symbols end in (xnys), or add the exchanges of your current watchlist. The watchlist page opens this
          calendar with its exchanges too (“Holiday calendar”).
        </EmptyState>
      ) : (
        <>
          <ExchangeList exchanges={exchanges} onRemove={remove} onReplace={replace} />

          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 20rem' }}>
              Today is {weekdayText(today)} in your time ({userZone}). Each day is the exchange’s own date; times are given in the exchange’s time and in yours.
              {reaches.length > 0 &&
                ` The schedules reach ${reaches.length > 1 ? `${weekdayText(reaches[0] as string)} to ${weekdayText(reaches.at(-1) as string)}` : weekdayText(reaches[0] as string)}.`}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={!anyDays}
                onClick={() => downloadText(`holiday-calendar-${today}.ics`, toHolidayIcs(shown, new Date(), window.location.origin), ICS_TYPE)}
              >
                Add to my calendar (.ics)
              </Button>
              <Button size="xs" variant="default" disabled={!anyDays} onClick={() => downloadText(`holiday-calendar-${today}.csv`, toHolidayCsv(shown, userZone))}>
                Download CSV
              </Button>
            </Group>
          </Group>

          <section aria-labelledby="holiday-days-title">
            <Title order={2} size="h4" id="holiday-days-title" mb="xs">
              Closed days and early closes
            </Title>
            {rows.length > 0 ? (
              <HolidayTable rows={rows} exchanges={exchanges} today={today} userZone={userZone} />
            ) : (
              <Text size="sm" c="dimmed" role="status">
                {loading
                  ? 'The days show as each exchange loads.'
                  : shown.length > 0
                    ? `No exchange shown is closed or closes early on the days its schedule reaches${reaches.length ? ` (to ${weekdayText(reaches.at(-1) as string)})` : ''}.`
                    : 'No exchange’s schedule could be read.'}
              </Text>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
