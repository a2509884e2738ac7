import { describe, expect, it } from 'vitest';
import { demoDirectory } from '@/sim/browser/transport';
import { choicesFromHoldings, demoChoices as demoChoicesOf, withValue } from './whose';

const demoChoices = (clientKey: string | undefined) => demoChoicesOf(demoDirectory(), clientKey);

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
        {
          Holdings: [
            { ClientKey: 'C1', ClientName: 'Client one', AccountKey: 'A1', AccountDisplayName: 'Main', AccountId: '123' },
            null as never,
            { ClientKey: 'C2', AccountKey: 'A2' },
          ],
        },
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
