/**
 * Demo clients, their accounts, sub-accounts and account groups. Shared by the
 * reference-data operations (AccountKey / ClientKey permission checks) and the
 * corporate-action operations (holdings per account).
 */
import { DEMO_CLIENT_KEY } from './users';

/** The institutional demo client (an asset manager with many accounts and sub-accounts). */
export const INSTITUTIONAL_CLIENT_KEY = 'Au7NmA5kQw3rTz9xVb1cLd==';

/** Which instruments an account may trade. */
export type AccountPermission = 'all' | 'cash-products';

export interface DemoAccount {
  accountKey: string;
  accountId: string;
  displayName: string;
  currency: string;
  clientKey: string;
  /** Account group the account belongs to, if any. */
  accountGroupKey?: string;
  /** Set on sub-accounts: the account they hang under. */
  parentAccountKey?: string;
  permission: AccountPermission;
}

export interface DemoClient {
  clientKey: string;
  clientId: string;
  name: string;
  currency: string;
  accountGroups: { accountGroupKey: string; name: string }[];
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    clientKey: DEMO_CLIENT_KEY,
    clientId: '9226397',
    name: 'Mikkel Sørensen',
    currency: 'DKK',
    accountGroups: [{ accountGroupKey: 'gR0uPmS1kQ9vXy2bN4hT6w==', name: 'Trading accounts' }],
  },
  {
    clientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==',
    clientId: '76940',
    name: 'Nordlys Capital A/S',
    currency: 'EUR',
    accountGroups: [{ accountGroupKey: 'gR0uPnC2lR8wYz3cO5iU7x==', name: 'Treasury' }],
  },
  {
    clientKey: 'Hb3V|kR9tZx1nQw5pS7cLmE==',
    clientId: '5310244',
    name: 'Harbour View Family Office Ltd',
    currency: 'USD',
    accountGroups: [{ accountGroupKey: 'gR0uPhV3mS7xZa4dP6jV8y==', name: 'Family portfolios' }],
  },
  {
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    clientId: '8841207',
    name: 'Aurora Nordic Asset Management A/S',
    currency: 'EUR',
    accountGroups: [
      { accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==', name: 'Equity funds' },
      { accountGroupKey: 'gR0uPaN5oU7zCd6fR8lX0a==', name: 'Fixed income funds' },
      { accountGroupKey: 'gR0uPaN6pV8aDe7gS9mY1b==', name: 'Segregated mandates' },
    ],
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // Mikkel Sørensen (the demo user's own client)
  {
    accountKey: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
    accountId: '9226397',
    displayName: 'Main account (DKK)',
    currency: 'DKK',
    clientKey: DEMO_CLIENT_KEY,
    accountGroupKey: 'gR0uPmS1kQ9vXy2bN4hT6w==',
    permission: 'all',
  },
  {
    accountKey: 'Ak2Ms8UsD3sUr5MyX9oQ1h==',
    accountId: '9226397USD',
    displayName: 'US equities (USD)',
    currency: 'USD',
    clientKey: DEMO_CLIENT_KEY,
    accountGroupKey: 'gR0uPmS1kQ9vXy2bN4hT6w==',
    permission: 'all',
  },
  { accountKey: 'Ak3Ms7PnS4tVs6NzY0pR2i==', accountId: '9226397PEN', displayName: 'Pension savings', currency: 'DKK', clientKey: DEMO_CLIENT_KEY, permission: 'cash-products' },
  {
    accountKey: 'Ak4Ms6KiD5uWt7OaZ1qS3j==',
    accountId: '9226397KID',
    displayName: 'Child savings (sub-account)',
    currency: 'DKK',
    clientKey: DEMO_CLIENT_KEY,
    parentAccountKey: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
    permission: 'cash-products',
  },
  // Nordlys Capital A/S
  {
    accountKey: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
    accountId: '76940INET',
    displayName: 'Treasury EUR',
    currency: 'EUR',
    clientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==',
    accountGroupKey: 'gR0uPnC2lR8wYz3cO5iU7x==',
    permission: 'all',
  },
  {
    accountKey: 'Bn2Nc8UsD3sUr5MyX9oQ1h==',
    accountId: '76940INET1',
    displayName: 'Treasury USD',
    currency: 'USD',
    clientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==',
    accountGroupKey: 'gR0uPnC2lR8wYz3cO5iU7x==',
    permission: 'all',
  },
  { accountKey: 'Bn3Nc7DkK4tVs6NzY0pR2i==', accountId: '76940INET2', displayName: 'Strategic holdings', currency: 'DKK', clientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==', permission: 'all' },
  {
    accountKey: 'Bn4Nc6HeD5uWt7OaZ1qS3j==',
    accountId: '76940INET3',
    displayName: 'Hedging desk (sub-account)',
    currency: 'EUR',
    clientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==',
    parentAccountKey: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
    permission: 'all',
  },
  // Harbour View Family Office Ltd
  {
    accountKey: 'Cf1Hv9UsD2rTq4LxW8nP0g==',
    accountId: '5310244',
    displayName: 'Core portfolio (USD)',
    currency: 'USD',
    clientKey: 'Hb3V|kR9tZx1nQw5pS7cLmE==',
    accountGroupKey: 'gR0uPhV3mS7xZa4dP6jV8y==',
    permission: 'all',
  },
  {
    accountKey: 'Cf2Hv8GbP3sUr5MyX9oQ1h==',
    accountId: '5310244GBP',
    displayName: 'UK portfolio (GBP)',
    currency: 'GBP',
    clientKey: 'Hb3V|kR9tZx1nQw5pS7cLmE==',
    accountGroupKey: 'gR0uPhV3mS7xZa4dP6jV8y==',
    permission: 'all',
  },
  {
    accountKey: 'Cf3Hv7EuR4tVs6NzY0pR2i==',
    accountId: '5310244EUR',
    displayName: 'European income (EUR)',
    currency: 'EUR',
    clientKey: 'Hb3V|kR9tZx1nQw5pS7cLmE==',
    accountGroupKey: 'gR0uPhV3mS7xZa4dP6jV8y==',
    permission: 'cash-products',
  },
  {
    accountKey: 'Cf4Hv6TrU5uWt7OaZ1qS3j==',
    accountId: '5310244TR1',
    displayName: 'Next-generation trust (sub-account)',
    currency: 'USD',
    clientKey: 'Hb3V|kR9tZx1nQw5pS7cLmE==',
    parentAccountKey: 'Cf1Hv9UsD2rTq4LxW8nP0g==',
    permission: 'cash-products',
  },
  // Aurora Nordic Asset Management A/S (institutional): funds, mandates, share-class sub-accounts
  {
    accountKey: 'Dn01A9EqG2rTq4LxW8nP0g==',
    accountId: '8841207',
    displayName: 'Global Equity Fund (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==',
    permission: 'all',
  },
  {
    accountKey: 'Dn02A8EqN3sUr5MyX9oQ1h==',
    accountId: '8841207NEQ',
    displayName: 'Nordic Equity Fund (DKK)',
    currency: 'DKK',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==',
    permission: 'all',
  },
  {
    accountKey: 'Dn03A7EqD4tVs6NzY0pR2i==',
    accountId: '8841207EDF',
    displayName: 'European Dividend Fund (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==',
    permission: 'all',
  },
  {
    accountKey: 'Dn04A6EqA5uWt7OaZ1qS3j==',
    accountId: '8841207NAE',
    displayName: 'North American Equity Fund (USD)',
    currency: 'USD',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==',
    permission: 'all',
  },
  {
    accountKey: 'Dn05A5EqP6vXu8PbA2rT4k==',
    accountId: '8841207APE',
    displayName: 'Asia Pacific Equity Fund (USD)',
    currency: 'USD',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN4nT6yBc5eQ7kW9z==',
    permission: 'all',
  },
  {
    accountKey: 'Dn06A4FiG7wYv9QcB3sU5l==',
    accountId: '8841207GBF',
    displayName: 'Global Bond Fund (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN5oU7zCd6fR8lX0a==',
    permission: 'cash-products',
  },
  {
    accountKey: 'Dn07A3FiM8xZw0RdC4tV6m==',
    accountId: '8841207DMB',
    displayName: 'Danish Mortgage Bond Fund (DKK)',
    currency: 'DKK',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN5oU7zCd6fR8lX0a==',
    permission: 'cash-products',
  },
  {
    accountKey: 'Dn08A2FiS9yAx1SeD5uW7n==',
    accountId: '8841207SDF',
    displayName: 'Short Duration Fund (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN5oU7zCd6fR8lX0a==',
    permission: 'cash-products',
  },
  {
    accountKey: 'Dn09A1MaP0zBy2TfE6vX8o==',
    accountId: '8841207PEN',
    displayName: 'Pension fund mandate (DKK)',
    currency: 'DKK',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN6pV8aDe7gS9mY1b==',
    permission: 'all',
  },
  {
    accountKey: 'Dn10A0MaF1aCz3UgF7wY9p==',
    accountId: '8841207FND',
    displayName: 'Foundation mandate (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    accountGroupKey: 'gR0uPaN6pV8aDe7gS9mY1b==',
    permission: 'all',
  },
  {
    accountKey: 'Dn11A9TrL2bDa4VhG8xZ0q==',
    accountId: '8841207TRY',
    displayName: 'Treasury and liquidity (EUR)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    permission: 'cash-products',
  },
  {
    accountKey: 'Dn12A8SbI3cEb5WiH9yA1r==',
    accountId: '8841207GEI',
    displayName: 'Global Equity Fund, class I (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn01A9EqG2rTq4LxW8nP0g==',
    permission: 'all',
  },
  {
    accountKey: 'Dn13A7SbR4dFc6XjI0zB2s==',
    accountId: '8841207GER',
    displayName: 'Global Equity Fund, class R (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn01A9EqG2rTq4LxW8nP0g==',
    permission: 'all',
  },
  {
    accountKey: 'Dn14A6SbH5eGd7YkJ1aC3t==',
    accountId: '8841207NEH',
    displayName: 'Nordic Equity Fund, EUR-hedged class (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn02A8EqN3sUr5MyX9oQ1h==',
    permission: 'all',
  },
  {
    accountKey: 'Dn15A5SbD6fHe8ZlK2bD4u==',
    accountId: '8841207GBD',
    displayName: 'Global Bond Fund, distributing class (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn06A4FiG7wYv9QcB3sU5l==',
    permission: 'cash-products',
  },
  {
    accountKey: 'Dn16A4SbE7gIf9AmL3cE5v==',
    accountId: '8841207PES',
    displayName: 'Pension fund mandate, ESG sleeve (sub-account)',
    currency: 'DKK',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn09A1MaP0zBy2TfE6vX8o==',
    permission: 'all',
  },
  {
    accountKey: 'Dn17A3SbM8hJg0BnM4dF6w==',
    accountId: '8841207FNI',
    displayName: 'Foundation mandate, impact sleeve (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn10A0MaF1aCz3UgF7wY9p==',
    permission: 'all',
  },
  {
    accountKey: 'Dn18A2SbS9iKh1CoN5eG7x==',
    accountId: '8841207GIS',
    displayName: 'Global Equity Fund, class I seed capital (sub-account)',
    currency: 'EUR',
    clientKey: INSTITUTIONAL_CLIENT_KEY,
    parentAccountKey: 'Dn12A8SbI3cEb5WiH9yA1r==',
    permission: 'all',
  },
];

export function clientByKey(clientKey: string): DemoClient | undefined {
  return DEMO_CLIENTS.find((client) => client.clientKey === clientKey);
}

export function accountByKey(accountKey: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.accountKey === accountKey);
}

export function accountsOfClient(clientKey: string): DemoAccount[] {
  return DEMO_ACCOUNTS.filter((account) => account.clientKey === clientKey);
}

export function accountsOfGroup(accountGroupKey: string): DemoAccount[] {
  return DEMO_ACCOUNTS.filter((account) => account.accountGroupKey === accountGroupKey);
}

export function subAccountsOf(accountKey: string): DemoAccount[] {
  return DEMO_ACCOUNTS.filter((account) => account.parentAccountKey === accountKey);
}

/** Asset types an account with `cash-products` permission may trade. */
export const CASH_PRODUCT_ASSET_TYPES: ReadonlySet<string> = new Set(['Stock', 'Etf', 'Etc', 'Etn', 'Bond', 'Fund', 'MutualFund', 'FxSpot', 'StockIndex']);
