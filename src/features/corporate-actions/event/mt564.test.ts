import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { messageLines, messageText, swiftDate, swiftNumber } from './mt564';

const sample = JSON.parse(readFileSync(new URL('./__fixtures__/ca-event-by-id.json', import.meta.url), 'utf8')) as CorporateActionEvent;

/** Every date and every number of a payload, with their paths (the holdings aside: they are per account). */
function leaves(value: unknown, path = ''): [string, string | number][] {
  if (path === 'Holdings') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))) return [[path, value]];
  return [];
}

describe('the informational MT564 layout', () => {
  it('writes dates and numbers as SWIFT does', () => {
    expect(swiftDate('2021-02-12')).toBe('20210212');
    expect(swiftDate('2021-02-23T08:30:00Z')).toBe('20210223083000');
    expect(swiftDate('Undefined')).toBeUndefined();
    expect(swiftNumber(60)).toBe('60,');
    expect(swiftNumber(11.9623)).toBe('11,9623');
    expect(swiftNumber(0.08)).toBe('0,08');
    expect(swiftNumber(1234567.5)).toBe('1234567,5');
    expect(swiftNumber(-2.5)).toBe('N2,5');
  });

  it('lays the broker’s sample event out in MT564 order, and holds every date and figure of it', () => {
    const lines = messageLines(sample);
    const text = messageText(lines);
    const tags = lines.map((line) => line.text.split('\n')[0]);
    // The blocks in their order, the options in theirs.
    const blocks = tags.filter((tag) => tag?.startsWith(':16R:'));
    expect(blocks).toEqual([':16R:GENL', ':16R:USECU', ':16R:CADETL', ':16R:CAOPTN', ':16R:CASHMOVE', ':16R:CAOPTN', ':16R:SECMOVE', ':16R:ADDINFO']);
    expect(tags).toContain(':20C::CORP//9652429');
    expect(tags).toContain(':23G:NEWM');
    expect(tags).toContain(':22F::CAEV//DVCA');
    expect(tags).toContain(':22F::CAMV//VOLU');
    expect(tags).toContain(':25D::PROC//PREU');
    expect(tags).toContain(':35B:ISIN FR0000130692');
    expect(tags).toContain(':98A::XDTE//20210212');
    expect(tags).toContain(':98C::RDDT//20210223083000');
    expect(tags).toContain(':17B::DFLT//Y');
    expect(tags).toContain(':92A::NETT//0,08');
    expect(tags).toContain(':90B::PRPP//ACTU/USD11,9623');
    // Every date and every figure of the payload is somewhere in the text.
    const all = leaves(sample);
    expect(all.length).toBeGreaterThan(15);
    for (const [path, value] of all) {
      const written = typeof value === 'number' ? swiftNumber(value) : swiftDate(value);
      expect(text, path).toContain(written as string);
    }
  });

  it('a withdrawn or cancelled event is a withdrawal or a cancellation; missing fields say so, and nothing breaks on junk', () => {
    expect(messageLines({ ...sample, EventState: 'Withdrawn' }).map((line) => line.text)).toContain(':23G:WITH');
    expect(messageLines({ ...sample, EventState: 'Cancelled' }).map((line) => line.text)).toContain(':23G:CANC');
    const bare = messageText(messageLines({} as CorporateActionEvent));
    expect(bare).toContain(':20C::CORP//?');
    expect(bare).toContain('Mandatory or voluntary: not given');
    const junk = { EventId: 'Undefined', Ex: { Date: 'Undefined' }, Options: [null, 'x', { OptionId: '.', Deadline: { Date: 7 } }] } as unknown as CorporateActionEvent;
    expect(() => messageLines(junk)).not.toThrow();
  });
});
