/**
 * Action needed: the open elections of the filtered list (voluntary, not or
 * partly elected, neither withdrawn nor cancelled, a cut-off still ahead),
 * soonest cut-off first, each with its cut-off in the user's zone and in UTC,
 * the business days left, the option applied without an instruction and what
 * is still to instruct per account.
 *
 * Fetched whole (every page) and ordered here: the service sorts on no
 * deadline, and the time of day decides between two cut-offs of one day.
 */
import { memo, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, SegmentedControl, Text } from '@mantine/core';
import type { CorporateActionEvent } from '@/api/types';
import { clean, enumLabel, formatDate, formatNumber } from '@/lib/format';
import {
  actionRows,
  actionScope,
  businessDaysText,
  defaultOption,
  dueByDay,
  eventElection,
  formatCutOff,
  optionName,
  uninstructed,
  type ActionScope,
  type CutOff,
} from '@/features/corporate-actions/model/action';
import { businessDaysNote, eventHolidays, NO_HOLIDAYS, type HolidayBook } from '@/features/corporate-actions/market-days/market-days';
import { eventTypeLabel, instrumentLabel } from '@/features/corporate-actions/model/event';
import { LIST_ID, rememberOpened, useRowKeys } from './row-focus';
import { DEFAULT_DUE_IN, type InboxSearch } from '@/features/corporate-actions/url';
import table from '@/components/table.module.css';
import classes from './EventsTable.module.css';

interface Props {
  events: readonly CorporateActionEvent[];
  search: InboxSearch;
  now: Date;
  timeZone: string;
  onScope: (scope: ActionScope) => void;
  /** The market holidays of the list's instruments, for the business days left. */
  holidays?: HolidayBook;
}

const SHOWN_ACCOUNTS = 3;

/** Rows drawn at first, the soonest cut-offs (the institutional client has some 250 open elections); the rest on request. */
export const FIRST_ACTION_ROWS = 100;
/** Once asked for, every row stays shown for this page's life (so focus can return to a later row after Back). */
let everyRowChosen = false;

function CutOffCell({ cut, now, timeZone, holidays }: { cut: CutOff; now: Date; timeZone: string; holidays: ReadonlySet<string> | undefined }) {
  const utc = formatCutOff(cut, 'UTC');
  const local = formatCutOff(cut, timeZone);
  return (
    <>
      <time dateTime={cut.at.toISOString()} className="tabular">
        {timeZone === 'UTC' || !cut.timed ? `${utc}${cut.timed ? ' UTC' : ''}` : local}
      </time>
      {timeZone !== 'UTC' && cut.timed && <span className={`${classes.symbol} tabular`}>{utc} UTC</span>}
      {/* On the cut-off's line: a row of the list is one line where the text allows. */}
      <span className={`${classes.inlineSymbol} ${classes.nowrap}`}>{businessDaysText(now, cut, timeZone, holidays)} left</span>
    </>
  );
}

export const ActionList = memo(function ActionList({ events, search, now, timeZone, onScope, holidays = NO_HOLIDAYS }: Props) {
  const scope = actionScope(search);
  const dueIn = search.dueIn ?? DEFAULT_DUE_IN;
  const every = useMemo(() => actionRows(events, now, scope, { dueIn, timeZone }), [events, now, scope, dueIn, timeZone]);
  const [all, setAll] = useState(everyRowChosen);
  const rows = useMemo(() => (all ? every : every.slice(0, FIRST_ACTION_ROWS)), [all, every]);
  const box = useRef<HTMLDivElement>(null);
  // Back from an event page: focus returns to its row.
  useRowKeys(box, rows);
  return (
    <>
      <SegmentedControl
        aria-label="Which open elections"
        size="xs"
        mb="xs"
        value={scope}
        onChange={(value) => onScope(value === 'week' || value === 'due' ? value : 'open')}
        data={[
          { value: 'open', label: 'All open' },
          { value: 'week', label: 'Due this week' },
          { value: 'due', label: `Due within ${dueIn} business ${dueIn === 1 ? 'day' : 'days'}` },
        ]}
      />
      <Text size="sm" role="status" aria-live="polite" mb="xs">
        {every.length === 0 ? 'No open election' : `${formatNumber(every.length, 0)} open ${every.length === 1 ? 'election' : 'elections'}`}
        {scope === 'week'
          ? ' due this week'
          : scope === 'due'
            ? ` due within ${dueIn} business ${dueIn === 1 ? 'day' : 'days'} (weekdays, by ${formatDate(dueByDay(now, dueIn, timeZone))})`
            : ''}
        , soonest cut-off first
        {timeZone === 'UTC' ? ' (times in UTC)' : ` (times in ${timeZone}, and UTC)`}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {businessDaysNote(holidays)}
      </Text>
      {rows.length > 0 && (
        <div className={classes.scroll} id={LIST_ID} tabIndex={-1} ref={box}>
          <table className={`${table.table} ${classes.table} ${classes.action}`} aria-label="Open elections">
            <thead>
              <tr>
                <th scope="col">Cut-off</th>
                <th scope="col">Event</th>
                <th scope="col">Instrument</th>
                <th scope="col">Election</th>
                <th scope="col">Applied without instruction</th>
                <th scope="col">Still to instruct</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ event, cutOff }) => {
                const id = clean(event.EventId) ?? '';
                const fallback = defaultOption(event);
                const left = uninstructed(event);
                const status = enumLabel(eventElection(event));
                const type = eventTypeLabel(event);
                const instrument = instrumentLabel(event);
                const applied = fallback ? optionName(fallback) : 'None marked';
                return (
                  <tr key={id} data-event-id={id}>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td's own role, given back (see EventsTable) */}
                    <td role="cell" data-label="Cut-off">
                      <CutOffCell cut={cutOff} now={now} timeZone={timeZone} holidays={eventHolidays(holidays, event)} />
                    </td>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above */}
                    <td role="cell" data-label="Event" className={`tabular ${classes.ellipsis}`} title={`${id} ${type}`}>
                      <Link
                        to="/corporate-actions/$eventId"
                        params={{ eventId: id }}
                        search={search}
                        className={`${table.link} mantine-focus-auto`}
                        data-row-link
                        onClick={() => rememberOpened(id)}
                      >
                        {id}
                      </Link>
                      <span className={classes.inlineSymbol}>{type}</span>
                    </td>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above */}
                    <td role="cell" data-label="Instrument" className={classes.ellipsis} title={instrument}>
                      {instrument}
                    </td>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above */}
                    <td role="cell" data-label="Election" className={classes.ellipsis} title={status}>
                      {status}
                    </td>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above */}
                    <td role="cell" data-label="Applied without instruction" className={classes.ellipsis} title={applied}>
                      {applied}
                    </td>
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above */}
                    <td role="cell" data-label="Still to instruct">
                      {left.length === 0 ? (
                        '—'
                      ) : (
                        <ul className={classes.accounts}>
                          {left.slice(0, SHOWN_ACCOUNTS).map((entry) => (
                            <li key={entry.account}>
                              <span className="tabular">{formatNumber(entry.amount)}</span> in {entry.account}
                            </li>
                          ))}
                          {left.length > SHOWN_ACCOUNTS && <li>and {formatNumber(left.length - SHOWN_ACCOUNTS, 0)} more accounts</li>}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length < every.length && (
        <Button
          variant="default"
          mt="xs"
          onClick={() => {
            everyRowChosen = true;
            setAll(true);
          }}
        >
          {`Show all ${formatNumber(every.length, 0)} open elections (the ${formatNumber(rows.length, 0)} soonest shown)`}
        </Button>
      )}
    </>
  );
});
