import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { changeLanguage, configureApi, sessionStore, switchesQuery } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  captchaInput,
  fillAndSubmit,
  passwordInput,
  recordRequests,
  renderLogin,
  SLOW,
  submitButton,
  usernameInput,
  where,
} from './testing/render-login';

const { member, agent } = DEMO_ACCOUNTS;

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});

describe('login page: validation', () => {
  it('shows a message under each empty field on submit and sends nothing', async () => {
    const paths: string[] = [];
    useInProcessPlatform({ fetch: (request) => (paths.push(new URL(request.url).pathname), platform.fetch(request)) });
    renderLogin();
    const user = userEvent.setup();
    await usernameInput();
    await user.click(submitButton());
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(await usernameInput()).toHaveFocus();
    expect(await usernameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(paths.filter((p) => p.startsWith('/wps/session'))).toEqual([]);
    expect(sessionStore.getState().info).toBeNull();
  });

  it('checks a field when it loses focus: too short, spaces', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'abc');
    await user.tab();
    expect(await screen.findByText('4-16 letters, digits or _')).toBeInTheDocument();

    await user.type(passwordInput(), 'abc 12345');
    await user.tab();
    expect(await screen.findByText('6-20 characters, no spaces')).toBeInTheDocument();

    // Fixing a field clears its message as the person types; nothing typed is lost.
    await user.type(await usernameInput(), 'd');
    expect(screen.queryByText('4-16 letters, digits or _')).not.toBeInTheDocument();
    expect(await usernameInput()).toHaveValue('abcd');
    expect(passwordInput()).toHaveValue('abc 12345');
  });

  it('rejects a username with a space', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'demo 01');
    await user.type(passwordInput(), member.password);
    await user.click(submitButton());
    expect(await screen.findByText('4-16 letters, digits or _')).toBeInTheDocument();
    expect(sessionStore.getState().info).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    await usernameInput();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });
});

describe('login page: member portal', () => {
  it('logs a member in, stores the session and goes home', async () => {
    renderLogin();
    await fillAndSubmit(member.username, member.password);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'demo01', type: 0, merchantCode: 'MC01' });
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toContain('demo01');
    expect(sessionStorage.getItem('MC_SESSION_INFO')).not.toContain(member.password);
  });

  it('returns to the page the guard sent the person from', async () => {
    renderLogin('/m/withdraw?from=menu');
    await fillAndSubmit(member.username, member.password);
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/withdraw?from=menu');
  });

  it('says the username or password is wrong and keeps what was typed', async () => {
    renderLogin();
    await fillAndSubmit(member.username, 'Wrong1234');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Incorrect username or password');
    expect(await usernameInput()).toHaveValue('demo01');
    expect(passwordInput()).toHaveValue('Wrong1234');
    expect(submitButton()).toBeEnabled();
    expect(sessionStore.getState().info).toBeNull();
  });

  it('refuses an agent account on the member portal', async () => {
    renderLogin();
    await fillAndSubmit(agent.username, agent.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Non-member account unable to login');
    expect(sessionStore.getState().info).toBeNull();
  });

  it('shows a server failure and keeps the typed username', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/session/login', status: 500 });
    renderLogin();
    await fillAndSubmit(member.username, member.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
    expect(await usernameInput()).toHaveValue('demo01');
    expect(sessionStore.getState().info).toBeNull();
  });

  it('shows the network-slow message when the login times out', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/session/key', delayMs: 60_000 });
    configureApi({
      baseUrl: () => 'http://platform.test',
      timeoutMs: () => 200,
      fetch: (input, init) => platform.fetch(new Request(input as RequestInfo, init)),
    });
    renderLogin();
    await fillAndSubmit(member.username, member.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Network slow');
  });
});

describe('login page: agent portal', () => {
  it('refuses a member account on the agent portal', async () => {
    renderLogin('/m/login?portal=agent');
    expect(await screen.findByRole('tab', { name: 'Agent login' })).toHaveAttribute('aria-selected', 'true');
    await fillAndSubmit(member.username, member.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Non-agents cannot log in');
  });

  it('switches portal, clears the last refusal and sends an agent to the agent home', async () => {
    renderLogin();
    const user = await fillAndSubmit(agent.username, agent.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Non-member account unable to login');

    await user.click(screen.getByRole('tab', { name: 'Agent login' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await usernameInput()).toHaveValue('agent01');
    await user.click(submitButton());
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent(/^\/m\/agent-home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'agent01', type: agent.type });
  });
});

describe('login page: links', () => {
  it('links to forgot password, register and home', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(await screen.findByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('hides the register link when direct registration is off', async () => {
    await simAdmin(platform, 'switches', { DIRECTREG3: false });
    const { client } = renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    // An absence means something only once the switches have arrived.
    await waitFor(() => expect(client.getQueryData(switchesQuery.queryKey)).toMatchObject({ DIRECTREG3: false }));
    expect(screen.queryByRole('link', { name: 'Register now' })).not.toBeInTheDocument();
    expect(screen.queryByText('No account yet?')).not.toBeInTheDocument();
  });
});

describe('login page: Burmese', () => {
  it('shows its texts and the shared validation messages in Burmese', async () => {
    await setupI18n('MY');
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'အကောင့်ဝင်ရန်' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ဝင်ရောက်ရန်' }));
    expect(await screen.findByText('အသုံးပြုသူအမည် ထည့်ပါ', { selector: '.mc-field__error' })).toBeInTheDocument();
  });
});

describe('login page: captcha', () => {
  const captchaImage = () => screen.findByRole('img', { name: 'Verification code picture' });
  const answer = async () => ((await simAdmin(platform, 'captcha')) as { answer: string | null }).answer;

  it('stays hidden until a failed login asks for it, then shows the image and a required field', async () => {
    await simAdmin(platform, 'require-captcha', { username: member.username });
    renderLogin();
    expect(await usernameInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Verification code/ })).not.toBeInTheDocument();

    const user = await fillAndSubmit(member.username, member.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Please enter the verification code');
    expect((await captchaImage()).getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    await user.click(submitButton());
    expect(await screen.findByText('Please write the code')).toBeInTheDocument();
    expect(captchaInput()).toHaveFocus();
    await user.type(captchaInput(), '12a');
    await user.tab();
    expect(await screen.findByText('Digits only')).toBeInTheDocument();
    await user.type(captchaInput(), '4567');
    expect(await screen.findByText('At most 6 characters')).toBeInTheDocument();
  });

  it('refreshes the image after a wrong answer and logs in with the right one', async () => {
    await simAdmin(platform, 'require-captcha', { username: member.username });
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await fillAndSubmit(member.username, member.password);
    const first = (await captchaImage()).getAttribute('src');
    const firstAnswer = await answer();
    expect(firstAnswer).toMatch(/^\d+$/);

    const wrong = String((Number(firstAnswer) + 1) % 10 ** firstAnswer!.length).padStart(firstAnswer!.length, '0');
    await user.type(captchaInput(), wrong);
    await user.click(submitButton());
    // The failed attempt used the captcha up: a new one is fetched and the old answer cleared.
    await waitFor(() => expect(requests.paths.filter((p) => p === 'GET /wps/captcha')).toHaveLength(2), SLOW);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Verification code picture' }).getAttribute('src')).not.toBe(first),
    );
    expect(captchaInput()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the verification code');
    expect(sessionStore.getState().info).toBeNull();

    await user.type(captchaInput(), (await answer())!);
    await user.click(submitButton());
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'demo01' });
  });

  it('appears after the third wrong password and fetches a new image on tap', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await fillAndSubmit(member.username, 'Wrong1234');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Incorrect username or password');
    await user.click(submitButton());
    await waitFor(() => expect(requests.paths.filter((p) => p === 'POST /wps/session/login')).toHaveLength(2), SLOW);
    expect(screen.queryByRole('img', { name: 'Verification code picture' })).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled(), SLOW);
    await user.click(submitButton());
    await captchaImage();

    await user.click(screen.getByRole('button', { name: 'New verification code picture' }));
    await waitFor(() => expect(requests.paths.filter((p) => p === 'GET /wps/captcha')).toHaveLength(2), SLOW);
  });

  it('fetches a new image when the method tab changes while it is shown', async () => {
    await simAdmin(platform, 'require-captcha', { username: member.username });
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderLogin();
    const user = await fillAndSubmit(member.username, member.password);
    await captchaImage();
    await user.type(captchaInput(), '1234');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(requests.paths.filter((p) => p === 'GET /wps/captcha')).toHaveLength(2), SLOW);
    expect(captchaInput()).toHaveValue('');
    expect(await captchaImage()).toBeInTheDocument();
  });
});

describe('login page: language switch', () => {
  afterEach(() => setupI18n('EN'));

  it('re-checks the fields that hold a value 200 ms after the switch, in the new language', async () => {
    renderLogin();
    const user = userEvent.setup();
    // Typed but never left: no message yet.
    await user.type(await usernameInput(), 'ab');
    expect(screen.queryByText('4-16 letters, digits or _')).not.toBeInTheDocument();

    await act(() => changeLanguage('MY'));
    expect(await screen.findByText('စာလုံး၊ ဂဏန်း သို့မဟုတ် _ 4-16 လုံး')).toBeInTheDocument();
    // The empty password is left alone.
    expect(screen.queryByText('စကားဝှက် ထည့်ပါ')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^အသုံးပြုသူအမည်/ })).toHaveValue('ab');
  });

  it('waits for the language to settle before checking', async () => {
    jest.useFakeTimers();
    try {
      renderLogin();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(await usernameInput(), 'ab');
      await act(() => changeLanguage('EN'));
      act(() => jest.advanceTimersByTime(199));
      expect(screen.queryByText('4-16 letters, digits or _')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('4-16 letters, digits or _')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
