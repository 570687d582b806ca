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
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
      expect(violations.filter((v) => !byTraceRecorder(v)), 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});
