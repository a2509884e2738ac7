/**
 * What the page shows before a search: the recent searches and the recently
 * viewed instruments, both kept in this browser and clearable.
 */
import { useRef } from 'react';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { clean, enumLabel } from '@/lib/format';
import { clearRecent, RECENT_INSTRUMENTS_KEY, RECENT_SEARCHES_KEY, useRecent, type RecentInstrument } from '@/lib/recent';
import { describeSearch, readRecentSearch, type RecentSearch } from './recent-searches';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';

function readInstrument(entry: unknown): RecentInstrument | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { uic, assetType, symbol, description } = entry as Record<string, unknown>;
  const type = clean(assetType);
  // Number.isInteger takes numbers only (no coercion).
  if (!Number.isInteger(uic) || (uic as number) < 1 || !type || !/^[A-Za-z][A-Za-z0-9]*$/.test(type)) return undefined;
  return { uic: uic as number, assetType: type, symbol: clean(symbol), description: clean(description) };
}

function ago(at: number, now: number): string {
  const minutes = Math.round((now - at) / 60_000);
  if (at <= 0 || minutes < 0) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

export function RecentPanel({ now }: { now: number }) {
  const searches = useRecent<unknown>(RECENT_SEARCHES_KEY)
    .map(readRecentSearch)
    .filter((entry): entry is RecentSearch => entry !== undefined);
  const instruments = useRecent<unknown>(RECENT_INSTRUMENTS_KEY)
    .map(readInstrument)
    .filter((entry): entry is RecentInstrument => entry !== undefined);
  // Clearing a list takes its button away: the focus goes to the list's heading.
  const searchesHeading = useRef<HTMLHeadingElement>(null);
  const instrumentsHeading = useRef<HTMLHeadingElement>(null);
  const clear = (key: string, heading: HTMLHeadingElement | null) => {
    heading?.focus();
    clearRecent(key);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" component="section" aria-labelledby="recent-searches-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5" id="recent-searches-heading" ref={searchesHeading} tabIndex={-1}>
            Recent searches
          </Title>
          {searches.length > 0 && (
            <Button variant="subtle" size="compact-xs" color="gray" onClick={() => clear(RECENT_SEARCHES_KEY, searchesHeading.current)}>
              Clear recent searches
            </Button>
          )}
        </Group>
        {searches.length === 0 ? (
          <Note>Searches you run appear here, with their filters, to run again in one click.</Note>
        ) : (
          <List listStyleType="none" spacing={6} aria-label="Recent searches">
            {searches.map((entry, index) => {
              const { title, details } = describeSearch(entry.search);
              return (
                <List.Item key={`${index}-${title}`}>
                  <Stack gap={0}>
                    <Group gap="xs" wrap="nowrap">
                      <AnchorLink to="/" search={entry.search} size="sm" fw={600}>
                        {title}
                      </AnchorLink>
                      <Text span size="xs" c="dimmed">
                        {ago(entry.at, now)}
                      </Text>
                    </Group>
                    {details.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {details.join(' · ')}
                      </Text>
                    )}
                  </Stack>
                </List.Item>
              );
            })}
          </List>
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="recent-instruments-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5" id="recent-instruments-heading" ref={instrumentsHeading} tabIndex={-1}>
            Recently viewed instruments
          </Title>
          {instruments.length > 0 && (
            <Button variant="subtle" size="compact-xs" color="gray" onClick={() => clear(RECENT_INSTRUMENTS_KEY, instrumentsHeading.current)}>
              Clear recently viewed
            </Button>
          )}
        </Group>
        {instruments.length === 0 ? (
          <Note>Instruments you open appear here.</Note>
        ) : (
          <List listStyleType="none" spacing={6} aria-label="Recently viewed instruments">
            {instruments.map((entry) => (
              <List.Item key={`${entry.assetType}:${entry.uic}`}>
                <Group gap="xs" wrap="nowrap">
                  <AnchorLink
                    to="/instruments/$assetType/$uic"
                    params={{ assetType: entry.assetType, uic: String(entry.uic) }}
                    aria-label={[entry.symbol ?? `Uic ${entry.uic}`, entry.description, enumLabel(entry.assetType)].filter(Boolean).join(', ')}
                    size="sm"
                    fw={600}
                    className="mono"
                  >
                    {entry.symbol ?? `Uic ${entry.uic}`}
                  </AnchorLink>
                  <Text span size="sm" truncate>
                    {entry.description ?? ''}
                  </Text>
                  <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {enumLabel(entry.assetType)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </SimpleGrid>
  );
}
