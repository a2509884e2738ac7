import { describe, expect, it } from 'vitest';
import type { LookupEntry } from '@/api/types';
import { codeBook, explainEnum, explainLookupCode, explainOwnCode, kindLetter, lookupDescription } from './codes';

const LOOKUP: LookupEntry[] = [
  {
    FieldGroup: 'EventTypes',
    Values: [
      { Code: 'DVCA', Name: 'Cash Dividend' },
      { Code: 'TEND', Name: 'Tender Offer', Description: 'An offer to buy the holding.' },
    ],
  },
  {
    FieldGroup: 'AllEventTypes',
    Values: [
      { Code: 'DVCA', Name: 'Cash dividend (all)' },
      { Code: 'SPLF', Name: 'Stock Split' },
    ],
  },
  { FieldGroup: 'AssetTypes', Values: [{ Code: 'Stock', Name: 'Stock' }] },
];

describe('codes explained', () => {
  it('reads a lookup group, the relevant list first, then every known code', () => {
    const book = codeBook(LOOKUP, 'eventType');
    expect([...(book?.keys() ?? [])]).toEqual(['DVCA', 'TEND', 'SPLF']);
    expect(book?.get('DVCA')?.Name).toBe('Cash Dividend');
    expect([...(codeBook(LOOKUP, 'assetType')?.keys() ?? [])]).toEqual(['Stock']);
    expect(codeBook(undefined, 'eventType')).toBeUndefined();
  });

  it('names a known code as the lookup does, with the event’s own description when the lookup has none', () => {
    const book = codeBook(LOOKUP, 'eventType');
    const cash = explainLookupCode('eventType', { Code: 'DVCA', Name: 'Dividend', Description: 'Cash paid per share.' }, book);
    expect(cash).toMatchObject({ code: 'DVCA', name: 'Cash Dividend', known: true });
    expect(cash?.text).toBe('DVCA: Cash Dividend. Cash paid per share. (as the service’s list of event types names it).');
    expect(explainLookupCode('eventType', 'TEND', book)?.text).toContain('An offer to buy the holding.');
    expect(lookupDescription(book, 'TEND')).toBe('An offer to buy the holding.');
    expect(lookupDescription(book, 'DVCA')).toBeUndefined();
  });

  it('says when a code is not in the service’s list, and where the name comes from before the list is loaded', () => {
    const unknown = explainLookupCode('eventType', { Code: 'ZZZZ', Name: 'Something new' }, codeBook(LOOKUP, 'eventType'));
    expect(unknown).toMatchObject({ code: 'ZZZZ', name: 'Something new', known: false });
    expect(unknown?.text).toBe('ZZZZ is not in the service’s list of event types: a code this app does not know yet.');
    expect(explainLookupCode('assetType', 'Bond', codeBook(LOOKUP, 'assetType'))?.known).toBe(false);
    const early = explainLookupCode('eventType', { Code: 'ZZZZ', Name: 'Something new' }, undefined);
    expect(early).toMatchObject({ known: true, text: 'ZZZZ: Something new (as the event names it).' });
    expect(explainLookupCode('eventType', { Name: 'No code' }, undefined)).toBeUndefined();
  });

  it('explains the enums in words, and an undocumented value as such', () => {
    expect(explainEnum('kind', 'Voluntary')?.text).toMatch(/^Voluntary: each holder chooses/);
    expect(explainEnum('state', 'Preliminary')).toMatchObject({ name: 'Preliminary', known: true });
    expect(explainEnum('election', 'PartialElected')?.known).toBe(true);
    expect(explainEnum('optionStatus', 'Inactive')?.known).toBe(true);
    const odd = explainEnum('state', 'OnHold');
    expect(odd).toMatchObject({ code: 'OnHold', known: false });
    expect(odd?.text).toContain('does not list');
    // An object's built-in names are values like any other.
    expect(explainEnum('status', 'constructor')?.known).toBe(false);
    expect(explainEnum('state', '  ')).toBeUndefined();
  });

  it('reads an option type as the event names it', () => {
    expect(explainOwnCode({ Code: 'CASH', Name: 'Cash', Description: 'Cash paid out.' })).toMatchObject({
      code: 'CASH',
      known: true,
      text: 'CASH: Cash. Cash paid out. (as the event names it).',
    });
    expect(explainOwnCode({ Code: 'XXXX' })?.known).toBe(false);
  });

  it('marks mandatory and voluntary with a letter', () => {
    expect(kindLetter({ CorporateActionType: 'Mandatory' })).toBe('M');
    expect(kindLetter({ CorporateActionType: 'Voluntary' })).toBe('V');
    expect(kindLetter({ CorporateActionType: 'Optional' })).toBe('?');
    expect(kindLetter({})).toBe('–');
  });
});
