import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import { setBackend } from '@/api/backend';
import type { CorporateActionEvent } from '@/api/types';
import { EventsPage, eventTypeLabel, eventsSummary } from './EventsPage';

const GW = 'https://gw.example';

function event(id: number, extra: Partial<CorporateActionEvent> = {}): CorporateActionEvent {
  return { EventId: String(id), EventType: { Code: 'DVCA', Name: 'Cash dividend' }, ...extra } as CorporateActionEvent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('eventTypeLabel', () => {
  it('falls back from a blank, "Undefined" or padded name to the code, never showing junk', () => {
    expect(eventTypeLabel(event(1, { EventType: { Code: 'DVCA', Name: 'Undefined' } }))).toBe('DVCA');
    expect(eventTypeLabel(event(1, { EventType: { Code: 'DVCA ', Name: '   ' } }))).toBe('DVCA');
    expect(eventTypeLabel(event(1, { EventType: { Code: 'DVCA', Name: 'Cash dividend  ' } }))).toBe('Cash dividend');
    expect(eventTypeLabel(event(1, { EventType: { Code: 'Undefined', Name: '' } }))).toBe('—');
    expect(eventTypeLabel(event(1, { EventType: undefined }))).toBe('—');
  });
});

describe('eventsSummary', () => {
  it('says how many of how many are shown', () => {
    expect(eventsSummary(100, 170, true)).toBe('Showing 100 of 170 events');
    expect(eventsSummary(170, 170, false)).toBe('170 events');
    expect(eventsSummary(100, undefined, true)).toBe('Showing 100 events; the service has more');
    expect(eventsSummary(1, undefined, false)).toBe('1 event');
  });
});

describe('EventsPage', () => {
  it('shows the first page with "showing N of M", loads the rest from __next, and cleans type names', async () => {
    // Small pages keep the test fast; the service decides the page size, the page follows its links.
    const first = Array.from({ length: 3 }, (_, index) => event(index + 1));
    first[0] = event(1, { EventType: { Code: 'DVCA ', Name: 'Undefined' } });
    const second = Array.from({ length: 2 }, (_, index) => event(index + 4));
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url.includes('$skip=3') ? { Data: second, __count: 5 } : { Data: first, __count: 5, __next: `${GW}/openapi/ca/v2/events?$top=3&$skip=3` };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    setBackend({ kind: 'gateway', baseUrl: GW, token: 'events-test-token', rememberToken: false });
    render(
      <Suspense fallback={<p>loading</p>}>
        <EventsPage />
      </Suspense>,
    );
    const table = await screen.findByRole('table', { name: 'Corporate action events' }, { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 5 events');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // "Undefined" never shows; the code (trimmed) stands in for the name.
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(/^DVCA$/);
    expect(table).not.toHaveTextContent('Undefined');

    await userEvent.click(screen.getByRole('button', { name: 'Load more (2 left)' }));
    expect(await screen.findByText('5 events', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(asked).toEqual([`${GW}/openapi/ca/v2/events?$top=100`, `${GW}/openapi/ca/v2/events?$top=3&$skip=3`]);
  });
});
