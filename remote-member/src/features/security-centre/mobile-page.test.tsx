import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import MobilePage from './mobile-page';
import SecurityCentrePage from './security-centre-page';

const SLOW = { timeout: 15_000 };

let platform: Platform;

function renderMobile() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter/mobile" element={<MobilePage />} />
      <Route path="/m/securityCenter" element={<SecurityCentrePage />} />
    </Routes>,
    { route: '/m/securityCenter/mobile' },
  );
}

const smsCode = async (mobileNum: string) =>
  ((await simAdmin(platform, `sms?mobileNum=${mobileNum}&purpose=bind`)) as { code: string | null }).code ?? '';
const numberField = () => screen.getByLabelText(/^Mobile number/);
const codeField = () => screen.getByLabelText(/^SMS code/);

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  act(() => toastStore.setState({ toasts: [] }));
  // agent02 has no mobile bound.
  await login({ username: 'agent02', password: 'Agent1234', type: 'username', loginFrom: 'AGENT' }, 'MC01');
});

describe('/m/securityCenter/mobile', () => {
  it('is a real-account route back to the security centre', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter/mobile')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:mobile.title',
    });
  });

  it('binds a number with the SMS code sent to it, and the centre shows it masked', async () => {
    const user = userEvent.setup();
    renderMobile();
    expect(await screen.findByText('No mobile number is bound yet.', {}, SLOW)).toBeInTheDocument();
    await user.type(numberField(), '09 777-000 11');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new code in 300 s' })).toBeDisabled();
    await user.type(codeField(), await smsCode('0977700011'));
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    expect(await screen.findByText('097****011', {}, SLOW)).toBeInTheDocument();
    expect(platform.state.accounts.get('agent02')!.mobileNum).toBe('0977700011');
  });

  it("says under the field that another account's number cannot be bound, keeping it typed", async () => {
    const user = userEvent.setup();
    renderMobile();
    await screen.findByText('No mobile number is bound yet.', {}, SLOW);
    await user.type(numberField(), '09450000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This number is already bound to another account', {}, SLOW)).toBeInTheDocument();
    expect(numberField()).toHaveValue('09450000001');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('counts the tries left of a wrong SMS code', async () => {
    const user = userEvent.setup();
    renderMobile();
    await screen.findByText('No mobile number is bound yet.', {}, SLOW);
    await user.type(numberField(), '0977700011');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Get a new code in/ }, SLOW);
    const right = await smsCode('0977700011');
    await user.type(codeField(), right === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    expect(await screen.findByText('The code is wrong (4 tries left)', {}, SLOW)).toBeInTheDocument();
    expect(platform.state.accounts.get('agent02')!.mobileNum).toBeNull();
  });
});
