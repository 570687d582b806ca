import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath } from './in-app-path';

/**
 * A click handler for a block of platform HTML: a plain click on one of its in-app links (inAppPath) goes
 * through the router instead of reloading the app; a modified click, another site or a new window is left to
 * the browser.
 */
export function useFollowInAppLink(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const path = inAppPath(link.getAttribute('href'), link.getAttribute('target'), window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
}
