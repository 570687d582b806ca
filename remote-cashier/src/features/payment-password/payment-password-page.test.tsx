import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { api, login } from '@mc/shared-kernel';
import {
  currentLocation,
  renderAtPath,
  resetSession,
  setupI18n,
  useInProcessPlatform,
} from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import '../../i18n/security/namespace';
import PaymentPasswordPage from './payment-password-page';

let platform: Platform;
let writes: number;

const account = (username: string): Account => platform.state.accounts.get(username.toLowerCase())!;

async function signIn(who: { username: string; password: string }) {
  await login({ username: who.username, password: who.password, type: 'username', loginFrom: 'MEMBER' }, MERCHANT_CODE);
}

const renderPage = (route = '/m/paymentPassword') => renderAtPath('/m/paymentPassword', <PaymentPasswordPage />, route);
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const errorOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby')!.split(' ')[0]!)!;

/** Whether the platform now takes `password` as demo01's payment password: unbinding its card with it. */
async function unbindsWith(password: string): Promise<boolean> {
  const card = account('demo01').cashier.cards[0]!;
  try {
    await api.delete(`/wps/security/bank-cards/${card.id}`, {
      json: { paymentPassword: password },
      schema: v.unknown(),
    });
    return true;
  } catch {
    return false;
  }
}

beforeEach(async () => {
  platform = createPlatform();
  writes = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method !== 'GET' && new URL(request.url).pathname.startsWith('/wps/security/payment-password'))
        writes += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
});

describe('setting the first payment password (demo02)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.emptyMember);
  });

  it('refuses wrong shapes, repeats, runs and a different confirmation in the form; sends nothing', async () => {
    renderPage();
    const password = await screen.findByLabelText(/^New payment password/, { selector: 'input' });
    const confirm = input(/^Confirm payment password/);
    const submit = screen.getByRole('button', { name: 'Set payment password' });
    await userEvent.click(submit);
    expect(errorOf(password)).toHaveTextContent('Enter the 6-digit payment password');
    for (const [typed, message] of [
      ['12345', 'The payment password is 6 digits'],
      ['777777', 'Too easy to guess'],
      ['123456', 'Too easy to guess'],
      ['987654', 'Too easy to guess'],
    ] as const) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await userEvent.click(submit);
      expect(errorOf(password)).toHaveTextContent(message);
    }
    await userEvent.clear(password);
    await userEvent.type(password, 'ab12cd');
    await userEvent.click(submit);
    expect(errorOf(password)).toHaveTextContent('The payment password is 6 digits');
    // Burmese digits are read as Latin ones.
    await userEvent.clear(password);
    await userEvent.type(password, '၂၈၀၄၁၉');
    expect(password).toHaveValue('280419');
    await userEvent.type(confirm, '280418');
    await userEvent.click(submit);
    expect(errorOf(confirm)).toHaveTextContent('The two payment passwords are not the same');
    expect(writes).toBe(0);
    expect(account('demo02').paymentPassword).toBeNull();
  });

  it('sets it and goes back to returnTo, never writing it to storage or the address', async () => {
    renderPage('/m/paymentPassword?returnTo=/m/withdraw');
    await userEvent.type(await screen.findByLabelText(/^New payment password/, { selector: 'input' }), '280419');
    await userEvent.type(input(/^Confirm payment password/), '280419');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/withdraw'));
    expect(account('demo02').paymentPassword).not.toBeNull();
    expect(
      JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + currentLocation(),
    ).not.toContain('280419');
  });

  it.each([
    ['https://evil.example/m/withdraw'],
    ['//evil.example/m/x'],
    ['/m/../admin'],
    ['javascript:alert(1)'],
    ['/other/page'],
  ])('a returnTo of %s is ignored: back to the withdraw page', async (returnTo) => {
    renderPage(`/m/paymentPassword?returnTo=${encodeURIComponent(returnTo)}`);
    await userEvent.type(await screen.findByLabelText(/^New payment password/, { selector: 'input' }), '280419');
    await userEvent.type(input(/^Confirm payment password/), '280419');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/withdraw'));
  });
});

describe('changing and resetting (demo01, payment password 246810)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.member);
  });

  it('change: the new one must differ from the old; a wrong old one says the attempts left; then it changes', async () => {
    renderPage('/m/paymentPassword?returnTo=/m/bankCards');
    const old = await screen.findByLabelText(/^Current payment password/, { selector: 'input' });
    const next = input(/^New payment password/);
    const confirm = input(/^Confirm payment password/);
    const submit = screen.getByRole('button', { name: 'Change payment password' });
    await userEvent.type(old, '246810');
    await userEvent.type(next, '246810');
    await userEvent.type(confirm, '246810');
    await userEvent.click(submit);
    expect(errorOf(next)).toHaveTextContent('must differ from the current one');
    expect(writes).toBe(0);

    await userEvent.clear(old);
    await userEvent.type(old, '135790');
    await userEvent.clear(next);
    await userEvent.type(next, '582014');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '582014');
    await userEvent.click(submit);
    await waitFor(() => expect(errorOf(old)).toHaveTextContent('4 attempts left'));
    expect(old).toHaveValue('');
    expect(next).toHaveValue('582014');

    await userEvent.type(old, '246810');
    await userEvent.click(submit);
    await waitFor(() => expect(currentLocation()).toBe('/m/bankCards'));
    expect(await unbindsWith('582014')).toBe(true);
  });

  it('locked: says until when and points to the SMS reset; the reset with the code ends the lock', async () => {
    for (let i = 0; i < 5; i++) expect(await unbindsWith('135790')).toBe(false);
    const until = account('demo01').cashier.lockedUntil!;
    expect(until).toBeGreaterThan(Date.now());
    renderPage();
    const lock = await screen.findByTestId('payment-lock');
    expect(lock).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until)),
    );
    expect(input(/^Current payment password/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change payment password' })).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Reset by SMS' }));
    const code = input(/^SMS code/);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText(/Code sent to/)).toBeInTheDocument();
    const sms = await platform.fetch(new Request('http://sim/__sim/sms?mobileNum=09450000001&purpose=payment'));
    const { value } = (await sms.json()) as { value: { code: string } };

    // A wrong code first: said under the field, the code emptied, nothing reset.
    await userEvent.type(code, value.code === '0000' ? '1111' : '0000');
    await userEvent.type(input(/^New payment password/), '582014');
    await userEvent.type(input(/^Confirm payment password/), '582014');
    await userEvent.click(screen.getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() => expect(errorOf(code)).toHaveTextContent('The code is wrong or has expired'));
    expect(account('demo01').cashier.lockedUntil).toBe(until);

    await userEvent.type(code, value.code);
    await userEvent.click(screen.getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/withdraw'));
    expect(account('demo01').cashier.lockedUntil).toBeNull();
    expect(await unbindsWith('582014')).toBe(true);
  });

  it('?mode=reset opens the SMS reset tab', async () => {
    renderPage('/m/paymentPassword?mode=reset&returnTo=/m/withdraw');
    expect(await screen.findByRole('tab', { name: 'Reset by SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(input(/^SMS code/)).toBeInTheDocument();
  });
});
