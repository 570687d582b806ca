import { createPlatform } from '../platform';
import type { Ctx } from './context';
import { ok } from './envelope';
import { SimError } from './errors';
import { canonicalJson, exactlyOnce, IDEMPOTENCY_TTL_MS, lookUp, START_DEADLINE_MS } from './idempotency';
import type { Account } from './state';
import { TEST_NOW } from '../testing/fixtures';

describe('exactly once (Idempotency-Key)', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const KEY = 'k-0123456789abcdef';
  beforeEach(() => {
    now = TEST_NOW;
    platform.reset();
  });

  const ctxFor = (key: string | null, path = '/wps/wallet/transfer', method = 'POST'): Ctx => {
    const headers = new Headers(key === null ? {} : { 'Idempotency-Key': key });
    const request = new Request(`http://sim${path}`, { method, headers });
    const url = new URL(request.url);
    return {
      request,
      url,
      method,
      path,
      query: url.searchParams,
      params: {},
      sim: platform,
      state: platform.state,
      receivedAt: performance.now(),
    };
  };
  const account = (name = 'demo01'): Account => platform.state.accounts.get(name)!;
  const json = async (response: Response) => ({
    status: response.status,
    replay: response.headers.get('idempotent-replay'),
    body: (await response.json()) as unknown,
  });

  it('needs a key of 16-64 letters, digits, _ or -', async () => {
    for (const key of [null, 'short', 'x'.repeat(65), 'has space in it here', 'ünïcödé-key-00000']) {
      await expect(exactlyOnce(ctxFor(key), account(), '{}', () => ok(1))).rejects.toMatchObject({
        code: 'request.invalid',
      });
    }
    await expect(exactlyOnce(ctxFor('A_b-'.repeat(16)), account(), '{}', () => ok(1))).resolves.toBeInstanceOf(
      Response,
    );
  });

  it('runs once and answers the first answer again, marked as a replay', async () => {
    let runs = 0;
    const run = () => ok({ n: ++runs });
    const first = await json(await exactlyOnce(ctxFor(KEY), account(), '{"amount":"1.00"}', run));
    const again = await json(await exactlyOnce(ctxFor(KEY), account(), '{"amount":"1.00"}', run));
    expect(runs).toBe(1);
    expect(first).toEqual({
      status: 200,
      replay: null,
      body: { success: true, code: '0', message: '', value: { n: 1 } },
    });
    expect(again).toEqual({ ...first, replay: 'true' });
  });

  it('answers 409 idempotency.mismatch for another body, path or method under the same key', async () => {
    await exactlyOnce(ctxFor(KEY), account(), '{"amount":"1.00"}', () => ok(1));
    for (const [ctx, body] of [
      [ctxFor(KEY), '{"amount":"2.00"}'],
      [ctxFor(KEY, '/wps/wallet/recycle'), '{"amount":"1.00"}'],
      [ctxFor(KEY, '/wps/wallet/transfer', 'PUT'), '{"amount":"1.00"}'],
    ] as const) {
      await expect(exactlyOnce(ctx, account(), body, () => ok(2))).rejects.toMatchObject({
        code: 'idempotency.mismatch',
        status: 409,
      });
    }
  });

  it('remembers a business failure too', async () => {
    let runs = 0;
    const run = () => {
      runs += 1;
      throw new SimError('wallet.insufficient');
    };
    const first = await json(await exactlyOnce(ctxFor(KEY), account(), '{}', run));
    const again = await json(await exactlyOnce(ctxFor(KEY), account(), '{}', run));
    expect(runs).toBe(1);
    expect(first.body).toMatchObject({ success: false, code: 'wallet.insufficient' });
    expect(again).toEqual({ ...first, replay: 'true' });
    expect(await lookUp(ctxFor(null), account(), KEY)).toEqual({
      found: true,
      status: 200,
      value: null,
      code: 'wallet.insufficient',
    });
  });

  it('makes a request that arrives while the first is running wait for it instead of acting twice', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = async () => {
      runs += 1;
      await gate;
      return ok({ n: runs });
    };
    const first = exactlyOnce(ctxFor(KEY), account(), '{}', run);
    const second = exactlyOnce(ctxFor(KEY), account(), '{}', run);
    const lookup = lookUp(ctxFor(null), account(), KEY);
    await expect(exactlyOnce(ctxFor(KEY), account(), '{"other":1}', run)).rejects.toMatchObject({
      code: 'idempotency.mismatch',
    });
    release();
    const [a, b] = await Promise.all([first, second].map(async (p) => json(await p)));
    expect(runs).toBe(1);
    expect(a!.body).toEqual(b!.body);
    expect(b!.replay).toBe('true');
    expect(await lookup).toMatchObject({ found: true, status: 200, value: { n: 1 }, code: null });
  });

  it('forgets a server error, so the key can be sent again', async () => {
    let runs = 0;
    const run = () => (++runs === 1 ? new Response('boom', { status: 500 }) : ok({ n: runs }));
    expect((await exactlyOnce(ctxFor(KEY), account(), '{}', run)).status).toBe(500);
    expect(await lookUp(ctxFor(null), account(), KEY)).toEqual({ found: false });
    expect((await json(await exactlyOnce(ctxFor(KEY), account(), '{}', run))).body).toMatchObject({ value: { n: 2 } });
  });

  it('never begins a request that waited longer than the deadline, so "not found" after it is final', async () => {
    let runs = 0;
    const late = { ...ctxFor(KEY), receivedAt: performance.now() - START_DEADLINE_MS - 1 };
    await expect(exactlyOnce(late, account(), '{}', () => ok(++runs))).rejects.toMatchObject({
      code: 'request.timeout',
      status: 504,
    });
    expect(runs).toBe(0);
    expect(await lookUp(ctxFor(null), account(), KEY)).toEqual({ found: false });
    const inTime = { ...ctxFor(KEY), receivedAt: performance.now() - START_DEADLINE_MS + 1_000 };
    expect((await json(await exactlyOnce(inTime, account(), '{}', () => ok(++runs)))).body).toMatchObject({ value: 1 });
  });

  it('keeps keys per account and for 24 hours', async () => {
    await exactlyOnce(ctxFor(KEY), account('demo01'), '{}', () => ok('demo01'));
    const other = await json(await exactlyOnce(ctxFor(KEY), account('agent01'), '{"x":1}', () => ok('agent01')));
    expect(other.body).toMatchObject({ value: 'agent01' });
    expect(await lookUp(ctxFor(null), account('demo02'), KEY)).toEqual({ found: false });
    now += IDEMPOTENCY_TTL_MS + 1;
    expect(await lookUp(ctxFor(null), account('demo01'), KEY)).toEqual({ found: false });
  });

  it('compares bodies by content, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: 1 }));
  });
});
