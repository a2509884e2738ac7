/** What the chain could not place of an expiry's options, in words. */
import { display } from '@/lib/format';
import type { UnplacedOption } from './chain-model';

/** Up to this many unplaced options are named one by one; more are counted. */
export const NAMED_UNPLACED = 5;

function field(option: unknown, key: string): string {
  if (!option || typeof option !== 'object') return display(undefined);
  return display((option as Record<string, unknown>)[key]);
}

function describeOne({ option, reason }: UnplacedOption): string {
  if (!option || typeof option !== 'object') return 'an entry that is not an option';
  const text = `Uic ${field(option, 'Uic')} (PutCall ${field(option, 'PutCall')}, StrikePrice ${field(option, 'StrikePrice')})`;
  return reason === 'duplicate' ? `${text}, a second option for a strike and side already placed` : text;
}

/** The options left out, named when few, else counted by reason; undefined when none. */
export function describeUnplaced(unplaced: readonly UnplacedOption[] | undefined): string | undefined {
  if (!unplaced || unplaced.length === 0) return undefined;
  if (unplaced.length <= NAMED_UNPLACED) return unplaced.map(describeOne).join('; ');
  const unreadable = unplaced.filter((entry) => entry.reason === 'unreadable').length;
  const duplicates = unplaced.length - unreadable;
  return [
    unreadable > 0 ? `${unreadable} ${unreadable === 1 ? 'option' : 'options'} without a readable call or put side (PutCall) or strike (StrikePrice)` : '',
    duplicates > 0 ? `${duplicates} second ${duplicates === 1 ? 'option' : 'options'} for a strike and side already placed` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** What an expiry none of whose options could be placed says instead of its grid. */
export function nothingPlacedText(count: number): string {
  const what = count === 1 ? 'The one option the service returns for this expiry could not' : `None of the ${count} options the service returns for this expiry could`;
  return `${what} be placed by strike and side (see the note above the chain).`;
}
