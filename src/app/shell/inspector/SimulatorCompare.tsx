/**
 * "Compare with the simulator": a gateway's answer beside the embedded simulator's answer to the same path and
 * query (demo mode's simulator, loaded into this page on first use, asked as the demo user): the differences,
 * and each answer's schema findings. Where the simulator is wrong, and where the gateway surprises.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { HeldButton } from '@/components/HeldButton';
import { AnswerCard } from './AnswerCard';
import { AnswerDiff } from './AnswerDiff';
import { pathAndQueryOf } from './resend';
import { checkRecord, type RecordCheck } from './schema-findings';
import { askSimulator } from './send';
import { useLogRecord } from './use-log-record';

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function FindingsCount({ check }: { check: RecordCheck | undefined }) {
  const text = !check
    ? 'Schema check: waiting for the answer.'
    : check.skipped
      ? `Schema check: not checked, ${check.skipped}.`
      : check.total === 0
        ? `Schema check: no findings, matches ${check.against}.`
        : `Schema check: ${plural(check.total, 'finding')} against ${check.against}.`;
  return <Text size="xs">{text}</Text>;
}

export function SimulatorCompare({ record, labelledBy }: { record: Exchange; labelledBy: string }) {
  const pathAndQuery = pathAndQueryOf(record.url);
  const [asked, setAsked] = useState<{ id: number | undefined } | undefined>();
  const simulated = useLogRecord(asked?.id);
  const gatewayCheck = useMemo(() => checkRecord(record), [record]);
  const simulatorCheck = useMemo(() => simulated && checkRecord(simulated), [simulated]);
  const resultId = useId();

  const ask = () => {
    if (!pathAndQuery) return;
    setAsked({ id: askSimulator(pathAndQuery).id });
  };
  // Opened by "Compare with the simulator": asked at once, once (the ref holds through a development re-run of effects).
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current) return;
    askedOnOpen.current = true;
    ask();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when opened
  }, []);

  const status = !asked
    ? ''
    : asked.id === undefined
      ? 'The simulator could not be asked.'
      : !simulated
        ? 'The log no longer holds the simulator’s answer.'
        : simulated.state === 'pending'
          ? 'Asking the embedded simulator (the first time, it starts in this page and loads its data)…'
          : simulated.status
            ? 'The simulator answered: its answer beside the gateway’s below.'
            : 'The embedded simulator did not answer (it could not be started in this page).';

  return (
    <Paper withBorder p="xs" component="section" aria-labelledby={labelledBy}>
      <Stack gap="xs">
        <Text size="sm" fw={600} id={labelledBy}>
          Compare with the simulator
        </Text>
        <Text size="xs" c="dimmed">
          Asks the embedded simulator (demo mode&apos;s, started in this page; nothing leaves the page) the same path and query, as its demo user, not with your token, and shows
          the gateway&apos;s answer beside it: where the simulator is wrong, and where the gateway surprises. The simulator&apos;s request is listed in the log, marked as sent from
          the inspector.
        </Text>
        {pathAndQuery ? (
          <Group gap="xs">
            <HeldButton size="compact-sm" variant="default" onClick={ask} held={simulated?.state === 'pending'} busy={simulated?.state === 'pending'}>
              Ask the simulator again
            </HeldButton>
          </Group>
        ) : (
          <Text size="sm">This request is not to the service&apos;s own paths (under /openapi/): the simulator has no answer for it.</Text>
        )}
        <Text size="sm" role="status">
          {status}
        </Text>
        {asked?.id !== undefined && (
          <Stack gap="xs" component="section" aria-labelledby={resultId}>
            <Text size="sm" fw={600} id={resultId}>
              The gateway&apos;s answer beside the simulator&apos;s
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <AnswerCard title="The gateway’s answer" record={record}>
                <FindingsCount check={gatewayCheck} />
              </AnswerCard>
              <AnswerCard title="The simulator’s answer" record={simulated}>
                {simulated && simulated.state !== 'pending' && <FindingsCount check={simulatorCheck} />}
              </AnswerCard>
            </SimpleGrid>
            <AnswerDiff before={record} after={simulated} beforeLabel="Gateway" afterLabel="Simulator" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
