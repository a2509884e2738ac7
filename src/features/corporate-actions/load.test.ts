import { describe, expect, it } from 'vitest';
import { parseEventId } from './load';

describe('the event page', () => {
  it('reads an event id from the address', () => {
    expect(parseEventId(' 9501103 ')).toBe('9501103');
    expect(parseEventId('')).toBeUndefined();
    expect(parseEventId('../x')).toBeUndefined();
    expect(parseEventId('x'.repeat(65))).toBeUndefined();
  });
});
