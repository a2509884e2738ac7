import { describe, expect, it } from 'vitest';
import { QueryParams } from './params';
import { createTestSimulator } from '../testing';

const query = (search: string) => new QueryParams(new URLSearchParams(search));

describe('query parameters', () => {
  it('match names in any case and ignore empty or blank values', () => {
    expect(query('keywords=shell').string('Keywords')).toBe('shell');
    expect(query('Keywords=%20%20').string('Keywords')).toBeUndefined();
    expect(query('AssetTypes=,%20,').list('AssetTypes')).toBeUndefined();
  });

  it('bind a repeated single value to its first occurrence and a repeated list to every item', () => {
    expect(query('Keywords=shell&Keywords=plc').string('Keywords')).toBe('shell');
    expect(query('$top=2&$top=3').integer('$top')).toBe(2);
    expect(query('AssetTypes=Stock&assettypes=Etf,Bond').list('AssetTypes')).toEqual(['Stock', 'Etf', 'Bond']);
  });
});

describe('repeated parameters through the service', () => {
  const sim = createTestSimulator();
  const get = (path: string) => {
    const response = sim.handle({ method: 'GET', url: `http://sim.test${path}`, headers: { Authorization: 'Bearer demo' } });
    return { status: response.status, body: JSON.parse(response.body ?? 'null') as { Data: { Identifier: number }[] } };
  };

  it('search with the first Keywords and $top, not a joined value', () => {
    const twice = get('/openapi/ref/v1/instruments?Keywords=shell&Keywords=apple&$top=3&$top=7');
    const once = get('/openapi/ref/v1/instruments?Keywords=shell&$top=3');
    expect(twice.status).toBe(200);
    expect(twice.body.Data.length).toBe(3);
    expect(twice.body.Data).toEqual(once.body.Data);
  });

  it('take list items from every occurrence', () => {
    const split = get('/openapi/ref/v1/instruments?Uics=211&Uics=21');
    expect(split.body.Data.map((row) => row.Identifier).sort((a, b) => a - b)).toEqual([21, 211]);
  });
});
