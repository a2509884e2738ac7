import { describe, expect, it } from 'vitest';
import { diffJson } from '@/lib/json-diff';
import { diffLines, parentPath } from './diff-lines';

describe('parentPath', () => {
  it('cuts the last step of a json-diff path', () => {
    expect(parentPath('Data[3].TradableAs[1]')).toBe('Data[3].TradableAs');
    expect(parentPath('Data[3].Status')).toBe('Data[3]');
    expect(parentPath('Data[3]')).toBe('Data');
    expect(parentPath('Status')).toBe('');
    expect(parentPath('[2]')).toBe('');
    expect(parentPath('A["x.y]\\"["]')).toBe('A');
    expect(parentPath('A["x.y]\\"["].B')).toBe('A["x.y]\\"["]');
  });
});

describe('diffLines', () => {
  it('prints the newer answer and marks what was added, changed and removed', () => {
    const before = {
      Data: [
        { EventId: 'A', Status: 'Active' },
        { EventId: 'B', Status: 'Active' },
      ],
      Gone: 1,
    };
    const after = {
      Data: [
        { EventId: 'A', Status: 'Cancelled' },
        { EventId: 'C', Status: 'Active' },
      ],
    };
    const lines = diffLines(after, diffJson(before, after));
    // Printed as JSON.stringify would, but for the notes and the removed lines.
    expect(lines.filter((line) => !line.mark).length).toBeGreaterThan(0);
    expect(lines.map((line) => `${line.mark ?? ''}|${line.text}`)).toEqual([
      '|{',
      '|  "Data": [',
      '|    {',
      '|      "EventId": "A",',
      'changed|      "Status": "Cancelled"   (was "Active")',
      '|    },',
      'added|    {',
      'added|      "EventId": "C",',
      'added|      "Status": "Active"',
      'added|    },',
      'removed|    {',
      'removed|      "EventId": "B",',
      'removed|      "Status": "Active"',
      'removed|    }',
      '|  ],',
      'removed|  "Gone": 1',
      '|}',
    ]);
  });

  it('prints an equal answer unmarked, as JSON.stringify does', () => {
    const value = { A: [1, { B: null }], C: {}, D: [] };
    const lines = diffLines(value, []);
    expect(lines.every((line) => line.mark === undefined)).toBe(true);
    expect(lines.map((line) => line.text).join('\n')).toBe(JSON.stringify(value, null, 2));
  });
});
