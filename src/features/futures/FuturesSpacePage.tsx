import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { futuresQueries } from './queries';
import { CopyButton } from '@/components/CopyButton';
import { WatchButton } from '@/components/WatchButton';
import { AnchorLink } from '@/components/RouterLinks';
import { EmptyState } from '@/components/EmptyState';
import { StaleNotice } from '@/components/StaleNotice';
import { TableHead } from '@/components/TableHead';
import { asNumber, clean, display, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { buildLadder } from '@/model/futures-space';
import { relatedOptionRoots } from '@/model/instrument';
import { frontMonthText } from './ladder';

/** The futures space of a continuous future (4.5): its ladder of contracts. */
export function FuturesSpacePage({ continuousUic }: { continuousUic: number }) {
  const api = useApi();
  const spaceQuery = useSuspenseQuery(futuresQueries.space(api, continuousUic));
  const space = spaceQuery.data;
  // The continuous future's own details give the header; the page works without them.
  const details = useQuery(futuresQueries.continuous(api, continuousUic));
  const rows = buildLadder(space);
  const front = rows.find((row) => row.isFront);
  const base = display(space.BaseIdentifier);
  const info = details.data;
  const title = display(info?.Description, `Futures space ${base}`);
  // Junk values ("Undefined", blanks) are left out rather than shown.
  const exchange = clean(info?.Exchange?.Name) ?? clean(info?.Exchange?.ExchangeId);
  const currency = clean(info?.CurrencyCode);
  const contractSize = asNumber(info?.ContractSize);
  // The enhanced list and the deprecated one of ids (all that some answers send).
  const optionRoots = info ? relatedOptionRoots(info).map((root) => ({ id: root.optionRootId, assetType: root.assetType })) : [];
  const underlyingName = clean(info?.Description) ?? (base === '—' ? `continuous future ${continuousUic}` : base);

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs" align="baseline">
          <Title order={1}>{title}</Title>
          <WatchButton item={{ kind: 'futures', uic: continuousUic }} label={title} shortcut />
        </Group>
        <Group gap={6} mt={4} align="center">
          <Text size="sm">Base identifier</Text>
          <Badge size="lg" className="mono" variant="light">
            {base}
          </Badge>
          <Text size="xs" c="dimmed">
            (the code every contract of this space shares)
          </Text>
        </Group>
        <Group gap="md" mt={4} c="dimmed">
          <Text size="sm">
            Continuous future{' '}
            <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: 'ContractFutures', uic: String(continuousUic) }}>
              Uic {continuousUic}
            </AnchorLink>
          </Text>
          {exchange && <Text size="sm">{exchange}</Text>}
          {currency && <Text size="sm">Currency {currency}</Text>}
          {contractSize !== undefined && <Text size="sm">Contract size {formatNumber(contractSize)}</Text>}
          <AnchorLink size="sm" to="/calendar/expiries" search={{ futures: continuousUic }} aria-label={`Expiry calendar of ${title}`}>
            Expiry calendar
          </AnchorLink>
        </Group>
        {optionRoots.length > 0 && (
          <Group gap="xs" mt={4}>
            <Text size="sm">Options on this future:</Text>
            {optionRoots.map(({ id, assetType }) => (
              <AnchorLink key={id} size="sm" to="/options/$optionRootId" params={{ optionRootId: id }}>
                {`${assetType ? enumLabel(assetType) : 'Options'} on ${underlyingName} (option root ${id})`}
              </AnchorLink>
            ))}
          </Group>
        )}
      </div>

      {spaceQuery.isError && <StaleNotice error={spaceQuery.error} updatedAt={spaceQuery.dataUpdatedAt} onRetry={() => void spaceQuery.refetch()} shown="the futures space" />}
      {rows.length === 0 ? (
        <EmptyState title="No contracts">The service lists no futures in this space.</EmptyState>
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {rows.length} contract{rows.length === 1 ? '' : 's'}
            {front ? `; front month ${frontMonthText(front)}.` : '; none is live.'}
          </Text>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={`Futures of ${base}`}>
                <TableHead columns={['Symbol', 'Contract month', 'Expiry date', { title: 'Days to expiry', style: { textAlign: 'right' } }, 'Uic', 'Trading schedule']} />
                <Table.Tbody>
                  {rows.map((row, index) => {
                    const uic = row.uic === undefined ? undefined : String(row.uic);
                    return (
                      <Table.Tr key={`${index}-${uic ?? ''}`} aria-current={row.isFront ? 'true' : undefined}>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            {uic ? (
                              <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: 'ContractFutures', uic }} className="mono" fw={600}>
                                {display(row.symbol, `Uic ${uic}`)}
                              </AnchorLink>
                            ) : (
                              <Text className="mono">{display(row.symbol)}</Text>
                            )}
                            {/* A badge is never narrower than its words (its label hides what overflows): the table scrolls instead. */}
                            {row.isFront && (
                              <Badge color="teal" miw="max-content">
                                Front month
                              </Badge>
                            )}
                            {row.isExpired && (
                              <Badge color="gray" miw="max-content">
                                Expired
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{display(row.contractMonth)}</Table.Td>
                        <Table.Td className="tabular">{formatDate(row.expiryDate)}</Table.Td>
                        <Table.Td className="tabular" style={{ textAlign: 'right' }}>
                          {formatNumber(row.daysToExpiry, 0)}
                        </Table.Td>
                        <Table.Td className="tabular">
                          {uic ? (
                            <Group gap={4} wrap="nowrap">
                              <span>{uic}</span>
                              <CopyButton value={uic} label={`Copy Uic of ${display(row.symbol, uic)}`} />
                            </Group>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>
                          {uic ? (
                            <AnchorLink
                              to="/instruments/$assetType/$uic/schedule"
                              params={{ assetType: 'ContractFutures', uic }}
                              aria-label={`Trading schedule of ${display(row.symbol, uic)}`}
                            >
                              Schedule
                            </AnchorLink>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
