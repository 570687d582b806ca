import { checkUrl, inAppPath } from '@mc/shared-kernel';

/** Where a banner goes when tapped: an in-app route through the router, or another site in a new tab. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Through the kernel's URL rule: a path or address of this site is followed by the router (as the rule read
 * it, so it can never be another host to the router); an http(s) address of another site opens in a new tab.
 * Anything else the platform might send (`javascript:`, `data:`, `//host`, `/\host`, a tab or newline inside,
 * credentials) leaves the banner as a plain picture.
 */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const route = inAppPath(link);
  if (route) return { kind: 'route', to: route };
  const url = checkUrl(link, { base: `${window.location.origin}/`, absoluteOnly: true });
  if (!url || url.origin === window.location.origin) return null;
  return { kind: 'external', href: url.href };
}
