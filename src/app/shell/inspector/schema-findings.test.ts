import { describe, expect, it } from 'vitest';
import { exchangeRecord } from '@/test/exchange';
import { checkRecord, findingsJson, findingsMarkdown, summarize, summaryText, type RecordCheck } from './schema-findings';

const record = exchangeRecord;
const SEARCH = 'https://gw.test/openapi/ref/v1/instruments?Keywords=shell';
const rows = (...data: unknown[]) => JSON.stringify({ Data: data });

describe('a record held to its schema', () => {
  it('checks a finished answer against its operation’s schema', () => {
    expect(checkRecord(record({ id: 1, view: '/', url: SEARCH, body: rows({ Symbol: 'SHELL:xams', Identifier: 13, AssetType: 'Stock' }) }))).toEqual({
      findings: [],
      total: 0,
      against: 'SummaryInfoList (4.1)',
    });
    const drift = checkRecord(record({ id: 1, view: '/', url: SEARCH, body: rows({ Identifier: '13', AssetType: 'Crypto', IsinCode: 'GB00BP6MXD84' }) }));
    expect(drift?.findings.map(({ kind, path }) => `${kind} ${path}`)).toEqual(['type Data[0].Identifier', 'enum Data[0].AssetType', 'unknown-field Data[0].IsinCode']);
    // An error answer is held to the error body's schema.
    const error = checkRecord(record({ id: 2, view: '/', url: SEARCH, state: 'failed', status: 400, body: JSON.stringify({ ErrorCode: 'Oops' }) }));
    expect(error?.against).toBe('Error (4.1)');
    expect(error?.findings.map(({ kind, path }) => `${kind} ${path}`)).toEqual(['required Message', 'enum ErrorCode']);
  });

  it('waits for a pending answer, and says why another cannot be checked', () => {
    expect(checkRecord(record({ id: 1, view: '/', state: 'pending', status: undefined }))).toBeUndefined();
    const why = (partial: Parameters<typeof record>[0]) => checkRecord(record(partial))?.skipped;
    expect(why({ id: 1, view: '/', state: 'aborted', status: 0 })).toBe('cancelled before its answer came');
    expect(why({ id: 1, view: '/', state: 'failed', status: 0 })).toBe('no answer came');
    expect(why({ id: 1, view: '/', state: 'failed', status: 200 })).toBe('the answer broke off before its body was read');
    expect(why({ id: 1, view: '/', body: '{"Data":[', bodyCut: true })).toBe('its body was too large for the log to keep whole');
    expect(why({ id: 1, view: '/', bodyDropped: true })).toMatch(/^its body is no longer kept/);
    expect(why({ id: 1, view: '/', state: 'failed', status: 404, body: '' })).toBe('an error answer without a body');
    expect(why({ id: 1, view: '/', url: 'https://gw.test/openapi/ref/Isalive', body: 'ok' })).toBe('not one of the ten operations of the specification');
  });
});

describe('the session’s findings', () => {
  const clean = record({ id: 1, view: '/', url: SEARCH, body: rows() });
  const drift = record({ id: 2, view: '/x', url: 'https://gw.test/openapi/ref/v1/timezones', body: JSON.stringify({ Data: [{ TimeZoneId: 0, Zone: 'UTC|GMT' }], __count: '1' }) });
  const waiting = record({ id: 3, view: '/', state: 'pending', status: undefined });
  const cancelled = record({ id: 4, view: '/', state: 'aborted', status: 0 });
  const checks = new Map<number, RecordCheck>([clean, drift, cancelled].map((item) => [item.id, checkRecord(item) as RecordCheck]));

  it('sums the checks made so far', () => {
    const summary = summarize([clean, drift, waiting, cancelled], checks);
    expect(summary).toEqual(expect.objectContaining({ checked: 2, waiting: 1, total: 3 }));
    expect(summary.entries.map(({ record: item }) => item.id)).toEqual([2]);
    expect(summaryText(summary)).toBe('3 findings in 1 answer (of 2 checked) against the published schemas (1 request still to check).');
    expect(summaryText(summarize([clean], checks))).toBe('No findings: the answer checked so far match the published schemas.');
    expect(summaryText(summarize([clean, clean], checks))).toBe('No findings: all 2 answers checked so far match the published schemas.');
    expect(summaryText(summarize([waiting], checks))).toBe('Checking the answers against the published schemas…');
  });

  it('copies as Markdown, a table per answer whose cells keep their pipes and backticks', () => {
    const markdown = findingsMarkdown(summarize([clean, drift], checks));
    expect(markdown).toContain('## GET https://gw.test/openapi/ref/v1/timezones\n\nHTTP 200, held to TimeZoneList (4.7): 3 findings.');
    expect(markdown).toContain('| `Data[0].TimeZoneId` | Wrong type | `0` | text |');
    expect(markdown).toContain('| `Data[0].Zone` | Unknown field | `"UTC\\|GMT"` | the fields of TimeZoneDetails (5 documented) |');
    expect(markdown).toContain('| `__count` | Paging envelope | `"1"` |');
    expect(markdown).not.toContain(SEARCH);
    const ticks = record({ id: 5, view: '/', url: SEARCH, body: rows({ Symbol: 'a`b', Extra: '``' }) });
    const tickChecks = new Map([[5, checkRecord(ticks) as RecordCheck]]);
    expect(findingsMarkdown(summarize([ticks], tickChecks))).toContain('| `Data[0].Extra` | Unknown field | ```"``"``` |');
  });

  it('copies as JSON', () => {
    const json = JSON.parse(findingsJson(summarize([clean, drift], checks)));
    expect(json).toEqual({
      checked: 2,
      answersWithFindings: 1,
      findings: 3,
      answers: [
        {
          method: 'GET',
          url: 'https://gw.test/openapi/ref/v1/timezones',
          status: 200,
          against: 'TimeZoneList (4.7)',
          findings: 3,
          kept: [
            { kind: 'type', path: 'Data[0].TimeZoneId', value: '0', allowed: 'text' },
            { kind: 'unknown-field', path: 'Data[0].Zone', value: '"UTC|GMT"', allowed: 'the fields of TimeZoneDetails (5 documented)' },
            { kind: 'envelope', path: '__count', value: '"1"', allowed: 'a whole number of 0 or more: the count of every row of the feed' },
          ],
        },
      ],
    });
  });
});
