/**
 * The chosen futures spaces and option roots, each with its own state: its
 * dates counted, loading, its error with a retry, or not found; what it
 * lacks (notice dates, holidays) with a retry; and a way to remove it.
 */
import { useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { ErrorState } from '@/components/ErrorState';
import { AnchorLink } from '@/components/RouterLinks';
import { StaleNotice } from '@/components/StaleNotice';
import { formatDate } from '@/lib/format';
import type { ItemRef } from './calendar';
import type { ItemState } from './use-calendar-data';

function ItemLink({ item }: { item: ItemState }) {
  const { ref, name } = item;
  return ref.list === 'futures' ? (
    <AnchorLink to="/futures/$uic" params={{ uic: ref.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/options/$optionRootId" params={{ optionRootId: ref.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </AnchorLink>
  );
}

function summary(item: ItemState, shown: number): string {
  const dates = `${shown} date${shown === 1 ? '' : 's'}`;
  const hidden = item.entries.length - shown;
  const filtered = hidden > 0 ? ` (${hidden} more of expiry kinds not shown)` : '';
  const holidays = item.marketPending ? 'holidays loading' : item.market.knownUntil ? `holidays known to ${formatDate(item.market.knownUntil)}` : 'weekends only';
  return `${dates}${filtered} · ${holidays}`;
}

/** The list's heading (on the page, kept when the list empties): it takes the focus from the last row's Remove. */
export const ITEMS_TITLE_ID = 'expiry-items-title';

const itemKey = (ref: ItemRef) => `${ref.list}-${ref.id}`;

export function ItemList({ items, shownCount, onRemove }: { items: readonly ItemState[]; shownCount: (ref: ItemRef) => number; onRemove: (ref: ItemRef) => void }) {
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // The row goes: its Remove hands the focus to the next row's, else to the list's heading.
  const remove = (index: number) => {
    const item = items[index] as ItemState;
    const next = items[index + 1];
    const target = next ? removeButtons.current.get(itemKey(next.ref)) : undefined;
    (target ?? document.getElementById(ITEMS_TITLE_ID))?.focus();
    onRemove(item.ref);
  };
  return (
    <Stack component="ul" gap="xs" aria-labelledby={ITEMS_TITLE_ID} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => {
        const kind = item.ref.list === 'futures' ? `Futures space · Uic ${item.ref.id}` : `Option root · OptionRootId ${item.ref.id}`;
        return (
          <Paper component="li" withBorder p="xs" key={itemKey(item.ref)} aria-busy={item.status === 'loading' ? true : undefined}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  {item.status === 'ready' ? <ItemLink item={item} /> : <Text fw={600}>{item.name}</Text>}
                  <Text size="xs" c="dimmed">
                    {kind}
                  </Text>
                </div>
                <Button
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) removeButtons.current.set(itemKey(item.ref), element);
                    else removeButtons.current.delete(itemKey(item.ref));
                  }}
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${item.name} from the calendar`}
                >
                  Remove
                </Button>
              </Group>
              {item.status === 'loading' && (
                <Group gap="xs" role="status">
                  <Loader size="xs" aria-hidden="true" />
                  <Text size="sm" c="dimmed">
                    Loading its dates…
                  </Text>
                </Group>
              )}
              {item.status === 'ready' && (
                <Text size="sm" role="status">
                  {summary(item, shownCount(item.ref))}
                </Text>
              )}
              {item.status === 'not-found' && (
                <Alert color="yellow" variant="light" title="Not found" role="alert">
                  {item.ref.list === 'futures'
                    ? `The service has no futures space for the continuous future ${item.ref.id}, or not for this user.`
                    : `The service has no option root ${item.ref.id}, or not for this user.`}{' '}
                  Remove it, or check the number.
                </Alert>
              )}
              {item.status === 'error' && <ErrorState compact error={item.error} onRetry={item.retry} />}
              {item.stale && <StaleNotice error={item.stale.error} updatedAt={item.stale.updatedAt} onRetry={item.retry} shown="its dates" />}
              {item.problems.map((problem) => (
                <Stack key={problem.text} gap={2}>
                  <Text size="sm" c={problem.error === undefined ? 'dimmed' : undefined}>
                    {problem.text}
                  </Text>
                  {problem.error !== undefined && <ErrorState compact error={problem.error} {...(problem.retry ? { onRetry: problem.retry } : {})} />}
                </Stack>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
