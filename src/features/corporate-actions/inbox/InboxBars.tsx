/**
 * The inbox's bars above the list: the status tabs with their counts, and the view (table, calendar, payments) with
 * the exports of the filtered list. Each is drawn again only when what it shows changes.
 */
import { memo } from 'react';
import { Group, SegmentedControl, Tabs, Text } from '@mantine/core';
import { hashKey } from '@tanstack/react-query';
import type { EventListParams } from '@/api/queries/corporate-actions';
import { formatNumber } from '@/lib/format';
import { ExportBar } from '@/features/corporate-actions/exports/ExportBar';
import { EVENT_STATUSES } from '@/features/corporate-actions/url';

export type View = 'table' | 'calendar' | 'forecast';

const TABS = [{ value: 'action', label: 'Action needed' }, { value: 'all', label: 'All' }, ...EVENT_STATUSES.map((status) => ({ value: status, label: status }))];

/** The tabs and their counts: re-rendered only when a count changes. */
export const StatusTabs = memo(
  function StatusTabs({ counts }: { counts: (number | undefined)[] }) {
    return (
      <Tabs.List aria-label="Event status">
        {TABS.map((item, index) => {
          const count = counts[index];
          return (
            <Tabs.Tab key={item.value} value={item.value} rightSection={<Text span size="xs" c="dimmed" className="tabular">{count === undefined ? '…' : formatNumber(count, 0)}</Text>}>
              {item.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    );
  },
  (before, after) => before.counts.every((count, index) => count === after.counts[index]),
);

/** Table or calendar, and the exports of the filtered list: re-rendered only when the view, the list or its count change. */
export const ViewBar = memo(
  function ViewBar({ view, onView, params, total, exports = true }: { view: View; onView: (view: View) => void; params: EventListParams; total: number | undefined; exports?: boolean }) {
    return (
      <Group wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label="View"
          size="xs"
          value={view}
          onChange={(value) => onView(value === 'calendar' || value === 'forecast' ? value : 'table')}
          data={[
            { value: 'table', label: 'Table' },
            { value: 'calendar', label: 'Calendar' },
            { value: 'forecast', label: 'Payments' },
          ]}
        />
        {exports && <ExportBar params={params} total={total} />}
      </Group>
    );
  },
  (before, after) =>
    before.view === after.view && before.onView === after.onView && before.total === after.total && before.exports === after.exports && hashKey([before.params]) === hashKey([after.params]),
);
