import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { sessionState, type EarlyClose } from '@/model/sessions';
import { barLabel, formatCalendarDay, formatCalendarDayLong, formatClock, wallMinutes, type DayRow, type DaySegment } from './days';
import table from '@/components/table.module.css';
import classes from './schedule.module.css';

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/** The coarsest step an hour's label belongs to: a narrow axis shows only the labels of the coarser steps (schedule.module.css). */
function labelStep(hour: number): number {
  return hour % 24 === 0 ? 24 : hour % 12 === 0 ? 12 : hour % 6 === 0 ? 6 : 3;
}

function percent(minute: number): string {
  return `${(minute / 1440) * 100}%`;
}

interface Cell {
  row: number;
  col: number;
  segment: DaySegment;
}

/**
 * One row per day, one bar per session part, coloured by state. One tab
 * stop: arrow keys move between bars (left/right along the time, up/down to
 * the same time on another day), Home/End jump to the ends.
 */
export const ScheduleTimeline = memo(function ScheduleTimeline({
  days,
  zone,
  now,
  zoneLabel,
  early = [],
}: {
  days: DayRow[];
  zone: string;
  now: number;
  zoneLabel: string;
  early?: readonly EarlyClose[];
}) {
  const cells = useMemo(() => days.flatMap((day, row) => day.segments.map((segment, col): Cell => ({ row, col, segment }))), [days]);
  const initial = Math.max(
    0,
    cells.findIndex((cell) => cell.segment.start <= now && now < cell.segment.end),
  );
  const [active, setActive] = useState<number | undefined>(undefined);
  const activeIndex = active !== undefined && active < cells.length ? active : initial;
  const refs = useRef<(HTMLDivElement | null)[]>([]);

  const move = (index: number) => {
    const target = Math.min(cells.length - 1, Math.max(0, index));
    setActive(target);
    refs.current[target]?.focus();
  };

  const sameTimeOn = (row: number, from: Cell): number | undefined => {
    const middle = (from.segment.startMinute + from.segment.endMinute) / 2;
    let best: number | undefined;
    let bestDistance = Infinity;
    cells.forEach((cell, index) => {
      if (cell.row !== row) return;
      const distance = middle < cell.segment.startMinute ? cell.segment.startMinute - middle : middle > cell.segment.endMinute ? middle - cell.segment.endMinute : 0;
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    return best;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const cell = cells[index];
    if (!cell) return;
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = index + 1;
        break;
      case 'ArrowLeft':
        target = index - 1;
        break;
      case 'ArrowDown':
        for (let row = cell.row + 1; row < days.length && target === undefined; row++) target = sameTimeOn(row, cell);
        break;
      case 'ArrowUp':
        for (let row = cell.row - 1; row >= 0 && target === undefined; row--) target = sameTimeOn(row, cell);
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = cells.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined) move(target);
  };

  const rowOffsets = days.map((_, row) => cells.findIndex((cell) => cell.row === row));
  return (
    <Box component="figure" m={0} aria-labelledby="schedule-timeline-caption" className={classes.figure}>
      <Text id="schedule-timeline-caption" component="figcaption" size="sm" c="dimmed" mb={6}>
        Sessions by day, times in {zoneLabel}. Use the arrow keys to move between sessions; the table view lists the same sessions.
      </Text>
      <div className={classes.axis} aria-hidden="true">
        <div className={classes.dayLabel} />
        <div className={classes.axisTrack}>
          {HOURS.map((hour) => (
            <span
              key={hour}
              className={classes.axisTick}
              style={{ left: percent(hour * 60) }}
              data-edge={hour === 0 ? 'start' : hour === 24 ? 'end' : undefined}
              data-step={labelStep(hour)}
            >
              {String(hour).padStart(2, '0')}
            </span>
          ))}
        </div>
      </div>
      <div className={classes.rows} role="grid" aria-labelledby="schedule-timeline-caption" aria-readonly="true">
        {days.map((day, row) => {
          const isToday = now >= day.start && now < day.end;
          const nowMinute = isToday ? wallMinutes(now, zone, day.day) : undefined;
          return (
            <div key={day.key} className={classes.row} role="row" data-today={isToday || undefined}>
              <div className={classes.dayLabel} role="rowheader">
                <Text size="sm" fw={isToday ? 700 : 500} className="tabular">
                  <span aria-hidden="true">{formatCalendarDay(day.day)}</span>
                  <span className={table.visuallyHidden}>{formatCalendarDayLong(day.day)}</span>
                  {isToday && <span className={table.visuallyHidden}>, today</span>}
                </Text>
                <Group gap={4} wrap="nowrap" className={classes.badges}>
                  {isToday && (
                    <Badge size="xs" variant="light" color="red" className="tabular" style={{ flexShrink: 0, overflow: 'visible' }}>
                      now {formatClock(now, zone)}
                    </Badge>
                  )}
                  {early
                    .filter((half) => half.close > day.start && half.close <= day.end)
                    .map((half) => (
                      // In words, not only on hover: the market status above says it in full.
                      <Badge
                        key={half.day}
                        size="xs"
                        variant="light"
                        color="orange"
                        className="tabular"
                        style={{ flexShrink: 0 }}
                        title={`Regular trading ends at ${half.closeText}, usually ${half.usualText} (exchange time)`}
                      >
                        closes early {formatClock(half.close, zone)}
                      </Badge>
                    ))}
                  {day.minutes !== 1440 && (
                    <Tooltip label="Clocks change on this day">
                      <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {Math.round(day.minutes / 60)} h day
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              </div>
              <div className={classes.track}>
                {HOURS.slice(1, -1).map((hour) => (
                  <span key={hour} className={classes.gridLine} style={{ left: percent(hour * 60) }} aria-hidden="true" />
                ))}
                {day.segments.map((segment, col) => {
                  const index = (rowOffsets[row] ?? 0) + col;
                  const state = sessionState(segment.session.state);
                  const label = barLabel(segment, zone);
                  return (
                    <Tooltip key={`${segment.session.index}-${segment.start}`} label={label} events={{ hover: true, focus: true, touch: true }} multiline maw={320} withArrow>
                      <div
                        ref={(element) => {
                          refs.current[index] = element;
                        }}
                        role="gridcell"
                        aria-label={label}
                        tabIndex={index === activeIndex ? 0 : -1}
                        className={classes.bar}
                        data-category={state.category}
                        data-state={state.state}
                        data-start={new Date(segment.session.start).toISOString()}
                        data-end={new Date(segment.session.end).toISOString()}
                        style={{ left: percent(segment.startMinute), width: percent(segment.endMinute - segment.startMinute), background: state.fill }}
                        onKeyDown={(event) => onKeyDown(event, index)}
                        onFocus={() => setActive(index)}
                      />
                    </Tooltip>
                  );
                })}
                {nowMinute !== undefined && (
                  <div className={classes.now} style={{ left: percent(nowMinute) }} aria-hidden="true" title={`Now, ${formatClock(now, zone)}`} data-testid="now-marker" />
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Box>
  );
});
