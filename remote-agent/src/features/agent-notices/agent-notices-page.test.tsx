import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { sessionStore } from '@mc/shared-kernel';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import AgentNoticesPage from './agent-notices-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

let platform: Platform;
let requests: Request[];

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function SearchProbe() {
  const location = useLocation();
  return <p data-testid="search">{location.search}</p>;
}

const PATH = '/m/member/notice';

function renderPage(route = `${PATH}?types=A`) {
  return renderWithProviders(
    <Routes>
      <Route
        path={PATH}
        element={
          <>
            <AgentNoticesPage />
            <SearchProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

/** The sim's unread count for the signed-in agent, asked directly. */
async function simUnread(): Promise<number> {
  const token = sessionStore.getState().info!.token;
  const response = await platform.fetch(
    new Request('http://sim/wps/announcements?types=A&groupName=m_home', { headers: { Token: token } }),
  );
  return (await response.json()).value.footer.unreadCount;
}

const agentNotices = () =>
  platform.state.announcements.filter((a) => a.type === 'A').sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
const list = () => screen.findByRole('list', { name: 'Agent announcements' });
const footerLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Agent shortcuts' })).getByRole('link', {
    name: /Announcements/,
  });

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
  delete (window as { __xss?: unknown }).__xss;
});

describe('agent announcements guard', () => {
  it('sends a guest to /m/home', async () => {
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
  });

  it('sends a member to /m/home (its notices are /m/notice)', async () => {
    await signIn(DEMO_ACCOUNTS.member, 'MEMBER');
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
    expect(requests.some((r) => new URL(r.url).pathname === '/wps/announcements/read')).toBe(false);
  });
});

describe('agent announcements for an agent', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.agent, 'AGENT');
  });

  it('lists the agent announcements newest first, every one unread at first', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').querySelector('.agt-notices__title')?.textContent)).toEqual(
      agentNotices().map((a) => a.title),
    );
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(agentNotices().length);
    const call = requests.find((r) => new URL(r.url).pathname === '/wps/announcements/lobby')!;
    expect(new URL(call.url).searchParams.get('types')).toBe('A');
  });

  it('opens one in a dialog, marks it read, and the footer badge follows without a reload', async () => {
    const user = userEvent.setup();
    renderPage();
    const total = agentNotices().length;
    const badge = await footerLink();
    await waitFor(() => expect(badge).toHaveAccessibleName(new RegExp(`^Announcements ?, ${total} unread$`)));
    const target = agentNotices().find((a) => a.title === 'Agent commission schedule')!;

    await user.click(within(await list()).getByRole('button', { name: /Agent commission schedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent commission schedule' });
    expect(within(dialog).getByText('Monday').tagName).toBe('B');

    await waitFor(() => expect(badge).toHaveAccessibleName(new RegExp(`^Announcements ?, ${total - 1} unread$`)));
    expect(await simUnread()).toBe(total - 1);
    const row = document.querySelector(`[data-notice-id="${target.id}"]`)!;
    expect(within(row as HTMLElement).queryByTestId('notice-unread')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(total - 1);

    // Opening it again sends nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await list()).getByRole('button', { name: /Agent commission schedule/ }));
    await screen.findByRole('dialog', { name: 'Agent commission schedule' });
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/announcements/read')).toHaveLength(1);
    // The footer's query was updated in place, not asked again.
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/announcements')).toHaveLength(1);
  });

  it('shows hostile content sanitized: no script runs, no handlers or javascript: links survive', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByRole('button', { name: /Agent account security check/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent account security check' });
    await within(dialog).findByText('updated terms');
    await waitFor(() => expect(dialog.querySelector('.mc-server-html p')).not.toBeNull());
    const html = dialog.querySelector('.mc-server-html')!;
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('[onerror], [onclick]')).toBeNull();
    for (const a of html.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(html.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
    const link = within(dialog).queryByText('Read more');
    if (link) await user.click(link);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows an in-app link of the content without reloading the app', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByRole('button', { name: /Monthly team report is ready/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly team report is ready' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'team overview' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('link', { name: 'team overview' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/agent/team/overview');
  });

  it('rewrites a link without types=A to it and shows the agent announcements', async () => {
    renderPage(PATH);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?types=A'));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(agentNotices().length);
  });

  it('shows skeletons while loading, then the list', async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/announcements/lobby', delayMs: 300, times: 1 });
    renderPage();
    expect(await screen.findByTestId('notices-loading')).toBeInTheDocument();
    expect(await list()).toBeInTheDocument();
  });

  it('shows an error with Retry that recovers', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/announcements/lobby', status: 503, times: 1 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await list()).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    platform.state.announcements = platform.state.announcements.filter((a) => a.type !== 'A');
    renderPage();
    expect(await screen.findByText('No announcements for agents yet.')).toBeInTheDocument();
    await waitFor(async () => expect(await footerLink()).toHaveAccessibleName('Announcements'));
  });
});
