/**
 * "Fetch every page" of a paged list: a button in the first load and its popover; the runner (progress, cancel, the
 * CSV and JSON downloads) loads when the button is first used. The button stays the same element throughout, so the
 * focus is never dropped on the way and comes back to it when the popover closes.
 */
import { useState } from 'react';
import { Button, Loader, Popover, Text } from '@mantine/core';
import type { EveryPageProps } from './every-page/props';
import { OnDemand } from './OnDemand';

const loadRunner = () => import('./every-page/EveryPageRunner');

export type { EveryPageProps };

const IDLE = 'Fetch every page';

export function EveryPage(props: EveryPageProps) {
  const listKey = JSON.stringify(props.list);
  // A run belongs to the list it was started for: another search or filter starts from the button again.
  const [startedFor, setStartedFor] = useState<string | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const [label, setLabel] = useState(IDLE);
  const started = startedFor === listKey;
  const open = opened && started;
  const onClick = () => {
    if (started) setOpened(!open);
    else {
      setLabel(IDLE);
      setStartedFor(listKey);
      setOpened(true);
    }
  };
  return (
    // Kept mounted while a run exists: closing the popover leaves the run going, and the button says how far it got.
    <Popover opened={open} onChange={setOpened} position="bottom-end" withinPortal trapFocus returnFocus keepMounted={started} shadow="md" width={340}>
      <Popover.Target>
        <Button size="xs" variant="default" disabled={props.disabled && !started} onClick={onClick}>
          {started ? label : IDLE}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 24px)">
        {started && (
          <OnDemand
            key={listKey}
            load={loadRunner}
            props={{
              ...props,
              opened: open,
              onLabel: setLabel,
              onDismiss: () => {
                setOpened(false);
                setStartedFor(undefined);
              },
            }}
            fallback={
              <Text size="sm" role="status" display="flex" style={{ alignItems: 'center', gap: 8 }}>
                <Loader size="xs" aria-hidden="true" />
                Loading…
              </Text>
            }
            failed={
              <Text size="sm" role="alert">
                Its code did not load (offline, or the app was updated meanwhile): reload the page to try again.
              </Text>
            }
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
