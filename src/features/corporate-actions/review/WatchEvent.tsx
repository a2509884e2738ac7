/** The event page's watch button: watch this event (W too), or stop; the inbox's strip counts a watched event when it changes. */
import { Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { CorporateActionEvent } from '@/api/types';
import { isWatched, useEventWatch } from './watch';

/** Watch this event (W too), or stop; says when its instrument's watchlist already has it watched. */
export function WatchEvent({ event, eventId }: { event: CorporateActionEvent; eventId: string }) {
  const { watch, toggle } = useEventWatch();
  const byId = watch.events.has(eventId);
  const byInstrument = !byId && isWatched(event, watch);
  useHotkeys([['w', () => toggle(eventId)]]);
  return (
    <>
      <Button
        size="compact-sm"
        variant={byId ? 'light' : 'default'}
        aria-pressed={byId}
        onClick={() => toggle(eventId)}
        title="Counted in the inbox's strip when it changes (W)"
        leftSection={<span aria-hidden="true">{byId ? '★' : '☆'}</span>}
      >
        {byId ? 'Watching' : 'Watch'}
      </Button>
      {byInstrument && (
        <Text size="xs" c="dimmed">
          Watched through its instrument on a watchlist
        </Text>
      )}
    </>
  );
}
