/** The page every route goes to while the site is in maintenance or region-restricted. */
export const MAINTENANCE_PATH = '/m/maintenance';

const MAX_LENGTH = 2048;
const BASE = 'https://site.invalid';

/**
 * A page of this site to return to after maintenance, as `path + query`, or null. `from` comes from the
 * URL, so anyone can write it: only a path under /m/ is accepted (no scheme, no `//` or `\` that a
 * browser could read as another host, no `..` leaving /m/), never the maintenance page itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/m/')) return null;
  if (raw.includes('//') || raw.includes('\\') || /[\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !url.pathname.startsWith('/m/') || isMaintenancePath(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The router matches paths case-insensitively and with a trailing slash. */
const isMaintenancePath = (pathname: string): boolean => pathname.replace(/\/+$/, '').toLowerCase() === MAINTENANCE_PATH.toLowerCase();

/** Where to send a visitor of `location` while the site is closed: the maintenance page, remembering the place. */
export function maintenanceHref(location: { pathname: string; search: string }): string {
  const from = safeReturnPath(location.pathname + location.search);
  return from ? `${MAINTENANCE_PATH}?from=${encodeURIComponent(from)}` : MAINTENANCE_PATH;
}
