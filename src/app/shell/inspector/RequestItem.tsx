/** One request of the inspector: its line (method, URL, outcome, time, size) and, on demand, its details and code. */
import { useId, useState } from 'react';
import { Badge, Box, Button, Code, Group, Loader, Menu, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { codeTokenOf, type CodeToken } from './answers';
import { RequestTools, SentMark } from './RequestTools';
import { askedAt, type Exchange } from '@/api/request-log';
import { CopyButton } from '@/components/CopyButton';
import { JsonView } from '@/components/JsonView';
import { SNIPPET_LANGUAGES, TOKEN_VARIABLE, snippet, type SnippetLanguage } from '@/lib/code-snippets';
import {
  backendKindOf,
  codeUrl,
  correlationOf,
  decodeError,
  formatBytes,
  formatDuration,
  formatQueued,
  formatTook,
  hiddenHeadersNote,
  outcomeOf,
  parsedBody,
  type Tone,
} from './inspect';
import type { RecordCheck } from './schema-findings';
import { JsonTree } from './JsonTree';
import { RequestFindings } from './SchemaFindings';
import { AnswerHistory } from './AnswerHistory';
import { useCopy } from './use-copy';
import { formatClock, formatOffset } from './waterfall';

const TONE_COLOR: Readonly<Record<Tone, string>> = { pending: 'blue', ok: 'teal', error: 'red', aborted: 'gray' };

export function RequestItem({
  record,
  check,
  token,
  backend,
  demoBase,
  origin = record.startedAt,
}: {
  record: Exchange;
  check?: RecordCheck | undefined;
  token: string | undefined;
  /** The backend in use (its backendKey): only its own requests' code may hold the token. */
  backend: string;
  demoBase: string;
  /** When the view's first request was sent: the send time is also given from it. */
  origin?: number;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const outcome = outcomeOf(record);
  const timing = [sentWhen(record, origin), formatTook(record), formatBytes(record.size)].filter(Boolean).join(' · ');

  return (
    <li>
      <Paper withBorder p="xs">
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="outline" color="gray">
              {record.method}
            </Badge>
            <Badge size="sm" variant="light" color={TONE_COLOR[outcome.tone]} leftSection={outcome.tone === 'pending' ? <Loader size={10} aria-hidden="true" /> : undefined}>
              {outcome.text}
            </Badge>
            {timing && (
              <Text size="xs" c="dimmed">
                {timing}
              </Text>
            )}
            <SentMark record={record} />
          </Group>
          <Text size="sm" className="mono" style={{ overflowWrap: 'anywhere' }}>
            {record.url}
          </Text>
          <RequestFindings record={record} check={check} />
          <Group gap="xs">
            <Button size="compact-sm" variant="default" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((value) => !value)}>
              {open ? 'Hide details' : 'Details'}
            </Button>
            <CopyAsCode record={record} code={codeTokenOf(record, token, backend)} demoBase={demoBase} />
            <RequestTools record={record} />
          </Group>
          {open && (
            <div id={detailsId}>
              <Details record={record} />
            </div>
          )}
        </Stack>
      </Paper>
    </li>
  );
}

function CopyAsCode({ record, code: { token, withheld }, demoBase }: { record: Exchange; code: CodeToken; demoBase: string }) {
  const { message, fallback, copy: copyText } = useCopy();
  const copy = (language: SnippetLanguage, label: string, from: Element) =>
    copyText(from, snippet(language, { url: codeUrl(record, demoBase), token }), {
      copied:
        withheld !== undefined
          ? `${label} copied without your token, reading ${TOKEN_VARIABLE} instead: ${withheld}.`
          : `${label} copied${token === undefined ? '' : ', with your token'}.`,
      refused: `${label}: the clipboard refused it; select and copy the code below.`,
    });
  return (
    <>
      {/* No focus placeholder in the menu: a menu holds menu items only (axe). */}
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button size="compact-sm" variant="default">
            Copy as code
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SNIPPET_LANGUAGES.map(({ id, label }) => (
            <Menu.Item key={id} onClick={(event) => copy(id, label, event.currentTarget)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Text size="xs" role="status" c="dimmed">
        {message}
      </Text>
      {fallback !== undefined && <Textarea label="Code to copy" value={fallback} readOnly autosize minRows={3} w="100%" className="mono" />}
    </>
  );
}

/** When a record went out, from the view's first request too; when it was asked for, if it never went (or not yet). */
function sentWhen(record: Exchange, origin: number): string {
  const at = record.inLine || record.unsent ? askedAt(record) : record.startedAt;
  const when = `${formatClock(at)} (${formatOffset(at - origin)})`;
  return record.inLine ? `Asked ${when}, not sent yet` : record.unsent ? `Asked ${when}, never sent` : `Sent ${when}`;
}

function Details({ record }: { record: Exchange }) {
  const error = decodeError(record);
  const correlation = correlationOf(record);
  const body = parsedBody(record);
  return (
    <Stack gap="sm">
      {record.inLine && (
        <Text size="sm">
          Waiting in the app&apos;s line since {formatClock(record.startedAt)}, not sent yet: the app paces its requests to keep within the gateway&apos;s request quotas.
        </Text>
      )}
      {record.unsent && (
        <Text size="sm">
          Cancelled at {formatClock(record.startedAt)} after it {formatQueued(record)}: the view no longer needed it, so it was never sent. The gateway did not see it, and it
          counts in none of its quotas.
        </Text>
      )}
      {record.queuedMs && !record.unsent ? (
        <Text size="sm">
          Sent at {formatClock(record.startedAt)} after it {formatQueued(record)}: the app paces its requests to keep within the gateway&apos;s request quotas.
          {record.state === 'pending' ? '' : ` From sending to the answer's last byte: ${formatDuration(record.durationMs)}.`}
        </Text>
      ) : null}
      {record.state === 'pending' && !record.inLine && <Text size="sm">Waiting for the answer…</Text>}
      {record.state === 'aborted' && !record.unsent && (
        <Text size="sm">The app cancelled this request before its answer came: the view no longer needed it (the search was typed over, the page was left).</Text>
      )}
      {error && (
        <Paper withBorder p="xs" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
          <Text size="sm" fw={600}>
            Error
          </Text>
          <dl style={{ margin: 0 }}>
            {error.errorCode !== undefined && <Field name="ErrorCode" value={error.errorCode} />}
            {error.message !== undefined && <Field name="Message" value={error.message} />}
            {error.modelState.length > 0 && (
              <>
                <Text component="dt" size="sm" fw={500}>
                  ModelState
                </Text>
                <Box component="dd" m={0} ml="md">
                  <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                    {error.modelState.map(([field, messages]) => (
                      <li key={field}>
                        <Text size="sm" span fw={500}>
                          {field}
                        </Text>
                        <Text size="sm" span>
                          : {messages.join(' ')}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Box>
              </>
            )}
          </dl>
          {error.explanation && <Text size="sm">{error.explanation}</Text>}
        </Paper>
      )}
      {correlation && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            X-Correlation: <Code>{correlation}</Code>
          </Text>
          <CopyButton value={correlation} label="Copy X-Correlation" />
        </Group>
      )}
      {record.requestHeaders && (
        <HeaderTable
          label="Request headers as sent"
          note="Set by the app; the browser adds its own (Origin, User-Agent, …). The token is masked: it is never kept in the log."
          headers={Object.entries(record.requestHeaders).map(([name, value]) => [name.toLowerCase(), value] as const)}
        />
      )}
      {record.headers && record.headers.length > 0 && <HeaderTable label="Response headers the page could read" headers={record.headers} />}
      {record.state !== 'pending' && record.status !== 0 && (
        <Text size="sm" c="dimmed">
          {hiddenHeadersNote(backendKindOf(record), record.headers)}
        </Text>
      )}
      {body ? (
        <>
          <JsonTree value={body.json} label="Answer as a tree" />
          <JsonView value={body.json} label="Raw JSON" maxHeight={360} />
        </>
      ) : record.body ? (
        <>
          <Text size="sm" c="dimmed">
            {record.bodyCut ? `The body as received, cut at ${formatBytes(record.body.length)} of ${formatBytes(record.size)}:` : 'The body as received (not JSON):'}
          </Text>
          <Box component="pre" tabIndex={0} className="mono" m={0} p="xs" fz="xs" style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {record.body.slice(0, 100_000)}
          </Box>
        </>
      ) : record.bodyDropped ? (
        <Text size="sm" c="dimmed">
          The body is no longer kept: the inspector keeps the bodies of the latest requests only. Open the view again to see it.
        </Text>
      ) : (
        record.state !== 'pending' && <Text size="sm">No body.</Text>
      )}
      <AnswerHistory record={record} />
    </Stack>
  );
}

function HeaderTable({ label, note, headers }: { label: string; note?: string; headers: readonly (readonly [string, string])[] }) {
  const id = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <Table.ScrollContainer minWidth={0}>
        <Table aria-labelledby={id} fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map(([name, value], index) => (
              <Table.Tr key={`${name}-${index}`}>
                <Table.Td className="mono">{name}</Table.Td>
                <Table.Td className="mono" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function Field({ name, value }: { name: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" fw={500}>
        {name}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
