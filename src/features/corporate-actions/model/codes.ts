/**
 * What each code the inbox and the event page show means, said where it appears (on hover and on focus).
 *
 * - Event types and asset types: the service's own lookup (4.10) names them (Code, Name, Description); a code
 *   that is not in it says so, since the broker adds types without notice.
 * - Option types: the option's own CodeDescription, as the service sent it.
 * - The enums (mandatory or voluntary, state, status, election): the service documents the values and not their
 *   meaning; what is said here is Refex's reading of them, and an unknown value says it is unknown.
 */
import type { CodeDescription, CorporateActionEvent, LookupEntry } from '@/api/types';
import { clean, enumLabel } from '@/lib/format';

type EnumKind = 'kind' | 'state' | 'status' | 'election' | 'optionStatus';

export interface Explanation {
  /** The code or value as sent. */
  code: string;
  /** Its name: the service's, else the value in words. */
  name: string;
  /** What it means; for an unknown code, that it is not known. */
  text: string;
  known: boolean;
}

const ENUM_WORDS: Record<EnumKind, Record<string, string>> = {
  kind: {
    Mandatory: 'Mandatory: it happens to every holding as announced; there is nothing to choose.',
    Voluntary: 'Voluntary: each holder chooses among the options by the deadline, or the default option applies.',
  },
  state: {
    Preliminary: 'Preliminary: announced but not confirmed; dates and rates may still change (indicative).',
    Confirmed: 'Confirmed: the terms are confirmed (declared).',
    Approved: 'Approved: a state the service lists beside Confirmed; its documentation says no more.',
    Withdrawn: 'Withdrawn: taken back; it will not happen as announced.',
    Cancelled: 'Cancelled: called off; listed only when asked for by its id or its state.',
    Complete: 'Complete: processed; its movements are done.',
  },
  status: {
    Upcoming: 'Upcoming: not under way yet; its dates are ahead.',
    Active: 'Active: under way; a deadline or payment may still be ahead.',
    Past: 'Past: over; its dates have passed.',
  },
  election: {
    Elected: 'Elected: every eligible holding has an instruction.',
    PartialElected: 'Partly elected: some eligible holdings have an instruction, others not yet.',
    NotElected: 'Not elected: no instruction given yet.',
  },
  optionStatus: {
    Cancelled: 'Cancelled: this option is no longer offered.',
    Inactive: 'Inactive: this option cannot be instructed now.',
    Unknown: 'Unknown: the service does not know this option’s status.',
  },
};

const LOOKUP_GROUP: Record<'eventType' | 'assetType', string> = { eventType: 'EventTypes', assetType: 'AssetTypes' };
const LOOKUP_NOUN: Record<'eventType' | 'assetType', string> = { eventType: 'event types', assetType: 'asset types' };

/** The lookup's entries of a group by code (the relevant and the complete list alike). */
export type CodeBook = ReadonlyMap<string, CodeDescription>;

export function codeBook(lookup: readonly LookupEntry[] | undefined, kind: 'eventType' | 'assetType'): CodeBook | undefined {
  if (!lookup) return undefined;
  const group = LOOKUP_GROUP[kind];
  const book = new Map<string, CodeDescription>();
  for (const entry of lookup) {
    const name = clean(entry?.FieldGroup);
    if (name !== group && name !== `All${group}`) continue;
    for (const value of Array.isArray(entry.Values) ? entry.Values : []) {
      const code = clean(value?.Code);
      if (code && !book.has(code)) book.set(code, value);
    }
  }
  return book;
}

/** What the lookup says of a code beyond its name (its description), if anything. */
export function lookupDescription(book: CodeBook | undefined, code: string): string | undefined {
  const entry = book?.get(code);
  const description = clean(entry?.Description);
  return description && description !== clean(entry?.Name) ? description : undefined;
}

/** A code of the service's lookup, read with the lookup when it is known (no book: the lookup is not loaded). */
export function explainLookupCode(kind: 'eventType' | 'assetType', value: CodeDescription | string | undefined, book: CodeBook | undefined): Explanation | undefined {
  const sent = typeof value === 'string' ? { Code: value } : value;
  const code = clean(sent?.Code);
  if (!code) return undefined;
  const listed = book?.get(code);
  const name = clean(listed?.Name) ?? clean(sent?.Name) ?? enumLabel(code);
  const description = clean(listed?.Description) ?? clean(sent?.Description);
  const noun = LOOKUP_NOUN[kind];
  if (book && !listed) return { code, name, text: `${code} is not in the service’s list of ${noun}: a code this app does not know yet.`, known: false };
  const source = book ? `as the service’s list of ${noun} names it` : 'as the event names it';
  return { code, name, text: `${code}: ${name}${description && description !== name ? `. ${description}` : ''} (${source}).`, known: true };
}

/** A code the event carries with its own name and description (an option's type). */
export function explainOwnCode(value: CodeDescription | undefined): Explanation | undefined {
  const code = clean(value?.Code);
  if (!code) return undefined;
  const name = clean(value?.Name) ?? code;
  const description = clean(value?.Description);
  return {
    code,
    name,
    text: `${code}: ${name}${description && description !== name ? `. ${description}` : ''} (as the event names it).`,
    known: Boolean(clean(value?.Name) ?? description),
  };
}

/** One of the service's enums, in words; an unknown value says so. */
export function explainEnum(kind: EnumKind, value: unknown): Explanation | undefined {
  const code = clean(value);
  if (!code) return undefined;
  const text = Object.hasOwn(ENUM_WORDS[kind], code) ? ENUM_WORDS[kind][code] : undefined;
  const name = enumLabel(code);
  if (text) return { code, name, text, known: true };
  return { code, name, text: `${code}: a value the service’s documentation does not list; this app shows it as sent.`, known: false };
}

/** The letter the table shows for mandatory or voluntary ("?" for a value the service does not document). */
export function kindLetter(event: Pick<CorporateActionEvent, 'CorporateActionType'>): string {
  const kind = clean(event.CorporateActionType);
  return kind === 'Mandatory' ? 'M' : kind === 'Voluntary' ? 'V' : kind ? '?' : '–';
}
