import { expect, test, type Page } from './support/test';
import { ACCOUNTS, field, loginAs, sim, skipNewsPopup } from './support/platform';

const DEMO02 = { username: 'demo02', password: 'Demo1234' };

test.afterEach(async ({ request }) => {
  // Also ends a payment-password lock and forgets the test's cards and withdrawals.
  await sim.reset(request);
});

const withdrawalsOf = async (request: Parameters<typeof sim.get>[0], username: string) =>
  (await sim.get(request, '/__sim/orders', { username })).withdrawals as {
    orderNo: string;
    status: string;
    amount: string;
  }[];

async function headerBalance(page: Page, expected: string) {
  await page.goto('/m/home?lang=EN');
  await expect(page.getByTestId('header-balance')).toHaveText(expected);
}

test('first withdrawal: guided to bind a card and set a payment password, the amount kept; held, recorded, given back on rejection', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await sim.post(request, '/__sim/balance', { username: DEMO02.username, amount: '50000.00' });
  await loginAs(page, DEMO02);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toHaveText('50,000.00');

  await page.goto('/m/withdraw?lang=EN');
  await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('50,000.00');
  await field(page, /^Amount/).fill('2000');
  await expect(page.getByTestId('withdraw-fee-line')).toHaveText('Fee 20.00 · You receive 1,980.00');

  // Step 1: a card.
  await page.getByTestId('withdraw-setup').getByRole('link', { name: 'Bind a bank card' }).click();
  await expect(page).toHaveURL(/\/m\/bankCards\/add\?returnTo=\/m\/withdraw$/);
  await field(page, /^Bank/).selectOption('KBZ');
  await field(page, /^Account number/).fill('1234');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByText('KBZ Bank account numbers have 17 digits')).toBeVisible();
  await field(page, /^Account number/).fill('99930106512377771');
  await field(page, /^Payee name/).fill('Mya Mya');
  await page.getByRole('button', { name: 'Bind card' }).click();

  // Back on the form with the amount; step 2: the payment password.
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(field(page, /^Amount/)).toHaveValue('2000');
  await page.getByTestId('withdraw-setup').getByRole('link', { name: 'Set a payment password' }).click();
  await expect(page).toHaveURL(/\/m\/paymentPassword\?returnTo=\/m\/withdraw$/);
  await field(page, /^New payment password/).fill('123456');
  await field(page, /^Confirm payment password/).fill('123456');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Too easy to guess')).toBeVisible();
  await field(page, /^New payment password/).fill('280419');
  await field(page, /^Confirm payment password/).fill('280419');
  await page.getByRole('button', { name: 'Set payment password' }).click();

  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByTestId('withdraw-setup')).toHaveCount(0);
  await expect(field(page, /^Amount/)).toHaveValue('2000');
  await expect(page.getByRole('radio', { name: /KBZ Bank/ })).toBeChecked();
  await field(page, /^Payment password/).fill('280419');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  const orderNo = (await page.getByTestId('withdraw-order-no').textContent())!;
  expect(orderNo).toMatch(/^W\d{16}$/);
  const [held] = await withdrawalsOf(request, DEMO02.username);
  expect(held).toMatchObject({ orderNo, status: 'PENDING', amount: '2000.00' });

  // The record, pending.
  await page.getByRole('link', { name: 'View the withdrawal record' }).click();
  await expect(page).toHaveURL(/\/m\/withdrawReport/);
  const record = page.getByRole('list', { name: 'Records' }).getByRole('listitem').filter({ hasText: orderNo });
  await expect(record).toContainText('Pending');

  // Held at once; a rejection gives it back exactly.
  await headerBalance(page, '48,000.00');
  await sim.post(request, `/__sim/withdrawals/${orderNo}/reject`);
  await headerBalance(page, '50,000.00');
});

test('wrong payment passwords: the attempts left, then the lock with its time; nothing withdrawn', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  const before = (await withdrawalsOf(request, ACCOUNTS.member.username)).length;
  await page.goto('/m/withdraw?lang=EN');
  await field(page, /^Amount/).fill('1000');
  for (const left of ['4 attempts', '3 attempts', '2 attempts', '1 attempt']) {
    await field(page, /^Payment password/).fill('135790');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText(`Wrong payment password. ${left} left`)).toBeVisible();
    await expect(field(page, /^Payment password/)).toHaveValue('');
    await expect(field(page, /^Amount/)).toHaveValue('1000');
  }
  await field(page, /^Payment password/).fill('135790');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('payment-lock')).toContainText('locked until');
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  // Even the right one is not sent while locked.
  await expect(field(page, /^Payment password/)).toBeDisabled();
  expect(await withdrawalsOf(request, ACCOUNTS.member.username)).toHaveLength(before);
});

test('a double tap on Withdraw makes exactly one withdrawal', async ({ page, request }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  const before = await withdrawalsOf(request, ACCOUNTS.member.username);
  await page.goto('/m/withdraw?lang=EN');
  await field(page, /^Amount/).fill('1000');
  await field(page, /^Payment password/).fill('246810');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  const orderNo = (await page.getByTestId('withdraw-order-no').textContent())!;
  const after = await withdrawalsOf(request, ACCOUNTS.member.username);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ orderNo, status: 'PENDING', amount: '1000.00' });
});
