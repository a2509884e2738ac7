import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import sample from '@/features/corporate-actions/exports/__fixtures__/dividend-option-event.json';
import { monthGrid } from './calendar';

/** A dividend option: ex 4 March 2026, record 5, deadline 13, pay 23. */
const EVENT = sample as CorporateActionEvent;

describe('the month grid', () => {
  it('covers the month in weeks from Monday and places the dates', () => {
    const weeks = monthGrid('2026-03', [EVENT]);
    // March 2026 starts on a Sunday: the first week starts on Monday 23 February.
    expect(weeks[0]?.[0]?.date).toBe('2026-02-23');
    expect(weeks.at(-1)?.[6]?.date).toBe('2026-04-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat();
    expect(days.filter((day) => day.inMonth)).toHaveLength(31);
    const kinds = (date: string) => days.find((day) => day.date === date)?.entries.map((entry) => entry.kind);
    expect(kinds('2026-03-04')).toEqual(['ex']);
    expect(kinds('2026-03-05')).toEqual(['record']);
    expect(kinds('2026-03-13')).toEqual(['deadline']);
    expect(kinds('2026-03-23')).toEqual(['pay']);
  });
});
