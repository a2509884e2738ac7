import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent, EventOption } from '@/api/types';
import { render, screen, within } from '@/test/render';
import sample from './__fixtures__/ca-event-by-id.json';
import { HoldingsTable } from './HoldingsTable';
import { OptionCard } from './OptionCard';

// Values of the broker's documented sample that the page counts as shown (terms.ts) must appear where it shows them.
const event = sample as CorporateActionEvent;
const withSecurities = (event.Options ?? []).find((option) => option.SecurityMovements?.length) as EventOption;
const withCash = (event.Options ?? []).find((option) => option.CashMovements?.some((movement) => movement.SubscriptionPrice !== undefined)) as EventOption;

describe('the sample’s values on the event page', () => {
  it('shows the delivered security’s description, symbol and ISIN', () => {
    render(<OptionCard option={withSecurities} />);
    const table = screen.getByRole('table', { name: /^Security movements of option/ });
    const cell = within(table).getAllByRole('cell')[1]!;
    expect(cell).toHaveTextContent('Telstra Corp. Ltd');
    expect(cell).toHaveTextContent('TLS:xasx');
    expect(cell).toHaveTextContent('AU000000TLS2');
  });

  it('shows a subscription price beside an offer price', () => {
    const option: EventOption = { ...withCash, CashMovements: [{ ...withCash.CashMovements![0]!, OfferPrice: 12.5 }] };
    render(<OptionCard option={option} />);
    const table = screen.getByRole('table', { name: /^Cash movements of option/ });
    const price = within(table).getAllByRole('cell').at(-1)!;
    expect(price).toHaveTextContent('12.5 (Actual, offer) · 11.9623 (Actual, subscription)');
  });

  it('shows the client’s id beside its name', () => {
    render(<HoldingsTable event={event} />);
    const table = screen.getByRole('table', { name: 'Holdings per account' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('John');
    expect(row).toHaveTextContent('906869');
  });

  it('says a holding’s status is derived when the service sent one it does not document', () => {
    const holding = { ...event.Holdings![0]!, ElectionStatus: 'AwaitingBroker' };
    render(<HoldingsTable event={{ ...event, Holdings: [holding] }} />);
    const table = screen.getByRole('table', { name: 'Holdings per account' });
    expect(within(table).getByText('Partial elected')).toBeInTheDocument();
    expect(within(table).getByText(/from the amounts; the service sent “AwaitingBroker”/)).toBeInTheDocument();
  });
});
