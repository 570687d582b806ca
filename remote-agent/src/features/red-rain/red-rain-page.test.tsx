import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Platform } from '@mc/platform-sim';
import { balanceVisibility, login, toCents } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import RedRainPage from './red-rain-page';
import { CATCH_TIMEOUT_MS } from './api/post-rain-catch';

jest.setTimeout(20_000);

/** The platform's clock runs in real time from 13:59:00 UTC (one minute before a scheduled rain); the client's does not match it. */
const SERVER_START = Date.UTC(2024, 5, 15, 13, 59);
let platform: Platform;
let catchRequests: string[];

interface Ledger {
  sumBalance: string;
  entries: { type: string; amount: string; orderNo?: string }[];
}

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
  return ((await response.json()) as { value: T }).value;
}
const ledger = () => admin<Ledger>('GET', '/__sim/ledger?username=agent01');
const startRain = (body: Record<string, unknown> = {}) => admin<{ eventId: string }>('POST', '/__sim/redrain', body);

function setReducedMotion(reduced: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduced && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/redRain" element={<RedRainPage />} />
    </Routes>,
    { route: '/m/redRain' },
  );
}

const envelopes = async () =>
  within(await screen.findByRole('group', { name: 'Falling red envelopes' })).getAllByRole('button', {
    name: 'Open a red envelope',
  });
const shownBalance = async () => toCents((await screen.findByTestId('redrain-balance')).textContent!.replace(/,/g, ''));

beforeEach(async () => {
  const shift = SERVER_START - Date.now();
  platform = createPlatform({ now: () => Date.now() + shift });
  catchRequests = [];
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/redrain/catch')
        catchRequests.push(request.headers.get('Idempotency-Key') ?? '');
      return platform.fetch(request);
    },
  });
  setReducedMotion(false);
  await setupI18n('EN');
  resetSession();
  balanceVisibility.getState().forget();
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

describe('red-envelope rain page', () => {
  it('outside a rain: a countdown on the platform clock (not the client clock) and the rules', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Next rain' })).toBeInTheDocument();
    // The platform says 13:59:00 and the rain starts at 14:00: about a minute, whatever the client clock says.
    expect(screen.getByTestId('redrain-countdown').textContent).toMatch(/^0[01]:\d\d$/);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText(/up to 10 envelopes per rain/)).toBeInTheDocument();
    expect(screen.getByText('888.00')).toBeInTheDocument();
    // The live region speaks a coarse step, not every second.
    expect(screen.getByText(/The rain starts in about (1 min|50 s)/)).toBeInTheDocument();
  });

  it('during a rain: each tap is one catch the platform credits; the balance shown follows exactly', async () => {
    await startRain({ durationSeconds: 30 });
    const before = toCents((await ledger()).sumBalance);
    renderPage();
    const buttons = await envelopes();
    expect(await shownBalance()).toBe(before);
    const user = userEvent.setup();
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.getByTestId('redrain-opened')).toHaveTextContent('Opened 2 of 10'));
    expect(screen.getByTestId('redrain-outcome').textContent).toMatch(/added to your balance|was empty/);
    const after = await ledger();
    const credited = after.entries.filter((e) => e.type === 'REWARD').reduce((sum, e) => sum + toCents(e.amount), 0);
    expect(toCents(after.sumBalance) - before).toBe(credited);
    await waitFor(async () => expect(await shownBalance()).toBe(toCents(after.sumBalance)));
    expect(new Set(catchRequests).size).toBe(2);
  });

  it('keyboard: an envelope is a button that Enter opens', async () => {
    await startRain();
    renderPage();
    const [first] = await envelopes();
    first!.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('redrain-opened')).toHaveTextContent('Opened 1 of 10'));
  });

  it('a lost answer: the same catch id goes again and the platform credits it once', async () => {
    await startRain();
    await admin('POST', '/__sim/faults', { path: '/wps/redrain/catch', lose: true, times: 1 });
    const before = toCents((await ledger()).sumBalance);
    renderPage();
    const [first] = await envelopes();
    await userEvent.setup().click(first!);
    await waitFor(() => expect(screen.getByTestId('redrain-opened')).toHaveTextContent('Opened 1 of 10'), {
      timeout: CATCH_TIMEOUT_MS + 4_000,
    });
    expect(catchRequests).toHaveLength(2);
    expect(catchRequests[1]).toBe(catchRequests[0]);
    const after = await ledger();
    const rewards = after.entries.filter((e) => e.type === 'REWARD');
    expect(rewards.length).toBeLessThanOrEqual(1);
    expect(toCents(after.sumBalance) - before).toBe(rewards.reduce((sum, e) => sum + toCents(e.amount), 0));
  });

  it('a refusal is said, never a blank: the cap reached', async () => {
    await startRain({ maxCatches: 1 });
    renderPage();
    const buttons = await envelopes();
    const user = userEvent.setup();
    await user.click(buttons[0]!);
    await waitFor(() => expect(screen.getByTestId('redrain-opened')).toHaveTextContent('Opened 1 of 1'));
    expect(screen.getByText('You have opened all your envelopes for this rain.')).toBeInTheDocument();
    // Further taps are not sent.
    await user.click(buttons[1]!);
    expect(catchRequests).toHaveLength(1);
  });

  it('with reduced motion: a still grid of envelopes, same catching', async () => {
    setReducedMotion(true);
    await startRain();
    renderPage();
    const grid = await screen.findByTestId('redrain-calm');
    expect(screen.queryByTestId('redrain-field')).not.toBeInTheDocument();
    await userEvent.setup().click(within(grid).getAllByRole('button', { name: 'Open a red envelope' })[0]!);
    await waitFor(() => expect(screen.getByTestId('redrain-opened')).toHaveTextContent('Opened 1 of 10'));
  });

  it('pauses while the tab is hidden and goes on when it is shown again', async () => {
    await startRain();
    renderPage();
    await envelopes();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Paused while the page is hidden.')).toBeInTheDocument();
    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText('Paused while the page is hidden.')).not.toBeInTheDocument());
    hidden.mockRestore();
  });

  it('after the rain: the total credited and each envelope, as the platform lists them', async () => {
    await startRain({ durationSeconds: 2 });
    const before = toCents((await ledger()).sumBalance);
    renderPage();
    const buttons = await envelopes();
    const user = userEvent.setup();
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('heading', { name: 'The rain is over' }, { timeout: 5_000 })).toBeInTheDocument();
    const total = toCents((await screen.findByTestId('redrain-total')).textContent!.replace(/,/g, ''));
    expect(toCents((await ledger()).sumBalance) - before).toBe(total);
    expect(within(screen.getByTestId('redrain-list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed load shows the error with Retry, and Retry loads', async () => {
    await admin('POST', '/__sim/faults', { path: '/wps/redrain/current', status: 503, times: 1 });
    renderPage();
    expect(await screen.findByText('The rain could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Next rain' })).toBeInTheDocument();
  });
});
