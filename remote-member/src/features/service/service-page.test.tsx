import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login, setRuntimeConfig } from '@mc/shared-kernel';
import '../../i18n/service/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import ServicePage from './service-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderService = (route = '/m/service') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/m/service" element={<ServicePage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );

let platform: Platform;
let launches: number;

beforeEach(async () => {
  platform = createPlatform();
  launches = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/customerService/chat') launches += 1;
      return platform.fetch(request);
    },
  });
  setRuntimeConfig({});
  await setupI18n('EN');
  resetSession();
});
afterEach(() => setRuntimeConfig({}));

const where = () => screen.getByTestId('where').textContent;

describe('/m/service', () => {
  it('is public, titled, back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/service')).toMatchObject({
      guard: 'none',
      titleKey: 'member-service:title',
      header: 'default',
    });
  });

  it('opens the sim chat page in a frame for a guest, with a way back', async () => {
    renderService();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start live chat' }, SLOW));
    expect(where()).toBe('/m/service?chat=1');
    const frame = screen.getByTitle('Live chat with customer service');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^${window.location.origin}/wps/chat/room\\?ticket=[a-z0-9]{16}$`),
    );
    // Served through the site's own origin: framed without it, so it cannot reach the site's session.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('button', { name: '‹ Back to customer service' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '‹ Back to customer service' }));
    expect(where()).toBe('/m/service');
    expect(screen.queryByTitle('Live chat with customer service')).not.toBeInTheDocument();
    expect(launches).toBe(1);
  });

  it('opens a provider that forbids framing in a new tab, as a plain link', async () => {
    await simAdmin(platform, 'chat', { url: '/wps/chat/room?ticket=outside', embeddable: false });
    renderService();
    const link = await screen.findByRole('link', { name: /Start live chat/ }, SLOW);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Start live chat (opens in a new tab)');
    expect(screen.queryByRole('button', { name: 'Start live chat' })).not.toBeInTheDocument();
  });

  it('opens a chat from an origin the site may not frame in a new tab, one it may in the frame', async () => {
    await simAdmin(platform, 'chat', { url: 'https://chat.example.test/room/7', embeddable: true });
    const first = renderService();
    expect(await screen.findByRole('link', { name: /Start live chat/ }, SLOW)).toHaveAttribute(
      'href',
      'https://chat.example.test/room/7',
    );
    first.unmount();

    setRuntimeConfig({ frameOrigins: ['https://chat.example.test'] });
    renderService('/m/service?chat=1');
    const frame = await screen.findByTitle('Live chat with customer service', {}, SLOW);
    expect(frame).toHaveAttribute('src', 'https://chat.example.test/room/7');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('says the chat is not available for an address that cannot open', async () => {
    await simAdmin(platform, 'chat', { url: '/x', embeddable: true });
    platform.state.chat.url = 'javascript:alert(1)';
    renderService('/m/service?chat=1');
    expect(await screen.findByText(/Live chat is not available/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTitle('Live chat with customer service')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('lists the configured links from the shared customer-service call, opening outside', async () => {
    renderService();
    const list = await screen.findByRole('list', { name: 'Other ways to reach us' }, SLOW);
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Customer service website (opens in a new tab)',
      'WhatsApp (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'Facebook Messenger (opens in a new tab)',
    ]);
    expect(links[1]).toHaveAttribute('href', 'https://wa.me/959450000000');
    links.forEach((a) => expect(a).toHaveAttribute('target', '_blank'));
  });

  it('leaves out unusable links and says when none is set up', async () => {
    await simAdmin(platform, 'site', { customerService: [{ type: 'TELEGRAM', url: '/relative' }] });
    renderService();
    expect(await screen.findByText('No other contact is set up yet', {}, SLOW)).toBeInTheDocument();
  });

  it('shows failures of both calls with Retry', async () => {
    await simAdmin(platform, 'faults', {
      path: '/wps/customerService/chat',
      code: 'server.error',
      status: 200,
      times: 1,
    });
    await simAdmin(platform, 'faults', {
      path: '/wps/system/customerService',
      code: 'server.error',
      status: 200,
      times: 1,
    });
    renderService();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), SLOW);
    const user = userEvent.setup();
    for (const alert of screen.getAllByRole('alert'))
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Start live chat' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Other ways to reach us' }, SLOW)).toBeInTheDocument();
  });

  it('greets a logged-in member in a room of their own', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderService('/m/service?chat=1');
    const frame = await screen.findByTitle('Live chat with customer service', {}, SLOW);
    const ticket = new URL(frame.getAttribute('src')!).searchParams.get('ticket')!;
    expect(platform.state.chatRooms.get(ticket)?.messages[0]?.text).toContain('Demo Player');
  });
});
