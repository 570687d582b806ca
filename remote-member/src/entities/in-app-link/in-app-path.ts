import { sitePath } from '@mc/shared-kernel';

/**
 * Where a tap on a link inside HTML the platform sent (a notice, a help entry, an inbox message, the user
 * agreement) should go within the app: same-site `/m/…` links, as the kernel's URL rule reads them, stay in
 * the single-page app; anything else (other sites, new windows) is left to the browser.
 */
export function inAppPath(href: string | null, target: string | null, origin: string): string | null {
  if (!href || (target && target !== '_self')) return null;
  return sitePath(href, origin, '/m/');
}
