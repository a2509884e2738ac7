/**
 * Helpers for the corporate-action tests: requests through the dispatcher,
 * paging, and an independent re-implementation of the documented date rules
 * (computed from what an event shows on the wire).
 */
import { DEMO_ACCOUNTS, DEMO_CLIENTS } from '../core/accounts';
import { makeClock } from '../core/clock';
import { createSimulator, type Simulator } from '../service';
import type { CaEvent } from './types';

export const NOW = '2026-11-20T10:00:00Z';
export const ORIGIN = 'http://127.0.0.1:4010';
export const TODAY = '2026-11-20';

export const MIKKEL = DEMO_CLIENTS[0]?.clientKey ?? '';
export const NORDLYS = DEMO_CLIENTS[1]?.clientKey ?? '';
export const HARBOUR = DEMO_CLIENTS[2]?.clientKey ?? '';

export const ACCOUNT = {
  mikkelMain: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
  mikkelUs: 'Ak2Ms8UsD3sUr5MyX9oQ1h==',
  mikkelPension: 'Ak3Ms7PnS4tVs6NzY0pR2i==',
  mikkelChild: 'Ak4Ms6KiD5uWt7OaZ1qS3j==',
  nordlysTreasuryEur: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
  nordlysStrategic: 'Bn3Nc7DkK4tVs6NzY0pR2i==',
  nordlysHedging: 'Bn4Nc6HeD5uWt7OaZ1qS3j==',
  harbourCore: 'Cf1Hv9UsD2rTq4LxW8nP0g==',
  harbourTrust: 'Cf4Hv6TrU5uWt7OaZ1qS3j==',
} as const;

export const GROUP = {
  mikkel: 'gR0uPmS1kQ9vXy2bN4hT6w==',
  nordlys: 'gR0uPnC2lR8wYz3cO5iU7x==',
  harbour: 'gR0uPhV3mS7xZa4dP6jV8y==',
} as const;

export function subAccountKeys(): Set<string> {
  return new Set(DEMO_ACCOUNTS.filter((account) => account.parentAccountKey).map((account) => account.accountKey));
}

export function makeSim(now: string = NOW): Simulator {
  return createSimulator({ clock: makeClock(new Date(now)) });
}

export type Params = Record<string, string | number | boolean | undefined>;

export function url(path: string, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `${ORIGIN}${path}${text ? `?${text}` : ''}`;
}

export interface Reply<T> {
  status: number;
  raw: string | null;
  body: T;
  headers: Record<string, string>;
}

export function call<T = unknown>(sim: Simulator, target: string, token: string | null = 'demo'): Reply<T> {
  const response = sim.handle({
    method: 'GET',
    url: target.startsWith('http') ? target : `${ORIGIN}${target}`,
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, raw: response.body, body: (response.body ? JSON.parse(response.body) : null) as T, headers: response.headers };
}

export interface Feed<T> {
  __count?: number;
  __next?: string;
  Data: T[];
}

export interface ErrorBody {
  ErrorCode: string;
  Message: string;
  ModelState?: Record<string, string[]>;
}

export function list(sim: Simulator, params: Params = {}): Reply<Feed<CaEvent>> {
  return call<Feed<CaEvent>>(sim, url('/openapi/ca/v2/events', params));
}

/** Every event of a list query, following `__next` to the end. */
export function listAll(sim: Simulator, params: Params = {}, pageSize = 500): { events: CaEvent[]; count: number; pages: number } {
  let reply = list(sim, { ...params, $top: pageSize });
  if (reply.status !== 200) throw new Error(`list failed with ${reply.status}: ${reply.raw ?? ''}`);
  const events = [...reply.body.Data];
  const count = reply.body.__count ?? -1;
  let pages = 1;
  while (reply.body.__next) {
    reply = call<Feed<CaEvent>>(sim, reply.body.__next);
    events.push(...reply.body.Data);
    pages += 1;
    if (pages > 100) throw new Error('runaway paging');
  }
  return { events, count, pages };
}

export function event(sim: Simulator, eventId: string, params: Params = {}): Reply<CaEvent> {
  return call<CaEvent>(sim, url(`/openapi/ca/v2/events/${encodeURIComponent(eventId)}`, params));
}

export function lookup(sim: Simulator, params: Params = {}): Reply<{ Data: { FieldGroup: string; Values: { Code: string; Name: string }[] }[] }> {
  return call(sim, url('/openapi/ca/v2/events/lookupdata', params));
}

// ---------------------------------------------------------------------------
// Date rules, recomputed from the wire

export function dayOf(text: string): number {
  return Math.floor(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / 86_400_000);
}

export const TODAY_DAY = dayOf(TODAY);

export interface WireDates {
  key: number;
  end: number;
  exec: number;
  ex?: number;
  record?: number;
  pay?: number;
  deadlines: number[];
}

export function wireDates(e: CaEvent): WireDates {
  const ex = e.Ex?.Date ? dayOf(e.Ex.Date) : undefined;
  const record = e.Record?.Date ? dayOf(e.Record.Date) : undefined;
  const effective = e.Effective?.Date ? dayOf(e.Effective.Date) : undefined;
  const key = ex ?? record ?? effective ?? dayOf(e.AnnouncedDate ?? '1970-01-01');
  const options = e.Options ?? [];
  const payments = options.flatMap((option) => (option.Payment?.Date ? [dayOf(option.Payment.Date)] : []));
  const deadlines = options.flatMap((option) => (option.Deadline?.Date ? [dayOf(option.Deadline.Date)] : []));
  const defaultPayment = options.find((option) => option.IsDefault)?.Payment?.Date;
  const pay = defaultPayment ? dayOf(defaultPayment) : payments[0];
  const exec = pay ?? effective ?? key;
  const end = Math.max(key, effective ?? key, ...payments, ...deadlines);
  return { key, end, exec, deadlines, ...(ex !== undefined ? { ex } : {}), ...(record !== undefined ? { record } : {}), ...(pay !== undefined ? { pay } : {}) };
}

export function expectedStatus(e: CaEvent, today = TODAY_DAY): 'Upcoming' | 'Active' | 'Past' {
  const dates = wireDates(e);
  if (today < dates.key) return 'Upcoming';
  if (today <= dates.end) return 'Active';
  return 'Past';
}

export function isLapsed(e: CaEvent, today = TODAY_DAY): boolean {
  if (e.CorporateActionType !== 'Voluntary') return false;
  const { deadlines } = wireDates(e);
  if (deadlines.length === 0) return false;
  const elected = (e.Holdings ?? []).reduce((sum, holding) => sum + (holding.ElectedAmount ?? 0), 0);
  return Math.max(...deadlines) < today && elected === 0;
}

export function isoOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** ISO 6166 check digit validation. */
export { isValidIsin as validIsin } from '../refdata/isin';

/** Every narrative of an event (event and options). */
export function narratives(e: CaEvent): string[] {
  return [e.Narrative ?? '', ...(e.Options ?? []).map((option) => option.Narrative ?? '')].filter(Boolean);
}

export function isHostile(html: string): boolean {
  return /<script|onerror\s*=|javascript:|onload\s*=|onmouseover\s*=|<iframe|data:text\/html/i.test(html);
}
