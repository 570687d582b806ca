import { getRuntimeConfig } from './runtime-config';

/**
 * URLs the platform hands the client (banner pictures, game icons, download links, pictures in server
 * HTML). Platform paths (`/wps/assets/…`) live where the API lives, not where the page does; anything
 * absolute is checked before the browser is allowed to request or follow it.
 */

const siteOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

const apiBase = (): string => getRuntimeConfig().apiBase.replace(/\/+$/, '');

/** A platform path is one path on the API's origin ('/…', never '//host'). */
const isPlatformPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

/** Pictures small enough to come inline; no SVG (it could carry links and text dressed as the app). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function parse(url: string): URL | null {
  try {
    return new URL(url, `${siteOrigin()}/`);
  } catch {
    return null;
  }
}

/** Origins images may come from: the site, the API and the configured CDNs. */
export function imageOrigins(): string[] {
  const api = apiBase() ? parse(apiBase())?.origin : undefined;
  return [siteOrigin(), ...(api ? [api] : []), ...getRuntimeConfig().imageOrigins];
}

/** Whether the browser may load this picture: http(s) from an allowed origin, or an inline bitmap. */
export function isAllowedImage(url: string): boolean {
  if (DATA_IMAGE.test(url)) return true;
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false;
  return imageOrigins().includes(parsed.origin);
}

/**
 * The URL to load a platform picture from, or null when it must not be requested (a `javascript:`
 * banner, a picture on an origin nobody allowed). Platform paths, the common case, need no parsing.
 */
export function platformImageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (isPlatformPath(path)) return platformUrl(path);
  return isAllowedImage(path) ? path : null;
}

/** A platform path resolved against the API's base; any other URL as it is (check it first). */
export function platformUrl(path: string): string {
  return isPlatformPath(path) ? `${apiBase()}${path}` : path;
}
