import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/**
 * A screen whose title depends on its data (a game category, a record type) sets it here; the host's
 * header shows it instead of the route's fixed title key. Likewise a screen reached from two areas (the
 * account record: member centre, or the agent's variant from the agent home) sets where the header's back
 * arrow goes instead of the route's fixed `backTo`.
 */
export const pageTitleStore = createStore<{ title: string | null; backTo: string | null }>()(() => ({ title: null, backTo: null }));

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    pageTitleStore.setState({ title: title ?? null });
    return () => pageTitleStore.setState({ title: null });
  }, [title]);
}

export const usePageTitleText = () => useStore(pageTitleStore, (s) => s.title);

/** The header's back target while this screen is shown (null: the route's own `backTo`). */
export function usePageBack(backTo: string | null | undefined): void {
  useEffect(() => {
    pageTitleStore.setState({ backTo: backTo ?? null });
    return () => pageTitleStore.setState({ backTo: null });
  }, [backTo]);
}

export const usePageBackTo = () => useStore(pageTitleStore, (s) => s.backTo);
