/**
 * One corporate action event (4.9): what it is and its state, the key dates
 * on a timeline, indicators, each option with its movements, rates and
 * deadlines, the holdings per account with their election status, and the
 * sanitised narrative. Cancelled, withdrawn and complete events say so first.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { caQueries } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent, EventOption, Holding } from '@/api/types';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { CopyButton } from '@/components/CopyButton';
import { StaleNotice } from '@/components/StaleNotice';
import { TableHead } from '@/components/TableHead';
import { downloadText, safeFileName } from '@/lib/csv';
import { clean, display, enumLabel, formatBoolean, formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { eventDeadlines, ICS_TYPE, toIcs } from './ics';
import { eventElection, urgency, userTimeZone } from './action';
import { dayNumber, endStateBanner, eventTypeLabel, formatRate, formatWhen, instrumentLabel, keyDates, options, type KeyDate } from './model';
import { LookIn } from './LookIn';
import { Narrative } from './Narrative';
import { eventParams, inboxPart, type EventSearch } from './url';
import classes from './EventPage.module.css';

interface Props {
  eventId: string;
  search: EventSearch;
  /** Changes the event states looked in (the address's lookIn). */
  onLookIn: (lookIn: string | undefined) => void;
}

const ELECTION_COLORS: Record<string, string> = { Elected: 'green', PartialElected: 'yellow', NotElected: 'gray' };
const DATE_COLORS: Record<string, string> = { deadline: 'red', 'market-deadline': 'orange', ex: 'blue', record: 'teal', pay: 'green', announced: 'gray', effective: 'indigo' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={classes.label}>{label}</div>
      <div className={classes.value}>{children}</div>
    </div>
  );
}

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

export function EventPage({ eventId, search, onLookIn }: Props) {
  const api = useApi();
  const now = useNow(60_000);
  const query = useSuspenseQuery(caQueries.event(api, eventId, eventParams(search)));
  const event = query.data;
  const banner = endStateBanner(event);
  const badge = urgency(event, now, userTimeZone());
  const deadlines = eventDeadlines(event);
  const id = clean(event.EventId) ?? eventId;
  const uic = typeof event.Uic === 'number' && Number.isFinite(event.Uic) ? String(event.Uic) : undefined;
  const assetType = clean(event.AssetType);
  const format = event.DisplayAndFormat;
  const election = eventElection(event);

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
          <Badge variant="light" color={clean(event.CorporateActionType) === 'Voluntary' ? 'grape' : 'gray'}>
            {enumLabel(event.CorporateActionType)}
          </Badge>
          <Badge variant="outline">State: {enumLabel(event.EventState)}</Badge>
          <Badge variant="outline" color="gray">
            Status: {enumLabel(event.EventStatus)}
          </Badge>
          {election && (
            <Badge variant="dot" color={ELECTION_COLORS[election] ?? 'gray'}>
              {enumLabel(election)}
            </Badge>
          )}
          {badge && (
            <Badge variant={badge.color === 'red' ? 'filled' : 'light'} color={badge.color}>
              {badge.label}
            </Badge>
          )}
        </Group>
      </div>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <Field label="Event id">
            <Group gap={4} wrap="nowrap">
              <span className="mono">{id}</span>
              <CopyButton value={id} label="Copy event id" />
            </Group>
          </Field>
          <Field label="Event type">
            {display(event.EventType?.Name)} <span className="mono">({display(event.EventType?.Code)})</span>
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
          <Field label="Asset type">{enumLabel(event.AssetType)}</Field>
          <Field label="Eligible holdings">{formatNumber(event.EligibleHoldings)}</Field>
          <Field label="Affected accounts">{formatNumber(event.AffectedAccounts)}</Field>
          <Field label="Electable">{enumLabel(event.Electable)}</Field>
          {clean(event.InformationToComply) && <Field label="Information to comply">{enumLabel(event.InformationToComply)}</Field>}
        </SimpleGrid>
        {deadlines.length > 0 && (
          <Group mt="md">
            <Button
              variant="default"
              size="sm"
              onClick={() => downloadText(safeFileName(`election-deadline-${id}.ics`), toIcs(deadlines, new Date()), ICS_TYPE)}
            >
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

      <section aria-labelledby="ca-options">
        <Title order={2} size="h4" id="ca-options" mb="sm">
          Options
        </Title>
        {options(event).length === 0 ? (
          <Note>The service gives no options for this event.</Note>
        ) : (
          <Stack gap="sm">
            {options(event).map((option, index) => (
              <OptionCard key={`${clean(option.OptionId) ?? 'option'}-${index}`} option={option} />
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="ca-holdings">
        <Title order={2} size="h4" id="ca-holdings" mb="sm">
          Holdings
        </Title>
        <Holdings event={event} />
      </section>

      <Paper withBorder p="md" component="section" aria-labelledby="ca-narrative">
        <Title order={2} size="h4" id="ca-narrative" mb="sm">
          Narrative
        </Title>
        <Narrative html={event.Narrative} label="Event narrative" />
      </Paper>
    </Stack>
  );
}

/** A table that scrolls sideways on narrow screens; the scrolling area can be reached and scrolled with the keyboard. */
function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mt="sm" scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}

function KeyDates({ dates, today }: { dates: KeyDate[]; today: number }) {
  if (dates.length === 0) return <Note>No dates given yet.</Note>;
  const past = dates.filter((date) => date.day < today).length;
  const hasBoth = dates.some((date) => date.kind === 'deadline') && dates.some((date) => date.kind === 'market-deadline');
  return (
    <>
      <Timeline active={past - 1} bulletSize={14} lineWidth={2} aria-label="Key dates" component="ol" style={{ paddingLeft: 0, listStyle: 'none' }}>
        {dates.map((date, index) => (
          <Timeline.Item key={`${date.kind}-${date.date}-${index}`} component="li" color={DATE_COLORS[date.kind]} title={date.label} lineVariant={date.day < today ? 'solid' : 'dashed'}>
            <Text size="sm" className="tabular">
              {formatWhen(date.date)}
              {date.day === today ? ' (today)' : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {hasBoth && (
        <Text size="xs" c="dimmed" mt="sm">
          The broker’s election deadline comes before the market’s: instructions must reach the broker by its deadline.
        </Text>
      )}
    </>
  );
}

function Indicators({ indicators }: { indicators: CorporateActionEvent['EventIndicators'] }) {
  const list = (Array.isArray(indicators) ? indicators : []).filter((item) => item && clean(item.Indicator));
  if (list.length === 0) return <Note>None.</Note>;
  return (
    <Stack gap={6}>
      {list.map((item, index) => (
        <Field key={`${item.Indicator}-${index}`} label={enumLabel(item.Indicator)}>
          {(Array.isArray(item.Values) ? item.Values : []).map((value) => clean(value?.Name) ?? clean(value?.Description) ?? clean(value?.Code)).filter(Boolean).join(', ') || display(undefined)}
        </Field>
      ))}
    </Stack>
  );
}

function OptionCard({ option }: { option: EventOption }) {
  const id = clean(option.OptionId) ?? '?';
  const type = clean(option.OptionType?.Name) ?? clean(option.OptionType?.Code);
  const cash = (Array.isArray(option.CashMovements) ? option.CashMovements : []).filter(Boolean);
  const securities = (Array.isArray(option.SecurityMovements) ? option.SecurityMovements : []).filter(Boolean);
  const headingId = `ca-option-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const rates: [string, string | undefined][] = [
    ['Gross rate', option.GrossRate !== undefined ? formatNumber(option.GrossRate) : undefined],
    ['Net rate', option.NetRate !== undefined ? formatNumber(option.NetRate) : undefined],
    ['Minimum price', formatRate(option.MinPrice)],
    ['Maximum price', formatRate(option.MaxPrice)],
    ['Minimum exercisable', option.MinExercisableQuantity !== undefined ? formatNumber(option.MinExercisableQuantity) : undefined],
    ['Maximum exercisable', option.MaxExercisableQuantity !== undefined ? formatNumber(option.MaxExercisableQuantity) : undefined],
  ];
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          Option {id}
          {type ? `: ${type}` : ''}
        </Title>
        {clean(option.OptionType?.Code) && (
          <Badge variant="outline" color="gray" className="mono">
            {clean(option.OptionType?.Code)}
          </Badge>
        )}
        {option.IsDefault === true && <Badge variant="light">Default</Badge>}
        {clean(option.OptionStatus) && <Badge color="orange">{enumLabel(option.OptionStatus)}</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        <Field label="Election deadline">{formatWhen(option.Deadline?.Date)}</Field>
        <Field label="Payment date">{formatWhen(option.Payment?.Date)}</Field>
        <Field label="Taxable">{formatBoolean(option.IsTaxable)}</Field>
        <Field label="Cash required">{formatBoolean(option.CashRequired)}</Field>
        {rates
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
      </SimpleGrid>
      {cash.length > 0 && (
        <ScrollTable minWidth={520} label={`Cash movements of option ${id}, scrollable`}>
          <Table aria-label={`Cash movements of option ${id}`} fz="sm">
            <TableHead
              columns={[
                'Cash movement',
                'Currency',
                { title: 'Amount', ta: 'right' },
                { title: 'Gross dividend', ta: 'right' },
                { title: 'Net dividend', ta: 'right' },
                { title: 'Price', ta: 'right' },
              ]}
            />
            <Table.Tbody>
              {cash.map((movement, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{enumLabel(movement.CashMovementType)}</Table.Td>
                  <Table.Td>{display(movement.Currency)}</Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.Amount)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.GrossDividend)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.NetDividend)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.OfferPrice ?? movement.SubscriptionPrice)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {securities.length > 0 && (
        <ScrollTable minWidth={520} label={`Security movements of option ${id}, scrollable`}>
          <Table aria-label={`Security movements of option ${id}`} fz="sm">
            <TableHead
              columns={['Security movement', 'Security', { title: 'Old : new', ta: 'right' }, { title: 'Reinvestment price', ta: 'right' }, 'Pari passu']}
            />
            <Table.Tbody>
              {securities.map((movement, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{enumLabel(movement.SecurityMovementType)}</Table.Td>
                  <Table.Td>
                    {display(movement.DisplayAndFormat?.Description ?? movement.DisplayAndFormat?.Symbol)}{' '}
                    <Text span size="xs" c="dimmed" className="mono">
                      {display(movement.DisplayAndFormat?.IsinCode, '')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {movement.OldQuantity !== undefined || movement.NewQuantity !== undefined ? `${formatNumber(movement.OldQuantity)} : ${formatNumber(movement.NewQuantity)}` : display(undefined)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.ReinvestmentPrice)}
                  </Table.Td>
                  <Table.Td>{formatWhen(movement.PariPassu?.Date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {clean(option.Narrative) && (
        <Stack gap={4} mt="sm">
          <Text size="xs" c="dimmed">
            Option narrative
          </Text>
          <Narrative html={option.Narrative} label={`Narrative of option ${id}`} />
        </Stack>
      )}
    </Paper>
  );
}

function Holdings({ event }: { event: CorporateActionEvent }) {
  const holdings = (Array.isArray(event.Holdings) ? event.Holdings : []).filter((holding): holding is Holding => Boolean(holding) && typeof holding === 'object');
  if (holdings.length === 0) return <Note>No holdings in the selected accounts.</Note>;
  return (
    <Paper withBorder>
      <ScrollTable minWidth={640} label="Holdings per account, scrollable">
        <Table aria-label="Holdings per account" fz="sm" striped>
          <TableHead
            columns={[
              'Account',
              { title: 'Holding', ta: 'right' },
              { title: 'Elected', ta: 'right' },
              'Election status',
              'Elections per option',
              'Standing instruction',
            ]}
          />
          <Table.Tbody>
            {holdings.map((holding, index) => {
              const status = clean(holding.ElectionStatus);
              const elections = (Array.isArray(holding.Options) ? holding.Options : []).filter(Boolean);
              return (
                <Table.Tr key={`${clean(holding.AccountKey) ?? 'holding'}-${index}`}>
                  <Table.Td>
                    {display(holding.AccountDisplayName ?? holding.AccountId)}{' '}
                    <Text span size="xs" c="dimmed" className="mono">
                      {display(holding.AccountId, '')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(holding.Amount)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(holding.ElectedAmount)}
                  </Table.Td>
                  <Table.Td>
                    {status ? (
                      <Badge variant="dot" color={ELECTION_COLORS[status] ?? 'gray'}>
                        {enumLabel(status)}
                      </Badge>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        No election (mandatory)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {elections.length === 0
                      ? display(undefined)
                      : elections.map((item, itemIndex) => (
                          <Text key={itemIndex} size="sm">
                            Option {display(item.OptionId)}: {formatNumber(item.ElectedAmount)} ({enumLabel(item.ElectionType)}
                            {clean(item.Instruction?.Status) ? `, ${enumLabel(item.Instruction?.Status)}` : ''}
                            {clean(item.Instruction?.Reason) ? `: ${clean(item.Instruction?.Reason)}` : ''})
                          </Text>
                        ))}
                  </Table.Td>
                  <Table.Td>{enumLabel(holding.StandingInstructionStatus)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
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
          {search.lookIn ? ' in the event states searched' : ''}. Check the id{search.lookIn ? ', look in more states' : ''}, or choose another client, account or
          sub-accounts in the list.
        </Text>
      </Stack>
    </Stack>
  );
}
