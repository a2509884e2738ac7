/**
 * The chosen exchanges, each with its own state: the instrument whose schedule stands for it, its zone and how far
 * its schedule reaches; loading; its error with a retry; or not found (with the id the app knows by that name, if
 * any); and a way to remove it.
 */
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorState } from '@/components/ErrorState';
import { AnchorLink } from '@/components/RouterLinks';
import { StaleNotice } from '@/components/StaleNotice';
import { formatDate } from '@/lib/format';
import { suggestedExchanges } from './choice';
import { zoneWords } from './days';
import { weekdayText } from '@/lib/business-days';
import { sourceText, type ExchangeState } from './use-holiday-data';

function summary(exchange: ExchangeState): string {
  const days = exchange.days;
  if (!days) return '';
  const counts = `${days.closed.length} closed day${days.closed.length === 1 ? '' : 's'}, ${days.early.length} early close${days.early.length === 1 ? '' : 's'}`;
  const known = days.until ? `known to ${weekdayText(days.until)}` : 'no whole day known';
  return `${counts} · ${known}`;
}

interface Props {
  exchanges: readonly ExchangeState[];
  onRemove: (id: string) => void;
  onReplace: (from: string, to: string) => void;
}

export function ExchangeList({ exchanges, onRemove, onReplace }: Props) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, xl: 3 }} spacing="xs" verticalSpacing="xs" aria-label="Exchanges shown" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {exchanges.map((exchange) => (
        <Paper component="li" withBorder p="xs" key={exchange.id} aria-busy={exchange.status === 'loading' ? true : undefined}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {exchange.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <span className="mono">{exchange.id}</span>
                  {exchange.zone && ` · ${zoneWords(exchange.zone)} (${exchange.zone.zone})`}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => onRemove(exchange.id)}
                aria-label={`Remove ${exchange.id} from the calendar`}
                data-remove={exchange.id}
              >
                Remove
              </Button>
            </Group>
            {exchange.status === 'loading' && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  {exchange.step === 'schedule' ? 'Loading its trading schedule…' : 'Finding an instrument listed on it…'}
                </Text>
              </Group>
            )}
            {exchange.status === 'ready' && (
              <Text size="sm" role="status">
                {summary(exchange)}
              </Text>
            )}
            {exchange.instrument && (
              <Text size="xs" c="dimmed">
                Read from the trading schedule of{' '}
                <AnchorLink size="xs" to="/instruments/$assetType/$uic/schedule" params={{ assetType: exchange.instrument.assetType, uic: String(exchange.instrument.uic) }}>
                  {sourceText(exchange.instrument)}
                </AnchorLink>
                {exchange.days?.until ? `, which reaches ${formatDate(exchange.days.until)}` : ''}.
              </Text>
            )}
            {exchange.status === 'not-found' && (
              <Alert color="yellow" variant="light" title="Not found" role="alert">
                <Stack gap={6}>
                  <Text size="sm">
                    The service lists no instrument on the exchange “{exchange.id}”, or none this user may see. Remove it, or check the id (the broker’s exchange id, or the MIC its
                    symbols end in).
                  </Text>
                  {suggestedExchanges(exchange.id).map((entry) => (
                    <Group key={entry.id} gap="xs">
                      <Button size="compact-xs" variant="default" onClick={() => onReplace(exchange.id, entry.id)}>
                        Use {entry.id} instead
                      </Button>
                      <Text size="xs">{entry.name}</Text>
                    </Group>
                  ))}
                </Stack>
              </Alert>
            )}
            {exchange.status === 'error' && <ErrorState compact error={exchange.error} onRetry={exchange.retry} />}
            {exchange.stale && <StaleNotice error={exchange.stale.error} updatedAt={exchange.stale.updatedAt} onRetry={exchange.retry} shown="its days" />}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
