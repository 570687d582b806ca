import type { Envelope } from '../core/envelope';
import { encryptPayload } from './encrypt';

export type FetchLike = (request: Request) => Promise<Response>;

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  type?: 'username' | 'sms' | 'firebase';
  loginFrom?: 'MEMBER' | 'AGENT';
}

export interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/**
 * A tiny test client for the sim: works in-process (`platform.fetch`) or over HTTP
 * (`(r) => fetch(r)` with the server's URL as `baseUrl`).
 */
export function createSimClient(fetchFn: FetchLike, baseUrl = 'http://platform-sim.local') {
  async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Token', options.token);
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
    }
    const response = await fetchFn(new Request(url, { method, headers, body }));
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${path}: HTTP ${response.status}, body is not JSON: ${text.slice(0, 80)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async function sessionKey(): Promise<{ kid: string; spki: string }> {
    const { body } = await call<{ kid: string; spki: string }>('GET', '/wps/session/key');
    return body.value;
  }

  /** Encrypts and posts a login exactly like the browser client. */
  async function login(credentials: Credentials): Promise<CallResult<LoginValue | { captcha: true } | null>> {
    const { kid, spki } = await sessionKey();
    const payload = { type: 'username', loginFrom: 'MEMBER', ...credentials };
    const encrypted = await encryptPayload(spki, kid, payload);
    return call('POST', '/wps/session/login', {
      headers: { ...encrypted.headers, Device: 'MOBILE' },
      body: encrypted.body,
    });
  }

  /** Encrypts and sends a registration (PUT /wps/member/register) exactly like the browser client. */
  async function register(payload: Record<string, unknown>): Promise<CallResult<LoginValue | null>> {
    const { kid, spki } = await sessionKey();
    const encrypted = await encryptPayload(spki, kid, { type: 0, ...payload });
    return call('PUT', '/wps/member/register', {
      headers: { ...encrypted.headers, Device: 'MOBILE', Module: 'REGISTER_REE3' },
      body: encrypted.body,
    });
  }

  /** Logs in and returns the token; throws on any failure. */
  async function loginToken(credentials: Credentials): Promise<string> {
    const { body } = await login(credentials);
    if (!body.success) throw new Error(`login of ${credentials.username} failed: ${body.code}`);
    return (body.value as LoginValue).token;
  }

  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('PUT', path, { ...options, body }),
    del: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
    sessionKey,
    login,
    register,
    loginToken,
  };
}

export type SimClient = ReturnType<typeof createSimClient>;
