/**
 * Whose events, the filters, saved views and the box that opens an event by id. On a phone the first screen shows
 * events: the filters are one line, and the rest (with the column chooser and the exports) folds away.
 */
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { EventListParams } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent, LookupEntry } from '@/api/types';
import type { ColumnId } from './columns';
import { ColumnChooser } from './EventsTable';
import { ExportBar } from '@/features/corporate-actions/exports/ExportBar';
import { FilterBar } from './FilterBar';
import { FindById } from './FindById';
import { SavedViews } from './SavedViews';
import type { InboxSearch } from '@/features/corporate-actions/url';
import { WhosePicker } from './WhosePicker';

interface Props {
  search: InboxSearch;
  phone: boolean;
  /** The events shown, whose accounts the picker may name. */
  events: readonly CorporateActionEvent[];
  onChange: (changes: Partial<InboxSearch>) => void;
  lookup: LookupEntry[] | undefined;
  lookupError: boolean;
  /** The column chooser, where the table is shown. */
  columns: { columns: ColumnId[]; onColumns: (next: ColumnId[]) => void } | undefined;
  /** The exports of the filtered list, where a list is shown. */
  exports: { params: EventListParams; total: number | undefined } | undefined;
}

export function SelectionArea({ search, phone, events, onChange, lookup, lookupError, columns, exports }: Props) {
  const [selectionOpen, setSelectionOpen] = useState(false);
  return phone ? (
    <>
      <FilterBar search={search} onChange={onChange} lookup={lookup} lookupError={lookupError} compact />
      <Button variant="subtle" size="compact-sm" justify="flex-start" aria-expanded={selectionOpen} aria-controls="ca-selection" onClick={() => setSelectionOpen((open) => !open)}>
        {selectionOpen ? 'Hide' : 'Show'} whose events, views, exports and find by id
      </Button>
      {selectionOpen && (
        <Stack gap="sm" id="ca-selection">
          <WhosePicker search={search} events={events} onChange={onChange} />
          <Group gap="sm" wrap="wrap">
            <SavedViews search={search} />
            {columns && <ColumnChooser columns={columns.columns} onChange={columns.onColumns} />}
          </Group>
          {exports && <ExportBar params={exports.params} total={exports.total} />}
          <FindById />
        </Stack>
      )}
    </>
  ) : (
    <>
      <WhosePicker search={search} events={events} onChange={onChange} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <FilterBar search={search} onChange={onChange} lookup={lookup} lookupError={lookupError} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SavedViews search={search} />
          <FindById />
        </Group>
      </Group>
    </>
  );
}
