import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDeferredValue, type ComponentProps } from 'react';
import classes from './instrument.module.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Note } from '@/components/Note';
import { ErrorState } from '@/components/ErrorState';
import { StaleNotice } from '@/components/StaleNotice';
import { JsonView } from '@/components/JsonView';
import { PageLoader } from '@/components/PageLoader';
import { useApi } from '@/api/backend';
import type { InstrumentDetails } from '@/api/types';
import {
  byRef,
  continuousFutureUic,
  groupsParam,
  type FieldGroup,
  orderSettingRows,
  otherFields,
  parseGroups,
  relatedInstruments,
  relatedLookup,
  relatedOptionRoots,
  underlyingOf,
} from '@/model/instrument';
import { IdentitySection } from './IdentitySection';
import { RelatedSection } from './RelatedSection';
import { RequestPanel } from './RequestPanel';
import { SameSecuritySection } from './SameSecuritySection';
import { RowsTable, Section } from './sections';
import { SessionsSummary } from './SessionsSummary';
import { PriceStepsSections, TradingSection } from './TradingSection';
import { instrumentQueries } from './queries';
import type { DetailsSearch } from './url';

export interface DetailsPageProps {
  uic: number;
  assetType: string;
  search: DetailsSearch;
  onSearchChange: (patch: DetailsSearch) => void;
}

export function InstrumentDetailsPage({ uic, assetType, search, onSearchChange }: DetailsPageProps) {
  const api = useApi();
  // The previous details stay on screen (dimmed, marked as updating) while a change of the request loads.
  const query = useQuery({ ...instrumentQueries.details(api, uic, assetType, search), placeholderData: keepPreviousData });
  const details = query.data;
  const updating = query.isFetching && (query.isPlaceholderData || details === undefined);
  const tab = search.tab ?? 'overview';
  // The tab answers in the click's frame; the panel it opens follows in an interruptible render.
  const shownTab = useDeferredValue(tab);

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

  // The facts first; the way they are shown and the request beside them (below the header on narrow screens, folded).
  return (
    <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'json' ? 'json' : undefined })} keepMounted={false} className={classes.page}>
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.aside}>
          <Tabs.List grow aria-label="Details views">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="json">Raw JSON</Tabs.Tab>
          </Tabs.List>
          {request}
        </Stack>
        <div className={classes.main} aria-busy={updating} data-updating={updating || undefined} style={{ opacity: updating ? 0.55 : 1, transition: 'opacity 120ms' }}>
          {details === undefined ? (
            <PageLoader />
          ) : (
            <>
              {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the details" />}
              <Tabs.Panel value="overview">
                {shownTab === 'overview' && (
                  <DetailsOverview details={details} updating={updating} uic={uic} assetType={assetType} search={search} onSearchChange={onSearchChange} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="json">{shownTab === 'json' && <JsonView value={details} label="Raw JSON of the details" maxHeight={720} />}</Tabs.Panel>
            </>
          )}
        </div>
      </div>
    </Tabs>
  );
}

function DetailsOverview({ details, updating, uic, assetType, search, onSearchChange }: { details: InstrumentDetails; updating: boolean } & DetailsPageProps) {
  const api = useApi();
  const groups = parseGroups(search.groups);
  // The related instruments, described by one details-list request: names, the underlying, the futures space.
  const related = relatedInstruments(details);
  const lookup = relatedLookup(related);
  const describedQuery = useQuery({ ...instrumentQueries.related(api, lookup ?? {}), enabled: lookup !== undefined });
  const described = byRef(describedQuery.data?.Data);
  const continuous = continuousFutureUic(details, related, described);
  const underlying = underlyingOf(details, related);
  const roots = relatedOptionRoots(details);
  // Under way: the first lookup, or a retry after it failed.
  const loading = lookup !== undefined && (describedQuery.isPending || (describedQuery.isError && describedQuery.isFetching));
  // Once its retries are spent, a failed lookup says so in the related section, with its own retry.
  const failure = describedQuery.isError ? { error: describedQuery.error, onRetry: () => void describedQuery.refetch() } : undefined;
  const ownRoot = typeof details.OptionRootId === 'number' ? details.OptionRootId : undefined;
  // The identity paints with the heading from the first answer; the sections below it follow in a second,
  // interruptible render (the next frame), so that their rendering does not hold the first paint back.
  const later = useDeferredValue(true, false);

  return (
    <Stack gap="md">
      <IdentitySection
        details={details}
        uic={uic}
        underlying={underlying}
        described={described}
        continuous={continuous}
        chainRoot={ownRoot ?? roots[0]?.optionRootId}
        lookup={{ loading, failed: describedQuery.isError }}
      />
      {later && (
        <LaterSections
          details={details}
          updating={updating}
          uic={uic}
          assetType={assetType}
          groups={groups}
          clientKey={search.clientKey}
          onSearchChange={onSearchChange}
          related={{ related, described, continuous, underlying, loading, roots, failure }}
        />
      )}
    </Stack>
  );
}

/**
 * The sections below the identity: trading, price steps, related instruments, the same security elsewhere, the field
 * groups' sections, the other fields.
 */
function LaterSections({
  details,
  updating,
  uic,
  assetType,
  groups,
  clientKey,
  onSearchChange,
  related,
}: {
  details: InstrumentDetails;
  /** The details shown are the previous request's while the new ones load. */
  updating: boolean;
  uic: number;
  assetType: string;
  groups: readonly FieldGroup[];
  clientKey: string | undefined;
  onSearchChange: (patch: DetailsSearch) => void;
  /** What the related section shows (the lookup made above, which the identity's links share). */
  related: ComponentProps<typeof RelatedSection>;
}) {
  const others = otherFields(details);
  return (
    <>
      <TradingSection details={details} groups={groups} updating={updating} onAddGroup={(group) => onSearchChange({ groups: groupsParam([...groups, group]) })} />
      <PriceStepsSections details={details} />
      <RelatedSection {...related} />
      <SameSecuritySection details={details} uic={uic} assetType={assetType} clientKey={clientKey} />
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
          <Note>Every field the service sent is shown above{groups.includes('MarketData') ? '; the MarketData field group added none' : ''}.</Note>
        )}
      </Section>
    </>
  );
}

function GroupBadge({ name }: { name: string }) {
  return (
    <Badge variant="outline" color="gray" tt="none" className="mono">
      FieldGroups={name}
    </Badge>
  );
}
