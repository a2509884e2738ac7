/**
 * Every view's address validator against the generated corpus of hostile
 * parameters (e2e/support/hostile-corpus.ts): it never throws, keeps only its own
 * fields, and every value it drops is named in a note the page shows.
 */
import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hostileParams } from '../../e2e/support/hostile-corpus';
import { browseParams } from '@/features/browse/url';
import { compareParams } from '@/features/compare/url';
import { eventSearch, inboxSearch } from '@/features/corporate-actions/url';
import { detailsSearch } from '@/features/instrument/url';
import { chainSearch } from '@/features/options/url';
import { scheduleSearch } from '@/features/schedule/url';
import { searchParams } from '@/features/search/url';
import { timeZonesSearch } from '@/features/timezones/url';

const VALIDATORS: Record<string, { validate: (raw: Record<string, unknown>) => object; notes: (raw: Record<string, unknown>) => { field: string }[] }> = {
  '/': searchParams,
  '/compare': compareParams,
  '/instruments/{type}/{uic}': detailsSearch,
  '/instruments/{type}/{uic}/schedule': scheduleSearch,
  '/options/{root}': chainSearch,
  '/browse/options': browseParams.options,
  '/browse/futures': browseParams.futures,
  '/timezones': timeZonesSearch,
  '/corporate-actions': inboxSearch,
  '/corporate-actions/{event}': eventSearch,
};

describe('address validators against hostile parameters', () => {
  const corpus = hostileParams(2000).filter(({ route }) => VALIDATORS[route]);

  it('covers every validated route with many cases', () => {
    for (const route of Object.keys(VALIDATORS)) expect(corpus.filter((item) => item.route === route).length).toBeGreaterThan(100);
  });

  it('never throws, keeps only known fields, and notes every value it drops', () => {
    for (const { route, params } of corpus) {
      const validator = VALIDATORS[route];
      if (!validator) continue;
      // As the router reads an address: its own parser (JSON values, repeated names).
      const query = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
      const raw = defaultParseSearch(`?${query}`);
      const out = validator.validate(raw) as Record<string, unknown>;
      const notes = new Set(validator.notes(raw).map((note) => note.field));
      const fields = Object.keys(out);
      for (const [field, value] of Object.entries(raw)) {
        const given = value !== undefined && value !== null && value !== '';
        if (!fields.includes(field) || !given) continue;
        if (out[field] === undefined) expect(notes, `${route}?${query}: ${field} dropped without a note`).toContain(field);
      }
      // Nothing the address did not name appears, and no value is an object the views cannot show.
      for (const [field, value] of Object.entries(out)) {
        if (value === undefined) continue;
        expect(raw, `${route}?${query}`).toHaveProperty(field);
        expect(['string', 'number', 'boolean'], `${route}?${query}: ${field}`).toContain(typeof value);
      }
    }
  });
});
