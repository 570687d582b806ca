import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

declare global {
  interface Window {
    __mcCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Playwright's trace recorder copies the page's `blob:` pictures (previews of a file about to be uploaded)
 * by fetching them from inside the page, which `connect-src` refuses; the site itself only shows them as
 * images (`img-src blob:`). Measured: the same journey with `--trace off` reports nothing.
 */
const byTraceRecorder = (v: CspViolation) => v.directive === 'connect-src' && v.blocked === 'blob' && v.source === ':0';

/**
 * Every journey runs under the site's real Content-Security-Policy, and ends with none of its rules broken:
 * each `securitypolicyviolation` event of any page or frame of the test is collected, and a test that
 * caused one fails. A test that provokes a violation on purpose reads `cspViolations` and empties it.
 */
/**
 * The APIs the floor's browsers (Chrome 70, iOS 12.4) lack and the site or its libraries use, removed before
 * any page script runs: what an old engine looks like to the code, in a current Chromium.
 */
export const FLOOR_LACKS = [
  'Object.hasOwn',
  'Array.prototype.at',
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'structuredClone',
  'Crypto.prototype.randomUUID',
  'AbortSignal.any',
  'AbortSignal.timeout',
  'Promise.any',
  'Promise.allSettled',
  'String.prototype.replaceAll',
  'String.prototype.at',
  'Object.fromEntries',
  'Intl.ListFormat',
  'requestIdleCallback',
  'cancelIdleCallback',
  // iOS 12 has no ResizeObserver (13.4): the carousels and the game grid must do without.
  'ResizeObserver',
] as const;

function removeApis(paths: readonly string[]) {
  for (const name of paths) {
    const parts = name.split('.');
    const key = parts.pop()!;
    const owners = parts.length
      ? [parts.reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], globalThis)]
      : [globalThis, Window.prototype];
    for (const owner of owners) if (owner) delete (owner as Record<string, unknown>)[key];
  }
}

export const test = base.extend<{ cspViolations: CspViolation[]; floorApisOnly: boolean; removeFloorApis: void }>({
  /** Set by the `old-engines` project: every page starts without FLOOR_LACKS. */
  floorApisOnly: [false, { option: true }],
  removeFloorApis: [
    async ({ context, floorApisOnly }, use) => {
      if (floorApisOnly) await context.addInitScript(removeApis, FLOOR_LACKS);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__mcCspViolation', (_source, violation: CspViolation) => violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__mcCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            page: location.pathname,
          });
        });
      });
      await use(violations);
      expect(
        violations.filter((v) => !byTraceRecorder(v)),
        'Content-Security-Policy violations during the test',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
