import { describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, orderColumns, readColumns, writeColumns } from './inbox/columns';
import { parseEventId } from './load';
import { demoDirectory } from '@/sim/browser/transport';
import { choicesFromHoldings, demoChoices as demoChoicesOf, withValue } from './inbox/whose';

const demoChoices = (clientKey: string | undefined) => demoChoicesOf(demoDirectory(), clientKey);

describe('the event page', () => {
  it('reads an event id from the address', () => {
    expect(parseEventId(' 9501103 ')).toBe('9501103');
    expect(parseEventId('')).toBeUndefined();
    expect(parseEventId('../x')).toBeUndefined();
    expect(parseEventId('x'.repeat(65))).toBeUndefined();
  });
});

describe('the column choice', () => {
  const memory = () => {
    const store = new Map<string, string>();
    return { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  };

  it('keeps the choice, in table order, the event id always', () => {
    const storage = memory();
    expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    writeColumns(storage, ['status', 'type']);
    expect(readColumns(storage)).toEqual(['eventId', 'type', 'status']);
    expect(orderColumns(['affected', 'eventId', 'instrument'])).toEqual(['eventId', 'instrument', 'affected']);
  });

  it('falls back to the default for junk', () => {
    for (const junk of ['not json', '{"a":1}', '["nope"]', '[]']) {
      const storage = memory();
      storage.setItem(COLUMNS_STORAGE_KEY, junk);
      expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    }
    expect(readColumns(undefined)).toEqual([...DEFAULT_COLUMNS]);
  });
});

describe('whose events', () => {
  it('names the demo clients, the chosen client’s accounts (sub-accounts marked) and its groups', () => {
    const own = demoChoices(undefined);
    expect(own.clients.length).toBeGreaterThan(1);
    expect(own.clients.find((client) => client.value === own.ownClient)?.label).toMatch(/\(own client\)$/);
    const other = own.clients.find((client) => client.value !== own.ownClient)?.value as string;
    const choices = demoChoices(other);
    expect(choices.accounts.length).toBeGreaterThan(0);
    expect(choices.accounts.some((account) => / · under /.test(account.label))).toBe(true);
    expect(choices.groups.length).toBeGreaterThan(0);
    expect(demoChoices('unknown').accounts).toEqual([]);
  });

  it('learns clients and accounts from holdings, tolerating junk', () => {
    const choices = choicesFromHoldings(
      [
        { Holdings: [{ ClientKey: 'C1', ClientName: 'Client one', AccountKey: 'A1', AccountDisplayName: 'Main', AccountId: '123' }, null as never, { ClientKey: 'C2', AccountKey: 'A2' }] },
        { Holdings: 'junk' as never },
      ],
      'C1',
    );
    expect(choices.clients).toEqual([
      { value: 'C1', label: 'Client one' },
      { value: 'C2', label: 'C2' },
    ]);
    expect(choices.accounts).toEqual([{ value: 'A1', label: 'Main · 123' }]);
    expect(withValue(choices.accounts, 'typed')).toEqual([...choices.accounts, { value: 'typed', label: 'typed' }]);
  });
});
