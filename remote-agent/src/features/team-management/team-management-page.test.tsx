import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { configureApi, login } from '@mc/shared-kernel';
import { currentLocation, renderAtPath, resetSession, setupI18n } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import TeamManagementPage from './team-management-page';

// A shared machine and a first render that loads the catalogues: the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

let platform: Platform;
let timeoutMs = 10_000;
let sent: { method: string; path: string; search: string; key: string | null }[];

const account = (name: string): Account => platform.state.accounts.get(name.toLowerCase())!;
const directOf = (agent: string) =>
  [...platform.state.accounts.values()]
    .filter((a) => a.upline === agent)
    .sort((a, b) => b.regDate - a.regDate || a.id - b.id);
const sumCents = (a: Account) => a.balance + Object.values(a.wallets).reduce((s, c) => s + c, 0);

async function simAdmin(path: string, body: unknown) {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
}

/** Browser Back, as the host's history would do it. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

const renderPage = (route = '/m/member/team') =>
  renderAtPath(
    '/m/member/team',
    <>
      <TeamManagementPage />
      <BackButton />
    </>,
    route,
  );

const list = () => screen.findByRole('list', { name: /^(My team|Team of|Results for)/ });
const rowOf = (username: string) => {
  const item = within(screen.getByRole('list', { name: /^(My team|Team of|Results for)/ }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(username, { selector: '.mc-record-card__headline' }));
  if (!item) throw new Error(`no row ${username}`);
  return item;
};
const names = () =>
  within(screen.getByRole('list', { name: /^(My team|Team of|Results for)/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.mc-record-card__headline')?.textContent);

beforeEach(async () => {
  platform = createPlatform();
  sent = [];
  timeoutMs = 10_000;
  configureApi({
    baseUrl: () => 'http://platform.test',
    timeoutMs: () => timeoutMs,
    fetch: (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        key: request.headers.get('Idempotency-Key'),
      });
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  await login(
    {
      username: DEMO_ACCOUNTS.agent.username,
      password: DEMO_ACCOUNTS.agent.password,
      type: 'username',
      loginFrom: 'AGENT',
    },
    MERCHANT_CODE,
  );
});

describe('the team list', () => {
  it("shows the agent's direct downlines, newest first, with each one's kind, balance and dates, and pages on", async () => {
    renderPage();
    await list();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('My team48 accounts');
    const direct = directOf('agent01');
    expect(names()).toEqual(direct.slice(0, 20).map((a) => a.username));
    const agent02 = direct.find((a) => a.username === 'agent02')!;
    if (direct.indexOf(agent02) < 20) {
      expect(within(rowOf('agent02')).getByText('Agent')).toBeInTheDocument();
      expect(within(rowOf('agent02')).getByText('880.00')).toBeInTheDocument();
    }
    const member = direct.slice(0, 20).find((a) => a.type === 0 && a.lastLoginAt !== null)!;
    const row = rowOf(member.username);
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Set rebates (${member.username})` })).toHaveAttribute(
      'href',
      `/m/member/agent/agentRebeat?downline=${member.username}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(40));
  });

  it("drills into a downline agent's team with a breadcrumb, and climbs back by the breadcrumb and by Back", async () => {
    renderPage('/m/member/team?parent=agent01');
    await list();
    const sub = directOf('agent01').find(
      (a) => a.type === 2 && a.username !== 'agent02' && directOf(a.username.toLowerCase()).some((d) => d.type === 2),
    )!;
    const deeper = directOf(sub.username.toLowerCase()).find((d) => d.type === 2)!;
    // The sub-agent with a third level may be on a later page: search brings it up.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), sub.username);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names()).toContain(sub.username));
    await userEvent.click(within(rowOf(sub.username)).getByRole('link', { name: `View team (${sub.username})` }));
    await waitFor(() => expect(currentLocation()).toBe(`/m/member/team?parent=${sub.username}`));
    await waitFor(() => expect(names()).toEqual(directOf(sub.username.toLowerCase()).map((a) => a.username)));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Team of ${sub.username}`);
    // Its members are not the agent's own: no choice box, no rebates link.
    expect(within(rowOf(deeper.username)).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(rowOf(deeper.username)).getByRole('link', { name: `View team (${deeper.username})` }));
    await waitFor(() => expect(names()).toEqual(directOf(deeper.username.toLowerCase()).map((a) => a.username)));
    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['My team', sub.username, deeper.username]);
    await userEvent.click(within(crumbs).getByRole('link', { name: sub.username }));
    await waitFor(() => expect(currentLocation()).toBe(`/m/member/team?parent=${sub.username}`));
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(currentLocation()).toBe(`/m/member/team?parent=${deeper.username}`));
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Results for “${sub.username}”`),
    );
    // The search replaced its history entry; the agent's own team needs no breadcrumb.
    expect(currentLocation()).toBe(`/m/member/team?parent=agent01&q=${sub.username}`);
    expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull();
  });

  it('searches the whole team by part of a name, and filters by kind, online and registration', async () => {
    renderPage();
    await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'S00');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/member/team?q=S00'));
    await waitFor(() =>
      expect(names()).toEqual(
        directOf('agent02')
          .filter((a) => a.username.startsWith('s00'))
          .map((a) => a.username),
      ),
    );
    expect(names()).toHaveLength(9);
    expect(within(rowOf(names()[0]!)).getByText('Level 2, under agent02')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'agent');
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(currentLocation()).toBe('/m/member/team?kind=agent');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Online only' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/member/team?online=1&kind=agent'));
    expect(sent.at(-1)?.search).toContain('online=true');
    expect(sent.at(-1)?.search).toContain('memberType=agent');
    const onlineAgents = directOf('agent01')
      .filter((x) => x.type === 2 && x.online)
      .map((x) => x.username);
    if (onlineAgents.length === 0) await screen.findByText('No downlines match these filters');
    else await waitFor(() => expect(names()).toEqual(onlineAgents));
  });

  it('shows a failed load with Retry, and a backwards registration range under its field without sending it', async () => {
    await simAdmin('/__sim/faults', { path: '/wps/agent/downline', method: 'GET', status: 503, times: 1 });
    renderPage('/m/member/team?regStart=2024-06-10&regEnd=2024-06-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await list();
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(sent.filter((c) => c.path === '/wps/agent/downline').every((c) => !c.search.includes('regStart'))).toBe(
      true,
    );
  });
});

describe('transfer to downlines', () => {
  const PASSWORD = '135790';
  let a: Account;
  let b: Account;
  beforeEach(async () => {
    account('agent01').paymentPassword = null;
    const token = (await import('@mc/shared-kernel')).sessionStore.getState().info!.token;
    await platform.fetch(
      new Request('http://platform.test/wps/security/payment-password', {
        method: 'POST',
        headers: { Token: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD, confirmPassword: PASSWORD }),
      }),
    );
    [a, b] = directOf('agent01')
      .slice(0, 20)
      .filter((x) => x.type === 0) as [Account, Account];
  });

  const sheet = () => screen.getByRole('dialog', { name: 'Transfer to downlines' });
  async function chooseTwo() {
    renderPage();
    await list();
    await userEvent.click(screen.getByRole('checkbox', { name: `Choose ${a.username} for a transfer` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Choose ${b.username} for a transfer` }));
    expect(screen.getByRole('region', { name: 'Transfer to downlines' })).toHaveTextContent('2 downlines chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(within(sheet()).getByTestId('transfer-available')).toHaveTextContent('25,680.75'));
  }

  it('pays each chosen downline its own amount, all at once: the agent drops by the sum exactly', async () => {
    const before = { agent: sumCents(account('agent01')), a: sumCents(a), b: sumCents(b) };
    await chooseTwo();
    await userEvent.click(within(sheet()).getByRole('radio', { name: 'Amount per downline' }));
    const first = within(sheet()).getByRole('textbox', { name: `Amount for ${a.username}` });
    const second = within(sheet()).getByRole('textbox', { name: `Amount for ${b.username}` });
    // Bad inputs first: nothing is sent, each says why under its field.
    await userEvent.type(first, '1.005');
    await userEvent.type(second, 'abc');
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Transfer' }));
    expect(within(sheet()).getByText('At most two decimal places')).toBeInTheDocument();
    expect(within(sheet()).getByText('Please enter your payment password')).toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, '30000');
    await userEvent.clear(second);
    await userEvent.type(second, '0.10');
    expect(within(sheet()).getByText('The total is more than your available balance (25,680.75)')).toHaveAttribute(
      'role',
      'alert',
    );
    await userEvent.clear(first);
    await userEvent.type(first, '100.20');
    expect(within(sheet()).getByTestId('transfer-total')).toHaveTextContent('100.30');
    await userEvent.type(within(sheet()).getByLabelText(/^Payment password/), PASSWORD);
    expect(sent.filter((c) => c.method === 'POST' && c.path === '/wps/agent/transfer/downlines')).toHaveLength(0);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet()).findByText('100.30 sent to 2 downlines')).toBeInTheDocument();
    expect(sumCents(account('agent01'))).toBe(before.agent - 10_030);
    expect(sumCents(a)).toBe(before.a + 10_020);
    expect(sumCents(b)).toBe(before.b + 10);
    expect(sent.filter((c) => c.method === 'POST' && c.path === '/wps/agent/transfer/downlines')).toHaveLength(1);
    // The list and the wallet figures are read again; the choice is cleared.
    await waitFor(() => expect(sent.filter((c) => c.path === '/wps/withdraw/info').length).toBeGreaterThanOrEqual(2));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Transfer to downlines' })).toBeNull();
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(PASSWORD);
  });

  it('says a wrong payment password under its field and keeps the amounts', async () => {
    await chooseTwo();
    await userEvent.type(within(sheet()).getByRole('textbox', { name: 'Amount for each downline' }), '5');
    await userEvent.type(within(sheet()).getByLabelText(/^Payment password/), '000001');
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet()).findByText('Wrong payment password, 4 attempts left')).toBeInTheDocument();
    expect(within(sheet()).getByRole('textbox', { name: 'Amount for each downline' })).toHaveValue('5');
    expect(within(sheet()).getByTestId('transfer-total')).toHaveTextContent('10.00');
  });

  it('treats a lost answer as unknown, looks it up, and the money moves exactly once', async () => {
    const before = sumCents(account('agent01'));
    await chooseTwo();
    await simAdmin('/__sim/faults', { path: '/wps/agent/transfer/downlines', method: 'POST', lose: true, times: 1 });
    timeoutMs = 400;
    await userEvent.type(within(sheet()).getByRole('textbox', { name: 'Amount for each downline' }), '7.50');
    await userEvent.type(within(sheet()).getByLabelText(/^Payment password/), PASSWORD);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet()).findByText('15.00 sent to 2 downlines', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).toBeNull();
    const [post] = sent.filter((c) => c.method === 'POST' && c.path === '/wps/agent/transfer/downlines');
    expect(sent.filter((c) => c.path === `/wps/requests/${post!.key}`)).toHaveLength(1);
    expect(sumCents(account('agent01'))).toBe(before - 1_500);
    expect(account('agent01').ledger.filter((e) => e.type === 'DOWNLINE_TRANSFER')).toHaveLength(2);
  });
});
