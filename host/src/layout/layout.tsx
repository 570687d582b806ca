import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { firstContent } from './first-content';
import { useLayout } from './layout-store';
import { Header } from './header/header';
import { BottomMenu } from './bottom-menu/bottom-menu';
import { DocumentTitle } from './title/document-title';
import { usePageFocus } from './page-focus';

/** Pages fade in over 300 ms, except right after a swipe-back of more than 100 px. */
export const FADE_MS = 300;
export const SWIPE_BACK_PX = 100;

/** True after a touch that travelled more than 100 px rightwards (an edge swipe back), until the next page. */
function useSwipedBack(locationKey: string): boolean {
  const [swipe, setSwipe] = useState({ swiped: false, key: locationKey });
  useEffect(() => {
    let startX = 0;
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? 0;
    };
    const onEnd = (e: TouchEvent) => {
      const travelled = (e.changedTouches[0]?.clientX ?? 0) - startX;
      if (travelled > SWIPE_BACK_PX) setSwipe((s) => ({ ...s, swiped: true }));
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  // The swipe belongs to the navigation it caused; remember it for that page only.
  const swiped = swipe.swiped;
  useEffect(() => {
    const timer = setTimeout(() => setSwipe({ swiped: false, key: locationKey }), 400);
    return () => clearTimeout(timer);
  }, [locationKey]);
  return swiped;
}

/**
 * True on the page the visit starts on, until the first navigation. The fade is a transition between
 * pages; on the first one it would only hide the page, and what a browser first paints at opacity 0 does
 * not count as the page's largest paint (the home banner would never be measured).
 */
function useFirstPage(locationKey: string): boolean {
  const [firstKey, setFirstKey] = useState<string | null>(locationKey);
  useEffect(() => {
    if (locationKey !== firstKey) setFirstKey(null);
  }, [locationKey, firstKey]);
  return firstKey === locationKey;
}

export function Layout() {
  const location = useLocation();
  const layout = useLayout(location.pathname);
  const navigationType = useNavigationType();
  const swiped = useSwipedBack(location.key);
  const firstPage = useFirstPage(location.key);
  const skipFade = firstPage || (navigationType === 'POP' && swiped);

  const isHome = location.pathname === '/m/home';
  // Only the home page a visit starts on holds the header's member calls back (first-content.ts).
  useEffect(() => {
    if (!isHome || !firstPage) firstContent.getState().markShown();
  }, [isHome, firstPage]);
  const shell = useRef<HTMLDivElement>(null);
  usePageFocus(shell, location.pathname);
  const showHeader = layout.header !== 'none';
  const showMenu = layout.bottomMenu !== false;
  return (
    <div className={`host-shell${showMenu ? ' host-shell--menu' : ''}`} ref={shell}>
      <DocumentTitle titleKey={layout.titleKey} />
      {showHeader ? <Header isHome={isHome} titleKey={layout.titleKey} backTo={layout.backTo} /> : null}
      {/* The page's one main landmark: screens (the host's and the remotes') are its content. */}
      <main key={location.pathname} className={skipFade ? 'host-page' : 'host-page host-page--fade'} data-testid="page">
        <Outlet />
      </main>
      {showMenu ? <BottomMenu /> : null}
    </div>
  );
}
