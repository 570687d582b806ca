import { expect, test } from './support/test';
import { ACCOUNTS, field, loginAs, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** Cents as the site shows them: "1,234.50". */
const money = (c: number): string =>
  `${Math.trunc(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

/** "1,234.50" / "1234.50" → cents, exactly. */
const cents = (money: string): number => {
  const [whole = '0', fraction = ''] = money.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
};

test('agent01 drills into a downline agent and back, searches the team, and pays two downlines at once, exactly', async ({
  page,
  request,
}) => {
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await page.goto('/m/member/team?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
  const myTeam = page.getByRole('list', { name: 'My team' });
  await expect(myTeam.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('48 accounts');

  // Drill: the agents among the direct downlines, then agent02's own team; Back climbs up again.
  await field(page, 'Account type').selectOption('agent');
  await expect(myTeam.getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'View team (agent02)' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team\?parent=agent02$/);
  const agent02Team = page.getByRole('list', { name: 'Team of agent02' });
  await expect(agent02Team.getByRole('listitem')).toHaveCount(12);
  const crumbs = page.getByRole('navigation', { name: 'Team levels' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['My team', 'agent02']);
  // agent02's members are not agent01's to pay: no choice boxes there.
  await expect(agent02Team.getByRole('checkbox')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/member\/team\?kind=agent$/);
  await expect(myTeam.getByRole('listitem')).toHaveCount(6);
  await field(page, 'Account type').selectOption('all');

  // Search narrows to the matching names, across levels.
  await field(page, 'Username').fill('s00');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Results for “s00”' });
  await expect(results.getByRole('listitem')).toHaveCount(9);
  for (const name of await results.locator('.mc-record-card__headline').allTextContents())
    expect(name).toMatch(/^s00\d_/);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(myTeam.getByRole('listitem')).toHaveCount(20);

  // Transfer: agent01 has no payment password yet; it sets one and comes back to the team.
  const chooseTwo = async (): Promise<[string, string]> => {
    const boxes = myTeam.getByRole('checkbox', { name: /^Choose .+ for a transfer$/ });
    const names: string[] = [];
    for (const i of [0, 1]) {
      const box = boxes.nth(i);
      names.push(await box.evaluate((el) => el.closest('label')?.textContent ?? ''));
      await box.check();
    }
    return names.map((label) => label.replace(/^Choose (.+) for a transfer$/, '$1')) as [string, string];
  };
  let [a, b] = await chooseTwo();
  await page.getByRole('region', { name: 'Transfer to downlines' }).getByRole('button', { name: 'Transfer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Transfer to downlines' });
  await sheet.getByRole('textbox', { name: 'Amount for each downline' }).fill('1');
  await field(page, /^Payment password/).fill('280419');
  await sheet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(sheet.getByText('Please set a payment password first.')).toBeVisible();
  await sheet.getByRole('link', { name: 'Set a payment password' }).click();
  await expect(page).toHaveURL(/\/m\/paymentPassword\?returnTo=/);
  await field(page, /^New payment password/).fill('280419');
  await field(page, /^Confirm payment password/).fill('280419');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);

  [a, b] = await chooseTwo();
  const before = {
    agent: cents(await sim.balance(request, 'agent01')),
    a: cents(await sim.balance(request, a)),
    b: cents(await sim.balance(request, b)),
  };
  await page.getByRole('region', { name: 'Transfer to downlines' }).getByRole('button', { name: 'Transfer' }).click();
  await sheet.getByRole('radio', { name: 'Amount per downline' }).check();
  await sheet.getByRole('textbox', { name: `Amount for ${a}` }).fill('12.34');
  await sheet.getByRole('textbox', { name: `Amount for ${b}` }).fill('0.66');
  await expect(sheet.getByTestId('transfer-total')).toHaveText('13.00');
  await field(page, /^Payment password/).fill('280419');
  await sheet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(sheet.getByText('13.00 sent to 2 downlines')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();

  expect(cents(await sim.balance(request, 'agent01'))).toBe(before.agent - 1_300);
  expect(cents(await sim.balance(request, a))).toBe(before.a + 1_234);
  expect(cents(await sim.balance(request, b))).toBe(before.b + 66);
  // The list reads the new balances.
  await expect(myTeam.getByRole('listitem').filter({ hasText: a })).toContainText(money(before.a + 1_234));
});
