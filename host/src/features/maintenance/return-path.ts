import { inAppPath } from '@mc/shared-kernel';

/** The page every route goes to while the site is in maintenance or region-restricted. */
export const MAINTENANCE_PATH = '/m/maintenance';

const MAX_LENGTH = 2048;

/**
 * A page of this site to return to after maintenance, as `path + query`, or null. `from` comes from the
 * URL, so anyone can write it: the kernel's URL rule decides that it is a path of this site under /m/ (no
 * scheme, no `\`, tab or newline that a browser could read as another host, no `..` leaving /m/); on top of
 * that it is written as such a path, with no `//` and no spaces anywhere, and is never the maintenance page.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/m/') || raw.includes('//') || /[\s\p{Cc}]/u.test(raw))
    return null;
  const path = inAppPath(raw, '/m/');
  if (!path) return null;
  const url = new URL(path, 'https://site.invalid');
  return isMaintenancePath(url.pathname) ? null : url.pathname + url.search;
}

/** The router matches paths case-insensitively and with a trailing slash. */
const isMaintenancePath = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '').toLowerCase() === MAINTENANCE_PATH.toLowerCase();

/** Where to send a visitor of `location` while the site is closed: the maintenance page, remembering the place. */
export function maintenanceHref(location: { pathname: string; search: string }): string {
  const from = safeReturnPath(location.pathname + location.search);
  return from ? `${MAINTENANCE_PATH}?from=${encodeURIComponent(from)}` : MAINTENANCE_PATH;
}
