/**
 * A request's earlier answers in the inspector: the answers of the same URL from the same backend that
 * came before this one (this page's, from the log; earlier pages', kept in this browser), each openable,
 * and "Compare with previous answer", the diff of the previous answer against this one (DiffView).
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { requestLog, type Exchange } from '@/api/request-log';
import { JsonView } from '@/components/JsonView';
import { statusCodeText } from '@/components/describe-error';
import { answerTime, keepable, type EarlierAnswer } from './answer-history';
import { jsonOrText } from './answers';
import { DiffView } from './DiffView';
import { formatBytes } from './inspect';
import { answerHistory, useKeptVersion } from './kept-answers';

/** An answer's body as a value to show or compare (undefined when there is none). */
const readBody = (text: string | undefined): unknown => (text === undefined ? undefined : jsonOrText(text));

function useEarlierAnswers(record: Exchange): EarlierAnswer[] | undefined {
  const records = useSyncExternalStore(requestLog.subscribe, requestLog.snapshot, requestLog.snapshot);
  const version = useKeptVersion();
  const [answers, setAnswers] = useState<{ of: string; list: EarlierAnswer[] }>();
  // What the lookup depends on: this record and the earlier ones of its URL (not every new request of the page).
  const earlierIds = records
    .filter((other) => other.id < record.id && other.url === record.url && other.backend === record.backend && keepable(other))
    .map((other) => other.id)
    .join(',');
  const lookup = `${record.id}|${earlierIds}|${version}`;
  useEffect(() => {
    let live = true;
    void answerHistory.earlier(record, requestLog.snapshot()).then((list) => {
      if (live) setAnswers({ of: lookup, list });
    });
    return () => {
      live = false;
    };
    // `lookup` names everything the answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup]);
  return answers?.list;
}

export function AnswerHistory({ record }: { record: Exchange }) {
  const answers = useEarlierAnswers(record);
  const headingId = useId();
  const [comparing, setComparing] = useState(false);
  if (!keepable(record)) return null;
  const count = answers?.length;

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Text size="sm" fw={500} id={headingId}>
        Earlier answers{count === undefined ? '' : ` (${count})`}
      </Text>
      {answers === undefined ? (
        <Text size="sm" c="dimmed">
          Looking for earlier answers…
        </Text>
      ) : answers.length === 0 ? (
        <Text size="sm" c="dimmed">
          None kept: this browser keeps a request&apos;s answers once the inspector has been opened, the latest 10 of each address.
        </Text>
      ) : (
        <>
          <Group gap="xs">
            {/* One name, its state in aria-expanded: pressed again, it hides the comparison. */}
            <Button size="compact-sm" variant={comparing ? 'light' : 'default'} aria-expanded={comparing} onClick={() => setComparing((value) => !value)}>
              Compare with previous answer
            </Button>
          </Group>
          {comparing && answers[0] && <Comparison previous={answers[0]} record={record} />}
          <Stack component="ol" aria-label="Earlier answers of this request" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {answers.map((answer) => (
              <EarlierItem key={answer.id} answer={answer} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function useBody(answer: EarlierAnswer, wanted: boolean): { loaded: boolean; body?: string } {
  const [state, setState] = useState<{ id: string; body?: string }>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void answer.load().then((body) => {
      if (live) setState(body === undefined ? { id: answer.id } : { id: answer.id, body });
    });
    return () => {
      live = false;
    };
  }, [answer, wanted]);
  return state?.id === answer.id ? { loaded: true, ...(state.body === undefined ? {} : { body: state.body }) } : { loaded: false };
}

function Comparison({ previous, record }: { previous: EarlierAnswer; record: Exchange }) {
  const { loaded, body } = useBody(previous, true);
  if (!loaded) return <Text size="sm">Reading the previous answer…</Text>;
  if (body === undefined) return <Text size="sm">The previous answer is no longer kept.</Text>;
  return (
    <DiffView
      before={readBody(body)}
      after={readBody(record.body)}
      beforeLabel={`Previous answer (${answerTime(previous.at)})`}
      afterLabel={`This answer (${answerTime(record.startedAt)})`}
    />
  );
}

function EarlierItem({ answer }: { answer: EarlierAnswer }) {
  const [open, setOpen] = useState(false);
  const { loaded, body } = useBody(answer, open);
  const time = answerTime(answer.at);
  const parsed = body === undefined ? undefined : readBody(body);
  return (
    <li>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {time} · {statusCodeText(answer.status)} · {formatBytes(answer.size)}
        </Text>
        <Button size="compact-xs" variant="default" aria-expanded={open} onClick={() => setOpen((value) => !value)} aria-label={`${open ? 'Close' : 'Open'} the answer of ${time}`}>
          {open ? 'Close' : 'Open'}
        </Button>
      </Group>
      {open &&
        (!loaded ? (
          <Text size="sm">Reading the answer…</Text>
        ) : body === undefined ? (
          <Text size="sm">This answer is no longer kept.</Text>
        ) : typeof parsed === 'string' ? (
          <Text size="sm" className="mono" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {parsed.slice(0, 100_000)}
          </Text>
        ) : (
          <JsonView value={parsed} label={`The answer of ${time}`} maxHeight={320} />
        ))}
    </li>
  );
}
