/**
 * What the host server does with the violation reports browsers post to `/csp-report`: anyone can post
 * there, as often and as much as they like, so everything about it is bounded.
 *
 * - A report's body is read up to `maxBytes` (64 KiB); a longer one is answered 413 and not read further.
 * - Each client address may send `perClient` reports a `windowMs` (20 a minute); more are answered 429,
 *   neither logged nor kept. At most `trackedClients` addresses are counted at once; beyond that, a new
 *   address is answered 429 until windows run out (the map of counts cannot grow without end either).
 * - Every field logged or kept is made safe for a log line: no control characters, no line or paragraph
 *   separators, no bidirectional overrides (each is written as `\uXXXX`, a backslash as `\\`), and at most
 *   `fieldChars` (200) characters, the rest cut with `…`. A report cannot forge a log line.
 * - The composition keeps the last `keep` (200) reports for the tests' control port, not every one.
 */

export interface CspReport {
  directive: string;
  blocked: string;
  page: string;
}

export interface CspReportLimits {
  maxBytes: number;
  perClient: number;
  windowMs: number;
  trackedClients: number;
  fieldChars: number;
  keep: number;
}

export const CSP_REPORT_LIMITS: CspReportLimits = {
  maxBytes: 64 * 1024,
  perClient: 20,
  windowMs: 60_000,
  trackedClients: 10_000,
  fieldChars: 200,
  keep: 200,
};

/** C0 and C1 controls, DEL, line and paragraph separators, bidirectional embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\\]/;

/** `value` as one safe piece of a log line: unsafe characters escaped, at most `max` characters (then `…`). */
export function logField(value: unknown, max = CSP_REPORT_LIMITS.fieldChars): string {
  const text = typeof value === 'string' ? value : '';
  let out = '';
  for (const char of text) {
    const piece = !UNSAFE.test(char)
      ? char
      : char === '\\'
        ? '\\\\'
        : `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    if (out.length + piece.length > max) return `${out}…`;
    out += piece;
  }
  return out;
}

/** URIs in a report, without query or fragment (they are logged). */
const withoutQuery = (uri: unknown): string => (typeof uri === 'string' ? uri.split(/[?#]/)[0]! : '');

/** The report in a browser's `application/csp-report` body, its fields made safe; null when it is none. */
export function parseReport(
  body: string,
  limits: Pick<CspReportLimits, 'fieldChars'> = CSP_REPORT_LIMITS,
): CspReport | null {
  let report: unknown;
  try {
    report = (JSON.parse(body) as { 'csp-report'?: unknown } | null)?.['csp-report'];
  } catch {
    return null;
  }
  if (!report || typeof report !== 'object') return null;
  const fields = report as Record<string, unknown>;
  return {
    directive: logField(fields['effective-directive'] ?? fields['violated-directive'], limits.fieldChars),
    blocked: logField(withoutQuery(fields['blocked-uri']), limits.fieldChars),
    page: logField(withoutQuery(fields['document-uri']), limits.fieldChars),
  };
}

/** The one log line of a report (its fields are already safe). */
export const reportLine = (report: CspReport): string =>
  `[csp] ${report.directive} blocked ${report.blocked || '(inline)'} on ${report.page}`;

/**
 * Counts reports per client address in fixed windows. `admit` says whether one more may be taken now;
 * `dropped` how many were refused since it was last asked (for one summary line, not one per report).
 * Every report endpoint of the server counts this way, each with limits of its own (`/csp-report` here,
 * `/field-report` in field-endpoint.ts).
 */
export function createReportLimiter(
  limits: Pick<CspReportLimits, 'perClient' | 'windowMs' | 'trackedClients'> = CSP_REPORT_LIMITS,
  now: () => number = Date.now,
) {
  const windows = new Map<string, { start: number; count: number }>();
  let refused = 0;
  const prune = (at: number) => {
    for (const [address, window] of windows) if (at - window.start >= limits.windowMs) windows.delete(address);
  };
  return {
    admit(address: string): boolean {
      const at = now();
      let window = windows.get(address);
      if (window && at - window.start >= limits.windowMs) window = undefined;
      if (!window) {
        if (windows.size >= limits.trackedClients) prune(at);
        if (windows.size >= limits.trackedClients) {
          refused += 1;
          return false;
        }
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      if (window.count >= limits.perClient) {
        refused += 1;
        return false;
      }
      window.count += 1;
      return true;
    },
    dropped(): number {
      const count = refused;
      refused = 0;
      return count;
    },
    get tracked(): number {
      return windows.size;
    },
  };
}

export type ReportLimiter = ReturnType<typeof createReportLimiter>;

/** The last `keep` reports, oldest first: what the composition's control port hands the tests. */
export function createReportStore(keep = CSP_REPORT_LIMITS.keep) {
  const reports: CspReport[] = [];
  return {
    add(report: CspReport): void {
      reports.push(report);
      if (reports.length > keep) reports.splice(0, reports.length - keep);
    },
    list(): readonly CspReport[] {
      return [...reports];
    },
    clear(): void {
      reports.length = 0;
    },
  };
}
