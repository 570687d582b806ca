/**
 * The site requires Trusted Types for script URLs. The scripts a page adds are chunks (each app's webpack
 * runtime) and remote entries (the federation runtime); both assign a plain URL, so the page's `default`
 * policy decides: the site's own origin and the origins of the remote registry, nothing else. It is made
 * before the first chunk is requested, and learns the registry's origins at boot. A remote needs nothing
 * of its own for it, whichever release of the shared build setup made it. The policy is also where a
 * remote's next attempt gets fresh URLs for its scripts (attempt-urls.ts).
 */
import { attemptUrl } from './attempt-urls';

const origins = new Set<string>();

export function allowScriptOrigins(urls: readonly string[]): void {
  origins.clear();
  for (const url of urls) origins.add(new URL(url, window.location.href).origin);
}

export function isAllowedScript(url: string): boolean {
  const origin = new URL(url, window.location.href).origin;
  return origin === window.location.origin || origins.has(origin);
}

export function installScriptUrlPolicy(): void {
  if (typeof window === 'undefined' || !window.trustedTypes) return;
  window.trustedTypes.createPolicy('default', {
    createScriptURL(url) {
      if (!isAllowedScript(url)) throw new TypeError(`script from ${new URL(url, window.location.href).origin} is not in the remote registry`);
      return attemptUrl(url);
    },
  });
}
