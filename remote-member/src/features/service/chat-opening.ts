import { checkUrl, hasOrigin } from '@mc/shared-kernel';

export interface FramePolicy {
  /** The site's own origin (window.location.origin). */
  siteOrigin: string;
  /** The API base of the runtime config ('' = the site). */
  apiBase: string;
  /** The deployment's extra frame origins (`origins.frames`). */
  frameOrigins: readonly string[];
}

/**
 * How the chat opens and where; `sameOrigin`: its page is served from the site's own origin (the platform's
 * chat through the site's /wps proxy), so a frame of it must not keep that origin (`ChatFrame`).
 */
export type ChatOpening = { mode: 'frame' | 'tab'; href: string; sameOrigin: boolean } | null;

/**
 * How the live chat opens. Inside the site in a frame only when the platform says the provider allows it
 * and the site's Content-Security-Policy would let the frame load (the site, the API base and the configured
 * frame origins, over https when the site is https); otherwise in a new tab rather than as a blocked frame.
 * A site-relative chat address belongs to the API base. The address goes through the kernel's URL rule:
 * anything that is not http(s), has credentials, a backslash, tab or newline does not open at all.
 */
export function chatOpening(url: string, embeddable: boolean, policy: FramePolicy): ChatOpening {
  const base = `${policy.siteOrigin}/`;
  const resolved = checkUrl(url, { base, pathPrefix: policy.apiBase });
  if (!resolved) return null;
  const api = policy.apiBase ? checkUrl(policy.apiBase, { base })?.origin : undefined;
  const allowed = [policy.siteOrigin, ...(api ? [api] : []), ...policy.frameOrigins];
  const mixed = policy.siteOrigin.startsWith('https:') && resolved.protocol === 'http:';
  return {
    href: resolved.href,
    mode: embeddable && !mixed && hasOrigin(resolved, allowed) ? 'frame' : 'tab',
    sameOrigin: resolved.origin === policy.siteOrigin,
  };
}
