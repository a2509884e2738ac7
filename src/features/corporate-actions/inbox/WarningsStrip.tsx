/**
 * The warnings strip: counts of what needs the desk today for the chosen client, account or group, each a link to the
 * list it counts (warnings.ts). Shown above the list whatever the tab or the filters.
 */
import { memo, useMemo } from 'react';
import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { feedCount } from '@/api/feed';
import type { CorporateActionEvent } from '@/api/types';
import { formatDate, formatNumber } from '@/lib/format';
import { inboxQueries } from '@/features/corporate-actions/queries';
import { changedSinceReview, REVIEW_NOTE, useReviews } from '@/features/corporate-actions/review/review';
import { DEFAULT_DUE_IN, MAX_DUE_IN, type InboxSearch } from '@/features/corporate-actions/url';
import { actionRows, dueByDay } from '@/features/corporate-actions/model/action';
import { PAYING_DAYS, PRELIMINARY_DAYS, type WarningId } from './warnings';
import { useEventWatch, watchedEvents } from '@/features/corporate-actions/review/watch';
import classes from './WarningsStrip.module.css';

interface Props {
  search: InboxSearch;
  now: Date;
  timeZone: string;
  /** The selection's open elections (the list the first count opens), while loading undefined. */
  openElections: readonly CorporateActionEvent[] | undefined;
  /** The open elections could not be had: how to ask again (the count says it failed). */
  onDueRetry?: (() => void) | undefined;
  /** Sets "within N business days" in the address. */
  onDueIn: (days: number) => void;
  /** Short words, each count on one line, as many to a line as fit; the days as the address has them (N is chosen on wider screens). */
  phone?: boolean;
}

interface Item {
  id: WarningId;
  count: number | undefined;
  /** The count failed: how to ask again. */
  retry?: (() => void) | undefined;
  /**
   * The link's name is `what: N words`. It holds the words shown, in their order, at every width (WCAG 2.5.3: a voice
   * user says what they see): `shown` (a wide strip) and `phone` each begin `words`, or are it.
   */
  what: string;
  words: string;
  shown: string;
  phone: string;
  title: string;
  tone: 'red' | 'orange' | 'blue';
}

const DUE_CHOICES = Array.from({ length: MAX_DUE_IN }, (_, index) => String(index + 1));
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const WarningsStrip = memo(function WarningsStrip({ search, now, timeZone, openElections, onDueRetry, onDueIn, phone = false }: Props) {
  const api = useApi();
  const [reviews] = useReviews();
  const reviewed = reviews.lastReview !== undefined;
  const dueIn = search.dueIn ?? DEFAULT_DUE_IN;
  const queries = inboxQueries.warnings(api, search, now);
  const payingList = useQuery({ ...queries.paying, retryOnMount: false });
  const preliminary = useQuery({ ...queries.preliminary, retryOnMount: false });
  // The whole lists are read only once something has been reviewed: before, nothing can have changed since.
  const withdrawn = useQuery({ ...queries.withdrawn, enabled: reviewed });
  const selection = useQuery({ ...queries.changed, enabled: reviewed });
  const due = useMemo(() => (openElections ? actionRows(openElections, now, 'due', { dueIn, timeZone }).length : undefined), [openElections, now, dueIn, timeZone]);
  const withdrawnCount = useMemo(() => (withdrawn.data ? changedSinceReview(withdrawn.data, reviews).length : undefined), [withdrawn.data, reviews]);
  const changedCount = useMemo(() => (selection.data ? changedSinceReview(selection.data, reviews).length : undefined), [selection.data, reviews]);
  // What is watched (events by id, instruments on a watchlist): read from the same whole list, once anything is.
  const { watch, any: watching } = useEventWatch();
  const watchedList = useQuery({ ...queries.watched, enabled: watching });
  const watchedCount = useMemo(() => {
    if (!watchedList.data) return undefined;
    const watched = watchedEvents(watchedList.data, watch);
    return reviewed ? changedSinceReview(watched, reviews).length : watched.length;
  }, [watchedList.data, watch, reviewed, reviews]);
  const days = `${dueIn} business ${plural(dueIn, 'day', 'days')}`;
  const payingCount = feedCount(payingList.data);
  const paying = `${plural(payingCount ?? 2, 'pays', 'pay')} in ${PAYING_DAYS} business days`;

  const items: Item[] = [
    {
      id: 'due',
      count: due,
      retry: onDueRetry,
      what: 'Elections not instructed',
      words: `due in ${days}`,
      // The days follow the link: a choice, then the words.
      shown: 'due in',
      phone: `due in ${days}`,
      title: `Open elections not yet instructed whose cut-off falls by ${formatDate(dueByDay(now, dueIn, timeZone))} (weekdays; each row counts its market's holidays)`,
      tone: 'red',
    },
    {
      id: 'paying',
      count: payingCount,
      retry: payingList.isError ? () => void payingList.refetch() : undefined,
      what: 'Events',
      words: paying,
      shown: paying,
      phone: paying,
      title: `Events whose pay date falls from today to ${formatDate(queries.links.paying.payTo)}`,
      tone: 'orange',
    },
    {
      id: 'preliminary',
      count: feedCount(preliminary.data),
      retry: preliminary.isError ? () => void preliminary.refetch() : undefined,
      what: 'Events not yet confirmed',
      words: `preliminary, ex within ${PRELIMINARY_DAYS / 7} weeks`,
      shown: `preliminary, ex within ${PRELIMINARY_DAYS / 7} weeks`,
      phone: 'preliminary',
      title: `Preliminary events (not yet confirmed) whose ex date falls from today to ${formatDate(queries.links.preliminary.exTo)}`,
      tone: 'orange',
    },
  ];
  if (reviewed) {
    items.push(
      {
        id: 'withdrawn',
        count: withdrawnCount,
        retry: withdrawn.isError ? () => void withdrawn.refetch() : undefined,
        what: 'Events new or changed',
        words: 'withdrawn since review',
        shown: 'withdrawn since review',
        phone: 'withdrawn',
        title: `Withdrawn events new or changed since your review. ${REVIEW_NOTE}`,
        tone: 'red',
      },
      {
        id: 'changed',
        count: changedCount,
        retry: selection.isError ? () => void selection.refetch() : undefined,
        what: 'Events',
        words: 'new or changed since review',
        shown: 'new or changed since review',
        phone: 'new or changed',
        title: `Every event of this selection new or changed since your review. ${REVIEW_NOTE}`,
        tone: 'blue',
      },
    );
  }

  if (watching) {
    items.push({
      id: 'watched',
      count: watchedCount,
      retry: watchedList.isError ? () => void watchedList.refetch() : undefined,
      what: 'Events',
      words: reviewed ? 'watched, changed since review' : 'watched',
      shown: reviewed ? 'watched, changed since review' : 'watched',
      phone: reviewed ? 'watched, changed' : 'watched',
      title: `Events you watch (by id, or on an instrument of a watchlist)${reviewed ? ', new or changed since your review' : ''}. ${REVIEW_NOTE}`,
      tone: 'blue',
    });
  }
  const links = { ...queries.links, watched: reviewed ? { ...queries.links.watched, changed: true } : queries.links.watched };

  return (
    <section aria-label="Needs attention" className={phone ? `${classes.strip} ${classes.wide}` : classes.strip}>
      <ul className={phone ? classes.grid : classes.list}>
        {items.map((item) => (
          <li key={item.id} className={`${classes.item} ${item.count ? classes[item.tone] : ''}`}>
            {item.retry ? (
              <Text span size="sm">
                {item.phone}: could not be counted.{' '}
                <Anchor component="button" type="button" size="sm" onClick={item.retry} aria-label={`Try again: count the ${item.phone}`}>
                  Try again
                </Anchor>
              </Text>
            ) : (
              <Link
                to="/corporate-actions"
                search={links[item.id]}
                className={`${classes.link} mantine-focus-auto`}
                title={item.title}
                aria-label={`${item.what}: ${item.count === undefined ? 'counting,' : formatNumber(item.count, 0)} ${item.words}`}
              >
                <span className={`${classes.count} tabular`}>{item.count === undefined ? '…' : formatNumber(item.count, 0)}</span> {phone ? item.phone : item.shown}
              </Link>
            )}
            {item.id === 'due' && !phone && (
              <>
                <NativeSelect
                  aria-label="Business days ahead for elections due"
                  size="xs"
                  className={classes.days}
                  data={DUE_CHOICES}
                  value={String(dueIn)}
                  onChange={(event) => onDueIn(Number(event.currentTarget.value))}
                />
                <span aria-hidden="true">business {plural(dueIn, 'day', 'days')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {!reviewed && !phone && (
        <Text span size="xs" c="dimmed" className={classes.hint}>
          Mark events reviewed to follow what changes.
        </Text>
      )}
    </section>
  );
});
