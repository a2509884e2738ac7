/**
 * What the inspector compares of two answers and names of one, as pure functions: an answer as a value
 * for the diff, the name of its TypeScript type, and the token its copied code may hold.
 */
import type { Exchange } from '@/api/request-log';
import { operationOf } from '@/spec/operations';

export type AnswerValue = { readonly value: unknown } | { readonly missing: string };

/**
 * A finished record's answer as a value to compare: its JSON, else its text (an answer that is not JSON),
 * else null (no body: a 401, a 404). Undefined while it waits; `missing` when the log no longer holds it whole.
 */
export function answerValue(record: Exchange): AnswerValue | undefined {
  if (record.state === 'pending') return undefined;
  if (record.state === 'aborted') return { missing: 'it was cancelled before its answer came' };
  if (!record.status) return { missing: 'no answer came' };
  if (record.bodyCut) return { missing: 'its body was too large for the log to keep whole' };
  if (record.bodyDropped) return { missing: 'the log no longer keeps its body' };
  const text = record.body ?? '';
  if (!text.trim()) return { value: null };
  return { value: jsonOrText(text) };
}

/** A body as JSON where it is JSON, else as its text (a diff then tells whether the text changed). */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The name of a successful answer's type: its schema's (`SummaryInfoList`), else `Answer`. */
export function typeNameOf(record: Exchange): string {
  const ok = record.status !== undefined && record.status >= 200 && record.status < 300;
  return (ok && operationOf(record.url)?.schema) || 'Answer';
}

/** The token a request's copied code holds, or why it holds none (then it reads the environment variable). */
export interface CodeToken {
  token?: string | undefined;
  withheld?: string | undefined;
}

/**
 * The token to write into a request's copied code, when the user asks for it: a demo-mode request's code asks
 * the simulator over HTTP, where the token is the demo user's name (`demo:<user>` keys its records), never the
 * gateway's token of the backend in use (the simulator's answers compared with a gateway's are such records).
 * A gateway's request gets the token only when it was sent to the backend in use (`current`, its backendKey):
 * the token in hand belongs to that backend and user, not to the one another record went to.
 */
export function codeTokenOf(record: Exchange, token: string | undefined, current: string): CodeToken {
  if (token === undefined) return {};
  if (record.backend.startsWith('demo:')) return { token: record.backend.slice('demo:'.length) };
  if (record.backend === current) return { token };
  return { withheld: 'this request went to another backend or user than the one in use, and your token is not its token' };
}
