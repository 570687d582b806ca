import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/**
 * A screen whose title depends on its data (a game category, a record type) sets it here; the host's
 * header shows it instead of the route's fixed title key.
 */
export const pageTitleStore = createStore<{ title: string | null }>()(() => ({ title: null }));

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    pageTitleStore.setState({ title: title ?? null });
    return () => pageTitleStore.setState({ title: null });
  }, [title]);
}

export const usePageTitleText = () => useStore(pageTitleStore, (s) => s.title);
