/**
 * The same security elsewhere: the ISIN corporate-action events give for the Uic, and the listings a search finds
 * that share the instrument's group. Two requests of its own, one after the other (the search is on the ISIN when
 * the events give one); each shows its own loading, failure and retry, and neither holds the rest of the page.
 */
import { Badge, Group, Loader, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useInViewport } from '@mantine/hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { isApiError } from '@/api/errors';
import type { CorporateActionEvent, Feed, InstrumentDetails, InstrumentSummary } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Note } from '@/components/Note';
import { TableHead } from '@/components/TableHead';
import { MISSING, display, enumLabel } from '@/lib/format';
import { eventKeywords, isinFromEvents, otherListings, sameSecurity, searchKeyword, type Listing, type SearchKeyword } from '@/model/same-security';
import { instrumentQueries } from './queries';
import { InstrumentLink, RowsTable, Section } from './sections';

interface SameSecuritySectionProps {
  details: InstrumentDetails;
  uic: number;
  assetType: string;
  /** The address's client: whose corporate-action events are read (the caller's own when absent). */
  clientKey: string | undefined;
}

const KIND: Record<SearchKeyword['kind'], string> = { isin: 'ISIN', description: 'description', symbol: 'symbol' };

const TITLE = 'The same security elsewhere';

/**
 * Asked for once the section comes into view: two requests that most visits would not read (the broker's quotas
 * count every one), sent after the page's own.
 */
export function SameSecuritySection(props: SameSecuritySectionProps) {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  return (
    <div ref={ref}>
      {seen ? (
        <SameSecurityBody {...props} />
      ) : (
        <Section title={TITLE}>
          <Note>Looked up when this section comes into view.</Note>
        </Section>
      )}
    </div>
  );
}

function SameSecurityBody({ details, uic, assetType, clientKey }: SameSecuritySectionProps) {
  const api = useApi();
  const eventWords = eventKeywords(details);
  const events = useQuery({ ...instrumentQueries.isinEvents(api, eventWords ?? '', clientKey), enabled: eventWords !== undefined });
  const source = isinFromEvents(events.data?.Data, uic);
  // The search waits for the events' answer or failure: it is on the ISIN when they give one.
  const eventsSettled = eventWords === undefined || !events.isPending;
  const keyword = eventsSettled ? searchKeyword(source?.isin, details) : undefined;
  const search = useQuery({ ...instrumentQueries.sameSecurity(api, keyword?.text ?? ''), enabled: keyword !== undefined });

  const askingEvents = eventWords !== undefined && (events.isPending || (events.isError && events.isFetching));
  const searching = keyword !== undefined && (search.isPending || (search.isError && search.isFetching));
  const status = askingEvents ? 'Looking for the ISIN in corporate actions…' : searching && keyword ? `Searching on the ${KIND[keyword.kind]} “${keyword.text}”…` : '';

  return (
    <Section
      title={TITLE}
      actions={
        <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
          {status && (
            <>
              <Loader size="xs" aria-hidden="true" />
              <Note>{status}</Note>
            </>
          )}
        </Group>
      }
    >
      <Stack gap="sm">
        <IsinRows eventWords={eventWords} events={events} source={source} uic={uic} clientKey={clientKey} />
        {!eventsSettled ? (
          <Note>The search for other listings starts when corporate actions have answered: on the ISIN if they give one.</Note>
        ) : keyword === undefined ? (
          <Note>The details give no description or symbol to search on.</Note>
        ) : (
          <Listings search={search} keyword={keyword} details={details} uic={uic} assetType={assetType} />
        )}
      </Stack>
    </Section>
  );
}

function IsinRows({
  eventWords,
  events,
  source,
  uic,
  clientKey,
}: {
  eventWords: string | undefined;
  events: UseQueryResult<Feed<CorporateActionEvent>>;
  source: ReturnType<typeof isinFromEvents>;
  uic: number;
  clientKey: string | undefined;
}) {
  const whose = clientKey ? `client ${clientKey}` : 'your own client';
  const forbidden = isApiError(events.error) && events.error.isForbidden;
  let isin = 'Not known';
  let from: string;
  if (eventWords === undefined) from = 'The details give no symbol or description to look for in corporate actions; reference data gives no ISIN.';
  else if (source) {
    isin = source.isin;
    from = `Corporate-action event ${source.eventId ?? '(no id)'} on Uic ${uic}${source.assetType ? ` (${enumLabel(source.assetType)})` : ''}, among the events of ${whose}; reference data gives no ISIN.`;
    if (source.others.length) from += ` Other events of this Uic name ${source.others.join(', ')}.`;
  } else if (events.isPending) {
    isin = '…';
    from = `Asking the corporate-action events of ${whose} for ${eventWords}.`;
  } else if (forbidden) from = 'Corporate actions are not available to this user: the service answered 403 Forbidden. Reference data gives no ISIN.';
  else if (events.isError) from = 'The corporate-action events could not be loaded, and reference data gives no ISIN.';
  else
    from = `No corporate-action event of ${whose} is on Uic ${uic} (the list holds the events of instruments the client holds, within a year), and reference data gives no ISIN.`;
  return (
    <div>
      <RowsTable
        rows={[
          { label: 'ISIN', value: isin, mono: isin !== 'Not known' && isin !== '…' },
          { label: 'Source', value: from },
        ]}
        label="ISIN from corporate actions"
      />
      {events.isError && !forbidden && !source && <ErrorState error={events.error} onRetry={() => void events.refetch()} compact />}
    </div>
  );
}

function Listings({
  search,
  keyword,
  details,
  uic,
  assetType,
}: {
  search: UseQueryResult<Feed<InstrumentSummary>>;
  keyword: SearchKeyword;
  details: InstrumentDetails;
  uic: number;
  assetType: string;
}) {
  const on = `the ${KIND[keyword.kind]} “${keyword.text}”`;
  if (search.data === undefined) {
    // A line while the search runs, in place of the note before it: the section does not shrink and grow again.
    if (!search.isError) return <Note>Other listings: the search on {on} is under way.</Note>;
    return (
      <div>
        <Note>The search on {on} could not be made.</Note>
        <ErrorState error={search.error} onRetry={() => void search.refetch()} compact />
      </div>
    );
  }
  const result = sameSecurity(search.data.Data, uic, assetType, details);
  const others = otherListings(result);
  const more = search.data.__next ? ' The search has more rows than the 1,000 read: a listing beyond them is not shown.' : '';
  if (result.kind !== 'grouped' || others.length === 0) {
    const why =
      result.kind === 'not-found'
        ? 'The search did not return this instrument itself, so its group (GroupId) is not known.'
        : result.kind === 'ungrouped'
          ? 'The service puts this instrument in no group (GroupId 0), so it links no other listing to it.'
          : `No other row of the search shares this instrument’s GroupId ${result.groupId}.`;
    return (
      <EmptyState title={`No other listing found by the search on ${on}`}>
        {why}
        {more}
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs">
      <Note>
        The rows of the search on {on} that share this instrument’s GroupId {result.groupId}
        {keyword.kind === 'isin'
          ? ': the listings of that ISIN.'
          : '. Without an ISIN the search cannot tell one security from another: a group also holds other share classes and instruments related to it.'}
        {!result.primaryFound && result.primaryUic !== undefined ? ` The service names Uic ${result.primaryUic} as the primary listing, which the search did not return.` : ''}
        {more}
      </Note>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label="Listings of the same security" verticalSpacing={4}>
          <TableHead columns={['Symbol', 'Description', 'Exchange', 'Currency', 'Asset type', 'Notes']} />
          <Table.Tbody>
            {result.listings.map((listing) => (
              <ListingRow key={listing.uic} listing={listing} shownAs={assetType} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ListingRow({ listing, shownAs }: { listing: Listing; shownAs: string }) {
  const name = listing.symbol ?? `${enumLabel(listing.assetType)} ${listing.uic}`;
  // This page itself is no link; the same Uic under another asset type is.
  const here = listing.isThis && listing.assetType === shownAs;
  return (
    <Table.Tr>
      <Table.Td className="mono">
        {here ? (
          name
        ) : (
          <InstrumentLink uic={listing.uic} assetType={listing.assetType}>
            {name}
          </InstrumentLink>
        )}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{display(listing.description)}</Table.Td>
      <Table.Td>{display(listing.exchange)}</Table.Td>
      <Table.Td>{display(listing.currency)}</Table.Td>
      <Table.Td>{enumLabel(listing.assetType)}</Table.Td>
      <Table.Td>
        {listing.isThis || listing.isPrimary ? (
          <Group gap={4}>
            {listing.isThis && (
              <Badge size="sm" variant="outline" tt="none">
                This listing
              </Badge>
            )}
            {listing.isPrimary && (
              <Badge size="sm" tt="none">
                Primary listing
              </Badge>
            )}
          </Group>
        ) : (
          MISSING
        )}
      </Table.Td>
    </Table.Tr>
  );
}
