/**
 * One month of the calendar as a grid of weeks from Monday: each day lists
 * its dates (a contract or series and what happens), the first few marked in
 * short, all of them in words for screen readers; the list below the grid
 * has every date in full.
 */
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { dateFormatter } from '@/lib/format';
import { dayIndexOf } from '@/lib/business-days';
import { WEEKDAYS, monthWeeks, shiftMonth } from '@/lib/month-grid';
import { rolesText, type ExpiryEntry } from './calendar';
import classes from './MonthGrid.module.css';

const monthTitle = dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Marks shown in a day before "+N more". */
const SHOWN = 3;

const markClass = (entry: ExpiryEntry) => (entry.roles[0] === 'notice' ? classes.notice : entry.roles[0] === 'last-trade' ? classes.lastTrade : classes.expiry);

/** Short: "ESZ6", "ESZ6 N" (notice), "SPX LT" (last trade). */
function shortMark(entry: ExpiryEntry): string {
  if (entry.roles[0] === 'notice') return `${entry.label} N`;
  if (entry.roles[0] === 'last-trade') return `${entry.label} LT`;
  return entry.roles.includes('notice') ? `${entry.label} E+N` : entry.label;
}

interface Props {
  month: string;
  today: string;
  entries: readonly ExpiryEntry[];
  onMonth: (month: string) => void;
}

export function MonthGrid({ month, today, entries, onMonth }: Props) {
  const weeks = monthWeeks(
    month,
    entries.map((entry) => ({ day: dayIndexOf(entry.date), entry })),
  );
  const title = monthTitle.format(new Date(`${month}-01T00:00:00Z`));
  const inMonth = weeks
    .flat()
    .filter((day) => day.inMonth)
    .reduce((count, day) => count + day.entries.length, 0);
  return (
    <section aria-labelledby="expiry-month-title">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="compact-sm" onClick={() => onMonth(shiftMonth(month, -1))} aria-label="Previous month">
            ‹
          </Button>
          <Text component="h2" id="expiry-month-title" fw={600} size="lg" m={0} aria-live="polite">
            {title}
          </Text>
          <Button variant="default" size="compact-sm" onClick={() => onMonth(shiftMonth(month, 1))} aria-label="Next month">
            ›
          </Button>
          <HeldButton variant="subtle" size="compact-sm" held={month === today.slice(0, 7)} onClick={() => onMonth(today.slice(0, 7))}>
            This month
          </HeldButton>
        </Group>
        <Text size="xs" c="dimmed">
          {inMonth} date{inMonth === 1 ? '' : 's'} this month · E expiry · N notice · LT last trade
        </Text>
      </Group>
      <table className={classes.grid} aria-label={`Expiry dates, ${title}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th scope="col" key={day.short} abbr={day.full}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => {
                const isToday = day.date === today;
                const className = [classes.day, day.inMonth ? undefined : classes.outside, isToday ? classes.today : undefined].filter(Boolean).join(' ');
                return (
                  <td key={day.date} className={className} aria-current={isToday ? 'date' : undefined}>
                    <div className={classes.number}>
                      {day.dayOfMonth}
                      <VisuallyHidden>{` ${monthTitle.format(new Date(`${day.date}T00:00:00Z`))}${isToday ? ', today' : ''}`}</VisuallyHidden>
                    </div>
                    {day.entries.length > 0 && (
                      <ul className={classes.entries}>
                        {day.entries.slice(0, SHOWN).map((entry) => (
                          <li key={entry.key}>
                            <span className={`${classes.mark} ${markClass(entry)}`} title={`${rolesText(entry.roles)}: ${entry.label}, ${entry.itemName}`} aria-hidden="true">
                              {shortMark(entry)}
                            </span>
                            <VisuallyHidden>{`${rolesText(entry.roles)}: ${entry.label}, ${entry.itemName}`}</VisuallyHidden>
                          </li>
                        ))}
                        {day.entries.length > SHOWN && (
                          <li className={classes.more}>
                            <span aria-hidden="true">+{day.entries.length - SHOWN}</span>
                            <VisuallyHidden>{`and ${day.entries.length - SHOWN} more: ${day.entries
                              .slice(SHOWN)
                              .map((entry) => `${rolesText(entry.roles)} ${entry.label}`)
                              .join(', ')}`}</VisuallyHidden>
                          </li>
                        )}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
