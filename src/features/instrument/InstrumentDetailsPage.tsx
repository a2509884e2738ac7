import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import { AnchorLink } from '@/components/RouterLinks';
import { useApi } from '@/api/backend';
import { refKeys, refQueries } from '@/api/queries/refdata';
import type { InstrumentDetails } from '@/api/types';
import { clean, display, enumLabel, formatDateTime } from '@/lib/format';
import { exchangeZone } from '@/model/schedule-zone';
import { marketStatus, normalizeSessions, sessionState, formatDuration } from '@/model/sessions';
import {
  bondRows,
  byRef,
  continuousFutureUic,
  distanceRows,
  futureRows,
  fxRows,
  groupsParam,
  identityRows,
  isBond,
  isFuture,
  isOption,
  optionRootNames,
  optionRows,
  orderSettingRows,
  orderTypeSettings,
  orderTypes,
  otherFields,
  parseGroups,
  refKey,
  relatedInstruments,
  relatedLookup,
  relatedOptionRoots,
  standardAmounts,
  statusRows,
  tickBands,
  tradingRows,
  underlyingOf,
  type InstrumentRef,
} from '@/model/instrument';
import { JsonView } from '@/components/JsonView';
import { RequestPanel } from './RequestPanel';
import { detailsParams, type DetailsSearch } from './url';
import { ChipList, DistancesTable, InstrumentLink, RowsTable, Section, TickBandsTable } from './sections';

export interface DetailsPageProps {
  uic: number;
  assetType: string;
  search: DetailsSearch;
  onSearchChange: (patch: DetailsSearch) => void;
}

export function InstrumentDetailsPage({ uic, assetType, search, onSearchChange }: DetailsPageProps) {
  const api = useApi();
  // The previous details stay on screen (dimmed, marked as updating) while a change of the request loads.
  const query = useQuery({ ...refQueries.details(api, uic, assetType, detailsParams(search)), placeholderData: keepPreviousData });
  const details = query.data;
  const updating = query.isFetching && (query.isPlaceholderData || details === undefined);
  const tab = search.tab ?? 'overview';

  const request = <RequestPanel uic={uic} assetType={assetType} search={search} onSearchChange={onSearchChange} loading={updating} />;
  if (query.isError && !details) {
    return (
      <Stack gap="md">
        {request}
        <div>
          <Title order={2} size="h4">
            The details could not be loaded
          </Title>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </div>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {request}
      {details === undefined ? (
        <PageLoader />
      ) : (
        <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'json' ? 'json' : undefined })} keepMounted={false}>
          <Tabs.List aria-label="Details views">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="json">Raw JSON</Tabs.Tab>
          </Tabs.List>
          <div aria-busy={updating} data-updating={updating || undefined} style={{ opacity: updating ? 0.55 : 1, transition: 'opacity 120ms' }}>
            <Tabs.Panel value="overview" pt="md">
              <DetailsOverview details={details} uic={uic} assetType={assetType} search={search} onSearchChange={onSearchChange} />
            </Tabs.Panel>
            <Tabs.Panel value="json" pt="md">
              <JsonView value={details} label="Raw JSON of the details" maxHeight={720} />
            </Tabs.Panel>
          </div>
        </Tabs>
      )}
    </Stack>
  );
}

function DetailsOverview({ details, uic, assetType, search, onSearchChange }: { details: InstrumentDetails } & DetailsPageProps) {
  const api = useApi();
  const groups = parseGroups(search.groups);
  const related = relatedInstruments(details);
  const lookup = relatedLookup(related);
  const describedQuery = useQuery({ ...refQueries.detailsList(api, lookup ?? {}), enabled: lookup !== undefined });
  const described = byRef(describedQuery.data?.Data);
  const continuous = continuousFutureUic(details, related, described);
  const underlying = underlyingOf(details, related);
  const roots = relatedOptionRoots(details);
  // The details name related option roots by id only; searches already made may know their symbols.
  const queryClient = useQueryClient();
  const rootNames = optionRootNames(roots.length ? queryClient.getQueriesData({ queryKey: refKeys.search(api) }).map(([, data]) => data) : []);
  const bands = tickBands(details.TickSizeScheme);
  const distances = distanceRows(details);
  const amounts = standardAmounts(details);
  const types = orderTypes(details);
  const settings = orderTypeSettings(details);
  const others = otherFields(details);
  const option = isOption(details);
  const future = isFuture(details);
  const bond = isBond(details);
  const fx = fxRows(details);
  const ownRoot = typeof details.OptionRootId === 'number' ? details.OptionRootId : undefined;
  const addGroup = (group: string) => onSearchChange({ groups: groupsParam([...groups, group]) });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title="Identity">
          <RowsTable rows={identityRows(details, uic)} label="Identity" />
        </Section>
        <Stack gap="md">
          <Section title="Status">
            <RowsTable rows={statusRows(details)} label="Status" />
          </Section>
          {option && (
            <Section title="Option">
              <RowsTable rows={optionRows(details)} label="Option" />
              <Group gap="md" mt="xs">
                {underlying && (
                  <Text size="sm">
                    Underlying:{' '}
                    <InstrumentLink uic={underlying.uic} assetType={underlying.assetType}>
                      {describedName(described.get(refKey(underlying)), underlying)}
                    </InstrumentLink>
                  </Text>
                )}
                {(ownRoot ?? roots[0]?.optionRootId) !== undefined && (
                  <Text size="sm">
                    Option chain:{' '}
                    <AnchorLink to="/options/$optionRootId" params={{ optionRootId: (ownRoot ?? roots[0]?.optionRootId) as number }}>
                      Option root {ownRoot ?? roots[0]?.optionRootId}
                    </AnchorLink>
                  </Text>
                )}
              </Group>
            </Section>
          )}
          {future && (
            <Section title="Future">
              <RowsTable rows={futureRows(details)} label="Future" />
              <FuturesSpaceLink
                continuous={continuous}
                own={continuous !== undefined && continuous === details.Uic}
                loading={describedQuery.isPending && lookup !== undefined}
                failed={describedQuery.isError}
              />
            </Section>
          )}
          {bond && (
            <Section title="Bond">
              <RowsTable rows={bondRows(details)} label="Bond" />
            </Section>
          )}
          {fx.length > 0 && (
            <Section title="FX dates">
              <RowsTable rows={fx} label="FX dates" />
            </Section>
          )}
        </Stack>
      </SimpleGrid>

      <Section title="Trading">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <RowsTable rows={tradingRows(details)} label="Trading" />
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={600} mb={4}>
                Order types
              </Text>
              <ChipList items={types.map((type) => enumLabel(type))} label="Order types" />
            </div>
            <div>
              <Text size="sm" fw={600} mb={4}>
                Standard amounts
              </Text>
              <ChipList items={amounts} label="Standard amounts" />
            </div>
            <div>
              <Text size="sm" fw={600} mb={4}>
                Order durations
              </Text>
              {settings.length > 0 ? (
                <OrderTypeSettingsTable settings={settings} />
              ) : groups.includes('SupportedOrderTypeSettings') ? (
                <Text size="sm" c="dimmed">
                  The service sent no order type settings.
                </Text>
              ) : (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    The durations per order type come with a field group.
                  </Text>
                  <Button size="compact-sm" variant="light" onClick={() => addGroup('SupportedOrderTypeSettings')}>
                    Show order durations
                  </Button>
                </Group>
              )}
            </div>
          </Stack>
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title="Tick size scheme">
          {bands.length > 0 ? (
            <TickBandsTable bands={bands} />
          ) : (
            <Text size="sm" c="dimmed">
              No tick size scheme: the tick size is {display(details.TickSize === undefined ? undefined : String(details.TickSize), 'not given')} at every
              price.
            </Text>
          )}
        </Section>
        <Section title="Order distances">
          {distances.length > 0 ? (
            <DistancesTable rows={distances} />
          ) : (
            <Text size="sm" c="dimmed">
              The service sent no default order distances.
            </Text>
          )}
        </Section>
      </SimpleGrid>

      <Section title="Related">
        <RelatedList
          related={related}
          described={described}
          continuous={continuous}
          underlying={underlying}
          loading={describedQuery.isPending && lookup !== undefined}
        />
        <Text size="sm" fw={600} mt="md" mb={4}>
          Option roots
        </Text>
        {roots.length === 0 ? (
          <Text size="sm" c="dimmed">
            No related option roots.
          </Text>
        ) : (
          <Group gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Related option roots">
            {roots.map((root) => (
              <li key={root.optionRootId}>
                <AnchorLink to="/options/$optionRootId" params={{ optionRootId: root.optionRootId }}>
                  {rootNames.get(root.optionRootId)?.symbol ?? `Option root ${root.optionRootId}`}
                </AnchorLink>{' '}
                <Text span size="sm" c="dimmed">
                  {[
                    rootNames.get(root.optionRootId)?.description,
                    root.assetType ? enumLabel(root.assetType) : undefined,
                    rootNames.get(root.optionRootId)?.symbol ? `root ${root.optionRootId}` : undefined,
                    root.strategies.length ? `${root.strategies.length} strategies` : undefined,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </li>
            ))}
          </Group>
        )}
      </Section>

      {groups.includes('OrderSetting') && (
        <Section title="Order setting" actions={<GroupBadge name="OrderSetting" />}>
          <RowsTable rows={orderSettingRows(details)} label="Order setting" />
        </Section>
      )}
      {groups.includes('TradingSessions') && (
        <Section title="Trading sessions" actions={<GroupBadge name="TradingSessions" />}>
          <SessionsSummary details={details} uic={uic} assetType={assetType} />
        </Section>
      )}

      <Section title="Other fields">
        {others.length > 0 ? (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              Fields the service sent that the sections above do not show
              {groups.includes('MarketData') ? ' (the MarketData field group adds its fields here)' : ''}.
            </Text>
            <RowsTable rows={others} label="Other fields" />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Every field the service sent is shown above{groups.includes('MarketData') ? '; the MarketData field group added none' : ''}.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

function GroupBadge({ name }: { name: string }) {
  return (
    <Badge variant="outline" color="gray" tt="none" className="mono">
      FieldGroups={name}
    </Badge>
  );
}

function describedName(entry: InstrumentDetails | undefined, ref: InstrumentRef): string {
  const symbol = clean(entry?.Symbol);
  const description = clean(entry?.Description);
  if (symbol && description) return `${symbol} – ${description}`;
  return symbol ?? description ?? `Uic ${ref.uic}`;
}

function FuturesSpaceLink({ continuous, own, loading, failed }: { continuous: number | undefined; own: boolean; loading: boolean; failed: boolean }) {
  if (continuous !== undefined) {
    return (
      <Text size="sm" mt="xs">
        {own ? 'This is a continuous future: ' : 'Part of a futures space: '}
        <AnchorLink to="/futures/$uic" params={{ uic: continuous }}>
          Open the futures space
        </AnchorLink>{' '}
        <Text span size="sm" c="dimmed" className="tabular">
          (continuous future Uic {continuous})
        </Text>
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {loading
        ? 'Looking for the futures space…'
        : failed
          ? 'The related instruments could not be looked up, so the futures space is not known.'
          : 'No futures space found among the related instruments.'}
    </Text>
  );
}

function RelatedList({
  related,
  described,
  continuous,
  underlying,
  loading,
}: {
  related: readonly InstrumentRef[];
  described: Map<string, InstrumentDetails>;
  continuous: number | undefined;
  underlying: InstrumentRef | undefined;
  loading: boolean;
}) {
  if (related.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No related instruments.
      </Text>
    );
  return (
    <Table aria-label="Related instruments" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Instrument</Table.Th>
          <Table.Th scope="col">Description</Table.Th>
          <Table.Th scope="col">Asset type</Table.Th>
          <Table.Th scope="col">Uic</Table.Th>
          <Table.Th scope="col">Notes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {related.map((ref) => {
          const entry = described.get(refKey(ref));
          const isContinuous = continuous === ref.uic && ref.assetType === 'ContractFutures';
          return (
            <Table.Tr key={refKey(ref)}>
              <Table.Td>
                <InstrumentLink uic={ref.uic} assetType={ref.assetType}>
                  {clean(entry?.Symbol) ?? `${enumLabel(ref.assetType)} ${ref.uic}`}
                </InstrumentLink>
              </Table.Td>
              <Table.Td>{loading ? '…' : display(entry?.Description)}</Table.Td>
              <Table.Td>{enumLabel(ref.assetType)}</Table.Td>
              <Table.Td className="tabular mono">{ref.uic}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {underlying && refKey(underlying) === refKey(ref) && <Badge size="sm">Underlying</Badge>}
                  {isContinuous && (
                    <AnchorLink to="/futures/$uic" params={{ uic: ref.uic }} size="sm">
                      Futures space
                    </AnchorLink>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function OrderTypeSettingsTable({ settings }: { settings: readonly { orderType: string; durations: string[] }[] }) {
  return (
    <Table aria-label="Order durations" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Order type</Table.Th>
          <Table.Th scope="col">Durations</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {settings.map((setting) => (
          <Table.Tr key={setting.orderType}>
            <Table.Th scope="row" fw={500}>
              {enumLabel(setting.orderType)}
            </Table.Th>
            <Table.Td>{setting.durations.length ? setting.durations.map((duration) => enumLabel(duration)).join(', ') : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The TradingSessions field group: the sessions in the exchange's zone, and a way to the full schedule. */
function SessionsSummary({ details, uic, assetType }: { details: InstrumentDetails; uic: number; assetType: string }) {
  const api = useApi();
  const timeZones = useQuery(refQueries.timeZones(api));
  const schedule = details.TradingSessions;
  const { sessions } = normalizeSessions(schedule?.Sessions);
  const zone = exchangeZone(schedule, timeZones.data?.Data, details.Exchange?.TimeZoneId);
  const [now] = useState(() => Date.now());
  const status = marketStatus(sessions, now);
  // Extended hours and auctions are not "open now": they are named.
  const currentState = status.current ? sessionState(status.current.state) : undefined;
  const link = (
    <AnchorLink to="/instruments/$assetType/$uic/schedule" params={{ assetType, uic: String(uic) }} size="sm">
      Open the trading schedule
    </AnchorLink>
  );
  if (!schedule || sessions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The service sent no trading sessions. {link}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge color={!status.open ? 'gray' : currentState?.category === 'regular' ? 'green' : 'cyan'}>
          {!status.open ? 'Not open now' : currentState?.category === 'regular' ? 'Open now' : `${currentState?.label ?? 'Trading'} now`}
        </Badge>
        <Text size="sm" c="dimmed">
          {sessions.length} sessions, times in {zone.name}
          {zone.zone !== zone.name ? ` (${zone.zone})` : ''}.
        </Text>
        {link}
      </Group>
      <Table.ScrollContainer minWidth={480} mah={320}>
        <Table aria-label="Trading sessions of the field group" verticalSpacing={2} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Start</Table.Th>
              <Table.Th scope="col">End</Table.Th>
              <Table.Th scope="col">Duration</Table.Th>
              <Table.Th scope="col">State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={`${session.index}-${session.start}`}>
                <Table.Td className="tabular">{formatDateTime(new Date(session.start), zone.zone)}</Table.Td>
                <Table.Td className="tabular">{formatDateTime(new Date(session.end), zone.zone)}</Table.Td>
                <Table.Td className="tabular">{formatDuration(session.end - session.start)}</Table.Td>
                <Table.Td>{sessionState(session.state).label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
