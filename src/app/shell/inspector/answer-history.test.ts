import { describe, expect, it } from 'vitest';
import { createRequestLog, type RequestLog } from '@/api/request-log';
import { createAnswerHistory, evictions, groupKey, memoryStorage, type KeptAnswer, type KeptLimits } from './answer-history';

const DEMO = 'demo:demo';
const GATEWAY = 'gateway:https://gw.test#u1';
const URL_A = 'https://demo.refex.invalid/openapi/ca/v2/events/9501122?ClientKey=k';
const URL_B = 'https://demo.refex.invalid/openapi/ref/v1/timezones';

/** A log whose clock the test moves, and a history over memory that flushes when told. */
function setup(limits?: KeptLimits, bodyLimit?: number) {
  let now = 1_000;
  const log = createRequestLog({ now: () => now, location: () => '/x', ...(bodyLimit ? { bodyLimit } : {}) });
  const storage = memoryStorage();
  const pending: (() => void)[] = [];
  const history = createAnswerHistory(storage, { page: 'p1', schedule: (run) => pending.push(run), ...(limits ? { limits } : {}) });
  const answer = (url: string, body: unknown, { backend = DEMO, status = 200 }: { backend?: string; status?: number } = {}) => {
    now += 1_000;
    const id = log.start({ url, backend });
    log.finish(id, { state: status < 400 ? 'done' : 'failed', status, body: JSON.stringify(body), headers: [['authorization-echo', 'x']] });
    return log.snapshot().find((record) => record.id === id)!;
  };
  return { log, storage, history, answer, pending, tick: (ms: number) => (now += ms) };
}

const meta = (id: string, key: string, at: number, size = 10): KeptAnswer => ({ id, key, backend: 'demo:demo', url: key, at, status: 200, size });

describe('evictions', () => {
  const limits: KeptLimits = { perUrl: 2, total: 4, bytes: 100 };

  it('keeps the newest answers of each address, up to its count', () => {
    const answers = [meta('a1', 'A', 1), meta('a2', 'A', 2), meta('a3', 'A', 3), meta('b1', 'B', 1)];
    expect(evictions(answers, limits)).toEqual(['a1']);
  });

  it('lets the oldest go beyond the total count and the total bytes', () => {
    const answers = ['A', 'B', 'C', 'D', 'E'].map((key, index) => meta(key, key, index));
    expect(evictions(answers, limits)).toEqual(['A']);
    const big = [meta('old', 'A', 1, 60), meta('new', 'B', 2, 60), meta('small', 'C', 0, 30)];
    expect(evictions(big, limits)).toEqual(['old']);
    // One answer larger than the whole budget is not kept at all.
    expect(evictions([meta('huge', 'A', 5, 101)], limits)).toEqual(['huge']);
  });
});

describe('the history of answers', () => {
  it('writes nothing before it starts, then the log’s finished answers in one batch, off the request path', async () => {
    const { log, storage, history, answer, pending } = setup();
    answer(URL_A, { Status: 'Active' });
    expect(pending).toHaveLength(0);
    history.start(log);
    const pendingId = log.start({ url: URL_B, backend: DEMO });
    answer(URL_A, { Status: 'Cancelled' });
    // One scheduled write for everything finished so far; nothing written yet.
    expect(pending).toHaveLength(1);
    expect(await storage.all()).toHaveLength(0);
    log.finish(pendingId, { state: 'done', status: 200, body: '{}' });
    pending.shift()?.();
    await history.flush();
    const kept = await storage.all();
    expect(kept.map((entry) => entry.url).sort()).toEqual([URL_A, URL_A, URL_B]);
    // What is kept holds no header.
    expect(JSON.stringify(kept)).not.toContain('authorization');
    expect(Object.keys(kept[0] ?? {}).sort()).toEqual(['at', 'backend', 'durationMs', 'id', 'key', 'size', 'status', 'url']);
  });

  it('offers the earlier answers of the same address and backend, from the log within a page’s life', async () => {
    const { log, history, answer } = setup();
    history.start(log);
    const first = answer(URL_A, { Status: 'Active' });
    answer(URL_A, { Status: 'Other user' }, { backend: GATEWAY });
    answer(URL_B, {});
    const second = answer(URL_A, { Status: 'Cancelled' });
    const earlier = await history.earlier(second, log.snapshot());
    expect(earlier.map((entry) => entry.at)).toEqual([first.startedAt]);
    expect(JSON.parse((await earlier[0]?.load()) ?? '')).toEqual({ Status: 'Active' });
    expect(await history.earlier(first, log.snapshot())).toEqual([]);
  });

  it('offers the answers of an earlier page’s life from storage, newest first, and not another backend’s', async () => {
    const storage = memoryStorage();
    let now = 10_000;
    const earlierPage = createRequestLog({ now: () => now });
    const before = createAnswerHistory(storage, { page: 'p0', schedule: () => undefined });
    before.start(earlierPage);
    for (const [status, backend] of [
      ['Active', DEMO],
      ['Pending', DEMO],
      ['Secret', GATEWAY],
    ] as const) {
      now += 1_000;
      const id = earlierPage.start({ url: URL_A, backend });
      earlierPage.finish(id, { state: 'done', status: 200, body: JSON.stringify({ Status: status }) });
    }
    await before.flush();

    // A reload: a new log, a new history over the same storage.
    now += 60_000;
    const log = createRequestLog({ now: () => now });
    const history = createAnswerHistory(storage, { page: 'p1', schedule: () => undefined });
    history.start(log);
    const id = log.start({ url: URL_A, backend: DEMO });
    log.finish(id, { state: 'done', status: 200, body: JSON.stringify({ Status: 'Cancelled' }) });
    const record = log.snapshot()[0]!;
    await history.flush();
    const earlier = await history.earlier(record, log.snapshot());
    expect(await Promise.all(earlier.map(async (entry) => JSON.parse((await entry.load()) ?? '') as unknown))).toEqual([{ Status: 'Pending' }, { Status: 'Active' }]);
    expect(earlier.every((entry) => entry.key === groupKey(DEMO, URL_A))).toBe(true);
  });

  it('lists an answer kept and still in the log once', async () => {
    const { log, history, answer } = setup();
    history.start(log);
    answer(URL_A, { A: 1 });
    await history.flush();
    const latest = answer(URL_A, { A: 2 });
    await history.flush();
    expect(await history.earlier(latest, log.snapshot())).toHaveLength(1);
  });

  it('stays within its bounds as answers come', async () => {
    const { log, storage, history, answer } = setup({ perUrl: 3, total: 5, bytes: 1_000_000 });
    history.start(log);
    for (let index = 0; index < 6; index++) answer(URL_A, { index });
    for (let index = 0; index < 4; index++) answer(`${URL_B}?n=${index}`, { index });
    await history.flush();
    const kept = await storage.all();
    expect(kept).toHaveLength(5);
    expect(kept.filter((entry) => entry.url === URL_A)).toHaveLength(1);
    expect(storage.bodies.size).toBe(5);
  });

  it('does not keep a cut body, a network failure or a cancelled request', async () => {
    const { log, storage, history } = setup(undefined, 100);
    history.start(log);
    const cut = log.start({ url: URL_A, backend: DEMO });
    log.finish(cut, { state: 'done', status: 200, body: 'x'.repeat(101) });
    expect(log.snapshot()[0]?.bodyCut).toBe(true);
    const whole = log.start({ url: URL_A, backend: DEMO });
    log.finish(whole, { state: 'done', status: 200, body: '{}' });
    const failed = log.start({ url: URL_A, backend: DEMO });
    log.finish(failed, { state: 'failed', status: 0 });
    const aborted = log.start({ url: URL_A, backend: DEMO });
    log.finish(aborted, { state: 'aborted' });
    const refused = log.start({ url: URL_B, backend: DEMO });
    log.finish(refused, { state: 'failed', status: 403, body: '{"ErrorCode":"Forbidden"}' });
    await history.flush();
    expect((await storage.all()).map((entry) => [entry.url, entry.status])).toEqual([
      [URL_A, 200],
      [URL_B, 403],
    ]);
  });

  it('forgets every kept answer, and this page’s earlier answers too', async () => {
    const { log, storage, history, answer } = setup();
    history.start(log);
    answer(URL_A, { A: 1 });
    answer(URL_A, { A: 2 });
    // Queued answers are not kept yet: a reload would lose them.
    expect(await history.count()).toBe(0);
    await history.flush();
    expect(await history.count()).toBe(2);
    await history.forget();
    expect(await storage.all()).toEqual([]);
    expect(await history.count()).toBe(0);
    const latest = answer(URL_A, { A: 3 });
    expect(await history.earlier(latest, log.snapshot())).toEqual([]);
    await history.flush();
    expect(await history.count()).toBe(1);
  });

  it('drops what is queued for a user who left', async () => {
    const { log, storage, history, answer } = setup();
    history.start(log);
    answer(URL_A, { A: 1 }, { backend: GATEWAY });
    answer(URL_A, { A: 1 });
    history.dropQueued(GATEWAY);
    await history.flush();
    expect((await storage.all()).map((entry) => entry.backend)).toEqual([DEMO]);
  });

  it('keeps a gateway user’s answers only while that user is the one in use', async () => {
    let current = GATEWAY;
    const storage = memoryStorage();
    const log = createRequestLog();
    const history = createAnswerHistory(storage, { schedule: () => undefined, current: () => current });
    log.finish(log.start({ url: URL_A, backend: GATEWAY }), { state: 'done', status: 200, body: '{"Mine":1}' });
    history.start(log);
    log.finish(log.start({ url: URL_B, backend: GATEWAY }), { state: 'done', status: 200, body: '{"Mine":2}' });
    // Signed out before the batch was written: nothing of theirs is.
    current = DEMO;
    await history.flush();
    expect(await storage.all()).toEqual([]);
    // Nor when the inspector starts after they left, their answers still in the page's log.
    const later = createAnswerHistory(storage, { schedule: () => undefined, current: () => current });
    later.start(log);
    log.finish(log.start({ url: URL_A, backend: DEMO }), { state: 'done', status: 200, body: '{"Public":1}' });
    await later.flush();
    expect((await storage.all()).map((entry) => entry.backend)).toEqual([DEMO]);
  });

  it('offers this page’s answers from the log when storage refuses', async () => {
    const refusing = { ...memoryStorage(), put: () => Promise.reject(new Error('quota')), of: () => Promise.reject(new Error('blocked')) };
    const log: RequestLog = createRequestLog();
    const history = createAnswerHistory(refusing, { schedule: () => undefined });
    history.start(log);
    for (const body of ['{"A":1}', '{"A":2}']) log.finish(log.start({ url: URL_A, backend: DEMO }), { state: 'done', status: 200, body });
    await history.flush();
    expect(await history.earlier(log.snapshot()[1]!, log.snapshot())).toHaveLength(1);
  });
});
