import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { createPlatform } from '@mc/platform-sim';
import { bus } from '@mc/shared-kernel';
import {
  PAGES_WITHOUT_BOTTOM_MENU,
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
} from '@mc/shared-kernel/testing';
import { Layout } from './layout';
import { layoutStore } from './layout-store';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>go back</button>;
}

function renderLayout(route = '/m/home') {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/m/home" element={<Link to="/m/other">other</Link>} />
        <Route path="/m/other" element={<Back />} />
        <Route path="/m/maintenance" element={<p>maintenance</p>} />
        <Route path="*" element={<p>not found</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('Layout', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
    layoutStore.getState().setRoute('/m/home', {});
  });

  it('gives every page one main landmark between the header and the bottom menu', async () => {
    renderLayout();
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'other' }));
    expect(screen.getByRole('main')).not.toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
  });

  it('shows the bottom menu entries, deposit in the centre', async () => {
    renderLayout();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect([...menu.querySelectorAll('a, button')].map((e) => e.textContent)).toEqual([
      'Home',
      'Promotions',
      'Deposit',
      'Invite',
      'Members',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/m/mine');
  });

  it('asks a guest to log in from the invite entry', async () => {
    const required = jest.fn();
    const off = bus.on('auth:required', required);
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(required).toHaveBeenCalledWith({ reason: 'login' });
    off();
  });

  it('hides header and bottom menu when the route metadata says so', async () => {
    renderLayout();
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => layoutStore.getState().setRoute('/m/home', { header: 'none', bottomMenu: false }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it("draws no header on a remote's page until its route metadata says which (nothing jumps when it comes), and the default one if the remote fails", async () => {
    layoutStore.getState().setRemotePaths(['/m/other']);
    try {
      renderLayout('/m/other');
      await screen.findByRole('navigation', { name: 'Main menu' });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      act(() => layoutStore.getState().setRoute('/m/other', { titleKey: 'chrome:menu.home' }));
      expect(await screen.findByRole('banner')).toBeInTheDocument();

      act(() => layoutStore.getState().setPending('/m/elsewhere'));
      act(() => layoutStore.getState().setPending('/m/other'));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      act(() => layoutStore.getState().settleWithoutRoute('/m/other'));
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      // The screen marking its page pending afterwards (its effect runs after the fallback's) keeps the header.
      act(() => layoutStore.getState().setPending('/m/other'));
      expect(screen.getByRole('banner')).toBeInTheDocument();
    } finally {
      layoutStore.getState().setRemotePaths([]);
    }
  });

  it('fades pages in, but not after a swipe back of more than 100 px', async () => {
    renderLayout();
    await userEvent.click(await screen.findByRole('link', { name: 'other' }));
    expect(screen.getByTestId('page')).toHaveClass('host-page--fade');
    // A person swipes back some time after arriving (the last navigation's swipe is forgotten after 400 ms);
    // on a busy machine the swipe and the tap below could otherwise straddle that moment.
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));

    fireEvent.touchStart(window, { touches: [{ clientX: 5 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 140 }] });
    await userEvent.click(screen.getByRole('button', { name: 'go back' }));
    expect(screen.getByTestId('page')).not.toHaveClass('host-page--fade');
  });

  it('shows the page the visit starts on without a fade; the next page fades in', async () => {
    renderLayout();
    const link = await screen.findByRole('link', { name: 'other' });
    expect(screen.getByTestId('page')).not.toHaveClass('host-page--fade');
    await userEvent.click(link);
    expect(screen.getByTestId('page')).toHaveClass('host-page--fade');
    await userEvent.click(screen.getByRole('button', { name: 'go back' }));
    expect(screen.getByTestId('page')).toHaveClass('host-page--fade');
  });

  it('a short touch does not count as a swipe back', async () => {
    renderLayout();
    await userEvent.click(await screen.findByRole('link', { name: 'other' }));
    fireEvent.touchStart(window, { touches: [{ clientX: 5 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 60 }] });
    await userEvent.click(screen.getByRole('button', { name: 'go back' }));
    expect(screen.getByTestId('page')).toHaveClass('host-page--fade');
  });
});

describe('Layout of host pages', () => {
  beforeAll(() => setupI18n('EN'));

  it.each(['/m/home', '/m/maintenance', '/m/nowhere'])(
    'shows the bottom menu on %s unless it is listed without one',
    async (path) => {
      useInProcessPlatform(createPlatform());
      layoutStore.getState().setRoute('/m/home', {});
      renderLayout(path);
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      const menu = screen.queryByRole('navigation', { name: 'Main menu' });
      if (PAGES_WITHOUT_BOTTOM_MENU.includes(path)) expect(menu).not.toBeInTheDocument();
      else expect(menu).toBeInTheDocument();
    },
  );

  it('opened directly while the site is up, the maintenance page has the header and no bottom menu, and reserves no room for one', async () => {
    useInProcessPlatform(createPlatform());
    layoutStore.getState().setRoute('/m/home', {});
    const { container } = renderLayout('/m/maintenance');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('maintenance')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(container.querySelector('.host-shell')).not.toHaveClass('host-shell--menu');
  });

  it('does not inherit the metadata of the remote page shown before', async () => {
    useInProcessPlatform(createPlatform());
    layoutStore.getState().setRoute('/m/login', { header: 'none', bottomMenu: false });
    renderLayout('/m/home');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
