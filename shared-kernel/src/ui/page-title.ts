import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/**
 * A screen whose title depends on its data (a game category, a record type) sets it here; the host's
 * header shows it instead of the route's fixed title key. Likewise a screen reached from two areas (the
 * account record: member centre, or the agent's variant from the agent home) sets where the header's back
 * arrow goes instead of going back in history (or the route's fixed `backTo`).
 */
export const pageTitleStore = createStore<{ title: string | null; backTo: string | null; backReplace: boolean }>()(
  () => ({
    title: null,
    backTo: null,
    backReplace: false,
  }),
);

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    pageTitleStore.setState({ title: title ?? null });
    return () => pageTitleStore.setState({ title: null });
  }, [title]);
}

export const usePageTitleText = () => useStore(pageTitleStore, (s) => s.title);

/**
 * The header's back target while this screen is shown (null: history back, or the route's own `backTo`).
 * `replace`: the back arrow replaces this page instead of adding one, so the browser's back does not
 * return to it (a game page, which must not start again).
 */
export function usePageBack(backTo: string | null | undefined, options: { replace?: boolean } = {}): void {
  const replace = options.replace ?? false;
  useEffect(() => {
    pageTitleStore.setState({ backTo: backTo ?? null, backReplace: replace });
    return () => pageTitleStore.setState({ backTo: null, backReplace: false });
  }, [backTo, replace]);
}

export const usePageBackTo = () => useStore(pageTitleStore, (s) => s.backTo);
export const usePageBackReplace = () => useStore(pageTitleStore, (s) => s.backReplace);
