/**
 * Refreshes serialised across the tabs of this origin: a Web Lock (one holder
 * at a time, in every tab), with an in-tab queue where the API is missing.
 * Spent refresh tokens are remembered across tabs by a hash (never the token)
 * in local storage, so a tab that wakes up with a token another tab has
 * already rotated knows not to spend it again.
 */
import { readJson, webStorage, writeJson } from '@/api/storage';

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

let queue: Promise<unknown> = Promise.resolve();

export function withLock<T>(
  name: string,
  task: () => Promise<T>,
  locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
): Promise<T> {
  if (locks) return locks.request(name, task);
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const SPENT_KEY = 'refex:auth:spent';
const KEEP = 20;

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readSpent(storage: Storage | undefined): string[] {
  const parsed = readJson<unknown>(storage, SPENT_KEY);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

export async function isSpent(token: string, storage: Storage | undefined = webStorage('localStorage')): Promise<boolean> {
  return readSpent(storage).includes(await tokenHash(token));
}

export async function markSpent(token: string, storage: Storage | undefined = webStorage('localStorage')): Promise<void> {
  const hash = await tokenHash(token);
  // Storage blocked: the lock alone still serialises the tabs.
  writeJson(storage, SPENT_KEY, [...readSpent(storage).filter((item) => item !== hash), hash].slice(-KEEP));
}
