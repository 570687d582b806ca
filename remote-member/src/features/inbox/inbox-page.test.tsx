import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, HOSTILE_CONTENT, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login, useUnreadCount } from '@mc/shared-kernel';
import '../../i18n/namespace';
import '../../i18n/inbox/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import InboxPage from './inbox-page';

const SLOW = { timeout: 15_000 };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * Stands for any other badge on the page (the host's header dot and the member centre's menu read the same
 * kernel query; the menu's own: exposes/inbox-in-member-centre.test.tsx).
 */
function OtherBadge() {
  const unread = useUnreadCount();
  return <p data-testid="other-badge">{unread.data?.count ?? '-'}</p>;
}

function renderInbox() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/webEmail"
        element={
          <>
            <OtherBadge />
            <InboxPage />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/webEmail' },
  );
}

async function logIn(username = DEMO_ACCOUNTS.member.username) {
  await login({ username, password: DEMO_ACCOUNTS.member.password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

let platform: Platform;
let calls: string[];

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  delete (window as { __xss?: unknown }).__xss;
});

const list = () => screen.findByRole('list', { name: 'Messages' }, SLOW);
const toggle = (title: string | RegExp) => screen.getAllByRole('button', { name: title })[0]!;
const badge = () => screen.getByTestId('other-badge');

describe('/m/webEmail', () => {
  it('needs a member, has a titled header and the bottom menu', () => {
    expect(routes.find((r) => r.path === '/m/webEmail')).toMatchObject({
      guard: 'member',
      titleKey: 'member-inbox:title',
      header: 'default',
      bottomMenu: true,
    });
  });

  it('lists the first page newest first with unread markers, and loads the next pages', async () => {
    await logIn();
    renderInbox();
    const messages = await list();
    expect(within(messages).getAllByRole('listitem')).toHaveLength(10);
    expect(within(messages).getAllByTestId('message-unread')).toHaveLength(3);
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /wps/inbox/list')).toHaveLength(3);
  });

  it('opening a message shows it, marks it read and updates every badge without a reload', async () => {
    await logIn();
    renderInbox();
    await list();
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    const user = userEvent.setup();
    await user.click(toggle(/Your deposit bonus is ready/));
    const region = await screen.findByRole('region', { name: /Your deposit bonus is ready/ });
    expect(await within(region).findByText(/has been added/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByTestId('message-unread')).toHaveLength(2);
    // The count came with the answer: no second unread request was needed.
    expect(calls.filter((c) => c === 'GET /wps/inbox/unread')).toHaveLength(1);
    // Opening it again does not send another read.
    await user.click(toggle(/Your deposit bonus is ready/));
    await user.click(toggle(/Your deposit bonus is ready/));
    expect(calls.filter((c) => c.endsWith('/read'))).toHaveLength(1);
  });

  it('renders the hostile message without running any of it', async () => {
    await logIn();
    renderInbox();
    await list();
    const user = userEvent.setup();
    await user.click(toggle(/Account notice/));
    const region = await screen.findByRole('region', { name: /Account notice/ });
    expect(await within(region).findByText(/Important: please read the/, {}, SLOW)).toBeInTheDocument();
    expect(HOSTILE_CONTENT).toContain('<script>');
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    await user.click(within(region).getByText('Read more'));
    await user.click(within(region).getByText('Tap to claim'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('deletes a message after confirming, once on a double tap; cancel keeps it', async () => {
    await logIn();
    renderInbox();
    await list();
    const user = userEvent.setup();
    await user.click(toggle(/Weekly rebate paid/));
    const region = await screen.findByRole('region', { name: /Weekly rebate paid/ });
    await user.click(within(region).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    await user.dblClick(confirm);
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /Weekly rebate paid/ })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(1);
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    // It was unread: the badge follows.
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('marks everything read at once; the button is off with nothing unread', async () => {
    await logIn();
    renderInbox();
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
    expect(screen.queryByTestId('message-unread')).not.toBeInTheDocument();
    expect(screen.getByText('All messages read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says a message deleted elsewhere is gone', async () => {
    await logIn();
    renderInbox();
    await list();
    const first = platform.state.inbox.get('demo01')![0]!;
    platform.state.inbox.set(
      'demo01',
      platform.state.inbox.get('demo01')!.filter((m) => m.id !== first.id),
    );
    await userEvent.setup().click(toggle(new RegExp(first.title)));
    expect(await screen.findByText(/This message no longer exists/, {}, SLOW)).toBeInTheDocument();
  });

  it('shows an empty inbox, a failed list with Retry, and the switch off', async () => {
    await login(
      {
        username: DEMO_ACCOUNTS.emptyMember.username,
        password: DEMO_ACCOUNTS.emptyMember.password,
        type: 'username',
        loginFrom: 'MEMBER',
      },
      'MC01',
    );
    const first = renderInbox();
    expect(await screen.findByText('No messages yet', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    resetSession();
    await logIn();
    await simAdmin(platform, 'faults', { path: '/wps/inbox/list', code: 'server.error', status: 200, times: 1 });
    const second = renderInbox();
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await list()).toBeInTheDocument();
    second.unmount();

    await simAdmin(platform, 'switches', { INBOX3: false });
    renderInbox();
    expect(await screen.findByText('The inbox is not available at the moment.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
