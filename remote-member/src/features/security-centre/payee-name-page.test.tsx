import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import routes from '../../exposes/routes';
import PayeeNamePage from './payee-name-page';
import SecurityCentrePage from './security-centre-page';

const SLOW = { timeout: 15_000 };

let platform: Platform;
let puts: number;

function renderPayee() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter/payeeName" element={<PayeeNamePage />} />
      <Route path="/m/securityCenter" element={<SecurityCentrePage />} />
    </Routes>,
    { route: '/m/securityCenter/payeeName' },
  );
}

const field = () => screen.getByLabelText(/^Payee name/);
const payee = () => platform.state.accounts.get('demo02')!.cashier.payeeName;

beforeEach(async () => {
  platform = createPlatform();
  puts = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/security/payee-name') puts += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
});

async function asDemo02() {
  await login({ username: 'demo02', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

describe('/m/securityCenter/payeeName', () => {
  it('is a real-account route back to the security centre', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter/payeeName')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:payee.title',
    });
  });

  it('binds a name after a confirmation saying it cannot change, once, and the centre shows it read-only', async () => {
    await asDemo02();
    const user = userEvent.setup();
    renderPayee();
    await user.type(await screen.findByLabelText(/^Payee name/, {}, SLOW), '  မောင် မောင်  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind this payee name?' });
    expect(within(dialog).getByText('မောင် မောင်')).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be changed later/)).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Bind' }));
    // Back on the centre (the page itself may show the bound name for a moment first).
    const row = (await screen.findByText('Payee name', { selector: '.mem-sec__label' }, SLOW)).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText(/Bound once and kept/)).toBeInTheDocument();
    expect(payee()).toBe('မောင် မောင်');
    expect(puts).toBe(1);
    expect(within(row).getByText('မောင် မောင်')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('binds a name typed in Zawgyi in Unicode: the field and the confirmation show the Unicode that is bound', async () => {
    await asDemo02();
    const user = userEvent.setup();
    renderPayee();
    // "Daw Aung San Suu Kyi" from a Zawgyi keyboard (the myanmar-tools package's test article), and in Unicode.
    await user.type(await screen.findByLabelText(/^Payee name/, {}, SLOW), 'ေဒၚေအာင္ဆန္းစုၾကည္');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The confirmation waits for the converter's chunk, a large module for jest to load on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Bind this payee name?' }, SLOW);
    expect(within(dialog).getByText('ဒေါ်အောင်ဆန်းစုကြည်')).toBeInTheDocument();
    expect(field()).toHaveValue('ဒေါ်အောင်ဆန်းစုကြည်');
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    const row = (await screen.findByText('Payee name', { selector: '.mem-sec__label' }, SLOW)).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText('ဒေါ်အောင်ဆန်းစုကြည်')).toBeInTheDocument();
    expect(payee()).toBe('ဒေါ်အောင်ဆန်းစုကြည်');
  });

  it('sends nothing for a bad name, and nothing when the confirmation is cancelled', async () => {
    await asDemo02();
    const user = userEvent.setup();
    renderPayee();
    await user.type(await screen.findByLabelText(/^Payee name/, {}, SLOW), '<script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Name format|letters/i)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(field());
    await user.type(field(), 'Aung Aung');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(field()).toHaveValue('Aung Aung');
    expect(puts).toBe(0);
    expect(payee()).toBeNull();
  });

  it('shows the name another screen bound meanwhile, read-only with the reason', async () => {
    await asDemo02();
    const user = userEvent.setup();
    renderPayee();
    await user.type(await screen.findByLabelText(/^Payee name/, {}, SLOW), 'Aung Aung');
    platform.state.accounts.get('demo02')!.cashier.payeeName = 'Kyaw Kyaw';
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Kyaw Kyaw', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Bound once and kept/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(payee()).toBe('Kyaw Kyaw');
  });

  it('shows a bound name read-only with the reason, no field', async () => {
    await login({ username: 'demo01', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderPayee();
    expect(
      await screen.findByText(platform.state.accounts.get('demo01')!.cashier.payeeName!, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/cannot be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
