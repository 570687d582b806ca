import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, HOSTILE_CONTENT, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { changeLanguage, formatDateTime } from '@mc/shared-kernel';
import '../../i18n/notice/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import NoticePage from './notice-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderNotice(route = '/m/notice') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/notice" element={<NoticePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

let platform: Platform;
let lobbyCalls: number;

/** The player notices as the sim holds them, newest first. */
const seeded = () =>
  platform.state.announcements.filter((a) => a.type === 'PL').sort((a, b) => b.createdAt - a.createdAt);
const toggle = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

beforeEach(async () => {
  platform = createPlatform();
  lobbyCalls = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/announcements/lobby') lobbyCalls += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  delete (window as { __xss?: unknown }).__xss;
});

describe('/m/notice', () => {
  it('is a public route with a titled header, back home and no bottom menu', () => {
    expect(routes.find((r) => r.path === '/m/notice')).toMatchObject({
      guard: 'none',
      titleKey: 'member-notice:title',
      header: 'default',
      bottomMenu: false,
      backTo: '/m/home',
    });
  });

  it('shows a skeleton, then every notice collapsed, newest first, with its date', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/announcements/lobby', delayMs: 400, times: 1 });
    renderNotice();
    expect(await screen.findByTestId('notice-skeleton', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('notice-skeleton').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', {}, SLOW);
    const items = within(list).getAllByRole('listitem');
    const notices = seeded();
    expect(items).toHaveLength(notices.length);
    notices.forEach((notice, i) => {
      const button = within(items[i]!).getByRole('button');
      expect(button).toHaveTextContent(notice.title);
      expect(button).toHaveTextContent(formatDateTime(notice.createdAt));
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice-skeleton')).not.toBeInTheDocument();
  });

  it('expands an item to show its HTML content and collapses it again', async () => {
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Scheduled maintenance on Sunday/ }, SLOW));
    const button = toggle('Scheduled maintenance on Sunday');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Scheduled maintenance on Sunday/ });
    expect(region).toHaveTextContent('Services pause on Sunday 02:00–04:00 (MMT) for upgrades.');
    expect(within(region).getByText('Sunday 02:00–04:00').tagName).toBe('B');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a notice the platform sent in Zawgyi in Unicode, title and text, never in Zawgyi first', async () => {
    // Lines of the myanmar-tools package's Zawgyi test article, and their Unicode.
    platform.state.announcements.push({
      id: 900,
      type: 'PL',
      createdAt: Date.now(),
      title: 'ေနျပည္ေတာ္ ဇူလုိင္ ၂၆',
      content: '<p><b>ေဒၚေအာင္ဆန္းစုၾကည္</b>သည္ ယေန႔နံနက္ပိုင္းတြင္</p><p>ပစၥည္းမ်ား ဆက္ကပ္လွဴဒါန္းသည္။</p>',
    });
    renderNotice();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /နေပြည်တော် ဇူလိုင် ၂၆/ }, SLOW);
    expect(screen.queryByText(/ေနျပည္ေတာ္/)).not.toBeInTheDocument();
    await user.click(button);
    const region = screen.getByRole('region', { name: /နေပြည်တော်/ });
    await waitFor(() => expect(within(region).getByText('ဒေါ်အောင်ဆန်းစုကြည်').tagName).toBe('B'));
    expect(region).toHaveTextContent('ဒေါ်အောင်ဆန်းစုကြည်သည် ယနေ့နံနက်ပိုင်းတွင်');
    expect(region).toHaveTextContent('ပစ္စည်းများ ဆက်ကပ်လှူဒါန်းသည်။');
    // The English notices beside it are untouched.
    expect(toggle('Scheduled maintenance on Sunday')).toBeInTheDocument();
  });

  it('renders the hostile notice without running any of it', async () => {
    expect(seeded().find((a) => a.title === 'Security reminder')?.content).toBe(HOSTILE_CONTENT);
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Security reminder/ }, SLOW));
    const region = screen.getByRole('region', { name: /Security reminder/ });
    expect(region).toHaveTextContent('Important: please read the updated terms.');
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    await user.click(within(region).getByText('Read more'));
    await user.click(within(region).getByText('Tap to claim'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('opens the item named by ?id=', async () => {
    const target = seeded()[2]!;
    renderNotice(`/m/notice?id=${target.id}`);
    expect(await screen.findByRole('region', { name: new RegExp(target.title) }, SLOW)).toBeInTheDocument();
    expect(toggle(target.title)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('keeps in-app links of the content inside the app', async () => {
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New payment channel: WavePay/ }, SLOW));
    await user.click(within(screen.getByRole('region')).getByRole('link', { name: 'deposit page' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/voucherCenter');
  });

  it('says there is no announcement when the list is empty', async () => {
    platform.state.announcements = platform.state.announcements.filter((a) => a.type !== 'PL');
    renderNotice();
    expect(await screen.findByText('No announcements yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/announcements/lobby', code: 'server.error', status: 200 });
    renderNotice();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await simAdmin(platform, 'faults', undefined, 'DELETE');
    const calls = lobbyCalls;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', {}, SLOW)).toBeInTheDocument();
    expect(lobbyCalls).toBe(calls + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the list again when the language changes', async () => {
    renderNotice();
    await screen.findByRole('list', {}, SLOW);
    const calls = lobbyCalls;
    await act(() => changeLanguage('MY'));
    await waitFor(() => expect(lobbyCalls).toBe(calls + 1));
    expect(await screen.findByRole('list', { name: 'ကြေညာချက် စာရင်း' })).toBeInTheDocument();
  });
});
