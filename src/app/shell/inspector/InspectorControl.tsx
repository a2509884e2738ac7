/**
 * The request inspector's one way in: a header button with the number of requests the current view
 * made, and the shortcut Alt+Shift+R, which open and close the inspector's panel. The inspector itself (the panel, copy as code, the schema check) loads on first use,
 * outside the first load's scripts; once loaded, it puts a mark beside this button while the session's
 * answers have schema findings (so the mark costs the first load nothing).
 */
import { useRef, useState, useSyncExternalStore } from 'react';
import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { requestLog } from '@/api/request-log';
import { INSPECTOR_SHORTCUT, useCurrentView } from './current-view';
import { requestsOfView } from './view-requests';

type InspectorPanel = typeof import('./Inspector').Inspector;

function RequestsIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" />
    </svg>
  );
}

export function InspectorControl() {
  const [opened, setOpened] = useState(false);
  // Mounted once first opened, so that closing keeps its choices. Held in state once its code has come rather than
  // rendered through React.lazy: a suspended part is retried at React's lowest priority, which a busy page (a slow
  // machine, a view still loading) can hold back for as long as it stays busy.
  const [Inspector, setInspector] = useState<InspectorPanel>();
  const button = useRef<HTMLButtonElement>(null);
  const records = useSyncExternalStore(requestLog.subscribe, requestLog.snapshot, requestLog.snapshot);
  const view = useCurrentView();
  const count = requestsOfView(records, view).length;
  const toggle = () => {
    setOpened((value) => !value);
    import('./Inspector').then(
      (module) => setInspector(() => module.Inspector),
      // Its code did not come (offline, a new deployment): closed again, so that the next press tries once more.
      () => setOpened(false),
    );
  };
  useHotkeys([[INSPECTOR_SHORTCUT, toggle, { preventDefault: true, usePhysicalKeys: true }]], []);

  return (
    <>
      <UnstyledButton ref={button} onClick={toggle} aria-label={`Requests: ${count} in this view (${INSPECTOR_SHORTCUT})`} aria-expanded={opened}>
        <Group gap={4} wrap="nowrap">
          {/* On a phone the count alone, so the backend banner keeps its room. */}
          <Box visibleFrom="sm" style={{ display: 'flex' }}>
            <RequestsIcon />
          </Box>
          <Text size="sm" c="dimmed" visibleFrom="md">
            Requests
          </Text>{' '}
          <Badge size="sm" variant="light" color="gray" aria-hidden="true">
            {count}
          </Badge>
        </Group>
      </UnstyledButton>
      {/* The panel takes the focus when it opens, and gives it back to the button when it closes. */}
      {Inspector && <Inspector opened={opened} onClose={() => setOpened(false)} button={button} />}
    </>
  );
}
