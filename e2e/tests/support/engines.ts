import { expect, test as base } from '@playwright/test';
import { engineMissing, startEngine, type Engine, type EngineDriver } from '../../engines/engine-driver';
import { CONTROL_URL } from '../../playwright.config';

export { expect, type EngineDriver };

/**
 * Journeys in a browser Playwright does not drive (e2e/engines/engine-driver.ts): `browserUnderTest` is that engine,
 * started for the test and closed after it. The CSP check the Chromium journeys make in the page is made
 * here at the site's end: a journey that makes the browser send any report to /csp-report fails.
 */
export const engineTest = base.extend<{ engine: Engine; browserUnderTest: EngineDriver; noCspReports: void }>({
  engine: ['firefox', { option: true }],
  noCspReports: [
    async ({ request }, run) => {
      await request.delete(`${CONTROL_URL}/csp-reports`);
      await run();
      const reports = await (await request.get(`${CONTROL_URL}/csp-reports`)).json();
      expect(reports, 'Content-Security-Policy reports during the journey').toEqual([]);
    },
    { auto: true },
  ],
  browserUnderTest: async ({ engine }, run) => {
    const missing = engineMissing(engine);
    engineTest.skip(missing !== null, missing ?? '');
    const driver = await startEngine(engine);
    try {
      await run(driver);
    } finally {
      await driver.close();
    }
  },
});
