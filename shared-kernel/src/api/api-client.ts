import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { ApiError, SESSION_MISSING } from './api-error';

/** The platform's response envelope (docs/api-contract.md). */
const Envelope = v.object({
  success: v.boolean(),
  code: v.optional(v.union([v.string(), v.number()])),
  message: v.optional(v.nullable(v.string())),
  value: v.optional(v.unknown()),
});

export interface ApiClientOptions {
  baseUrl: () => string;
  timeoutMs: () => number;
  getToken: () => string | null;
  getLanguage: () => string;
  /**
   * Called once per lost session when the server rejects the token the call carried. A guest's call
   * (no token sent) never calls it: there was no session to lose.
   */
  onSessionExpired: () => void;
  /** Called when a call answers that the platform is in maintenance. */
  onMaintenance?: () => void;
  /** Injected in tests (platform-sim in-process) — defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions<T> {
  /** Module tag sent as the `Module` header; every call may name its platform module. */
  module?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (files: a deposit receipt, a feedback picture). */
  formData?: FormData;
  /**
   * A money-moving call's key, fixed when the person submits: the platform carries out one request per
   * key, so a double tap or a retry after a lost answer never moves money twice.
   */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Validates `value`; a mismatch is a `malformed` error, never a crash further down. */
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface ApiClient {
  get<T>(path: string, options: CallOptions<T>): Promise<T>;
  post<T>(path: string, options: CallOptions<T>): Promise<T>;
  put<T>(path: string, options: CallOptions<T>): Promise<T>;
  delete<T>(path: string, options: CallOptions<T>): Promise<T>;
  /** Re-arms the one-shot session-expired notification (after a new login). */
  resetSessionExpiry(): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let expiryReported = false;

  const http: KyInstance = ky.create({
    // Only idempotent reads are retried; a POST that timed out may have happened.
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 500, 502, 504], backoffLimit: 1500 },
    throwHttpErrors: true,
    fetch: options.fetch ? (input, init) => options.fetch!(input, init) : undefined,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Language', options.getLanguage());
        },
      ],
    },
  });

  function url(path: string, query?: CallOptions<unknown>['query']): string {
    const base = options.baseUrl() || globalThis.location?.origin || 'http://localhost';
    const target = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function call<T>(method: Method, path: string, o: CallOptions<T>): Promise<T> {
    // Read once, when the call is sent: whether a 401 ends a session depends on the token this call
    // carried, not on whoever is logged in by the time the answer comes back.
    const sent = options.getToken();
    const init: Options = {
      method,
      timeout: o.timeoutMs ?? options.timeoutMs(),
      headers: {
        ...(sent ? { Token: sent } : {}),
        ...(o.module ? { Module: o.module } : {}),
        ...(o.idempotencyKey ? { 'Idempotency-Key': o.idempotencyKey } : {}),
        ...o.headers,
      },
      signal: o.signal,
    };
    if (o.json !== undefined) init.json = o.json;
    if (o.form) {
      // Sent as text with its type named: a URLSearchParams the fetch does not recognise (another realm's,
      // as under a test DOM) would otherwise go out as text/plain.
      init.body = new URLSearchParams(o.form).toString();
      init.headers = {
        ...(init.headers as Record<string, string>),
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      };
    }
    if (o.formData) init.body = o.formData;

    let body: unknown;
    try {
      const response = await http(url(path, o.query), init);
      body = await readJson(response);
    } catch (error) {
      throw await normalize(error, sent);
    }
    const envelope = v.safeParse(Envelope, body);
    if (!envelope.success) throw new ApiError('malformed', { message: `unexpected response from ${path}` });
    const { success, code, message, value } = envelope.output;
    if (!success) {
      const codeText = String(code ?? 'unknown');
      if (codeText === 'session.expired') throw sessionLost(sent, message ?? undefined);
      if (codeText === 'system.maintenance') throw maintenance();
      throw new ApiError('business', { code: codeText, message: message ?? undefined, value });
    }
    let parsed: v.SafeParseResult<typeof o.schema>;
    try {
      parsed = v.safeParse(o.schema, value);
    } catch (error) {
      // A schema's transform refused the value: money whose cents a number cannot hold exactly (toCents).
      if (error instanceof RangeError)
        throw new ApiError('malformed', { message: `unexpected value from ${path}: ${error.message}` });
      throw error;
    }
    if (!parsed.success)
      throw new ApiError('malformed', { message: `unexpected value from ${path}: ${v.summarize(parsed.issues)}` });
    return parsed.output;
  }

  /**
   * The platform refused the call for want of a valid session. Only the session whose token the call
   * carried is over, and only if it is still the current one: a guest never had a session, and an answer
   * to a call made before a new login must not end the new session. Either way the call fails with the
   * `session` kind, so the screen shows its own error state.
   */
  function sessionLost(sent: string | null, message?: string): ApiError {
    if (!sent) return new ApiError('session', { code: SESSION_MISSING, message, status: 401 });
    if (!expiryReported && options.getToken() === sent) {
      expiryReported = true;
      options.onSessionExpired();
    }
    return new ApiError('session', { code: 'session.expired', message, status: 401 });
  }

  function maintenance(status?: number): ApiError {
    options.onMaintenance?.();
    return new ApiError('maintenance', { code: 'system.maintenance', status });
  }

  async function normalize(error: unknown, sent: string | null): Promise<ApiError> {
    if (error instanceof ApiError) return error;
    if (error instanceof TimeoutError) return new ApiError('timeout', { cause: error });
    if (error instanceof HTTPError) {
      const status = error.response.status;
      const payload = await readJson(error.response).catch(() => undefined);
      const code =
        typeof payload === 'object' && payload && 'code' in payload
          ? String((payload as { code: unknown }).code)
          : undefined;
      if (status === 401 || code === 'session.expired') return sessionLost(sent);
      if (code === 'system.maintenance') return maintenance(status);
      return new ApiError('server', { status, code, cause: error });
    }
    if (error instanceof ApiError) return error;
    if (error instanceof DOMException && error.name === 'AbortError')
      return new ApiError('network', { code: 'aborted', cause: error });
    return new ApiError('network', { cause: error });
  }

  return {
    get: (path, o) => call('get', path, o),
    post: (path, o) => call('post', path, o),
    put: (path, o) => call('put', path, o),
    delete: (path, o) => call('delete', path, o),
    resetSessionExpiry: () => {
      expiryReported = false;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError('malformed', { status: response.status, cause, message: 'response is not JSON' });
  }
}
