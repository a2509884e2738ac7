/**
 * A view's requests on one time axis: a table (read as text: the request, its send time as a clock and as an
 * offset from the view's first request, how long it took and its outcome in words) whose last column draws
 * each request as a bar from its sending to its answer, in its outcome's colour and outline, after a lighter
 * segment for its wait in the app's own line (the pacer's, under the gateway's quotas) when it had one. The bars are
 * decoration: everything they show is in the row's text. Bursts with a quiet stretch between them (the view's
 * later visits, a user's later action) each get a heading row and an axis of their own. See waterfall.ts.
 */
import { useEffect, useId, useState } from 'react';
import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { formatDuration, type Tone } from './inspect';
import { formatClock, formatOffset, formatSpan, shortUrl, waterfallParts, type WaterfallPart } from './waterfall';
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
  const parts = waterfallParts(records, now);
  const origin = parts[0]?.origin ?? now;
  const count = parts.reduce((sum, part) => sum + part.rows.length, 0);
  const requests = `${count} ${count === 1 ? 'request' : 'requests'}`;
  const single = parts.length === 1 ? parts[0] : undefined;
  const queued = records.some((record) => record.queuedMs || record.inLine);

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
              Waterfall of {view}: {requests}
              {single ? ` over ${formatDuration(single.spanMs)}` : ` in ${parts.length} bursts, each on its own time axis`}, from {formatClock(origin)}
              {queued && "; a lighter segment before a bar is its wait in the app's line for the gateway's quota"}
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
                  {single && <Axis part={single} />}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            {parts.map((part, partIndex) => {
              const before = parts.slice(0, partIndex).reduce((sum, earlier) => sum + earlier.rows.length, 0);
              return (
                <Table.Tbody key={part.origin}>
                  {!single && (
                    <Table.Tr>
                      <Table.Th scope="rowgroup" colSpan={5} fw={500}>
                        Burst {partIndex + 1}
                        {part.quietMs > 0 ? `, after ${formatSpan(part.quietMs)} with no request` : ''}: {part.rows.length} {part.rows.length === 1 ? 'request' : 'requests'} over{' '}
                        {formatDuration(part.spanMs)}, from {formatClock(part.origin)} ({formatOffset(part.origin - origin)})
                      </Table.Th>
                      <Table.Td className={classes.timeline}>
                        <Axis part={part} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {part.rows.map((row, index) => (
                    <Table.Tr key={row.record.id}>
                      <Table.Td>{before + index + 1}</Table.Td>
                      <Table.Td className="mono" style={{ overflowWrap: 'anywhere' }}>
                        {shortUrl(row.record.url)}
                      </Table.Td>
                      {row.record.inLine || row.record.unsent ? (
                        <>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.record.inLine ? 'Not yet' : 'Never'}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {formatDuration(row.queuedMs)} in the app&apos;s line{row.record.inLine ? ' so far' : ''}
                          </Table.Td>
                        </>
                      ) : (
                        <>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {formatOffset(row.record.startedAt - origin)}
                            <Text span size="xs" c="dimmed" display="block">
                              {formatClock(row.record.startedAt)}
                            </Text>
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {row.tone === 'pending' ? `${formatDuration(row.durationMs)} so far` : formatDuration(row.durationMs)}
                            {row.queuedMs > 0 && (
                              <Text span size="xs" c="dimmed" display="block">
                                after {formatDuration(row.queuedMs)} in the app&apos;s line
                              </Text>
                            )}
                          </Table.Td>
                        </>
                      )}
                      <Table.Td>{row.outcome}</Table.Td>
                      <Table.Td className={classes.timeline}>
                        <div className={classes.track} aria-hidden="true">
                          {row.queued > 0 && (
                            <span
                              className={classes.queue}
                              style={{ left: `${(row.left - row.queued) * 100}%`, width: `${row.queued * 100}%`, background: TONE_COLOR[row.tone] }}
                            />
                          )}
                          {!row.record.inLine && !row.record.unsent && (
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
                          )}
                        </div>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              );
            })}
          </Table>
        </Box>
      )}
    </div>
  );
}

/** A part's time axis: round steps from its first sending. */
function Axis({ part }: { part: WaterfallPart }) {
  return (
    <div className={classes.axis} aria-hidden="true">
      {part.ticks.map((tick) => (
        <span key={tick} className={classes.tick} style={{ left: `${(tick / part.spanMs) * 100}%` }}>
          {tick === 0 ? '0' : formatDuration(tick)}
        </span>
      ))}
    </div>
  );
}
