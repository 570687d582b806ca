import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  DRAFT_KEY_PREFIX,
  logout,
  toastStore,
} from '@mc/shared-kernel/testing';
import { login, sessionStore } from '@mc/shared-kernel';
import '../../i18n/namespace';
import EmailPage from './email-page';
import MobilePage from './mobile-page';
import ProfilePage from './profile-page';
import { securityDraftKey } from './security-drafts';

const SLOW = { timeout: 15_000 };
let platform: Platform;

const loginAs = (username = 'demo01') =>
  login({ username, password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');

function renderAt(path: string, page: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route: path },
  );
}

/** The platform forgets every session: the next call answers session.expired and the kernel ends the session. */
const loseSession = () => platform.state.sessions.clear();
const storedText = () =>
  Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`)
    .join('\n');

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  act(() => toastStore.setState({ toasts: [] }));
  await loginAs();
});

describe('security-centre drafts', () => {
  it('the e-mail typed survives a lost session and the login after it; the code does not', async () => {
    const user = userEvent.setup();
    const first = renderAt('/m/securityCenter/email', <EmailPage />);
    await screen.findByText(/Bound now/, {}, SLOW);
    await user.type(screen.getByLabelText(/^New e-mail/), 'kept.mail@example.com');
    await user.type(screen.getByLabelText(/^E-mail code/), '482913');
    loseSession();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(sessionStore.getState().info).toBeNull(), SLOW);
    first.unmount();

    expect(JSON.parse(sessionStorage.getItem(securityDraftKey('email'))!)).toEqual({
      user: 'demo01',
      value: 'kept.mail@example.com',
    });
    expect(storedText()).not.toContain('482913');

    await loginAs();
    renderAt('/m/securityCenter/email', <EmailPage />);
    await screen.findByText(/Bound now/, {}, SLOW);
    await waitFor(() => expect(screen.getByLabelText(/^New e-mail/)).toHaveValue('kept.mail@example.com'));
    expect(screen.getByLabelText(/^E-mail code/)).toHaveValue('');
  });

  it('the mobile number typed comes back after a lost session; the SMS code does not', async () => {
    const user = userEvent.setup();
    const first = renderAt('/m/securityCenter/mobile', <MobilePage />);
    await screen.findByText(/Bound now|No mobile/, {}, SLOW);
    await user.type(screen.getByLabelText(/^(New )?mobile number/i), '09 777 123 456');
    await user.type(screen.getByLabelText(/^SMS code/), '771245');
    loseSession();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(sessionStore.getState().info).toBeNull(), SLOW);
    first.unmount();
    expect(storedText()).not.toContain('771245');

    await loginAs();
    renderAt('/m/securityCenter/mobile', <MobilePage />);
    await waitFor(() => expect(screen.getByLabelText(/^(New )?mobile number/i)).toHaveValue('09 777 123 456'), SLOW);
    expect(screen.getByLabelText(/^SMS code/)).toHaveValue('');
  });

  it('the nickname typed comes back after a lost session, and is gone once saved', async () => {
    const user = userEvent.setup();
    const first = renderAt('/m/securityCenter/profile', <ProfilePage />);
    await screen.findByText('Now: Demo Player', {}, SLOW);
    await user.type(screen.getByLabelText(/^New nickname/), 'Lucky Star');
    loseSession();
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(sessionStore.getState().info).toBeNull(), SLOW);
    first.unmount();

    await loginAs();
    renderAt('/m/securityCenter/profile', <ProfilePage />);
    await screen.findByText('Now: Demo Player', {}, SLOW);
    await waitFor(() => expect(screen.getByLabelText(/^New nickname/)).toHaveValue('Lucky Star'));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Now: Lucky Star', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New nickname/)).toHaveValue('');
    expect(sessionStorage.getItem(securityDraftKey('nickname'))).toBeNull();
  });

  // The feedback form's key: features/feedback/feedback-page.test.tsx.
  it('the keys are drafts the kernel keeps through a lost session', () => {
    for (const key of [securityDraftKey('email'), securityDraftKey('mobile'), securityDraftKey('nickname')]) {
      expect(key.startsWith(DRAFT_KEY_PREFIX)).toBe(true);
    }
  });

  it("is one member's own: another member on the tab does not get it, and signing out removes it", async () => {
    const user = userEvent.setup();
    const first = renderAt('/m/securityCenter/profile', <ProfilePage />);
    await screen.findByText('Now: Demo Player', {}, SLOW);
    await user.type(screen.getByLabelText(/^New nickname/), 'Lucky Star');
    first.unmount();
    expect(sessionStorage.getItem(securityDraftKey('nickname'))).not.toBeNull();

    act(() => sessionStore.getState().clear({ keepDrafts: true }));
    await loginAs('demo02');
    renderAt('/m/securityCenter/profile', <ProfilePage />);
    await screen.findByText(/^Now: /, {}, SLOW);
    expect(screen.getByLabelText(/^New nickname/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^New nickname/), 'Other');
    await waitFor(() => expect(sessionStorage.getItem(securityDraftKey('nickname'))).toContain('demo02'));

    await act(() => logout());
    expect(sessionStorage.getItem(securityDraftKey('nickname'))).toBeNull();
  });
});
