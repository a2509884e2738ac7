import { useDeferredValue, useMemo } from 'react';
import { Alert, Group, Paper, SegmentedControl, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { useApi } from '@/api/backend';
import { scheduleQueries } from './queries';
import { EmptyState } from '@/components/EmptyState';
import { StaleNotice } from '@/components/StaleNotice';
import { clean } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { exchangeZone, userZone, zoneIdOf } from '@/model/schedule-zone';
import { compareStates, earlyCloses, normalizeSessions } from '@/model/sessions';
import { formatUtcOffset, zoneOffsetMinutes } from '@/model/timezones';
import { formatClock, hasUncoveredTime, offsetsOver, splitByDay } from './days';
import { ScheduleTable, SessionLegend } from './ScheduleTable';
import { ScheduleTimeline } from './ScheduleTimeline';
import type { ScheduleSearch } from './url';
import { describeStatus, type StatusTone } from './status';
import { describeZone, displayZone } from './zone';
import classes from './schedule.module.css';

const TONE_COLOR: Record<StatusTone, string> = { open: 'green', extended: 'cyan', closed: 'gray', halted: 'red', unknown: 'yellow' };

export function SchedulePage({
  uic,
  assetType,
  search,
  onSearchChange,
}: {
  uic: number;
  assetType: string;
  search: ScheduleSearch;
  onSearchChange: (patch: ScheduleSearch) => void;
}) {
  const api = useApi();
  const scheduleQuery = useSuspenseQuery(scheduleQueries.schedule(api, uic, assetType));
  const schedule = scheduleQuery.data;
  const timeZones = useQuery(scheduleQueries.timeZones(api));
  // Cached by the instrument's page: the exchange's zone id when the schedule lacks one.
  const details = useQuery(scheduleQueries.instrument(api, uic, assetType));
  const zones = timeZones.data?.Data;
  const now = useNow(30_000).getTime();

  const { sessions, dropped } = useMemo(() => normalizeSessions(schedule.Sessions), [schedule]);
  const exchange = useMemo(() => exchangeZone(schedule, zones, details.data?.Exchange?.TimeZoneId), [schedule, zones, details.data]);
  const shown = useMemo(() => displayZone(search.tz, exchange, zones), [search.tz, exchange, zones]);
  const zone = shown.zone.zone;
  const { days, truncated } = useMemo(() => splitByDay(sessions, zone), [sessions, zone]);
  const status = describeStatus(sessions, now, zone, exchange.zone);
  const early = useMemo(() => earlyCloses(sessions, exchange.zone), [sessions, exchange.zone]);
  const states = useMemo(() => [...new Set(sessions.map((session) => session.state))].sort(compareStates), [sessions]);
  const span = sessions.length ? [sessions[0]!.start, ...sessions.map((session) => session.end)] : [now];
  const offsets = offsetsOver(zone, span);
  const chosenView = search.view ?? 'timeline';
  // The view control answers at once; the view it chose follows in an interruptible render.
  const view = useDeferredValue(chosenView);

  const zoneLabel = `${shown.kind === 'exchange' ? 'exchange time, ' : shown.kind === 'local' ? 'your time, ' : ''}${describeZone(shown.zone, offsets)}`;

  const listZones = (zones ?? [])
    .map((entry) => ({ id: zoneIdOf(entry.TimeZoneId), name: clean(entry.DisplayName), zoneName: clean(entry.ZoneName) }))
    .filter((entry): entry is { id: number; name: string | undefined; zoneName: string | undefined } => entry.id !== undefined);
  const exchangeInList = exchange.id !== undefined && listZones.some((entry) => entry.id === exchange.id);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Trading schedule
      </Title>
      {scheduleQuery.isError && (
        <StaleNotice error={scheduleQuery.error} updatedAt={scheduleQuery.dataUpdatedAt} onRetry={() => void scheduleQuery.refetch()} shown="the schedule" />
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="market-status-heading">
        <Group gap="sm" align="center" mb={4}>
          <ThemeIcon color={TONE_COLOR[status.tone]} variant="filled" radius="xl" size={12} aria-hidden="true">
            {null}
          </ThemeIcon>
          <Title order={3} size="h4" id="market-status-heading">
            {status.headline}
          </Title>
          <Text size="sm" c="dimmed" className="tabular">
            as of {formatClock(now, zone)} ({formatUtcOffset(zoneOffsetMinutes(zone, new Date(now)))})
          </Text>
        </Group>
        <Stack gap={2} data-testid="market-status">
          {status.details.map((line) => (
            <Text key={line} size="sm" className="tabular">
              {line}
            </Text>
          ))}
        </Stack>
      </Paper>

      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4} maw="100%">
          <Text size="sm" fw={500} id="schedule-zone-label">
            Times in
          </Text>
          <SegmentedControl
            classNames={{ root: classes.choices, label: classes.choiceLabel }}
            aria-labelledby="schedule-zone-label"
            value={shown.kind === 'list' ? '' : shown.kind}
            onChange={(value) => onSearchChange({ tz: value === 'local' ? 'local' : 'exchange' })}
            data={[
              { value: 'exchange', label: `Exchange (${exchange.abbreviation ?? exchange.name})` },
              { value: 'local', label: `My time (${userZone().zone})` },
            ]}
          />
        </Stack>
        <Select
          label="Other time zone"
          placeholder="Choose from the list"
          data={listZones.map((entry) => ({
            value: String(entry.id),
            label: `${entry.name ?? `Zone ${entry.id}`}${entry.zoneName ? ` (${entry.zoneName})` : ''}`,
          }))}
          value={shown.kind === 'list' && shown.zone.id !== undefined ? String(shown.zone.id) : null}
          onChange={(value) => onSearchChange({ tz: value === null ? 'exchange' : Number(value) })}
          clearable
          allowDeselect={false}
          w={280}
          disabled={listZones.length === 0}
          description={timeZones.isError ? 'The time zone list could not be loaded.' : undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="schedule-view-label">
            View
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-view-label"
            value={chosenView}
            onChange={(value) => onSearchChange({ view: value === 'table' ? 'table' : 'timeline' })}
            data={[
              { value: 'timeline', label: 'Timeline' },
              { value: 'table', label: 'Table' },
            ]}
          />
        </Stack>
      </Group>

      {shown.note && (
        <Alert color="yellow" variant="light" title="Time zone not available">
          {shown.note}
        </Alert>
      )}

      <Note>
        Exchange zone: {exchange.name}
        {exchange.abbreviation ? ` (${exchange.abbreviation})` : ''}
        {exchange.id !== undefined ? `, broker id ${exchange.id}` : ''}
        {exchange.source === 'known' && ', not in the time zone list'}
        {exchange.source === 'offset' && ', resolved from the offset the service sent (no daylight saving)'}
        {exchange.source === 'utc' && ': the service gave no zone, UTC is assumed'}
        {'. '}
        {exchange.id !== undefined && exchangeInList ? (
          <AnchorLink to="/timezones" search={{ zone: exchange.id }} size="sm">
            See it in the time zone list
          </AnchorLink>
        ) : (
          <AnchorLink to="/timezones" size="sm">
            See the time zone list
          </AnchorLink>
        )}
      </Note>

      {sessions.length === 0 ? (
        <EmptyState title="No sessions">The service returned no trading sessions with readable times for this instrument.</EmptyState>
      ) : view === 'table' ? (
        <ScheduleTable sessions={sessions} zone={zone} now={now} zoneLabel={zoneLabel} />
      ) : (
        <Paper withBorder p="md">
          <ScheduleTimeline days={days} zone={zone} now={now} zoneLabel={zoneLabel} early={early} />
        </Paper>
      )}
      {truncated && <Note>The timeline shows the first {days.length} days; the table lists every session.</Note>}
      {dropped > 0 && (
        <Note>
          {dropped} {dropped === 1 ? 'session was' : 'sessions were'} left out: {dropped === 1 ? 'its' : 'their'} times could not be read.
        </Note>
      )}
      {states.length > 0 && <SessionLegend states={states} noData={view !== 'table' && hasUncoveredTime(days)} />}
    </Stack>
  );
}
