import { describe, expect, it } from 'vitest';
import { noExpiriesText, unreadableExpiriesText } from './expiry-notes';

describe('expiry notes', () => {
  it('words no expiries on what the expiry list request sends, never the segment or statuses', () => {
    expect(noExpiriesText({ segment: 'AllDates', status: 'Tradable' }, 0)).toBe('The service lists no expiries for this option root.');
    expect(noExpiriesText({ multiLeg: true, clientKey: 'k1', status: 'Tradable' }, 0)).toBe(
      'The service lists no expiries for this option root with CanParticipateInMultiLegOrder=true and ClientKey=k1.',
    );
    expect(noExpiriesText({}, 2)).toBe('The service lists no expiry with a readable date for this option root.');
  });

  it('names unreadable expiries when few, counts them when many', () => {
    expect(unreadableExpiriesText([])).toBeUndefined();
    expect(unreadableExpiriesText(['soon'])).toBe('The service lists one expiry whose date (Expiry) cannot be read: “soon”; it is not shown.');
    expect(unreadableExpiriesText(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('The service lists 6 expiries whose date (Expiry) cannot be read; they are not shown.');
  });
});
