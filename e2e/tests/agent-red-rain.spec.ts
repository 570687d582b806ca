import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim } from './support/platform';

interface LedgerEntry {
  type: string;
  amount: string;
  orderNo?: string;
}
interface Ledger {
  sumBalance: string;
  entries: LedgerEntry[];
}

const cents = (amount: string): number => {
  const [units = '0', fraction = '0'] = amount.replace(/,/g, '').split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
};
const ledger = (request: APIRequestContext): Promise<Ledger> =>
  sim.get(request, '/__sim/ledger', { username: ACCOUNTS.agent.username });
/** What the platform credited for one rain: its REWARD entries (order number `<eventId>-<n>`). */
const creditedFor = (entries: LedgerEntry[], eventId: string) =>
  entries
    .filter((e) => e.type === 'REWARD' && e.orderNo?.startsWith(`${eventId}-`))
    .reduce((sum, e) => sum + cents(e.amount), 0);
const startRain = async (request: APIRequestContext, body: Record<string, unknown>): Promise<string> =>
  (await (await sim.post(request, '/__sim/redrain', body)).json()).value.eventId;

const opened = (page: Page) => page.getByTestId('redrain-opened');

/**
 * Taps a falling envelope where it is now, until the page counts one more opened: the envelopes never stand
 * still (Playwright's click would wait for that), so this finds one fully inside the field and taps its
 * centre; a tap that lands beside a moving envelope is tried again, a counted one never.
 */
async function tapFallingEnvelope(page: Page, count: number): Promise<void> {
  const expected = `Opened ${count} of 10`;
  await expect
    .poll(
      async () => {
        if ((await opened(page).textContent()) === expected) return true;
        const point = await page.evaluate(() => {
          const field = document.querySelector('[data-testid="redrain-field"]')!.getBoundingClientRect();
          for (const button of document.querySelectorAll<HTMLButtonElement>(
            '[data-testid="redrain-field"] button:not(.is-caught)',
          )) {
            const box = button.getBoundingClientRect();
            if (box.top > field.top + 10 && box.bottom < field.bottom - 80)
              return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          }
          return null;
        });
        if (point) await page.touchscreen.tap(point.x, point.y);
        // The answer takes a moment; only then is it safe to decide whether to tap again.
        await expect(opened(page))
          .toHaveText(expected, { timeout: 1_500 })
          .catch(() => undefined);
        return (await opened(page).textContent()) === expected;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true);
}

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/**
 * The platform's own rains fall daily at 02:00, 08:00, 14:00 and 20:00 UTC for 30 s; a journey that needs
 * "no rain now" waits until such a rain (and a margin for the journey) is out of the way.
 */
async function awayFromScheduledRain(): Promise<void> {
  const minuteOfDay = () => (Date.now() % 86_400_000) / 60_000;
  const near = () => [2, 8, 14, 20].some((hour) => minuteOfDay() > hour * 60 - 1.5 && minuteOfDay() < hour * 60 + 1);
  while (near()) await new Promise((resolve) => setTimeout(resolve, 5_000));
}

test('agent01: countdown and rules outside a rain; a rain started by the admin call falls, taps are credited exactly', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await awayFromScheduledRain();
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Red envelope rain' }).click();
  await expect(page).toHaveURL(/\/m\/redRain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Red envelope rain' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next rain' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(\d+:)?\d\d:\d\d$/);
  await expect(page.getByText(/up to 10 envelopes per rain/)).toBeVisible();

  const before = await ledger(request);
  const eventId = await startRain(request, { startInSeconds: 3, durationSeconds: 15 });
  await page.reload();
  // Waiting for the admin's rain, then it starts on the platform's clock by itself.
  await expect(page.getByRole('heading', { name: 'Next rain' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Envelopes are falling!' })).toBeVisible({ timeout: 8_000 });

  for (let i = 1; i <= 3; i += 1) await tapFallingEnvelope(page, i);
  // The balance on screen is the platform's balance after the catches.
  const during = await ledger(request);
  await expect(page.getByTestId('redrain-balance')).toHaveText(during.sumBalance.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  await expect(page.getByRole('heading', { name: 'The rain is over' })).toBeVisible({ timeout: 20_000 });
  const total = cents((await page.getByTestId('redrain-total').textContent())!);
  await expect(page.getByTestId('redrain-list').getByRole('listitem')).toHaveCount(3);
  const after = await ledger(request);
  expect(creditedFor(after.entries, eventId)).toBe(total);
  expect(cents(after.sumBalance) - cents(before.sumBalance)).toBe(total);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the calm grid: still envelopes, the same catching and crediting', async ({ page, request }) => {
    await loginAs(page, ACCOUNTS.agent, 'agent');
    await expect(page).toHaveURL(/\/m\/agent-home/);
    const before = await ledger(request);
    const eventId = await startRain(request, { durationSeconds: 30 });
    await page.goto('/m/redRain?lang=EN');
    const grid = page.getByRole('group', { name: 'Falling red envelopes' });
    await expect(page.getByTestId('redrain-calm')).toBeVisible();
    await expect(page.getByTestId('redrain-field')).toHaveCount(0);
    const buttons = grid.getByRole('button', { name: 'Open a red envelope' });
    await buttons.nth(0).tap();
    await expect(opened(page)).toHaveText('Opened 1 of 10');
    // Keyboard works too.
    await buttons.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(opened(page)).toHaveText('Opened 2 of 10');
    const after = await ledger(request);
    expect(cents(after.sumBalance) - cents(before.sumBalance)).toBe(creditedFor(after.entries, eventId));
    await expect(page.getByTestId('redrain-balance')).toHaveText(
      after.sumBalance.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
  });
});

/** Counts animation frames and long tasks in the page for `ms`. */
const measureFrames = (page: Page, ms: number) =>
  page.evaluate(async (duration) => {
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => longTasks.push(Math.round(e.duration))),
    );
    observer.observe({ type: 'longtask', buffered: false });
    const frames: number[] = [];
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const loop = (now: number) => {
        frames.push(now);
        if (now - start < duration) requestAnimationFrame(loop);
        else resolve();
      };
      requestAnimationFrame(loop);
    });
    observer.disconnect();
    const gaps = frames
      .slice(1)
      .map((t, i) => t - frames[i]!)
      .sort((a, b) => a - b);
    const seconds = (frames.at(-1)! - frames[0]!) / 1000;
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      fps: round((frames.length - 1) / seconds),
      medianFrameMs: round(gaps[Math.floor(gaps.length / 2)]!),
      p95FrameMs: round(gaps[Math.floor(gaps.length * 0.95)]!),
      worstFrameMs: round(gaps.at(-1)!),
      framesOver50ms: gaps.filter((g) => g > 50).length,
      longTasks: longTasks.length,
      longTaskMs: longTasks,
    };
  }, ms);

test('measure: frames per second and long tasks while the rain falls, CPU throttled 4×', async ({
  page,
  request,
}, testInfo) => {
  // A measurement, with no pass mark of its own (the machine is shared): run on demand with MC_MEASURE=1, so
  // its 20 s of throttled animation stay out of every run's time (README "Tests").
  test.skip(!process.env.MC_MEASURE, 'a measurement: MC_MEASURE=1 runs it');
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await page.goto('/m/redRain?lang=EN');
  await expect(page.getByRole('heading', { name: 'Next rain' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The same page without the rain, measured just before: what the machine itself costs at this moment.
  const waiting = await measureFrames(page, 5_000);
  await startRain(request, { durationSeconds: 40 });
  await page.reload();
  await expect(page.getByTestId('redrain-field')).toBeVisible();
  // The page's own loading (chunks, first render, the balance) is not the rain: let it settle first.
  await page.waitForTimeout(1_000);
  const raining = await measureFrames(page, 5_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const report = JSON.stringify({ waiting, raining });
  testInfo.annotations.push({ type: 'red-rain performance (CPU 4x, 5 s each)', description: report });
  console.log(`red-rain performance (CPU 4x, 5 s each): ${report}`);
  // Measured, not a pass mark: the machine is shared; the numbers go in the report.
  expect(raining.fps).toBeGreaterThan(0);
});
