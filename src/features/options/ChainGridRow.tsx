/** The chain grid's rows: an expiry's heading or status, and a strike's row of calls and puts. */
import { memo, type MouseEvent, type ReactNode } from 'react';
import type { ContractOption } from '@/api/types';
import { asNumber, clean, enumLabel, formatDate } from '@/lib/format';
import { moneyness } from './chain-model';
import { describeExpiryClass } from '@/model/expiry-kind';
import type { Column, GridItem } from './grid-rows';
import { optionCellName, optionCellTitle } from './option-label';
import classes from './ChainGrid.module.css';

const STATUS_LABEL: Readonly<Record<string, string>> = {
  Tradable: 'Tradable',
  NotDefined: 'Not defined',
  NonTradable: 'Non-tradable',
  ReduceOnly: 'Reduce only',
};

function statusLabel(status: unknown): string {
  const value = clean(status);
  if (!value) return 'No status';
  // A status this app does not know yet reads as words, not as the raw enum name.
  return Object.hasOwn(STATUS_LABEL, value) ? (STATUS_LABEL[value] as string) : enumLabel(value);
}

function statusClass(status: unknown): string {
  const value = clean(status);
  return (value && Object.hasOwn(STATUS_LABEL, value) ? classes[value] : classes.otherStatus) ?? '';
}

export function SpanRow({
  item,
  index,
  top,
  sticky,
  columns,
  active,
  onRetry,
  rootUnderlyingUic,
}: {
  item: Exclude<GridItem, { type: 'row' }>;
  index: number;
  top: number;
  /** The heading of the expiry being scrolled: held at the top (the only row in the flow, so it sits at the body's top). */
  sticky: boolean;
  columns: number;
  active: boolean;
  onRetry: (date: string) => void;
  rootUnderlyingUic: number | undefined;
}) {
  const { expiry, window } = item.section;
  let content: ReactNode;
  if (item.type === 'section') {
    const days = expiry.days === undefined ? '' : `${expiry.days} ${expiry.days === 1 ? 'day' : 'days'}`;
    const counts = item.section.state === 'ready' ? `${window.shown} of ${window.total} strikes` : '';
    const underlying = item.section.primaryUnderlying;
    const on = underlying !== undefined && rootUnderlyingUic !== undefined && underlying !== rootUnderlyingUic ? `underlying Uic ${underlying}` : '';
    const position = window.referencePosition;
    const outside = position === 'below' || position === 'above' ? `reference price ${position} all strikes` : '';
    content = (
      <>
        <span>{formatDate(expiry.date)}</span>
        <span className={classes.sectionMeta}>{[days, describeExpiryClass(expiry.class), counts, outside, on].filter(Boolean).join(' · ')}</span>
      </>
    );
  } else {
    content = (
      <>
        <span className={classes.sectionMeta}>{item.text}</span>
        {item.retry && (
          <button type="button" className={classes.retry} tabIndex={active ? 0 : -1} data-target={`${index}:0`} onClick={() => onRetry(expiry.date)}>
            Try again
          </button>
        )}
      </>
    );
  }
  const focusOnCell = !(item.type === 'status' && item.retry);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`${classes.row} ${item.type === 'section' ? classes.sectionRow : classes.statusRow} ${sticky ? classes.stickyHeading : ''}`}
      style={sticky ? undefined : { transform: `translateY(${top}px)` }}
      data-expiry={expiry.date}
      data-kind={item.type}
      data-sticky={sticky ? 'true' : undefined}
    >
      <div
        role="gridcell"
        aria-colspan={columns}
        className={`${classes.cell} ${classes.sectionCell}`}
        tabIndex={focusOnCell ? (active ? 0 : -1) : undefined}
        data-target={focusOnCell ? `${index}:0` : undefined}
      >
        {content}
      </div>
    </div>
  );
}

interface OptionRowProps {
  item: Extract<GridItem, { type: 'row' }>;
  index: number;
  top: number;
  columns: readonly Column[];
  activeCol: number;
  referencePrice: number | undefined;
  optionAssetType: string | undefined;
  /** The root's symbol, named in each option's label. */
  rootSymbol: string | undefined;
  stacked: boolean;
  onOpen: (assetType: string, uic: number) => void;
}

export const OptionRow = memo(function OptionRow({ item, index, top, columns, activeCol, referencePrice, optionAssetType, rootSymbol, stacked, onOpen }: OptionRowProps) {
  const { row, atm, lineAbove, foreign, section, strikeText, expiryText } = item;
  const className = [classes.row, atm ? classes.atm : '', lineAbove ? classes.lineAbove : ''].filter(Boolean).join(' ');
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={className}
      style={{ transform: `translateY(${top}px)` }}
      data-strike={row.strike}
      data-expiry={section.expiry.date}
      data-atm={atm ? 'true' : undefined}
      data-atm-line={lineAbove ? 'above' : undefined}
      data-kind="row"
    >
      {columns.map((column, col) => {
        const target = `${index}:${col}`;
        const tabIndex = activeCol === col ? 0 : -1;
        if (column === 'strike') {
          return (
            <div
              key={column}
              role="rowheader"
              className={`${classes.cell} ${classes.strike}`}
              tabIndex={tabIndex}
              data-target={target}
              aria-label={`Strike ${strikeText}${stacked ? `, ${expiryText}` : ''}${atm ? ', at the money' : ''}${foreign ? `, underlying ${row.underlyingUic}` : ''}`}
            >
              {strikeText}
              {atm && (
                <span className={classes.tag} aria-hidden="true">
                  ATM
                </span>
              )}
              {foreign && (
                <span className={`${classes.tag} ${classes.underlyingTag}`} aria-hidden="true" title={`Underlying Uic ${row.underlyingUic}`}>
                  UL {row.underlyingUic}
                </span>
              )}
            </div>
          );
        }
        const option = column === 'call' ? row.call : row.put;
        const money = moneyness(row.strike, column, referencePrice);
        return (
          <OptionCell
            key={column}
            side={column}
            option={option}
            money={money}
            tabIndex={tabIndex}
            target={target}
            strikeText={strikeText}
            expiryText={expiryText}
            optionAssetType={optionAssetType}
            rootSymbol={rootSymbol}
            onOpen={onOpen}
          />
        );
      })}
    </div>
  );
});

function OptionCell({
  side,
  option,
  money,
  tabIndex,
  target,
  strikeText,
  expiryText,
  optionAssetType,
  rootSymbol,
  onOpen,
}: {
  side: 'call' | 'put';
  option: ContractOption | undefined;
  money: 'itm' | 'atm' | 'otm' | undefined;
  tabIndex: number;
  target: string;
  strikeText: string;
  expiryText: string;
  optionAssetType: string | undefined;
  rootSymbol: string | undefined;
  onOpen: (assetType: string, uic: number) => void;
}) {
  const cellClass = `${classes.cell} ${side === 'call' ? classes.callSide : classes.putSide} ${money === 'itm' ? classes.itm : ''}`;
  const uic = asNumber(option?.Uic);
  if (!option || uic === undefined) {
    return (
      <div role="gridcell" className={cellClass} tabIndex={tabIndex} data-target={target} data-side={side} aria-label={`No ${side} at ${strikeText}, ${expiryText}`}>
        <span className={classes.missing} aria-hidden="true">
          —
        </span>
      </div>
    );
  }
  const status = option.TradingStatus;
  const label = statusLabel(status);
  const moneyText = money === 'itm' ? ', in the money' : money === 'atm' ? ', at the money' : money === 'otm' ? ', out of the money' : '';
  const name = optionCellName({ side, strikeText, expiryText, rootSymbol, uic, status: label, moneyText });
  // The option in words on hover (the cell shows its Uic): root, expiry, strike, call or put.
  const title = optionCellTitle({ side, strikeText, expiryText, rootSymbol, uic });
  const assetType = optionAssetType;
  // Only an exceptional status (not tradable, reduce only, not defined, none, unknown) carries a pill, on the cell's
  // outer side: a tradable option shows its Uic alone. The pill is drawn by CSS from data-status (the accessible
  // name carries the status either way): fewer nodes per row keeps scrolling light.
  const exceptional = clean(status) !== 'Tradable';
  const optionClass = exceptional ? `${classes.option} ${side === 'call' ? classes.statusBefore : classes.statusAfter} ${statusClass(status)}` : classes.option;
  const statusData = exceptional ? label : undefined;
  const common = { 'data-side': side, 'data-itm': money === 'itm' ? 'true' : 'false', 'data-uic': uic };
  if (!assetType) {
    // Without the asset type the details cannot be addressed: the cell shows the Uic only.
    return (
      <div role="gridcell" className={cellClass} tabIndex={tabIndex} data-target={target} aria-label={name} title={title} {...common}>
        <span className={optionClass} data-status={statusData}>
          {uic}
        </span>
      </div>
    );
  }
  return (
    <div role="gridcell" className={cellClass} {...common}>
      <a
        className={optionClass}
        data-status={statusData}
        href={`/instruments/${encodeURIComponent(assetType)}/${uic}`}
        tabIndex={tabIndex}
        data-target={target}
        aria-label={name}
        title={title}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(assetType, uic);
        }}
      >
        {uic}
      </a>
    </div>
  );
}
