import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../../i18n/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import ProfilePage from './profile-page';

const SLOW = { timeout: 15_000 };

let platform: Platform;

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter/profile" element={<ProfilePage />} />
    </Routes>,
    { route: '/m/securityCenter/profile' },
  );
}

const field = () => screen.getByLabelText(/^New nickname/);

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  await login({ username: 'demo01', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

describe('/m/securityCenter/profile', () => {
  it('is a real-account route back to the security centre', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter/profile')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:profile.title',
    });
  });

  // The member panel showing it at once: exposes/profile-in-member-centre.test.tsx.
  it('changes the nickname', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Now: Demo Player', {}, SLOW)).toBeInTheDocument();
    await user.type(field(), '  ကိုကို 7 ');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Now: ကိုကို 7', {}, SLOW)).toBeInTheDocument();
    expect(platform.state.accounts.get('demo01')!.nickname).toBe('ကိုကို 7');
    expect(field()).toHaveValue('');
  });

  it('saves a nickname typed in Zawgyi in Unicode', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Now: Demo Player', {}, SLOW)).toBeInTheDocument();
    // "Ko Kyaw" from a Zawgyi keyboard; the myanmar-tools converter's Unicode.
    await user.type(field(), 'ကိုေက်ာ္');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Now: ကိုကျော်', {}, SLOW)).toBeInTheDocument();
    expect(platform.state.accounts.get('demo01')!.nickname).toBe('ကိုကျော်');
  });

  it('says under the field what is wrong and sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByText('Now: Demo Player', {}, SLOW);
    await user.type(field(), 'Star\u200bLight');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText(/hidden control characters/)).toBeInTheDocument();
    expect(field()).toHaveValue('Star\u200bLight');
    expect(platform.state.accounts.get('demo01')!.nickname).toBe('Demo Player');
  });

  it('keeps the typed name and shows an alert when the call fails', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByText('Now: Demo Player', {}, SLOW);
    await simAdmin(platform, 'faults', { path: '/wps/member/nickname', status: 503, times: 1 });
    await user.type(field(), 'Lucky');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(field()).toHaveValue('Lucky');
  });
});
