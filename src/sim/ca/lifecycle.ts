/**
 * How an event and the elections on it evolve over time. Every random choice
 * is drawn from the EventId (and the account), and compared with the day the
 * event is looked at, so an event moves forward monotonically:
 *
 *   Preliminary → Confirmed → Approved → Complete
 *
 * with a few events Withdrawn (offers, meetings) or Cancelled on the way.
 * Elections appear as the deadline approaches and stay once made.
 */
import { createRng } from '../core/rng';
import type { EventTraits } from './builders';
import type { EventOption, HoldingOption, InstructionStatus, PriceAndRate } from './types';
import type { EventState } from './vocabulary';

export interface LifecycleInput {
  eventId: string;
  code: string;
  announce: number;
  keyDay: number;
  exec: number;
  /** Last election deadline (voluntary events). */
  deadline?: number;
}

/** Offers can be withdrawn by the offeror; meetings can be called off. */
const OFFERS = new Set(['TEND', 'BIDS', 'EXOF', 'CONS', 'PRIO', 'MRGR', 'ODLT']);
const MEETINGS = new Set(['MEET', 'XMET', 'CMET', 'BMET', 'OMET']);

export interface LifecycleResult {
  state: EventState;
  /** The day after which nothing changes any more (withdrawal or cancellation), else undefined. */
  frozenFrom?: number;
}

/** The state of an event on `today`. */
export function lifecycle(input: LifecycleInput, today: number): LifecycleResult {
  const rng = createRng(`lifecycle:${input.eventId}`);
  const { announce, keyDay, exec } = input;
  const cancelled = rng.chance(0.03);
  const withdrawChance = OFFERS.has(input.code) ? 0.1 : MEETINGS.has(input.code) ? 0.02 : 0.004;
  const withdrawn = rng.chance(withdrawChance);
  const cancelDay = announce + 1 + Math.floor(rng.next() * Math.max(1, exec - announce + 20));
  const withdrawDay = announce + 1 + Math.floor(rng.next() * Math.max(1, (input.deadline ?? exec) - announce));
  const lead = keyDay - announce;
  const confirmDay = lead > 50 ? keyDay - rng.int(10, 45) : announce + rng.int(0, 3);
  const approveDay = Math.max(confirmDay, exec - rng.int(1, 6));
  const neverCompletes = rng.chance(0.12);
  const completeDay = exec + rng.int(3, 90);
  if (cancelled && today >= cancelDay) return { state: 'Cancelled', frozenFrom: cancelDay };
  if (withdrawn && today >= withdrawDay) return { state: 'Withdrawn', frozenFrom: withdrawDay };
  if (today < confirmDay) return { state: 'Preliminary' };
  if (today < approveDay) return { state: 'Confirmed' };
  if (neverCompletes || today < completeDay) return { state: 'Approved' };
  return { state: 'Complete' };
}

export interface ElectionInput {
  eventId: string;
  accountKey: string;
  amount: number;
  options: readonly EventOption[];
  traits: EventTraits;
  announce: number;
  /** Last dated deadline; undefined while the deadline is unknown. */
  deadline?: number;
}

export interface ElectionResult {
  options: HoldingOption[];
  /** Sum of the non-rejected elections. */
  electedAmount: number;
  standingInstruction: boolean;
  cashReserved?: PriceAndRate;
}

const REMARKS = [
  'Per investment committee decision.',
  'Client instructed by phone; confirmed in writing.',
  'Keep the cash for the planned rebalancing.',
  'Reinvest as agreed in the mandate.',
  'Elected on behalf of the trust; see board minutes.',
];

const REJECTION_REASONS = [
  'Insufficient cash available on the account at the deadline.',
  'The instructed quantity exceeds the eligible position.',
  'The quantity is not a whole multiple of the minimum exercise quantity.',
];

function electable(options: readonly EventOption[]): EventOption[] {
  return options.filter((option) => option.OptionStatus === undefined);
}

function pickOption(options: readonly EventOption[], traits: EventTraits, rng: ReturnType<typeof createRng>): EventOption | undefined {
  const candidates = electable(options);
  if (candidates.length === 0) return undefined;
  if (traits.meeting) {
    const roll = rng.next();
    const code = roll < 0.7 ? 'MNGT' : roll < 0.8 ? 'AMGT' : roll < 0.95 ? 'ABST' : 'CONY';
    return candidates.find((option) => option.OptionType?.Code === code) ?? candidates[0];
  }
  const nonDefault = candidates.filter((option) => !option.IsDefault && option.OptionType?.Code !== 'NOAC' && option.OptionType?.Code !== 'LAPS');
  if (nonDefault.length === 0 || rng.chance(0.15)) return candidates.find((option) => option.IsDefault) ?? candidates[0];
  return rng.chance(0.7) ? nonDefault[0] : rng.pick(nonDefault);
}

function multipleOf(option: EventOption): number {
  return option.MinExercisableMultipleQuantity ?? 1;
}

function cashFor(option: EventOption, quantity: number): PriceAndRate | undefined {
  if (!option.CashRequired) return undefined;
  const movement = option.CashMovements?.find((cash) => cash.SubscriptionPrice !== undefined);
  if (!movement || movement.SubscriptionPrice === undefined) return undefined;
  const credit = option.SecurityMovements?.find((security) => security.SecurityMovementType === 'Credit');
  const ratio = credit?.NewQuantity !== undefined && credit.OldQuantity ? credit.NewQuantity / credit.OldQuantity : 1;
  return { Currency: movement.Currency ?? '', Type: 'Actual', Value: Math.round(quantity * ratio * movement.SubscriptionPrice * 100) / 100 };
}

/** The elections of one holding on `today` (`today` is capped at the freeze day by the caller). */
export function elections(input: ElectionInput, today: number): ElectionResult {
  if (input.traits.noElections) return { options: [], electedAmount: 0, standingInstruction: false };
  const rng = createRng(`election:${input.eventId}:${input.accountKey}`);
  const standing = (input.traits.standingInstructions ?? false) && rng.chance(0.1);
  const behaviour = rng.next();
  const decisionDay = input.deadline !== undefined ? Math.max(input.announce + 1, input.deadline - rng.int(0, 20)) : Number.POSITIVE_INFINITY;
  const statusRoll = rng.next();
  const remarkRoll = rng.next();
  const splitShare = 0.5 + rng.next() * 0.2;
  const partialShare = 0.2 + rng.next() * 0.6;
  const none: ElectionResult = { options: [], electedAmount: 0, standingInstruction: standing };

  let chosen: { option: EventOption; quantity: number }[] = [];
  if (standing) {
    if (today <= input.announce) return none;
    const preferred = electable(input.options).find((option) => !option.IsDefault) ?? electable(input.options)[0];
    if (!preferred) return none;
    chosen = [{ option: preferred, quantity: input.amount }];
  } else {
    if (behaviour < 0.3 || today < decisionDay) return none;
    const first = pickOption(input.options, input.traits, rng);
    if (!first) return none;
    if (behaviour < 0.78 || input.amount < 2) {
      chosen = [{ option: first, quantity: input.amount }];
    } else if (behaviour < 0.9 || input.traits.noSplit) {
      chosen = [{ option: first, quantity: Math.max(1, Math.floor(input.amount * partialShare)) }];
    } else {
      const second = electable(input.options).find((option) => option !== first);
      const a = Math.max(1, Math.floor(input.amount * splitShare));
      chosen = second
        ? [
            { option: first, quantity: a },
            { option: second, quantity: input.amount - a },
          ]
        : [{ option: first, quantity: input.amount }];
    }
  }

  const afterDeadline = input.deadline !== undefined && today > input.deadline;
  const status: InstructionStatus = afterDeadline ? (statusRoll < 0.06 ? 'Rejected' : 'Accepted') : statusRoll < 0.35 ? 'InProgress' : 'Accepted';
  const out: HoldingOption[] = [];
  let electedAmount = 0;
  let reserved: PriceAndRate | undefined;
  for (const { option, quantity: raw } of chosen) {
    const multiple = multipleOf(option);
    const quantity = Math.floor(raw / multiple) * multiple;
    if (quantity <= 0) continue;
    const holdingOption: HoldingOption = {
      ElectedAmount: quantity,
      ElectionType: standing ? 'Auto' : 'Manual',
      Instruction: status === 'Rejected' ? { Reason: REJECTION_REASONS[Math.floor(remarkRoll * REJECTION_REASONS.length)] ?? '', Status: 'Rejected' } : { Status: status },
      OptionId: option.OptionId ?? '1',
    };
    if (!standing && remarkRoll < 0.25) holdingOption.Remarks = REMARKS[Math.floor(remarkRoll * 4 * REMARKS.length) % REMARKS.length] ?? '';
    out.push(holdingOption);
    if (status !== 'Rejected') {
      electedAmount += quantity;
      const cash = cashFor(option, quantity);
      if (cash) reserved = reserved ? { ...reserved, Value: Math.round(((reserved.Value ?? 0) + (cash.Value ?? 0)) * 100) / 100 } : cash;
    }
  }
  return { options: out, electedAmount, standingInstruction: standing, ...(reserved ? { cashReserved: reserved } : {}) };
}
