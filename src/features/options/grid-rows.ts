/**
 * The chain grid's row model: its columns, its rows (a heading and a status row per expiry
 * when stacked), the heading that sticks while its strikes scroll, the rows rendered ahead.
 */
import type { Range } from '@tanstack/react-virtual';
import { formatDate, formatNumber } from '@/lib/format';
import { describeError } from '@/components/describe-error';
import { atmLineIndex, type ChainRow, type ChainSection } from './chain-model';
import { nothingPlacedText } from './unplaced';
import type { Side } from './url';

export type Column = 'call' | 'strike' | 'put';

export type GridItem =
  | { type: 'section'; key: string; section: ChainSection }
  | { type: 'status'; key: string; section: ChainSection; text: string; retry: boolean }
  | { type: 'row'; key: string; section: ChainSection; row: ChainRow; atm: boolean; lineAbove: boolean; foreign: boolean; strikeText: string; expiryText: string };

export function columnsOf(side: Side): Column[] {
  if (side === 'calls') return ['call', 'strike'];
  if (side === 'puts') return ['strike', 'put'];
  return ['call', 'strike', 'put'];
}

function sectionStatusText(section: ChainSection, segmentNote: string): string | undefined {
  switch (section.state) {
    case 'loading':
      return 'Loading options…';
    case 'error':
      return `Could not load: ${describeError(section.error).title}`;
    case 'excluded':
      return `No options in this answer for this expiry (${segmentNote}).`;
    default:
      if (section.window.total > 0) return undefined;
      return section.unplaced && section.unplaced.length > 0 ? nothingPlacedText(section.unplaced.length) : 'No options match the filters for this expiry.';
  }
}

/** The grid's rows: in a stacked view, each expiry starts with a heading row. */
export function buildItems(
  sections: readonly ChainSection[],
  stacked: boolean,
  referencePrice: number | undefined,
  segmentNote: string,
  strikeDecimals?: number | undefined,
): GridItem[] {
  const items: GridItem[] = [];
  for (const section of sections) {
    const prefix = section.expiry.date;
    const expiryText = formatDate(section.expiry.date);
    if (stacked) items.push({ type: 'section', key: `${prefix}|head`, section });
    const status = sectionStatusText(section, segmentNote);
    if (status !== undefined) {
      if (stacked) items.push({ type: 'status', key: `${prefix}|status`, section, text: status, retry: section.state === 'error' });
      continue;
    }
    const { start, end, centreStrike, referencePosition } = section.window;
    const visible = section.rows.slice(start, end);
    // A price below or above every strike has no at-the-money strike and no line (the page says where it is).
    const within = referencePosition === 'within';
    const line = within ? atmLineIndex(visible, referencePrice) : undefined;
    visible.forEach((row, index) => {
      items.push({
        type: 'row',
        key: `${prefix}|${row.key}`,
        section,
        row,
        atm: within && row.strike === centreStrike,
        lineAbove: line !== undefined && line === index && index > 0,
        foreign: section.primaryUnderlying !== undefined && row.underlyingUic !== undefined && row.underlyingUic !== section.primaryUnderlying,
        strikeText: formatStrike(row.strike, strikeDecimals),
        expiryText,
      });
    });
  }
  return items;
}

/** Indices of the expiry headings of a stacked grid. */
export function sectionStarts(items: readonly GridItem[]): number[] {
  const out: number[] = [];
  items.forEach((item, index) => {
    if (item.type === 'section') out.push(index);
  });
  return out;
}

/**
 * The heading that sticks to the top while its expiry's strikes scroll: that
 * of the expiry the first visible row belongs to (-1 for none). `first` is the
 * virtualizer's first item in range, which sits behind the column header.
 */
export function stickyHeadingFor(starts: readonly number[], first: number): number {
  let found = -1;
  for (const start of starts) {
    if (start > first + 1) break;
    found = start;
  }
  return found;
}

/** Rows rendered ahead of a fast scroll at most (on top of the overscan). */
export const MAX_LOOKAHEAD = 40;

/**
 * The rows to render: those in view and the overscan on both sides, and, when the
 * last scroll step moved the first row by more than the overscan, as many rows
 * again in the direction of the scroll (up to MAX_LOOKAHEAD), so that a next step
 * of the same size still lands on rendered rows.
 */
export function withLookahead(range: Range, step: number): number[] {
  const ahead = Math.abs(step) > range.overscan ? Math.min(MAX_LOOKAHEAD, Math.abs(step)) : 0;
  const start = Math.max(0, range.startIndex - range.overscan - (step < 0 ? ahead : 0));
  const end = Math.min(range.count - 1, range.endIndex + range.overscan + (step > 0 ? ahead : 0));
  const out: number[] = [];
  for (let index = start; index <= end; index++) out.push(index);
  return out;
}

export function formatStrike(strike: number, decimals: number | undefined): string {
  if (decimals !== undefined && decimals >= 0 && decimals <= 8 && Math.abs(Math.round(strike * 10 ** decimals) - strike * 10 ** decimals) < 1e-6) {
    return formatNumber(strike, decimals);
  }
  return formatNumber(strike);
}
