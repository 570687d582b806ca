import { act, screen } from '@testing-library/react';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform, toastStore } from '@mc/shared-kernel/testing';
import { sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  captchaAnswer,
  captchaInput,
  fillUsernameForm,
  invitationInput,
  recordRequests,
  renderRegister,
  SLOW,
  submitButton,
  usernameInput,
  where,
} from './testing/render-register';

jest.setTimeout(30_000);

let platform: Platform;
let requests: ReturnType<typeof recordRequests>;

beforeEach(async () => {
  platform = createPlatform();
  requests = recordRequests(platform);
  useInProcessPlatform(requests);
  await setupI18n('EN');
  resetSession();
});
afterEach(() => act(() => toastStore.setState({ toasts: [] })));

const checks = () => requests.paths.filter((p) => p === 'GET /wps/affiliate/check');
const registerCalls = () => requests.paths.filter((p) => p === 'PUT /wps/member/register');

describe('register page: invitation code', () => {
  it('takes the code from the link, checks it once and registers with it', async () => {
    renderRegister('/m/register?affiliateCode=AFF2024');
    await usernameInput();
    expect(invitationInput()).toHaveValue('AFF2024');
    const user = await fillUsernameForm();
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await where()).toHaveTextContent('/m/home');
    expect(sessionStore.getState().info?.userName).toBe('newbie01');
    // Known valid from the link: submit does not ask again.
    expect(checks()).toHaveLength(1);
  });

  it('also reads ?code= from the link', async () => {
    renderRegister('/m/register?code=100003');
    await usernameInput();
    expect(invitationInput()).toHaveValue('100003');
  });

  it('says "invitation code error" under the field, focuses it and sends nothing', async () => {
    renderRegister();
    const user = await fillUsernameForm();
    await user.type(invitationInput(), 'NOPE');
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await screen.findByText('Invitation code error', {}, SLOW)).toHaveClass('mc-field__error');
    expect(invitationInput()).toHaveFocus();
    expect(invitationInput()).toHaveValue('NOPE');
    expect(registerCalls()).toEqual([]);

    // Editing the code clears the message once it is valid.
    await user.clear(invitationInput());
    await user.type(invitationInput(), 'AFF2024');
    expect(screen.queryByText('Invitation code error')).not.toBeInTheDocument();
  });

  it('refuses a bad code from the link on submit', async () => {
    renderRegister('/m/register?affiliateCode=NOPE');
    const user = await fillUsernameForm();
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await screen.findByText('Invitation code error', {}, SLOW)).toBeInTheDocument();
    expect(invitationInput()).toHaveFocus();
    expect(registerCalls()).toEqual([]);
  });

  it('does not ask the platform when the merchant turned the check off', async () => {
    await simAdmin(platform, 'register-settings', { affiliateCheck: false });
    renderRegister('/m/register?affiliateCode=AFF2024');
    const user = await fillUsernameForm();
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await where()).toHaveTextContent('/m/home');
    expect(checks()).toEqual([]);
  });

  it('shows a failed check above the button and does not register', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/affiliate/check', status: 503 });
    renderRegister();
    const user = await fillUsernameForm();
    await user.type(invitationInput(), 'AFF2024');
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await screen.findByText('The server had a problem. Please try again.', {}, SLOW)).toHaveClass(
      'mem-reg__alert',
    );
    expect(registerCalls()).toEqual([]);
    expect(invitationInput()).toHaveValue('AFF2024');
  });
});
