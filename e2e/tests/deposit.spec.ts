import { PNG_BYTES } from '../../platform-sim/src/testing/cashier';
import { expect, test, type Page } from './support/test';
import { ACCOUNTS, field, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** A balance as the header shows it, from the sim's decimal string plus whole kyat, in integer cents. */
function shownPlus(balance: string, kyat: number): string {
  const [whole = '0', fraction = ''] = balance.split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) + kyat * 100;
  return `${Math.trunc(cents / 100).toLocaleString('en-US')}.${(cents % 100).toString().padStart(2, '0')}`;
}

/**
 * Tells the page the player came back to the tab, as after paying in a banking app. The browser's own event
 * bubbles from the document to the window, where the data layer listens; one that does not bubble is only
 * caught by the order's 10 s re-read, a race with this test's 10 s wait.
 */
const backToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

const depositsOf = async (
  request: Parameters<typeof sim.get>[0],
): Promise<Array<{ orderNo: string; status: string }>> =>
  (await sim.get(request, '/__sim/orders', { username: ACCOUNTS.member.username })).deposits;

async function signIn(page: Page) {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('bank transfer: order once, pay details, proof with a receipt, approved, balance in the header', async ({
  page,
  request,
}) => {
  await signIn(page);
  const before = await sim.balance(request, ACCOUNTS.member.username);
  const orders = () => depositsOf(request);
  const seeded = (await orders()).length;

  await page.goto('/m/voucherCenter?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('aria-selected', 'true');

  // A bad amount first: the message is under the field and what was typed stays.
  await field(page, /^Amount/).fill('5000');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('At least 10,000.00')).toBeVisible();
  await expect(field(page, /^Amount/)).toHaveValue('5000');

  await page.getByRole('button', { name: '50,000' }).click();
  await page.getByRole('radio', { name: 'AYA Bank' }).check();
  await expect(page.getByTestId('summary-credited')).toHaveText('50,000.00');
  await page.getByRole('button', { name: 'Deposit', exact: true }).dblclick();

  await expect(page).toHaveURL(/\/m\/voucherCenter\/order\?orderNo=D\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit order' })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toContainText('50,000.00');
  await expect(page.getByTestId('pay-bankName')).toContainText('AYA Bank');
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);

  await field(page, /^Name of the payer/).fill('Aung Aung');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await expect(page.getByRole('img', { name: /receipt\.png/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send proof of payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment being confirmed' })).toBeVisible();

  // One order was made for the double tap.
  const after = await orders();
  expect(after).toHaveLength(seeded + 1);
  expect(after.find((d) => d.orderNo === orderNo)?.status).toBe('PENDING');

  // The record is in the deposit report, pending.
  await page.goto('/m/vouReport?lang=EN');
  await expect(page.getByRole('listitem').filter({ hasText: orderNo })).toContainText('Pending');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Payment being confirmed' })).toBeVisible();

  // The platform approves; back on the tab the order shows it credited and the header the new balance, no reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await sim.post(request, `/__sim/deposits/${orderNo}/approve`);
  await backToTab(page);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 50_000));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a lost answer: the order is looked up, not made again', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const seeded = (await depositsOf(request)).length;
  // The platform makes the order, then its answer never arrives (the client gives up after its timeout).
  await sim.post(request, '/__sim/faults', { path: '/wps/deposit/orders', method: 'POST', lose: true, times: 1 });

  await page.goto('/m/voucherCenter?lang=EN');
  await page.getByRole('button', { name: '50,000' }).click();
  await page.getByRole('radio', { name: 'AYA Bank' }).check();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Sending…')).toBeVisible();

  // After the timeout the screen asks the platform what became of the request and goes on to that order.
  await expect(page).toHaveURL(/\/m\/voucherCenter\/order\?orderNo=D\d+$/, { timeout: 40_000 });
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const after = await depositsOf(request);
  expect(after).toHaveLength(seeded + 1);
  expect(after.map((d) => d.orderNo)).toContain(orderNo);
});

test("online payment: to the provider's page and back, the result read from the platform", async ({
  page,
  request,
}) => {
  await signIn(page);
  const before = await sim.balance(request, ACCOUNTS.member.username);

  await page.goto('/m/voucherCenter?lang=EN');
  await page.getByRole('tab', { name: 'Online payment' }).click();
  await expect(page.getByRole('form', { name: 'Deposit with OnePay' })).toBeVisible();
  await field(page, /^Amount/).fill('20000');
  await expect(page.getByTestId('summary-pay')).toHaveText('20,300.00');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The sim's provider page (its own document), then back to the result screen.
  await expect(page.getByRole('heading', { name: 'OnePay checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\/result\?orderNo=D\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit result' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('order-outcome')).toContainText('20,000.00 has been added to your wallet.');
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 20_000));

  // A second one cancelled on the provider's page: the result says so and nothing is added.
  await page.goto('/m/voucherCenter?lang=EN');
  await page.getByRole('tab', { name: 'Online payment' }).click();
  await field(page, /^Amount/).fill('30000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'OnePay checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\/result\?orderNo=D\d+$/);
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 20_000));
});
