/**
 * "Edit and send again": a logged request's path and query parameters as a form; Send asks the backend in use
 * through the app's own client (its token header, the gateway's pacer, the 429 rules and the request log all
 * apply), and the new answer shows beside the last one: status and time, the differences, its schema findings.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Box, Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { gatewayLabel, useApi, useBackend } from '@/api/backend';
import { normalizeToken } from '@/api/client';
import type { Exchange } from '@/api/request-log';
import { useRetryCountdown } from '@/lib/use-retry-countdown';
import { AnswerCard } from './AnswerCard';
import { AnswerDiff } from './AnswerDiff';
import { outcomeOf, formatDuration, formatTook } from './inspect';
import { buildRequestUrl, draftOf } from './resend';
import { RequestFindings } from './SchemaFindings';
import { checkRecord } from './schema-findings';
import { resend } from './send';
import { useLogRecord } from './use-log-record';

interface Row {
  readonly key: number;
  readonly name: string;
  readonly value: string;
}

interface Sending {
  /** The answer the new one is shown beside. */
  readonly before: Exchange;
  /** The new request's record. */
  readonly id: number | undefined;
  /** The client's error, once the answer came (a 429 holds its wait). */
  readonly error?: unknown;
}

function RemoveIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ResendPanel({ record, labelledBy }: { record: Exchange; labelledBy: string }) {
  const api = useApi();
  const backend = useBackend();
  const draft = draftOf(record.url);
  const [path, setPath] = useState(draft?.path ?? '');
  const [rows, setRows] = useState<readonly Row[]>(() => (draft?.params ?? []).map(({ name, value }, key) => ({ key, name, value })));
  // The keys of rows added later follow those of the first rows.
  const nextKey = useRef(draft?.params.length ?? 0);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState<Sending | undefined>();
  const formId = useId();
  const pathRef = useRef<HTMLInputElement>(null);
  const rowRefs = useRef(new Map<number, HTMLInputElement>());

  const token = backend.kind === 'gateway' ? normalizeToken(backend.token) : undefined;
  const built = buildRequestUrl(api.baseUrl, { path, params: rows }, token);
  const errors = !built.ok && tried ? built.errors : undefined;
  const after = useLogRecord(sending?.id);
  const waiting = sending !== undefined && sending.id !== undefined && (after === undefined ? false : after.state === 'pending');
  const countdown = useRetryCountdown(sending?.error);
  // Send is held while its answer is on its way and for a 429's wait.
  const held = waiting || (countdown !== undefined && countdown > 0);
  const where = backend.kind === 'demo' ? 'the demo simulator in this page' : gatewayLabel(api.baseUrl);

  const update = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    const key = rows[index]?.key;
    setRows((current) => current.filter((row) => row.key !== key));
    // Focus stays in the form: on the next row's name, else the previous, else Add.
    const neighbour = rows[index + 1] ?? rows[index - 1];
    requestAnimationFrame(() => (neighbour ? rowRefs.current.get(neighbour.key)?.focus() : document.getElementById(`${formId}-add`)?.focus()));
  };
  const add = () => {
    const row: Row = { key: nextKey.current++, name: '', value: '' };
    setRows((current) => [...current, row]);
    requestAnimationFrame(() => rowRefs.current.get(row.key)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (held) return;
    setTried(true);
    if (!built.ok) {
      if (built.errors.path) pathRef.current?.focus();
      else {
        const wrong = built.errors.params.findIndex((param) => param.name || param.value);
        const row = rows[wrong];
        if (row) rowRefs.current.get(row.key)?.focus();
      }
      return;
    }
    // The new answer is shown beside the last one: the previous send's, once it came, else the listed request's.
    const before = after && after.state !== 'pending' ? after : (sending?.before ?? record);
    const sent = resend(built.url);
    setSending({ before, id: sent.id });
    void sent.done.then(({ error }) => setSending((current) => (current && current.id === sent.id && error !== undefined ? { ...current, error } : current)));
  };

  if (!draft) {
    return (
      <Text size="sm" c="dimmed">
        This request is not to the service&apos;s own paths (under /openapi/), so it cannot be sent from here.
      </Text>
    );
  }

  return (
    <Paper withBorder p="xs" component="section" aria-labelledby={labelledBy}>
      <Stack gap="xs">
        <Text size="sm" fw={600} id={labelledBy}>
          Edit and send again
        </Text>
        <Text size="xs" c="dimmed">
          GET only, to the service&apos;s own paths (under /openapi/ref/ and /openapi/ca/) on {where}, through the app&apos;s own client: your token goes in its Authorization
          header as with every request (it is never part of this form or the URL){backend.kind === 'gateway' ? ', the pacer keeps to the gateway’s quotas' : ''}, and the request is
          listed in the log, marked as sent from the inspector.
        </Text>
        {record.backend !== api.key && (
          <Text size="xs" c="orange">
            This request was sent to another backend than the one in use: Send asks {where}.
          </Text>
        )}
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput
              ref={pathRef}
              label="Path"
              description={`After ${api.baseUrl}`}
              value={path}
              onChange={(event) => setPath(event.currentTarget.value)}
              error={errors?.path}
              classNames={{ input: 'mono' }}
              spellCheck={false}
              autoComplete="off"
            />
            <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
              <Text component="legend" size="sm" fw={500} p={0} mb={4}>
                Query parameters
              </Text>
              <Stack gap={6}>
                {rows.length === 0 && (
                  <Text size="xs" c="dimmed">
                    None.
                  </Text>
                )}
                {rows.map((row, index) => {
                  const label = row.name.trim() || `parameter ${index + 1}`;
                  const rowErrors = errors?.params[index];
                  return (
                    <Group key={row.key} gap={6} wrap="nowrap" align="flex-start">
                      <TextInput
                        ref={(element) => {
                          if (element) rowRefs.current.set(row.key, element);
                          else rowRefs.current.delete(row.key);
                        }}
                        aria-label={`Name of parameter ${index + 1}`}
                        placeholder="Name"
                        value={row.name}
                        onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                        error={rowErrors?.name}
                        classNames={{ input: 'mono' }}
                        spellCheck={false}
                        autoComplete="off"
                        style={{ flex: '2 1 0', minWidth: 0 }}
                      />
                      <TextInput
                        aria-label={`Value of ${label}`}
                        placeholder="Value"
                        value={row.value}
                        onChange={(event) => update(row.key, { value: event.currentTarget.value })}
                        error={rowErrors?.value}
                        classNames={{ input: 'mono' }}
                        spellCheck={false}
                        autoComplete="off"
                        style={{ flex: '3 1 0', minWidth: 0 }}
                      />
                      <ActionIcon variant="subtle" color="gray" size="input-sm" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                        <RemoveIcon />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            </Box>
            <Group gap="xs" wrap="wrap">
              <Button id={`${formId}-add`} size="compact-sm" variant="default" onClick={add}>
                Add a parameter
              </Button>
              <HeldButton type="submit" size="compact-sm" held={held} busy={waiting}>
                Send
              </HeldButton>
            </Group>
            {built.ok ? (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                Sends <Code style={{ overflowWrap: 'anywhere' }}>GET {built.url}</Code>
              </Text>
            ) : (
              tried && (
                <Text size="xs" c="red">
                  Not sent: correct the marked fields.
                </Text>
              )
            )}
          </Stack>
        </form>
        <SendResult sending={sending} after={after} countdown={countdown} />
      </Stack>
    </Paper>
  );
}

function SendResult({ sending, after, countdown }: { sending: Sending | undefined; after: Exchange | undefined; countdown: number | undefined }) {
  const resultId = useId();
  const before = sending?.before;
  const afterCheck = useMemo(() => after && checkRecord(after), [after]);
  const status = !sending
    ? ''
    : sending.id === undefined
      ? 'Not sent: the backend in use has no token. Sign in or paste a token in Settings.'
      : !after
        ? 'The log no longer holds the new request.'
        : after.state === 'pending'
          ? after.inLine
            ? 'Waiting in the app’s line: the pacer holds requests beyond the gateway’s quota until they may go…'
            : 'Sent, waiting for the answer…'
          : `New answer: ${outcomeOf(after).text}${after.queuedMs ? `, ${formatTook(after)}` : after.durationMs === undefined ? '' : `, in ${formatDuration(after.durationMs)}`}.${
              countdown !== undefined && countdown > 0 ? ` The gateway’s quota is spent: Send opens again in ${countdown} s, when the wait the service names is over.` : ''
            }`;
  return (
    <>
      {/* One live region for the whole life of the form, so that each outcome is announced. */}
      <Text size="sm" role="status">
        {status}
      </Text>
      {before && sending?.id !== undefined && (
        <Stack gap="xs" component="section" aria-labelledby={resultId}>
          <Text size="sm" fw={600} id={resultId}>
            The new answer beside the last one
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <AnswerCard title="Last answer" record={before} />
            <AnswerCard title="New answer" record={after}>
              {after && <RequestFindings record={after} check={afterCheck} />}
            </AnswerCard>
          </SimpleGrid>
          <AnswerDiff before={before} after={after} beforeLabel="Last answer" afterLabel="New answer" />
        </Stack>
      )}
    </>
  );
}
