import { createStore, useStore } from 'zustand';
import type { RouteLayout } from '@mc/shared-kernel';

/** Layout of the page on screen, as the owning remote's route metadata (or the host's own page) says. */
interface LayoutState {
  pathname: string;
  layout: RouteLayout;
  setRoute(pathname: string, layout: RouteLayout): void;
  setPending(pathname: string): void;
}

export const layoutStore = createStore<LayoutState>()((set, get) => ({
  pathname: '',
  layout: {},
  setRoute(pathname, layout) {
    set({ pathname, layout: { titleKey: layout.titleKey, header: layout.header, bottomMenu: layout.bottomMenu, backTo: layout.backTo } });
  },
  setPending(pathname) {
    if (get().pathname !== pathname) set({ pathname, layout: {} });
  },
}));

const NO_LAYOUT: RouteLayout = {};

/** The metadata of the page at `pathname`; host pages (home, maintenance, not found) have none, so defaults. */
export const useLayout = (pathname: string): RouteLayout => useStore(layoutStore, (s) => (s.pathname === pathname ? s.layout : NO_LAYOUT));
