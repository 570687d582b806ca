import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { formatDateTime, sessionStore, setRuntimeConfig } from '@mc/shared-kernel';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import SalaryContractPage from './salary-contract-page';
import DividendContractPage from './dividend-contract-page';
import HourContractPage from './hour-contract-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

const SLOW = { timeout: 15_000 };
const ANSWER_PATH = '/wps/agent/contract/answer';

let platform: Platform;
let requests: Request[];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/member/agent/getSalaryContract" element={<SalaryContractPage />} />
      <Route path="/m/member/agent/getDevidendContract" element={<DividendContractPage />} />
      <Route path="/m/member/agent/getHourContract" element={<HourContractPage />} />
      <Route path="/m/home" element={<main data-testid="home" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

/** What the home page's check answers now, asked as agent01. */
async function checkFlags() {
  const token = sessionStore.getState().info!.token;
  const response = await platform.fetch(
    new Request('http://sim/wps/agent/contract/request', { headers: { Token: token } }),
  );
  return ((await response.json()) as { value: Record<string, number> }).value;
}

const answers = () => requests.filter((r) => new URL(r.url).pathname === ANSWER_PATH);
const stateHeading = () => screen.findByRole('heading', { level: 2 }, SLOW);
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
  setRuntimeConfig({});
});

describe('daily salary contract of agent01 (pending)', () => {
  beforeEach(() => signIn(DEMO_ACCOUNTS.agent));

  it('shows the state, the facts and each tier: team valid bets and active members → daily salary', async () => {
    renderAt('/m/member/agent/getSalaryContract');
    expect(await stateHeading()).toHaveTextContent('Awaiting your answer');
    expect(screen.getByText('DAILY-agent01-1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tiers' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TierTeam valid bets per dayActive membersDaily salary',
      'Tier 1≥ 5,000.00≥ 250.00',
      'Tier 2≥ 30,000.00≥ 5300.00',
      'Tier 3≥ 100,000.00≥ 151,200.00',
    ]);
    expect(button('Accept')).toBeEnabled();
    expect(button('Decline')).toBeEnabled();
    const read = requests.find((r) => new URL(r.url).pathname === '/wps/agent/contract/daily')!;
    expect(read.headers.get('Module')).toBe('DAILYSALCONT3');
  });

  // The home prompt for it gone after: exposes/contract-prompts.test.tsx.
  it('accepts only after the confirm dialog and sends one answer; the platform no longer asks about it', async () => {
    const user = userEvent.setup();
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();

    await user.click(button('Accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(answers()).toHaveLength(0);

    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Accepted'), SLOW);
    expect(screen.getByRole('status')).toHaveTextContent('You accepted the contract. Its terms now apply.');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(answers()).toHaveLength(1);
    expect(answers()[0]!.headers.get('Module')).toBe('DAILYSALCONT3');
    expect(await answers()[0]!.json()).toEqual({ kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'ACCEPT' });
    expect(await checkFlags()).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 });
  });

  it('declines after confirming; the date of the answer shows on the next visit', async () => {
    const user = userEvent.setup();
    const page = renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    await user.click(button('Decline'));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this contract?' });
    expect(dialog).toHaveTextContent('The platform will not pay you under these terms.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Declined'), SLOW);
    expect((await checkFlags()).dailysalreqtype).toBe(0);
    page.unmount();

    renderAt('/m/member/agent/getSalaryContract');
    expect(await stateHeading()).toHaveTextContent('Declined');
    const answeredAt = platform.state.contracts.get('agent01')!.daily![0]!.answeredAt!;
    expect(screen.getByText(`You declined this contract on ${formatDateTime(answeredAt)}.`)).toBeInTheDocument();
  });

  it('keeps the buttons off while the answer is on its way, so a second tap sends nothing', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: ANSWER_PATH, delayMs: 600, times: 1 });
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Sending your answer…')).toBeInTheDocument();
    expect(button('Accept')).toBeDisabled();
    expect(button('Decline')).toBeDisabled();
    await user.click(button('Accept'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Accepted'), SLOW);
    expect(answers()).toHaveLength(1);
  });

  it('an answer lost on the way back: reads the contract again and shows it accepted, without sending twice', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ timeoutMs: 400 });
    await simAdmin(platform, '/__sim/faults', { path: ANSWER_PATH, lose: true, times: 1 });
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Accepted'), SLOW);
    expect(screen.getByRole('status')).toHaveTextContent('You accepted the contract.');
    expect(answers()).toHaveLength(1);
    expect((await checkFlags()).dailysalreqtype).toBe(0);
  });

  it('an answer that never arrived (5xx): says so, keeps the contract pending, and answering again works', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: ANSWER_PATH, status: 503, times: 1 });
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Your answer did not reach the platform. Please answer again.',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Awaiting your answer');
    expect((await checkFlags()).dailysalreqtype).toBe(1);

    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Accepted'), SLOW);
    expect(answers()).toHaveLength(2);
  });

  it('answered elsewhere meanwhile: the platform refuses, the page says so and shows the answer as it stands', async () => {
    const user = userEvent.setup();
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    const token = sessionStore.getState().info!.token;
    await platform.fetch(
      new Request(`http://sim${ANSWER_PATH}`, {
        method: 'POST',
        headers: { Token: token },
        body: JSON.stringify({ kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'DECLINE' }),
      }),
    );
    await user.click(button('Accept'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This contract has already been answered.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Declined');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('replaced by a new offer meanwhile: the page says so and shows the new terms to answer', async () => {
    const user = userEvent.setup();
    renderAt('/m/member/agent/getSalaryContract');
    await stateHeading();
    const token = sessionStore.getState().info!.token;
    await platform.fetch(
      new Request(`http://sim${ANSWER_PATH}`, {
        method: 'POST',
        headers: { Token: token },
        body: JSON.stringify({ kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'ACCEPT' }),
      }),
    );
    await simAdmin(platform, '/__sim/contracts', { username: 'agent01', dailysalreqtype: 1 });
    await user.click(button('Decline'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The contract has changed. Please read it again before you answer.',
    );
    expect(screen.getByText('DAILY-agent01-2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Awaiting your answer');
    expect(platform.state.contracts.get('agent01')!.daily!.map((c) => c.status)).toEqual(['PENDING', 'ACCEPTED']);
  });

  it('a failed read shows an error with Retry, and Retry loads the contract', async () => {
    await simAdmin(platform, '/__sim/faults', {
      path: '/wps/agent/contract/daily',
      status: 200,
      code: 'server.error',
      times: 1,
    });
    renderAt('/m/member/agent/getSalaryContract');
    const error = await screen.findByTestId('error-state', {}, SLOW);
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await stateHeading()).toHaveTextContent('Awaiting your answer');
  });

  it('an expired session leaves the page for home', async () => {
    platform.state.sessions.clear();
    renderAt('/m/member/agent/getSalaryContract');
    expect(await screen.findByTestId('home', {}, SLOW)).toBeInTheDocument();
    expect(sessionStore.getState().info).toBeNull();
  });
});

describe('the other contract pages', () => {
  it('dividend: half-month periods, profit tiers → rate, and a way to the dividends', async () => {
    await signIn(DEMO_ACCOUNTS.agent);
    renderAt('/m/member/agent/getDevidendContract');
    expect(await stateHeading()).toHaveTextContent('Awaiting your answer');
    expect(screen.getByText('Half-month')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Tiers' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Team profit per period');
    expect(rows[1]!.textContent).toBe('Tier 1≥ 10,000.00≥ 112.00%');
    expect(rows[3]!.textContent).toBe('Tier 3≥ 500,000.00≥ 1025.00%');
    expect(await screen.findByRole('link', { name: 'See my dividends' })).toHaveAttribute(
      'href',
      '/m/member/agent/agentDivident',
    );
  });

  it('hourly: agent01 has none (read with a POST, Module HOURSAL3) and the page says so', async () => {
    await signIn(DEMO_ACCOUNTS.agent);
    renderAt('/m/member/agent/getHourContract');
    expect(await screen.findByText('You have no hourly salary contract.', {}, SLOW)).toBeInTheDocument();
    const read = requests.find((r) => new URL(r.url).pathname === '/wps/agent/contract/hourly')!;
    expect(read.method).toBe('POST');
    expect(read.headers.get('Module')).toBe('HOURSAL3');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('hourly: agent02 accepted its contract, shown without buttons', async () => {
    await signIn(DEMO_ACCOUNTS.subAgent);
    renderAt('/m/member/agent/getHourContract');
    expect(await stateHeading()).toHaveTextContent('Accepted');
    expect(screen.getByText(/^You accepted this contract on /)).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]!.textContent).toBe('Tier 1≥ 1,000.00≥ 15.00');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('a prompt sent by the platform later opens as a new pending hourly contract', async () => {
    await simAdmin(platform, '/__sim/contracts', { username: 'agent02', contracthoursalreq: 1 });
    await signIn(DEMO_ACCOUNTS.subAgent);
    renderAt('/m/member/agent/getHourContract');
    expect(await stateHeading()).toHaveTextContent('Awaiting your answer');
    expect(screen.getByText('HOURLY-agent02-2')).toBeInTheDocument();
  });
});
