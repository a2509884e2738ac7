/**
 * Adds an instrument, an option root or a futures space to the current watchlist, or takes it off (a toggle button:
 * aria-pressed says which). A page's own button also answers the W key, outside text fields.
 */
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useWatched } from '@/lib/watchlist-store';
import type { WatchItem } from '@/lib/watchlist';

export const WATCH_SHORTCUT = 'w';

export function WatchButton({ item, label, shortcut = false, compact = false }: { item: WatchItem; label: string; shortcut?: boolean; compact?: boolean }) {
  const { watched, listName, toggle } = useWatched(item);
  // Not while typing: the hook leaves inputs, text areas and selects alone.
  useHotkeys(shortcut ? [[WATCH_SHORTCUT, () => toggle(label)]] : []);
  const where = listName ? `“${listName}”` : 'a new watchlist';
  const title = `${watched ? `In ${where}: press to take it off` : `Add to ${where}`}${shortcut ? ' (W)' : ''}`;
  if (compact) {
    // The star alone, where a header has no room for a word (a phone's chain header).
    return (
      <ActionIcon
        variant={watched ? 'light' : 'default'}
        color={watched ? 'yellow.9' : undefined}
        aria-label={watched ? 'Watching' : 'Watch'}
        aria-pressed={watched}
        title={title}
        onClick={() => toggle(label)}
      >
        <span aria-hidden="true">{watched ? '★' : '☆'}</span>
      </ActionIcon>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant={watched ? 'light' : 'default'}
      aria-pressed={watched}
      onClick={() => toggle(label)}
      title={title}
      leftSection={<span aria-hidden="true">{watched ? '★' : '☆'}</span>}
    >
      {watched ? 'Watching' : 'Watch'}
    </Button>
  );
}

/** The compact form, for a row of a list: a star, named by what it adds. */
export function WatchStar({ item, label, tabIndex }: { item: WatchItem; label: string; tabIndex?: number }) {
  const { watched, listName, toggle } = useWatched(item);
  const name = `Watch ${label}`;
  return (
    <Tooltip label={watched ? `In “${listName ?? ''}”` : `Add to ${listName ? `“${listName}”` : 'a new watchlist'}`} withinPortal>
      <ActionIcon
        variant="subtle"
        color={watched ? 'yellow.8' : 'gray'}
        size="sm"
        aria-label={name}
        aria-pressed={watched}
        onClick={() => toggle(label)}
        tabIndex={tabIndex}
        ml={4}
      >
        <span aria-hidden="true">{watched ? '★' : '☆'}</span>
      </ActionIcon>
    </Tooltip>
  );
}
