import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, field } from './support/platform';

const DEMO_MOBILE = '09450000001';

async function smsCode(request: APIRequestContext, mobileNum: string): Promise<string> {
  const sms = await sim.get(request, '/__sim/sms', { mobileNum });
  expect(sms.code).toMatch(/^\d{6}$/);
  return sms.code as string;
}

async function expectLoggedInHome(page: Page, nickname: string) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText(nickname);
}

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('the captcha appears when the platform demands it and login succeeds with it', async ({ page, request }) => {
  await sim.post(request, '/__sim/require-captcha', { username: ACCOUNTS.member.username });
  await loginAs(page, ACCOUNTS.member);
  const captcha = field(page, /^Verification code/);
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();

  const answer = (await sim.get(request, '/__sim/captcha')).answer as string;
  await captcha.fill(answer);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectLoggedInHome(page, ACCOUNTS.member.nickname);
});

test('SMS login with the code the platform sent', async ({ page, request }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await field(page, /^Mobile number/).fill(DEMO_MOBILE);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('SMS sent')).toBeVisible();
  await field(page, /^SMS code/).fill(await smsCode(request, DEMO_MOBILE));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectLoggedInHome(page, ACCOUNTS.member.nickname);
});

test('forgot password by e-mail', async ({ page, request }) => {
  await page.goto('/m/forget?lang=EN');
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  await field(page, /^Username/).fill(`  ${ACCOUNTS.member.username} `);
  await field(page, /^E-mail/).fill('not-an-email');
  await page.getByRole('button', { name: 'Retrieve password' }).click();
  await expect(page.getByText('E-mail format is incorrect')).toBeVisible();
  await field(page, /^E-mail/).fill('demo01@example.com');
  await page.getByRole('button', { name: 'Retrieve password' }).click();
  await expect(page.getByText('Your password has been sent to your e-mail')).toBeVisible();
  const mail = await sim.get(request, '/__sim/mail', { username: ACCOUNTS.member.username });
  expect(mail.to).toBe('demo01@example.com');
});

test('forgot password by phone logs in with the new password', async ({ page, request }) => {
  await page.goto('/m/forget?lang=EN');
  await field(page, /^Mobile number/).fill(DEMO_MOBILE);
  await page.getByRole('button', { name: 'Get code' }).click();
  await field(page, /^SMS code/).fill(await smsCode(request, DEMO_MOBILE));
  await field(page, /^New password/).fill('Fresh5678');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectLoggedInHome(page, ACCOUNTS.member.nickname);

  // The old password no longer works, the new one does.
  await page.evaluate(() => sessionStorage.clear());
  await loginAs(page, ACCOUNTS.member);
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  await loginAs(page, { ...ACCOUNTS.member, password: 'Fresh5678' });
  await expectLoggedInHome(page, ACCOUNTS.member.nickname);
});

test('free play, then a real-account-only page', async ({ page }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText(/^TRIAL_/);
  expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toMatch(/^TRIAL_/);
  await page.goto('/m/withdrawReport?lang=EN');
  await expect(page.getByTestId('real-account-only')).toContainText(
    'Please login an actual account to use this function',
  );
});

test('register by username → logged in → change password → sign out → log in with the new password', async ({
  page,
  request,
}) => {
  const username = `e2e${Date.now() % 1_000_000}`;
  await page.goto('/m/register?lang=EN');
  await page.getByRole('tab', { name: 'Username' }).click();
  await field(page, /^Username/).fill(username);
  await field(page, /^Password/).fill('First1234');
  await field(page, /^Confirm password/).fill('First1234');
  await field(page, /^Date of birth/).fill('1990-05-17');
  const answer = async () => (await sim.get(request, '/__sim/captcha')).answer as string;
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await field(page, /^Verification code/).fill(await answer());
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-name')).toHaveText(username);

  await page.goto('/m/set?lang=EN');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw/);
  await field(page, /^Old password/).fill('First1234');
  await field(page, /^New password/).fill('Second1234');
  await field(page, /^Confirm password/).fill('Second1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/set?lang=EN');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');

  await loginAs(page, { username, password: 'First1234' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  await loginAs(page, { username, password: 'Second1234' });
  await expectLoggedInHome(page, username);
});
