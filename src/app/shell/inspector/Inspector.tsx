/**
 * The request inspector: a panel listing the requests the current view made (see inspect.ts for what
 * that means), each with its send time, status, time, size, the request headers as sent, readable response
 * headers, decoded error and its answer as a tree and as raw JSON, and "Copy as code"; above them, the view's
 * waterfall. Older views of this page's life can be looked at too. Each answer is held to the published
 * schema of its operation, and the session's findings can be copied (SchemaFindings.tsx). Docked in the page
 * or in a window of its own (InspectorFrame.tsx). Loaded on first use.
 */
// The menu's looks, loaded with the inspector (after the shared Popover styles of the first load).
import '@mantine/core/styles/Menu.css';
import { type RefObject, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Code, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { DEMO_BASE_URL, backendKey, useBackend } from '@/api/backend';
import { normalizeToken } from '@/api/client';
import { requestLog } from '@/api/request-log';
import { Note } from '@/components/Note';
import { TOKEN_VARIABLE } from '@/lib/code-snippets';
import { LOCAL_SIMULATOR } from './inspect';
import { requestsOfView } from './view-requests';
import { olderViews, sameView } from './older-views';
import { INSPECTOR_SHORTCUT, useCurrentView } from './current-view';
import { RequestItem } from './RequestItem';
import { FindingsMark, SessionFindings } from './SchemaFindings';
import { summarize } from './schema-findings';
import { useSchemaChecks } from './use-schema-checks';
import { useKeepingAnswers } from './kept-answers';
import { KeptAnswers } from './KeptAnswers';
import { HarDownload } from './HarDownload';
import { Waterfall } from './Waterfall';
import { DockedFrame, WindowFrame } from './InspectorFrame';
import { type InspectorWindow, openInspectorWindow } from './inspector-window';

const CURRENT = '';
const TITLE = `Requests of this view (${INSPECTOR_SHORTCUT})`;

export function Inspector({ opened, onClose, button }: { opened: boolean; onClose: () => void; button: RefObject<HTMLElement | null> }) {
  const records = useSyncExternalStore(requestLog.subscribe, requestLog.snapshot, requestLog.snapshot);
  // The whole session's answers are checked, the panel open or not, once it has been opened.
  const checks = useSchemaChecks(records);
  // Answers are kept for their history from the first opening on, the panel open or not.
  useKeepingAnswers();
  const summary = summarize(records, checks);
  const current = useCurrentView();
  const backend = useBackend();
  const [picked, setPicked] = useState(CURRENT);
  const [includeToken, setIncludeToken] = useState(false);
  const listId = useId();
  const older = olderViews(records, current);
  // A picked older view that became the current one (or left the log) falls back to the current view.
  const shown = picked !== CURRENT && older.some((entry) => entry.view === picked) ? picked : CURRENT;
  const view = shown === CURRENT ? current : shown;
  const list = requestsOfView(records, view);
  const token = backend.kind === 'demo' ? backend.demoUser : normalizeToken(backend.token);
  // In the page, or in a window of its own (closing the inspector closes the window too).
  const [detached, setDetached] = useState<InspectorWindow>();
  const [blocked, setBlocked] = useState(false);
  const detach = () => {
    const opened = openInspectorWindow(TITLE);
    setBlocked(!opened);
    setDetached(opened);
  };
  const dock = () => {
    if (detached && !detached.window.closed) detached.window.close();
    setDetached(undefined);
  };
  useEffect(() => {
    // Closing the inspector closes its window (whose going is then told by WindowFrame's onGone).
    if (!opened && detached && !detached.window.closed) detached.window.close();
  }, [opened, detached]);

  const content = (
    <Stack gap="sm">
      {blocked && (
        <Text size="sm" role="status">
          The browser did not open the window: allow this site&apos;s pop-ups, then choose Open in a window again.
        </Text>
      )}
      <NativeSelect
        label="Show the requests of"
        value={shown}
        onChange={(event) => setPicked(event.currentTarget.value)}
        data={[
          { value: CURRENT, label: `This view: ${current}` },
          ...older.map((entry) => ({
            value: entry.view,
            label: `${entry.view} (${entry.count} ${entry.count === 1 ? 'request' : 'requests'})`,
          })),
        ]}
      />
      <Switch
        checked={includeToken}
        onChange={(event) => setIncludeToken(event.currentTarget.checked)}
        label="Include my token in copied code"
        description={
          includeToken
            ? 'Copied code now holds your access token in its Authorization header: keep it to yourself, and do not paste it into tickets or chats.'
            : `Copied code reads the token from the environment variable ${TOKEN_VARIABLE}. The token only ever goes in the Authorization header, never in the URL.`
        }
      />
      {list.length === 0 ? (
        <Text size="sm" role="status">
          {sameView(view, current)
            ? 'No request was sent for this view: its data came from the cache, or it needs none. Earlier views are in the list of views above.'
            : 'The log no longer holds requests of this view.'}
        </Text>
      ) : (
        <>
          <Text size="sm" id={listId}>
            {list.length} {list.length === 1 ? 'request' : 'requests'} of {view}
          </Text>
          <HarDownload records={list} view={view} token={backend.kind === 'gateway' ? token : undefined} />
          <Waterfall records={list} view={view} />
          <Stack component="ol" aria-labelledby={listId} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((record) => (
              <RequestItem
                key={record.id}
                record={record}
                check={checks.get(record.id)}
                token={includeToken ? token : undefined}
                backend={backendKey(backend)}
                demoBase={DEMO_BASE_URL}
                origin={list[0]?.startedAt}
              />
            ))}
          </Stack>
        </>
      )}
      {/* What the list means, the session's schema check and the answers kept: after the requests, which are what the
          panel is opened for (the header's mark counts the findings). */}
      <Note>
        A view&apos;s requests are those sent while the page showed its address, in the order they were sent, over every visit of the address since the page was loaded. A view
        whose data came from the cache sends nothing.
      </Note>
      {backend.kind === 'demo' && (
        <Note>
          Demo mode: the simulator answers inside this page, so nothing reaches the network. Copied code asks the same simulator over HTTP at <Code>{LOCAL_SIMULATOR}</Code> (start
          it with <Code>npm run sim</Code>
          ), where this demo user&apos;s token is <Code>{backend.demoUser}</Code>.
        </Note>
      )}
      <SessionFindings summary={summary} />
      <KeptAnswers />
    </Stack>
  );

  return (
    <>
      {/* Rendered where the inspector is mounted: right after its header button. */}
      {summary.total > 0 && <FindingsMark total={summary.total} />}
      {opened && detached && (
        <WindowFrame detached={detached} title={TITLE} onDock={dock} onGone={() => setDetached(undefined)}>
          {content}
        </WindowFrame>
      )}
      {opened && !detached && (
        <DockedFrame
          title={TITLE}
          button={button}
          onClose={onClose}
          onDetach={detach}
          detachNote="The inspector in a window of its own, e.g. on a second screen; it follows this page's requests and views."
        >
          {content}
        </DockedFrame>
      )}
    </>
  );
}
