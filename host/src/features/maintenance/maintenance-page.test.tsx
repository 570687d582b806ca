import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import type { SiteMode } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { AppRoutes } from '../../app/app-routes';
import { MaintenancePage } from './maintenance-page';
import { recheckDelay } from './use-settings-recheck';

let platform: Platform;
let settingsCalls: number;
const admin = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const setMode = (mode: { maintenance?: boolean; regionRestriction?: boolean; maintenanceMessage?: string }) =>
  admin('/__sim/mode', mode);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

/** The page as the App mounts it: the mode in state, set back by the page's re-check. */
function renderPage(initial: SiteMode, route = '/m/maintenance') {
  const changes: SiteMode[] = [];
  function Harness() {
    const [mode, setSiteMode] = useState(initial);
    return (
      <Routes>
        <Route
          path="/m/maintenance"
          element={
            <MaintenancePage
              mode={mode}
              onModeChange={(next) => {
                changes.push(next);
                setSiteMode(next);
              }}
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    );
  }
  renderWithProviders(<Harness />, { route });
  return changes;
}

/** The clock's own timer, kept before a test fakes it: lets the in-process platform answer. */
const realSetTimeout = globalThis.setTimeout;
async function settle() {
  for (let i = 0; i < 10; i += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}
/** Advances the faked clock and lets any check it starts finish. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await settle();
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('MaintenancePage', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    settingsCalls = 0;
    useInProcessPlatform({
      fetch: (request) => {
        if (new URL(request.url).pathname === '/wps/system/settings') settingsCalls += 1;
        return platform.fetch(request);
      },
    });
    resetSession();
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('mode 1 shows the platform maintenance message', async () => {
    await setMode({ maintenance: true, maintenanceMessage: 'Back at 14:00' });
    renderPage(1);
    expect(await screen.findByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument();
    expect(await screen.findByText('Back at 14:00')).toBeInTheDocument();
  });

  it('mode 2 shows access denied with the IP the platform saw', async () => {
    await setMode({ regionRestriction: true });
    renderPage(2);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(await screen.findByTestId('client-ip')).toHaveTextContent('127.0.0.1');
  });

  it('checks the settings again on its own: 5 s, then doubling to 60 s', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(recheckDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    await setMode({ maintenance: true });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const changes = renderPage(1);
    await settle();
    const before = settingsCalls;
    for (const delay of [5_000, 10_000, 20_000, 40_000, 60_000, 60_000]) {
      const count = settingsCalls;
      await advance(delay - 1);
      expect(settingsCalls).toBe(count);
      await advance(1);
      expect(settingsCalls).toBe(count + 1);
    }
    expect(settingsCalls - before).toBe(6);
    expect(screen.getByTestId('recheck-status')).toHaveTextContent(
      'Still under maintenance. This page keeps checking.',
    );
    expect(changes).toEqual([]);
  });

  it('returns to the page and query in `from` once the settings say normal mode', async () => {
    await setMode({ maintenance: true });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const changes = renderPage(
      1,
      `/m/maintenance?from=${encodeURIComponent('/m/withdrawReport?start=2024-05-01&end=2024-05-07')}`,
    );
    await settle();
    await advance(5_000);
    expect(screen.getByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument();

    await setMode({ maintenance: false });
    await advance(10_000);
    expect(changes).toEqual([0]);
    expect(where()).toBe('/m/withdrawReport?start=2024-05-01&end=2024-05-07');
  });

  it('Retry checks at once and shows that it is checking', async () => {
    await setMode({ maintenance: true });
    const user = userEvent.setup();
    renderPage(1, '/m/maintenance?from=%2Fm%2Fhome');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const before = settingsCalls;

    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    useInProcessPlatform({
      fetch: async (request) => {
        settingsCalls += 1;
        await held;
        return platform.fetch(request);
      },
    });
    await user.click(retry);
    expect(settingsCalls).toBe(before + 1);
    expect(screen.getByTestId('recheck-status')).toHaveTextContent('Checking…');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveFocus();
    // A second press while checking does not send a second request.
    await user.click(retry);
    expect(settingsCalls).toBe(before + 1);

    act(() => answer());
    expect(await screen.findByText('Still under maintenance. This page keeps checking.')).toBeInTheDocument();
    expect(retry).toHaveAttribute('aria-disabled', 'false');

    await setMode({ maintenance: false });
    await user.click(retry);
    await waitFor(() => expect(where()).toBe('/m/home'));
  });

  it('says so when a check itself fails, and keeps the maintenance screen', async () => {
    await setMode({ maintenance: true });
    renderPage(1);
    await admin('/__sim/faults', { path: '/wps/system/settings', status: 500 });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The server had a problem. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument();
  });

  it('checks at once when the browser comes back online or the tab is shown again, and not while hidden', async () => {
    await setMode({ maintenance: true });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    renderPage(1);
    await settle();

    const start = settingsCalls;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(settingsCalls).toBe(start + 1);

    setVisibility('hidden');
    await advance(recheckDelay(0) + recheckDelay(1) + recheckDelay(2));
    expect(settingsCalls).toBe(start + 1);

    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(settingsCalls).toBe(start + 2);
    // The back-off starts again from its first step.
    await advance(recheckDelay(0));
    expect(settingsCalls).toBe(start + 3);
  });

  it('mode 2 checks only on Retry, and lets the visitor back when the restriction is lifted', async () => {
    await setMode({ regionRestriction: true });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const changes = renderPage(2, '/m/maintenance?from=%2Fm%2Fmine');
    await settle();
    const start = settingsCalls;
    await advance(120_000);
    expect(settingsCalls).toBe(start);

    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await settle();
    expect(screen.getByTestId('recheck-status')).toHaveTextContent('Access is still denied.');

    await setMode({ regionRestriction: false });
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await settle();
    expect(changes).toEqual([0]);
    expect(where()).toBe('/m/mine');
  });

  it('in normal mode goes straight back to a valid `from`', () => {
    renderPage(0, `/m/maintenance?from=${encodeURIComponent('/m/gameList?gameType=RNG')}`);
    expect(where()).toBe('/m/gameList?gameType=RNG');
  });

  it.each([
    ['without `from`', '/m/maintenance'],
    ['with a `from` on another site', `/m/maintenance?from=${encodeURIComponent('//evil.example/m/home')}`],
    ['with a `from` with a scheme', `/m/maintenance?from=${encodeURIComponent('https://evil.example/m/home')}`],
  ])('in normal mode %s says the site is open and offers home', async (_what, route) => {
    renderPage(0, route);
    expect(await screen.findByRole('heading', { name: 'The site is available again.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
  });
});

describe('AppRoutes and the maintenance page', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
  });

  function Site({ initial }: { initial: SiteMode }) {
    const [mode, setSiteMode] = useState(initial);
    return (
      <>
        <AppRoutes registry={{ remotes: [] }} mode={mode} onModeChange={setSiteMode} />
        <Where />
      </>
    );
  }

  it('sends every page to maintenance remembering path and query, and back there when it is over', async () => {
    await setMode({ maintenance: true });
    renderWithProviders(<Site initial={1} />, { route: '/m/withdrawReport?start=2024-05-01&end=2024-05-07' });
    expect(where()).toBe(
      `/m/maintenance?from=${encodeURIComponent('/m/withdrawReport?start=2024-05-01&end=2024-05-07')}`,
    );
    expect(await screen.findByTestId('maintenance')).toBeInTheDocument();
    // Outside the layout, the screen is the page's one main landmark.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('maintenance'));

    await setMode({ maintenance: false });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(where()).toBe('/m/withdrawReport?start=2024-05-01&end=2024-05-07'));
  });

  it('opened directly while the site is up, the page is in the layout without the bottom menu (a page listed without it)', async () => {
    renderWithProviders(<Site initial={0} />, { route: '/m/maintenance' });
    expect(await screen.findByRole('heading', { name: 'The site is available again.' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
