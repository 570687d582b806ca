import { formatMoney } from '../../shared-kernel/src/format/money';
import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

interface Period {
  startDate: string;
  endDate: string;
  tier: number | null;
  rate: string | null;
  amount: string;
}

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('agent01 accepts the daily salary contract from the home prompt; the platform stops asking, also in a new session', async ({
  page,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);

  await page.goto('/m/home?lang=EN');
  const prompt = page.getByRole('dialog', { name: 'Contract awaiting you' });
  await expect(prompt).toContainText('A daily salary contract is waiting for your answer.');
  await prompt.getByRole('button', { name: 'Go' }).click();

  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeVisible();
  const state = page.getByRole('heading', { level: 2 });
  await expect(state).toHaveText('Awaiting your answer');
  await expect(page.getByRole('table', { name: 'Tiers' }).getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this contract?' });
  const answered = page.waitForResponse((r) => r.url().includes('/wps/agent/contract/answer'));
  await confirm.getByRole('button', { name: 'Accept' }).click();
  expect((await (await answered).json()).value.status).toBe('ACCEPTED');
  await expect(state).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Back on home: no salary prompt; the dividend contract is the one still waiting.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(prompt).toContainText('A dividend contract is waiting for your answer.');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);

  // A fresh browser session forgets which prompts were answered here: only the platform decides, and its
  // check no longer asks about the daily salary (reload twice: still no salary prompt).
  await page.evaluate(() => sessionStorage.removeItem('MC_CONTRACT_PROMPTS'));
  for (let visit = 0; visit < 2; visit += 1) {
    const checked = page.waitForResponse((r) => r.url().includes('/wps/agent/contract/request'));
    await page.reload();
    expect((await (await checked).json()).value).toMatchObject({ dailysalreqtype: 0, divtypecompperiodreq: 1 });
    await expect(prompt).toContainText('A dividend contract is waiting for your answer.');
    await expect(prompt).not.toContainText('daily salary');
    await page.evaluate(() => sessionStorage.removeItem('MC_CONTRACT_PROMPTS'));
  }
});

test("agent01 opens the dividend page from the agent footer: the current period's tier and amount as the platform computed them", async ({
  page,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);

  const periodsRead = page.waitForResponse((r) => r.url().includes('/wps/agent/dividend/periods'));
  await page.getByRole('navigation', { name: 'Agent shortcuts' }).getByRole('link', { name: 'Dividend' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dividend' })).toBeVisible();
  const [current] = (await (await periodsRead).json()).value.list as Period[];
  expect(current!.tier).not.toBeNull();

  const card = page.getByRole('list', { name: 'Dividend periods' }).getByRole('listitem').first();
  await expect(card).toContainText(`${current!.startDate} – ${current!.endDate}`);
  await expect(card).toContainText('In progress');
  await expect(card).toContainText(`Tier ${current!.tier} · ${current!.rate}%`);
  await expect(card).toContainText(formatMoney(current!.amount));

  await page.getByRole('link', { name: 'View dividend contract' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
  await expect(page.getByRole('table', { name: 'Tiers' })).toContainText('25.00%');
});
