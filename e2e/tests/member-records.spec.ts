import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** "1,234.50" / "-12.00" → cents, without floating point. */
const cents = (text: string): number => {
  const match = /^(-?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]!);
  return match[1] && value !== 0 ? -value : value;
};
const money = (value: number): string => {
  const abs = value < 0 ? -value : value;
  return `${value < 0 ? '-' : ''}${Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(abs % 100).toString().padStart(2, '0')}`;
};

async function openFromMemberCentre(page: Page, entry: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/m\/mine/);
  await page.getByRole('link', { name: entry }).click();
}

test('account record: deposits of the last 30 days, with money in and out that match the platform', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await openFromMemberCentre(page, 'Account record');
  await expect(page).toHaveURL(/\/m\/transaction\/record/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account record' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await page.getByLabel('Type').selectOption({ label: 'Deposits' });
  await expect(page).toHaveURL(/type=DEPOSIT/);
  const rows = page.getByRole('list', { name: 'Account movements' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Deposit');

  const url = new URL(page.url());
  const start = url.searchParams.get('start')!;
  const end = url.searchParams.get('end')!;
  const ledger = (await sim.get(request, '/__sim/ledger', { username: ACCOUNTS.member.username })) as {
    entries: { type: string; amount: string; createdAt: number }[];
  };
  const deposits = ledger.entries.filter((e) => {
    const day = new Date(e.createdAt).toISOString().slice(0, 10);
    return e.type === 'DEPOSIT' && day >= start && day <= end;
  });
  expect(deposits.length).toBeGreaterThan(0);
  const total = deposits.reduce((sum, e) => sum + cents(e.amount), 0);
  await expect(page.getByTestId('records-total-in')).toHaveText(money(total));
  await expect(page.getByTestId('records-total-out')).toHaveText('0.00');
  await expect(page.getByText(new RegExp(`^${deposits.length} records?$`))).toBeVisible();
  await expect(rows).toHaveCount(Math.min(20, deposits.length));
});

test('betting record → order detail → cancel a lottery pick: its state changes and the balance rises by exactly its stake', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  const before = await sim.balance(request, ACCOUNTS.member.username);
  await openFromMemberCentre(page, 'Betting record');
  await expect(page).toHaveURL(/\/m\/gameRecord/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  await expect(page.getByTestId('records-total-bet')).toBeVisible();

  await page.getByLabel('Game type').selectOption({ label: 'Lottery' });
  await page.getByLabel('Status').selectOption({ label: 'Unsettled' });
  const orders = page.getByRole('list', { name: 'Bet orders' });
  await expect(orders.getByRole('listitem').first()).toContainText('Unsettled');

  // The newest unsettled lottery orders include one whose draw is still open.
  const links = orders.getByRole('link', { name: /\(details of order / });
  const count = await links.count();
  for (let i = 0; i < count; i += 1) {
    await links.nth(i).click();
    await expect(page.getByRole('list', { name: 'Picks' })).toBeVisible();
    // The picks' cancel buttons come with the order's detail, a moment after the list: wait for them a while.
    const cancellable = await page
      .getByRole('button', { name: /^Cancel pick / })
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (cancellable) break;
    await page.getByRole('link', { name: 'Back to the betting record' }).click();
  }
  // Held by its id: once cancelled it no longer matches "has a cancel button".
  const openPick = page
    .getByRole('list', { name: 'Picks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Cancel pick / }) })
    .first();
  const pick = page.getByTestId((await openPick.getAttribute('data-testid'))!);
  const cancel = pick.getByRole('button', { name: /^Cancel pick / });
  const stake = cents(
    await pick
      .locator('div', { has: page.locator('dt', { hasText: 'Bet amount' }) })
      .locator('dd')
      .innerText(),
  );
  await expect(pick).toContainText('Unsettled');

  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this pick?' });
  await expect(dialog).toContainText(money(stake));
  await dialog.getByRole('button', { name: 'Cancel pick' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pick cancelled' })).toHaveText(
    `Pick cancelled: ${money(stake)} is back in your main wallet.`,
  );
  await expect(pick).toContainText('Cancelled');
  await expect(pick.getByRole('button')).toHaveCount(0);

  const after = await sim.balance(request, ACCOUNTS.member.username);
  expect(cents(Number(after).toFixed(2)) - cents(Number(before).toFixed(2))).toBe(stake);
  // The header's balance follows without a reload.
  await expect(page.getByTestId('header-balance')).toHaveText(money(cents(Number(before).toFixed(2)) + stake));
});
