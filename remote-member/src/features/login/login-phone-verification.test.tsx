import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  resetSession,
  setupI18n,
  useInProcessPlatform,
  createStandInIdentityProvider,
  setIdentityProvider,
  toastStore,
} from '@mc/shared-kernel/testing';
import { configureIdentity, sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import { codeInput, mobileInput, recordRequests, renderLogin, SLOW, submitButton, where } from './testing/render-login';

const MOBILE = '09450000001';
let platform: Platform;
let requests: ReturnType<typeof recordRequests>;

const smsCode = async () => ((await simAdmin(platform, `sms?mobileNum=${MOBILE}`)) as { code: string | null }).code;

/** The SMS tab with a code sent through the phone-verification service. */
async function sendCode() {
  renderLogin();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
  await user.type(await mobileInput(), MOBILE);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByText('SMS sent', {}, SLOW)).toBeInTheDocument();
  return user;
}

beforeEach(async () => {
  platform = createPlatform();
  requests = recordRequests(platform);
  useInProcessPlatform(requests);
  await setupI18n('EN');
  resetSession();
  localStorage.clear();
  setIdentityProvider(createStandInIdentityProvider());
  configureIdentity({ phoneVerification: true });
});
afterEach(() => {
  configureIdentity({ phoneVerification: false });
  act(() => toastStore.setState({ toasts: [] }));
});

describe('login page: SMS through the phone-verification service', () => {
  it('sends the code with a 1-minute countdown and logs in with a firebase-type login', async () => {
    const user = await sendCode();
    expect(screen.getByRole('button', { name: /59|60/ })).toBeDisabled();
    await user.type(codeInput(), (await smsCode())!);
    await user.click(submitButton());
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'demo01', type: 0 });
    expect(requests.paths.filter((p) => p.startsWith('POST /wps/identity') || p === 'POST /wps/session/login')).toEqual(
      ['POST /wps/identity/token', 'POST /wps/session/login'],
    );
  });

  it('stops silently on a wrong code: no login request, no error', async () => {
    const user = await sendCode();
    const wrong = (await smsCode()) === '000000' ? '111111' : '000000';
    await user.type(codeInput(), wrong);
    await user.click(submitButton());
    await waitFor(() => expect(requests.paths).toContain('POST /wps/identity/token'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(requests.paths).not.toContain('POST /wps/session/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastStore.getState().toasts.filter((t) => t.kind !== 'success')).toEqual([]);
    expect(codeInput()).toHaveValue(wrong);
    expect(sessionStore.getState().info).toBeNull();
  });

  it('hides the loading notice and says why when the service fails', async () => {
    const user = await sendCode();
    await simAdmin(platform, 'faults', { path: '/wps/identity/token', status: 503 });
    await user.type(codeInput(), (await smsCode())!);
    await user.click(submitButton());
    expect(await screen.findByText('The server had a problem. Please try again.', {}, SLOW)).toBeInTheDocument();
    expect(toastStore.getState().toasts.filter((t) => t.kind === 'loading')).toEqual([]);
    expect(requests.paths).not.toContain('POST /wps/session/login');
    expect(sessionStore.getState().info).toBeNull();
  });
});
