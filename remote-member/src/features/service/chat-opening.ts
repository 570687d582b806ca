export interface FramePolicy {
  /** The site's own origin (window.location.origin). */
  siteOrigin: string;
  /** The API base of the runtime config ('' = the site). */
  apiBase: string;
  /** The deployment's extra frame origins (`origins.frames`). */
  frameOrigins: readonly string[];
}

export type ChatOpening = { mode: 'frame' | 'tab'; href: string } | null;

const originOf = (value: string, base?: string): string | null => {
  try {
    return new URL(value, base).origin;
  } catch {
    return null;
  }
};

/**
 * How the live chat opens. Inside the site in a frame only when the platform says the provider allows it
 * and the site's Content-Security-Policy would let the frame load (the site, the API base and the configured
 * frame origins, over https when the site is https); otherwise in a new tab rather than as a blocked frame.
 * A site-relative chat address belongs to the API base. Anything that is not http(s) does not open at all.
 */
export function chatOpening(url: string, embeddable: boolean, policy: FramePolicy): ChatOpening {
  const apiRoot = policy.apiBase ? new URL(policy.apiBase, policy.siteOrigin).href : policy.siteOrigin;
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), apiRoot);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  if (url.trim() === '' || resolved.username || resolved.password) return null;
  const allowed = new Set([policy.siteOrigin, originOf(apiRoot), ...policy.frameOrigins.map((o) => originOf(o))].filter((o): o is string => o !== null && o !== 'null'));
  const mixed = policy.siteOrigin.startsWith('https:') && resolved.protocol === 'http:';
  return { href: resolved.href, mode: embeddable && !mixed && allowed.has(resolved.origin) ? 'frame' : 'tab' };
}
