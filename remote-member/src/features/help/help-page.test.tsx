import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, HOSTILE_CONTENT, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { changeLanguage } from '@mc/shared-kernel';
import '../../i18n/help/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import HelpPage from './help-page';
import HelpDetailPage from './help-detail-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHelp(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/m/help" element={<HelpPage />} />
        <Route path="/m/helpDetail" element={<HelpDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

let platform: Platform;
let helpQueries: URLSearchParams[];

beforeEach(async () => {
  platform = createPlatform();
  helpQueries = [];
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/system/helpCenter') helpQueries.push(url.searchParams);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  // A guest: nobody is logged in.
  resetSession();
  delete (window as { __xss?: unknown }).__xss;
});

const titles = () => platform.state.helpItems.map((item) => item.title);
const where = () => screen.getByTestId('where').textContent;
const expanded = () => screen.getAllByRole('button', { expanded: true });

describe('/m/help', () => {
  it('is public, titled, back to the member centre; the detail goes back to the list', () => {
    expect(routes.find((r) => r.path === '/m/help')).toMatchObject({
      guard: 'none',
      titleKey: 'member-help:title',
      header: 'default',
    });
    expect(routes.find((r) => r.path === '/m/helpDetail')).toMatchObject({
      guard: 'none',
      titleKey: 'member-help:detailTitle',
    });
  });

  it('shows every title to a guest with the first one open, asking in the language for mobile', async () => {
    renderHelp('/m/help');
    const list = await screen.findByRole('list', { name: 'Help topics' }, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('button').textContent),
    ).toEqual(titles());
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveTextContent(titles()[0]!);
    expect(screen.getByRole('region')).toHaveTextContent('Tap Register on the home page');
    expect(helpQueries[0]!.get('lang')).toBe('EN');
    expect(helpQueries[0]!.get('device')).toBe('MOBILE');
    expect(where()).toBe('/m/help');
  });

  it('?i=2 opens the third entry', async () => {
    renderHelp('/m/help?i=2');
    await screen.findByRole('list', { name: 'Help topics' }, SLOW);
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveTextContent('How do I withdraw?');
    expect(where()).toBe('/m/help?i=2');
  });

  it.each([
    ['-1', 0, '0'],
    ['abc', 0, '0'],
    ['1.5', 0, '0'],
    ['99', 6, '6'],
    ['02', 2, '2'],
  ])('corrects ?i=%s to entry %i', async (raw, open, fixed) => {
    renderHelp(`/m/help?i=${raw}`);
    await screen.findByRole('list', { name: 'Help topics' }, SLOW);
    expect(expanded()[0]).toHaveTextContent(titles()[open]!);
    await waitFor(() => expect(where()).toBe(`/m/help?i=${fixed}`));
  });

  it('opens another entry (one at a time) and writes it in the address; closes the open one', async () => {
    renderHelp('/m/help');
    await screen.findByRole('list', { name: 'Help topics' }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    expect(where()).toBe('/m/help?i=3');
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveTextContent('I forgot my password');
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('runs nothing from a hostile entry', async () => {
    const index = platform.state.helpItems.findIndex((item) => item.content === HOSTILE_CONTENT);
    expect(index).toBeGreaterThanOrEqual(0);
    renderHelp(`/m/help?i=${index}`);
    const region = await screen.findByRole('region', {}, SLOW);
    await waitFor(() => expect(region).toHaveTextContent('Important: please read the updated terms.'));
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    const user = userEvent.setup();
    await user.click(within(region).getByText('Read more'));
    await user.click(within(region).getByText('Tap to claim'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('says there is no help yet, and drops ?i=', async () => {
    platform.state.helpItems = [];
    renderHelp('/m/help?i=3');
    expect(await screen.findByText('No help topics yet', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/m/help'));
  });

  it('shows a failed load with Retry', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/system/helpCenter', code: 'server.error', status: 200, times: 1 });
    renderHelp('/m/help');
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Help topics' }, SLOW)).toBeInTheDocument();
  });

  it('asks again in the new language', async () => {
    renderHelp('/m/help');
    await screen.findByRole('list', { name: 'Help topics' }, SLOW);
    await act(() => changeLanguage('MY'));
    await waitFor(() => expect(helpQueries.at(-1)!.get('lang')).toBe('MY'));
    expect(await screen.findByRole('list', { name: 'အကူအညီ ခေါင်းစဉ်များ' }, SLOW)).toBeInTheDocument();
  });
});

describe('/m/helpDetail', () => {
  it('shows the entry of ?i= with the ones before and after', async () => {
    renderHelp('/m/helpDetail?i=2');
    expect(await screen.findByRole('heading', { name: 'How do I withdraw?' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Withdrawals are processed within 30 minutes.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '‹ How do I deposit?' }));
    expect(await screen.findByRole('heading', { name: 'How do I deposit?' })).toBeInTheDocument();
    expect(where()).toBe('/m/helpDetail?i=1');
    await user.click(screen.getByRole('link', { name: 'All help topics' }));
    expect(where()).toBe('/m/help?i=1');
  });

  it('shows the first entry by default and corrects a bad ?i=', async () => {
    renderHelp('/m/helpDetail?i=-4');
    expect(await screen.findByRole('heading', { name: titles()[0] }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^‹/ })).not.toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/m/helpDetail?i=0'));
  });

  it('the last entry has no next link', async () => {
    renderHelp('/m/helpDetail?i=1000');
    expect(await screen.findByRole('heading', { name: titles().at(-1) }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /›$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(where()).toBe(`/m/helpDetail?i=${titles().length - 1}`));
  });
});
