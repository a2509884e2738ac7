/** The details' related instruments (described by one details-list request) and related option roots. */
import { Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { instrumentQueries } from './queries';
import type { InstrumentDetails } from '@/api/types';
import { ErrorState } from '@/components/ErrorState';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { TableHead } from '@/components/TableHead';
import { clean, display, enumLabel, MISSING } from '@/lib/format';
import { optionRootNames, refKey, type InstrumentRef, type OptionRootRef } from '@/model/instrument';
import { InstrumentLink, Section } from './sections';

interface RelatedSectionProps {
  related: readonly InstrumentRef[];
  /** The related instruments' details, by instrument key. */
  described: Map<string, InstrumentDetails>;
  continuous: number | undefined;
  underlying: InstrumentRef | undefined;
  /** The related instruments' lookup is under way. */
  loading: boolean;
  /** The lookup failed (after its retries): what went wrong, and how to ask again. */
  failure?: { error: unknown; onRetry: () => void } | undefined;
  roots: readonly OptionRootRef[];
}

/**
 * A later part of the page: the list of related instruments is in the details, their names come with a
 * second request (made once the details are in). The section shows at once, says in its title row that the
 * names are being looked up (no room taken below), and shows a failed lookup with its own retry.
 */
export function RelatedSection({ roots, failure, ...instruments }: RelatedSectionProps) {
  const api = useApi();
  // The details name related option roots by id only; searches already made may know their symbols.
  const queryClient = useQueryClient();
  const rootNames = optionRootNames(roots.length ? queryClient.getQueriesData({ queryKey: instrumentQueries.searchKey(api) }).map(([, data]) => data) : []);
  const lookingUp = instruments.loading && instruments.related.length > 0;
  return (
    <Section
      title="Related"
      actions={
        <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
          {lookingUp && (
            <>
              <Loader size="xs" aria-hidden="true" />
              <Note>Looking up their names…</Note>
            </>
          )}
        </Group>
      }
    >
      <Stack gap="xs">
        <RelatedList {...instruments} />
        {failure && instruments.related.length > 0 && (
          <div>
            <Note>The related instruments’ names and descriptions could not be looked up: the list shows their Uics and asset types.</Note>
            <ErrorState error={failure.error} onRetry={failure.onRetry} compact />
          </div>
        )}
      </Stack>
      <Text size="sm" fw={600} mt="md" mb={4}>
        Option roots
      </Text>
      {roots.length === 0 ? (
        <Note>No related option roots.</Note>
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
  );
}

function RelatedList({ related, described, continuous, underlying, loading }: Omit<RelatedSectionProps, 'roots'>) {
  if (related.length === 0) return <Note>No related instruments.</Note>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Related instruments" verticalSpacing={4}>
        <TableHead columns={['Instrument', 'Description', 'Asset type', 'Uic', 'Notes']} />
        <Table.Tbody>
          {related.map((ref) => {
            const entry = described.get(refKey(ref));
            const isContinuous = continuous === ref.uic && ref.assetType === 'ContractFutures';
            const isUnderlying = underlying !== undefined && refKey(underlying) === refKey(ref);
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
                  {isUnderlying || isContinuous ? (
                    <Group gap="xs">
                      {isUnderlying && <Badge size="sm">Underlying</Badge>}
                      {isContinuous && (
                        <AnchorLink to="/futures/$uic" params={{ uic: ref.uic }} size="sm">
                          Futures space
                        </AnchorLink>
                      )}
                    </Group>
                  ) : (
                    MISSING
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
