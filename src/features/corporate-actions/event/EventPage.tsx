/**
 * One corporate action event (4.9). First what to do: its state, an action
 * summary (accounts still to instruct, the default option, the cut-off and
 * business days left) and the options; then the event's terms, key dates,
 * indicators, holdings per account, every other field the service sent, and
 * the sanitised narrative. Cancelled, withdrawn and complete events say so first.
 *
 * Its parts: OptionCard (an option), HoldingsTable (the holdings), EventParts (dates, indicators, other fields).
 */
import { useMemo } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { feedItems } from '@/api/client';
import { useApi } from '@/api/backend';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { CopyButton } from '@/components/CopyButton';
import { StaleNotice } from '@/components/StaleNotice';
import { downloadText, safeFileName } from '@/lib/csv';
import { clean, display, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { ICS_TYPE } from '@/lib/ics';
import { eventDeadlines, toIcs } from '@/features/corporate-actions/exports/ics';
import { actionSummary, affectedAccounts, eventElection, urgency, userTimeZone } from '@/features/corporate-actions/model/action';
import { HoldingsTable } from './HoldingsTable';
import { cashRate, paymentLabel, type PaymentLabel } from '@/features/corporate-actions/model/pays';
import { useMarketHolidays } from '@/features/corporate-actions/market-days/market-holidays';
import { OptionCard } from './OptionCard';
import { Field, Indicators, KeyDates, OtherFields, Terms } from './EventParts';
import { dayNumber, dayText, endStateBanner, eventTypeLabel, instrumentLabel, keyDates, options } from '@/features/corporate-actions/model/event';
import { LookIn } from './LookIn';
import { WatchEvent } from '@/features/corporate-actions/review/WatchEvent';
import { CodeTip } from './CodeTip';
import { codeBook, explainEnum, explainLookupCode } from '@/features/corporate-actions/model/codes';
import { MessageView } from './MessageView';
import { EventHistory } from '@/features/corporate-actions/review/EventHistory';
import { useRecordVersions } from '@/features/corporate-actions/review/history';
import { Narrative } from './Narrative';
import { EVENT_SHOWN, eventTerms, otherFields } from './terms';
import { WhatChanged } from '@/features/corporate-actions/review/WhatChanged';
import type { CorporateActionEvent } from '@/api/types';
import { eventAddress, inboxPart, whoseParams, type EventSearch } from '@/features/corporate-actions/url';
import { eventQueries } from '@/features/corporate-actions/queries';

interface Props {
  eventId: string;
  search: EventSearch;
  /** Changes the event states looked in (the address's lookIn). */
  onLookIn: (lookIn: string | undefined) => void;
}

const ELECTION_COLORS: Record<string, string> = { Elected: 'green', PartialElected: 'yellow', NotElected: 'gray' };

/** Back to the list, and the event states looked in. */
function TopBar({ search, onLookIn }: Pick<Props, 'search' | 'onLookIn'>) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <AnchorLink to="/corporate-actions" search={inboxPart(search)} size="sm">
        ← Back to the list
      </AnchorLink>
      <LookIn search={search} onChange={onLookIn} />
    </Group>
  );
}

const PAYMENT_WORDS: Record<PaymentLabel, string> = {
  paid: 'The pay date has passed (or the event is complete).',
  declared: 'The event is confirmed: the rate is declared.',
  indicative: 'The event is still preliminary: the rate may change.',
  withdrawn: 'The event was withdrawn or cancelled: nothing is paid.',
  unconfirmed: 'The service gives no state this app knows for the event.',
};

/** `Holdings in 3 accounts`, for the link from the summary to them. */
function holdingsLinkText(event: CorporateActionEvent): string {
  const count = Array.isArray(event.Holdings) ? event.Holdings.length : 0;
  return count === 0 ? 'Holdings: none in the selected accounts' : `Holdings in ${count} ${count === 1 ? 'account' : 'accounts'}`;
}

export function EventPage({ eventId, search, onLookIn }: Props) {
  const api = useApi();
  const now = useNow(60_000);
  const query = useSuspenseQuery(eventQueries.event(api, eventId, search));
  const event = query.data;
  const banner = endStateBanner(event);
  // Business days to the cut-off skip the market holidays the instrument's schedule shows.
  const { holidays, knownUntil } = useMarketHolidays(event, now);
  const badge = urgency(event, now, userTimeZone(), holidays);
  // How sure the payment is, where the event pays a cash rate.
  const paying = cashRate(event) ? paymentLabel(event, dayText(dayNumber(now))) : undefined;
  const list = options(event);
  // Only the options that can still be instructed; a link back to this page in each entry.
  const deadlines = eventDeadlines(event, { liveAt: now, link: (id) => eventAddress(window.location.origin, id, whoseParams(search)) });
  const id = clean(event.EventId) ?? eventId;
  const uic = typeof event.Uic === 'number' && Number.isFinite(event.Uic) ? String(event.Uic) : undefined;
  const assetType = clean(event.AssetType);
  const format = event.DisplayAndFormat;
  const election = eventElection(event);
  const timeZone = userTimeZone();
  const terms = eventTerms(event);
  const others = otherFields(event, EVENT_SHOWN);
  // The lookup names the codes (a cache hit after the inbox; asked for here after a deep link, without holding the page).
  const lookup = useQuery(eventQueries.lookup(api, search));
  const lookupEntries = useMemo(() => (lookup.data ? feedItems(lookup.data) : undefined), [lookup.data]);
  const eventTypes = useMemo(() => codeBook(lookupEntries, 'eventType'), [lookupEntries]);
  const assetTypes = useMemo(() => codeBook(lookupEntries, 'assetType'), [lookupEntries]);
  // Each version of the event this browser sees is kept (history.ts).
  useRecordVersions(useMemo(() => [event], [event]));

  return (
    <Stack gap="md">
      <TopBar search={search} onLookIn={onLookIn} />
      {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the event" />}
      {banner && (
        <Alert color={banner.color} variant="light" title={banner.title} role="alert" style={{ borderLeft: `4px solid var(--mantine-color-${banner.color}-filled)` }}>
          {banner.text}
        </Alert>
      )}
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {eventTypeLabel(event)}: {instrumentLabel(event)}
        </Title>
        <Group gap="xs" mt="xs" wrap="wrap">
          <CodeTip explanation={explainEnum('kind', event.CorporateActionType)}>
            <Badge variant="light" color={clean(event.CorporateActionType) === 'Voluntary' ? 'grape' : 'gray'}>
              {enumLabel(event.CorporateActionType)}
            </Badge>
          </CodeTip>
          <CodeTip explanation={explainEnum('state', event.EventState)}>
            <Badge variant="outline">State: {enumLabel(event.EventState)}</Badge>
          </CodeTip>
          {paying && (
            <Badge variant="outline" color="gray" title={PAYMENT_WORDS[paying]}>
              Payment: {paying}
            </Badge>
          )}
          <CodeTip explanation={explainEnum('status', event.EventStatus)}>
            <Badge variant="outline" color="gray">
              Status: {enumLabel(event.EventStatus)}
            </Badge>
          </CodeTip>
          {election && (
            <CodeTip explanation={explainEnum('election', election)}>
              <Badge variant="dot" color={ELECTION_COLORS[election] ?? 'gray'}>
                {enumLabel(election)}
              </Badge>
            </CodeTip>
          )}
          {badge && (
            <Badge variant={badge.color === 'red' ? 'filled' : 'light'} color={badge.color === 'red' ? 'red.9' : badge.color}>
              {badge.label}
            </Badge>
          )}
          <WatchEvent event={event} eventId={id} />
        </Group>
        <Text fw={600} mt="xs" aria-label="Action summary">
          {actionSummary(event, now, timeZone, holidays, knownUntil)}
        </Text>
        {/* The holdings sit below the options and terms: one step away from the summary. */}
        <Anchor
          href="#ca-holdings"
          size="sm"
          onClick={(clicked) => {
            clicked.preventDefault();
            const heading = document.getElementById('ca-holdings');
            heading?.scrollIntoView({ block: 'start' });
            heading?.focus({ preventScroll: true });
          }}
        >
          {holdingsLinkText(event)}
        </Anchor>
        <WhatChanged event={event} />
        <EventHistory event={event} />
      </div>

      <section aria-labelledby="ca-options">
        <Title order={2} size="h4" id="ca-options" mb="sm">
          Options
        </Title>
        {list.length === 0 ? (
          <Note>The service gives no options for this event.</Note>
        ) : (
          <Stack gap="sm">
            {list.map((option, index) => (
              <OptionCard key={`${clean(option.OptionId) ?? 'option'}-${index}`} option={option} />
            ))}
          </Stack>
        )}
      </section>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <Field label="Event id">
            <Group gap={4} wrap="nowrap">
              <span className="mono">{id}</span>
              <CopyButton value={id} label="Copy event id" />
            </Group>
          </Field>
          <Field label="Event type">
            <CodeTip explanation={explainLookupCode('eventType', event.EventType, eventTypes)}>
              {display(event.EventType?.Name)} <span className="mono">({display(event.EventType?.Code)})</span>
            </CodeTip>
          </Field>
          <Field label="Instrument">
            {uic && assetType ? (
              <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType, uic }} size="sm">
                {instrumentLabel(event)}
              </AnchorLink>
            ) : (
              instrumentLabel(event)
            )}
          </Field>
          <Field label="Symbol">
            <span className="mono">{display(format?.Symbol)}</span>
          </Field>
          <Field label="ISIN">
            <span className="mono">{display(format?.IsinCode)}</span>
          </Field>
          <Field label="Asset type">
            <CodeTip explanation={explainLookupCode('assetType', clean(event.AssetType), assetTypes)}>{enumLabel(event.AssetType)}</CodeTip>
          </Field>
          <Field label="Eligible holdings">{formatNumber(event.EligibleHoldings)}</Field>
          <Field label="Affected accounts">{formatNumber(affectedAccounts(event))}</Field>
          <Field label="Electable">{enumLabel(event.Electable)}</Field>
          <Field label="Announced">{formatDate(event.AnnouncedDate)}</Field>
        </SimpleGrid>
        {terms.length > 0 && (
          <section aria-labelledby="ca-terms">
            <Title order={2} size="h5" id="ca-terms" mt="md" mb="xs">
              Terms
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              <Terms terms={terms} />
            </SimpleGrid>
          </section>
        )}
        {deadlines.length > 0 && (
          <Group mt="md">
            <Button variant="default" size="sm" onClick={() => downloadText(safeFileName(`election-deadline-${id}.ics`), toIcs(deadlines, new Date()), ICS_TYPE)}>
              Add the deadline{deadlines.length > 1 ? 's' : ''} to my calendar (.ics)
            </Button>
          </Group>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="ca-dates">
          <Title order={2} size="h4" id="ca-dates" mb="sm">
            Key dates
          </Title>
          <KeyDates dates={keyDates(event)} today={dayNumber(now)} />
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="ca-indicators">
          <Title order={2} size="h4" id="ca-indicators" mb="sm">
            Indicators
          </Title>
          <Indicators indicators={event.EventIndicators} />
        </Paper>
      </SimpleGrid>

      <section aria-labelledby="ca-holdings">
        <Title order={2} size="h4" id="ca-holdings" mb="sm" tabIndex={-1}>
          Holdings
        </Title>
        <HoldingsTable event={event} />
      </section>

      {others.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="ca-other">
          <Title order={2} size="h4" id="ca-other">
            Other fields
          </Title>
          <Text size="xs" c="dimmed">
            Sent by the service for this event, shown as they come.
          </Text>
          <OtherFields fields={others} label="Other fields of the event" />
        </Paper>
      )}

      <MessageView event={event} />

      <Paper withBorder p="md" component="section" aria-labelledby="ca-narrative">
        <Title order={2} size="h4" id="ca-narrative" mb="sm">
          Narrative
        </Title>
        <Narrative html={event.Narrative} label="Event narrative" />
      </Paper>
    </Stack>
  );
}

/** The not-found state: the id is unknown, not held by the selected client or account, or in a state not looked in. */
export function EventNotFound({ eventId, search, onLookIn }: Props) {
  return (
    <Stack gap="md">
      <TopBar search={search} onLookIn={onLookIn} />
      <Stack gap="sm" align="flex-start" py="xl">
        <Title order={1} size="h3">
          Event not found
        </Title>
        <Text>
          The service knows no event <span className="mono">{eventId}</span> held by the selected client or account
          {search.lookIn ? ' in the event states searched' : ''}. Check the id{search.lookIn ? ', look in more states' : ''}, or choose another client, account or sub-accounts in
          the list.
        </Text>
      </Stack>
    </Stack>
  );
}
