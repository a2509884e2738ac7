/**
 * The comparison itself: fields as rows (in sections), instruments as columns, each column headed by a link to the
 * instrument and a button that removes it, rows whose values differ highlighted.
 */
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { InstrumentDetails } from '@/api/types';
import { AnchorLink } from '@/components/RouterLinks';
import { clean, display, enumLabel, MISSING } from '@/lib/format';
import { pairId, type InstrumentPair } from '@/model/pairs';
import type { buildComparison } from './comparison';

function columnTitle(pair: InstrumentPair, details: InstrumentDetails | undefined) {
  return {
    symbol: display(details?.Symbol, `Uic ${pair.uic}`),
    type: enumLabel(clean(details?.AssetType) ?? pair.assetType),
  };
}

export function CompareTable({
  pairs,
  sections,
  stale,
  onRemove,
}: {
  /** The instruments the service returned (those it did not are named above the table, once). */
  pairs: { pair: InstrumentPair; details: InstrumentDetails }[];
  sections: ReturnType<typeof buildComparison>;
  stale: boolean;
  onRemove: (pair: InstrumentPair) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={240 + pairs.length * 200}>
      <Table aria-label="Comparison" aria-busy={stale} withColumnBorders style={{ opacity: stale ? 0.55 : 1 }} highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={240}>
              Field
            </Table.Th>
            {pairs.map(({ pair, details }) => {
              const title = columnTitle(pair, details);
              return (
                <Table.Th scope="col" key={pairId(pair)} style={{ verticalAlign: 'top' }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
                    <Stack gap={0}>
                      <AnchorLink
                        to="/instruments/$assetType/$uic"
                        params={{ assetType: pair.assetType, uic: String(pair.uic) }}
                        className="mono"
                        fw={700}
                        size="sm"
                        aria-label={`${title.symbol}, ${title.type}: open the details`}
                      >
                        {title.symbol}
                      </AnchorLink>
                      <Text size="xs" c="dimmed" fw={400}>
                        {title.type} · Uic {pair.uic}
                      </Text>
                    </Stack>
                    <Tooltip label="Remove from the comparison" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={`Remove ${title.symbol} (${title.type}) from the comparison`}
                        onClick={() => onRemove(pair)}
                        data-remove-column={pairId(pair)}
                      >
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        {sections.map((section) => (
          <Table.Tbody key={section.id}>
            <Table.Tr>
              <Table.Th scope="rowgroup" colSpan={pairs.length + 1} bg="var(--mantine-color-default-hover)">
                <Text size="sm" fw={700}>
                  {section.label}
                </Text>
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row) => (
              <Table.Tr key={row.id} data-differs={row.differs || undefined} bg={row.differs ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top' }}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {row.label}
                    </Text>
                    {row.differs && (
                      <Badge size="xs" color="yellow" variant="filled" c="dark">
                        differs
                      </Badge>
                    )}
                  </Group>
                  {row.field && (
                    <Text size="xs" c="dimmed" className="mono" fw={400}>
                      {row.field}
                    </Text>
                  )}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={index} style={{ verticalAlign: 'top', wordBreak: 'break-word' }} className="tabular">
                    {value ?? (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <VisuallyHidden>not given</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
