import { forAttempt } from './attempt-urls';

/**
 * The site requires Trusted Types for script URLs. The scripts a page adds are chunks (each app's webpack
 * runtime) and remote entries (the federation runtime); both assign a plain URL, so the page's `default`
 * policy decides: the site's own origin and the origins of the remote registry, nothing else. It is made
 * before the first chunk is requested, and learns the registry's origins at boot. A remote needs nothing
 * of its own for it, whichever release of the shared build setup made it. Being that one place, it is also
 * where a remote's later attempt (Retry) asks for the remote's scripts under URLs of their own
 * (attempt-urls.ts): a query is no part of the check, only the origin is.
 */
const origins = new Set<string>();

export function allowScriptOrigins(urls: readonly string[]): void {
  origins.clear();
  for (const url of urls) origins.add(new URL(url, window.location.href).origin);
}

export function isAllowedScript(url: string): boolean {
  const origin = new URL(url, window.location.href).origin;
  return origin === window.location.origin || origins.has(origin);
}

/** What the policy makes of a script URL: refused when not allowed; as the remote's current attempt asks for it. */
export function scriptUrl(url: string): string {
  if (!isAllowedScript(url))
    throw new TypeError(`script from ${new URL(url, window.location.href).origin} is not in the remote registry`);
  return forAttempt(url);
}

export function installScriptUrlPolicy(): void {
  if (typeof window === 'undefined' || !window.trustedTypes) return;
  window.trustedTypes.createPolicy('default', { createScriptURL: scriptUrl });
}
