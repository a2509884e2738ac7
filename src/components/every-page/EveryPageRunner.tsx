/**
 * Runs "every page" of a list as soon as it mounts, in the button's popover (EveryPage.tsx): a named progress bar
 * against `__count` (rows so far when the service sends none), what it is doing in words (a 429's wait included), a
 * way to stop, and the rows as CSV and JSON once complete. The button's label, how far it got, comes from here.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { getBackend, useApi } from '@/api/backend';
import { isAbortError } from '@/api/errors';
import { collectEveryPage, firstPageUrl } from '@/api/fetch-every-page';
import { ErrorState } from '@/components/ErrorState';
import { downloadText, safeFileName } from '@/lib/csv';
import { rowsToCsv, rowsToJson } from '@/lib/feed-export';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { EveryPageProps } from './props';

type RunState =
  | { kind: 'running'; loaded: number; total: number | undefined; pages: number; waitUntil?: number | undefined; waitMs?: number | undefined; retryAfter?: boolean }
  | { kind: 'done'; loaded: number; total: number | undefined; pages: number }
  | { kind: 'stopped'; loaded: number; total: number | undefined }
  | { kind: 'error'; error: unknown; loaded: number };

const JSON_TYPE = 'application/json;charset=utf-8';

export default function EveryPageRunner({
  list: given,
  noun,
  fileName,
  opened,
  onLabel,
  onDismiss,
}: EveryPageProps & { opened: boolean; onLabel: (label: string) => void; onDismiss: () => void }) {
  const api = useApi();
  // The list as it was when the run started: the parent builds an equal one at every render (and mounts another
  // runner for another list), which must not start the run again.
  const [list] = useState(given);
  const [run, setRun] = useState(0);
  const [state, setState] = useState<RunState>({ kind: 'running', loaded: 0, total: undefined, pages: 0 });
  const rows = useRef<unknown[]>([]);
  const controller = useRef<AbortController | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    rows.current = [];
    let loaded = 0;
    let total: number | undefined;
    let pages = 0;
    collectEveryPage(api, list, {
      signal: abort.signal,
      onEvent: (event) => {
        if (event.kind === 'page') {
          ({ loaded, total, pages } = event);
          setState({ kind: 'running', loaded, total, pages });
        } else setState({ kind: 'running', loaded, total, pages, waitUntil: event.until, waitMs: event.ms, retryAfter: event.error.retryAfterMs !== undefined });
      },
    }).then(
      (result) => {
        rows.current = result.items;
        setState({ kind: 'done', loaded: result.items.length, total: result.total, pages: result.pages });
      },
      (error: unknown) => {
        if (isAbortError(error) || abort.signal.aborted) setState({ kind: 'stopped', loaded, total });
        else setState({ kind: 'error', error, loaded });
      },
    );
    return () => abort.abort();
  }, [api, list, run]);

  const again = () => {
    setState({ kind: 'running', loaded: 0, total: undefined, pages: 0 });
    setRun((value) => value + 1);
  };

  const secret = () => {
    const backend = getBackend();
    return backend.kind === 'gateway' ? backend.token : undefined;
  };
  const stamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const downloadCsv = () => downloadText(`${safeFileName(`${fileName}-${stamp()}`)}.csv`, rowsToCsv(rows.current, secret()));
  const downloadJson = () => {
    const source = { url: firstPageUrl(api, list), pages: state.kind === 'done' ? state.pages : 0, fetchedAt: new Date().toISOString() };
    downloadText(`${safeFileName(`${fileName}-${stamp()}`)}.json`, rowsToJson(rows.current, state.kind === 'done' ? state.total : undefined, source, secret()), JSON_TYPE);
  };

  const percent = 'total' in state && state.total ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : undefined;
  const label =
    state.kind === 'running'
      ? `Every page: ${percent !== undefined ? `${percent}%` : `${formatNumber(state.loaded, 0)} ${noun}`}`
      : state.kind === 'done'
        ? `Every page: ${formatNumber(state.loaded, 0)} ${noun}`
        : 'Fetch every page';

  useEffect(() => onLabel(label), [label, onLabel]);

  // The controls change with the run (Stop gives way to the downloads): a focus left on one that went, or on the
  // popover while this part loaded, moves to the first control, so that the keys (Escape, Tab) stay in the popover.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (opened && (active === null || active === document.body || active === box.current?.closest('[role=dialog]')))
      box.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
  }, [opened, state.kind]);

  return (
    <Stack gap="xs" ref={box}>
      <Text size="sm" fw={600}>
        Every page of these {noun}
      </Text>
      <Progress.Root size="md" aria-hidden={state.kind === 'error'}>
        <Progress.Section
          withAria={false}
          role="progressbar"
          aria-label={`Every page: ${noun} fetched`}
          aria-valuemin={0}
          aria-valuemax={state.kind !== 'error' && state.total !== undefined ? state.total : undefined}
          aria-valuenow={state.kind !== 'error' && state.total !== undefined ? state.loaded : undefined}
          aria-valuetext={progressText(state, noun)}
          // Without a count, a full striped bar: going, how far unknown.
          value={percent ?? (state.kind === 'error' || state.kind === 'stopped' ? 0 : 100)}
          striped={percent === undefined}
          animated={state.kind === 'running'}
        />
      </Progress.Root>
      <Status state={state} noun={noun} />
      {state.kind === 'error' && <ErrorState error={state.error} onRetry={again} compact />}
      <Group gap="xs" wrap="wrap">
        {state.kind === 'running' && (
          <Button size="xs" variant="light" color="red" onClick={() => controller.current?.abort()}>
            Stop
          </Button>
        )}
        {state.kind === 'done' && (
          <>
            <Button size="xs" onClick={downloadCsv} disabled={state.loaded === 0}>
              Download CSV
            </Button>
            <Button size="xs" variant="light" onClick={downloadJson}>
              Download JSON
            </Button>
          </>
        )}
        {(state.kind === 'stopped' || state.kind === 'done') && (
          <Button size="xs" variant="default" onClick={again}>
            Fetch again
          </Button>
        )}
        {state.kind !== 'running' && (
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            Close
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        In the service&apos;s order, {formatNumber(list.pageSize, 0)} rows a request. Connected to a gateway, requests keep to its quotas (the pacing notice says when they wait).
      </Text>
    </Stack>
  );
}

function progressText(state: RunState, noun: string): string {
  if (state.kind === 'error') return 'Failed';
  const of = state.total !== undefined ? ` of ${formatNumber(state.total, 0)}` : '';
  return `${formatNumber(state.loaded, 0)}${of} ${noun}`;
}

function Status({ state, noun }: { state: RunState; noun: string }) {
  return (
    <Text size="sm" role="status" aria-live="polite" className="tabular">
      {state.kind === 'running' && state.waitUntil !== undefined ? (
        <Waiting until={state.waitUntil} retryAfter={state.retryAfter === true} loaded={state.loaded} noun={noun} />
      ) : (
        statusText(state, noun)
      )}
    </Text>
  );
}

function statusText(state: RunState, noun: string): string {
  const of = (total: number | undefined) => (total !== undefined ? ` of ${formatNumber(total, 0)}` : '');
  const pages = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'page' : 'pages'}`;
  switch (state.kind) {
    case 'running':
      return state.pages === 0 ? 'Fetching the first page…' : `Fetched ${formatNumber(state.loaded, 0)}${of(state.total)} ${noun} (${pages(state.pages)})…`;
    case 'done':
      return `Done: ${formatNumber(state.loaded, 0)} ${noun} in ${pages(state.pages)}${state.total !== undefined && state.total !== state.loaded ? ` (the service counts ${formatNumber(state.total, 0)})` : ''}.`;
    case 'stopped':
      return `Stopped after ${formatNumber(state.loaded, 0)}${of(state.total)} ${noun}.`;
    default:
      return `Failed after ${formatNumber(state.loaded, 0)} ${noun}.`;
  }
}

/** A 429's wait, counted down. */
function Waiting({ until, retryAfter, loaded, noun }: { until: number; retryAfter: boolean; loaded: number; noun: string }) {
  const now = useNow(1000);
  const seconds = Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  return (
    <>
      The gateway answered 429 (too many requests) after {formatNumber(loaded, 0)} {noun}: asking again for the same page in {seconds} s
      {retryAfter ? ' (the wait it named)' : ' (its rate-limit headers are hidden from the page: so a quota minute)'}.
    </>
  );
}
