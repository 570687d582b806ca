// The contract runner: calls every endpoint of the contract list on a platform (a base URL, or an in-process
// fetch) through the kernel's own API client, so the envelope is unwrapped exactly as the client unwraps it, and
// checks each answer with the client's own schemas. docs/platform-contract.md says what each line means.
import * as v from 'valibot';
import { ApiError, configureApi, postEncrypted } from '../../shared-kernel/src/index';
import type { ApiClient } from '../../shared-kernel/src/api/api-client';
import { newIdempotencyKey } from '../../shared-kernel/src/money/idempotency';
import { ENDPOINTS, endpointName } from './endpoints';
import type { HttpMethod } from './scan';
import type { Account, CallSpec, ContractContext, Endpoint, Role, SimAdmin } from './types';

export type Outcome = 'ok' | 'mismatch' | 'error' | 'skipped';

export interface EndpointResult {
  name: string;
  outcome: Outcome;
  /** What the line says after the name: `ok`, `MISMATCH …`, `ERROR …` or `skipped (…)`. */
  detail: string;
}

export interface RunReport {
  results: EndpointResult[];
  counts: Record<Outcome, number>;
  summary: string;
  /** 1 when any endpoint is a mismatch or an error. */
  exitCode: 0 | 1;
}

export interface RunOptions {
  /** Where the platform answers (`https://staging.example`); an in-process platform takes any origin. */
  baseUrl: string;
  /** An in-process platform's handler (platform-sim's `fetch`); the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  /** The platform is a platform-sim: sim-only calls run and money moves (docs/platform-contract.md). */
  sim: boolean;
  /** The sim's admin surface: `{}` in-process (no key needed), `{ key }` over HTTP; null when out of reach. */
  simAdmin?: { key?: string } | null;
  /** Money-moving calls run against a platform that is not a sim too. */
  allowMoney?: boolean;
  accounts: { member: Account; agent: Account };
  /** The site's merchant code until the settings call answers. */
  merchantCode: string;
  endpoints?: readonly Endpoint[];
  /** Runs only the entries it keeps (the order stays the list's). */
  only?: (endpoint: Endpoint) => boolean;
  /** One line per endpoint and the summary; stdout by default. */
  out?: (line: string) => void;
  timeoutMs?: number;
}

class Skip extends Error {}

const ADMIN_KEY_HEADER = 'Sim-Admin-Key';
const ANY = v.unknown();

/** `GET /wps/inbox/:id` with `{ id: 7 }` → `/wps/inbox/7`; every hole must be filled. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Valibot's issues in one short line: where, and what was expected. */
export function shortIssues(issues: readonly v.BaseIssue<unknown>[], max = 3): string {
  const parts = issues.slice(0, max).map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const more = issues.length > max ? ` (+${issues.length - max} more)` : '';
  return parts.join('; ') + more;
}

/** The ERROR text of a failed call: the status or the platform's code, never a token or a body. */
function describeFailure(error: unknown): { outcome: Outcome; detail: string } {
  if (error instanceof ApiError) {
    if (error.kind === 'malformed') return { outcome: 'mismatch', detail: `envelope: ${error.message}` };
    const status = error.status === undefined ? '' : `HTTP ${error.status} `;
    if (error.kind === 'business')
      return {
        outcome: 'error',
        detail: `${error.code}${error.message && error.message !== error.code ? `: ${error.message}` : ''}`,
      };
    if (error.kind === 'network' || error.kind === 'timeout') {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { outcome: 'error', detail: `${error.kind}${cause}` };
    }
    return { outcome: 'error', detail: `${status}${error.kind} ${error.code}`.trim() };
  }
  return { outcome: 'error', detail: error instanceof Error ? error.message : String(error) };
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function runContract(options: RunOptions): Promise<RunReport> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const endpoints = (options.endpoints ?? ENDPOINTS).filter(options.only ?? (() => true));
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  // One client, the kernel's: every call carries the token of the role it is made for (calls run one at a time).
  let currentToken: string | null = null;
  const client: ApiClient = configureApi({
    baseUrl: () => baseUrl,
    timeoutMs: () => options.timeoutMs ?? 30_000,
    getToken: () => currentToken,
    getLanguage: () => 'EN',
    onSessionExpired: () => undefined,
    onMaintenance: () => undefined,
    fetch: (input, init) => fetchImpl(new Request(input as RequestInfo, init)),
  });

  const tokens = new Map<Role, string>();
  const loginFailures = new Map<Role, string>();

  async function send(role: Role, method: HttpMethod, path: string, spec: CallSpec = {}): Promise<unknown> {
    const token = await sessionFor(role);
    currentToken = token;
    try {
      const target = fillPath(path, spec.params);
      if (spec.encrypted !== undefined) {
        if (method !== 'POST' && method !== 'PUT')
          throw new Error(`an encrypted body goes with POST or PUT, not ${method}`);
        return await postEncrypted(method === 'POST' ? 'post' : 'put', target, spec.encrypted, ANY, spec.module);
      }
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      return await client[verb](target, {
        module: spec.module,
        query: spec.query,
        json: spec.json,
        form: spec.form,
        formData: spec.formData,
        idempotencyKey: spec.idempotencyKey,
        timeoutMs: spec.timeoutMs,
        schema: ANY,
      });
    } finally {
      currentToken = null;
    }
  }

  async function login(account: Account, loginFrom: 'MEMBER' | 'AGENT'): Promise<string> {
    // As the kernel's `login` sends it: the payload encrypted with the platform's key (postEncrypted).
    const payload = { username: account.username, password: account.password, type: 'username', loginFrom };
    const value = (await send('guest', 'POST', '/wps/session/login', { encrypted: payload })) as { token?: unknown };
    if (typeof value?.token !== 'string') throw new Error('the login answered no token');
    return value.token;
  }

  async function sessionFor(role: Role): Promise<string | null> {
    if (role === 'guest') return null;
    const known = tokens.get(role);
    if (known) return known;
    const failed = loginFailures.get(role);
    if (failed) throw new Error(failed);
    if (role === 'fresh') throw new Skip('needs the member this run registers');
    try {
      const token = await login(options.accounts[role], role === 'agent' ? 'AGENT' : 'MEMBER');
      tokens.set(role, token);
      return token;
    } catch (error) {
      const why = `login as ${role} failed: ${describeFailure(error).detail}`;
      loginFailures.set(role, why);
      throw new Error(why);
    }
  }

  function adminSurface(why: string): SimAdmin {
    const access = options.simAdmin;
    if (!options.sim || !access) throw new Skip(`needs the sim's admin surface: ${why}`);
    const call = async (method: 'GET' | 'POST', path: string, query?: Record<string, string>, body?: unknown) => {
      const url = new URL(`${baseUrl}${path}`);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (access.key) headers[ADMIN_KEY_HEADER] = access.key;
      const response = await fetchImpl(
        new Request(url, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined }),
      );
      const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown } | null;
      if (!response.ok || !envelope?.success) throw new Error(`the sim's ${path} answered HTTP ${response.status}`);
      return envelope.value;
    };
    return {
      get: (path, query) => call('GET', path, query),
      post: (path, body) => call('POST', path, undefined, body),
    };
  }

  const ctx: ContractContext = {
    sim: options.sim,
    accounts: options.accounts,
    fresh: null,
    merchantCode: options.merchantCode,
    language: 'EN',
    day: (daysBack = 0) => utcDay(Date.now() - daysBack * 86_400_000),
    key: () => newIdempotencyKey(),
    unique: (prefix, digits = false) => {
      const alphabet = digits ? '0123456789' : 'abcdefghijklmnopqrstuvwxyz0123456789';
      let tail = '';
      for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(8))) tail += alphabet[byte % alphabet.length];
      return `${prefix}${tail}`;
    },
    read: (role, path, spec = {}) => send(role, spec.method ?? 'GET', path, spec),
    admin: adminSurface,
    skip: (reason) => {
      throw new Skip(reason);
    },
    notes: new Map(),
    adoptSession: (role, token) => {
      tokens.set(role, token);
      loginFailures.delete(role);
    },
  };

  async function checkOne(endpoint: Endpoint, name: string): Promise<EndpointResult> {
    if (endpoint.movesMoney && !options.sim && !options.allowMoney)
      return { name, outcome: 'skipped', detail: 'skipped (moves money)' };
    if (endpoint.simOnly && !options.sim) return { name, outcome: 'skipped', detail: `skipped (${endpoint.simOnly})` };
    let value: unknown;
    try {
      const spec = (await endpoint.request?.(ctx)) ?? {};
      value = await send(endpoint.session, endpoint.method, endpoint.path, spec);
    } catch (error) {
      if (error instanceof Skip) return { name, outcome: 'skipped', detail: `skipped (${error.message})` };
      const failure = describeFailure(error);
      return {
        name,
        outcome: failure.outcome,
        detail: failure.outcome === 'mismatch' ? `MISMATCH ${failure.detail}` : `ERROR ${failure.detail}`,
      };
    }
    const mismatches: string[] = [];
    const several = Object.keys(endpoint.expects).length > 1;
    for (const [where, schema] of Object.entries(endpoint.expects)) {
      let parsed: v.SafeParseResult<typeof schema>;
      try {
        parsed = v.safeParse(schema, value);
      } catch (error) {
        // A schema's transform refused the value (money whose cents a number cannot hold), as in the client.
        mismatches.push(`${several ? `[${where}] ` : ''}${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (!parsed.success) mismatches.push(`${several ? `[${where}] ` : ''}${shortIssues(parsed.issues)}`);
    }
    if (mismatches.length > 0) return { name, outcome: 'mismatch', detail: `MISMATCH ${mismatches.join(' | ')}` };
    try {
      await endpoint.after?.(value, ctx);
    } catch (error) {
      // The answer passed; what a later entry wanted from it is missing (that entry says so when it runs).
      if (!(error instanceof Skip))
        return { name, outcome: 'error', detail: `ERROR after the answer: ${describeFailure(error).detail}` };
    }
    return { name, outcome: 'ok', detail: 'ok' };
  }

  const results: EndpointResult[] = [];
  const width = Math.max(...endpoints.map((e) => endpointName(e).length), 0);

  for (const endpoint of endpoints) {
    const name = endpointName(endpoint);
    const result = await checkOne(endpoint, name);
    results.push(result);
    out(`${name.padEnd(width)}  ${result.detail}`);
  }

  const counts: Record<Outcome, number> = { ok: 0, mismatch: 0, error: 0, skipped: 0 };
  for (const result of results) counts[result.outcome] += 1;
  const summary =
    `${results.length} endpoints, ${counts.ok} ok, ${counts.mismatch} mismatches, ${counts.error} errors` +
    (counts.skipped > 0 ? `, ${counts.skipped} skipped` : '');
  out(summary);
  return { results, counts, summary, exitCode: counts.mismatch > 0 || counts.error > 0 ? 1 : 0 };
}
