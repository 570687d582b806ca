import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import * as v from 'valibot';
import { api, login, postEncrypted, sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import '../../i18n/access/namespace';
import ForgetPasswordPage from './forget-password-page';

const SLOW = { timeout: 15_000 };
const { member } = DEMO_ACCOUNTS;
const MOBILE = '09450000001';

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <Link to="/m/forget">Forgot password?</Link>
    </>
  );
}

function renderForget(route = '/m/forget') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/forget" element={<ForgetPasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

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
  toastStore.setState({ toasts: [] });
});

afterEach(() => jest.useRealTimers());

const setSwitch = (on: boolean) => simAdmin(platform, 'switches', { CHNGPASSVERIF3: on });
const emailTab = () => screen.getByRole('tab', { name: 'By e-mail' });
const phoneTab = () => screen.getByRole('tab', { name: 'By mobile number' });

describe('forgot password: method', () => {
  it('starts on the phone method when CHNGPASSVERIF3 is on, and switches to e-mail keeping what was typed', async () => {
    await setSwitch(true);
    renderForget();
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'By mobile number' }, SLOW)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), MOBILE);
    expect(screen.queryByRole('button', { name: 'Retrieve password' })).not.toBeInTheDocument();

    await user.click(emailTab());
    expect(emailTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Retrieve password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();

    await user.click(phoneTab());
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue(MOBILE);
  });

  it('offers only the e-mail method when CHNGPASSVERIF3 is off', async () => {
    await setSwitch(false);
    renderForget();
    expect(await screen.findByRole('button', { name: 'Retrieve password' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
  });

  it('shows a failure to load the switches with a way to retry', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/whitelabel/switches', status: 503, times: 1 });
    renderForget();
    expect(await screen.findByText('The server had a problem. Please try again.', {}, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'By mobile number' }, SLOW)).toBeInTheDocument();
  });

  it('goes home from its own top bar', async () => {
    renderForget();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });
});

describe('forgot password: by e-mail', () => {
  beforeEach(() => setSwitch(false));

  const usernameInput = () => screen.findByLabelText(/^Username/, {}, SLOW);
  const emailInput = () => screen.getByLabelText(/^E-mail/);
  const submit = () => screen.getByRole('button', { name: 'Retrieve password' });

  it('shows a message under each empty field, focuses the first and sends nothing', async () => {
    renderForget();
    const user = userEvent.setup();
    await usernameInput();
    await user.click(submit());
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(await usernameInput()).toHaveFocus();
    expect(sent.filter((s) => s.includes('/wps/password'))).toEqual([]);
  });

  it.each([
    ['missing @', 'demo01example.com'],
    ['4-letter suffix', 'demo01@example.info'],
    ['4 suffix groups', 'demo01@example.co.uk.au.nz'],
  ])('refuses an e-mail with %s, keeping what was typed', async (_label, email) => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await usernameInput(), member.username);
    await user.type(emailInput(), email);
    await user.click(submit());
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
    expect(emailInput()).toHaveValue(email);
    expect(await usernameInput()).toHaveValue(member.username);
    expect(sent.filter((s) => s.includes('/wps/password'))).toEqual([]);
  });

  it('sends the trimmed username and e-mail, says the password is out, then goes back after 1 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderForget('/m/mine');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await user.type(await usernameInput(), `  ${member.username} `);
    await user.type(emailInput(), ' demo01@example.com  ');
    await user.click(submit());

    const notice = await screen.findByText('Your password has been sent to your e-mail', {}, SLOW);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(submit()).toBeDisabled();
    expect(await simAdmin(platform, `mail?username=${member.username}`)).toMatchObject({ to: 'demo01@example.com' });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/mine');
  });

  it('goes home after the notice when the page was opened directly', async () => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await usernameInput(), member.username);
    await user.type(emailInput(), 'demo01@example.com');
    await user.click(submit());
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/home');
  });

  it('says when the username and e-mail match no account, keeping both', async () => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await usernameInput(), member.username);
    await user.type(emailInput(), 'someone@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Sorry, the user does not exist or is disabled',
    );
    expect(emailInput()).toHaveValue('someone@example.com');
    expect(submit()).toBeEnabled();
    expect(toastStore.getState().toasts).toEqual([]);
    expect(await simAdmin(platform, `mail?username=${member.username}`)).toBeNull();
  });

  it('shows a server failure', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/password/email', status: 503 });
    renderForget();
    const user = userEvent.setup();
    await user.type(await usernameInput(), member.username);
    await user.type(emailInput(), 'demo01@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
  });

  it('links to customer service', async () => {
    renderForget();
    expect(await screen.findByRole('link', { name: 'Need help? Contact customer service' }, SLOW)).toHaveAttribute(
      'href',
      '/m/service',
    );
  });
});

describe('forgot password: by phone', () => {
  beforeEach(() => setSwitch(true));

  const mobileInput = () => screen.findByLabelText(/^Mobile number/, {}, SLOW);
  const codeInput = () => screen.getByLabelText(/^SMS code/);
  const passwordInput = () => screen.getByLabelText(/^New password/);
  const submit = () => screen.getByRole('button', { name: 'Set new password' });

  async function requestCode(user: ReturnType<typeof userEvent.setup>, mobileNum = MOBILE) {
    await user.type(await mobileInput(), mobileNum);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent', {}, SLOW)).toBeInTheDocument();
    const { code } = (await simAdmin(platform, `sms?mobileNum=${mobileNum}&purpose=reset`)) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }

  it('asks for a valid mobile number before sending a code', async () => {
    renderForget();
    const user = userEvent.setup();
    await mobileInput();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(sent.filter((s) => s.includes('/sms/'))).toEqual([]);
  });

  it('keeps submit disabled until every field is touched and valid', async () => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await mobileInput(), MOBILE);
    expect(submit()).toBeDisabled();
    await user.type(codeInput(), '123456');
    expect(submit()).toBeDisabled();
    await user.type(passwordInput(), 'abc');
    expect(submit()).toBeDisabled();
    await user.type(passwordInput(), '123');
    expect(submit()).toBeEnabled();
    await user.type(codeInput(), 'x');
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['😀🎰💰😀🎰💰', '6-20 English letters, digits or symbols, no spaces'],
    ['\u202Eمرحبا123', 'This contains hidden control characters. Please delete it and type it again'],
  ])('refuses the new password %p under its field and keeps submit disabled', async (password, message) => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await mobileInput(), MOBILE);
    await user.type(codeInput(), '123456');
    await user.type(passwordInput(), password);
    await user.tab();
    const error = await screen.findByText(message);
    expect(passwordInput()).toHaveAccessibleDescription(error.textContent!);
    expect(passwordInput()).toHaveValue(password);
    expect(submit()).toBeDisabled();
  });

  it('refuses a 3-digit SMS code under its field', async () => {
    renderForget();
    const user = userEvent.setup();
    await user.type(await mobileInput(), MOBILE);
    await user.type(codeInput(), '123');
    await user.type(passwordInput(), 'NewPass99');
    const error = await screen.findByText('The SMS code is 4-10 digits long');
    expect(codeInput()).toHaveAccessibleDescription(error.textContent!);
    expect(submit()).toBeDisabled();
    expect(sent.filter((s) => s.includes('/wps/password/phone'))).toEqual([]);
  });

  /** A member who registered by mobile without a username: the platform makes the number the username. */
  async function registerByMobile(mobileNum: string, password: string) {
    await simAdmin(platform, 'register-settings', {
      captcha: false,
      fields: { username: { enabled: false, required: false }, birthday: { enabled: false, required: false } },
    });
    await api.post('/wps/verification/sms/register', {
      json: { mobileNo: mobileNum, countryDialingCode: '95' },
      schema: v.unknown(),
    });
    const { code } = (await simAdmin(platform, `sms?mobileNum=${mobileNum}&purpose=register`)) as { code: string };
    const payload = {
      registerMethod: 'H5',
      mobileNum,
      verificationCode: code,
      password,
      confirmPassword: password,
      countryDialingCode: '95',
      type: 0,
    };
    await postEncrypted('put', '/wps/member/register', payload, v.unknown(), 'REGISTER_REE3');
  }

  const logInAs = (username: string, password: string) =>
    login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');

  it('sets the new password and logs in with the mobile number as username and that password', async () => {
    const own = '09451234567';
    await registerByMobile(own, 'Start1234');
    renderForget();
    const user = userEvent.setup();
    const code = await requestCode(user, own);
    expect(screen.getByRole('button', { name: /Get a new code in \d+ s/ })).toBeDisabled();
    await user.type(codeInput(), code);
    await user.type(passwordInput(), 'NewPass99');
    await user.click(submit());
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/home');
    expect(sessionStore.getState().info).toMatchObject({ userName: own });
    expect(toastStore.getState().toasts).toEqual([]);

    // The platform now takes the new password and refuses the old one.
    resetSession();
    await expect(logInAs(own, 'Start1234')).rejects.toMatchObject({ code: 'login.failed' });
    await expect(logInAs(own, 'NewPass99')).resolves.toMatchObject({ userName: own });
  });

  it('sends the member to log in by hand when the login after the reset is refused', async () => {
    renderForget();
    const user = userEvent.setup();
    const code = await requestCode(user);
    await simAdmin(platform, 'faults', { path: '/wps/session/login', status: 200, code: 'login.failed' });
    await user.type(codeInput(), code);
    await user.type(passwordInput(), 'NewPass99');
    await user.click(submit());
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/login');
    expect(screen.getByText('Your new password is set. Please log in.')).toBeInTheDocument();
    expect(sessionStore.getState().info).toBeNull();

    await simAdmin(platform, 'faults', undefined, 'DELETE');
    await expect(logInAs(member.username, member.password)).rejects.toMatchObject({ code: 'login.failed' });
    await expect(logInAs(member.username, 'NewPass99')).resolves.toMatchObject({ userName: member.username });
  });

  it('clears the password, keeping the code, when the new password is the old one', async () => {
    renderForget();
    const user = userEvent.setup();
    const code = await requestCode(user);
    await user.type(codeInput(), code);
    await user.type(passwordInput(), member.password);
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The new password and the old password cannot be the same',
    );
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveFocus();
    expect(codeInput()).toHaveValue(code);
    expect(await mobileInput()).toHaveValue(MOBILE);
    expect(submit()).toBeDisabled();
    expect(sessionStore.getState().info).toBeNull();
  });

  it('clears the SMS code, keeping the password, when the code is wrong', async () => {
    renderForget();
    const user = userEvent.setup();
    const code = await requestCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(codeInput(), wrong);
    await user.type(passwordInput(), 'NewPass99');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Verification code error');
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).toHaveFocus();
    expect(passwordInput()).toHaveValue('NewPass99');
    expect(sessionStore.getState().info).toBeNull();
  });

  it('clears the SMS code on a server failure too', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/password/phone', status: 503 });
    renderForget();
    const user = userEvent.setup();
    await user.type(await mobileInput(), MOBILE);
    await user.type(codeInput(), '123456');
    await user.type(passwordInput(), 'NewPass99');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
    expect(codeInput()).toHaveValue('');
    expect(passwordInput()).toHaveValue('NewPass99');
  });
});

describe('forgot password: Burmese', () => {
  it('shows its texts and its e-mail message in Burmese', async () => {
    await setSwitch(false);
    await setupI18n('MY');
    renderForget();
    expect(await screen.findByRole('heading', { name: 'စကားဝှက် မေ့နေပါသလား' }, SLOW)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^အီးမေးလ်/, {}, SLOW), 'bad');
    await user.tab();
    const form = screen.getByRole('button', { name: 'စကားဝှက် ပြန်ရယူရန်' }).closest('form')!;
    await waitFor(() => expect(within(form).getByText('အီးမေးလ် ပုံစံ မမှန်ကန်ပါ')).toBeInTheDocument());
  });
});
