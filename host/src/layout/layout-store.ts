import { createStore, useStore } from 'zustand';
import type { RouteLayout } from '@mc/shared-kernel';

/** Layout of the page on screen, as the owning remote's route metadata (or the host's own page) says. */
interface LayoutState {
  pathname: string;
  layout: RouteLayout;
  /** Paths the remote registry gives to remotes: their layout is known only once the remote's routes are. */
  remotePaths: ReadonlySet<string>;
  setRoute(pathname: string, layout: RouteLayout): void;
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
  remotePaths: new Set(),
  setRemotePaths(paths) {
    set({ remotePaths: new Set(paths) });
  },
  settleWithoutRoute(pathname) {
    const current = get();
    if (current.pathname !== pathname || current.layout === PENDING) set({ pathname, layout: {} });
  },
  setRoute(pathname, layout) {
    set({ pathname, layout: { titleKey: layout.titleKey, header: layout.header, bottomMenu: layout.bottomMenu, backTo: layout.backTo } });
  },
  setPending(pathname) {
    if (get().pathname !== pathname) set({ pathname, layout: PENDING });
  },
}));

const NO_LAYOUT: RouteLayout = {};

/** The metadata of the page at `pathname`; host pages (home, maintenance, not found) have none, so defaults. */
export const useLayout = (pathname: string): RouteLayout =>
  useStore(layoutStore, (s) => (s.pathname === pathname ? s.layout : s.remotePaths.has(pathname) ? PENDING : NO_LAYOUT));
