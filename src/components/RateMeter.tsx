/**
 * The rate-limit meter (connected to a gateway): the requests of this page and the app's other tabs on the
 * same session, per service group in the last minute, against the gateway's quotas, compact, with the details
 * and the last 429's wait in a popover. Loaded only when connected.
 */
import { useSyncExternalStore } from 'react';
import { Button, Group, Popover, Progress, Stack, Text } from '@mantine/core';
import { useApi } from '@/api/backend';
import { RATE_LIMIT_UNKNOWN_WAIT_MS } from '@/api/errors';
import { pacedLimit, tightestLimit } from '@/api/quotas';
import { rateMeter } from '@/api/rate-meter';
import { readMeter, type GroupReading } from '@/api/rate-window';
import { useNow } from '@/lib/use-now';

const GROUP_NAMES = { ref: 'Reference data', ca: 'Corporate actions' } as const;
const SHORT = { ref: 'ref', ca: 'ca' } as const;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const clock = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export default function RateMeter() {
  const api = useApi();
  const sent = useSyncExternalStore(rateMeter.subscribe, rateMeter.snapshot, rateMeter.snapshot);
  const now = useNow(1000).getTime();
  const reading = readMeter(sent, api.key, now);
  const refusal = reading.lastRefusal;
  const summary = reading.groups.map((group) => `${SHORT[group.group]} ${group.count}/${group.limit}`).join(' · ');

  return (
    <Group justify="flex-end" px="sm" pt={4}>
      <Popover position="bottom-end" withinPortal trapFocus returnFocus shadow="md" width={360}>
        <Popover.Target>
          <Button size="compact-xs" variant={refusal ? 'light' : 'subtle'} color={refusal ? 'red' : 'gray'} className="tabular">
            {`Requests this minute: ${summary}${refusal ? ' · 429' : ''}`}
          </Button>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 24px)">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Requests to the gateway in the last minute, from this page and the app&apos;s other tabs on this session
            </Text>
            {reading.groups.map((group) => (
              <GroupLine key={group.group} group={group} now={now} />
            ))}
            {refusal && (
              <Text size="sm" role="status">
                At {clock(refusal.at)} the gateway refused a request to <code>{refusal.path}</code> with 429 (too many requests).{' '}
                {refusal.retryAfterMs !== undefined
                  ? `It asked to wait ${seconds(refusal.retryAfterMs)} s; the app asks again after that.`
                  : `The page cannot read the gateway's rate-limit headers (they are not exposed to scripts), so the app waits ${seconds(RATE_LIMIT_UNKNOWN_WAIT_MS)} s, a whole quota minute, before asking again.`}{' '}
                A quota frees as the oldest requests leave the minute.
              </Text>
            )}
            <Text size="xs" c="dimmed">
              The gateway allows {tightestLimit('ca')} requests per session, service group and minute, and reference data {tightestLimit('ref')} a minute (its RefDataMinute quota).
              The app sends at most {pacedLimit('ref')} reference-data and {pacedLimit('ca')} corporate-actions requests a minute, its tabs on one session together, and holds the
              rest in line. Requests of other programs on the same session count at the gateway but not here.
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

function GroupLine({ group, now }: { group: GroupReading; now: number }) {
  const name = GROUP_NAMES[group.group];
  const quotas = group.quotas.map((quota) => `${quota.dimension} ${quota.limit}`).join(', ');
  return (
    <Stack gap={2}>
      <Text size="sm" className="tabular">
        {name}: {group.count} of {group.limit} ({quotas}){group.elsewhere > 0 ? `, ${group.elsewhere} of them from other tabs` : ''}
      </Text>
      <Progress
        value={Math.min(100, (group.count / group.limit) * 100)}
        size="sm"
        color={group.count >= group.limit ? 'red' : 'blue'}
        aria-label={`${name}: requests this minute`}
      />
      {group.freesAt !== undefined && (
        <Text size="xs" c="dimmed" className="tabular">
          The oldest of them leaves the minute in {seconds(group.freesAt - now)} s.
        </Text>
      )}
    </Stack>
  );
}
