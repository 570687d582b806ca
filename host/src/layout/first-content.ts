import { createStore, useStore } from 'zustand';

/** Longest the header waits; the home page says so sooner (its own wait for the banner is as long). */
export const FIRST_CONTENT_WAIT_MS = 3000;

interface FirstContentState {
  /** The page the visit started on has shown its main content (or it was never waited for). */
  shown: boolean;
  markShown(): void;
}

/**
 * A visit that starts on home waits for the first banner, the page's largest paint, before the header
 * asks for the member's name, balance and unread count: those calls would otherwise share the network
 * and the main thread with the banner on a slow phone. Boot holds the header back only for such a visit
 * (`holdForHome`); every other start, and any navigation, shows the header's member data at once.
 */
export const firstContent = createStore<FirstContentState>()((set) => ({
  shown: true,
  markShown: () => set({ shown: true }),
}));

export function holdForHome(): void {
  firstContent.setState({ shown: false });
  setTimeout(() => firstContent.getState().markShown(), FIRST_CONTENT_WAIT_MS);
}

export const useFirstContentShown = (): boolean => useStore(firstContent, (s) => s.shown);
