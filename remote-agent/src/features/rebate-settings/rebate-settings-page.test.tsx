import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, MERCHANT_CODE, type Platform } from '@mc/platform-sim';
import { login } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import RebateSettingsPage from './rebate-settings-page';

const SLOW = { timeout: 15_000 };
let platform: Platform;
let posts: unknown[];
let failNext: boolean;

beforeEach(async () => {
  platform = createPlatform();
  posts = [];
  failNext = false;
  useInProcessPlatform({
    fetch: async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/wps/agent/updateDownlineRebates') {
        posts.push(await request.clone().json());
        if (failNext) {
          failNext = false;
          return new Response('down', { status: 503 });
        }
      }
      if (failNext && new URL(request.url).pathname === '/wps/agent/rebates') {
        failNext = false;
        return new Response('down', { status: 503 });
      }
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  await login({ username: 'agent01', password: 'Agent1234', type: 'username', loginFrom: 'AGENT' }, MERCHANT_CODE);
});

const render = (search = '') =>
  renderWithProviders(
    <Routes>
      <Route path="/m/member/agent/agentRebeat" element={<RebateSettingsPage />} />
    </Routes>,
    { route: `/m/member/agent/agentRebeat${search}` },
  );

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const member = () => [...platform.state.accounts.values()].find((a) => a.upline === 'agent01' && a.type === 0)!;
const subAgent = () =>
  [...platform.state.accounts.values()].find((a) => a.upline === 'agent01' && ![0, 4, 40].includes(a.type))!;

describe('/m/member/agent/agentRebeat', () => {
  it("shows the agent's own rates and edits its defaults for new downlines", async () => {
    const user = userEvent.setup();
    render();
    const own = await screen.findByRole('region', { name: 'Your rebate rates' }, SLOW);
    expect(within(own).getByText('Sports').nextSibling).toHaveTextContent('1.50%');
    await waitFor(() => expect(field('Lottery')).toHaveValue('5.00'));
    expect(screen.getByText('Up to 8.00%')).toBeInTheDocument();

    await user.clear(field('Lottery'));
    await user.type(field('Lottery'), '6.5');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('The rates are saved.');
    expect(posts).toEqual([{ defaults: expect.objectContaining({ LOTT: '6.50', SPORTS: '0.80' }) }]);
    expect(platform.state.accounts.get('agent01')!.rebates!.downlineDefaults!.LOTT).toBe(650);
    await waitFor(() => expect(field('Lottery')).toHaveValue('6.50'));
  });

  it('checks every field before sending: empty, not a number, decimals, negative, above the ceiling', async () => {
    const user = userEvent.setup();
    render(`?downline=${member().username}`);
    await waitFor(() => expect(field('Sports')).not.toHaveValue(''), SLOW);
    const typeInto = async (name: string, value: string) => {
      await user.clear(field(name));
      if (value) await user.type(field(name), value);
    };
    await typeInto('Sports', '1.51');
    await typeInto('Live casino', '');
    await typeInto('Slots', 'abc');
    await typeInto('Fishing', '0.123');
    await typeInto('Card games', '-1');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(field('Sports')).toHaveAccessibleDescription(
      expect.stringContaining('Cannot be above your own rate of 1.50%'),
    );
    expect(field('Live casino')).toHaveAccessibleDescription(expect.stringContaining('Please enter a rate'));
    expect(field('Slots')).toHaveAccessibleDescription(expect.stringContaining('Please enter a number'));
    expect(field('Fishing')).toHaveAccessibleDescription(expect.stringContaining('At most 2 decimals'));
    expect(field('Card games')).toHaveAccessibleDescription(expect.stringContaining('A rate cannot be negative'));
    expect(field('Sports')).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("saves a downline's rates; a platform refusal shows under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const sub = subAgent();
    render(`?downline=${sub.username}`);
    expect(await screen.findByRole('heading', { name: `Rates of ${sub.username}` }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(field('Sports')).toHaveValue('1.00'));
    // Meanwhile the sub-agent gives its new downlines more: the platform's floor rises above what the form knew.
    sub.rebates!.downlineDefaults!.SPORTS = 95;
    await user.clear(field('Sports'));
    await user.type(field('Sports'), '0.9');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(
      () => expect(field('Sports')).toHaveAccessibleDescription(expect.stringContaining('Cannot be below 0.95%')),
      SLOW,
    );
    expect(field('Sports')).toHaveValue('0.9');
    expect(sub.rebates!.own.SPORTS).toBe(100);

    // A platform that does not answer: a message above the button, the values stay.
    failNext = true;
    await user.clear(field('Sports'));
    await user.type(field('Sports'), '1.2');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(field('Sports')).toHaveValue('1.2');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('The rates are saved.');
    expect(sub.rebates!.own.SPORTS).toBe(120);
    await waitFor(() => expect(field('Sports')).toHaveValue('1.20'));
  });

  it('says so for an account outside the direct downlines, and offers Retry when loading fails', async () => {
    const user = userEvent.setup();
    const { unmount } = render('?downline=blocked01');
    expect(await screen.findByText('This account is not one of your direct downlines.', {}, SLOW)).toBeInTheDocument();
    unmount();
    failNext = true;
    render();
    await user.click(await screen.findByRole('button', { name: 'Retry' }, SLOW));
    await waitFor(() => expect(field('Sports')).toHaveValue('0.80'), SLOW);
  });
});
