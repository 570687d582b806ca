import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { sessionStore } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import { ANSWERED_KEY } from './answered-prompts';
import ContractPrompts from './contract-prompts';
import { signIn, simAdmin } from '../../testing/test-sim';

const SLOW = { timeout: 15_000 };
const CHECK_PATH = '/wps/agent/contract/request';
const DAILY = 'A daily salary contract is waiting for your answer. Review it now?';
const DIVIDEND = 'A dividend contract is waiting for your answer. Review it now?';
const HOURLY = 'An hourly salary contract is waiting for your answer. Review it now?';

let platform: Platform;
let checks: Request[];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The widget on a stand-in home page, as the host places it. */
function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/home"
        element={
          <main data-testid="home">
            <ContractPrompts />
          </main>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/home' },
  );
}

const prompt = () => screen.findByRole('dialog', { name: 'Contract awaiting you' }, SLOW);

/** Lets the check (if any) answer and React settle. */
async function settle() {
  await screen.findByTestId('home', {}, SLOW);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(async () => {
  platform = createPlatform();
  checks = [];
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === CHECK_PATH) checks.push(request.clone());
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
});

describe('contract prompts for agent01 (daily salary and dividend pending)', () => {
  beforeEach(() => signIn(DEMO_ACCOUNTS.agent, 'AGENT'));

  it('asks with the token and Module COMM3, then prompts daily salary, and cancel moves on to dividend', async () => {
    renderHome();
    const dialog = await prompt();
    expect(dialog).toHaveTextContent(DAILY);
    expect(checks).toHaveLength(1);
    expect(checks[0]!.headers.get('Module')).toBe('COMM3');
    expect(checks[0]!.headers.get('Token')).toBe(sessionStore.getState().info!.token);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await prompt()).toHaveTextContent(DIVIDEND);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('home')).toBeInTheDocument();
  });

  it('go opens the contract page', async () => {
    renderHome();
    await prompt();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/member/agent/getSalaryContract');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each prompt once per session: back on home only the unanswered one, then nothing and no call', async () => {
    const user = userEvent.setup();
    const first = renderHome();
    await prompt();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByTestId('where');
    first.unmount();

    const second = renderHome();
    expect(await prompt()).toHaveTextContent(DIVIDEND);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    second.unmount();

    const callsBefore = checks.length;
    renderHome();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Hourly was never pending, so it is still unanswered: the check runs once more and finds nothing new.
    expect(checks).toHaveLength(callsBefore + 1);
  });

  it('asks again after sign-out and a new login (session storage is emptied)', async () => {
    const user = userEvent.setup();
    const first = renderHome();
    await prompt();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(ANSWERED_KEY)).toContain('agent01');
    first.unmount();

    resetSession();
    expect(sessionStorage.getItem(ANSWERED_KEY)).toBeNull();
    await signIn(DEMO_ACCOUNTS.agent, 'AGENT');
    renderHome();
    expect(await prompt()).toHaveTextContent(DAILY);
  });

  it('shows nothing and does not throw when the check fails', async () => {
    await simAdmin(platform, '/__sim/faults', { path: CHECK_PATH, status: 200, code: 'server.error' });
    const { container } = renderHome();
    await waitFor(() => expect(checks.length).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
    expect(container).toBeInTheDocument();
  });

  it('does not ask for an exempt type even with a working token (type 41)', async () => {
    sessionStore.getState().login({ ...sessionStore.getState().info!, type: 41 });
    renderHome();
    await settle();
    expect(checks).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('contract prompts for other accounts', () => {
  it('agent02 has nothing pending: the check runs, nothing shows', async () => {
    await signIn(DEMO_ACCOUNTS.subAgent, 'AGENT');
    renderHome();
    await waitFor(() => expect(checks).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
  });

  it('prompts the hourly salary contract when the sim has one', async () => {
    await simAdmin(platform, '/__sim/contracts', { username: 'agent02', contracthoursalreq: 1 });
    await signIn(DEMO_ACCOUNTS.subAgent, 'AGENT');
    renderHome();
    expect(await prompt()).toHaveTextContent(HOURLY);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/member/agent/getHourContract');
  });

  it.each([
    ['a guest', null],
    ['a member (type 0)', DEMO_ACCOUNTS.member],
    ['a type-4 member', DEMO_ACCOUNTS.type4Member],
  ])('never asks for %s', async (_who, account) => {
    if (account) await signIn(account, 'MEMBER');
    renderHome();
    await settle();
    expect(checks).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
