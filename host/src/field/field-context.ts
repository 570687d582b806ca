import type { RemoteRegistry } from '@mc/shared-kernel';
import { remoteOfUrl } from '../federation/attempt-urls';
import { fieldRoute, isChunkLoadError, loadFailure, messageOf } from './field-text';
import { whenIdle } from '../scheduling/when-idle';

/**
 * The part of the field reports that is in the page's first script, kept small: which remote and version
 * own the page, and what the host's federation code tells it (a screen shown, a remote that failed to load or
 * threw). The reporter itself — batching, the beacon, web-vitals — is a chunk fetched once the page is idle
 * (`startFieldReports`); what happens before it arrives waits for it here (at most EARLY_EVENTS). Nothing here
 * throws. The remotes never call it: the host reports about them. docs/field-reports.md.
 */

export type FieldEventType = 'view' | 'load-error' | 'error' | 'vitals';

export interface FieldEvent {
  type: FieldEventType;
  /** The page's path, as fieldRoute() makes it. */
  route: string;
  /** The remote that owns the page (or the failing region), or `host`. */
  remote: string;
  version: string;
  step?: string;
  code?: string;
  /** Not masked yet: the reporter masks it (field-text.ts). */
  message?: string;
  name?: 'LCP' | 'INP' | 'CLS';
  value?: number;
}

export interface FieldSink {
  add(event: FieldEvent): void;
}

export const HOST = 'host';
export const EARLY_EVENTS = 20;
export const FIELD_REPORT_URL = '/field-report';

let owners: ReadonlyMap<string, string> = new Map();
let versions: ReadonlyMap<string, string> = new Map();
let sink: FieldSink | null = null;
let early: FieldEvent[] = [];
/** Failures already reported (a remote's failure is one object for all its regions in an attempt). */
const reported = new WeakSet<object>();

/** A remote's version: the folder of its manifest (`…/0.1.1-next/mf-manifest.json`; a legacy build's in `legacy/`). */
export function versionOfManifest(manifest: string): string {
  let folders: string[];
  try {
    folders = new URL(manifest, globalThis.location?.href).pathname.split('/').slice(0, -1).filter(Boolean);
  } catch {
    return '';
  }
  if (folders[folders.length - 1] === 'legacy') folders.pop();
  return folders[folders.length - 1] ?? '';
}

/** The registry in use (at boot, and when Retry moves a remote to another release). */
export function setFieldRegistry(registry: RemoteRegistry): void {
  owners = new Map(registry.remotes.flatMap((remote) => remote.routes.map((path) => [path, remote.name] as const)));
  versions = new Map(registry.remotes.map((remote) => [remote.name, versionOfManifest(remote.manifest)]));
}

const currentPath = (): string => globalThis.location?.pathname ?? '/';

/** Who owns `pathname`: its remote and that remote's version, or the host and its own. */
export function ownerOf(pathname: string = currentPath()): { remote: string; version: string } {
  const remote = owners.get(pathname);
  return remote ? { remote, version: versions.get(remote) ?? '' } : { remote: HOST, version: __APP_VERSION__ };
}

/** Hands an event to the reporter, or keeps it until the reporter arrives. */
export function emit(event: Omit<FieldEvent, 'route' | 'version'> & { version?: string }): void {
  try {
    const full: FieldEvent = {
      ...event,
      route: fieldRoute(currentPath()),
      version: event.version ?? (event.remote === HOST ? __APP_VERSION__ : (versions.get(event.remote) ?? '')),
    };
    if (sink) sink.add(full);
    // Kept for the reporter only where it can come (it needs sendBeacon).
    else if (early.length < EARLY_EVENTS && typeof globalThis.navigator?.sendBeacon === 'function') early.push(full);
  } catch {
    // Reporting never breaks the page.
  }
}

/** The reporter from now on; what waited is handed over. */
export function connectFieldSink(next: FieldSink | null): void {
  sink = next;
  const waiting = early;
  early = [];
  if (next) for (const event of waiting) next.add(event);
}

/** A remote's screen or widget rendered (the reporter counts it once per session and version). */
export function reportView(remote: string): void {
  emit({ type: 'view', remote });
}

/** A remote that could not be loaded (load-exposed.ts): which step, and the runtime's code. */
export function reportLoadError(remote: string, error: unknown, exposed: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  emit({ type: 'load-error', remote, ...loadFailure(error, exposed) });
}

/** What a remote's region caught (remote-boundary.tsx): a failed load already reported is not reported again. */
export function reportRemoteError(remote: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (isChunkLoadError(error)) emit({ type: 'load-error', remote, ...loadFailure(error, 'screen') });
  else emit({ type: 'error', remote, message: messageOf(error) });
}

/** The first script URL of a stack that is a remote's file. */
const remoteOfStack = (stack: string): string | undefined => {
  const urls = /\bhttps?:\/\/[^\s)'"]+/g;
  for (let found = urls.exec(stack); found; found = urls.exec(stack)) {
    const remote = remoteOfUrl(found[0].replace(/(?::\d+){1,2}$/, ''));
    if (remote) return remote;
  }
  return undefined;
};

let started = false;

/**
 * After the first render: errors no region caught are reported when a remote's script threw them, and once the
 * page is idle the reporter's chunk is fetched. A browser without `sendBeacon` gets neither.
 */
export function startFieldReports(win: Window & typeof globalThis = globalThis as Window & typeof globalThis): void {
  if (started || typeof win.navigator?.sendBeacon !== 'function') return;
  started = true;
  try {
    win.addEventListener('error', (event: ErrorEvent) => {
      const remote = event.filename ? remoteOfUrl(event.filename) : undefined;
      if (remote) reportRemoteError(remote, event.error ?? event.message);
    });
    win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      const remote = reason instanceof Error && reason.stack ? remoteOfStack(reason.stack) : undefined;
      if (remote) reportRemoteError(remote, reason);
    });
    whenIdle(
      () => {
        import(/* webpackChunkName: "field-reports" */ './field-start').then(
          ({ startFieldReporter }) => startFieldReporter(win),
          () => undefined,
        );
      },
      { timeoutMs: 5000 },
      win,
    );
  } catch {
    // Reporting never breaks the page.
  }
}

/** Tests start from nothing. */
export function resetFieldContext(): void {
  owners = new Map();
  versions = new Map();
  sink = null;
  early = [];
  started = false;
}
