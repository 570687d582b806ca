import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform, toastStore } from '@mc/shared-kernel/testing';
import { sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  birthdayInput,
  captchaAnswer,
  captchaInput,
  confirmInput,
  fillUsernameForm,
  passwordInput,
  recordRequests,
  renderRegister,
  setBirthday,
  SLOW,
  submitButton,
  textbox,
  usernameInput,
  waitForForm,
  where,
  yearsAgo,
} from './testing/render-register';

jest.setTimeout(30_000);

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});
afterEach(() => act(() => toastStore.setState({ toasts: [] })));

const registerCalls = (paths: string[]) => paths.filter((p) => p === 'PUT /wps/member/register');

describe('register page: by username', () => {
  it('registers a new member, logs them in and goes home', async () => {
    renderRegister();
    const user = await fillUsernameForm();
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({
      userName: 'newbie01',
      type: 0,
      merchantCode: 'MC01',
      firstTimeLogin: true,
    });
    expect(sessionStorage.getItem('MC_SESSION_INFO')).not.toContain('Secret12');
    expect(screen.getByRole('status')).toHaveTextContent('Registered successfully');
  });

  it('shows a taken username under the field, focuses it, keeps what was typed and renews the captcha', async () => {
    renderRegister();
    const user = await fillUsernameForm({ username: DEMO_ACCOUNTS.member.username });
    const firstAnswer = await captchaAnswer(platform);
    await user.type(captchaInput(), firstAnswer);
    await user.click(submitButton());
    expect(await screen.findByText('Sorry, the username already exists', {}, SLOW)).toHaveClass('mc-field__error');
    expect(await usernameInput()).toHaveFocus();
    expect(await usernameInput()).toHaveValue(DEMO_ACCOUNTS.member.username);
    expect(passwordInput()).toHaveValue('Secret12');
    expect(confirmInput()).toHaveValue('Secret12');
    expect(birthdayInput()).toHaveValue('1990-01-02');
    // The platform forgets a captcha once an attempt used it: the old answer goes with the old image.
    expect(captchaInput()).toHaveValue('');
    await waitFor(async () =>
      expect(((await simAdmin(platform, 'captcha')) as { answer: string | null }).answer).not.toBeNull(),
    );
    expect(sessionStore.getState().info).toBeNull();

    // Fixing the username and answering the new captcha goes through.
    await user.clear(await usernameInput());
    await user.type(await usernameInput(), 'newbie02');
    await user.type(captchaInput(), ((await simAdmin(platform, 'captcha')) as { answer: string }).answer);
    await user.click(submitButton());
    expect(await where()).toHaveTextContent('/m/home');
    expect(sessionStore.getState().info?.userName).toBe('newbie02');
  });

  it('puts a wrong captcha under the captcha field with a new image', async () => {
    renderRegister();
    const user = await fillUsernameForm();
    const answer = await captchaAnswer(platform);
    await user.type(captchaInput(), answer === '0000' ? '1111' : '0000');
    await user.click(submitButton());
    expect(await screen.findByText('Verification code error. Please enter the new code', {}, SLOW)).toBeInTheDocument();
    expect(captchaInput()).toHaveFocus();
    expect(captchaInput()).toHaveValue('');
    expect(await usernameInput()).toHaveValue('newbie01');
  });
});

describe('register page: validation', () => {
  it('checks every field on submit, focuses the first invalid one and sends nothing', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    await user.click(submitButton());
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the confirmation password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the date of birth')).toBeInTheDocument();
    expect(screen.getByText('Please write the code')).toBeInTheDocument();
    expect(await usernameInput()).toHaveFocus();
    expect(await usernameInput()).toHaveAttribute('aria-invalid', 'true');

    // The next submit focuses the first field still wrong.
    await user.type(await usernameInput(), 'newbie01');
    await user.click(submitButton());
    expect(passwordInput()).toHaveFocus();
    expect(registerCalls(requests.paths)).toEqual([]);
  });

  it('shows a message when a field is left with a wrong value, and drops it once fixed', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'ab');
    await user.tab();
    expect(await screen.findByText('Use 4-16 characters')).toBeInTheDocument();
    await user.type(await usernameInput(), 'c d');
    expect(await screen.findByText('Account format is incorrect: letters, digits or _ only')).toBeInTheDocument();
    await user.type(await usernameInput(), '{Backspace}{Backspace}d');
    expect(screen.queryByText(/Account format is incorrect/)).not.toBeInTheDocument();
    expect(await usernameInput()).toHaveValue('abcd');

    await user.type(textbox(/^E-mail/), 'demo@example');
    await user.tab();
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
  });

  it('re-checks the confirmation when the password changes', async () => {
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    await user.type(passwordInput(), 'Secret12');
    await user.type(confirmInput(), 'Secret12');
    await user.tab();
    expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument();
    await user.type(passwordInput(), '3');
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.type(confirmInput(), '3');
    expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show' })[0]!);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(confirmInput()).toHaveAttribute('type', 'password');
  });

  it('refuses an under-age member before sending anything', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderRegister();
    const user = await fillUsernameForm({ birthday: yearsAgo(18, 1) });
    await user.type(captchaInput(), await captchaAnswer(platform));
    expect(await screen.findByText('You must be at least 18 years old to register')).toBeInTheDocument();
    await user.click(submitButton());
    expect(birthdayInput()).toHaveFocus();
    expect(registerCalls(requests.paths)).toEqual([]);

    // On the 18th birthday it goes through.
    setBirthday(yearsAgo(18));
    expect(screen.queryByText('You must be at least 18 years old to register')).not.toBeInTheDocument();
  });

  it('refuses a date of birth of 1800-01-01 under the field, and the picker starts 120 years back', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderRegister();
    const user = await fillUsernameForm({ birthday: '1800-01-01' });
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    const error = await screen.findByText('Please check the year: the date of birth cannot be more than 120 years ago');
    expect(birthdayInput()).toHaveAccessibleDescription(error.textContent!);
    expect(birthdayInput()).toHaveFocus();
    expect(birthdayInput()).toHaveValue('1800-01-01');
    expect(birthdayInput()).toHaveAttribute('min', yearsAgo(121, 1));
    expect(registerCalls(requests.paths)).toEqual([]);
  });

  it('refuses a nickname with a bidi override and an emoji password under their fields, keeping them', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderRegister();
    const user = await fillUsernameForm({ password: '😀🎰💰😀🎰💰' });
    await user.type(textbox(/^Nickname/), '\u202EVIP');
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    const passwordError = await screen.findByText(
      'Password format is incorrect: English letters, digits and symbols only, no spaces',
    );
    expect(passwordInput()).toHaveAccessibleDescription(passwordError.textContent!);
    const nicknameError = screen.getByText(
      'This contains hidden control characters. Please delete it and type it again',
    );
    expect(textbox(/^Nickname/)).toHaveAccessibleDescription(nicknameError.textContent!);
    expect(textbox(/^Nickname/)).toHaveValue('\u202EVIP');
    expect(passwordInput()).toHaveValue('😀🎰💰😀🎰💰');
    expect(registerCalls(requests.paths)).toEqual([]);
  });

  it('asks 21 years where the merchant says so', async () => {
    await simAdmin(platform, 'register-settings', { minAge: 21 });
    renderRegister();
    await usernameInput();
    setBirthday(yearsAgo(20));
    expect(await screen.findByText('You must be at least 21 years old to register')).toBeInTheDocument();
    setBirthday(yearsAgo(21));
    expect(screen.queryByText('You must be at least 21 years old to register')).not.toBeInTheDocument();
  });

  it('shows a QQ field with the required star when the settings ask for it', async () => {
    await simAdmin(platform, 'register-settings', { fields: { qqNum: { enabled: true, required: true } } });
    renderRegister();
    const user = userEvent.setup();
    const qq = await screen.findByRole('textbox', { name: /^QQ number/ });
    expect(qq).toHaveAttribute('aria-required', 'true');
    expect(qq.closest('.mc-field')?.querySelector('.mc-field__required')).toHaveTextContent('*');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter the QQ number')).toBeInTheDocument();
    await user.type(qq, '12a45');
    expect(await screen.findByText('Digits only')).toBeInTheDocument();
  });

  it('leaves optional fields without a star and lets them stay empty', async () => {
    renderRegister();
    await usernameInput();
    expect(textbox(/^E-mail/)).not.toHaveAttribute('aria-required');
    expect(textbox(/^Nickname/)).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('textbox', { name: /^QQ number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^SMS code/ })).not.toBeInTheDocument();
  });
});

describe('register page: agreement', () => {
  it('keeps the button disabled until the agreement is ticked (ticked at first)', async () => {
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    const agreement = screen.getByRole('checkbox', { name: /I have read and agree to the User Agreement/ });
    expect(agreement).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/m/useragreement');
    await user.click(agreement);
    expect(submitButton()).toBeDisabled();
    await user.click(agreement);
    expect(submitButton()).toBeEnabled();
  });

  it('shows the agreement over the form without losing what was typed or the tick', async () => {
    renderRegister();
    const user = await fillUsernameForm();
    await user.click(screen.getByRole('link', { name: 'User Agreement' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'User agreement' }, SLOW)).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    // The form stays mounted under the dialog, hidden from the accessibility tree while the dialog is open.
    expect(screen.getByRole('checkbox', { name: /I have read and agree/, hidden: true })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(await usernameInput()).toHaveValue('newbie01');
    expect(passwordInput()).toHaveValue('Secret12');
  });
});

describe('register page: failures', () => {
  it('shows a server failure above the button and keeps everything typed', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/member/register', status: 503 });
    renderRegister();
    const user = await fillUsernameForm();
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await screen.findByText('The server had a problem. Please try again.', {}, SLOW)).toHaveClass(
      'mem-reg__alert',
    );
    expect(await usernameInput()).toHaveValue('newbie01');
    expect(passwordInput()).toHaveValue('Secret12');
    expect(submitButton()).toBeEnabled();
    expect(sessionStore.getState().info).toBeNull();
  });

  it('shows why the settings could not load and retries', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/register/settings', status: 503, times: 1 });
    renderRegister();
    expect(await screen.findByText('The server had a problem. Please try again.', {}, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitForForm();
    expect(await usernameInput()).toBeInTheDocument();
  });

  it('says registration is closed when no method is offered', async () => {
    await simAdmin(platform, 'register-settings', { methods: { username: false, mobile: false } });
    renderRegister();
    expect(await screen.findByText('Registration is not available at the moment.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Register/ })).not.toBeInTheDocument();
  });
});

describe('register page: navigation', () => {
  it('goes back home and links to login', async () => {
    renderRegister();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await where()).toHaveTextContent('/m/home');
  });
});

describe('register page: social sign-in', () => {
  it('offers the providers switched on, on the username method only, and signs the linked member in', async () => {
    await simAdmin(platform, 'switches', { FACEBOOKLOGIN3: true });
    renderRegister();
    const user = userEvent.setup();
    const facebook = await screen.findByRole('button', { name: 'Continue with Facebook' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await where()).toHaveTextContent('/m/home');
    expect(sessionStore.getState().info?.userName).toBe(DEMO_ACCOUNTS.member.username);
    expect(facebook).not.toBeInTheDocument();
  });

  it('shows no provider while their switches are off', async () => {
    const { client } = renderRegister();
    await usernameInput();
    await waitFor(() => expect(client.getQueryData(['whitelabel', 'switches'])).toBeDefined());
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
  });
});

describe('register page: Burmese', () => {
  it('shows its texts and messages in Burmese', async () => {
    await setupI18n('MY');
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'စာရင်းသွင်းရန်' }, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'စာရင်းသွင်းရန်' }, SLOW));
    expect(await screen.findByText('အသုံးပြုသူအမည် ထည့်ပါ', { selector: '.mc-field__error' })).toBeInTheDocument();
    expect(screen.getByText('အတည်ပြု စကားဝှက်ကို ထည့်ပါ')).toBeInTheDocument();
  });
});
