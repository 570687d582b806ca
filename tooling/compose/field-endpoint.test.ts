import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIELD_REPORT_PATH, handleFieldReport, parseFieldReport, type FieldReportDeps } from './field-endpoint';
import { createMemoryStore, type MemoryStore } from '../release/testing/memory-store';
import type { Registry } from '../release/store-types';

const REGISTRY: Registry = {
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] },
    {
      name: 'cashier',
      manifest: 'http://localhost:3004/0.1.0/mf-manifest.json',
      routes: ['/m/deposit'],
      canary: {
        manifest: 'http://localhost:3004/0.1.1-next/mf-manifest.json',
        percent: 10,
        since: '2025-01-01T00:00:00.000Z',
      },
    },
  ],
};
const SESSION = 'k3j4h5g6f7d8s9a0';
const report = (events: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ session: SESSION, host: '0.1.0', events, ...extra });

let server: Server;
let port: number;
let store: MemoryStore;
let done: Promise<void>;
let lines: string[];
let deps: Partial<FieldReportDeps>;

beforeEach(async () => {
  store = createMemoryStore(REGISTRY);
  lines = [];
  deps = {};
  server = createServer((req, res) => {
    done = handleFieldReport(req, res, { store, log: (line) => lines.push(line), ...deps });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** One request, as a beacon sends it (text/plain), answered; then what the handler went on doing is done. */
function post(
  body: string | Buffer,
  { method = 'POST', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: FIELD_REPORT_PATH,
        method,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : body);
  }).then(async (status) => {
    await done;
    return status;
  });
}

describe('POST /field-report', () => {
  it('records a sample per valid event: views, errors and failed loads, metrics', async () => {
    const status = await post(
      report([
        { type: 'view', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next' },
        {
          type: 'load-error',
          route: '/m/mine',
          remote: 'member',
          version: '0.1.0',
          step: 'entry',
          code: 'RUNTIME-008',
        },
        {
          type: 'error',
          route: '/m/deposit',
          remote: 'cashier',
          version: '0.1.0',
          message: 'Cannot read properties of undefined',
        },
        { type: 'vitals', route: '/m/deposit', remote: 'cashier', version: '0.1.0', name: 'LCP', value: 2100 },
        { type: 'vitals', route: '/m/deposit', remote: 'cashier', version: '0.1.0', name: 'CLS', value: 0.02 },
        { type: 'vitals', route: '/m/deposit', remote: 'cashier', version: '0.1.0', name: 'INP', value: 180 },
      ]),
    );
    expect(status).toBe(204);
    expect(store.samples).toEqual([
      { remote: 'cashier', version: '0.1.1-next', session: SESSION, error: false },
      { remote: 'member', version: '0.1.0', session: SESSION, error: true },
      { remote: 'cashier', version: '0.1.0', session: SESSION, error: true },
      { remote: 'cashier', version: '0.1.0', session: SESSION, error: false, lcp: 2100 },
      { remote: 'cashier', version: '0.1.0', session: SESSION, error: false, cls: 0.02 },
      { remote: 'cashier', version: '0.1.0', session: SESSION, error: false, inp: 180 },
    ]);
    expect(lines).toEqual([
      '[field] member 0.1.0 on /m/mine: entry failed (RUNTIME-008)',
      '[field] cashier 0.1.0 on /m/deposit: Cannot read properties of undefined',
    ]);
  });

  it('drops events that fail a check and keeps the rest; unknown fields are not kept', async () => {
    const ok = { type: 'view', route: '/m/deposit', remote: 'cashier', version: '0.1.0' };
    const status = await post(
      report([
        { ...ok, remote: 'host' },
        { ...ok, remote: 'evil' },
        { ...ok, version: '0.9.9' },
        { ...ok, version: '../../etc' },
        { ...ok, route: 'x'.repeat(200) },
        { ...ok, route: 'https://elsewhere.example/m/deposit' },
        { ...ok, type: 'purchase' },
        { type: 'vitals', remote: 'cashier', version: '0.1.0', name: 'LCP', value: 'fast' },
        { type: 'vitals', remote: 'cashier', version: '0.1.0', name: 'LCP', value: -1 },
        { type: 'vitals', remote: 'cashier', version: '0.1.0', name: 'LCP', value: 1e12 },
        { type: 'vitals', remote: 'cashier', version: '0.1.0', name: 'TTFB', value: 10 },
        { type: 'vitals', remote: 'cashier', version: '0.1.0', name: 'constructor', value: 10 },
        { type: 'load-error', remote: 'cashier', version: '0.1.0', step: 'everything' },
        { type: 'load-error', remote: 'cashier', version: '0.1.0', step: 'chunk', code: 'drop table' },
        'view',
        null,
        { ...ok, username: 'demo01', token: 'abc', lcp: 5 },
      ]),
    );
    expect(status).toBe(204);
    expect(store.samples).toEqual([{ remote: 'cashier', version: '0.1.0', session: SESSION, error: false }]);
  });

  it('parses NaN and Infinity as nothing (they are not JSON)', () => {
    expect(
      parseFieldReport(
        '{"session":"abcdefgh","events":[{"type":"vitals","remote":"member","version":"0.1.0","name":"CLS","value":NaN}]}',
        REGISTRY,
      ),
    ).toBeNull();
  });

  it('answers 400 for a body that is no report, and records nothing', async () => {
    for (const body of [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ session: 'short', events: [] }),
      JSON.stringify({ session: SESSION, events: {} }),
    ]) {
      expect(await post(body)).toBe(400);
    }
    expect(store.samples).toEqual([]);
  });

  it('takes at most 40 events of one report', async () => {
    const events = Array.from({ length: 100 }, () => ({ type: 'view', remote: 'member', version: '0.1.0' }));
    const body = report(events);
    expect(Buffer.byteLength(body)).toBeLessThan(8192);
    expect(await post(body)).toBe(204);
    expect(store.samples).toHaveLength(40);
  });

  it('answers 413 to a body over 8 KiB without recording it', async () => {
    const big = report([{ type: 'error', remote: 'member', version: '0.1.0', message: 'x'.repeat(9000) }]);
    expect(await post(big)).toBe(413);
    expect(store.samples).toEqual([]);
  });

  it('answers 405 to anything but POST', async () => {
    expect(await post('', { method: 'GET' })).toBe(405);
    expect(await post(report([]), { method: 'PUT' })).toBe(405);
  });

  it("refuses a report another site's page sent, and takes the site's own", async () => {
    const view = report([{ type: 'view', remote: 'member', version: '0.1.0' }]);
    expect(await post(view, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).toBe(403);
    expect(await post(view, { headers: { Origin: 'https://evil.example' } })).toBe(403);
    expect(await post(view, { headers: { Origin: 'null' } })).toBe(403);
    expect(store.samples).toEqual([]);
    expect(await post(view, { headers: { 'Sec-Fetch-Site': 'same-origin', Origin: `http://127.0.0.1:${port}` } })).toBe(
      204,
    );
    // Old phones send neither header.
    expect(await post(view)).toBe(204);
    expect(store.samples).toHaveLength(2);
  });

  it('takes so many reports a minute from one address, then answers 429 with one line saying how many went', async () => {
    let now = 0;
    deps = { limits: { perClient: 2 }, now: () => now };
    const view = report([{ type: 'view', remote: 'member', version: '0.1.0' }]);
    expect(await post(view)).toBe(204);
    expect(await post(view)).toBe(204);
    expect(await post(view)).toBe(429);
    expect(await post(view)).toBe(429);
    expect(store.samples).toHaveLength(2);
    expect(lines).toEqual(['[field] 1 report(s) over the rate limit dropped']);
    now = 60_000;
    expect(await post(view)).toBe(204);
  });

  it('answers 503 when the store fails, and never throws', async () => {
    store.record = () => Promise.reject(new Error('redis down\n[field] forged'));
    expect(await post(report([{ type: 'view', remote: 'member', version: '0.1.0' }]))).toBe(503);
    expect(lines).toEqual(['[field] the release store failed: redis down\\u000A[field] forged']);
  });
});

describe('the rollback rule after recording', () => {
  const canaryErrors = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      JSON.stringify({
        session: `session-${from + i}`,
        events: [{ type: 'error', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next', message: 'boom' }],
      }),
    );

  it('rolls the canary back once its figures say so, with a line and the entries handed on', async () => {
    let now = Date.parse('2025-01-02T00:00:00.000Z');
    const rolledBack: unknown[] = [];
    const recorded = jest.fn();
    deps = {
      now: () => now,
      limits: { ruleEveryMs: 0 },
      onRolledBack: (entries) => rolledBack.push(...entries),
      onRecorded: recorded,
    };
    for (const body of canaryErrors(0, 9)) await post(body);
    expect((await store.registry()).remotes[1]!.canary).toBeDefined();
    now += 1000;
    await post(canaryErrors(9, 1)[0]!);
    expect(recorded).toHaveBeenCalledTimes(10);
    expect((await store.registry()).remotes[1]!.canary).toBeUndefined();
    expect(rolledBack).toEqual([
      expect.objectContaining({
        remote: 'cashier',
        action: 'auto-rollback',
        by: 'field reports',
        at: '2025-01-02T00:00:01.000Z',
      }),
    ]);
    expect(lines).toContain(
      '[release] auto-rollback of cashier 0.1.1-next: error rate 100 % in 10 sessions against no figures of 0.1.0 (limit +10 points)',
    );
  });

  it('runs the rule at most every so often', async () => {
    let now = 0;
    const figures = jest.spyOn(store, 'figures');
    deps = { now: () => now, limits: { ruleEveryMs: 10_000 } };
    for (const body of canaryErrors(0, 3)) await post(body);
    expect(figures).toHaveBeenCalledTimes(1);
    now = 10_000;
    await post(canaryErrors(3, 1)[0]!);
    expect(figures).toHaveBeenCalledTimes(2);
  });

  it('does not run a rule turned off', async () => {
    const figures = jest.spyOn(store, 'figures');
    deps = { rule: false };
    await post(canaryErrors(0, 1)[0]!);
    expect(figures).not.toHaveBeenCalled();
  });
});
