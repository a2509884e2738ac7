/**
 * The terms of an event and of its options as the event page lists them
 * (prices, quantities sought, bid interval, periods…), and every other field
 * the service sends that the page does not show in its own place, so nothing
 * is dropped. Values are text, never markup.
 */
import type { CorporateActionEvent, DatePeriod, EventOption, Holding, PriceAndRate } from '@/api/types';
import { asNumber, clean, enumLabel, formatBoolean, formatNumber } from '@/lib/format';
import { formatRate, formatWhen } from '@/features/corporate-actions/model/event';

export type Term = [label: string, value: string];

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const finite = (value: unknown): boolean => asNumber(value) !== undefined;

function price(value: PriceAndRate | undefined): string | undefined {
  const text = formatRate(value);
  if (!text) return undefined;
  const type = clean(value?.Type);
  return type && type !== 'Actual' && type !== 'Percentage' ? `${text} (${enumLabel(type)})` : text;
}

function dateAndStatus(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const date = clean(value.Date) ? formatWhen(value.Date) : undefined;
  const status = clean(value.Status);
  if (date && status) return `${date} (${enumLabel(status)})`;
  return date ?? (status ? enumLabel(status) : undefined);
}

function period(value: DatePeriod | undefined): string | undefined {
  if (!isObject(value)) return undefined;
  const start = dateAndStatus(value['Start']);
  const end = dateAndStatus(value['End']);
  if (!start && !end) return undefined;
  return `${start ?? '…'} to ${end ?? '…'}`;
}

const quantity = (value: unknown) => (finite(value) ? formatNumber(value) : undefined);

function collect(entries: [string, string | undefined][]): Term[] {
  return entries.filter((entry): entry is Term => entry[1] !== undefined);
}

/** The event's own terms, in the order an operations desk reads them. */
export function eventTerms(event: CorporateActionEvent): Term[] {
  const sought =
    finite(event.MinQuantitySought) || finite(event.MaxQuantitySought) ? `${quantity(event.MinQuantitySought) ?? '…'} to ${quantity(event.MaxQuantitySought) ?? '…'}` : undefined;
  return collect([
    ['Strike price', price(event.StrikePrice)],
    ['Minimum price', price(event.MinPrice)],
    ['Maximum price', price(event.MaxPrice)],
    ['Bid interval', price(event.BidIntervalRate)],
    ['Quantity sought', sought],
    ['New board lot', quantity(event.NewBoardLotQuantity)],
    ['New denomination', quantity(event.NewDenominationQuantity)],
    ['Days accrued', quantity(event.NumberofDaysAccrued)],
    ['Interest period', period(event.InterestPeriod)],
    ['Claim period', period(event.ClaimPeriod)],
    ['Trading suspended', dateAndStatus(event.TradingSuspended)],
    ['Information to comply', clean(event.InformationToComply) ? enumLabel(event.InformationToComply) : undefined],
  ]);
}

/** An option's terms besides its dates and movements. */
export function optionTerms(option: EventOption): Term[] {
  const actions = Array.isArray(option.AllowedActions) ? option.AllowedActions.map((action) => clean(action)).filter(Boolean) : [];
  return collect([
    ['Gross rate', quantity(option.GrossRate)],
    ['Net rate', quantity(option.NetRate)],
    ['Rates are gross', option.IsGross === undefined ? undefined : formatBoolean(option.IsGross)],
    ['Minimum price', price(option.MinPrice)],
    ['Maximum price', price(option.MaxPrice)],
    ['Bid interval', price(option.BidIntervalRate)],
    ['Minimum exercisable', quantity(option.MinExercisableQuantity)],
    ['Exercisable in multiples of', quantity(option.MinExercisableMultipleQuantity)],
    ['Maximum exercisable', quantity(option.MaxExercisableQuantity)],
    ['New board lot', quantity(option.NewBoardLotQuantity)],
    ['New denomination', quantity(option.NewDenominationQuantity)],
    ['Trading period', period(option.TradingPeriod)],
    ['Allowed actions', actions.length ? actions.map((action) => enumLabel(action)).join(', ') : undefined],
  ]);
}

/** Paths the event page shows in their own place (`[]` for any item of a list). */
export const EVENT_SHOWN = [
  'AffectedAccounts',
  'AnnouncedDate',
  'AssetType',
  'CorporateActionType',
  'DisplayAndFormat.Description',
  'DisplayAndFormat.Symbol',
  'DisplayAndFormat.IsinCode',
  'Effective.Date',
  'Electable',
  'ElectionStatus',
  'EligibleHoldings',
  'EventId',
  'EventIndicators[].Indicator',
  'EventIndicators[].Values[].Name',
  'EventIndicators[].Values[].Code',
  'EventIndicators[].Values[].Description',
  'EventState',
  'EventStatus',
  'EventType.Name',
  'EventType.Code',
  'EventType.Description',
  'Ex.Date',
  'Record.Date',
  'Narrative',
  'Uic',
  'StrikePrice',
  'MinPrice',
  'MaxPrice',
  'BidIntervalRate',
  'MinQuantitySought',
  'MaxQuantitySought',
  'NewBoardLotQuantity',
  'NewDenominationQuantity',
  'NumberofDaysAccrued',
  'InterestPeriod',
  'ClaimPeriod',
  'TradingSuspended',
  'InformationToComply',
  'Options',
  'Holdings',
];

export const OPTION_SHOWN = [
  'OptionId',
  'OptionType.Name',
  'OptionType.Code',
  'OptionType.Description',
  'IsDefault',
  'OptionStatus',
  'Deadline.Date',
  'Payment.Date',
  'IsTaxable',
  'CashRequired',
  'Narrative',
  'GrossRate',
  'NetRate',
  'IsGross',
  'MinPrice',
  'MaxPrice',
  'BidIntervalRate',
  'MinExercisableQuantity',
  'MinExercisableMultipleQuantity',
  'MaxExercisableQuantity',
  'NewBoardLotQuantity',
  'NewDenominationQuantity',
  'TradingPeriod',
  'AllowedActions',
  'CashMovements[].CashMovementType',
  'CashMovements[].Currency',
  'CashMovements[].Amount',
  'CashMovements[].GrossDividend',
  'CashMovements[].NetDividend',
  'CashMovements[].OfferPrice',
  'CashMovements[].SubscriptionPrice',
  'CashMovements[].PriceType',
  'SecurityMovements[].SecurityMovementType',
  'SecurityMovements[].DisplayAndFormat.Description',
  'SecurityMovements[].DisplayAndFormat.Symbol',
  'SecurityMovements[].DisplayAndFormat.IsinCode',
  'SecurityMovements[].OldQuantity',
  'SecurityMovements[].NewQuantity',
  'SecurityMovements[].ReinvestmentPrice',
  'SecurityMovements[].PariPassu.Date',
  'PayoutBreakdown[].Amount',
  'PayoutBreakdown[].Currency',
  'PayoutBreakdown[].Component.Name',
  'PayoutBreakdown[].Component.Code',
  'PayoutBreakdown[].Component.Description',
  'OptionIndicators[].Indicator',
  'OptionIndicators[].Values[].Name',
  'OptionIndicators[].Values[].Code',
  'OptionIndicators[].Values[].Description',
];

export const HOLDING_SHOWN = [
  'AccountDisplayName',
  'AccountId',
  'Amount',
  'ElectedAmount',
  'ElectionStatus',
  'StandingInstructionStatus',
  'CashReserved',
  'ClientName',
  'ClientId',
  'Options[].OptionId',
  'Options[].ElectedAmount',
  'Options[].ElectionType',
  'Options[].Instruction.Status',
  'Options[].Instruction.Reason',
  'Options[].Remarks',
  // Keys and the event's own id: identifiers the page has no use for showing again.
  'AccountKey',
  'ClientKey',
  'EventId',
];

const MAX_DEPTH = 6;

/** Every leaf of a value as `path: text` (lists by index), paths under `shown` left out. */
export function otherFields(value: unknown, shown: readonly string[]): Term[] {
  const out: Term[] = [];
  const covered = (pattern: string) => shown.some((path) => pattern === path || pattern.startsWith(`${path}.`) || pattern.startsWith(`${path}[]`));
  const walk = (item: unknown, path: string, pattern: string, depth: number, key = '') => {
    if (pattern && covered(pattern)) return;
    if (Array.isArray(item)) {
      if (depth >= MAX_DEPTH) return;
      item.forEach((entry, index) => walk(entry, `${path}[${index + 1}]`, `${pattern}[]`, depth + 1));
      return;
    }
    if (isObject(item)) {
      if (depth >= MAX_DEPTH) return;
      for (const [name, entry] of Object.entries(item)) walk(entry, path ? `${path} › ${name}` : name, pattern ? `${pattern}.${name}` : name, depth + 1, name);
      return;
    }
    const text = leafText(item, key);
    if (text !== undefined && path) out.push([path, text]);
  };
  walk(value, '', '', 0);
  return out;
}

/** A field that names something (a Uic, an id, a key): its number as written, never grouped like an amount. */
const IDENTIFIER = /(Uic|Id|Key)$/;

function leafText(value: unknown, key: string): string | undefined {
  if (typeof value === 'string') return clean(value) ?? undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? (IDENTIFIER.test(key) ? String(value) : formatNumber(value)) : undefined;
  if (typeof value === 'boolean') return formatBoolean(value);
  return undefined;
}

/** A holding's other fields (its keys and what the holdings table shows aside). */
export const holdingOtherFields = (holding: Holding) => otherFields(holding, HOLDING_SHOWN);
