import type { ReactNode } from 'react';
import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { TableHead } from '@/components/TableHead';
import { MISSING, enumLabel } from '@/lib/format';
import { NOT_GIVEN, tickBandRange, type DistanceRow, type Row, type TickBand } from '@/model/instrument';

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * The width of a details section's own box from which its cards stand two by two. A container width, not the
 * window's: the request inspector docked beside the page narrows it, and the cards then stand one under the other.
 * It is the box's width beside the request panel in a 1,200 px window, where two columns began before.
 */
export const TWO_COLUMNS = '638px';

/** A titled block of the details page. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${slug(title)}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** Label/value pairs as a two-column table (labels are row headers). */
export function RowsTable({ rows, label }: { rows: readonly Row[]; label: string }) {
  if (rows.length === 0) return <Note>The service sent none of these fields.</Note>;
  return (
    <div>
      <Table aria-label={label} verticalSpacing={4} highlightOnHover={false} layout="fixed">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500} c="dimmed" w="40%" style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                {row.label}
              </Table.Th>
              <Table.Td
                className={row.mono ? 'mono tabular' : 'tabular'}
                style={{ wordBreak: 'break-word' }}
                c={row.value === MISSING || row.value === NOT_GIVEN ? 'dimmed' : undefined}
              >
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

export function ChipList({ items, label, empty = 'None given' }: { items: readonly string[]; label: string; empty?: string }) {
  if (items.length === 0) return <Note>{empty}</Note>;
  return (
    <Group gap={6} component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Badge key={`${item}-${index}`} component="li" variant="default" radius="sm" size="md" className="tabular" tt="none" fw={500}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

export function TickBandsTable({ bands }: { bands: readonly TickBand[] }) {
  return (
    <Table aria-label="Tick size scheme" verticalSpacing={4}>
      <TableHead columns={['Price', { title: 'Tick size', ta: 'right' }]} />
      <Table.Tbody>
        {bands.map((band, index) => (
          <Table.Tr key={index}>
            <Table.Td className="tabular">
              {tickBandRange(band)}
              {band.isDefault && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (default)
                </Text>
              )}
            </Table.Td>
            <Table.Td className="tabular" ta="right">
              {band.tick}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function DistancesTable({ rows }: { rows: readonly DistanceRow[] }) {
  return (
    <Table aria-label="Default order distances" verticalSpacing={4}>
      <TableHead columns={['Order', { title: 'Distance', ta: 'right' }, 'Unit', 'Notes']} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.order}>
            <Table.Th scope="row" fw={500}>
              {row.order}
            </Table.Th>
            <Table.Td className="tabular" ta="right">
              {row.distance}
            </Table.Td>
            <Table.Td>{row.type}</Table.Td>
            <Table.Td>
              <Note>{row.extra ?? MISSING}</Note>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function OrderTypeSettingsTable({ settings }: { settings: readonly { orderType: string; durations: string[] }[] }) {
  return (
    <Table aria-label="Order durations" verticalSpacing={4}>
      <TableHead columns={['Order type', 'Durations']} />
      <Table.Tbody>
        {settings.map((setting) => (
          <Table.Tr key={setting.orderType}>
            <Table.Th scope="row" fw={500}>
              {enumLabel(setting.orderType)}
            </Table.Th>
            <Table.Td>{setting.durations.length ? setting.durations.map((duration) => enumLabel(duration)).join(', ') : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Link to an instrument's details. */
export function InstrumentLink({ uic, assetType, children }: { uic: number; assetType: string; children: ReactNode }) {
  return (
    <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType, uic: String(uic) }}>
      {children}
    </AnchorLink>
  );
}
