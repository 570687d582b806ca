import { createPlatform, type Platform } from '../../platform-sim/src/index';
import { demoAccounts } from './accounts';
import { parseArgs } from './args';
import { ENDPOINTS, endpointName } from './endpoints';
import { runContract, type RunOptions } from './run';
import { pathUsesIn, samePath, scanProductionCode } from './scan';
import type { Endpoint } from './types';

const IN_PROCESS = 'http://platform-sim.local';

/** A run against an in-process sim, its lines kept; `fetch` may wrap the sim's. */
function simRun(platform: Platform, options: Partial<RunOptions> = {}) {
  const lines: string[] = [];
  const report = runContract({
    baseUrl: IN_PROCESS,
    fetch: (request) => platform.fetch(request),
    sim: true,
    simAdmin: {},
    accounts: demoAccounts(),
    merchantCode: 'MC01',
    out: (line) => lines.push(line),
    ...options,
  });
  return { lines, report };
}

const only =
  (...names: string[]) =>
  (e: Endpoint) =>
    names.includes(endpointName(e));

/** The sim's answer with its value changed by `edit` for one path. */
function corrupting(platform: Platform, path: string, edit: (value: Record<string, unknown>) => void) {
  return async (request: Request) => {
    const response = await platform.fetch(request);
    if (new URL(request.url).pathname !== path) return response;
    const body = (await response.json()) as { value: Record<string, unknown> };
    edit(body.value);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('the platform contract against platform-sim', () => {
  it('every endpoint answers as the client expects, and no password or token is printed', async () => {
    const platform = createPlatform();
    const tokens = new Set<string>();
    const { lines, report } = simRun(platform, {
      fetch: async (request) => {
        const token = request.headers.get('token');
        if (token) tokens.add(token);
        return platform.fetch(request);
      },
    });
    const { results, summary, exitCode } = await report;

    expect(results.filter((r) => r.outcome !== 'ok').map((r) => `${r.name}  ${r.detail}`)).toEqual([]);
    expect(results).toHaveLength(ENDPOINTS.length);
    expect(summary).toBe(`${ENDPOINTS.length} endpoints, ${ENDPOINTS.length} ok, 0 mismatches, 0 errors`);
    expect(exitCode).toBe(0);
    expect(lines).toHaveLength(ENDPOINTS.length + 1);
    expect(lines).toContain(`${'GET /wps/member/info'.padEnd(lines[0]!.indexOf('  ok'))}  ok`);

    const output = lines.join('\n');
    expect(tokens.size).toBeGreaterThan(2);
    for (const token of tokens) expect(output).not.toContain(token);
    for (const secret of ['Demo1234', 'Agent1234', 'Contract123', '246810']) expect(output).not.toContain(secret);
  });

  it('reports an answer that breaks the client schema as a MISMATCH of that endpoint', async () => {
    const platform = createPlatform();
    const { lines, report } = simRun(platform, {
      fetch: corrupting(platform, '/wps/member/info', (value) => {
        value.regDate = 'yesterday';
      }),
      only: only('GET /wps/system/settings', 'GET /wps/member/info', 'GET /wps/wallet/balance'),
    });
    const { summary, exitCode } = await report;

    expect(lines.find((line) => line.startsWith('GET /wps/member/info'))).toMatch(
      /^GET \/wps\/member\/info +MISMATCH regDate: Invalid type: Expected number but received "yesterday"$/,
    );
    expect(summary).toBe('3 endpoints, 2 ok, 1 mismatches, 0 errors');
    expect(lines.at(-1)).toBe(summary);
    expect(exitCode).toBe(1);
  });

  it('names which of several screens an answer breaks', async () => {
    const platform = createPlatform();
    const { lines, report } = simRun(platform, {
      // The cashier's withdraw info needs `lockedUntil`; the agent's transfer sheet reads only `withdrawable`.
      fetch: corrupting(platform, '/wps/withdraw/info', (value) => {
        delete value.lockedUntil;
      }),
      only: only('GET /wps/withdraw/info'),
    });
    expect((await report).counts.mismatch).toBe(1);
    expect(lines[0]).toMatch(
      /MISMATCH \[remote-cashier withdraw info\] lockedUntil: Invalid key: Expected "lockedUntil"/,
    );
    expect(lines[0]).not.toContain('[remote-agent team-management]');
  });

  it('reports a refusal, an HTTP failure and a body that is no envelope', async () => {
    const platform = createPlatform();
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/wps/wallet/balance')
        return Response.json({ success: false, code: 'wallet.busy', message: 'Try again later' });
      if (path === '/wps/inbox/unread')
        return Response.json({ success: false, code: 'request.not.found' }, { status: 404 });
      if (path === '/wps/system/countries') return new Response('<html>gateway</html>', { status: 200 });
      return platform.fetch(request);
    };
    const { lines, report } = simRun(platform, {
      fetch,
      only: only('GET /wps/wallet/balance', 'GET /wps/inbox/unread', 'GET /wps/system/countries'),
    });
    const { summary, exitCode } = await report;

    expect(lines.slice(0, 3).map((line) => line.replace(/ {2,}/, ' | '))).toEqual([
      'GET /wps/system/countries | MISMATCH envelope: response is not JSON',
      'GET /wps/wallet/balance | ERROR wallet.busy: Try again later',
      'GET /wps/inbox/unread | ERROR HTTP 404 server request.not.found',
    ]);
    expect(summary).toBe('3 endpoints, 0 ok, 1 mismatches, 2 errors');
    expect(exitCode).toBe(1);
  });

  it('moves money only on a sim or with --allow-money, each time with a fresh idempotency key', async () => {
    const platform = createPlatform();
    const moneyKeys: string[] = [];
    const fetch = async (request: Request) => {
      if (new URL(request.url).pathname === '/wps/wallet/transfer')
        moneyKeys.push(request.headers.get('idempotency-key')!);
      return platform.fetch(request);
    };
    const money = only('GET /wps/wallet/vendors', 'POST /wps/wallet/transfer');
    const notSim = { fetch, sim: false, simAdmin: null, only: money };

    const refused = simRun(platform, notSim);
    expect((await refused.report).summary).toBe('2 endpoints, 1 ok, 0 mismatches, 0 errors, 1 skipped');
    expect(refused.lines[1]).toMatch(/^POST \/wps\/wallet\/transfer +skipped \(moves money\)$/);
    expect(moneyKeys).toEqual([]);

    const allowed = simRun(platform, { ...notSim, allowMoney: true });
    expect((await allowed.report).exitCode).toBe(0);
    const onSim = simRun(platform, { fetch, only: money });
    expect((await onSim.report).exitCode).toBe(0);
    expect(moneyKeys).toHaveLength(2);
    expect(new Set(moneyKeys).size).toBe(2);
    for (const key of moneyKeys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("skips what needs the sim's admin surface when it is out of reach", async () => {
    const platform = createPlatform();
    const { lines, report } = simRun(platform, {
      simAdmin: null,
      only: only('PUT /wps/member/register', 'PUT /wps/member/nickname'),
    });
    expect((await report).counts.skipped).toBe(2);
    expect(lines[0]).toMatch(/skipped \(needs the sim's admin surface: reads the captcha answer\)$/);
    expect(lines[1]).toMatch(/skipped \(needs the member this run registers\)$/);
  });
});

describe('the contract list', () => {
  const uses = scanProductionCode();
  const label = (u: { method: string | null; path: string; file: string; line: number }) =>
    `${u.method ?? '(any method)'} ${u.path}  ${u.file}:${u.line}`;

  it('names every path the production code calls', () => {
    expect(uses.length).toBeGreaterThan(100);
    const missing = uses.filter(
      (use) => !ENDPOINTS.some((e) => (use.method === null || e.method === use.method) && samePath(e.path, use.path)),
    );
    expect(missing.map(label)).toEqual([]);
  });

  it('names no endpoint the production code does not call', () => {
    const unused = ENDPOINTS.filter(
      (e) => !uses.some((use) => (use.method === null || e.method === use.method) && samePath(e.path, use.path)),
    );
    expect(unused.map(endpointName)).toEqual([]);
  });

  it('has one entry per request, and a schema for each', () => {
    const names = ENDPOINTS.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    for (const e of ENDPOINTS) expect(Object.keys(e.expects).length).toBeGreaterThan(0);
  });

  it('finds calls however they are written', () => {
    const source = `
      import { api, postEncrypted } from '@mc/shared-kernel';
      export const a = () => api.get('/wps/one', { schema: S });
      export const b = (id: number) =>
        api
          .delete(\`/wps/two/\${id}/read\`, { schema: S });
      export const c = () => postEncrypted('put', '/wps/three', {}, S, 'M');
      export const d = () => api.post('/lgw/four?x=1', { schema: S });
      const TABLE = { sendPath: '/wps/five' };
      export const e = () => other.get('/wps/six');
      // api.get('/wps/comment')
    `;
    expect(pathUsesIn('x.ts', source).map((u) => `${u.method ?? '-'} ${u.path}`)).toEqual([
      'GET /wps/one',
      'DELETE /wps/two/:param/read',
      'PUT /wps/three',
      'POST /lgw/four',
      '- /wps/five',
      '- /wps/six',
    ]);
    expect(samePath('/wps/inbox/:id', '/wps/inbox/:param')).toBe(true);
    expect(samePath('/wps/inbox/list', '/wps/inbox/:param')).toBe(false);
  });
});

describe('npm run contract arguments', () => {
  it('reads a base URL and the money switch, and refuses anything else', () => {
    expect(parseArgs([])).toEqual({ base: null, allowMoney: false, sim: false, only: null, help: false });
    expect(parseArgs(['--base', 'https://staging.example', '--allow-money'])).toMatchObject({
      base: 'https://staging.example',
      allowMoney: true,
    });
    expect(parseArgs(['--base=http://127.0.0.1:3100', '--sim', '--only', 'inbox'])).toMatchObject({
      base: 'http://127.0.0.1:3100',
      sim: true,
      only: 'inbox',
    });
    expect(() => parseArgs(['--base', 'staging.example'])).toThrow('http(s) URL');
    expect(() => parseArgs(['--base'])).toThrow('needs a value');
    expect(() => parseArgs(['--password', 'x'])).toThrow('unknown argument');
  });
});
