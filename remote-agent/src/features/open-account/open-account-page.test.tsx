import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, toastStore } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import OpenAccountPage from './open-account-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

let platform: Platform;
let requests: Request[];

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(route = '/m/agentRegister') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/agentRegister" element={<OpenAccountPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

// The page waits for the quota (and the login before it hashes a password): generous waits keep a busy machine green.
jest.setTimeout(20_000);
const field = (name: string) => screen.findByLabelText(new RegExp(`^${name}`), undefined, { timeout: 5000 });
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
  await signIn(DEMO_ACCOUNTS.agent);
});

describe('open account form', () => {
  it('pre-fills the rates with the agent defaults and states each ceiling', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Open account' })).toBeInTheDocument();
    const sports = await field('Sports');
    expect(sports).toHaveValue('0.80');
    expect(await field('Lottery')).toHaveValue('5.00');
    expect(screen.getByText('At most 1.50%')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
  });

  it('says a taken name under the field as the agent leaves it, and again on submit', async () => {
    const user = userEvent.setup();
    renderPage();
    const username = await field('Username');
    await user.type(username, 'Demo01');
    await user.tab();
    await waitFor(() => expect(errorOf(username)).toHaveTextContent('Sorry, the username already exists'));
    const check = requests.find((r) => new URL(r.url).pathname === '/wps/agent/register/username');
    expect(new URL(check!.url).searchParams.get('username')).toBe('Demo01');

    // Editing removes the message; the platform refuses the name again on submit.
    await user.type(username, 'x');
    await user.clear(username);
    await user.type(username, 'agent02');
    await user.type(await field('Password'), 'Secret12');
    await user.type(await field('Confirm password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(errorOf(username)).toHaveTextContent('Sorry, the username already exists'));
    expect(username).toHaveFocus();
    // Nothing typed is lost.
    expect(username).toHaveValue('agent02');
    expect(await field('Password')).toHaveValue('Secret12');
  });

  it('checks every field before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    const username = await field('Username');
    await user.type(username, '  ab ');
    const sports = await field('Sports');
    await user.clear(sports);
    await user.type(sports, '1.505');
    const live = await field('Live casino');
    await user.clear(live);
    await user.type(live, '1.21');
    await user.type(await field('Password'), 'Secret12');
    await user.type(await field('Confirm password'), 'Secret13');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(errorOf(username)).toHaveTextContent('4-16 letters, digits or _');
    expect(username).toHaveFocus();
    expect(errorOf(await field('Confirm password'))).toHaveTextContent('The two passwords do not match');
    expect(errorOf(sports)).toHaveTextContent('At most 2 decimals');
    expect(errorOf(live)).toHaveTextContent('Cannot be above your own rate of 1.20%');
    expect(requests.some((r) => new URL(r.url).pathname === '/wps/agent/register')).toBe(false);
  });

  it('opens a sub-agent under the agent, encrypted, then offers another', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await field('Username'), ' newagent7 ');
    await user.type(await field('Password'), 'Secret12');
    await user.type(await field('Confirm password'), 'Secret12');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    const sports = await field('Sports');
    await user.clear(sports);
    await user.type(sports, '1.5');
    await user.click(screen.getByRole('button', { name: 'Open account' }));

    expect(await screen.findByRole('heading', { name: 'Account opened' })).toHaveFocus();
    expect(screen.getByText(/Agent account newagent7 is ready/)).toBeInTheDocument();
    const account = platform.state.accounts.get('newagent7');
    expect(account).toMatchObject({ upline: 'agent01', type: 2 });
    expect(account?.rebates?.own.SPORTS).toBe(150);
    expect(account?.rebates?.own.LIVE).toBe(60);

    const call = requests.find((r) => new URL(r.url).pathname === '/wps/agent/register')!;
    expect(call.headers.get('Encryption')).toBeTruthy();
    const sent = await call.text();
    expect(sent).not.toContain('Secret12');
    expect(call.url).not.toContain('Secret12');

    expect(screen.getByRole('link', { name: 'View my team' })).toHaveAttribute('href', '/m/member/team');
    await user.click(screen.getByRole('button', { name: 'Open another account' }));
    expect(await field('Username')).toHaveValue('');
    expect(await field('Sports')).toHaveValue('0.80');
  });

  it('maps a platform refusal that the form cannot foresee (rates above a lowered ceiling)', async () => {
    const user = userEvent.setup();
    renderPage();
    const sports = await field('Sports');
    // The agent's own rate drops after the page loaded its quota.
    platform.state.accounts.get('agent01')!.rebates!.own.SPORTS = 50;
    await user.type(await field('Username'), 'newdown09');
    await user.type(await field('Password'), 'Secret12');
    await user.type(await field('Confirm password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(errorOf(sports)).toHaveTextContent('Cannot be above your own rate of 0.50%'));
    expect(sports).toHaveFocus();
  });

  it('says "Incorrect agent information" above the button for a non-agent answer', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', {
      path: '/wps/agent/register',
      method: 'POST',
      status: 200,
      code: 'agent.invalid',
      times: 1,
    });
    renderPage();
    await user.type(await field('Username'), 'newdown10');
    await user.type(await field('Password'), 'Secret12');
    await user.type(await field('Confirm password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Incorrect agent information')).toHaveAttribute('role', 'alert');
  });

  it('keeps a quota failure in the page with a Retry', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/agent/register/quota', status: 503, times: 1 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await field('Sports')).toHaveValue('0.80');
  });
});

describe('invitation links', () => {
  const linksTab = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('tab', { name: 'Invitation links' }));
    return screen.findByRole('heading', { name: 'My invitation links' });
  };
  const seedLink = (code: string, memberType: 'MEMBER' | 'AGENT' = 'MEMBER') => {
    const own = platform.state.accounts.get('agent01')!.rebates!.downlineDefaults!;
    const { affiliateLinks } = platform.state;
    affiliateLinks.list.push({
      id: affiliateLinks.nextId++,
      code,
      agent: 'agent01',
      memberType,
      rebates: { ...own },
      createdAt: Date.now(),
    });
    platform.state.affiliateCodes.add(code);
  };
  const cards = () => screen.queryAllByTestId('affiliate-link');

  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('shows loading, then empty, then the link it creates with the chosen type and rates', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', {
      path: '/wps/agent/affiliate-links',
      method: 'GET',
      delayMs: 300,
      times: 1,
    });
    renderPage('/m/agentRegister?tab=links');
    expect(await screen.findByRole('status', { name: 'Loading invitation links' })).toBeInTheDocument();
    expect(await screen.findByText('No invitation links yet. Create one below.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New invitation link' });
    await user.click(within(form).getByRole('radio', { name: 'Agent' }));
    const lott = within(form).getByLabelText(/^Lottery/);
    await user.clear(lott);
    await user.type(lott, '8.01');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(errorOf(lott)).toHaveTextContent('Cannot be above your own rate of 8.00%');
    await user.clear(lott);
    await user.type(lott, '7.5');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    const [link] = platform.state.affiliateLinks.list;
    expect(link).toMatchObject({ agent: 'agent01', memberType: 'AGENT' });
    expect(link!.rebates.LOTT).toBe(750);
    expect(cards()[0]).toHaveTextContent(`Code ${link!.code}`);
    expect(cards()[0]).toHaveTextContent(`http://localhost/m/register?code=${link!.code}`);
    expect(cards()[0]).toHaveTextContent('Lottery 7.50%');
    expect(toastStore.getState().toasts.map((t) => t.text)).toContain('Invitation link created');
  });

  it('keeps a list failure in its block with a Retry that recovers', async () => {
    const user = userEvent.setup();
    seedLink('ABCD2345');
    await simAdmin(platform, '/__sim/faults', {
      path: '/wps/agent/affiliate-links',
      method: 'GET',
      status: 503,
      times: 1,
    });
    renderPage();
    await linksTab(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('deletes a link only after the agent confirms', async () => {
    const user = userEvent.setup();
    seedLink('ABCD2345');
    seedLink('WXYZ6789', 'AGENT');
    renderPage('/m/agentRegister?tab=links');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete link ABCD2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invitation link' });
    expect(dialog).toHaveTextContent('Delete link ABCD2345?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete link ABCD2345' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('WXYZ6789');
    expect(platform.state.affiliateCodes.has('ABCD2345')).toBe(false);
    expect(toastStore.getState().toasts.map((t) => t.text)).toContain('Invitation link deleted');
  });

  it('copies the address with a notice, and selects it when the clipboard is refused', async () => {
    const user = userEvent.setup();
    seedLink('ABCD2345');
    renderPage('/m/agentRegister?tab=links');
    const copy = await screen.findByRole('button', { name: 'Copy link ABCD2345' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('http://localhost/m/register?code=ABCD2345');
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.text)).toContain('Link copied'));

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(copy);
    expect(await screen.findByText(/Copying is not allowed here/)).toBeInTheDocument();
    expect(globalThis.getSelection()?.toString()).toBe('http://localhost/m/register?code=ABCD2345');
    writeText.mockRestore();
  });

  it('shows the link as a QR code drawn in the page', async () => {
    const user = userEvent.setup();
    seedLink('ABCD2345', 'AGENT');
    renderPage('/m/agentRegister?tab=links');
    await user.click(await screen.findByRole('button', { name: 'QR code of link ABCD2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation QR code (Agent)' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code of invitation link ABCD2345' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(dialog).toHaveTextContent('http://localhost/m/register?code=ABCD2345');
  });
});
