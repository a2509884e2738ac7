/**
 * The inbox table: server-side sorting by header (SortColumn/SortType), the
 * chosen columns, and for each row links to the event page and to the
 * instrument's details.
 */
import { memo, useMemo } from 'react';
import { Badge, Button, Checkbox, Popover, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { CorporateActionEvent } from '@/api/types';
import { AnchorLink } from '@/components/RouterLinks';
import { clean, display, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { COLUMNS, orderColumns, type ColumnDef, type ColumnId } from './columns';
import { dueBadge, eventTypeLabel, firstDeadline, instrumentLabel, payDate } from './model';
import { DEFAULT_DIR, DEFAULT_SORT, type InboxSearch, type SortColumnValue } from './url';

interface Props {
  events: CorporateActionEvent[];
  search: InboxSearch;
  columns: ColumnId[];
  now: Date;
  onSort: (column: SortColumnValue) => void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const ELECTION_COLORS: Record<string, string> = { Elected: 'green', PartialElected: 'yellow', NotElected: 'gray' };

function SortHeader({ column, search, onSort }: { column: ColumnDef; search: InboxSearch; onSort: (column: SortColumnValue) => void }) {
  const sortColumn = column.sort;
  if (!sortColumn) {
    return (
      <Table.Th scope="col" ta={column.numeric ? 'right' : undefined}>
        {column.label}
      </Table.Th>
    );
  }
  const active = (search.sort ?? DEFAULT_SORT) === sortColumn;
  const dir = search.dir ?? DEFAULT_DIR;
  const ariaSort = active ? (dir === 'Asc' ? 'ascending' : 'descending') : 'none';
  const next = active ? (dir === 'Asc' ? 'descending' : 'ascending') : 'this column';
  return (
    <Table.Th scope="col" aria-sort={ariaSort} ta={column.numeric ? 'right' : undefined}>
      <UnstyledButton onClick={() => onSort(sortColumn)} fw={700} fz="sm" title={`Sort by ${next}`} style={{ whiteSpace: 'nowrap' }}>
        {column.label}
        <span aria-hidden="true">{active ? (dir === 'Asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

function Cell({ id, event, now }: { id: ColumnId; event: CorporateActionEvent; now: Date }) {
  switch (id) {
    case 'eventId': {
      const eventId = clean(event.EventId);
      return (
        <Table.Td className="tabular">
          {eventId ? (
            <AnchorLink to="/corporate-actions/$eventId" params={{ eventId }} search={keepListSearch} aria-label={`Event ${eventId}: ${eventTypeLabel(event)}, ${instrumentLabel(event)}`}>
              {eventId}
            </AnchorLink>
          ) : (
            display(undefined)
          )}
        </Table.Td>
      );
    }
    case 'instrument': {
      const uic = typeof event.Uic === 'number' && Number.isFinite(event.Uic) ? String(event.Uic) : undefined;
      const assetType = clean(event.AssetType);
      const symbol = clean(event.DisplayAndFormat?.Symbol);
      return (
        <Table.Td>
          <Stack gap={0}>
            {uic && assetType ? (
              <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType, uic }} size="sm">
                {instrumentLabel(event)}
              </AnchorLink>
            ) : (
              <Text size="sm">{instrumentLabel(event)}</Text>
            )}
            {symbol && (
              <Text span size="xs" c="dimmed" className="mono">
                {symbol}
              </Text>
            )}
          </Stack>
        </Table.Td>
      );
    }
    case 'isin':
      return <Table.Td className="mono">{display(event.DisplayAndFormat?.IsinCode)}</Table.Td>;
    case 'assetType':
      return <Table.Td>{enumLabel(event.AssetType)}</Table.Td>;
    case 'type':
      return <Table.Td>{eventTypeLabel(event)}</Table.Td>;
    case 'kind':
      return (
        <Table.Td>
          <Badge variant="light" color={clean(event.CorporateActionType) === 'Voluntary' ? 'grape' : 'gray'}>
            {enumLabel(event.CorporateActionType)}
          </Badge>
        </Table.Td>
      );
    case 'announced':
      return <Table.Td className="tabular" style={NOWRAP}>{formatDate(event.AnnouncedDate)}</Table.Td>;
    case 'ex':
      return <Table.Td className="tabular" style={NOWRAP}>{formatDate(event.Ex?.Date)}</Table.Td>;
    case 'record':
      return <Table.Td className="tabular" style={NOWRAP}>{formatDate(event.Record?.Date)}</Table.Td>;
    case 'pay':
      return <Table.Td className="tabular" style={NOWRAP}>{formatDate(payDate(event))}</Table.Td>;
    case 'deadline':
      return <Table.Td className="tabular" style={NOWRAP}>{formatDate(firstDeadline(event))}</Table.Td>;
    case 'state':
      return <Table.Td>{enumLabel(event.EventState)}</Table.Td>;
    case 'status':
      return <Table.Td>{enumLabel(event.EventStatus)}</Table.Td>;
    case 'election': {
      const status = clean(event.ElectionStatus);
      const badge = dueBadge(event, now);
      return (
        <Table.Td>
          <Stack gap={2} align="flex-start">
            {status && (
              <Badge variant="dot" color={ELECTION_COLORS[status] ?? 'gray'}>
                {enumLabel(status)}
              </Badge>
            )}
            {badge && (
              <Badge variant={badge.color === 'red' ? 'filled' : 'light'} color={badge.color} title={`Deadline ${formatDate(badge.deadline)}`}>
                {badge.label}
              </Badge>
            )}
          </Stack>
        </Table.Td>
      );
    }
    case 'eligible':
      return (
        <Table.Td className="tabular" ta="right">
          {formatNumber(event.EligibleHoldings)}
        </Table.Td>
      );
    case 'affected':
      return (
        <Table.Td className="tabular" ta="right">
          {formatNumber(event.AffectedAccounts)}
        </Table.Td>
      );
    default:
      return <Table.Td />;
  }
}

/** An event page opened from the list carries the list's address, so it can lead back to the same rows. */
const keepListSearch = (previous: Record<string, unknown>) => previous;

/** A row re-renders only when its event, the columns or the minute change (not on every sort of the others). */
const EventRow = memo(function EventRow({ event, shown, now }: { event: CorporateActionEvent; shown: readonly ColumnDef[]; now: Date }) {
  return (
    <Table.Tr>
      {shown.map((column) => (
        <Cell key={column.id} id={column.id} event={event} now={now} />
      ))}
    </Table.Tr>
  );
});

export function EventsTable({ events, search, columns, now, onSort }: Props) {
  const shown = useMemo(() => COLUMNS.filter((column) => columns.includes(column.id)), [columns]);
  return (
    <Table.ScrollContainer minWidth={Math.max(480, shown.length * 110)}>
      <Table striped highlightOnHover aria-label="Corporate action events">
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <SortHeader key={column.id} column={column} search={search} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, index) => (
            <EventRow key={`${clean(event.EventId) ?? 'event'}-${index}`} event={event} shown={shown} now={now} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Which columns the table shows; the event id always. */
export function ColumnChooser({ columns, onChange }: { columns: ColumnId[]; onChange: (columns: ColumnId[]) => void }) {
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="sm">
          Columns ({columns.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Shown columns"
          value={columns}
          onChange={(values) => onChange(orderColumns(values as ColumnId[]))}
        >
          <Stack gap={6} mt="xs">
            {COLUMNS.map((column) => (
              <Checkbox key={column.id} value={column.id} label={column.label} disabled={column.fixed} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
