import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import { login, rememberedCredentials, sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import '../../i18n/access/namespace';
import ChangePasswordPage from './change-password-page';

const SLOW = { timeout: 15_000 };
const { member } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'NewPass99';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderChange() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/changePsw" element={<ChangePasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/changePsw' },
  );
}

const logInAs = (username: string, password: string) =>
  login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');

let platform: Platform;
let sent: string[];

beforeEach(async () => {
  platform = createPlatform();
  sent = [];
  useInProcessPlatform({
    fetch: (request) => (sent.push(`${request.method} ${new URL(request.url).pathname}`), platform.fetch(request)),
  });
  await setupI18n('EN');
  resetSession();
  localStorage.clear();
  toastStore.setState({ toasts: [] });
});

afterEach(() => jest.useRealTimers());

const oldInput = () => screen.getByLabelText(/^Old password/);
const newInput = () => screen.getByLabelText(/^New password/);
const confirmInput = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole('button', { name: 'Save' });
const passwordCalls = () => sent.filter((s) => s === 'PUT /wps/member/password');

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm = next) {
  await user.type(await screen.findByLabelText(/^Old password/, {}, SLOW), old);
  await user.type(newInput(), next);
  if (confirm) await user.type(confirmInput(), confirm);
}

describe('change password: access', () => {
  it('sends a visitor without a session home', async () => {
    renderChange();
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
  });

  it('tells a trial player to log in with a real account', async () => {
    sessionStore
      .getState()
      .login({ token: 't', merchantCode: 'MC99', userName: 'TRIAL_ABCD', type: 0 }, { trial: true });
    renderChange();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Please login an actual account to use this function',
    );
    expect(screen.queryByLabelText(/^Old password/)).not.toBeInTheDocument();
  });
});

describe('change password: member', () => {
  beforeEach(() => logInAs(member.username, member.password));

  it('shows the username read-only and asks for the old password, since no password is held', async () => {
    renderChange();
    expect(await screen.findByRole('heading', { name: 'Change password' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(oldInput()).toHaveAttribute('type', 'password');
  });

  it('requires the confirmation and says when it does not match, sending nothing', async () => {
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, NEW_PASSWORD, '');
    await user.click(submit());
    expect(await screen.findByText('Enter password')).toBeInTheDocument();
    expect(confirmInput()).toHaveFocus();

    await user.type(confirmInput(), 'NewPass98');
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.click(submit());
    expect(passwordCalls()).toEqual([]);
    expect(newInput()).toHaveValue(NEW_PASSWORD);
    expect(oldInput()).toHaveValue(member.password);

    // Changing the new password re-checks the confirmation.
    await user.clear(newInput());
    await user.type(newInput(), 'NewPass98');
    expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument();
  });

  it('checks the new password with the password rule', async () => {
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, 'abc', 'abc');
    await user.click(submit());
    expect(await screen.findByText('6-20 English letters, digits or symbols, no spaces')).toBeInTheDocument();
    expect(newInput()).toHaveFocus();
    expect(passwordCalls()).toEqual([]);
  });

  it.each([
    ['😀🎰💰😀🎰💰', '6-20 English letters, digits or symbols, no spaces'],
    ['\u202Eمرحبا123', 'This contains hidden control characters. Please delete it and type it again'],
  ])('refuses the new password %p under its field, keeping it, sending nothing', async (password, message) => {
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, password, password);
    await user.click(submit());
    const error = await screen.findByText(message);
    expect(newInput()).toHaveAttribute('aria-invalid', 'true');
    expect(newInput()).toHaveAccessibleDescription(error.textContent!);
    expect(newInput()).toHaveValue(password);
    expect(passwordCalls()).toEqual([]);
  });

  it('refuses a new password equal to the old one with a popup, keeping what was typed', async () => {
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, member.password);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The new password and the old password cannot be the same');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(passwordCalls()).toEqual([]);
    expect(newInput()).toHaveValue(member.password);
  });

  it('saves, shows "saved" for 1 s, goes home, and the platform takes only the new password', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderChange();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fill(user, member.password, NEW_PASSWORD);
    await user.click(submit());
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(passwordCalls()).toHaveLength(1);

    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
    jest.useRealTimers();

    // The session that changed the password stays; a fresh login needs the new one.
    expect(sessionStore.getState().info?.userName).toBe('demo01');
    resetSession();
    await expect(logInAs(member.username, member.password)).rejects.toMatchObject({ code: 'login.failed' });
    await expect(logInAs(member.username, NEW_PASSWORD)).resolves.toMatchObject({ userName: 'demo01' });
  });

  it('re-encodes the remembered password of this account', async () => {
    await rememberedCredentials.save({
      type: 'username',
      username: 'demo01',
      password: member.password,
      countryDialingCode: null,
    });
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/home');
    expect(await rememberedCredentials.load('username')).toMatchObject({ username: 'demo01', password: NEW_PASSWORD });
    expect(localStorage.getItem('MC_REMEMBERED')).not.toContain(NEW_PASSWORD);
  });

  it('says under the old password that it is wrong, hides the loading notice and keeps everything typed', async () => {
    renderChange();
    const user = userEvent.setup();
    await fill(user, 'Wrong1234', NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByText('Old password incorrect', {}, SLOW)).toBeInTheDocument();
    expect(oldInput()).toHaveAttribute('aria-invalid', 'true');
    expect(oldInput()).toHaveFocus();
    expect(toastStore.getState().toasts).toEqual([]);
    expect(oldInput()).toHaveValue('Wrong1234');
    expect(newInput()).toHaveValue(NEW_PASSWORD);
    expect(confirmInput()).toHaveValue(NEW_PASSWORD);
    expect(submit()).toBeEnabled();

    // Editing the old password takes the server's message away.
    await user.type(oldInput(), 'x');
    expect(screen.queryByText('Old password incorrect')).not.toBeInTheDocument();
  });

  it('shows a server failure above the button and keeps everything typed', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/member/password', status: 503 });
    renderChange();
    const user = userEvent.setup();
    await fill(user, member.password, NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
    expect(toastStore.getState().toasts).toEqual([]);
    expect(newInput()).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the page in Burmese', async () => {
    await setupI18n('MY');
    renderChange();
    expect(await screen.findByRole('heading', { name: 'စကားဝှက် ပြောင်းရန်' }, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'သိမ်းရန်' }));
    // Old, new and confirmation are all empty; in Burmese the three messages read the same.
    expect(await screen.findAllByText('စကားဝှက် ထည့်ပါ', { selector: '.mc-field__error' })).toHaveLength(3);
  });
});
