// Two features on one page: reading messages in the inbox lowers the count on the member centre menu's Inbox
// entry (mine) without a reload — both read the kernel's unread-count query.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../i18n/namespace';
import '../i18n/inbox/namespace';
import { MineMenu } from '../features/mine/components/mine-menu';
import InboxPage from '../features/inbox/inbox-page';

const SLOW = { timeout: 15_000 };

function renderInbox() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/webEmail"
        element={
          <>
            <MineMenu />
            <InboxPage />
          </>
        }
      />
    </Routes>,
    { route: '/m/webEmail' },
  );
}

const list = () => screen.findByRole('list', { name: 'Messages' }, SLOW);

beforeEach(async () => {
  useInProcessPlatform(createPlatform());
  await setupI18n('EN');
  resetSession();
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

describe('the inbox and the member centre menu', () => {
  it('opening a message lowers the menu’s inbox count at once', async () => {
    renderInbox();
    await list();
    await waitFor(() => expect(screen.getByTestId('inbox-badge')).toHaveTextContent('3'), SLOW);
    await userEvent.setup().click(screen.getAllByRole('button', { name: /Your deposit bonus is ready/ })[0]!);
    const region = await screen.findByRole('region', { name: /Your deposit bonus is ready/ });
    expect(await within(region).findByText(/has been added/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('inbox-badge')).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: /^Inbox ?, 2 unread$/ })).toBeInTheDocument();
  });

  it('marking everything read takes the count away', async () => {
    renderInbox();
    await list();
    await waitFor(() => expect(screen.getByTestId('inbox-badge')).toHaveTextContent('3'), SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument());
    expect(screen.getByText('All messages read')).toBeInTheDocument();
  });
});
