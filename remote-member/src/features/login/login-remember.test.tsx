import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { LocalKeys, rememberedCredentials } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  codeInput,
  fillAndSubmit,
  mobileInput,
  passwordInput,
  renderLogin,
  SLOW,
  submitButton,
  usernameInput,
  where,
} from './testing/render-login';

const { member } = DEMO_ACCOUNTS;
const MOBILE = '09450000001';
let platform: Platform;

const rememberBox = () => screen.getByRole('checkbox', { name: 'Remember password' });
const stored = () => localStorage.getItem(LocalKeys.rememberedCredentials) ?? '';

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  localStorage.clear();
});

async function loginRemembering() {
  const view = renderLogin();
  const user = userEvent.setup();
  await user.type(await usernameInput(), member.username);
  await user.type(passwordInput(), member.password);
  await user.click(rememberBox());
  await user.click(submitButton());
  await where();
  view.unmount();
  resetSession();
}

async function smsLoginRemembering() {
  const view = renderLogin();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
  await user.type(await mobileInput(), MOBILE);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await screen.findByText('SMS sent', {}, SLOW);
  const { code } = (await simAdmin(platform, `sms?mobileNum=${MOBILE}`)) as { code: string };
  await user.type(codeInput(), code);
  await user.click(rememberBox());
  await user.click(submitButton());
  await where();
  view.unmount();
  resetSession();
  return code;
}

describe('login page: remember password', () => {
  it('starts unticked with empty fields when nothing is remembered', async () => {
    renderLogin();
    expect(await usernameInput()).toHaveValue('');
    expect(rememberBox()).not.toBeChecked();
  });

  it('stores the password encrypted and fills the form next time', async () => {
    await loginRemembering();

    const record = JSON.parse(stored()).username;
    expect(record).toMatchObject({ type: 'username', username: 'demo01', countryDialingCode: null });
    expect(typeof record.encodedPassword).toBe('string');
    expect(stored()).not.toContain(member.password);

    renderLogin();
    await waitFor(async () => expect(await usernameInput()).toHaveValue('demo01'));
    expect(passwordInput()).toHaveValue(member.password);
    expect(rememberBox()).toBeChecked();
  });

  it('forgets the method when the box is unticked at the next login', async () => {
    await loginRemembering();
    expect(stored()).not.toBe('');
    renderLogin();
    const user = userEvent.setup();
    await waitFor(() => expect(rememberBox()).toBeChecked());
    expect(passwordInput()).toHaveValue(member.password);
    await user.click(rememberBox());
    await user.click(submitButton());
    await where();
    expect(stored()).toBe('');
    expect(await rememberedCredentials.load('username')).toBeNull();
  });

  it('does not remember a failed login', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember password' }));
    await fillAndSubmit(member.username, 'Wrong1234', user);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Incorrect username or password');
    expect(stored()).toBe('');
  });

  it('keeps one record per method and restores each on its tab', async () => {
    await loginRemembering();
    const code = await smsLoginRemembering();
    const records = JSON.parse(stored());
    expect(Object.keys(records).sort()).toEqual(['sms', 'username']);
    expect(records.sms).toMatchObject({ type: 'sms', username: MOBILE });
    expect(stored()).not.toContain(code);

    renderLogin();
    const user = userEvent.setup();
    await waitFor(async () => expect(await usernameInput()).toHaveValue('demo01'));
    expect(rememberBox()).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(async () => expect(await mobileInput()).toHaveValue(MOBILE));
    expect(codeInput()).toHaveValue(code);
    expect(rememberBox()).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await waitFor(() => expect(passwordInput()).toHaveValue(member.password));
  });

  it('leaves the box unticked on a method with nothing remembered', async () => {
    await loginRemembering();
    renderLogin();
    const user = userEvent.setup();
    await waitFor(() => expect(rememberBox()).toBeChecked());
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(rememberBox()).not.toBeChecked());
    expect(await mobileInput()).toHaveValue('');
  });
});
