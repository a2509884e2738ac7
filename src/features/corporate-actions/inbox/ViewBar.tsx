/** The inbox's view (table, calendar, payments) with the exports of the filtered list, drawn again only when what it shows changes. */
import { memo } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { hashKey } from '@tanstack/react-query';
import type { EventListParams } from '@/api/queries/corporate-actions';
import { ExportBar } from '@/features/corporate-actions/exports/ExportBar';

export type View = 'table' | 'calendar' | 'forecast';

/** Table or calendar, and the exports of the filtered list: re-rendered only when the view, the list or its count change. */
export const ViewBar = memo(
  function ViewBar({
    view,
    onView,
    params,
    total,
    exports = true,
  }: {
    view: View;
    onView: (view: View) => void;
    params: EventListParams;
    total: number | undefined;
    exports?: boolean;
  }) {
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
    before.view === after.view &&
    before.onView === after.onView &&
    before.total === after.total &&
    before.exports === after.exports &&
    hashKey([before.params]) === hashKey([after.params]),
);
