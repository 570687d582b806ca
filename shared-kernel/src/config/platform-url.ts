import { checkUrl, sitePath } from '../security/url-rule';
import { getRuntimeConfig } from './runtime-config';

/**
 * URLs the platform hands the client (banner pictures, game icons, download and launch links, pictures and
 * links in server HTML, a way back). Platform paths (`/wps/assets/…`) live where the API lives, not where the
 * page does. Every one goes through the kernel's one URL rule (`security/url-rule.ts`) before the browser
 * is allowed to request, follow, frame or route to it.
 */

export const siteOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

const siteBase = (): string => `${siteOrigin()}/`;

const apiBase = (): string => getRuntimeConfig().apiBase.replace(/\/+$/, '');

/** The origin the platform's paths live on: the API base's, or the site's when the API is the site. */
export function apiOrigin(): string {
  const base = apiBase();
  return (base && checkUrl(base, { base: siteBase() })?.origin) || siteOrigin();
}

/** The address to give the browser: a path when it is on the site (as the platform wrote it), else absolute. */
const addressOf = (url: URL): string =>
  url.protocol !== 'data:' && url.origin === siteOrigin() ? url.pathname + url.search + url.hash : url.href;

/** Origins images may come from: the site, the API and the configured CDNs. */
export function imageOrigins(): string[] {
  return [...new Set([siteOrigin(), apiOrigin(), ...getRuntimeConfig().imageOrigins])];
}

/**
 * Whether the browser may load this picture of server HTML (resolved as the page will: against the site):
 * http(s) from an allowed origin, or an inline bitmap.
 */
export function isAllowedImage(url: string): boolean {
  return checkUrl(url, { base: siteBase(), origins: imageOrigins(), dataImages: true }) !== null;
}

/**
 * The URL to load a platform picture from, or null when it must not be requested (a `javascript:` banner,
 * `/\host/…`, a picture on an origin nobody allowed). Platform paths are put under the API base.
 */
export function platformImageUrl(path: string | null | undefined): string | null {
  const url = checkUrl(path, { base: siteBase(), pathPrefix: apiBase(), origins: imageOrigins(), dataImages: true });
  return url ? addressOf(url) : null;
}

/**
 * A page the platform links to (a download, a game's page, a payment gateway): a platform path goes under the
 * API base, an absolute http(s) address may be on any origin (it is shown as another site's). Null when the
 * rule refuses it (`/\host`, a tab or newline, credentials, `javascript:` …).
 */
export function platformLink(value: string | null | undefined): string | null {
  const url = platformAddress(value);
  return url ? addressOf(url) : null;
}

/** `platformLink` as the parsed, absolute URL (to compare its origin: framed from the site's own or not). */
export function platformAddress(value: string | null | undefined): URL | null {
  return checkUrl(value, { base: siteBase(), pathPrefix: apiBase() });
}

/** Whether `url` is on the site's own origin (a frame of it would be same-origin with the page). */
export const isSiteOrigin = (url: URL): boolean => url.origin === siteOrigin();

/**
 * A platform path resolved against the API's base; any other URL as it is. Kept for remotes built against
 * kernel 0.2: it checks nothing, `platformLink` and `platformImageUrl` do.
 */
export function platformUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${apiBase()}${path}` : path;
}

/**
 * A path inside this site that `value` names (`/m/…`, or an absolute URL on the site's origin), as the
 * router should get it, or null. With `under`, only paths below it (`/m/`).
 */
export function inAppPath(value: string | null | undefined, under?: string): string | null {
  return sitePath(value, siteOrigin(), under);
}

/** Where a way back goes when the one it was given is not a path of this site. */
export const SAFE_IN_APP_PATH = '/m/home';

/** `inAppPath(value)`, else `fallback` (home): never another site, never an address the router would throw at. */
export const inAppPathOr = (value: string | null | undefined, fallback: string = SAFE_IN_APP_PATH): string =>
  inAppPath(value) ?? fallback;
