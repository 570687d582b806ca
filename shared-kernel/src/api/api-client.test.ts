import * as v from 'valibot';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { createApiClient, type ApiClient } from './api-client';
import { ApiError } from './api-error';
import { toCents } from '../format/money';

const Settings = v.object({ merchantCode: v.string() });
const Balance = v.object({ sumBalance: v.string() });

let platform: Platform;
let calls: Request[];
let token: string | null;
let expired: jest.Mock;

function client(timeoutMs = 2000): ApiClient {
  return createApiClient({
    baseUrl: () => 'http://platform.test',
    timeoutMs: () => timeoutMs,
    getToken: () => token,
    getLanguage: () => 'EN',
    onSessionExpired: expired,
    fetch: (input, init) => {
      const request = new Request(input as RequestInfo, init);
      calls.push(request.clone());
      return platform.fetch(request);
    },
  });
}

const admin = (path: string, body: unknown = {}) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

async function loginToken(): Promise<string> {
  const { login } = await import('./calls/session');
  const { configureApi } = await import('./platform-api');
  configureApi({
    baseUrl: () => 'http://platform.test',
    fetch: (i, init) => platform.fetch(new Request(i as RequestInfo, init)),
  });
  const info = await login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    'MC01',
  );
  return info.token;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('API client against platform-sim (in-process)', () => {
  beforeEach(() => {
    platform = createPlatform();
    calls = [];
    token = null;
    expired = jest.fn();
  });

  it('unwraps the envelope, validates the value and sends the module, language and token headers', async () => {
    token = 'abc';
    const value = await client().get('/wps/system/settings', {
      schema: Settings,
      module: 'COMM3',
      query: { a: 1, empty: '', none: undefined },
    });
    expect(value.merchantCode).toBe('MC01');
    const sent = calls[0]!;
    expect(sent.headers.get('Module')).toBe('COMM3');
    expect(sent.headers.get('Language')).toBe('EN');
    expect(sent.headers.get('Token')).toBe('abc');
    expect(new URL(sent.url).search).toBe('?a=1');
  });

  it("sends a money call's idempotency key, and a multipart body as it is", async () => {
    const body = new FormData();
    body.set('depositorName', 'Aung Aung');
    await client()
      .post('/wps/system/settings', { schema: v.unknown(), idempotencyKey: 'k-0123456789abcdef', formData: body })
      .catch(() => undefined);
    const sent = calls[0]!;
    expect(sent.headers.get('Idempotency-Key')).toBe('k-0123456789abcdef');
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await sent.formData()).get('depositorName')).toBe('Aung Aung');
    await client().get('/wps/system/settings', { schema: v.unknown() });
    expect(calls[1]!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('turns a business failure into a localized code', async () => {
    const error = await failureOf(client().get('/wps/game/list', { schema: v.unknown(), query: { pageSize: 'x' } }));
    expect(error.kind).toBe('business');
    expect(error.code).toBe('request.invalid');
    expect(error.messageKey).toBe('errors.code.request.invalid');
  });

  it('rejects a value that does not match the expected shape as malformed', async () => {
    const error = await failureOf(
      client().get('/wps/system/settings', { schema: v.object({ merchantCode: v.number() }) }),
    );
    expect(error.kind).toBe('malformed');
    expect(error.messageKey).toBe('errors.malformed');
  });

  it('rejects as malformed a value a transform cannot read, such as money past what a number holds exactly', async () => {
    // Any string the platform sends is read as one cent more than the most a number holds exactly.
    const Merchant = v.object({
      merchantCode: v.pipe(
        v.string(),
        v.transform(() => toCents('90071992547409.92')),
      ),
    });
    const error = await failureOf(client().get('/wps/system/settings', { schema: Merchant }));
    expect(error.kind).toBe('malformed');
    expect(error.messageKey).toBe('errors.malformed');
  });

  it('rejects a body that is not JSON as malformed', async () => {
    await admin('/__sim/faults', { path: '/wps/system/settings', malformed: true });
    const error = await failureOf(client().get('/wps/system/settings', { schema: Settings }));
    expect(error.kind).toBe('malformed');
  });

  it('retries idempotent reads after a 5xx and succeeds', async () => {
    await admin('/__sim/faults', { path: '/wps/system/settings', status: 502, times: 1 });
    const value = await client().get('/wps/system/settings', { schema: Settings });
    expect(value.merchantCode).toBe('MC01');
    expect(calls).toHaveLength(2);
  });

  it('gives up on reads after the retry limit with a server error', async () => {
    await admin('/__sim/faults', { path: '/wps/system/settings', status: 500 });
    const error = await failureOf(client().get('/wps/system/settings', { schema: Settings }));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(calls).toHaveLength(3);
  });

  it('never retries a write', async () => {
    await admin('/__sim/faults', { path: '/wps/session/logout', status: 500 });
    const error = await failureOf(client().delete('/wps/session/logout', { schema: v.unknown() }));
    expect(error.kind).toBe('server');
    expect(calls).toHaveLength(1);
  });

  it('times out slow calls', async () => {
    await admin('/__sim/faults', { path: '/wps/whitelabel/switches', delayMs: 5000 });
    const error = await failureOf(client(100).post('/wps/whitelabel/switches', { schema: v.unknown() }));
    expect(error.kind).toBe('timeout');
  });

  it('maps maintenance to its own kind and reports it', async () => {
    await admin('/__sim/mode', { maintenance: true });
    const onMaintenance = jest.fn();
    const api = createApiClient({
      baseUrl: () => 'http://platform.test',
      timeoutMs: () => 1000,
      getToken: () => null,
      getLanguage: () => 'EN',
      onSessionExpired: expired,
      onMaintenance,
      fetch: (input, init) => platform.fetch(new Request(input as RequestInfo, init)),
    });
    const error = await failureOf(api.get('/wps/whitelabel/switches', { schema: v.unknown() }));
    expect(error.kind).toBe('maintenance');
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('reports an expired session once, however many calls fail', async () => {
    token = await loginToken();
    const balance = await client().get('/wps/wallet/balance', { schema: Balance });
    expect(balance.sumBalance).toMatch(/^\d+\.\d{2}$/);

    await admin('/__sim/expire-sessions');
    const api = client();
    const errors = await Promise.all(
      [1, 2, 3].map(() => failureOf(api.get('/wps/wallet/balance', { schema: Balance }))),
    );
    expect(errors.map((e) => e.kind)).toEqual(['session', 'session', 'session']);
    expect(expired).toHaveBeenCalledTimes(1);

    api.resetSessionExpiry();
    await failureOf(api.get('/wps/wallet/balance', { schema: Balance }));
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('does not report an expired session for a guest: the call fails with the session kind and asks for a login', async () => {
    await admin('/__sim/faults', { path: '/wps/announcements', status: 401, code: 'session.expired' });
    const errors = [
      await failureOf(client().get('/wps/announcements', { schema: v.unknown() })),
      // A member-only call made without a token: the platform answers 401 on its own.
      await failureOf(client().get('/wps/wallet/balance', { schema: Balance })),
    ];
    expect(calls.map((c) => c.headers.get('Token'))).toEqual([null, null]);
    expect(errors.map((e) => [e.kind, e.code, e.messageKey])).toEqual([
      ['session', 'session.missing', 'errors.loginFirst'],
      ['session', 'session.missing', 'errors.loginFirst'],
    ]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('decides with the token the call carried: a 401 to a call sent before a new login leaves the new session alone', async () => {
    token = 'token-of-an-earlier-session';
    const api = createApiClient({
      baseUrl: () => 'http://platform.test',
      timeoutMs: () => 2000,
      getToken: () => token,
      getLanguage: () => 'EN',
      onSessionExpired: expired,
      fetch: (input, init) => {
        const request = new Request(input as RequestInfo, init);
        calls.push(request.clone());
        // The person logs in again while the old call is on its way.
        token = 'token-of-the-new-session';
        return platform.fetch(request);
      },
    });
    const error = await failureOf(api.get('/wps/wallet/balance', { schema: Balance }));
    expect(calls[0]!.headers.get('Token')).toBe('token-of-an-earlier-session');
    expect([error.kind, error.code, error.messageKey]).toEqual(['session', 'session.expired', 'errors.session']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    const offline = createApiClient({
      baseUrl: () => 'http://platform.test',
      timeoutMs: () => 1000,
      getToken: () => null,
      getLanguage: () => 'EN',
      onSessionExpired: expired,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failureOf(offline.post('/wps/anything', { schema: v.unknown() }));
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors.network');
  });
});
