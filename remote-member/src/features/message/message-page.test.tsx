import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../../i18n/inbox/namespace';
import '../../i18n/notice/namespace';
import '../../i18n/message/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import MessagePage from './message-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderMessages(route = '/m/message') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/m/message" element={<MessagePage />} />
      </Routes>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

let platform: Platform;
let calls: string[];

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  delete (window as { __xss?: unknown }).__xss;
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('/m/message', () => {
  it('needs a member and goes back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/message')).toMatchObject({
      guard: 'member',
      titleKey: 'member-message:title',
      header: 'default',
    });
  });

  it('opens on the inbox with its unread count; other tabs load only when chosen', async () => {
    renderMessages();
    expect(await screen.findByRole('list', { name: 'Messages' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Inbox/)).toHaveAccessibleName('Inbox 3 unread'));
    expect(tab(/^Inbox/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Inbox/);
    expect(calls.some((c) => c.startsWith('/wps/announcements'))).toBe(false);
  });

  it('reading a message lowers the tab count at once', async () => {
    renderMessages();
    await screen.findByRole('list', { name: 'Messages' }, SLOW);
    await userEvent.setup().click(screen.getAllByRole('button', { name: /Your deposit bonus is ready/ })[0]!);
    await waitFor(() => expect(tab(/^Inbox/)).toHaveAccessibleName('Inbox 2 unread'), SLOW);
  });

  it('shows the announcements and the system notices, hostile content inert, and keeps the tab in the URL', async () => {
    renderMessages();
    const user = userEvent.setup();
    await user.click(tab(/Announcements/));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/message?tab=notice'));
    expect(await screen.findByRole('button', { name: /Scheduled maintenance on Sunday/ }, SLOW)).toBeInTheDocument();

    await user.click(tab(/System notices/));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/message?tab=news');
    const list = await screen.findByRole('list', { name: 'System notices' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(
      platform.state.announcements.filter((a) => a.type === 'PU').length,
    );
    await user.click(within(list).getByRole('button', { name: /Claim your reward/ }));
    const region = screen.getByRole('region', { name: /Claim your reward/ });
    await waitFor(() => expect(region).toHaveTextContent('Important: please read the updated terms.'));
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    await user.click(within(region).getByText('Read more'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderMessages();
    const user = userEvent.setup();
    tab(/^Inbox/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Announcements/)).toHaveFocus();
    expect(tab(/Announcements/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab(/System notices/)).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/message?tab=news');
  });

  it('corrects an unknown tab to the inbox', async () => {
    renderMessages('/m/message?tab=%3Cscript%3E');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/m\/message$/));
    expect(tab(/^Inbox/)).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a failed system-notice list with Retry', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/announcements', code: 'server.error', status: 200, times: 1 });
    renderMessages('/m/message?tab=news');
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'System notices' }, SLOW)).toBeInTheDocument();
  });

  it('says when there is no system notice', async () => {
    platform.state.announcements = platform.state.announcements.filter((a) => a.type !== 'PU');
    renderMessages('/m/message?tab=news');
    expect(await screen.findByText('No system notices yet', {}, SLOW)).toBeInTheDocument();
  });
});
