import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform, toastStore } from '@mc/shared-kernel/testing';
import { sessionStore, switchesQuery } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  codeInput,
  mobileInput,
  recordRequests,
  renderLogin,
  SLOW,
  submitButton,
  usernameInput,
  where,
} from './testing/render-login';

const MOBILE = '09450000001';
let platform: Platform;

const smsCode = async () => ((await simAdmin(platform, `sms?mobileNum=${MOBILE}`)) as { code: string | null }).code;
const mobileTab = () => screen.findByRole('tab', { name: 'Mobile number' });

async function openSmsTab(user = userEvent.setup()) {
  await user.click(await mobileTab());
  await mobileInput();
  return user;
}

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  localStorage.clear();
});
afterEach(() => act(() => toastStore.setState({ toasts: [] })));

describe('login page: SMS method', () => {
  it('offers username and mobile tabs that control the form', async () => {
    renderLogin();
    const tabs = within(await screen.findByRole('tablist', { name: 'Login method' }));
    const username = tabs.getByRole('tab', { name: 'Username' });
    expect(username).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveAttribute(
      'id',
      username.getAttribute('aria-controls'),
    );

    const user = userEvent.setup();
    username.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Mobile number' })).toHaveFocus();
    expect(await mobileInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Username/ })).not.toBeInTheDocument();
  });

  it('hides the mobile tab when MOBILEVERCODELOGIN3 is off', async () => {
    await simAdmin(platform, 'switches', { MOBILEVERCODELOGIN3: false });
    const { client } = renderLogin();
    expect(await usernameInput()).toBeInTheDocument();
    await waitFor(() =>
      expect(client.getQueryData(switchesQuery.queryKey)).toMatchObject({ MOBILEVERCODELOGIN3: false }),
    );
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Login method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
  });

  it('logs in with the code the platform sent to the mobile number', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await openSmsTab();
    await user.type(await mobileInput(), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent', {}, SLOW)).toBeInTheDocument();
    const code = await smsCode();
    expect(code).toMatch(/^\d{6}$/);

    await user.type(codeInput(), code!);
    await user.click(submitButton());
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'demo01', type: 0 });
    expect(requests.paths).toContain('POST /wps/verification/sms/noLogin');
  });

  it('refuses a wrong code and keeps what was typed', async () => {
    renderLogin();
    const user = await openSmsTab();
    await user.type(await mobileInput(), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('SMS sent', {}, SLOW);
    const wrong = (await smsCode()) === '000000' ? '111111' : '000000';
    await user.type(codeInput(), wrong);
    await user.click(submitButton());
    expect(await screen.findByText('Incorrect username or password', {}, SLOW)).toBeInTheDocument();
    expect(await mobileInput()).toHaveValue(MOBILE);
    expect(codeInput()).toHaveValue(wrong);
    expect(sessionStore.getState().info).toBeNull();
  });

  it('asks for the code only once the mobile number is valid', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await openSmsTab();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(await mobileInput()).toHaveFocus();

    await user.type(await mobileInput(), '0945abc');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number (at least 7 digits)')).toBeInTheDocument();

    await user.clear(await mobileInput());
    await user.type(await mobileInput(), '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('At most 20 characters')).toBeInTheDocument();

    expect(requests.paths.filter((p) => p.includes('/wps/verification'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('checks the SMS code: required, digits only, 4 to 10 digits', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await openSmsTab();
    await user.type(await mobileInput(), MOBILE);
    await user.click(submitButton());
    expect(await screen.findByText('Please enter the SMS code')).toBeInTheDocument();
    expect(codeInput()).toHaveFocus();
    await user.type(codeInput(), '12ab');
    await user.tab();
    expect(await screen.findByText('Digits only')).toBeInTheDocument();
    await user.clear(codeInput());
    await user.type(codeInput(), '12345678901');
    await user.tab();
    expect(await screen.findByText('The SMS code is 4-10 digits long')).toBeInTheDocument();
    await user.clear(codeInput());
    await user.type(codeInput(), '123');
    await user.click(submitButton());
    const error = await screen.findByText('The SMS code is 4-10 digits long');
    expect(codeInput()).toHaveAccessibleDescription(error.textContent!);
    expect(codeInput()).toHaveValue('123');
    expect(requests.paths.filter((p) => p.includes('/wps/session/login'))).toEqual([]);
    expect(sessionStore.getState().info).toBeNull();
  });

  it('shows why sending failed and lets the person try again', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/verification/sms/noLogin', status: 503, times: 1 });
    renderLogin();
    const user = await openSmsTab();
    await user.type(await mobileInput(), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent', {}, SLOW)).toBeInTheDocument();
  });
});

describe('login page: SMS countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down expiredMinutes × 60 s and cannot be pressed meanwhile', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openSmsTab(user);
    await user.type(await mobileInput(), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');

    // The sim answers expiredMinutes: 5.
    const counting = await screen.findByRole('button', { name: 'Get a new code in 300 s' }, SLOW);
    expect(counting).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('SMS sent');
    await user.click(counting);
    expect(requests.paths.filter((p) => p === 'POST /wps/verification/sms/noLogin')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('SMS sent')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new code in 299 s' })).toHaveTextContent('299 s');

    act(() => jest.advanceTimersByTime(298_000));
    expect(screen.getByRole('button', { name: 'Get a new code in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
