import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login, sessionStore } from '@mc/shared-kernel';
import '../../i18n/access/namespace';
import SettingsPage from './settings-page';

const SLOW = { timeout: 15_000 };
const { member } = DEMO_ACCOUNTS;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/set" element={<SettingsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/set' },
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
});

describe('settings', () => {
  it('sends a visitor without a session home', async () => {
    renderSettings();
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
  });

  describe('logged in', () => {
    beforeEach(() =>
      login({ username: member.username, password: member.password, type: 'username', loginFrom: 'MEMBER' }, 'MC01'),
    );

    it('lists change password', async () => {
      renderSettings();
      const list = await screen.findByRole('navigation', { name: 'Settings list' }, SLOW);
      expect(within(list).getAllByRole('link')).toHaveLength(1);
      await userEvent.setup().click(within(list).getByRole('link', { name: 'Change password' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/m/changePsw');
    });

    it('signs out after confirming: logout call, session cleared, home', async () => {
      const { token } = sessionStore.getState().info!;
      renderSettings();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out' }, SLOW));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Are you sure you want to log out?');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/home');
      expect(sessionStore.getState().info).toBeNull();
      expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
      expect(localStorage.getItem('autoLogin')).toBe('0');
      expect(sent).toContain('DELETE /wps/session/logout');
      // The platform no longer accepts the old token.
      const info = await platform.fetch(
        new Request('http://platform.test/wps/member/info', { headers: { Token: token } }),
      );
      expect(info.status).toBe(401);
    });

    it('stays signed in when the person cancels', async () => {
      renderSettings();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out' }, SLOW));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sessionStore.getState().info?.userName).toBe('demo01');
      expect(sent).not.toContain('DELETE /wps/session/logout');
    });

    it('shows its texts in Burmese', async () => {
      await setupI18n('MY');
      renderSettings();
      expect(await screen.findByRole('link', { name: 'စကားဝှက် ပြောင်းရန်' }, SLOW)).toHaveAttribute(
        'href',
        '/m/changePsw',
      );
      expect(screen.getByRole('button', { name: 'အကောင့်မှ ထွက်ရန်' })).toBeInTheDocument();
    });
  });
});
