/**
 * The request inspector's schema check, as pure functions: a request log's record held to the published
 * schema of its operation (src/spec/check.ts), the session's findings in sum, and the findings as Markdown
 * and JSON to paste into an issue. Loaded with the inspector, never in the first load.
 */
import type { Exchange } from '@/api/request-log';
import { checkAnswer, type AnswerCheck, type Finding, type FindingKind } from '@/spec/check';

export interface RecordCheck {
  readonly findings: readonly Finding[];
  /** Every finding, counted; `findings` keeps the first few hundred. */
  readonly total: number;
  /** `SummaryInfoList (4.1)`: the schema the answer was held to, and its operation's section. */
  readonly against?: string;
  /** Why the answer was not held to a schema, in words; undefined when it was. */
  readonly skipped?: string;
}

export const KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  'unknown-field': 'Unknown field',
  enum: 'Value outside the documented set',
  type: 'Wrong type',
  required: 'Missing required field',
  envelope: 'Paging envelope',
  body: 'Body',
};

const skipped = (reason: string): RecordCheck => ({ findings: [], total: 0, skipped: reason });

function fromAnswer(check: AnswerCheck): RecordCheck {
  const against = check.schema ? `${check.schema}${check.operation ? ` (${check.operation.section})` : ''}` : undefined;
  return { findings: check.findings, total: check.total, ...(against ? { against } : {}), ...(check.skipped ? { skipped: check.skipped } : {}) };
}

/**
 * A finished record held to its schema; undefined while it waits for its answer. A record whose body the
 * log no longer holds, or holds cut short, cannot be checked, and says so.
 */
export function checkRecord(record: Exchange): RecordCheck | undefined {
  if (record.state === 'pending') return undefined;
  if (record.state === 'aborted') return skipped('cancelled before its answer came');
  if (!record.status) return skipped('no answer came');
  if (record.state === 'failed' && record.body === undefined && !record.bodyDropped) return skipped('the answer broke off before its body was read');
  if (record.bodyCut) return skipped('its body was too large for the log to keep whole');
  if (record.bodyDropped) return skipped('its body is no longer kept (the log keeps the bodies of the latest requests)');
  return fromAnswer(checkAnswer({ url: record.url, status: record.status, body: record.body }));
}

export interface SessionEntry {
  readonly record: Exchange;
  readonly check: RecordCheck;
}

export interface SessionSummary {
  /** Answers held to a schema. */
  readonly checked: number;
  /** Records still waiting to be checked (or for their answer). */
  readonly waiting: number;
  /** The answers with findings, oldest first. */
  readonly entries: readonly SessionEntry[];
  /** Findings of them all. */
  readonly total: number;
}

/** The session's findings: every record of the log, with the checks made so far. */
export function summarize(records: readonly Exchange[], checks: ReadonlyMap<number, RecordCheck>): SessionSummary {
  let checked = 0;
  let waiting = 0;
  let total = 0;
  const entries: SessionEntry[] = [];
  for (const record of records) {
    const check = checks.get(record.id);
    if (!check) {
      waiting += 1;
      continue;
    }
    if (check.skipped) continue;
    checked += 1;
    total += check.total;
    if (check.total > 0) entries.push({ record, check });
  }
  return { checked, waiting, entries, total };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The summary in a sentence. */
export function summaryText({ checked, waiting, entries, total }: SessionSummary): string {
  const pending = waiting > 0 ? ` (${plural(waiting, 'request')} still to check)` : '';
  if (checked === 0) return waiting > 0 ? `Checking the answers against the published schemas…` : 'No answer of this session to check yet.';
  if (total === 0) return `No findings: ${checked === 1 ? 'the answer' : `all ${plural(checked, 'answer')}`} checked so far match the published schemas${pending}.`;
  return `${plural(total, 'finding')} in ${plural(entries.length, 'answer')} (of ${checked.toLocaleString('en-US')} checked) against the published schemas${pending}.`;
}

/** Text for a Markdown table cell: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n|\r/g, ' ').replace(/\|/g, '\\|');
}

/** Text as a Markdown code span, whatever backticks it holds. */
function code(text: string): string {
  if (!text) return '(empty)';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${cell(text)}${pad}${fence}`;
}

/** The session's findings as Markdown: a table per answer, for an issue or a chat. */
export function findingsMarkdown(summary: SessionSummary): string {
  const lines = ['# Schema findings', '', `${summaryText(summary)} Checked by the Refex request inspector.`];
  for (const { record, check } of summary.entries) {
    lines.push('', `## GET ${record.url}`, '', `HTTP ${record.status ?? 0}, held to ${check.against ?? 'its schema'}: ${plural(check.total, 'finding')}.`, '');
    lines.push('| Path | Finding | Value | The schema allows |', '| --- | --- | --- | --- |');
    for (const finding of check.findings) {
      lines.push(`| ${code(finding.path || '(the answer)')} | ${KIND_LABELS[finding.kind]} | ${code(finding.value)} | ${cell(finding.allowed)} |`);
    }
    if (check.total > check.findings.length) lines.push('', `And ${plural(check.total - check.findings.length, 'more finding')} in this answer, not kept.`);
  }
  return `${lines.join('\n')}\n`;
}

/** The session's findings as JSON. */
export function findingsJson(summary: SessionSummary): string {
  return `${JSON.stringify(
    {
      checked: summary.checked,
      answersWithFindings: summary.entries.length,
      findings: summary.total,
      answers: summary.entries.map(({ record, check }) => ({
        method: record.method,
        url: record.url,
        status: record.status,
        against: check.against,
        findings: check.total,
        kept: check.findings,
      })),
    },
    null,
    2,
  )}\n`;
}
