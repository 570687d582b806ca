import { expect, test } from './support/test';
import { ACCOUNTS, field, loginAs, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('agent01 opens an account (a taken name is refused under the field), finds it in the team, and manages an invitation link with its QR code', async ({
  page,
  request,
}) => {
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await page.evaluate(() => sessionStorage.setItem('NOTICE_POP', '1'));

  // The footer's "Open account" leads to the screen.
  await page.getByRole('navigation', { name: 'Agent shortcuts' }).getByRole('link', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open account' })).toBeVisible();
  await expect(field(page, /^Sports/)).toHaveValue('0.80');

  // A taken name: said under the field as the agent leaves it.
  const username = field(page, /^Username/);
  await username.fill('demo01');
  await field(page, /^Password/).focus();
  const usernameError = page.locator('.mc-field', { has: username }).locator('.mc-field__error');
  await expect(usernameError).toHaveText('Sorry, the username already exists');

  // A new name: created with a raised sports rate, under agent01.
  await username.fill('e2edown01');
  await field(page, /^Password/).fill('Secret12');
  await field(page, /^Confirm password/).fill('Secret12');
  await field(page, /^Sports/).fill('1.2');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { name: 'Account opened' })).toBeVisible();
  await expect(page.getByText('Member account e2edown01 is ready.')).toBeVisible();

  // In the team at once: "View my team", then a search for the new name finds it as a direct member.
  await page.getByRole('link', { name: 'View my team' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  await field(page, 'Username').fill('e2edown01');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Results for “e2edown01”' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('e2edown01');
  const downlines = (await sim.get(request, '/__sim/direct-downlines', { agent: 'agent01' })) as {
    username: string;
    type: number;
  }[];
  expect(downlines[0]).toMatchObject({ username: 'e2edown01', type: 0 });

  // Invitation links: create one for sub-agents, see its QR code, delete it after confirming.
  await page.goto('/m/agentRegister');
  await expect(field(page, /^Username/)).toHaveValue('');
  await page.getByRole('tab', { name: 'Invitation links' }).click();
  await expect(page.getByText('No invitation links yet. Create one below.')).toBeVisible();
  const form = page.getByRole('form', { name: 'New invitation link' });
  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByRole('button', { name: 'Create link' }).click();
  const card = page.getByTestId('affiliate-link');
  await expect(card).toHaveCount(1);
  const code = ((await card.locator('.agt-open__link-code').textContent()) ?? '').replace('Code ', '').trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(card).toContainText(`/m/register?code=${code}`);
  expect((await (await request.get(`/wps/affiliate/check?code=${code}`)).json()).value.valid).toBe(true);

  await card.getByRole('button', { name: `QR code of link ${code}` }).click();
  const qrDialog = page.getByRole('dialog', { name: 'Invitation QR code (Agent)' });
  const qr = qrDialog.getByRole('img', { name: `QR code of invitation link ${code}` });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThan(150);
  await qrDialog.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: `Delete link ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete invitation link' });
  await expect(confirm).toContainText(`Delete link ${code}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No invitation links yet. Create one below.')).toBeVisible();
  expect((await (await request.get(`/wps/affiliate/check?code=${code}`)).json()).value.valid).toBe(false);
});
