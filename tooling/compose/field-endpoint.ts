import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReportLimiter, logField, type ReportLimiter } from './csp-reports';
import { readBody } from './request-body';
import { RESOURCE_POLICY } from './security-headers';
import { applyRollbackRule, DEFAULT_ROLLBACK_RULE, type RollbackRule } from '../release/rollback-rule';
import {
  versionOfManifest,
  type FieldSample,
  type HistoryEntry,
  type Registry,
  type ReleaseStore,
} from '../release/store-types';

/**
 * `POST /field-report`: what the host's field reporter (host/src/field/) sends with `navigator.sendBeacon`
 * about the remotes' releases in visitors' browsers — a screen shown, a remote that failed to load, an error
 * in a remote's region, the page's LCP, INP and CLS — kept in the release store per remote and version, and
 * then held against the rollback rule (tooling/release/rollback-rule.ts). The payload, the limits and what is
 * kept: docs/field-reports.md.
 *
 * Anyone can post here, so, like `/csp-report` (csp-reports.ts), everything is bounded: the body (8 KiB, 413
 * beyond, not read further), the reports per client address (429 beyond), the events per report, every
 * string. Only what the store keeps is taken from a report: the remote (a name of the registry), its version
 * (the stable or canary release the registry serves now), the tab's anonymous session id, whether it was an
 * error, and a metric's value. Anything else in the body is dropped; a report another site's page sends
 * (`Sec-Fetch-Site`, `Origin`) is refused.
 */
export const FIELD_REPORT_PATH = '/field-report';

export interface FieldReportLimits {
  maxBytes: number;
  perClient: number;
  windowMs: number;
  trackedClients: number;
  /** Events taken from one report; the rest are dropped. */
  maxEvents: number;
  /** The rollback rule runs at most this often (it reads every remote's figures). */
  ruleEveryMs: number;
}

export const FIELD_REPORT_LIMITS: FieldReportLimits = {
  maxBytes: 8 * 1024,
  // A tab sends a report per 8 events and one when it is hidden: a few a minute. Phones share addresses
  // behind a carrier's NAT, so an address gets room for many tabs.
  perClient: 60,
  windowMs: 60_000,
  trackedClients: 10_000,
  maxEvents: 40,
  ruleEveryMs: 10_000,
};

export interface FieldReportDeps {
  store: ReleaseStore;
  limits?: Partial<FieldReportLimits>;
  /** The clock of the rate limit and of the rule's history entries (tests). */
  now?: () => number;
  /** The rollback rule held after each recording (default DEFAULT_ROLLBACK_RULE); false: none. */
  rule?: RollbackRule | false;
  /** The site's origin as browsers see it, when the server is behind a proxy (default: the request's Host). */
  siteOrigin?: string;
  onRecorded?(): void;
  /** The canaries the rule rolled back (besides a log line each). */
  onRolledBack?(entries: HistoryEntry[]): void;
  /** Where log lines go (default console.warn). */
  log?(line: string): void;
}

const VERSION = /^[0-9A-Za-z.+-]{1,40}$/;
const SESSION = /^[0-9A-Za-z_-]{8,40}$/;
const ROUTE_CHARS = 100;
const MESSAGE_CHARS = 120;
const DROPPED_LINE_MS = 60_000;
/** The most a metric can sensibly be: anything larger is not a measurement. */
const METRIC_MAX = { LCP: 600_000, INP: 600_000, CLS: 100 } as const;
type Metric = keyof typeof METRIC_MAX;

/** Per store (one per server): its rate limit and when the rule last ran. */
interface EndpointState {
  limiter: ReportLimiter;
  droppedLineAt: number;
  ruleAt: number;
  rule: Promise<unknown> | null;
}
const states = new WeakMap<ReleaseStore, EndpointState>();

function stateOf(deps: FieldReportDeps, limits: FieldReportLimits, now: () => number): EndpointState {
  let state = states.get(deps.store);
  if (!state) {
    state = { limiter: createReportLimiter(limits, now), droppedLineAt: -Infinity, ruleAt: -Infinity, rule: null };
    states.set(deps.store, state);
  }
  return state;
}

/** Which remote versions a report may name: each remote of the registry, its stable and canary releases. */
export function liveVersions(registry: Registry): ReadonlyMap<string, ReadonlySet<string>> {
  return new Map(
    registry.remotes.map((remote) => [
      remote.name,
      new Set(
        [remote.manifest, remote.canary?.manifest]
          .flatMap((manifest) => (manifest ? [versionOfManifest(manifest) ?? ''] : []))
          .filter(Boolean),
      ),
    ]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const boundedString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export interface ParsedFieldReport {
  samples: FieldSample[];
  /** One safe log line per error or failed load taken. */
  lines: string[];
}

/**
 * The samples a report's body makes, each event held to its shape (an event that fails any check is dropped,
 * the others kept); null when the body is not a report at all.
 */
export function parseFieldReport(
  body: string,
  registry: Registry,
  maxEvents = FIELD_REPORT_LIMITS.maxEvents,
): ParsedFieldReport | null {
  let report: unknown;
  try {
    report = JSON.parse(body);
  } catch {
    return null;
  }
  if (
    !isObject(report) ||
    typeof report.session !== 'string' ||
    !SESSION.test(report.session) ||
    !Array.isArray(report.events)
  )
    return null;
  const session = report.session;
  const live = liveVersions(registry);
  const samples: FieldSample[] = [];
  const lines: string[] = [];
  for (const event of report.events.slice(0, maxEvents)) {
    if (!isObject(event)) continue;
    const { type, remote, version, route } = event;
    if (
      typeof remote !== 'string' ||
      typeof version !== 'string' ||
      !VERSION.test(version) ||
      !live.get(remote)?.has(version)
    )
      continue;
    if (route !== undefined && !(boundedString(route, ROUTE_CHARS) && route.startsWith('/'))) continue;
    const base = { remote, version, session };
    const where = `${remote} ${version} on ${logField(route ?? '?', ROUTE_CHARS)}`;
    if (type === 'view') {
      samples.push({ ...base, error: false });
    } else if (type === 'load-error') {
      const { step, code } = event;
      if (step !== 'manifest' && step !== 'entry' && step !== 'routes' && step !== 'chunk') continue;
      if (code !== undefined && !(typeof code === 'string' && /^[A-Z]{2,12}-\d{1,4}$/.test(code))) continue;
      samples.push({ ...base, error: true });
      lines.push(`[field] ${where}: ${step} failed${code ? ` (${code})` : ''}`);
    } else if (type === 'error') {
      const { message } = event;
      if (message !== undefined && typeof message !== 'string') continue;
      samples.push({ ...base, error: true });
      lines.push(`[field] ${where}: ${logField(message ?? '', MESSAGE_CHARS)}`);
    } else if (type === 'vitals') {
      const { name, value } = event;
      if (
        typeof name !== 'string' ||
        !Object.hasOwn(METRIC_MAX, name) ||
        typeof value !== 'number' ||
        !Number.isFinite(value)
      )
        continue;
      if (value < 0 || value > METRIC_MAX[name as Metric]) continue;
      samples.push({ ...base, error: false, [name.toLowerCase()]: value });
    }
  }
  return { samples, lines };
}

/** A report another site's page made the browser send; false when the browser says nothing either way. */
function fromElsewhere(req: IncomingMessage, siteOrigin: string | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    const { host } = new URL(origin);
    return siteOrigin ? new URL(siteOrigin).host !== host : host !== req.headers.host;
  } catch {
    return true;
  }
}

const answer = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
  if (!res.headersSent) res.writeHead(status, { 'Content-Security-Policy': RESOURCE_POLICY, ...headers }).end();
};

/**
 * Answers one request to `/field-report`: 204 once its samples are recorded (or none were valid), 400 for a
 * body that is no report, 403 from another site's page, 405 for anything but POST, 413 over the size limit,
 * 429 over the address's rate. Then holds the canaries against the rollback rule (at most every
 * `ruleEveryMs`, one run at a time). Resolves when all that is done; never rejects.
 */
export async function handleFieldReport(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FieldReportDeps,
): Promise<void> {
  const limits: FieldReportLimits = { ...FIELD_REPORT_LIMITS, ...deps.limits };
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.warn(line));
  const state = stateOf(deps, limits, now);
  if (req.method !== 'POST') {
    req.resume();
    return answer(res, 405, { Allow: 'POST' });
  }
  if (fromElsewhere(req, deps.siteOrigin)) {
    req.resume();
    return answer(res, 403);
  }
  if (!state.limiter.admit(req.socket.remoteAddress ?? '')) {
    if (now() - state.droppedLineAt >= DROPPED_LINE_MS) {
      state.droppedLineAt = now();
      log(`[field] ${state.limiter.dropped()} report(s) over the rate limit dropped`);
    }
    req.resume();
    return answer(res, 429, { 'Retry-After': String(Math.ceil(limits.windowMs / 1000)), Connection: 'close' });
  }
  const body = await readBody(req, res, limits.maxBytes);
  if (body === null) return;
  try {
    const parsed = parseFieldReport(body, await deps.store.registry(), limits.maxEvents);
    if (!parsed) return answer(res, 400);
    if (parsed.samples.length > 0) await deps.store.record(parsed.samples);
    for (const line of parsed.lines) log(line);
    answer(res, 204);
    if (parsed.samples.length === 0) return;
    deps.onRecorded?.();
  } catch (error) {
    log(`[field] the release store failed: ${logField(error instanceof Error ? error.message : String(error))}`);
    return answer(res, 503);
  }
  if (deps.rule === false || state.rule || now() - state.ruleAt < limits.ruleEveryMs) return;
  state.ruleAt = now();
  const run = applyRollbackRule(deps.store, deps.rule ?? DEFAULT_ROLLBACK_RULE, new Date(now()))
    .then((entries) => {
      for (const entry of entries)
        log(
          `[release] auto-rollback of ${entry.remote} ${versionOfManifest(entry.from ?? '') ?? ''}: ${entry.reason ?? ''}`,
        );
      if (entries.length > 0) deps.onRolledBack?.(entries);
    })
    .catch((error: unknown) =>
      log(`[release] the rollback rule failed: ${logField(error instanceof Error ? error.message : String(error))}`),
    )
    .finally(() => {
      state.rule = null;
    });
  state.rule = run;
  await run;
}
