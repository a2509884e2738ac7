/**
 * A view's requests on one time axis: a table (read as text: the request, its send time as a clock and as an
 * offset from the view's first request, how long it took and its outcome in words) whose last column draws
 * each request as a bar from its sending to its answer, in its outcome's colour and outline. The bars are
 * decoration: everything they show is in the row's text. See waterfall.ts.
 */
import { useEffect, useId, useState } from 'react';
import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { formatDuration, type Tone } from './inspect';
import { formatClock, formatOffset, shortUrl, waterfallOf } from './waterfall';
import classes from './Waterfall.module.css';

const TONE_COLOR: Readonly<Record<Tone, string>> = {
  pending: 'var(--mantine-color-blue-filled)',
  ok: 'var(--mantine-color-teal-filled)',
  error: 'var(--mantine-color-red-filled)',
  aborted: 'var(--mantine-color-gray-filled)',
};

export function Waterfall({ records, view }: { records: readonly Exchange[]; view: string }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const waiting = records.some((record) => record.state === 'pending');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // A waiting request's bar grows until its answer comes.
    if (!open || !waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [open, waiting]);
  if (records.length === 0) return null;
  const chart = waterfallOf(records, now);

  return (
    <div>
      <Button size="compact-sm" variant="subtle" aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide the waterfall' : 'Show the waterfall'}
      </Button>
      {open && (
        // Scrolls sideways in a narrow panel (a focusable region, so the keyboard can scroll it).
        <Box id={tableId} role="region" aria-label="Waterfall" tabIndex={0} className={classes.scroll}>
          <Table fz="xs" verticalSpacing={2} horizontalSpacing={6} className={classes.table}>
            <caption className={classes.caption}>
              Waterfall of {view}: {chart.rows.length} {chart.rows.length === 1 ? 'request' : 'requests'} over {formatDuration(chart.spanMs)}, from {formatClock(chart.origin)}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">Request</Table.Th>
                <Table.Th scope="col">Sent</Table.Th>
                <Table.Th scope="col">Took</Table.Th>
                <Table.Th scope="col">Outcome</Table.Th>
                <Table.Th scope="col" className={classes.timeline}>
                  <VisuallyHidden>Timeline</VisuallyHidden>
                  <div className={classes.axis} aria-hidden="true">
                    {chart.ticks.map((tick) => (
                      <span key={tick} className={classes.tick} style={{ left: `${(tick / chart.spanMs) * 100}%` }}>
                        {tick === 0 ? '0' : formatDuration(tick)}
                      </span>
                    ))}
                  </div>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chart.rows.map((row, index) => (
                <Table.Tr key={row.record.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td className="mono" style={{ overflowWrap: 'anywhere' }}>
                    {shortUrl(row.record.url)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatOffset(row.offsetMs)}
                    <Text span size="xs" c="dimmed" display="block">
                      {formatClock(row.record.startedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.tone === 'pending' ? `${formatDuration(row.durationMs)} so far` : formatDuration(row.durationMs)}</Table.Td>
                  <Table.Td>{row.outcome}</Table.Td>
                  <Table.Td className={classes.timeline}>
                    <div className={classes.track} aria-hidden="true">
                      <span
                        className={classes.bar}
                        data-tone={row.tone}
                        style={{
                          left: `${row.left * 100}%`,
                          width: `${row.width * 100}%`,
                          background: row.tone === 'pending' || row.tone === 'aborted' ? 'transparent' : TONE_COLOR[row.tone],
                          borderColor: TONE_COLOR[row.tone],
                        }}
                      />
                    </div>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </div>
  );
}
