import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, field } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('a session ended by the server is cleared once, the person is asked to log in and comes back to the page', async ({
  page,
  request,
}) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);

  await sim.expireSessions(request);
  // The member centre makes several calls at once (member info, balance, unread): one prompt, not one per call.
  await page.goto('/m/mine?lang=EN');
  const prompt = page.getByTestId('session-prompt');
  await expect(prompt).toHaveText('The account has been logged out, please log in again');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await field(page, 'Username').fill(ACCOUNTS.member.username);
  await field(page, /^Password/).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Back on the member centre it was asked from, not home.
  await expect(page).toHaveURL(/\/m\/mine(\?lang=EN)?$/);
  await expect(page.getByTestId('mine-name')).toHaveText(ACCOUNTS.member.nickname);
});

test('a session ended on a member page: the login form with no dialog over it, then back to that page', async ({
  page,
  request,
}) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);

  await sim.expireSessions(request);
  // The withdraw screen's calls meet the ended session; its guard takes the member to the login form.
  await page.goto('/m/withdraw?lang=EN');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(field(page, 'Username')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  await field(page, 'Username').fill(ACCOUNTS.member.username);
  await field(page, /^Password/).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/withdraw(\?lang=EN)?$/);
  await expect(page.getByTestId('withdraw-withdrawable')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
});

test('a guest whose call is answered 401 sees that block fail, never the logged-out dialog', async ({
  page,
  request,
}) => {
  await sim.fault(request, { path: '/wps/announcements', status: 401, code: 'session.expired' });
  await page.goto('/m/home?lang=EN');
  const failed = page.getByTestId('error-state').first();
  await expect(failed).toContainText('Please login first');
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('session-prompt')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Still a guest, and the rest of the page works.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('member and agent logins refuse each other with their own messages', async ({ page }) => {
  await loginAs(page, ACCOUNTS.agent);
  await expect(page.getByRole('alert')).toHaveText('Non-member account unable to login');
  await loginAs(page, ACCOUNTS.member, 'agent');
  await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
});
