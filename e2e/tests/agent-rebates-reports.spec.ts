import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** "-1,234.50" → cents, exactly. */
const cents = (text: string): number => Number(text.trim().replace(/,/g, '').replace('.', ''));
const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '',
  );

async function openAgentMenuEntry(page: Page, name: string) {
  await page.goto('/m/agent?lang=EN');
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name }).click();
}

test('rebate settings: a downline rate above the agent’s own is refused by the form and by the platform; a valid one is saved and sticks', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent/);
  await openAgentMenuEntry(page, 'Agent rebate settings');
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentRebeat/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent rebate settings' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const own = page.getByRole('region', { name: 'Your rebate rates' });
  await expect(own.getByText('1.50%')).toBeVisible();

  // The downline's form, as team management links to it.
  await page.goto('/m/member/agent/agentRebeat?downline=demo01&lang=EN');
  await expect(page.getByRole('heading', { name: 'Rates of demo01' })).toBeVisible();
  const sports = page.getByRole('textbox', { name: /^Sports/ });
  await expect(sports).toHaveValue('0.80');
  await expect(page.getByText('Up to 1.50%').first()).toBeVisible();

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wps/agent/updateDownlineRebates')) posts.push(r.postData() ?? '');
  });
  await sports.fill('1.60');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(sports).toHaveAccessibleDescription(/Cannot be above your own rate of 1\.50%/);
  await expect(sports).toBeFocused();
  expect(posts).toEqual([]);

  // The platform refuses it too, whatever a client sends.
  const token = await sessionToken(page);
  expect(token).not.toBe('');
  const rates = { SPORTS: '1.60', LIVE: '0.60', RNG: '1.00', FISH: '1.00', PVP: '0.50', LOTT: '5.00', INHOUSE: '0.50' };
  const refused = await (
    await request.post('/wps/agent/updateDownlineRebates', {
      headers: { Token: token },
      data: { username: 'demo01', rates },
    })
  ).json();
  expect(refused).toMatchObject({
    success: false,
    code: 'rebate.above.ceiling',
    value: { category: 'SPORTS', ceiling: '1.50' },
  });

  // A valid rate: saved, said so, and still there after a reload and for the platform.
  await sports.fill('1.2');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The rates are saved.' })).toBeVisible();
  await expect(sports).toHaveValue('1.20');
  expect(posts).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Sports/ })).toHaveValue('1.20');
  const saved = await (
    await request.get('/wps/agent/rebates', { headers: { Token: token }, params: { username: 'demo01' } })
  ).json();
  expect(saved.value.own.SPORTS).toBe('1.20');
});

test('team profit and loss: for a range, the totals equal the sum of every member’s row, and what the platform adds up', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent/);
  await openAgentMenuEntry(page, 'Team profit and loss');
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team profit and loss' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/[?&]start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);

  const list = page.getByRole('list', { name: "Team members' profit and loss" });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Every page of members.
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const before = await list.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(before);
  }
  const rows = list.getByRole('listitem');
  const count = await rows.count();
  expect(count).toBeGreaterThan(20);
  await expect(page.getByText(`${count} records`)).toBeVisible();

  const figure = async (label: string) => {
    let total = 0;
    for (const text of await rows.locator(`dt:text-is("${label}") + dd`).allTextContents()) total += cents(text);
    return total;
  };
  for (const [label, id] of [
    ['Profit', 'profit'],
    ['Deposits', 'deposits'],
    ['Bets', 'bets'],
    ['Valid bets', 'validBets'],
    ['Payouts', 'payouts'],
  ] as const) {
    const shown = cents((await page.getByTestId(`records-total-${id}`).textContent()) ?? '');
    expect(await figure(label), label).toBe(shown);
  }

  // The same totals from the platform for that range.
  const url = new URL(page.url());
  const token = await sessionToken(page);
  const answer = await (
    await request.get('/wps/agent/team/pnl', {
      headers: { Token: token },
      params: { startDate: url.searchParams.get('start')!, endDate: url.searchParams.get('end')!, pageSize: '100' },
    })
  ).json();
  expect(answer.value.summary.members).toBe(count);
  expect(cents((await page.getByTestId('records-total-profit').textContent()) ?? '')).toBe(
    cents(answer.value.summary.profit),
  );
});
