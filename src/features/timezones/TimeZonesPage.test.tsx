import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@/api/client';
import { setBackend, setDemoFetch } from '@/api/backend';
import { render, screen, within } from '@/test/render';
import { TimeZonesPage } from './TimeZonesPage';

/** A zone list with an abbreviation left out and a field the app does not know. */
const zonesFetch: FetchLike = (input) =>
  Promise.resolve(
    String(input).includes('/timezones')
      ? Response.json({
          Data: [
            { DisplayName: 'US Eastern Time', TimeZoneAbbreviation: 'EST', TimeZoneId: '3', TimeZoneOffset: '-05:00:00', ZoneName: 'America/New_York' },
            { DisplayName: 'Central Europe', TimeZoneId: '4', TimeZoneOffset: '01:00:00', ZoneName: 'Europe/Paris', IsObserved: true, UtcName: 'CET ' },
          ],
        })
      : new Response(null, { status: 404 }),
  );

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
  setBackend({ kind: 'demo', demoUser: 'demo' });
  setDemoFetch(zonesFetch);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('TimeZonesPage', () => {
  it('shows each zone’s abbreviation, the dash where not sent, and the fields it does not know under other fields', async () => {
    render(
      <Suspense>
        <TimeZonesPage />
      </Suspense>,
    );
    const table = await screen.findByRole('table', { name: 'Time zones' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['Id', 'Name', 'Abbreviation', 'Zone', 'Current offset', 'Local time now', 'Other fields']);
    const [newYork, paris] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Nothing sent reads as the dash, as everywhere else: never a blank cell.
    expect(cells(newYork)).toEqual(['3', 'US Eastern Time ', 'EST', 'America/New_York', 'UTC-05:00', expect.any(String), '—']);
    expect(cells(paris)?.[2]).toBe('—');
    expect(cells(paris)?.[6]).toBe('IsObserved YesUtcName CET');
  });
});
