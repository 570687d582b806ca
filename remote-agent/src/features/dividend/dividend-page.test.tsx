import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { formatMoney, sessionStore } from '@mc/shared-kernel';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import DividendPage from './dividend-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

const SLOW = { timeout: 15_000 };
const PERIODS_PATH = '/wps/agent/dividend/periods';

interface Period {
  periodId: string;
  startDate: string;
  endDate: string;
  current: boolean;
  tier: number | null;
  rate: string | null;
  amount: string;
  teamProfit: string;
  validBets: string;
  activeMembers: number;
  status: string;
}

let platform: Platform;
let requests: Request[];

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/m/member/agent/agentDivident" element={<DividendPage />} />
    </Routes>,
    { route: '/m/member/agent/agentDivident' },
  );

/** The periods as the platform computed them for the signed-in agent. */
async function platformPeriods(): Promise<Period[]> {
  const token = sessionStore.getState().info!.token;
  const response = await platform.fetch(
    new Request(`http://sim${PERIODS_PATH}?pageSize=10`, { headers: { Token: token } }),
  );
  return ((await response.json()) as { value: { list: Period[] } }).value.list;
}

const periodsAsked = () => requests.filter((r) => new URL(r.url).pathname === PERIODS_PATH);
/** The value beside a fact's label inside one card. */
const fact = (card: HTMLElement, label: string) =>
  within(within(card).getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
});

describe('dividend page of agent01', () => {
  beforeEach(() => signIn(DEMO_ACCOUNTS.agent));

  it("lists the periods newest first, each with the platform's figures, the tier reached and the dividend", async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dividend periods' }, SLOW);
    const expected = await platformPeriods();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(expected.length);

    const [current, ...closed] = expected;
    expect(current!.current).toBe(true);
    expect(cards[0]).toHaveTextContent(`${current!.startDate} – ${current!.endDate}`);
    expect(within(cards[0]!).getByText('In progress')).toBeInTheDocument();
    // The current period reaches a tier of the terms in force: its rate and the amount the platform computed.
    expect(current!.tier).not.toBeNull();
    expect(fact(cards[0]!, 'Tier reached')).toHaveTextContent(`Tier ${current!.tier} · ${current!.rate}%`);
    expect(fact(cards[0]!, 'Dividend')).toHaveTextContent(formatMoney(current!.amount));
    expect(fact(cards[0]!, 'Team profit')).toHaveTextContent(formatMoney(current!.teamProfit));
    expect(fact(cards[0]!, 'Team valid bets')).toHaveTextContent(formatMoney(current!.validBets));
    expect(fact(cards[0]!, 'Active members')).toHaveTextContent(String(current!.activeMembers));

    const paid = closed.findIndex((p) => p.status === 'PAID');
    expect(paid).toBeGreaterThanOrEqual(0);
    expect(within(cards[paid + 1]!).getByText('Paid')).toBeInTheDocument();
    const none = closed.findIndex((p) => p.status === 'NOT_REACHED');
    if (none >= 0) {
      expect(within(cards[none + 1]!).getByText('No dividend')).toBeInTheDocument();
      expect(fact(cards[none + 1]!, 'Tier reached')).toHaveTextContent('None');
    }
    expect(screen.getByRole('link', { name: 'View dividend contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getDevidendContract',
    );
  });

  it('a failed list shows an error with Retry', async () => {
    await simAdmin(platform, '/__sim/faults', { path: PERIODS_PATH, status: 200, code: 'server.error', times: 1 });
    renderPage();
    const error = await screen.findByTestId('error-state', {}, SLOW);
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Dividend periods' }, SLOW)).toBeInTheDocument();
  });

  it('is not available when the agent menu turns dividends off: says so and asks for nothing', async () => {
    await simAdmin(platform, '/__sim/menu', { dividend: false });
    renderPage();
    expect(await screen.findByText('Dividends are not available for this account.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to agent centre' })).toHaveAttribute('href', '/m/agent');
    expect(periodsAsked()).toHaveLength(0);
  });

  it.each([41, 42])('is not available for type %i (no dividend info), whatever the menu says', async (type) => {
    sessionStore.getState().login({ ...sessionStore.getState().info!, type });
    renderPage();
    expect(await screen.findByText('Dividends are not available for this account.', {}, SLOW)).toBeInTheDocument();
    expect(periodsAsked()).toHaveLength(0);
  });
});

it('agent02 (type 2) gets the page; without an accepted dividend contract it has no periods yet', async () => {
  await signIn(DEMO_ACCOUNTS.subAgent);
  renderPage();
  expect(
    await screen.findByText(
      'No dividend periods yet. They start once you have accepted a dividend contract.',
      {},
      SLOW,
    ),
  ).toBeInTheDocument();
  expect(periodsAsked()).toHaveLength(1);
});
