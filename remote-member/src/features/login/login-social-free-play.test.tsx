import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  resetSession,
  setupI18n,
  useInProcessPlatform,
  createStandInIdentityProvider,
  identityReadyQuery,
  setIdentityProvider,
  toastStore,
} from '@mc/shared-kernel/testing';
import { SessionKeys, sessionStore, switchesQuery } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import { recordRequests, renderLogin, SLOW, usernameInput, where } from './testing/render-login';

let platform: Platform;

const facebook = () => screen.queryByRole('button', { name: 'Log in with Facebook' });
const google = () => screen.queryByRole('button', { name: 'Log in with Google' });

/** Renders and waits until both conditions the buttons depend on are known. */
async function renderSettled(route?: string) {
  const view = renderLogin(route);
  await usernameInput();
  await waitFor(() => expect(view.client.getQueryData(switchesQuery.queryKey)).toBeDefined());
  await waitFor(() => expect(view.client.getQueryState(identityReadyQuery.queryKey)?.status).toBe('success'));
  return view;
}

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});
afterEach(() => {
  setIdentityProvider(createStandInIdentityProvider());
  act(() => toastStore.setState({ toasts: [] }));
});

describe('login page: social login', () => {
  it('offers no provider while FACEBOOKLOGIN3 and GOOGLELOGIN3 are off', async () => {
    await renderSettled();
    expect(facebook()).not.toBeInTheDocument();
    expect(google()).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('offers each provider by its own switch, on the username method only', async () => {
    await simAdmin(platform, 'switches', { FACEBOOKLOGIN3: true });
    await renderSettled();
    expect(await screen.findByRole('button', { name: 'Log in with Facebook' })).toBeEnabled();
    expect(google()).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(facebook()).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(facebook()).toBeInTheDocument();
  });

  it('offers both when both switches are on', async () => {
    await simAdmin(platform, 'switches', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    await renderSettled();
    expect(await screen.findByRole('button', { name: 'Log in with Facebook' })).toBeInTheDocument();
    expect(google()).toBeInTheDocument();
  });

  it('offers nothing when the identity service did not start', async () => {
    await simAdmin(platform, 'switches', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    const signIn = jest.fn();
    setIdentityProvider({ ...createStandInIdentityProvider(), init: async () => false, signIn });
    const first = await renderSettled();
    expect(facebook()).not.toBeInTheDocument();
    first.unmount();

    setIdentityProvider({
      ...createStandInIdentityProvider(),
      init: () => Promise.reject(new Error('SDK blocked')),
      signIn,
    });
    await renderSettled();
    expect(facebook()).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['Facebook', 'FACEBOOKLOGIN3'],
    ['Google', 'GOOGLELOGIN3'],
  ])('logs in with %s through the stand-in provider', async (name, gate) => {
    await simAdmin(platform, 'switches', { [gate]: true });
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    await renderSettled();
    await userEvent.setup().click(await screen.findByRole('button', { name: `Log in with ${name}` }));
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'demo01', type: 0, merchantCode: 'MC01' });
    expect(requests.paths).toEqual(
      expect.arrayContaining(['POST /wps/identity/token', 'POST /wps/session/login/social']),
    );
  });

  it('says why the platform refused the identity', async () => {
    await simAdmin(platform, 'switches', { GOOGLELOGIN3: true });
    setIdentityProvider(createStandInIdentityProvider({ FACEBOOK: 'fb-nobody', GOOGLE: 'g-nobody' }));
    await renderSettled();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in with Google' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Incorrect username or password');
    expect(sessionStore.getState().info).toBeNull();
  });

  it('applies the portal rules: the demo identity is a member, refused on the agent portal', async () => {
    await simAdmin(platform, 'switches', { FACEBOOKLOGIN3: true });
    await renderSettled('/m/login?portal=agent');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Non-agents cannot log in');
    expect(sessionStore.getState().info).toBeNull();
  });
});

describe('login page: free play', () => {
  it('stores a trial session and goes home', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/session/login/freeplay', delayMs: 300 });
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Free play' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    expect(await where()).toHaveTextContent(/^\/m\/home$/);

    const { info, trialName } = sessionStore.getState();
    expect(info).toMatchObject({ userName: expect.stringMatching(/^TRIAL_/), type: 0 });
    expect(info!.merchantCode).not.toBe('MC01');
    expect(trialName).toBe(info!.userName);
    expect(sessionStorage.getItem(SessionKeys.trialName)).toBe(info!.userName);
    expect(JSON.parse(sessionStorage.getItem(SessionKeys.sessionInfo)!)).toMatchObject({
      token: info!.token,
      userName: info!.userName,
    });
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });

  it('keeps the session but stays on the page when the trial flag is 0', async () => {
    useInProcessPlatform({
      fetch: async (request) => {
        const response = await platform.fetch(request);
        if (!request.url.endsWith('/wps/session/login/freeplay')) return response;
        const body = await response.json();
        return new Response(JSON.stringify({ ...body, value: { ...body.value, trial: 0 } }), {
          status: response.status,
          headers: response.headers,
        });
      },
    });
    renderLogin();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(sessionStore.getState().trialName).toMatch(/^TRIAL_/), SLOW);
    await waitFor(() => expect(screen.queryByText('Please wait…')).not.toBeInTheDocument());
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a localized failure and stores nothing', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/session/login/freeplay', status: 503 });
    renderLogin();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Free play' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server had a problem. Please try again.');
    expect(sessionStore.getState().info).toBeNull();
    expect(sessionStorage.getItem(SessionKeys.trialName)).toBeNull();
    expect(screen.getByRole('button', { name: 'Free play' })).toBeEnabled();
  });

  it('is not offered on the agent portal', async () => {
    renderLogin('/m/login?portal=agent');
    await usernameInput();
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });
});
