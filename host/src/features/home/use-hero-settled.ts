import { startTransition, useCallback, useEffect, useState } from 'react';
import type { HomeAnnouncementsState } from './api/get-home-announcements';

/** Longest the rest of the page waits for the first banner. */
export const HERO_WAIT_MS = 3000;

/**
 * The first banner is the page's largest paint. What it does not need — the games widgets, the
 * latest-news popup and the pictures in it — starts once that banner is on screen (or there is none, or
 * the call failed, or HERO_WAIT_MS passed), so none of it competes with the banner for the network and
 * the main thread, and the popup never becomes the paint people wait for.
 */
export function useHeroSettled(announcements: Pick<HomeAnnouncementsState, 'data' | 'error'>) {
  const [shown, setShown] = useState(false);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setExpired(true)), HERO_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const { data, error } = announcements;
  const settled = shown || expired || Boolean(error) || (data !== undefined && data.banners.length === 0);
  // What starts then is rendered in slices (a transition), not in one task while the page is still busy.
  return { settled, onBannerShown: useCallback(() => startTransition(() => setShown(true)), []) };
}
