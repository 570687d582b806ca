import { createStore, useStore } from 'zustand';
import type { RouteGuard, RouteLayout } from '@mc/shared-kernel';

/** Layout of the page on screen, as the owning remote's route metadata (or the host's own page) says. */
interface LayoutState {
  pathname: string;
  layout: RouteLayout;
  /** Who may see the page (its route's guard); what a lost session does there depends on it. */
  guard: RouteGuard;
  /** Paths the remote registry gives to remotes: their layout is known only once the remote's routes are. */
  remotePaths: ReadonlySet<string>;
  setRoute(pathname: string, route: RouteLayout & { guard?: RouteGuard }): void;
  setPending(pathname: string): void;
  setRemotePaths(paths: readonly string[]): void;
  /** The remote of the page at `pathname` failed or is late: the page gets the default header (back, language). */
  settleWithoutRoute(pathname: string): void;
}

/**
 * A remote's page whose route metadata has not arrived: no header yet. Drawing the default header and then
 * taking it away (the member centre, login, register have none) moved the whole page up as it arrived; a
 * header that comes with the metadata only moves the loading indicator. The bottom menu is fixed.
 */
const PENDING: RouteLayout = { header: 'none' };

export const layoutStore = createStore<LayoutState>()((set, get) => ({
  pathname: '',
  layout: {},
  guard: 'none',
  remotePaths: new Set(),
  setRemotePaths(paths) {
    set({ remotePaths: new Set(paths) });
  },
  settleWithoutRoute(pathname) {
    const current = get();
    if (current.pathname !== pathname || current.layout === PENDING) set({ pathname, layout: {}, guard: 'none' });
  },
  setRoute(pathname, route) {
    set({
      pathname,
      layout: { titleKey: route.titleKey, header: route.header, bottomMenu: route.bottomMenu, backTo: route.backTo },
      guard: route.guard ?? 'none',
    });
  },
  setPending(pathname) {
    if (get().pathname !== pathname) set({ pathname, layout: PENDING, guard: 'none' });
  },
}));

const NO_LAYOUT: RouteLayout = {};

/**
 * The host's own pages that differ from the defaults. The maintenance page is among the pages without the
 * bottom menu (docs/product.md, "Bottom menu"). Inside the layout it is the page opened while the site is
 * up; while the site is closed it is drawn outside the layout, with neither header nor menu.
 */
const HOST_PAGE_LAYOUTS: Readonly<Record<string, RouteLayout>> = {
  '/m/maintenance': { bottomMenu: false },
};

/** The metadata of the page at `pathname`; the host's pages (home, maintenance, not found) have their own. */
export const useLayout = (pathname: string): RouteLayout =>
  useStore(layoutStore, (s) =>
    s.pathname === pathname
      ? s.layout
      : s.remotePaths.has(pathname)
        ? PENDING
        : (HOST_PAGE_LAYOUTS[pathname] ?? NO_LAYOUT),
  );

/** The page at `pathname` sends a visitor without a session to the login screen (its route's guard). */
export function guardSendsToLogin(pathname: string): boolean {
  const { pathname: current, guard } = layoutStore.getState();
  return current === pathname && (guard === 'member' || guard === 'real-account');
}
