import { act, screen, waitFor } from '@testing-library/react';
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
import EmailPage from './email-page';
import SecurityCentrePage from './security-centre-page';

const SLOW = { timeout: 15_000 };

let platform: Platform;
let bindCalls: number;

function renderEmail() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter/email" element={<EmailPage />} />
      <Route path="/m/securityCenter" element={<SecurityCentrePage />} />
    </Routes>,
    { route: '/m/securityCenter/email' },
  );
}

const mailedCode = async () => {
  const mail = (await simAdmin(platform, 'mail?username=demo01')) as { to: string; body: string } | null;
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
};
const emailField = () => screen.getByLabelText(/^New e-mail/);
const codeField = () => screen.getByLabelText(/^E-mail code/);

beforeEach(async () => {
  platform = createPlatform();
  bindCalls = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/security/email') bindCalls += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  act(() => toastStore.setState({ toasts: [] }));
  await login({ username: 'demo01', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

async function sendCodeFor(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.clear(emailField());
  await user.type(emailField(), address);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await screen.findByRole('button', { name: /Get a new code in/ }, SLOW);
}

describe('/m/securityCenter/email', () => {
  it('is a real-account route back to the security centre', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter/email')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:email.title',
    });
  });

  it('binds a new e-mail with the code mailed to it, once on a double tap, and the centre shows it', async () => {
    const user = userEvent.setup();
    renderEmail();
    expect(await screen.findByText('Bound now: de****@example.com', {}, SLOW)).toBeInTheDocument();
    await sendCodeFor(user, ' new.mail@example.com ');
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    await user.type(codeField(), await mailedCode());
    const submit = screen.getByRole('button', { name: 'Bind e-mail' });
    await user.dblClick(submit);
    expect(await screen.findByText('ne****@example.com', {}, SLOW)).toBeInTheDocument();
    expect(bindCalls).toBe(1);
    expect(platform.state.accounts.get('demo01')!.email).toBe('new.mail@example.com');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    renderEmail();
    await screen.findByText(/Bound now/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    await user.type(emailField(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByText('This is not a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter the e-mail code')).toBeInTheDocument();
    expect(bindCalls).toBe(0);
    expect(platform.state.mail.size).toBe(0);
  });

  it('says under the field when the address is bound elsewhere or already yours, and keeps it typed', async () => {
    const user = userEvent.setup();
    renderEmail();
    await screen.findByText(/Bound now/, {}, SLOW);
    await user.type(emailField(), 'demo02@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This e-mail is already bound to another account', {}, SLOW)).toBeInTheDocument();
    expect(emailField()).toHaveValue('demo02@example.com');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(emailField());
    await user.type(emailField(), 'DEMO01@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This e-mail is already bound to your account', {}, SLOW)).toBeInTheDocument();
    // No countdown started: the button can send again.
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('maps a wrong and an expired code, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderEmail();
    await screen.findByText(/Bound now/, {}, SLOW);
    await sendCodeFor(user, 'fresh@example.com');
    const right = await mailedCode();
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(codeField(), wrong);
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByText('The code is wrong (4 tries left)', {}, SLOW)).toBeInTheDocument();
    expect(emailField()).toHaveValue('fresh@example.com');
    expect(codeField()).toHaveValue(wrong);
    platform.state.emailCodes.get('demo01')!.expiresAt = 0;
    await user.clear(codeField());
    await user.type(codeField(), right);
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByText('The code has expired. Please get a new one', {}, SLOW)).toBeInTheDocument();
    expect(platform.state.accounts.get('demo01')!.email).toBe('demo01@example.com');
  });

  it('asks for a code for the address typed when it was changed after sending', async () => {
    const user = userEvent.setup();
    renderEmail();
    await screen.findByText(/Bound now/, {}, SLOW);
    await sendCodeFor(user, 'fresh@example.com');
    const right = await mailedCode();
    await user.clear(emailField());
    await user.type(emailField(), 'other@example.com');
    await user.type(codeField(), right);
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByText('Get a code for this e-mail address first')).toBeInTheDocument();
    expect(bindCalls).toBe(0);
  });

  it('shows a failure of the bind call above the button, keeping the fields', async () => {
    const user = userEvent.setup();
    renderEmail();
    await screen.findByText(/Bound now/, {}, SLOW);
    await sendCodeFor(user, 'fresh@example.com');
    await user.type(codeField(), await mailedCode());
    await simAdmin(platform, 'faults', { path: '/wps/security/email', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(emailField()).toHaveValue('fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    await waitFor(() => expect(platform.state.accounts.get('demo01')!.email).toBe('fresh@example.com'), SLOW);
  });
});
