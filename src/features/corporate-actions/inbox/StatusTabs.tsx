/** The inbox's status tabs with their counts, drawn again only when a count changes. */
import { memo } from 'react';
import { Tabs, Text, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { EVENT_STATUSES } from '@/features/corporate-actions/url';

const TABS = [{ value: 'action', label: 'Action needed' }, { value: 'all', label: 'All' }, ...EVENT_STATUSES.map((status) => ({ value: status, label: status }))];

/** The tabs and their counts (undefined while counting, null when the count failed): re-rendered only when a count changes. */
export const StatusTabs = memo(
  function StatusTabs({ counts }: { counts: (number | null | undefined)[] }) {
    return (
      <Tabs.List aria-label="Event status">
        {TABS.map((item, index) => {
          const count = counts[index];
          return (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              rightSection={
                count === null ? (
                  <Text span size="xs" c="dimmed" title="Could not be counted">
                    —<VisuallyHidden>not counted</VisuallyHidden>
                  </Text>
                ) : (
                  <Text span size="xs" c="dimmed" className="tabular">
                    {count === undefined ? '…' : formatNumber(count, 0)}
                  </Text>
                )
              }
            >
              {item.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    );
  },
  (before, after) => before.counts.every((count, index) => count === after.counts[index]),
);
