/**
 * The one rule for a URL the site did not write itself (the platform's pictures, banner links, download and
 * launch addresses, a `pageBack`, links in server HTML): before the site requests it, follows it, frames it
 * or routes to it, it is read the way the browser will read it and judged by its origin.
 *
 * - Control characters (U+0000–U+001F, U+007F) and backslashes refuse the value outright: the URL parser
 *   drops tabs and newlines and reads `\` as `/`, so `/\evil.example` or `/<TAB>/evil.example` look like a
 *   path of the site to a text check and are another host to the browser.
 * - The rest is parsed with `new URL(value, base)`, as the browser resolves it.
 * - Only http(s) (plus, where asked, inline PNG/JPEG/GIF/WebP pictures); never credentials
 *   (`https://user:pw@host`: a link that shows one host and logs into another).
 * - Where it must be one of some origins, the parsed origin is compared with them (never a string prefix:
 *   `https://cdn.example.com.evil.example` is not `https://cdn.example.com`). An allowed origin may be
 *   `scheme://*.host[:port]`, as in the Content-Security-Policy: any subdomain of host, not host itself.
 */

/** Characters the browser drops or rewrites while parsing: a value carrying one is refused, not cleaned. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const REFUSED = /[\u0000-\u001F\u007F\\]/;

/** Whether `value` carries a character the rule refuses outright (a control character or a backslash). */
export const hasRefusedCharacters = (value: string): boolean => REFUSED.test(value);

/** Pictures small enough to come inline; no SVG (it could carry links and text dressed as the app). */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;

/** A value that names its scheme (`https:`, `javascript:` …), as opposed to a path or other relative reference. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface UrlRuleOptions {
  /** What a relative value is resolved against: an absolute http(s) URL (the site, or the API base). */
  base: string;
  /**
   * The origins the URL must have (`https://host[:port]`, or `https://*.host` for its subdomains). Absent: any
   * http(s) origin (a link to another site, opened as such), written with its scheme (no `//host`).
   */
  origins?: readonly string[];
  /** Inline PNG/JPEG/GIF/WebP pictures (`data:image/…;base64,…`) pass too: only for pictures. */
  dataImages?: boolean;
  /** Only absolute addresses (`https://…`); a path or other relative reference is refused. */
  absoluteOnly?: boolean;
  /**
   * Where a path (`/…`, one slash) continues: the API base, which may have a path of its own
   * (`https://api.example.com/gw` + `/wps/x`). '' or absent: the path is resolved against `base`.
   */
  pathPrefix?: string;
}

function matchesOrigin(url: URL, allowed: string): boolean {
  const wildcard = /^(https?:)\/\/\*\.([^/:]+)(?::(\d+))?$/i.exec(allowed.trim());
  if (wildcard) {
    const [, scheme, suffix, port] = wildcard as unknown as [string, string, string, string | undefined];
    const defaultPort = scheme.toLowerCase() === 'https:' ? '443' : '80';
    return (
      url.protocol === scheme.toLowerCase() &&
      url.hostname.endsWith(`.${suffix.toLowerCase()}`) &&
      (url.port || defaultPort) === (port ?? defaultPort)
    );
  }
  return url.origin === originOf(allowed);
}

/** The origin an allowed-origin entry names, normalised by the URL parser (case, default port); null if none. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The URL as the browser will read `value`, or null when the site must not use it (see the file's comment).
 * Relative values resolve against `options.base`.
 */
export function checkUrl(value: unknown, options: UrlRuleOptions): URL | null {
  if (typeof value !== 'string' || REFUSED.test(value)) return null;
  const text = value.trim();
  if (!text) return null;
  if (DATA_IMAGE.test(text)) return options.dataImages ? new URL(text) : null;
  if (options.absoluteOnly && !HAS_SCHEME.test(text)) return null;
  // With any origin allowed, another site's address names its scheme: `//host` reads as a path to a person.
  if (!options.origins && text.startsWith('//')) return null;
  const prefix = options.pathPrefix?.replace(/\/+$/, '') ?? '';
  if (REFUSED.test(prefix)) return null;
  const target = prefix && text.startsWith('/') && !text.startsWith('//') ? `${prefix}${text}` : text;
  let url: URL;
  try {
    url = new URL(target, options.base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (options.origins && !options.origins.some((allowed) => matchesOrigin(url, allowed))) return null;
  return url;
}

/** Whether `url` has one of `origins` (compared as `checkUrl` does). */
export function hasOrigin(url: URL, origins: readonly string[]): boolean {
  return origins.some((allowed) => matchesOrigin(url, allowed));
}

/**
 * A path of the site `siteOrigin` that `value` names, as `path?query#hash`, or null: `value` must be a path
 * (`/…`) or an absolute URL on that origin, pass the rule, and not come out as `//host` once resolved
 * (`/m/..//evil.example` is such a path). With `under`, the path must also start with it (`/m/`).
 * What comes out is the parsed form, so the router gets exactly what was checked.
 */
export function sitePath(value: unknown, siteOrigin: string, under?: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text.startsWith('/') && !HAS_SCHEME.test(text)) return null;
  const url = checkUrl(value, { base: `${siteOrigin}/`, origins: [siteOrigin] });
  if (!url || url.pathname.startsWith('//')) return null;
  if (under && !url.pathname.startsWith(under)) return null;
  return url.pathname + url.search + url.hash;
}
