/**
 * Exports of the whole filtered list (every page, not just the one shown):
 * CSV with a progress bar and a way to stop, and the election deadlines as
 * an iCalendar file.
 */
import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Progress, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { isAbortError } from '@/api/errors';
import type { AllEventsProgress, EventListParams } from '@/api/queries/corporate-actions';
import { ErrorState } from '@/components/ErrorState';
import { EveryPage } from '@/components/EveryPage';
import { downloadText, toCsv } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { userTimeZone } from '@/features/corporate-actions/model/action';
import { CSV_HEADER, csvFileName, csvRow } from './csv-rows';
import { loadListHolidays } from '@/features/corporate-actions/market-days/market-holidays';
import { eventHolidays } from '@/features/corporate-actions/market-days/market-days';
import { ICS_TYPE } from '@/lib/ics';
import { eventDeadlines, openDeadlines, toIcs } from './ics';
import { eventAddress } from '@/features/corporate-actions/url';
import { inboxQueries } from '@/features/corporate-actions/queries';

interface Props {
  /** The filtered list's parameters in the table's order (paging is replaced). */
  params: EventListParams;
  total: number | undefined;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; what: 'csv' | 'ics'; progress: AllEventsProgress }
  | { kind: 'done'; text: string }
  | { kind: 'error'; error: unknown; what: 'csv' | 'ics' };

export function ExportBar({ params, total }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [everything, setEverything] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);

  // Every link of an export opens the event for the same whose-events choice as the list.
  const link = (eventId: string) => eventAddress(window.location.origin, eventId, params);

  const run = async (what: 'csv' | 'ics') => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', what, progress: { loaded: 0, total } });
    try {
      const now = new Date();
      if (what === 'csv') {
        const events = await inboxQueries.fetchWholeList(api, params, { signal: controller.signal, onProgress: (progress) => setState({ kind: 'running', what, progress }) });
        // Business days as the list counts them: the market holidays of the open elections' instruments, where known.
        const holidays = await loadListHolidays(queryClient, api, events, now);
        controller.signal.throwIfAborted();
        const timeZone = userTimeZone();
        downloadText(
          csvFileName(now, params.EventStatus),
          toCsv(
            CSV_HEADER,
            events.map((event) => csvRow(event, now, timeZone, eventHolidays(holidays, event), link)),
          ),
        );
        setState({ kind: 'done', text: `Exported ${formatNumber(events.length, 0)} ${events.length === 1 ? 'event' : 'events'} to CSV.` });
      } else {
        // A calendar file has no order: the unsorted list, as the calendar view reads it (one cache entry).
        const { SortColumn: _column, SortType: _type, ...unsorted } = params;
        const events = await queryClient.fetchQuery(inboxQueries.wholeList(api, unsorted));
        // By default what can still be instructed; on request every deadline of the list, past and closed ones included.
        const deadlines = everything ? events.flatMap((event) => eventDeadlines(event, { link })) : openDeadlines(events, now, link);
        downloadText(`election-deadlines-${now.toISOString().slice(0, 10)}.ics`, toIcs(deadlines, now), ICS_TYPE);
        setState({
          kind: 'done',
          text: `Saved ${formatNumber(deadlines.length, 0)} election ${deadlines.length === 1 ? 'deadline' : 'deadlines'} to a calendar file${everything ? '' : ' (open elections only)'}.`,
        });
      }
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) setState({ kind: 'done', text: 'Export stopped.' });
      else setState({ kind: 'error', error, what });
    }
  };

  const running = state.kind === 'running' ? state : undefined;
  const percent = running?.progress.total ? Math.min(100, (running.progress.loaded / running.progress.total) * 100) : 0;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => void run('csv')} disabled={Boolean(running) || total === 0}>
          Export CSV{total !== undefined ? ` (${formatNumber(total, 0)})` : ''}
        </Button>
        <Button variant="default" size="xs" onClick={() => void run('ics')} disabled={Boolean(running) || total === 0}>
          Deadlines to calendar (.ics)
        </Button>
        <Checkbox size="xs" label="Every deadline (not only open elections)" checked={everything} onChange={(event) => setEverything(event.currentTarget.checked)} />
        <EveryPage list={inboxQueries.everyPage(params)} noun="events" fileName="corporate-action-events" disabled={total === 0} />
      </Group>
      {running && (
        <Group gap="sm" wrap="nowrap" w="100%">
          <Progress value={percent} flex={1} aria-label="Export progress" animated />
          <Text size="sm" role="status" className="tabular">
            {running.what === 'csv' ? 'Exporting' : 'Collecting deadlines'}: {formatNumber(running.progress.loaded, 0)}
            {running.progress.total !== undefined ? ` of ${formatNumber(running.progress.total, 0)}` : ''} events
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        </Group>
      )}
      {state.kind === 'done' && (
        <Text size="sm" role="status">
          {state.text}
        </Text>
      )}
      {state.kind === 'error' && <ErrorState error={state.error} onRetry={() => void run(state.what)} compact />}
    </>
  );
}
