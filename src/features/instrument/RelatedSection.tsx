/** The details' related instruments (described by one details-list request) and related option roots. */
import { Badge, Group, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refKeys } from '@/api/queries/refdata';
import type { InstrumentDetails } from '@/api/types';
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
  roots: readonly OptionRootRef[];
}

export function RelatedSection({ roots, ...instruments }: RelatedSectionProps) {
  const api = useApi();
  // The details name related option roots by id only; searches already made may know their symbols.
  const queryClient = useQueryClient();
  const rootNames = optionRootNames(roots.length ? queryClient.getQueriesData({ queryKey: refKeys.search(api) }).map(([, data]) => data) : []);
  return (
    <Section title="Related">
      <RelatedList {...instruments} />
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
