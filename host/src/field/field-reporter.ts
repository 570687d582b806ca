import type { FieldEvent, FieldSink } from './field-context';
import { maskMessage } from './field-text';
import type { FieldSession } from './field-session';

/**
 * Batches field events and sends them as one small JSON text (`{ session, host, events }`) with the beacon:
 * when `batchSize` are waiting, whenever `flush` is called (the page hidden or left), and at the latest
 * `waitMs` after the first event waiting (`errorWaitMs` after an error: a canary that fails for players who
 * keep the page open is known, and rolled back, without waiting for them to leave). A view counts once
 * per session per remote version; an error once per page per remote and message; at most `maxEvents` a page,
 * so a page in a loop of errors cannot flood the server. docs/field-reports.md has the payload.
 */
export interface ReporterOptions {
  /** Sends one payload; false or a throw when it was not taken (it is then dropped: no retry, no storage). */
  send: (body: string) => boolean;
  session: FieldSession;
  hostVersion: string;
  batchSize?: number;
  maxEvents?: number;
  waitMs?: number;
  errorWaitMs?: number;
}

export const BATCH_SIZE = 8;
export const WAIT_MS = 10_000;
export const ERROR_WAIT_MS = 1_000;
export const MAX_EVENTS_PER_PAGE = 100;

export interface FieldReporter extends FieldSink {
  flush(): void;
}

/** An event as sent: only the fields its type has. */
function wire(event: FieldEvent): Record<string, unknown> {
  const base = { type: event.type, route: event.route, remote: event.remote, version: event.version };
  switch (event.type) {
    case 'load-error':
      return { ...base, step: event.step, ...(event.code ? { code: event.code } : {}) };
    case 'error':
      return { ...base, message: maskMessage(event.message ?? '') };
    case 'vitals':
      return { ...base, name: event.name, value: event.value };
    default:
      return base;
  }
}

export function createFieldReporter({
  send,
  session,
  hostVersion,
  batchSize = BATCH_SIZE,
  maxEvents = MAX_EVENTS_PER_PAGE,
  waitMs = WAIT_MS,
  errorWaitMs = ERROR_WAIT_MS,
}: ReporterOptions): FieldReporter {
  let queue: Array<Record<string, unknown>> = [];
  let taken = 0;
  const errorsSeen = new Set<string>();
  let timer: { id: ReturnType<typeof setTimeout>; at: number } | null = null;

  /** Sends what waits within `ms` (sooner when it is already due sooner). */
  const sendWithin = (ms: number): void => {
    const at = Date.now() + ms;
    if (timer && timer.at <= at) return;
    if (timer) clearTimeout(timer.id);
    timer = { id: setTimeout(flush, ms), at };
  };

  const flush = (): void => {
    if (timer) clearTimeout(timer.id);
    timer = null;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      send(JSON.stringify({ session: session.id, host: hostVersion, events }));
    } catch {
      // A beacon refused is dropped.
    }
  };

  return {
    add(event) {
      try {
        if (taken >= maxEvents || !event.version) return;
        if (event.type === 'view' && !session.firstTime(`${event.remote}@${event.version}`)) return;
        const sent = wire(event);
        if (event.type === 'error' || event.type === 'load-error') {
          const key = `${event.remote}|${event.type}|${String(sent.message ?? sent.step)}`;
          if (errorsSeen.has(key)) return;
          errorsSeen.add(key);
        }
        if (event.type === 'vitals' && !(typeof event.value === 'number' && Number.isFinite(event.value))) return;
        taken += 1;
        queue.push(sent);
        if (queue.length >= batchSize) flush();
        else sendWithin(event.type === 'error' || event.type === 'load-error' ? errorWaitMs : waitMs);
      } catch {
        // Reporting never breaks the page.
      }
    },
    flush,
  };
}
