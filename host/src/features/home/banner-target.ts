/** Where a banner goes when tapped: an in-app route through the router, or another site in a new tab. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Only a path of this site (`/m/...`, one leading slash) or an http(s) address is followed. Anything
 * else the platform might send (`javascript:`, `data:`, protocol-relative `//host`) leaves the banner
 * as a plain picture.
 */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const text = link?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return { kind: 'route', to: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : null;
}
