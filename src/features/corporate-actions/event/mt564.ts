/**
 * An event's key fields laid out in the order of an MT564 corporate action notification, for a desk used to reading
 * them: the general information (function of the message, event type, mandatory or voluntary, processing status),
 * the underlying security, the event's dates and prices, then each option with its deadline, rates and movements.
 *
 * It is not a SWIFT message and is never sent anywhere: the blocks and tags only place each value where a reader of
 * MT564s looks for it. A value with no tag of its own here goes in additional text under its field's path, so every
 * date and every number of the event (its holdings aside, which are per account) is in the layout.
 */
import type { CorporateActionEvent } from '@/api/types';
import { asNumber } from '@/lib/format';

export interface MessageLine {
  /** The tag and its value, as an MT564 writes them (`:98A::XDTE//20210212`), or a block's start or end. */
  text: string;
  /** What the line says, in words. */
  meaning?: string;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A service date as SWIFT writes it: `YYYYMMDD`, or `YYYYMMDDhhmmss` with a time (UTC, as the service sends it). */
export function swiftDate(value: unknown): string | undefined {
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) return undefined;
  const day = `${match[1]}${match[2]}${match[3]}`;
  return match[4] ? `${day}${match[4]}${match[5]}${match[6] ?? '00'}` : day;
}

/** A number as SWIFT writes it: a decimal comma, always there, and no grouping (`60,` and `11,9623`). */
export function swiftNumber(value: number): string {
  const [whole, fraction = ''] = Math.abs(value).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 12 }).split('.');
  return `${value < 0 ? 'N' : ''}${whole},${fraction}`;
}

const FUNCTION: Record<string, [string, string]> = {
  Withdrawn: ['WITH', 'Withdrawal of the event'],
  Cancelled: ['CANC', 'Cancellation of the event'],
};
const PROCESSING: Record<string, [string, string]> = {
  Preliminary: ['PREU', 'Preliminary, unconfirmed'],
  Confirmed: ['COMP', 'Complete: the terms are confirmed'],
  Approved: ['COMP', 'Complete: the terms are confirmed (approved)'],
  Complete: ['COMP', 'Complete'],
};
const KIND: Record<string, string> = { Mandatory: 'MAND', Voluntary: 'VOLU' };

/** The layout of an event. */
export function messageLines(event: CorporateActionEvent): MessageLine[] {
  const root = event as unknown as Json;
  const lines: MessageLine[] = [];
  const taken = new Set<string>();
  const at = (path: string): unknown => {
    let value: unknown = root;
    for (const part of path.split('.')) value = isRecord(value) ? value[part] : Array.isArray(value) ? value[Number(part)] : undefined;
    return value;
  };
  /** Reads a value at `path` and marks it written. */
  const take = (path: string): unknown => {
    taken.add(path);
    return at(path);
  };
  const line = (value: string, meaning?: string) => lines.push(meaning ? { text: value, meaning } : { text: value });
  const dateLine = (qualifier: string, path: string, meaning: string) => {
    const value = swiftDate(take(path));
    if (value) line(`:${value.length > 8 ? '98C' : '98A'}::${qualifier}//${value}`, meaning);
  };
  const price = (qualifier: string, path: string, meaning: string) => {
    const value = asNumber(take(`${path}.Value`));
    const currency = text(take(`${path}.Currency`));
    take(`${path}.Type`);
    if (value !== undefined) line(`:90B::${qualifier}//ACTU/${currency ?? ''}${swiftNumber(value)}`, meaning);
  };
  /** A block for each record of the list at `path` (`:16R:` … `:16S:`), written by `write` from the record's path. */
  const blocks = (path: string, name: string, write: (base: string, index: number) => void) => {
    const list = at(path);
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      if (!isRecord(item)) return;
      line(`:16R:${name}`);
      write(`${path}.${index}`, index);
      line(`:16S:${name}`);
    });
  };
  /** A security by its ISIN and description (`:35B:`). */
  const security = (path: string, meaning: string) => {
    const isin = text(take(`${path}.IsinCode`));
    const description = text(take(`${path}.Description`));
    line(`:35B:${isin ? `ISIN ${isin}` : '/'}${description ? `\n${description}` : ''}`, meaning);
  };
  const creditOrDebit = (path: string) => {
    const direction = text(take(path));
    line(`:22H::CRDB//${direction === 'Debit' ? 'DEBT' : direction === 'Credit' ? 'CRED' : (direction ?? '?')}`, direction ?? 'Credit or debit: not given');
  };
  const rate = (qualifier: string, path: string, meaning: string, currency?: string) => {
    const value = asNumber(take(path));
    if (value !== undefined) line(currency ? `:92F::${qualifier}//${currency}${swiftNumber(value)}` : `:92A::${qualifier}//${swiftNumber(value)}`, meaning);
  };

  // General information.
  line(':16R:GENL');
  const id = text(take('EventId'));
  line(`:20C::CORP//${id ?? '?'}`, 'Corporate action reference: the event id');
  const state = text(take('EventState'));
  const [func, funcWords] = (state && FUNCTION[state]) ?? ['NEWM', 'New message'];
  line(`:23G:${func}`, `Function of the message: ${funcWords}`);
  const type = text(take('EventType.Code'));
  const typeName = text(take('EventType.Name'));
  take('EventType.Description');
  line(`:22F::CAEV//${type ?? '?'}`, `Event type${typeName ? `: ${typeName}` : ''}`);
  const kind = text(take('CorporateActionType'));
  line(`:22F::CAMV//${(kind && KIND[kind]) ?? kind ?? '?'}`, kind ? `${kind}` : 'Mandatory or voluntary: not given');
  const processing = state ? PROCESSING[state] : undefined;
  line(`:25D::PROC//${processing?.[0] ?? state?.toUpperCase().slice(0, 4) ?? '?'}`, `Processing status: ${processing?.[1] ?? state ?? 'not given'}`);
  line(':16S:GENL');

  // The underlying security.
  line(':16R:USECU');
  security('DisplayAndFormat', 'Underlying security');
  const eligible = asNumber(take('EligibleHoldings'));
  if (eligible !== undefined) line(`:93B::ELIG//UNIT/${swiftNumber(eligible)}`, 'Eligible balance: the holdings of the selected accounts');
  line(':16S:USECU');

  // The event's details.
  line(':16R:CADETL');
  dateLine('ANOU', 'AnnouncedDate', 'Announcement date');
  dateLine('XDTE', 'Ex.Date', 'Ex date');
  dateLine('RDTE', 'Record.Date', 'Record date');
  dateLine('EFFD', 'Effective.Date', 'Effective date');
  price('MAXP', 'MaxPrice', 'Maximum price');
  price('MINP', 'MinPrice', 'Minimum price');
  line(':16S:CADETL');

  // The options, each with its deadline, rates and movements.
  blocks('Options', 'CAOPTN', (base, index) => {
    const number = text(take(`${base}.OptionId`)) ?? String(index + 1);
    line(`:13A::CAON//${number.padStart(3, '0')}`, `Option ${number}`);
    const code = text(take(`${base}.OptionType.Code`));
    const name = text(take(`${base}.OptionType.Name`)) ?? text(take(`${base}.OptionType.Description`));
    line(`:22F::CAOP//${code ?? '?'}`, `Option type${name ? `: ${name}` : ''}`);
    const isDefault = take(`${base}.IsDefault`);
    if (typeof isDefault === 'boolean') line(`:17B::DFLT//${isDefault ? 'Y' : 'N'}`, isDefault ? 'The default option: applied without an instruction' : 'Not the default option');
    dateLine('RDDT', `${base}.Deadline.Date`, 'Response deadline');
    dateLine('MKDT', `${base}.MarketDeadline.Date`, 'Market deadline');
    dateLine('PAYD', `${base}.Payment.Date`, 'Payment date');
    rate('GRSS', `${base}.GrossRate`, 'Gross rate');
    rate('NETT', `${base}.NetRate`, 'Net rate');
    price('MAXP', `${base}.MaxPrice`, 'Maximum price');
    price('MINP', `${base}.MinPrice`, 'Minimum price');
    blocks(`${base}.CashMovements`, 'CASHMOVE', (path) => {
      creditOrDebit(`${path}.CashMovementType`);
      const currency = text(take(`${path}.Currency`));
      take(`${path}.PriceType`);
      rate('GRSS', `${path}.GrossDividend`, 'Gross dividend rate', currency);
      rate('NETT', `${path}.NetDividend`, 'Net dividend rate', currency);
      rate('INTP', `${path}.InterestRate`, 'Interest rate');
      const subscription = asNumber(take(`${path}.SubscriptionPrice`));
      if (subscription !== undefined) line(`:90B::PRPP//ACTU/${currency ?? ''}${swiftNumber(subscription)}`, 'Price paid per unit (subscription price)');
      dateLine('PAYD', `${path}.PayDate`, 'Payment date');
    });
    blocks(`${base}.SecurityMovements`, 'SECMOVE', (path) => {
      creditOrDebit(`${path}.SecurityMovementType`);
      security(`${path}.DisplayAndFormat`, 'Security moved');
    });
  });

  // Every other date and number of the event (its holdings aside), so none is left out.
  const rest: MessageLine[] = [];
  const sweep = (value: unknown, path: string) => {
    if (path === 'Holdings' || taken.has(path)) return;
    if (isRecord(value)) return Object.entries(value).forEach(([key, item]) => sweep(item, path ? `${path}.${key}` : key));
    if (Array.isArray(value)) return value.forEach((item, index) => sweep(item, `${path}.${index}`));
    const date = swiftDate(value);
    if (date) rest.push({ text: `:70E::ADTX//${path} ${date}`, meaning: 'Additional text: a date with no tag of its own here' });
    else if (typeof value === 'number' && Number.isFinite(value))
      rest.push({ text: `:70E::ADTX//${path} ${swiftNumber(value)}`, meaning: 'Additional text: a figure with no tag of its own here' });
  };
  sweep(root, '');
  if (rest.length) {
    line(':16R:ADDINFO');
    lines.push(...rest);
    line(':16S:ADDINFO');
  }
  return lines;
}

/** The layout as plain text: each line's tag and value, its meaning after `//` comments where it has one. */
export function messageText(lines: readonly MessageLine[]): string {
  const width = Math.min(44, Math.max(...lines.map((entry) => entry.text.split('\n')[0]?.length ?? 0)));
  return lines
    .map((entry) => {
      const [first = '', ...more] = entry.text.split('\n');
      const head = entry.meaning ? `${first.padEnd(width)}  -- ${entry.meaning}` : first;
      return [head, ...more].join('\n');
    })
    .join('\n');
}
